// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -warn-on-skipped-patterns
//
// A type named by a PtrValueType (a register class's first type, a cast) is
// checked as a pointer of its size in its address space, also on the nodes
// whose type it sets first (the select below); the pattern text shows the
// plain machine type.

include "llvm/Target/Target.td"
def p0 : PtrValueType<i64, 0>;
def p3 : PtrValueType<i32, 3>;
def X0 : Register<"x0">;
def P0 : Register<"p0">;
def L0 : Register<"l0">;
def W0 : Register<"w0">;
def GPR : RegisterClass<"Pv", [i64], 64, (add X0)>;
def PTR : RegisterClass<"Pv", [p0], 64, (add P0)>;
def LDS : RegisterClass<"Pv", [p3], 32, (add L0)>;
def W32 : RegisterClass<"Pv", [i32], 32, (add W0)>;
class PvInst<dag o, dag i, list<dag> p> : Instruction {
  let Namespace = "Pv";
  let OutOperandList = o;
  let InOperandList = i;
  let Pattern = p;
}
def SELP : PvInst<(outs PTR:$d), (ins GPR:$c, PTR:$a, PTR:$b),
                  [(set PTR:$d, (select GPR:$c, PTR:$a, PTR:$b))]>;
def ADDP : PvInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def MOVL : PvInst<(outs LDS:$d), (ins W32:$a), []>;
def : Pat<(p3 (bitconvert (i32 W32:$a))), (MOVL W32:$a)>;
def PvInstrInfo : InstrInfo;
def Pv : Target { let InstructionSet = PvInstrInfo; }

// CHECK:      GILLT_p0s64,
// CHECK:      LLT::pointer(0, 64),
// CHECK:      GIM_RootCheckType, /*Op*/2, /*Type*/GILLT_p0s64,
// CHECK-NEXT: GIM_RootCheckType, /*Op*/3, /*Type*/GILLT_p0s64,
// CHECK:      // (select:{ *:[i64] } GPR:{ *:[i64] }:$c, PTR:{ *:[i64] }:$a, PTR:{ *:[i64] }:$b)
