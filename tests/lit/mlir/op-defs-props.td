// -gen-op-defs of properties that are not attributes: their conversion to
// and from attributes, hash, bytecode, the local functions checking their
// constraints and the checks of the adaptor and the verifier.
// RUN: %mlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
// RUN: %refmlir-tblgen -gen-op-defs -I %S %s | FileCheck %s
include "Inputs/op-classes.td"

def Test_Dialect : Dialect { let name = "t"; }

class CountPropBase<string desc> : Property<"int64_t", desc> {
  let convertFromAttribute = "return convertFromAttribute($_storage, $_attr, $_diag);";
  let convertToAttribute = "return ::mlir::IntegerAttr::get(::mlir::IntegerType::get($_ctxt, 64), $_storage);";
  let hashProperty = "::llvm::hash_value($_storage)";
  let readFromMlirBytecode = [{
    if (::mlir::failed(reader.readVarInt($_storage)))
      return ::mlir::failure();
  }];
  let writeToMlirBytecode = "writer.writeVarInt($_storage)";
}
def CountProp : CountPropBase<"a count">;
def PositiveProp : CountPropBase<"a positive count"> {
  Pred predicate = CPred<"$_self > 0">;
  let defaultValue = "1";
}

def T_PropsOp : Op<Test_Dialect, "props"> {
  let arguments = (ins CountProp:$n, PositiveProp:$m);
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "int":$x)>];
}

