// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22
//
// The operand type tables, written for the X86 namespace only (the
// standard pseudos with their own, unremapped operands); register
// renaming allowed, so no ExtraSrc/DefRegAllocReq flags.

include "llvm/Target/Target.td"
class XReg<string n> : Register<n> { let Namespace = "X86"; }
def EAX : XReg<"eax">;
def ECX : XReg<"ecx">;
def GR32 : RegisterClass<"X86", [i32], 32, (add EAX, ECX)>;
defm : RemapAllTargetPseudoPointerOperands<GR32>;
class X86MemOperand<int sz> : Operand<iPTR> { int Size = sz; let MIOperandInfo = (ops GR32, i8imm, GR32:$idx); }
def i32mem : X86MemOperand<32>;
def i64mem : X86MemOperand<64>;
def f32mem : X86MemOperand<32>;
def GR32op : RegisterOperand<GR32>;
class XI<dag o, dag i> : Instruction { let Namespace = "X86"; let OutOperandList = o; let InOperandList = i; let AsmString = ""; }
def MOV32rm : XI<(outs GR32:$dst), (ins i32mem:$src)>;
def NOOP : XI<(outs), (ins)>;
def ADD32rr : XI<(outs GR32op:$dst), (ins GR32:$a, i32imm:$b)>;
def X86InstrInfo : InstrInfo;
def X86 : Target { let InstructionSet = X86InstrInfo; let AllowRegisterRenaming = 1; }

// CHECK:      enum OperandType {
// CHECK-NEXT:   f32imm = 0,
// CHECK-NEXT:   f32mem = 1,
// CHECK-NEXT:   f64imm = 2,
// CHECK-NEXT:   i1imm = 3,
// CHECK-NEXT:   i8imm = 4,
// CHECK-NEXT:   i16imm = 5,
// CHECK-NEXT:   i32imm = 6,
// CHECK-NEXT:   i32mem = 7,
// CHECK-NEXT:   i64imm = 8,
// CHECK-NEXT:   i64mem = 9,
// CHECK-NEXT:   ptype0 = 10,
// CHECK-NEXT:   ptype1 = 11,
// CHECK-NEXT:   ptype2 = 12,
// CHECK-NEXT:   ptype3 = 13,
// CHECK-NEXT:   ptype4 = 14,
// CHECK-NEXT:   ptype5 = 15,
// CHECK-NEXT:   type0 = 16,
// CHECK-NEXT:   type1 = 17,
// CHECK-NEXT:   type2 = 18,
// CHECK-NEXT:   type3 = 19,
// CHECK-NEXT:   type4 = 20,
// CHECK-NEXT:   type5 = 21,
// CHECK-NEXT:   untyped_imm_0 = 22,
// CHECK-NEXT:   GR32op = 23,
// CHECK-NEXT:   GR32 = 24,
// CHECK-NEXT:   OPERAND_TYPE_LIST_END
// CHECK-NEXT: };

// CHECK:      static int getMemOperandSize(int OpType) {
// CHECK-NEXT:   switch (OpType) {
// CHECK-NEXT:   default: return 0;
// CHECK-NEXT:   case OpTypes::f32mem:
// CHECK-NEXT:   case OpTypes::i32mem:
// CHECK-NEXT:     return 32;
// CHECK-EMPTY:
// CHECK-NEXT:   case OpTypes::i64mem:
// CHECK-NEXT:     return 64;
// CHECK-EMPTY:
// CHECK-NEXT:   }
// CHECK-NEXT: }
