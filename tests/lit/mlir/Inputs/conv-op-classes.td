// The classes mlir-tblgen's Operator reads (the shape of mlir/IR/OpBase.td
// and its constraint classes, reduced to the fields it needs), for the LLVM
// IR conversion, SPIR-V and OpenMP tests.

def ins;
def outs;
class Pred;
class CPred<code c> : Pred { code predExpr = c; }
class Constraint<Pred pred, string desc = ""> { Pred predicate = pred; string summary = desc; }
class TypeConstraint<Pred pred, string summary = "", string cppType = "::mlir::Type"> : Constraint<pred, summary> {
  string cppClassName = cppType; string description = ""; string builderCall = "";
}
class Type<Pred pred, string summary = "", string cppType = "::mlir::Type"> : TypeConstraint<pred, summary, cppType>;
class Variadic<Type type> : TypeConstraint<type.predicate, type.summary> { Type baseType = type; }
class AttrConstraint<Pred pred, string summary = ""> : Constraint<pred, summary>;
class Attr<Pred pred, string summary = ""> : AttrConstraint<pred, summary> {
  code storageType = ?; code returnType = ?; code convertFromStorage = "$_self"; string constBuilderCall = ?;
  string defaultValue = ?; string valueType = ?; bit isOptional = 0; Attr baseAttr = ?; string cppNamespace = "";
  string description = "";
}
class Dialect {
  string name = ?; string cppNamespace = name; string summary = ""; string description = "";
  list<string> dependentDialects = []; code extraClassDeclaration = ""; bit hasConstantMaterializer = 0;
  bit hasNonDefaultDestructor = 0; bit hasOperationAttrVerify = 0; bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0; bit hasOperationInterfaceFallback = 0; bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0; bit hasCanonicalizer = 0; bit isExtensible = 0; bit usePropertiesForAttributes = 1;
  string discardableAttrs = ?;
}
class Trait;
class OpDocGroup;
def region;
def successor;
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect; string opName = mnemonic; string cppNamespace = dialect.cppNamespace;
  string summary = ""; string description = ""; OpDocGroup opDocGroup = ?;
  dag arguments = (ins); dag results = (outs); dag regions = (region); dag successors = (successor);
  list<int> builders = ?; bit skipDefaultBuilders = 0; string assemblyFormat = ?; bit hasCustomAssemblyFormat = 0;
  bit hasVerifier = 0; bit hasRegionVerifier = 0; bit hasCanonicalizer = 0; bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0; bit useCustomPropertiesEncoding = 0; list<Trait> traits = props;
  code extraClassDeclaration = ?; code extraClassDefinition = ?;
}
class Arguments<dag args> { dag arguments = args; }
class Results<dag rets> { dag results = rets; }
class Optional<Type type> : TypeConstraint<type.predicate, type.summary> { Type baseType = type; }
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType; let returnType = attr.returnType; let isOptional = 1; let baseAttr = attr;
}
class OpVariable<Constraint c, string desc = ""> { Constraint constraint = c; string summary = desc; }
class Arg<Constraint c, string desc = ""> : OpVariable<c, desc>;
class Res<Constraint c, string desc = ""> : OpVariable<c, desc>;
class Property<string storageTypeParam = "", string desc = ""> {
  string summary = ""; string description = desc; code storageType = storageTypeParam;
  code interfaceType = storageTypeParam; code convertFromStorage = "$_storage";
  code assignToStorage = "$_storage = $_value"; code convertToAttribute = ""; code convertFromAttribute = "";
  code parser = ""; code optionalParser = ""; code printer = ""; code readFromMlirBytecode = "";
  code writeToMlirBytecode = ""; code hashProperty = ""; string defaultValue = "";
  string storageTypeValueOverride = "";
}
