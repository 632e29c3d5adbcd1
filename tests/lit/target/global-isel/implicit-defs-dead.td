// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -warn-on-skipped-patterns
//
// Every implicit def of a built instruction is dead, even one the same
// instruction also reads; a sext_inreg of a vector type checks the
// element's width.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def V0 : Register<"v0">;
def FLAGS : Register<"flags">;
def GPR : RegisterClass<"Id", [i32], 32, (add R0)>;
def VR : RegisterClass<"Id", [v4i32], 128, (add V0)>;
def CCR : RegisterClass<"Id", [i32], 32, (add FLAGS)> { let CopyCost = -1; }
class IdInst<dag o, dag i, list<dag> p> : Instruction {
  let Namespace = "Id";
  let OutOperandList = o;
  let InOperandList = i;
  let Pattern = p;
}
let Defs = [FLAGS], Uses = [FLAGS] in
def ADDC : IdInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def VEXT : IdInst<(outs VR:$d), (ins VR:$a), [(set VR:$d, (sext_inreg VR:$a, v4i8))]>;
def IdInstrInfo : InstrInfo;
def Id : Target { let InstructionSet = IdInstrInfo; }

// CHECK:      GIR_MutateOpcode, /*InsnID*/0, /*RecycleInsnID*/0, /*Opcode*/GIMT_Encode2(Id::ADDC),
// CHECK-NEXT: GIR_AddImplicitDef, /*InsnID*/0, GIMT_Encode2(::FLAGS), GIMT_Encode2(RegState::Dead),
// CHECK:      GIM_CheckLiteralInt, /*MI*/0, /*Op*/2, GIMT_Encode8(8),
