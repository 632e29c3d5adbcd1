// A small stand-in for ODS (mlir/IR/OpBase.td and friends) for the tests of
// declarative op assembly formats: the classes of op-classes.td with the
// fields formats read (attribute value types, enum attributes, property
// parsers and printers) and the type-matching traits.

def ins;
def outs;
def region;
def successor;

class Pred;
class CPred<code c> : Pred { code predExpr = c; }

class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
  string description = "";
  string cppFunctionName = "";
}

class TypeConstraint<Pred pred, string summary = "", string cppTypeArg = "::mlir::Type">
    : Constraint<pred, summary> {
  string cppType = cppTypeArg;
}
class Type<Pred pred, string summary = "", string cppType = "::mlir::Type">
    : TypeConstraint<pred, summary, cppType> {
  code builderCall = "";
}
class Optional<Type type> : TypeConstraint<type.predicate, "optional " # type.summary> {
  Type baseType = type;
}
class Variadic<Type type> : TypeConstraint<type.predicate, "variadic of " # type.summary> {
  Type baseType = type;
}
class VariadicOfVariadic<Type type, string segments> : Variadic<type> {
  string segmentAttrName = segments;
}

def AnyType : Type<CPred<"true">, "any type">;
def I32 : Type<CPred<"$_self.isInteger(32)">, "32-bit signless integer"> {
  let builderCall = "$_builder.getI32Type()";
}
def F32 : Type<CPred<"$_self.isF32()">, "32-bit float", "::mlir::FloatType">;
def AnyVector : Type<CPred<"true">, "vector", "::mlir::VectorType">;

class AttrConstraint<Pred pred, string summary = ""> : Constraint<pred, summary>;
class Attr<Pred condition, string summary = ""> : AttrConstraint<condition, summary> {
  code storageType = ?;
  code returnType = ?;
  code convertFromStorage = "$_self";
  code constBuilderCall = ?;
  string defaultValue = ?;
  bit isOptional = 0;
  Attr baseAttr = ?;
  Type valueType = ?;
}
class DerivedAttr<code ret, code b> : Attr<CPred<"true">, "derived attribute"> {
  let returnType = ret;
  code body = b;
}
class OptionalAttr<Attr attr> : Attr<attr.predicate, "optional " # attr.summary> {
  let storageType = attr.storageType;
  let isOptional = 1;
  let baseAttr = attr;
}
def I32Attr : Attr<CPred<"true">, "32-bit signless integer attribute"> {
  let storageType = [{ ::mlir::IntegerAttr }];
  let returnType = [{ uint32_t }];
  let description = "An integer of\n  32 bits.";
}
def StrAttr : Attr<CPred<"true">, "string attribute"> {
  let storageType = "::mlir::StringAttr";
}
def UnitAttr : Attr<CPred<"true">, "unit attribute"> {
  let storageType = [{ ::mlir::UnitAttr }];
  let returnType = "bool";
  let convertFromStorage = "$_self != nullptr";
  let constBuilderCall = "(($0) ? $_builder.getUnitAttr() : nullptr)";
  let isOptional = 1;
}
def I1Attr : Attr<CPred<"true">, "1-bit attribute"> {
  let storageType = "::mlir::IntegerAttr";
}
class DefaultValuedAttr<Attr attr, string val> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let defaultValue = val;
  let baseAttr = attr;
}
class FloatElementsAttr<int width> : Attr<CPred<"true">, width # "-bit float elements"> {
  let storageType = "::mlir::DenseElementsAttr";
}
def F32ElementsAttr : FloatElementsAttr<32>;
def AnyElementsAttr : Attr<CPred<"true">, "elements"> {
  let storageType = "::mlir::DenseElementsAttr";
}
def UntypedAttr : Attr<CPred<"true">>;

class Property<string storage, string desc = ""> {
  string summary = desc;
  string description = "";
  code storageType = storage;
  code interfaceType = storage;
  code convertFromStorage = "$_storage";
  code assignToStorage = "$_storage = $_value";
  code convertToAttribute = "";
  code convertFromAttribute = "";
  code hashProperty = "";
  code parser = "";
  code optionalParser = "";
  code printer = "";
  code writeToMlirBytecode = "";
  code readFromMlirBytecode = "";
  Property baseProperty = ?;
  string defaultValue = "";
  string storageTypeValueOverride = "";
}

