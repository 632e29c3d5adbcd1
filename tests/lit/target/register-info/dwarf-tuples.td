// RUN: rm -rf %t && mkdir -p %t/llvm/Target
// RUN: sed -e 's/list<int> DwarfNumbers = \[\];/list<int> DwarfNumbers = [7];/' %llvminc/llvm/Target/Target.td > %t/llvm/Target/Target.td
// RUN: %tblgen -gen-register-info -I %t -I %llvminc %s | FileCheck %s
// RUN: %reftblgen -gen-register-info -I %t -I %llvminc %s | FileCheck %s
//
// DWARF numbers of tuple registers (the Register class's default, here
// changed by a copy of LLVM's Target.td the test makes): the tables list
// the registers in llvm-tblgen's name order (fewer name parts first), so
// tuples fall among the named registers (A0_A1 before Z0_Z1, whose
// enum value is lower), and the last one in that order
// wins a number in the reverse table.

include "llvm/Target/Target.td"
class R<string n> : Register<n> { let Namespace = "T"; }
def sub0 : SubRegIndex<32>;
def sub1 : SubRegIndex<32, 32>;
def A0 : R<"a0">; def A1 : R<"a1">; def A2 : R<"a2">;
def B : R<"b"> { let DwarfNumbers = [3]; }
def Z0_Z1 : R<"z">;
def GPR : RegisterClass<"T", [i32], 32, (add A0, A1, A2, B, Z0_Z1)>;
def Pairs : RegisterTuples<[sub0, sub1], [(add A0, A1), (add A1, A2)]>;
def PR : RegisterClass<"T", [i64], 64, (add Pairs)>;
def TI : InstrInfo;
def T : Target { let InstructionSet = TI; }

// CHECK-LABEL: extern const MCRegisterInfo::DwarfLLVMRegPair TDwarfFlavour0Dwarf2L[] = {
// CHECK-NEXT:   { 3U, T::B },
// CHECK-NEXT:   { 7U, T::Z0_Z1 },
// CHECK-NEXT: };
// CHECK-LABEL: extern const MCRegisterInfo::DwarfLLVMRegPair TDwarfFlavour0L2Dwarf[] = {
// CHECK-NEXT:   { T::B, 3U },
// CHECK-NEXT:   { T::A0, 7U },
// CHECK-NEXT:   { T::A1, 7U },
// CHECK-NEXT:   { T::A2, 7U },
// CHECK-NEXT:   { T::A0_A1, 7U },
// CHECK-NEXT:   { T::A1_A2, 7U },
// CHECK-NEXT:   { T::Z0_Z1, 7U },
// CHECK-NEXT: };
