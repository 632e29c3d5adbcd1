// The classes mlir-tblgen's attribute and type backends read, with the
// fields they use (the shape of mlir/IR/AttrTypeBase.td and the files it
// includes), for tests that do not depend on an MLIR installation.

class Dialect {
  string name = ?;
  string summary = ?;
  string description = ?;
  list<string> dependentDialects = [];
  string cppNamespace = name;
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  bit isExtensible = 0;
}

// Dag operators.
def ins;

// Predicates and constraints.
class Pred;
class CPred<code pred> : Pred { code predExpr = "(" # pred # ")"; }
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;
class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}
class And<list<Pred> c> : CombinedPred<PredCombinerAnd, c>;
class Or<list<Pred> c> : CombinedPred<PredCombinerOr, c>;
class Neg<Pred c> : CombinedPred<PredCombinerNot, [c]>;
class SubstLeaves<string pat, string repl, Pred c>
    : CombinedPred<PredCombinerSubstLeaves, [c]> {
  string pattern = pat;
  string replacement = repl;
}
class Concat<string pre, Pred c, string suf> : CombinedPred<PredCombinerConcat, [c]> {
  string prefix = pre;
  string suffix = suf;
}
class Constraint<Pred p, string desc = ""> {
  Pred predicate = p;
  string summary = desc;
}
class TypeConstraint<Pred p, string desc = "", string t = "::mlir::Type">
    : Constraint<p, desc> {
  string cppType = t;
}
class AttrConstraint<Pred p, string desc = ""> : Constraint<p, desc>;
class AnyTypeOf<list<TypeConstraint> types, string desc = "">
    : TypeConstraint<Or<!foreach(t, types, t.predicate)>, desc>;
def F32 : TypeConstraint<CPred<"$_self.isF32()">, "32-bit float">;
def I8 : TypeConstraint<CPred<"$_self.isInteger(8)">, "8-bit integer">;
def AlwaysTrue : TypeConstraint<CPred<"true">, "any type">;
def NotF32 : TypeConstraint<And<[Neg<F32.predicate>, And<[]>,
    SubstLeaves<"$_self", "$_self.getElem()", Concat<"x(", I8.predicate, ")">>]>,
    "not f32">;

// Traits and interfaces.
class Trait;
class TraitList<list<Trait> t> : Trait { list<Trait> traits = t; }
class NativeTrait<string n, string entity, code decl = "", code defn = ""> : Trait {
  string trait = n;
  string cppNamespace = "::mlir::" # entity # "Trait";
  code extraConcreteClassDeclaration = decl;
  code extraConcreteClassDefinition = defn;
}
class NativeTypeTrait<string n, code decl = "", code defn = "">
    : NativeTrait<n, "Type", decl, defn>;
class NativeAttrTrait<string n> : NativeTrait<n, "Attribute">;
class InterfaceMethod<string desc, string ret, string n, dag args = (ins),
                      code b = "", code d = ""> {
  string description = desc;
  string name = n;
  string returnType = ret;
  dag arguments = args;
  code body = b;
  code defaultBody = d;
}
class StaticInterfaceMethod<string desc, string ret, string n, dag args = (ins),
                            code b = "", code d = "">
    : InterfaceMethod<desc, ret, n, args, b, d>;
class Interface<string n, list<Interface> bases = []> {
  string cppInterfaceName = n;
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  list<Interface> baseInterfaces = bases;
}
class InterfaceTrait<string n> : NativeTrait<"", ""> {
  let trait = n # "::Trait";
  let cppNamespace = "";
}
class TypeInterface<string n, list<Interface> bases = []>
    : Interface<n, bases>, InterfaceTrait<n>;
class AttrInterface<string n, list<Interface> bases = []>
    : Interface<n, bases>, InterfaceTrait<n>;
class DeclareInterfaceMethods<list<string> always = []> {
  list<string> alwaysOverriddenMethods = always;
}
class DeclareTypeInterfaceMethods<TypeInterface i, list<string> always = []>
    : DeclareInterfaceMethods<always>, TypeInterface<i.cppInterfaceName, i.baseInterfaces> {
  let cppNamespace = i.cppNamespace;
  let methods = i.methods;
}

// Parameters.
class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  code allocator = ?;
  code comparator = ?;
  string cppType = type;
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  string cppStorageType = cppType;
  string convertFromStorage = "$_self";
  string summary = desc;
  string syntax = ?;
  string parser = ?;
  string printer = ?;
  string defaultValue = "";
}
class OptionalParameter<string type, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = cppStorageType # "()";
}
class DefaultValuedParameter<string type, string value, string desc = "">
    : AttrOrTypeParameter<type, desc> {
  let defaultValue = value;
}
class StringRefParameter<string desc = "", string value = "">
    : AttrOrTypeParameter<"::llvm::StringRef", desc> {
  let allocator = [{$_dst = $_allocator.copyInto($_self);}];
  let printer = [{$_printer.printString($_self);}];
  let cppStorageType = "std::string";
  let defaultValue = value;
}
class ArrayRefParameter<string t, string desc = "">
    : AttrOrTypeParameter<"::llvm::ArrayRef<" # t # ">", desc> {
  let allocator = [{$_dst = $_allocator.copyInto($_self);}];
  let cppStorageType = "::llvm::SmallVector<" # t # ">";
}
// Optional (none by default) unless it has a derived type and no builder.
class AttributeSelfTypeParameter<string desc, string t = "::mlir::Type",
                                 string builder = "">
    : AttrOrTypeParameter<t, desc> {
  let defaultValue = !if(!and(!empty(builder), !eq(t, "::mlir::Type")),
                         "::mlir::NoneType::get($_ctxt)", builder);
}
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}

// Builders.
class AttrOrTypeBuilder<dag p, code b = "", string ret = ""> {
  dag dagParams = p;
  code body = b;
  string returnType = ret;
  bit hasInferredContextParam = 0;
}
class TypeBuilder<dag p, code b = "", string ret = "">
    : AttrOrTypeBuilder<p, b, ret>;
class TypeBuilderWithInferredContext<dag p, code b = "", string ret = "">
    : TypeBuilder<p, b, ret> {
  let hasInferredContextParam = 1;
}

// The definitions.
class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits,
                    string baseCppClass> {
  string cppBaseClassName = baseCppClass;
  string description = "";
  string summary = "";
  string storageClass = name # valueType # "Storage";
  string storageNamespace = "detail";
  bit genStorageClass = 1;
  bit hasStorageCustomConstructor = 0;
  dag parameters = (ins);
  list<AttrOrTypeBuilder> builders = ?;
  list<Trait> traits = defTraits;
  string mnemonic = ?;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genAccessors = 1;
  bit skipDefaultBuilders = 0;
  bit genVerifyDecl = 0;
  code extraClassDeclaration = [{}];
  code extraClassDefinition = [{}];
  bit genMnemonicAlias = 0;
}
class AttrDef<Dialect d, string name, list<Trait> traits = [],
              string base = "::mlir::Attribute">
    : AttrOrTypeDef<"Attr", name, traits, base> {
  Dialect dialect = d;
  string cppClassName = name # "Attr";
  string attrName = d.name # "." # mnemonic;
}
class TypeDef<Dialect d, string name, list<Trait> traits = [],
              string base = "::mlir::Type">
    : AttrOrTypeDef<"Type", name, traits, base> {
  Dialect dialect = d;
  string cppClassName = name # "Type";
  string typeName = d.name # "." # mnemonic;
}
