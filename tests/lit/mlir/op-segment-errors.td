// Variadic operands and results need their sizes specified: more than one
// needs AttrSizedOperandSegments / SameVariadicOperandSize (results alike),
// AttrSized*Segments needs more than one, and not both traits; operands are
// checked before results. Reported at the op by -gen-op-decls and
// -gen-op-defs.
// RUN: not %mlir-tblgen -gen-op-decls -DOPERANDS -I %S %s 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: not %mlir-tblgen -gen-op-decls -DONE_OPERAND -I %S %s 2>&1 | FileCheck %s --check-prefix=ONE_OPERAND
// RUN: not %mlir-tblgen -gen-op-decls -DBOTH_OPERANDS -I %S %s 2>&1 | FileCheck %s --check-prefix=BOTH_OPERANDS
// RUN: not %mlir-tblgen -gen-op-decls -DRESULTS -I %S %s 2>&1 | FileCheck %s --check-prefix=RESULTS
// RUN: not %mlir-tblgen -gen-op-decls -DONE_RESULT -I %S %s 2>&1 | FileCheck %s --check-prefix=ONE_RESULT
// RUN: not %mlir-tblgen -gen-op-decls -DBOTH_RESULTS -I %S %s 2>&1 | FileCheck %s --check-prefix=BOTH_RESULTS
// RUN: not %mlir-tblgen -gen-op-defs -DONE_RESULT -I %S %s 2>&1 | FileCheck %s --check-prefix=ONE_RESULT
// DIFF: -gen-op-decls -DOPERANDS
// DIFF: -gen-op-decls -DONE_OPERAND
// DIFF: -gen-op-decls -DBOTH_OPERANDS
// DIFF: -gen-op-decls -DRESULTS
// DIFF: -gen-op-decls -DONE_RESULT
// DIFF: -gen-op-decls -DBOTH_RESULTS
// DIFF: -gen-op-decls -DFINE
include "Inputs/op-classes.td"

def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;
def SameVariadicOperandSize : NativeOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : NativeOpTrait<"SameVariadicResultSize">;
def Test_Dialect : Dialect {
  let name = "t";
}
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

#ifdef OPERANDS
// OPERANDS: op-segment-errors.td:[[@LINE+1]]:5: error: op has multiple variadic operands but no specification over their sizes
def T_A : T_Op<"a"> {
  let arguments = (ins Variadic<I32>:$a, Optional<I32>:$b);
  let results = (outs Variadic<I32>:$x, Variadic<I32>:$y);
}
#endif

#ifdef ONE_OPERAND
// ONE_OPERAND: op-segment-errors.td:[[@LINE+1]]:5: error: op must have at least two variadic operands to use 'AttrSizedOperandSegments' trait
def T_B : T_Op<"b", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, I32:$b);
}
#endif

#ifdef BOTH_OPERANDS
// BOTH_OPERANDS: op-segment-errors.td:[[@LINE+1]]:5: error: op cannot have both 'AttrSizedOperandSegments' and 'SameVariadicOperandSize' traits
def T_C : T_Op<"c", [AttrSizedOperandSegments, SameVariadicOperandSize]> {
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b);
}
#endif

#ifdef RESULTS
// RESULTS: op-segment-errors.td:[[@LINE+1]]:5: error: op has multiple variadic results but no specification over their sizes
def T_D : T_Op<"d"> {
  let results = (outs Variadic<I32>:$x, Optional<I32>:$y);
}
#endif

#ifdef ONE_RESULT
// ONE_RESULT: op-segment-errors.td:[[@LINE+1]]:5: error: op must have at least two variadic results to use 'AttrSizedResultSegments' trait
def T_E : T_Op<"e", [AttrSizedResultSegments]> {
  let arguments = (ins Variadic<I32>:$a);
  let results = (outs Variadic<I32>:$x);
}
#endif

#ifdef BOTH_RESULTS
// BOTH_RESULTS: op-segment-errors.td:[[@LINE+1]]:5: error: op cannot have both 'AttrSizedResultSegments' and 'SameVariadicResultSize' traits
def T_F : T_Op<"f", [AttrSizedResultSegments, SameVariadicResultSize]> {
  let results = (outs Variadic<I32>:$x, Variadic<I32>:$y);
}
#endif

#ifdef FINE
def T_G : T_Op<"g", [SameVariadicOperandSize, AttrSizedResultSegments]> {
  let arguments = (ins Variadic<I32>:$a, Variadic<I32>:$b);
  let results = (outs Variadic<I32>:$x, Optional<I32>:$y);
}
#endif

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs -DONE_RESULT
