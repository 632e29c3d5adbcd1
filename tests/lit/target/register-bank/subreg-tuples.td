// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// RegisterTuples: a bank over the 128-bit tuple class covers the 32-bit
// class of their parts (one per index sub0-sub3), the 64- and 96-bit
// tuple classes of their sub-tuples, and the aligned sub-classes.

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
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def VBank : RegisterBank<"VB", [VReg128]>;
def SBank : RegisterBank<"SB", [GPR]>;

// CHECK:      const uint32_t VBankCoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK-NEXT:     (1u << (My::VReg128RegClassID - 0)) |
// CHECK:          (1u << (My::VGPRRegClassID - 0)) |
