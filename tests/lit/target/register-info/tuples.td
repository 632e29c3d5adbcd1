// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// RegisterTuples of widths 2, 3 and 4 over one class: registers named by
// their zipped members, numbered after the other registers (each tuple
// def sorted by name), with every contiguous sub-tuple as a sub-register.
// CHECK: V0_V1 = 
// CHECK: V0_V1_V2 = 
// CHECK: V0_V1_V2_V3 = 

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def sub0 : SubRegIndex<32, 0>;
def sub1 : SubRegIndex<32, 32>;
def sub2 : SubRegIndex<32, 64>;
def sub3 : SubRegIndex<32, 96>;
foreach I = 0-9 in def V#I : Register<"v"#I>, DwarfRegNum<[I]> { let HWEncoding = I; }
}
def VGPR : RegisterClass<"My", [i32], 32, (sequence "V%u", 0, 9)>;
def T2 : RegisterTuples<[sub0, sub1], [(shl VGPR, 0), (shl VGPR, 1)]>;
def T3 : RegisterTuples<[sub0, sub1, sub2], [(shl VGPR, 0), (shl VGPR, 1), (shl VGPR, 2)]>;
def T4 : RegisterTuples<[sub0, sub1, sub2, sub3],
                        [(shl VGPR, 0), (shl VGPR, 1), (shl VGPR, 2), (shl VGPR, 3)]>;
def VReg64 : RegisterClass<"My", [i64], 32, (add T2)> { let Size = 64; }
def VReg64_Align2 : RegisterClass<"My", [i64], 32, (add (decimate T2, 2))> { let Size = 64; }
def VReg96 : RegisterClass<"My", [v3i32], 32, (add T3)> { let Size = 96; }
def VReg128 : RegisterClass<"My", [v4i32], 32, (add T4)> { let Size = 128; }
def VReg128_Align2 : RegisterClass<"My", [v4i32], 32, (add (decimate T4, 2))> { let Size = 128; }