// CHECK-LABEL: // Local Utility Method Definitions
// CHECK-NEXT: //===----------------------------------------------------------------------===//
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT:   static ::llvm::LogicalResult __mlir_ods_local_prop_constraint_op2Ddefs2Dprops1(
// CHECK-NEXT:       int64_t prop, ::llvm::StringRef propName, llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {
// CHECK-NEXT:     if (!(prop > 0))
// CHECK-NEXT:       return emitError() << "property '" << propName
// CHECK-NEXT:           << "' failed to satisfy constraint: a positive count";
// CHECK-NEXT:     return ::mlir::success();
// CHECK-NEXT:   }
// CHECK-NEXT:   static ::llvm::LogicalResult __mlir_ods_local_prop_constraint_op2Ddefs2Dprops1(
// CHECK-NEXT:       ::mlir::Operation *op, int64_t prop, ::llvm::StringRef propName) {
// CHECK-NEXT:     return __mlir_ods_local_prop_constraint_op2Ddefs2Dprops1(prop, propName, [op]() {
// CHECK-NEXT:       return op->emitOpError();
// CHECK-NEXT:     });
// CHECK-NEXT:   }
// CHECK-LABEL: ::llvm::LogicalResult PropsOp::setPropertiesFromAttr(Properties &prop, ::mlir::Attribute attr, ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) {
// CHECK-NEXT:   ::mlir::DictionaryAttr dict = ::llvm::dyn_cast<::mlir::DictionaryAttr>(attr);
// CHECK-NEXT:   if (!dict) {
// CHECK-NEXT:     emitError() << "expected DictionaryAttr to set properties";
// CHECK-NEXT:     return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:     {
// CHECK-EMPTY:
// CHECK-NEXT:       auto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,
// CHECK-NEXT:                ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult {
// CHECK-NEXT:         return convertFromAttribute(propStorage, propAttr, emitError);
// CHECK-NEXT:       };
// CHECK-NEXT:          auto attr = dict.get("n");;
// CHECK-NEXT: ;
// CHECK-NEXT:       if (attr && ::mlir::failed(setFromAttr(prop.n, attr, emitError)))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT: {
// CHECK-EMPTY:
// CHECK-NEXT:       auto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,
// CHECK-NEXT:                ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult {
// CHECK-NEXT:         return convertFromAttribute(propStorage, propAttr, emitError);
// CHECK-NEXT:       };
// CHECK-NEXT:          auto attr = dict.get("m");;
// CHECK-NEXT: ;
// CHECK-NEXT:       if (attr) {
// CHECK-NEXT:         if (::mlir::failed(setFromAttr(prop.m, attr, emitError)))
// CHECK-NEXT:           return ::mlir::failure();
// CHECK-NEXT:       } else {
// CHECK-NEXT:         prop.m = 1;
// CHECK-NEXT:       }
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: ::mlir::Attribute PropsOp::getPropertiesAsAttr(::mlir::MLIRContext *ctx, const Properties &prop) {
// CHECK-NEXT:     ::mlir::SmallVector<::mlir::NamedAttribute> attrs;
// CHECK-NEXT:     ::mlir::Builder odsBuilder{ctx};
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       const auto &propStorage = prop.n;
// CHECK-NEXT:       auto attr = [&]() -> ::mlir::Attribute {
// CHECK-NEXT:         return ::mlir::IntegerAttr::get(::mlir::IntegerType::get(ctx, 64), propStorage);
// CHECK-NEXT:       }();
// CHECK-NEXT:       attrs.push_back(odsBuilder.getNamedAttr("n", attr));
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:     {
// CHECK-NEXT:       const auto &propStorage = prop.m;
// CHECK-NEXT:       auto attr = [&]() -> ::mlir::Attribute {
// CHECK-NEXT:         return ::mlir::IntegerAttr::get(::mlir::IntegerType::get(ctx, 64), propStorage);
// CHECK-NEXT:       }();
// CHECK-NEXT:       attrs.push_back(odsBuilder.getNamedAttr("m", attr));
// CHECK-NEXT:     }
// CHECK-EMPTY:
// CHECK-NEXT:   if (!attrs.empty())
// CHECK-NEXT:     return odsBuilder.getDictionaryAttr(attrs);
// CHECK-NEXT:   return {};
// CHECK-NEXT: }
// CHECK-LABEL: llvm::hash_code PropsOp::computePropertiesHash(const Properties &prop) {
// CHECK-NEXT:   auto hash_n_ = [] (const auto &propStorage) -> llvm::hash_code {
// CHECK-NEXT:     using ::llvm::hash_value;
// CHECK-NEXT:     return ::llvm::hash_value(propStorage);
// CHECK-NEXT:   };
// CHECK-EMPTY:
// CHECK-NEXT:   auto hash_m_ = [] (const auto &propStorage) -> llvm::hash_code {
// CHECK-NEXT:     using ::llvm::hash_value;
// CHECK-NEXT:     return ::llvm::hash_value(propStorage);
// CHECK-NEXT:   };
// CHECK-NEXT:   using llvm::hash_value;
// CHECK-NEXT:   return llvm::hash_combine(
// CHECK-NEXT:     hash_n_(prop.n), 
// CHECK-NEXT:     hash_m_(prop.m));
// CHECK-NEXT: }
// CHECK-LABEL: std::optional<mlir::Attribute> PropsOp::getInherentAttr(::mlir::MLIRContext *ctx, const Properties &prop, llvm::StringRef name) {
// CHECK-NEXT:   return std::nullopt;
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult PropsOp::readProperties(::mlir::DialectBytecodeReader &reader, ::mlir::OperationState &state) {
// CHECK-NEXT:   auto &prop = state.getOrAddProperties<Properties>(); (void)prop;
// CHECK-NEXT:   {
// CHECK-NEXT:     auto &propStorage = prop.n;
// CHECK-NEXT:     auto readProp = [&]() {
// CHECK-NEXT:       if (::mlir::failed(reader.readVarInt(propStorage)))
// CHECK-NEXT:       return ::mlir::failure();;
// CHECK-NEXT:       return ::mlir::success();
// CHECK-NEXT:     };
// CHECK-NEXT:     if (::mlir::failed(readProp()))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto &propStorage = prop.m;
// CHECK-NEXT:     auto readProp = [&]() {
// CHECK-NEXT:       if (::mlir::failed(reader.readVarInt(propStorage)))
// CHECK-NEXT:       return ::mlir::failure();;
// CHECK-NEXT:       return ::mlir::success();
// CHECK-NEXT:     };
// CHECK-NEXT:     if (::mlir::failed(readProp()))
// CHECK-NEXT:       return ::mlir::failure();
// CHECK-NEXT:   }
// CHECK-NEXT:   return ::mlir::success();
// CHECK-NEXT: }
// CHECK-LABEL: void PropsOp::writeProperties(::mlir::DialectBytecodeWriter &writer) {
// CHECK-NEXT:   auto &prop = getProperties(); (void)prop;
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto &propStorage = prop.n;
// CHECK-NEXT:     writer.writeVarInt(propStorage);
// CHECK-NEXT:   }
// CHECK-EMPTY:
// CHECK-NEXT:   {
// CHECK-NEXT:     auto &propStorage = prop.m;
// CHECK-NEXT:     writer.writeVarInt(propStorage);
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-LABEL: ::llvm::LogicalResult PropsOp::verifyInvariantsImpl() {
// CHECK-NEXT: {
// CHECK-EMPTY:
// CHECK-NEXT:     {{\[\[}}maybe_unused{{\]\]}} int64_t tblgen_m = this->getM();
// CHECK-EMPTY:
// CHECK-NEXT:       if (::mlir::failed(__mlir_ods_local_prop_constraint_op2Ddefs2Dprops1(*this, tblgen_m, "m")))
// CHECK-NEXT:         return ::mlir::failure();
// CHECK-NEXT: }

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs
