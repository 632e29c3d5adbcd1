// -gen-op-defs, the definitions outside builders and assembly formats:
// local constraint functions shared by the ops of the file, adaptors,
// operand and result segments, attribute getters and setters, the
// properties hooks, verifiers, inferReturnTypes, getEffects, extra
// definitions and the explicit TypeIDs.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// DIFF: -gen-op-defs
include "Inputs/op-classes.td"

def Test_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::test";
}

def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def IsI32Pred : CPred<"$_self.isInteger(32)">;
def CheckedAttr : Attr<CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">, "checked attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "::llvm::APInt";
  let convertFromStorage = "$_self.getValue()";
  let constBuilderCall = "$_builder.getI32IntegerAttr($0)";
}
def CountProp : Property<"int64_t", "a count"> {
  let convertToAttribute = "return ::mlir::IntegerAttr::get(::mlir::IntegerType::get($_ctxt, 64), $_storage);";
  let convertFromAttribute = "return convertFromAttribute($_storage, $_attr, $_diag);";
  let writeToMlirBytecode = "writer.writeVarInt($_storage)";
  let readFromMlirBytecode = "if (::mlir::failed(reader.readVarInt($_storage)))\n      return ::mlir::failure();";
  let defaultValue = "0";
}

class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits> {
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$x)>];
}

// Attributes of every kind; the constraint of `count` is checked by a local
// function shared with the next op.
def T_AttrsOp : T_Op<"attrs", [NoMemoryEffect]> {
  let arguments = (ins I32:$lhs, AnyType:$rhs, CheckedAttr:$count,
                       OptionalAttr<CheckedAttr>:$maybe,
                       DefaultValuedAttr<CheckedAttr, "7">:$seven, UnitAttr:$flag);
  let results = (outs F32:$res);
  let hasVerifier = 1;
}

// Variadic operands sized by a segment attribute, a property, regions and
// successors.
def T_SegmentsOp : T_Op<"segments", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I32>:$first, Optional<AnyType>:$second,
                       CheckedAttr:$count, CountProp:$n);
  let results = (outs Variadic<F32>:$outs, I32:$last);
  let regions = (region SizedRegion<1>:$body, VariadicRegion<AnyRegion>:$rest);
  let successors = (successor AnySuccessor:$dest);
  let hasCanonicalizeMethod = 1;
  let extraClassDefinition = [{
    int $cppClass::answer() { return 42; }
  }];
}