class Region<Pred pred, string descr = ""> : Constraint<pred, descr>;
class SizedRegion<int n> : Region<CPred<"true">, "region with " # n # " blocks">;
def AnyRegion : Region<CPred<"true">, "any region">;
class VariadicRegion<Region region> : Region<region.predicate, "variadic of " # region.summary>;

class Successor<Pred pred, string descr = ""> : Constraint<pred, descr>;
def AnySuccessor : Successor<?, "any successor">;
class VariadicSuccessor<Successor s> : Successor<s.predicate, "variadic of " # s.summary>;

class OpVariable<Constraint c, list<int> d = []> { Constraint constraint = c; list<int> decorators = d; }

class Trait;
class TraitList<list<Trait> props> : Trait { list<Trait> traits = props; }
class NativeTrait<string name, string entityType, code extraDecl = ""> : Trait {
  string trait = name;
  string cppNamespace = "::mlir::" # entityType # "Trait";
  list<Trait> dependentTraits = [];
  code extraConcreteClassDeclaration = extraDecl;
  code extraConcreteClassDefinition = "";
}
class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">::Impl", entityType>;
class GenInternalTrait<string prop, string entityType> : Trait {
  string trait = "::mlir::" # entityType # "Trait::" # prop;
  list<Trait> dependentTraits = [];
}
class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
  list<Trait> dependentTraits = [];
}
class NativeOpTrait<string prop, list<Trait> traits = []> : NativeTrait<prop, "Op"> {
  let dependentTraits = traits;
}
class StructuralOpTrait;
class PredOpTrait<string descr, Pred pred> : PredTrait<descr, pred>;
class AllTypesMatch<list<string> names> : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same type", CPred<"true">> {
  list<string> values = names;
}
class TypesMatchWith<string summary, string lhsArg, string rhsArg, string transform>
    : PredOpTrait<summary, CPred<"true">> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}

class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name # "::Trait";
  let cppNamespace = "";
}
class OpInterfaceTrait<string name> : InterfaceTrait<name>;
class InterfaceMethod<string desc, string ret, string n, dag a = (ins), code b = "", code d = ""> {
  string description = desc;
  string returnType = ret;
  string name = n;
  dag arguments = a;
  code body = b;
  code defaultBody = d;
}
class Interface<string name, list<Interface> bases = []> {
  string description = "";
  list<InterfaceMethod> methods = [];
  string cppInterfaceName = name;
  string cppNamespace = "";
  list<Interface> baseInterfaces = bases;
}
class OpInterface<string name, list<Interface> bases = []> : Interface<name, bases>, OpInterfaceTrait<name>;
class DeclareInterfaceMethods<list<string> overridden = []> { list<string> alwaysOverriddenMethods = overridden; }
class DeclareOpInterfaceMethods<OpInterface interface, list<string> overridden = []>
    : DeclareInterfaceMethods<overridden>, OpInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let cppNamespace = interface.cppNamespace;
  let methods = interface.methods;
}

class Resource<string nameArg> { string name = nameArg; }
def DefaultResource : Resource<"::mlir::SideEffects::DefaultResource">;
class EffectOpInterfaceBase<string name, string baseEffect> : OpInterface<name> {
  string baseEffectName = baseEffect;
  let cppNamespace = "::mlir";
}
class SideEffect<EffectOpInterfaceBase interface, string effectName, Resource resourceArg> {
  string interfaceName = interface.cppInterfaceName;
  string effect = effectName;
  string resource = resourceArg.name;
  int stage = 0;
  bit effectOnFullRegion = 0;
}
class SideEffectsTraitBase<EffectOpInterfaceBase parentInterface, list<SideEffect> staticEffects>
    : OpInterfaceTrait<parentInterface.cppInterfaceName> {
  list<SideEffect> effects = staticEffects;
  string baseEffectName = parentInterface.baseEffectName;
  let cppNamespace = parentInterface.cppNamespace;
}
def MemoryEffectsOpInterface : EffectOpInterfaceBase<"MemoryEffectOpInterface", "::mlir::MemoryEffects::Effect">;
class MemRead<Resource r = DefaultResource> : SideEffect<MemoryEffectsOpInterface, "::mlir::MemoryEffects::Read", r>;
class MemWrite<Resource r = DefaultResource> : SideEffect<MemoryEffectsOpInterface, "MemoryEffects::Write", r>;
class MemoryEffects<list<SideEffect> effects = []> : SideEffectsTraitBase<MemoryEffectsOpInterface, effects>;
def NoMemoryEffect : MemoryEffects<[]>;

