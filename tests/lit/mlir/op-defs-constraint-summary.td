// Against MLIR's own OpBase.td: in the messages of the local constraint
// functions, each {{expr}} of a constraint's summary is the expression
// streamed in ($_self is the value checked); an attribute condition that
// reads the op ($_op) is left to the op's own verifier (not checked by the
// adaptor's verify() nor by verifyInherentAttrs). (Only the form above is
// well formed C++ in mlir-tblgen 22's output: not tested otherwise.)
// RUN: %mlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s
// DIFF: -gen-op-defs -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}

def OpPred : CPred<"attrPred($_self, $_op)">;
def ShowAttr : Attr<OpPred, "shown as {{show($_self)}} here">;
def PlainPred : CPred<"plainPred($_self)">;
def MidAttr : Attr<PlainPred, "middle {{mid($_self)}} part">;
def MidType : Type<CPred<"typePred($_self)">, "a type {{name($_self)}} indeed">;

def T_AOp : Op<T_Dialect, "a"> {
  let arguments = (ins MidType:$x, ShowAttr:$s, MidAttr:$m);
}
// CHECK: << " must be a type " << name(type) << " indeed, but got " << type;
// CHECK: << "' failed to satisfy constraint: shown as " << show(attr) << " here";
// CHECK: << "' failed to satisfy constraint: middle " << mid(attr) << " part";
// CHECK-LABEL: AOpAdaptor::verify(
// CHECK-NOT: attrPred
// CHECK: return emitError(loc, "'t.a' op attribute 'm' failed to satisfy constraint: middle ") << mid(tblgen_m) << (" part");
// CHECK-LABEL: AOp::verifyInherentAttrs(
// CHECK-NOT: getSAttrName
// CHECK: getMAttrName
