// Against MLIR's own OpBase.td: a region named "regions" is the adaptor's
// getRegions() (no second one); $_ctxt is the context in a TypesMatchWith
// transformer and in a property's bytecode writer; an op with
// useCustomPropertiesEncoding defines no readProperties/writeProperties;
// a derived attribute's body keeps its lines, those of spaces alone empty.
// RUN: %mlir-tblgen -gen-op-decls -I %mlirinc %s | FileCheck %s --check-prefix=DECL
// RUN: %refmlir-tblgen -gen-op-decls -I %mlirinc %s | FileCheck %s --check-prefix=DECL
// RUN: %mlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s --check-prefix=DEF
// RUN: %refmlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s --check-prefix=DEF
// DIFF: -gen-op-decls -I /usr/lib/llvm-22/include
// DIFF: -gen-op-defs -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}
class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;

def T_RegionsOp : T_Op<"regions"> {
  let regions = (region VariadicRegion<AnyRegion>:$regions);
}
// DECL-LABEL: class RegionsOpGenericAdaptorBase {
// DECL: ::mlir::RegionRange getRegions() {
// DECL-NEXT: return odsRegions.drop_front(0);
// DECL-NOT: ::mlir::RegionRange getRegions()
// DECL: };

def T_TupleOp : T_Op<"tuple", [TypesMatchWith<"result wraps x", "x", "r",
                                              "::mlir::TupleType::get($_ctxt, $_self)">]> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
}

def T_CustomOp : T_Op<"custom"> {
  let arguments = (ins I32Attr:$a);
  let useCustomPropertiesEncoding = 1;
}

def CtxProp : IntProp<"int64_t"> {
  let writeToMlirBytecode = [{ $_writer.writeAttribute(convertToAttribute($_ctxt, $_storage)); }];
}
def T_PropOp : T_Op<"prop"> {
  let arguments = (ins CtxProp:$p);
  DerivedAttr twice = DerivedAttr<"uint32_t", [{
    return getP() * 2;
  }], [{ $_builder.getI32IntegerAttr($_self) }]>;
}

// (Ops in name order: CustomOp, PropOp, RegionsOp, TupleOp.)
// DEF-NOT: CustomOp::readProperties(
// DEF-NOT: CustomOp::writeProperties(
// DEF-LABEL: void PropOp::writeProperties(
// DEF: convertToAttribute(this->getContext(), propStorage)
// DEF-LABEL: uint32_t PropOp::getTwice() {
// DEF-EMPTY:
// DEF-NEXT: {{^    return getP\(\) \* 2;$}}
// DEF-EMPTY:
// DEF-NEXT: }
// DEF-LABEL: TupleOp::inferReturnTypes(::mlir::MLIRContext *context
// DEF: ::mlir::Type odsInferredType0 = ::mlir::TupleType::get(context, operands[0].getType());
