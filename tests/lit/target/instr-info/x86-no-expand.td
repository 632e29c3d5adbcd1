// RUN: %tblgen -gen-instr-info -instr-info-expand-mi-operand-info=false -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-instr-info -instr-info-expand-mi-operand-info=false -I /usr/include/llvm-22
//
// -instr-info-expand-mi-operand-info=false: the X86 operand type table
// lists a complex operand once, by its own type.

include "llvm/Target/Target.td"
class XReg<string n> : Register<n> { let Namespace = "X86"; }
def EAX : XReg<"eax">;
def GR32 : RegisterClass<"X86", [i32], 32, (add EAX)>;
defm : RemapAllTargetPseudoPointerOperands<GR32>;
class X86MemOperand<int sz> : Operand<iPTR> { int Size = sz; let MIOperandInfo = (ops GR32, i8imm, GR32:$idx); }
def i32mem : X86MemOperand<32>;
class XI<dag o, dag i> : Instruction { let Namespace = "X86"; let OutOperandList = o; let InOperandList = i; let AsmString = ""; }
def MOV32rm : XI<(outs GR32:$dst), (ins i32mem:$src)>;
def X86InstrInfo : InstrInfo;
def X86 : Target { let InstructionSet = X86InstrInfo; }

// CHECK:      /* MOV32rm */
// CHECK-NEXT: GR32, i32mem,
