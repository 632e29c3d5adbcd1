// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s
// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s --check-prefix=TWO
// DIFF: -gen-global-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -warn-on-skipped-patterns
//
// A physical register read anywhere in the source pattern, also inside a
// nested instruction, is copied into its register before the built
// instruction, from the operand of the instruction that reads it.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def C0 : Register<"c0">;
def C1 : Register<"c1">;
def C2 : Register<"c2">;
def GPR : RegisterClass<"Pn", [i32], 32, (add R0, R1)>;
def CNT : RegisterClass<"Pn", [i32], 32, (add C0, C1, C2)>;
class PnInst<dag o, dag i, list<dag> p> : Instruction {
  let Namespace = "Pn";
  let OutOperandList = o;
  let InOperandList = i;
  let Pattern = p;
}
let Uses = [C0, C1, C2] in {
def TWO : PnInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (or (shl GPR:$a, C2), C1))]>;
def TWO2 : PnInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (xor C0, (shl GPR:$a, C2)))]>;
def SHLC : PnInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (shl GPR:$a, C0))]>;
def ADDSHLC : PnInst<(outs GPR:$d), (ins GPR:$a, GPR:$b),
                     [(set GPR:$d, (add (shl GPR:$a, C0), GPR:$b))]>;
def SUBSHLC : PnInst<(outs GPR:$d), (ins GPR:$a, GPR:$b),
                     [(set GPR:$d, (sub GPR:$b, (srl GPR:$a, C0)))]>;
}
def PnInstrInfo : InstrInfo;
def Pn : Target { let InstructionSet = PnInstrInfo; }

// CHECK:      GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(TargetOpcode::COPY),
// CHECK-NEXT: GIR_AddRegister, /*InsnID*/1, GIMT_Encode2(::C0), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define),
// CHECK-NEXT: GIR_Copy, /*NewInsnID*/1, /*OldInsnID*/1, /*OpIdx*/2, // C0
// CHECK-NEXT: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Pn::ADDSHLC),
// CHECK:      // (sub:{ *:[i32] } GPR:{ *:[i32] }:$b, (srl:{ *:[i32] } GPR:{ *:[i32] }:$a, C0:{ *:[i32] }))
// CHECK-NEXT: GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(TargetOpcode::COPY),
// CHECK-NEXT: GIR_AddRegister, /*InsnID*/1, GIMT_Encode2(::C0), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define),
// CHECK-NEXT: GIR_Copy, /*NewInsnID*/1, /*OldInsnID*/1, /*OpIdx*/2, // C0
// CHECK-NEXT: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Pn::SUBSHLC),
// CHECK:      GIR_Copy, /*NewInsnID*/1, /*OldInsnID*/0, /*OpIdx*/2, // C0
// CHECK-NEXT: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Pn::SHLC),
// Two registers: one copy each, the later imported one placed first.
// TWO:      // (or:{ *:[i32] } (shl:{ *:[i32] } GPR:{ *:[i32] }:$a, C2:{ *:[i32] }), C1:{ *:[i32] })
// TWO-NEXT: GIR_BuildMI, /*InsnID*/2, /*Opcode*/GIMT_Encode2(TargetOpcode::COPY),
// TWO-NEXT: GIR_AddRegister, /*InsnID*/2, GIMT_Encode2(::C1), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define),
// TWO-NEXT: GIR_Copy, /*NewInsnID*/2, /*OldInsnID*/0, /*OpIdx*/2, // C1
// TWO-NEXT: GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(TargetOpcode::COPY),
// TWO-NEXT: GIR_AddRegister, /*InsnID*/1, GIMT_Encode2(::C2), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define),
// TWO-NEXT: GIR_Copy, /*NewInsnID*/1, /*OldInsnID*/1, /*OpIdx*/2, // C2
// TWO-NEXT: GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Pn::TWO),
