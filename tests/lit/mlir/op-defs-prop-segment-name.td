// -gen-op-defs: an op's own property named as a segment sizes member
// (operandSegmentSizes, resultSegmentSizes) is read from the dictionary
// under its legacy spelling too, and got, set and listed by name as the
// segment sizes are (its own conversion code, trimmed, for getting and
// listing), after the attributes and before the generated segment sizes.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// DIFF: -gen-op-defs
// DIFF: -gen-op-decls
include "Inputs/op-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;

def LevelProp : Property<"int", "a level"> {
  let convertFromAttribute = "return convertFromAttribute($_storage, $_attr, $_diag);";
  let convertToAttribute = [{
    // a level as an attribute
    return levelAttr($_ctxt, $_storage);
  }];
}

def T_SplitOp : Op<Test_Dialect, "split", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$lhs, Variadic<I32>:$rhs, I32Attr:$tag,
                   LevelProp:$operandSegmentSizes);
}
def T_PlainOp : Op<Test_Dialect, "plain"> {
  let arguments = (ins LevelProp:$resultSegmentSizes, LevelProp:$depth);
}

// CHECK-LABEL: ::llvm::LogicalResult PlainOp::setPropertiesFromAttr(
// CHECK:       auto attr = dict.get("resultSegmentSizes");   if (!attr) attr = dict.get("result_segment_sizes");;
// CHECK:       auto attr = dict.get("depth");;
// CHECK-LABEL: std::optional<mlir::Attribute> PlainOp::getInherentAttr(
// CHECK-NEXT:    if (name == "result_segment_sizes" || name == "resultSegmentSizes") return
// CHECK-NEXT:    return levelAttr(ctx, prop.resultSegmentSizes); }();
// CHECK-NEXT:  return std::nullopt;

// CHECK-LABEL: ::llvm::LogicalResult SplitOp::setPropertiesFromAttr(
// CHECK:       auto attr = dict.get("operandSegmentSizes");   if (!attr) attr = dict.get("operand_segment_sizes");;
// CHECK:       auto attr = dict.get("operandSegmentSizes");   if (!attr) attr = dict.get("operand_segment_sizes");;

// CHECK-LABEL: std::optional<mlir::Attribute> SplitOp::getInherentAttr(
// CHECK:         if (name == "tag")
// CHECK-NEXT:      return prop.tag;
// CHECK-NEXT:    if (name == "operand_segment_sizes" || name == "operandSegmentSizes") return [&]() -> ::mlir::Attribute { // a level as an attribute
// CHECK-NEXT:    return levelAttr(ctx, prop.operandSegmentSizes); }();
// CHECK-NEXT:    if (name == "operand_segment_sizes" || name == "operandSegmentSizes") return [&]() -> ::mlir::Attribute { return ::mlir::DenseI32ArrayAttr::get(ctx, prop.operandSegmentSizes); }();

// CHECK-LABEL: void SplitOp::setInherentAttr(
// CHECK-COUNT-2: if (name == "operand_segment_sizes" || name == "operandSegmentSizes") {

// CHECK-LABEL: void SplitOp::populateInherentAttrs(
// CHECK:         if (prop.tag) attrs.append("tag", prop.tag);
// CHECK-NEXT:    attrs.append("operandSegmentSizes", [&]() -> ::mlir::Attribute { // a level as an attribute
// CHECK-NEXT:    return levelAttr(ctx, prop.operandSegmentSizes); }());
// CHECK-NEXT:    attrs.append("operandSegmentSizes", [&]() -> ::mlir::Attribute { return ::mlir::DenseI32ArrayAttr::get(ctx, prop.operandSegmentSizes); }());