class StaticInterfaceMethod<string desc, string ret, string n, dag a = (ins), code b = "", code d = "">
    : InterfaceMethod<desc, ret, n, a, b, d>;
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface"> {
  let cppNamespace = "::mlir";
  let methods = [
    StaticInterfaceMethod<"", "::llvm::LogicalResult", "inferReturnTypes",
      (ins "::mlir::MLIRContext *":$context, "::std::optional<::mlir::Location>":$location,
           "::mlir::ValueRange":$operands, "::mlir::DictionaryAttr":$attributes,
           "::mlir::OpaqueProperties":$properties, "::mlir::RegionRange":$regions,
           "::llvm::SmallVectorImpl<::mlir::Type>&":$inferredReturnTypes)>
  ];
}

class Dialect {
  string name = ?;
  list<string> dependentDialects = [];
  string cppNamespace = name;
  string summary = ?;
  string description = ?;
  code extraClassDeclaration = "";
  bit hasCanonicalizer = 0;
  bit hasConstantMaterializer = 0;
  bit hasNonDefaultDestructor = 0;
  bit hasOperationAttrVerify = 0;
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  bit hasOperationInterfaceFallback = 0;
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  bit isExtensible = 0;
  bit usePropertiesForAttributes = 1;
}

class OpBuilder<dag p, code b = ""> { dag dagParams = p; code body = b; }


class OpDocGroup { string summary = ""; string description = ""; }

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  string description = "";
  OpDocGroup opDocGroup = ?;
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;
  bit useCustomPropertiesEncoding = 0;
  list<Trait> traits = props;
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

def SymbolNameAttr : Attr<CPred<"true">, "string attribute"> {
  let storageType = "::mlir::StringAttr";
}
def I64Attr : Attr<CPred<"true">, "64-bit signless integer attribute"> {
  let storageType = [{ ::mlir::IntegerAttr }];
  let returnType = [{ uint64_t }];
  let constBuilderCall = "$_builder.getI64IntegerAttr($0)";
  let valueType = I32;
}
def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let storageType = "::mlir::Attribute";
}
class EnumCase<string sym, int intVal, string strVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
}
class EnumInfo<string name, string summaryArg, list<EnumCase> cases> {
  string className = name;
  string summary = summaryArg;
  string description = "";
  string cppNamespace = "";
  list<EnumCase> enumerants = cases;
  string underlyingType = "uint32_t";
  string stringToSymbolFnName = "symbolize" # name;
  string symbolToStringFnName = "stringify" # name;
  string symbolToStringFnRetType = "::llvm::StringRef";
  string underlyingToSymbolFnName = "symbolize" # name;
  string maxEnumValFnName = "getMaxEnumValFor" # name;
}
class EnumAttrInfo<string name, list<EnumCase> cases>
    : EnumInfo<name, name # " cases", cases>, Attr<CPred<"true">, name # " cases"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = cppNamespace # "::" # name;
  let constBuilderCall = "::mlir::IntegerAttr::get($_builder.getI32Type(), static_cast<int32_t>($0))";
}
class NativeOpTraitAlias<string prop> : NativeOpTrait<prop>;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def SingleBlock : NativeOpTrait<"SingleBlock">;
class SingleBlockImplicitTerminatorImpl<string op> : ParamNativeTrait<"SingleBlockImplicitTerminator", op, "Op">;
class SingleBlockImplicitTerminator<string op> : TraitList<[SingleBlock, SingleBlockImplicitTerminatorImpl<op>]>;
def DenseI32ArrayAttr : Attr<CPred<"true">, "i32 dense array attribute"> {
  let storageType = "::mlir::DenseI32ArrayAttr";
}
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;
