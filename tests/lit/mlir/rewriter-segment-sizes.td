// Against MLIR's own OpBase.td: a built op with AttrSizedOperandSegments is
// given its operand segment sizes (1 for a single operand, the range's size
// for a variadic one) in its properties, or, where its dialect keeps
// attributes as attributes, as an attribute whose text leaves the next line
// two spaces deeper, as mlir-tblgen 22 writes it. An op with fewer than two
// variadic operands (optional ones not counted) is given none.
// RUN: %mlir-tblgen -gen-rewriters -I %mlirinc %s | FileCheck %s --check-prefixes=CHECK,PROPS
// RUN: %refmlir-tblgen -gen-rewriters -I %mlirinc %s | FileCheck %s --check-prefixes=CHECK,PROPS
// RUN: %mlir-tblgen -gen-rewriters -DDICT -I %mlirinc %s | FileCheck %s --check-prefixes=CHECK,DICT
// RUN: %refmlir-tblgen -gen-rewriters -DDICT -I %mlirinc %s | FileCheck %s --check-prefixes=CHECK,DICT
// DIFF: -gen-rewriters -I /usr/lib/llvm-22/include
// DIFF: -gen-rewriters -DDICT -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

#ifdef DICT
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; let usePropertiesForAttributes = 0; }
#else
def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }
#endif
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;

def SegOp : T_Op<"seg", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, I32:$c, Variadic<I32>:$b, I64Prop:$n);
  let results = (outs I32:$r);
}
def OptOp : T_Op<"opt", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$a, Optional<I32>:$b);
  let results = (outs I32:$r);
}
def SrcOp : T_Op<"src"> {
  let arguments = (ins I32:$x, I64Prop:$n);
  let results = (outs I32:$r);
}

def : Pat<(SrcOp $x, $n), (SegOp $x, $x, $x, $n)>;
def : Pat<(SrcOp $x, $n), (OptOp $x, $x)>;

// CHECK-LABEL: struct GeneratedConvert0
// CHECK:       tblgen_props.setN(n);
// PROPS-NEXT:  tblgen_props.operandSegmentSizes = { static_cast<int32_t>((*x.begin()).size()), 1, static_cast<int32_t>((*x.begin()).size()) };
// PROPS-NEXT:  ::llvm::SmallVector<::mlir::Type, 4> tblgen_types; (void)tblgen_types;
// DICT-NEXT:   tblgen_attrs.emplace_back(rewriter.getStringAttr("operandSegmentSizes"),
// DICT-NEXT:   {{^        }}rewriter.getDenseI32ArrayAttr({ static_cast<int32_t>((*x.begin()).size()), 1, static_cast<int32_t>((*x.begin()).size()) }));
// DICT-NEXT:   {{^        }}::llvm::SmallVector<::mlir::Type, 4> tblgen_types; (void)tblgen_types;
// CHECK-LABEL: struct GeneratedConvert1
// CHECK:       tblgen_values.push_back((*x.begin()));
// CHECK-NEXT:  {{^      }}::llvm::SmallVector<::mlir::Type, 4> tblgen_types; (void)tblgen_types;
