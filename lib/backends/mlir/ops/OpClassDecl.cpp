//===- OpClassDecl.cpp - The C++ class declaration of an op ----------------===//
//
// The op class: ::mlir::Op over the count traits (regions, results,
// successors, operands), the structural traits, OpInvariants and the op's
// own native and interface traits; then its members in this order: the
// adaptor aliases, operand indices, attribute names, the operation name,
// operand/result/region/successor accessors, properties hooks, builders,
// verifiers, fold/canonicalize hooks, parse/print and the extra class
// declaration.
//
//===----------------------------------------------------------------------===//

#include "OpDeclParts.h"

#include "mlir/Dialect.h"
#include "mlir/Reindent.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <set>

namespace tblgen::mlirops {

using mlir::OpValue;
using mlir::Operator;

namespace {

std::string getterName(std::string_view Name) { return mlir::accessorName("get", Name); }

/// "Zero/One/N/Variadic/AtLeastN" count trait of a kind (Region, Result,
/// Successor, Operand).
std::string countTrait(std::string_view Kind, size_t Total, size_t Variable) {
  std::string K(Kind);
  if (Variable != 0) {
    if (Total == Variable)
      return "::mlir::OpTrait::Variadic" + K + "s";
    return "::mlir::OpTrait::AtLeastN" + K + "s<" + std::to_string(Total - Variable) + ">::Impl";
  }
  if (Total == 0)
    return "::mlir::OpTrait::Zero" + K + "s";
  if (Total == 1)
    return "::mlir::OpTrait::One" + K;
  return "::mlir::OpTrait::N" + K + "s<" + std::to_string(Total) + ">::Impl";
}

/// The OpVariable defs whose decorators can carry effects: operands and
/// symbol-reference attributes in argument order, then results.
std::vector<const Record *> effectVariables(const Operator &Op) {
  std::vector<const Record *> V;
  const DagInit *Args = Op.def()->getValueAsDag("arguments");
  for (unsigned I = 0; I < Args->getNumArgs() && I < Op.arguments().size(); ++I) {
    auto *DI = dyn_cast<DefInit>(Args->getArg(I));
    if (!DI || !DI->getDef()->isSubClassOf("OpVariable"))
      continue;
    const mlir::OpArgument &A = Op.arguments()[I];
    if (A.K == mlir::OpArgument::Attribute) {
      const Record *Base = DI->getDef()->getValueAsDef("constraint");
      while (auto *B = dyn_cast<DefInit>(Base->getValueInit("baseAttr")))
        Base = B->getDef();
      bool Symbol = Base->getName() == "SymbolRefAttr" || Base->getName() == "FlatSymbolRefAttr" ||
                    Base->isSubClassOf("SymbolRefAttr") || Base->isSubClassOf("FlatSymbolRefAttr");
      if (!Symbol)
        continue;
    } else if (A.K != mlir::OpArgument::Operand) {
      continue;
    }
    V.push_back(DI->getDef());
  }
  for (const OpValue &R : Op.results())
    if (R.Variable)
      V.push_back(R.Variable);
  return V;
}

/// An op of two or more results, some named, that does not name its results
/// itself gets getAsmResultNames (and OpAsmOpInterface).
bool namesResults(const Operator &Op) {
  if (Op.results().size() < 2 || Op.findTrait("::mlir::OpAsmOpInterface::Trait"))
    return false;
  return std::any_of(Op.results().begin(), Op.results().end(), [](const OpValue &V) { return !V.Name.empty(); });
}

std::vector<std::string> classTraits(const OpDeclContext &C) {
  const Operator &Op = C.op();
  std::vector<std::string> T;
  std::set<std::string> Seen;
  auto add = [&](std::string S) {
    if (Seen.insert(S).second)
      T.push_back(std::move(S));
  };
  add(countTrait("Region", Op.regions().size(), Op.numVariadicRegions()));
  add(countTrait("Result", Op.results().size(), Op.numVariableLengthResults()));
  if (Op.results().size() == 1 && Op.numVariableLengthResults() == 0)
    add("::mlir::OpTrait::OneTypedResult<" + cppTypeOf(Op.results()[0]) + ">::Impl");
  add(countTrait("Successor", Op.successors().size(), Op.numVariadicSuccessors()));
  add(countTrait("Operand", Op.operands().size(), Op.numVariableLengthOperands()));
  for (const mlir::Trait &Tr : Op.traits())
    if (Tr.isNative() && Tr.isStructural())
      add(Tr.qualifiedName());
  add("::mlir::OpTrait::OpInvariants");
  if (C.hasProperties())
    add("::mlir::BytecodeOpInterface::Trait");
  for (const mlir::Trait &Tr : Op.traits())
    if ((Tr.isNative() && !Tr.isStructural()) || Tr.isInterface())
      add(Tr.qualifiedName());
  if (namesResults(Op))
    add("::mlir::OpAsmOpInterface::Trait");
  // The interfaces of effects decorating operands and results.
  for (const Record *Variable : effectVariables(Op))
    for (const Record *D : Variable->getValueAsListOfDefs("decorators"))
      if (D->isSubClassOf("SideEffect"))
        add(D->getValueAsString("cppNamespace") + "::" + D->getValueAsString("interfaceTrait"));
  for (const mlir::OpAttribute &A : Op.attributes())
    if (A.Derived) {
      add("::mlir::DerivedAttributeOpInterface::Trait");
      break;
    }
  return T;
}

/// getODS{Operand,Result}IndexAndLength and getODS{Operands,Results}.
void writeOdsRange(OStream &OS, std::string_view Kind, bool Variable) {
  bool Operand = Kind == "Operand";
  OS << "  std::pair<unsigned, unsigned> getODS" << Kind << "IndexAndLength(unsigned index)";
  if (Variable)
    OS << ";\n";
  else
    OS << " {\n    return {index, 1};\n  }\n\n";
  std::string_view Range = Operand ? "operand" : "result";
  OS << "  ::mlir::Operation::" << Range << "_range getODS" << Kind << "s(unsigned index) {\n"
     << "    auto valueRange = getODS" << Kind << "IndexAndLength(index);\n"
     << "    return {std::next(getOperation()->" << Range << "_begin(), valueRange.first),\n"
     << "             std::next(getOperation()->" << Range
     << "_begin(), valueRange.first + valueRange.second)};\n  }\n\n";
}

void writeValueGetters(OStream &OS, const std::vector<OpValue> &Values, bool Operand) {
  std::string_view Kind = Operand ? "Operands" : "Results";
  for (size_t I = 0; I < Values.size(); ++I) {
    const OpValue &V = Values[I];
    if (V.Name.empty())
      continue;
    std::string G = getterName(V.Name);
    std::string Typed = "::mlir::TypedValue<" + cppTypeOf(V) + ">";
    if (V.isOptional()) {
      std::string_view Var = Operand ? "operands" : "results";
      OS << "  " << Typed << " " << G << "() {\n    auto " << Var << " = getODS" << Kind << "(" << I
         << ");\n    return " << Var << ".empty() ? " << Typed << (Operand ? "{}" : "()") << " : ::llvm::cast<"
         << Typed << ">(*" << Var << ".begin());\n  }\n\n";
    } else if (V.isVariadicOfVariadic()) {
      OS << "  ::mlir::OperandRangeRange " << G << "() {\n    return getODSOperands(" << I << ").split("
         << getterName(V.Constraint->getValueAsString("segmentAttrName")) << "Attr());\n  }\n\n";
    } else if (V.isVariadic()) {
      OS << "  ::mlir::Operation::" << (Operand ? "operand" : "result") << "_range " << G
         << "() {\n    return getODS" << Kind << "(" << I << ");\n  }\n\n";
    } else {
      OS << "  " << Typed << " " << G << "() {\n    return ::llvm::cast<" << Typed << ">(*getODS" << Kind
         << "(" << I << ").begin());\n  }\n\n";
    }
  }
}

void writeMutableGetters(OStream &OS, const std::vector<OpValue> &Operands) {
  for (size_t I = 0; I < Operands.size(); ++I) {
    const OpValue &V = Operands[I];
    if (V.Name.empty())
      continue;
    std::string G = getterName(V.Name) + "Mutable";
    if (V.isVariadicOfVariadic())
      OS << "  ::mlir::MutableOperandRangeRange " << G << "();\n";
    else if (V.isVariableLength())
      OS << "  ::mlir::MutableOperandRange " << G << "();\n";
    else
      OS << "  ::mlir::OpOperand &" << G << "() {\n    auto range = getODSOperandIndexAndLength(" << I
         << ");\n    return getOperation()->getOpOperand(range.first);\n  }\n\n";
  }
}

void writeRegionAndSuccessorGetters(OStream &OS, const Operator &Op) {
  for (size_t I = 0; I < Op.regions().size(); ++I) {
    const mlir::OpRegion &R = Op.regions()[I];
    if (R.Name.empty())
      continue;
    if (R.isVariadic())
      OS << "  ::mlir::MutableArrayRef<::mlir::Region> " << getterName(R.Name)
         << "() {\n    return (*this)->getRegions().drop_front(" << I << ");\n  }\n\n";
    else
      OS << "  ::mlir::Region &" << getterName(R.Name) << "() {\n    return (*this)->getRegion(" << I
         << ");\n  }\n\n";
  }
  for (size_t I = 0; I < Op.successors().size(); ++I) {
    const mlir::OpSuccessor &S = Op.successors()[I];
    if (S.Name.empty())
      continue;
    if (S.isVariadic())
      OS << "  ::mlir::SuccessorRange " << getterName(S.Name) << "() {\n    return {std::next((*this)->successor_begin(), "
         << I << "), (*this)->successor_end()};\n  }\n\n";
    else
      OS << "  ::mlir::Block *" << getterName(S.Name) << "() {\n    return (*this)->getSuccessor(" << I
         << ");\n  }\n\n";
  }
}

void writePropertiesHooks(OStream &OS, const OpDeclContext &C) {
  OS << "  static ::llvm::LogicalResult setPropertiesFromAttr(Properties &prop, ::mlir::Attribute attr, "
        "::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError);\n"
     << "  static ::mlir::Attribute getPropertiesAsAttr(::mlir::MLIRContext *ctx, const Properties &prop);\n"
     << "  static llvm::hash_code computePropertiesHash(const Properties &prop);\n"
     << "  static std::optional<mlir::Attribute> getInherentAttr(::mlir::MLIRContext *ctx, const Properties "
        "&prop, llvm::StringRef name);\n"
     << "  static void setInherentAttr(Properties &prop, llvm::StringRef name, mlir::Attribute value);\n"
     << "  static void populateInherentAttrs(::mlir::MLIRContext *ctx, const Properties &prop, "
        "::mlir::NamedAttrList &attrs);\n"
     << "  static ::llvm::LogicalResult verifyInherentAttrs(::mlir::OperationName opName, "
        "::mlir::NamedAttrList &attrs, llvm::function_ref<::mlir::InFlightDiagnostic()> emitError);\n";
  if (C.hasProperties())
    OS << "  static ::llvm::LogicalResult readProperties(::mlir::DialectBytecodeReader &reader, "
          "::mlir::OperationState &state);\n"
       << "  void writeProperties(::mlir::DialectBytecodeWriter &writer);\n";
}

/// getAttributeNames and the getters of each attribute's name.
void writeAttrNames(OStream &OS, const OpDeclContext &C) {
  OS << "  static ::llvm::ArrayRef<::llvm::StringRef> getAttributeNames() {\n";
  if (C.attrNameList().empty() && !C.attrSizedOperands()) {
    OS << "    return {};\n  }\n\n";
    return;
  }
  OS << "    static ::llvm::StringRef attrNames[] = {";
  bool First = true;
  for (std::string_view N : C.attrNameList()) {
    OS << (First ? "" : ", ") << "::llvm::StringRef(\"" << N << "\")";
    First = false;
  }
  OS << "};\n    return ::llvm::ArrayRef(attrNames);\n  }\n\n";
  // Names found by index; the segment sizes of a dialect that keeps
  // attributes in properties are the last name.
  for (size_t I = 0; I < C.attrNameList().size(); ++I) {
    std::string G = getterName(C.attrNameList()[I]) + "AttrName";
    if (C.attrsAsProperties() && I == C.namedAttrs().size())
      OS << "  ::mlir::StringAttr " << G << "() {\n   return (*this)->getName().getAttributeNames().back();\n  }\n\n"
         << "  static ::mlir::StringAttr " << G << "(::mlir::OperationName name) {\n"
         << "   return name.getAttributeNames().back();\n  }\n\n";
    else
      OS << "  ::mlir::StringAttr " << G << "() {\n    return getAttributeNameForIndex(" << I << ");\n  }\n\n"
         << "  static ::mlir::StringAttr " << G << "(::mlir::OperationName name) {\n"
         << "    return getAttributeNameForIndex(name, " << I << ");\n  }\n\n";
  }
}

/// A type followed by a space, or nothing for no type.
std::string withSpace(std::string T) { return T.empty() ? T : T + " "; }

/// The attribute an attribute refines (baseAttr), innermost first.
const Record *baseAttr(const Record *A) {
  while (auto *B = dyn_cast<DefInit>(A->getValueInit("baseAttr")))
    A = B->getDef();
  return A;
}

/// The attribute getters, setters and removers of the op class.
void writeAttrAccessors(OStream &OS, const OpDeclContext &C) {
  for (const mlir::OpProperty &P : C.op().properties()) {
    std::string G = getterName(P.Name);
    OS << "  " << propField(P, "interfaceType") << " " << G << "() {\n    return getProperties()." << G
       << "();\n  }\n\n";
  }
  for (const mlir::OpProperty &P : C.op().properties()) {
    std::string Camel = mlir::snakeToCamel(P.Name, true);
    OS << "  void set" << Camel << "(" << propField(P, "interfaceType") << " new" << Camel
       << ") {\n    getProperties().set" << Camel << "(new" << Camel << ");\n  }\n\n";
  }
  std::vector<const mlir::OpAttribute *> Attrs = C.storedAttrs();
  // Where the attributes are read (the properties, or the sorted attribute
  // dictionary), and where they are set (on the op unless the dialect keeps
  // them in properties).
  bool Props = C.propertiesPath(), OnOp = !C.attrsAsProperties();
  // A getter of an attribute's stored form whose name an accessor before
  // it has (an operand, result, region, successor or property named so)
  // is left out.
  std::set<std::string> Taken;
  auto take = [&](std::string_view Name, std::string_view Suffix = {}) {
    if (!Name.empty())
      Taken.insert(getterName(Name) + std::string(Suffix));
  };
  for (const mlir::OpAttribute *A : C.namedAttrs())
    take(A->Name, "AttrName");
  for (const OpValue &V : C.op().operands())
    take(V.Name), take(V.Name, "Mutable");
  for (const OpValue &V : C.op().results())
    take(V.Name);
  for (const auto *List : {&C.op().regions(), &C.op().successors()})
    for (const mlir::OpRegion &R : *List)
      take(R.Name);
  for (const mlir::OpProperty &P : C.op().properties())
    take(P.Name);
  for (const mlir::OpAttribute *A : Attrs) {
    std::string St = attrStorage(*A), G = getterName(A->Name);
    std::string From = Props ? "getProperties()." + std::string(A->Name)
                             : "::mlir::impl::getAttrFromSortedRange(" +
                                   sortedLookup(C, "(*this)->getAttrs()", A->Name, G + "AttrName()") + ")";
    if (Taken.insert(G + "Attr").second)
      OS << "  " << St << " " << G << "Attr() {\n    return ::llvm::" << attrCast(*A) << "<" << St << ">(" << From
         << ");\n  }\n\n";
    OS << "  " << withSpace(attrReturn(*A)) << G << "();\n";
    take(A->Name);
  }
  // Derived attributes: computed by the op, listed for its interface.
  bool Derived = false;
  for (const mlir::OpAttribute &A : C.op().attributes())
    if (A.Derived) {
      OS << "  " << withSpace(attrReturn(A)) << getterName(A.Name) << "();\n";
      Derived = true;
    }
  if (Derived)
    OS << "  static bool isDerivedAttribute(::llvm::StringRef name);\n"
       << "  ::mlir::DictionaryAttr materializeDerivedAttributes();\n";
  for (const mlir::OpAttribute *A : Attrs) {
    std::string St = attrStorage(*A), S = mlir::accessorName("set", A->Name);
    if (OnOp)
      OS << "  void " << S << "Attr(" << St << " attr) {\n    (*this)->setAttr(" << getterName(A->Name)
         << "AttrName(), attr);\n  }\n\n";
    else
      OS << "  void " << S << "Attr(" << St << " attr) {\n    getProperties()." << A->Name << " = attr;\n  }\n\n";
    const mlir::OpAttribute Base{A->Name, baseAttr(A->Def), false};
    if (!attrUnwrappable(Base))
      continue;
    std::string Ty = isUnitAttr(*A)                      ? "bool"
                     : A->isOptional()                    ? "::std::optional<" + attrReturn(Base) + ">"
                                                          : attrReturn(*A);
    OS << "  void " << S << "(" << withSpace(Ty) << "attrValue);\n";
  }
  for (const mlir::OpAttribute *A : Attrs) {
    if (!A->isOptional())
      continue;
    OS << "  ::mlir::Attribute " << mlir::accessorName("remove", A->Name) << "Attr() {\n";
    if (OnOp)
      OS << "  return (*this)->removeAttr(" << getterName(A->Name) << "AttrName());\n  }\n\n";
    else
      OS << "      auto attr = getProperties()." << A->Name << ";\n"
         << "      getProperties()." << A->Name << " = {};\n      return attr;\n  }\n\n";
  }
}

/// Lines after the first of a declaration indented by the class body's two
/// spaces (empty lines stay empty).
std::string indentContinuations(const std::string &S) {
  std::string Out;
  for (size_t I = 0; I < S.size(); ++I) {
    Out += S[I];
    if (S[I] == '\n' && I + 1 < S.size() && S[I + 1] != '\n')
      Out += "  ";
  }
  return Out;
}

/// The parameterless getters the op class declares ("getX()"), as
/// signatures, for interface methods of the same signature to yield to.
std::set<std::string> declaredGetters(const OpDeclContext &C) {
  const Operator &Op = C.op();
  std::set<std::string> S;
  auto add = [&](std::string_view Name, std::string_view Suffix = {}) {
    if (!Name.empty())
      S.insert(getterName(Name) + std::string(Suffix) + "()");
  };
  for (const OpValue &V : Op.operands()) {
    add(V.Name);
    add(V.Name, "Mutable");
  }
  for (const OpValue &V : Op.results())
    add(V.Name);
  for (const mlir::OpRegion &R : Op.regions())
    add(R.Name);
  for (const mlir::OpSuccessor &Su : Op.successors())
    add(Su.Name);
  for (const mlir::OpAttribute *A : C.namedAttrs())
    add(A->Name, "AttrName");
  for (const auto &Seg : C.segmentProps())
    add(Seg.first, "AttrName");
  for (const mlir::OpAttribute *A : C.storedAttrs()) {
    add(A->Name);
    add(A->Name, "Attr");
    S.insert(mlir::accessorName("set", A->Name) + "Attr(" + attrStorage(*A) + ",)");
    if (A->isOptional())
      S.insert(mlir::accessorName("remove", A->Name) + "Attr()");
  }
  return S;
}

/// The interface methods an op declares (DeclareOpInterfaceMethods): those
/// without a body, and without a default implementation unless the op asks
/// for them; the trait's default implementations of the others are brought
/// in with "using" (Usings).
struct InterfaceDecls {
  std::vector<std::string> Usings, Methods;
};

bool blank(std::string_view S) { return S.find_first_not_of(" \t\n\r\f\v") == std::string_view::npos; }

InterfaceDecls interfaceDecls(const Operator &Op, const std::set<std::string> &Declared) {
  InterfaceDecls D;
  std::set<std::string> Seen = Declared;
  for (const mlir::Trait &T : Op.traits()) {
    if (!T.isInterface() || !T.declaresMethods())
      continue;
    const Record *I = T.def();
    std::vector<std::string> Always = I->getValueAsListOfStrings("alwaysOverriddenMethods");
    for (const Record *M : I->getValueAsListOfDefs("methods")) {
      std::string Name = M->getValueAsString("name");
      if (!blank(M->getValueAsString("body")))
        continue;
      if (!blank(M->getValueAsString("defaultBody")) &&
          std::find(Always.begin(), Always.end(), Name) == Always.end()) {
        std::string Trait = T.qualifiedName();
        std::string U = "  using " + Trait + "<" + Op.cppClassName() + ">::" + Name + ";\n";
        if (std::find(D.Usings.begin(), D.Usings.end(), U) == D.Usings.end())
          D.Usings.push_back(U);
        continue;
      }
      std::string Decl = "  ";
      if (M->isSubClassOf("StaticInterfaceMethod"))
        Decl += "static ";
      std::string Ret = M->getValueAsString("returnType");
      Decl += Ret + (Ret.ends_with('*') || Ret.ends_with('&') ? "" : " ") + Name + "(";
      std::string Signature = Name + "(";
      const DagInit *Args = M->getValueAsDag("arguments");
      for (unsigned A = 0; A < Args->getNumArgs(); ++A) {
        std::string Ty;
        if (auto *S = dyn_cast<StringInit>(Args->getArg(A)))
          Ty = std::string(S->getValue());
        if (A)
          Decl += ", ";
        Decl += Ty;
        Signature += Ty + ",";
        if (!Ty.ends_with('&') && !Ty.ends_with('*'))
          Decl += ' ';
        Decl += Args->getArgNameStr(A);
      }
      // A method the class already declares with these parameters stays.
      if (!Seen.insert(Signature + ")").second)
        continue;
      D.Methods.push_back(indentContinuations(Decl) + ");\n");
    }
  }
  return D;
}


} // namespace

std::vector<std::string> effectClasses(const Operator &Op) {
  std::vector<std::string> Out;
  auto add = [&](std::string S) {
    if (std::find(Out.begin(), Out.end(), S) == Out.end())
      Out.push_back(std::move(S));
  };
  for (const mlir::Trait &T : Op.traits())
    if (T.isInterface() && T.def()->isSubClassOf("SideEffectsTraitBase"))
      add(T.def()->getValueAsString("baseEffectName"));
  for (const Record *Variable : effectVariables(Op))
    for (const Record *D : Variable->getValueAsListOfDefs("decorators"))
      if (D->isSubClassOf("SideEffect"))
        add(D->getValueAsString("baseEffectName"));
  return Out;
}

void writeOpClassDecl(OStream &OS, const OpDeclContext &C) {
  const Operator &Op = C.op();
  const std::string &Cls = C.className();
  OS << "class " << Cls << " : public ::mlir::Op<" << Cls;
  for (const std::string &T : classTraits(C))
    OS << ", " << T;
  OS << "> {\npublic:\n  using Op::Op;\n  using Op::print;\n  using Adaptor = " << Cls << "Adaptor;\n"
     << "  template <typename RangeT>\n  using GenericAdaptor = " << Cls << "GenericAdaptor<RangeT>;\n"
     << "  using FoldAdaptor = GenericAdaptor<::llvm::ArrayRef<::mlir::Attribute>>;\n";
  for (size_t I = 0; I < Op.arguments().size(); ++I)
    if (!Op.argumentName(unsigned(I)).empty() && Op.arguments()[I].K == mlir::OpArgument::Operand)
      OS << "  static constexpr int odsIndex_" << Op.argumentName(unsigned(I)) << " = "
         << Op.arguments()[I].Index << ";\n";
  if (C.propertiesPath())
    OS << "  using Properties = FoldAdaptor::Properties;\n";
  InterfaceDecls Iface = interfaceDecls(Op, declaredGetters(C));
  for (const std::string &U : Iface.Usings)
    OS << U;
  writeAttrNames(OS, C);
  if (namesResults(Op))
    OS << "  void getAsmResultNames(::mlir::OpAsmSetValueNameFn setNameFn);\n";
  OS << "  static constexpr ::llvm::StringLiteral getOperationName() {\n    return ::llvm::StringLiteral(\""
     << Op.operationName() << "\");\n  }\n\n";
  writeOdsRange(OS, "Operand", Op.numVariableLengthOperands() != 0);
  writeValueGetters(OS, Op.operands(), true);
  writeMutableGetters(OS, Op.operands());
  writeOdsRange(OS, "Result", Op.numVariableLengthResults() != 0);
  writeValueGetters(OS, Op.results(), false);
  writeRegionAndSuccessorGetters(OS, Op);
  if (C.propertiesPath())
    writePropertiesHooks(OS, C);
  writeAttrAccessors(OS, C);
  writeBuilderDecls(OS, C);
  for (const mlir::OpAttribute *A : C.storedAttrs())
    if (attrHasDefault(*A) && !A->isOptional()) {
      if (C.propertiesPath())
        OS << "  static void populateDefaultProperties(::mlir::OperationName opName, Properties &properties);\n";
      else
        OS << "  static void populateDefaultAttrs(const ::mlir::OperationName &opName, ::mlir::NamedAttrList "
              "&attributes);\n";
      break;
    }
  const Record *R = Op.def();
  std::optional<std::string> Format = Op.assemblyFormat();
  if (!Format && R->getValueAsBit("hasCustomAssemblyFormat"))
    OS << "  static ::mlir::ParseResult parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result);\n"
          "  void print(::mlir::OpAsmPrinter &p);\n";
  OS << "  ::llvm::LogicalResult verifyInvariantsImpl();\n  ::llvm::LogicalResult verifyInvariants();\n";
  if (R->getValueAsBit("hasVerifier"))
    OS << "  ::llvm::LogicalResult verify();\n";
  if (R->getValueAsBit("hasRegionVerifier"))
    OS << "  ::llvm::LogicalResult verifyRegions();\n";
  // A canonicalize method brings the patterns hook along.
  bool CanonMethod = R->getValueAsBit("hasCanonicalizeMethod");
  if (CanonMethod)
    OS << "  static ::llvm::LogicalResult canonicalize(" << Cls << " op, ::mlir::PatternRewriter &rewriter);\n";
  if (CanonMethod || R->getValueAsBit("hasCanonicalizer"))
    OS << "  static void getCanonicalizationPatterns(::mlir::RewritePatternSet &results, ::mlir::MLIRContext "
          "*context);\n";
  if (R->getValueAsBit("hasFolder")) {
    if (Op.results().size() == 1 && Op.numVariableLengthResults() == 0)
      OS << "  ::mlir::OpFoldResult fold(FoldAdaptor adaptor);\n";
    else
      OS << "  ::llvm::LogicalResult fold(FoldAdaptor adaptor, "
            "::llvm::SmallVectorImpl<::mlir::OpFoldResult> &results);\n";
  }
  if (Op.allResultTypesKnown())
    OS << "  static ::llvm::LogicalResult inferReturnTypes(::mlir::MLIRContext *context, "
          "::std::optional<::mlir::Location> location, ::mlir::ValueRange operands, ::mlir::DictionaryAttr "
          "attributes, ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions, "
          "::llvm::SmallVectorImpl<::mlir::Type>&inferredReturnTypes);\n";
  for (const std::string &M : Iface.Methods)
    OS << M;
  // The declarative format's parser and printer; the setter of parsed
  // properties when there is no such format or it has a prop-dict.
  const char *ParsedSetter =
      "  static ::llvm::LogicalResult setPropertiesFromParsedAttr(Properties &prop, ::mlir::Attribute attr, "
      "::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError);\n";
  if (Format && hasValidOpFormat(C)) {
    OS << "  static ::mlir::ParseResult parse(::mlir::OpAsmParser &parser, ::mlir::OperationState &result);\n";
    if (Format->find("prop-dict") != std::string::npos && C.propertiesPath())
      OS << ParsedSetter;
    OS << "  void print(::mlir::OpAsmPrinter &_odsPrinter);\n";
  } else if (!Format && C.propertiesPath()) {
    OS << ParsedSetter;
  }
  for (const std::string &E : effectClasses(Op))
    OS << "  void getEffects(::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<" << E
       << ">> &effects);\n";
  // (Segment sizes kept in properties are not counted.)
  size_t N = C.attrsAsProperties() ? C.namedAttrs().size() : C.attrNameList().size();
  if (N == 0 && C.attrSizedOperands())
    OS << "private:\n  ::mlir::StringAttr getAttributeNameForIndex(unsigned index) {\n"
       << "    return getAttributeNameForIndex((*this)->getName(), index);\n  }\n\n"
       << "  static ::mlir::StringAttr getAttributeNameForIndex(::mlir::OperationName name, unsigned index) {\n"
       << "    return {};\n  }\n\n";
  if (N != 0)
    OS << "private:\n  ::mlir::StringAttr getAttributeNameForIndex(unsigned index) {\n"
       << "    return getAttributeNameForIndex((*this)->getName(), index);\n  }\n\n"
       << "  static ::mlir::StringAttr getAttributeNameForIndex(::mlir::OperationName name, unsigned index) {\n"
       << "    assert(index < " << N << " && \"invalid attribute index\");\n"
       << "    assert(name.getStringRef() == getOperationName() && \"invalid operation name\");\n"
       << "    assert(name.isRegistered() && \"Operation isn't registered, missing a \"\n"
       << "          \"dependent dialect loading?\");\n"
       << "    return name.getAttributeNames()[index];\n  }\n\n";
  OS << "public:\n";
  // What native traits add to the classes that have them.
  // (each followed by a line break), then the op's own, re-indented as one.
  std::string Extra;
  for (const mlir::Trait &T : Op.traits())
    if (T.isNative())
      if (auto *S = dyn_cast<StringInit>(T.def()->getValueInit("extraConcreteClassDeclaration"));
          S && !S->getValue().empty())
        Extra += std::string(S->getValue()) + "\n";
  if (!R->isValueUnset("extraClassDeclaration"))
    Extra += R->getValueAsString("extraClassDeclaration");
  mlir::writeReindented(OS, Extra, {}, 2);
  OS << "};\n";
}

} // namespace tblgen::mlirops
