// -gen-op-defs: the build() and create() definitions of ops: custom
// builders (with a body, or declared only), the separate, collective and
// generic forms, inferred result types (InferTypeOpInterface,
// SameOperandsAndResultType, FirstAttrDerivedResultType), attributes given
// wrapped or as plain values (optional, default-valued, unit), properties,
// optional, variadic and variadic-of-variadic operands with their segment
// sizes, result segment sizes, regions and successors.
include "Inputs/op-classes.td"

class CArg<string ty, string value = ""> { string type = ty; string defaultValue = value; }
class VariadicOfVariadic<Type type, string variadicSegmentAttrName> : Variadic<type> {
  string segmentAttrName = variadicSegmentAttrName;
}
def I64Attr : Attr<CPred<"true">, "64-bit integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "uint64_t";
  let constBuilderCall = "$_builder.getI64IntegerAttr($0)";
}
def BoolUnitAttr : Attr<CPred<"true">, "unit attribute"> {
  let storageType = "::mlir::UnitAttr";
  let returnType = "bool";
  let constBuilderCall = "(($0) ? $_builder.getUnitAttr() : nullptr)";
  let convertFromStorage = "$_self != nullptr";
  let defaultValue = "false";
  let isOptional = 1;
}
def SegAttr : Attr<CPred<"true">, "segment sizes"> {
  let storageType = "::mlir::DenseI32ArrayAttr";
  let returnType = "::llvm::ArrayRef<int32_t>";
  let constBuilderCall = "$_builder.getDenseI32ArrayAttr($0)";
}
def FlagProp : Property<"bool", "a flag"> { let defaultValue = "false"; }
def CountProp : Property<"int64_t", "a count">;

def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def FirstAttrDerivedResultType : NativeOpTrait<"FirstAttrDerivedResultType">;

def Test_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::mlir::test";
}
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits>;

// Custom builders: one with a body, one declared only, a location clash.
def T_CustomOp : T_Op<"custom"> {
  let arguments = (ins I32:$lhs, OptionalAttr<I64Attr>:$limit);
  let results = (outs I32:$res);
  let builders = [
    OpBuilder<(ins "Value":$lhs, CArg<"int64_t", "0">:$limit), [{
      build($_builder, $_state, lhs.getType(), lhs,
            $_builder.getI64IntegerAttr(limit));
    }]>,
    OpBuilder<(ins "::mlir::Location":$location, "Value":$v)>
  ];
}

def T_SkipOp : T_Op<"skip"> {
  let arguments = (ins Variadic<I32>:$args);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins), [{ /* nothing */ }]>];
}

// Wrapped and plain attributes, default-valued ones, unit attributes and
// properties.
def T_AttrsOp : T_Op<"attrs"> {
  let arguments = (ins I32:$x, I64Attr:$count, DefaultValuedAttr<I64Attr, "7">:$step,
                       OptionalAttr<I64Attr>:$limit, BoolUnitAttr:$fast,
                       FlagProp:$flag, CountProp:$n);
  let results = (outs I32:$res);
}

// Optional and variadic operands with their segment sizes; optional and
// variadic results with theirs.
def T_SegmentsOp : T_Op<"segments", [AttrSizedOperandSegments, AttrSizedResultSegments]> {
  let arguments = (ins I32:$a, Optional<I32>:$b, Variadic<I32>:$c,
                       VariadicOfVariadic<I32, "c_sizes">:$d, SegAttr:$c_sizes);
  let results = (outs Variadic<I32>:$r, Optional<I32>:$s, I32:$t);
}

// Regions and successors.
def T_RegionsOp : T_Op<"regions"> {
  let arguments = (ins Variadic<I32>:$args);
  let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$cases);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others);
}
def T_OneRegionOp : T_Op<"one_region"> {
  let regions = (region AnyRegion:$body);
  let results = (outs I32:$res, I32:$res2);
}

// Inferred result types.
def T_InferOp : T_Op<"infer", [InferTypeOpInterface]> {
  let arguments = (ins I32:$x, Variadic<I32>:$more, OptionalAttr<I64Attr>:$limit);
  let results = (outs I32:$res);
}
def T_NoArgsInferOp : T_Op<"no_args_infer", [InferTypeOpInterface]> {
  let results = (outs I32:$res);
}
def T_SameOp : T_Op<"same", [SameOperandsAndResultType]> {
  let arguments = (ins Variadic<I32>:$args, I64Attr:$count);
  let results = (outs I32:$res);
}
def T_FirstAttrOp : T_Op<"first_attr", [FirstAttrDerivedResultType]> {
  let arguments = (ins I64Attr:$value, I32:$x);
  let results = (outs I32:$res, I32:$res2);
}
