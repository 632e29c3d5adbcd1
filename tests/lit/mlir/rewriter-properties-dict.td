// Against MLIR's own OpBase.td: rewrite patterns over ops with properties
// in a dialect that keeps attributes in the dictionary
// (usePropertiesForAttributes = 0): attributes are collected by name and
// properties set as mlir-tblgen 22 sets them (on a tblgen_props it does not
// declare there).
// RUN: %mlir-tblgen -gen-rewriters -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-rewriters -I %mlirinc %s | FileCheck %s
// DIFF: -gen-rewriters -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; let usePropertiesForAttributes = 0; }
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;

def POp : T_Op<"p"> {
  let arguments = (ins I32:$x, StringProp:$name, I64Prop:$count, I64Attr:$a, OptionalAttr<I64Attr>:$o);
  let results = (outs I32:$r);
}
def QOp : T_Op<"q"> {
  let arguments = (ins StringProp:$name, I64Attr:$a);
  let results = (outs I32:$r);
}
def ROp : T_Op<"r"> {
  let arguments = (ins I32:$x, I64Attr:$a);
  let results = (outs I32:$r);
}
def : Pat<(POp (QOp:$q $n, $b), $n2, $c, $a, $o), (POp $q, $n, $c, $b, $o)>;
def : Pat<(ROp $x, $a), (QOp ConstantProp<StringProp, "\"k\"">, $a)>;
def : Pat<(POp $x, $n, $c, $a, $o), (ROp $x, $a)>;

// CHECK-LABEL: struct GeneratedConvert0
// CHECK: ::llvm::SmallVector<::mlir::NamedAttribute, 4> tblgen_attrs; (void)tblgen_attrs;
// CHECK-NEXT: tblgen_values.push_back((*q.getODSResults(0).begin()));
// CHECK-NEXT: tblgen_props.setName(n);
// CHECK-NEXT: tblgen_props.setCount(c);
// CHECK-NEXT: if (auto tmpAttr = b) {
// CHECK-LABEL: struct GeneratedConvert1
// CHECK: tblgen_props.setName("k");
