// RUN: %clang-tblgen -gen-clang-opcodes %s | FileCheck %s
// RUN: %clang-tblgen -gen-clang-opcodes -DGROUP_OF_ONE %s | FileCheck %s --check-prefix=ONE
// DIFF: -gen-clang-opcodes
// DIFF: -gen-clang-opcodes -DGROUP_OF_ONE
//
// Interpreter opcodes of our own: one opcode per combination of the type
// classes' types, arguments read and passed by value or by reference, the
// dispatch over PrimType of a grouped def (with a default case unless a
// class holds every type), custom link and eval emitters left out.

class Type;
def Int : Type;
def Flt : Type;
def Ptr : Type;
class ArgType { string Name = ?; bit AsRef = false; }
def ArgU32 : ArgType { let Name = "uint32_t"; }
def ArgBig : ArgType { let Name = "Big<true>"; let AsRef = true; }
class TypeClass { list<Type> Types; }
def Nums : TypeClass { let Types = [Int, Flt]; }
def All : TypeClass { let Types = [Int, Flt, Ptr]; }
class Opcode {
  list<TypeClass> Types = [];
  list<ArgType> Args = [];
  string Name = "";
  bit CanReturn = 0;
  bit ChangesPC = 0;
  bit HasCustomLink = 0;
  bit HasCustomEval = 0;
  bit HasGroup = 0;
}

def Nop : Opcode;
def Jump : Opcode { let Args = [ArgU32]; let ChangesPC = 1; let HasCustomEval = 1; }
def Ret : Opcode { let Types = [All]; let CanReturn = 1; let ChangesPC = 1; let HasGroup = 1; }
def Conv : Opcode { let Types = [Nums, All]; let Args = [ArgBig, ArgU32]; let HasGroup = 1; }
def Load : Opcode { let Types = [Nums]; let Args = [ArgU32]; let HasGroup = 1; let HasCustomEval = 1; }
def Linked : Opcode { let Args = [ArgBig]; let HasCustomLink = 1; }
class Named : Opcode { let Name = "Push"; let Types = [Nums]; }
def Push1 : Named;
def Push2 : Named { let Args = [ArgU32]; }
#ifdef GROUP_OF_ONE
// A group without types: its dispatcher calls the one opcode (both
// custom-evaluated and not).
def Lone : Opcode { let Args = [ArgU32, ArgBig]; let HasGroup = 1; }
def LoneEval : Opcode { let Args = [ArgU32]; let HasGroup = 1; let HasCustomEval = 1; }
#endif

// CHECK:      OP_ConvIntInt,
// CHECK-NEXT: OP_ConvIntFlt,
// CHECK-NEXT: OP_ConvIntPtr,
// CHECK-NEXT: OP_ConvFltInt,
// CHECK:      case OP_ConvIntFlt: {
// CHECK-NEXT:   const auto &V0 = ReadArg<Big<true>>(S, PC);
// CHECK-NEXT:   const auto V1 = ReadArg<uint32_t>(S, PC);
// CHECK-NEXT:   if (!Conv<PT_Int, PT_Flt>(S, OpPC, V0, V1))
// CHECK:      bool emitConvIntInt(const Big<true> &,  uint32_t , SourceInfo);
// CHECK:      {{\[\[}}nodiscard]] bool emitConv(PrimType, PrimType, Big<true>, uint32_t, SourceInfo I);
// CHECK:      ::emitConv(PrimType T0, PrimType T1, const Big<true> &A0,  uint32_t A1, SourceInfo I) {
// CHECK:      default: llvm_unreachable("invalid type: emitConv");
// CHECK:      #if defined(GET_EVAL_PROTO){{$}}
// CHECK-NEXT: template<PrimType>
// CHECK-NEXT: bool emitLoad(uint32_t, SourceInfo);
// CHECK:      #ifdef GET_LINK_IMPL
// CHECK-NEXT:     return emitLoadInt
// CHECK-NEXT: #else
// CHECK-NEXT:     return emitLoad<PT_Int>
// CHECK-NEXT: #endif
// CHECK-NEXT:       (A0, I);
// CHECK:      case OP_PushInt: {
// CHECK-NEXT:   if (!Push<PT_Int>(S, OpPC))
// CHECK:      case OP_RetInt: {
// CHECK-NEXT:   bool DoReturn = (S.Current == StartFrame);
// CHECK-NEXT:   if (!Ret<PT_Int>(S, PC))
// CHECK:      ::emitRet(PrimType T0, SourceInfo I) {
// CHECK-NOT:  default:
// CHECK:      }

// ONE:      {{\[\[nodiscard\]\]}} bool emitLone(uint32_t, Big<true>, SourceInfo I);
// ONE:      ::emitLone( uint32_t A0, const Big<true> &A1, SourceInfo I) {
// ONE-NEXT:     return emitLone(A0, A1, I);
// ONE-NEXT: }
