//===- ClassText.cpp - The C++ class of an AttrDef or TypeDef -------------===//
#include "ClassText.h"

#include "Constraints.h"
#include "FormatGen.h"

#include "mlir/AttrOrTypeDef.h"
#include "mlir/Namespace.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirattr {

using namespace tblgen::mlir;

BlankNamespace::BlankNamespace(OStream &OS, std::string_view Ns)
    : OS(OS), Name(plainNamespace(Ns)) {
  if (!Name.empty())
    OS << "namespace " << Name << " {\n\n";
}

BlankNamespace::~BlankNamespace() {
  if (!Name.empty())
    OS << "\n} // namespace " << Name << "\n";
}

std::string reindent(std::string_view Text, std::string_view Indent) {
  std::vector<std::string_view> Lines;
  for (size_t Pos = 0;;) {
    size_t NL = Text.find('\n', Pos);
    Lines.push_back(Text.substr(Pos, NL == std::string_view::npos ? NL : NL - Pos));
    if (NL == std::string_view::npos)
      break;
    Pos = NL + 1;
  }
  auto blank = [](std::string_view L) { return L.find_first_not_of(" \t") == L.npos; };
  size_t First = 0;
  while (First < Lines.size() && blank(Lines[First]))
    ++First;
  if (First == Lines.size())
    return "";
  // The least indentation of the lines with text goes.
  size_t Strip = std::string_view::npos;
  for (size_t I = First; I < Lines.size(); ++I)
    if (!blank(Lines[I]))
      Strip = std::min(Strip, Lines[I].find_first_not_of(" \t"));
  std::string Out;
  for (size_t I = First; I < Lines.size(); ++I) {
    std::string_view L = Lines[I];
    bool Last = I + 1 == Lines.size();
    std::string_view Rest = L.size() > Strip ? L.substr(Strip) : std::string_view();
    if (Last) {
      // The text after the last newline, unless nothing is left of it.
      if (!Rest.empty())
        Out.append(Indent).append(Rest);
      break;
    }
    if (!blank(L))
      Out.append(Indent).append(Rest);
    Out += '\n';
  }
  return Out;
}

void DefClass::writeDecl(OStream &OS) const {
  if (!StorageFwd.empty()) {
    BlankNamespace NS(OS, StorageNs);
    OS << StorageFwd;
  }
  OS << Decl;
}

void DefClass::writeDef(OStream &OS) const {
  if (!Storage.empty()) {
    BlankNamespace NS(OS, StorageNs);
    OS << Storage;
  }
  OS << Defs;
}

namespace {

struct Param {
  std::string Type, Name, Default;
};

std::string paramList(const std::vector<Param> &Ps, bool WithDefaults) {
  std::string S;
  for (size_t I = 0; I < Ps.size(); ++I) {
    if (I)
      S += ", ";
    S += Ps[I].Type;
    if (!Ps[I].Type.empty() && Ps[I].Type.back() != '&' && Ps[I].Type.back() != '*')
      S += ' ';
    S += Ps[I].Name;
    if (WithDefaults && !Ps[I].Default.empty())
      S += " = " + Ps[I].Default;
  }
  return S;
}

/// Text with Indent before each non-empty line, ending in a newline.
std::string indentLines(std::string_view Text, std::string_view Indent) {
  std::string Out;
  for (size_t Pos = 0;;) {
    size_t NL = Text.find('\n', Pos);
    std::string_view L = Text.substr(Pos, NL == std::string_view::npos ? NL : NL - Pos);
    if (L.find_first_not_of(" \t\r") != std::string_view::npos)
      Out.append(Indent).append(L);
    Out += '\n';
    if (NL == std::string_view::npos)
      break;
    Pos = NL + 1;
  }
  return Out;
}

constexpr std::string_view EmitErrorType = "::llvm::function_ref<::mlir::InFlightDiagnostic()>";

/// Builds the class text.
class Builder {
public:
  Builder(const AttrOrTypeDef &D, bool FormatErrorsFatal)
      : D(D), Cls(D.cppClassName()), FormatErrorsFatal(FormatErrorsFatal) {}
  DefClass build();

private:
  /// A member declared in the class, defined out of line when Body is set;
  /// none when a method declared already covers it (see covers()). A custom
  /// builder covered so is an error.
  void method(std::string_view Ret, std::string_view Name, const std::vector<Param> &Ps,
              bool Static, bool Const, const std::string *Body, bool CustomBuilder = false);
  std::vector<Param> defParams(std::vector<Param> Prefix) const;
  std::vector<Param> builderParams(std::vector<Param> Prefix, const AttrOrTypeBuilder &B) const;
  void builders();
  void verifiers();
  void parserPrinter();
  void accessors();
  void interfaceMethods();
  void storage();
  std::string traitsList() const;

  const AttrOrTypeDef &D;
  std::string Cls;
  bool FormatErrorsFatal;
  DefClass Out;
  /// The member functions declared, after the other declarations.
  std::string Methods;
  /// Each method declared: its name, parameters and declaration.
  struct Declared {
    std::string Name;
    std::vector<Param> Params;
    std::string Decl;
  };
  std::vector<Declared> Declarations;
  bool HasStorage = false;
};

/// Whether a method with parameters Old makes one of the same name with
/// parameters New redundant: New's types begin Old's, and Old has no more
/// parameters or the first of the rest has a default.
bool covers(const std::vector<Param> &Old, const std::vector<Param> &New) {
  if (Old.size() < New.size())
    return false;
  for (size_t I = 0; I < New.size(); ++I)
    if (Old[I].Type != New[I].Type)
      return false;
  return Old.size() == New.size() || !Old[New.size()].Default.empty();
}

void Builder::method(std::string_view Ret, std::string_view Name, const std::vector<Param> &Ps,
                     bool Static, bool Const, const std::string *Body, bool CustomBuilder) {
  std::string Decl = Static ? "static " : "";
  Decl.append(Ret);
  if (!Ret.empty() && Ret.back() != '&' && Ret.back() != '*')
    Decl += ' ';
  Decl.append(Name) += "(" + paramList(Ps, true) + ")";
  if (Const)
    Decl += " const";
  Decl += ";\n";
  for (const Declared &M : Declarations) {
    if (M.Name != Name || !covers(M.Params, Ps))
      continue;
    if (CustomBuilder) {
      PrintError(D.record()->getValue("builders"),
                 "builder `" + std::string(Name) + "` conflicts with an existing builder. ");
      PrintFatalNote("A new builder with signature:\n" + Decl +
                     "\nis shadowed by an existing builder with signature:\n" + M.Decl +
                     "\nPlease remove one of the conflicting definitions.");
    }
    return;
  }
  Declarations.push_back({std::string(Name), Ps, Decl});
  Methods += "  " + Decl;
  if (!Body)
    return;
  Out.Defs.append(Ret);
  if (!Ret.empty() && Ret.back() != '&' && Ret.back() != '*')
    Out.Defs += ' ';
  Out.Defs += Cls + "::";
  Out.Defs.append(Name) += "(" + paramList(Ps, false) + ")";
  if (Const)
    Out.Defs += " const";
  Out.Defs += " {\n" + *Body;
  if (!Body->empty() && Body->back() != '\n')
    Out.Defs += '\n';
  Out.Defs += "}\n\n";
}

std::vector<Param> Builder::defParams(std::vector<Param> Prefix) const {
  for (const AttrOrTypeParameter &P : D.parameters())
    Prefix.push_back({P.cppType(), P.name(), ""});
  return Prefix;
}

std::vector<Param> Builder::builderParams(std::vector<Param> Prefix,
                                          const AttrOrTypeBuilder &B) const {
  if (!B.inferredContext())
    Prefix.push_back({"::mlir::MLIRContext *", "context", ""});
  std::vector<AttrOrTypeParameter> Ps = B.parameters();
  for (unsigned I = 0; I < Ps.size(); ++I)
    Prefix.push_back({Ps[I].cppType(), Ps[I].name(), B.paramDefault(I)});
  return Prefix;
}

void Builder::builders() {
  bool Checked = D.genVerifyDecl() || D.hasConstrainedParams();
  if (!D.skipDefaultBuilders()) {
    std::string Args;
    for (const AttrOrTypeParameter &P : D.parameters())
      Args += ", std::move(" + P.name() + ")";
    std::string Body = "  return Base::get(context" + Args + ");\n";
    method(Cls, "get", defParams({{"::mlir::MLIRContext *", "context", ""}}), true, false, &Body);
    if (Checked) {
      Body = "  return Base::getChecked(emitError, context" + Args + ");\n";
      method(Cls, "getChecked",
             defParams({{std::string(EmitErrorType), "emitError", ""},
                        {"::mlir::MLIRContext *", "context", ""}}),
             true, false, &Body);
    }
  }
  for (const AttrOrTypeBuilder &B : D.builders()) {
    std::string Ret = B.returnType().empty() ? Cls : B.returnType();
    std::optional<std::string> Code = B.body();
    std::vector<std::pair<std::string, std::string>> Subst;
    if (!B.inferredContext())
      Subst.push_back({"_ctxt", "context"});
    std::string Body;
    if (Code) {
      Subst.push_back({"_get", "Base::get"});
      Body = reindent(substitute(*Code, Subst), "  ");
    }
    method(Ret, "get", builderParams({}, B), true, false, Code ? &Body : nullptr, true);
    if (!Checked)
      continue;
    if (Code) {
      std::string Text = *Code;
      for (size_t Pos = 0; (Pos = Text.find("$_get(", Pos)) != std::string::npos;) {
        Text.replace(Pos, 6, "Base::getChecked(emitError, ");
        Pos += 28;
      }
      Subst.pop_back();
      Body = reindent(substitute(Text, Subst), "  ");
    }
    method(Ret, "getChecked", builderParams({{std::string(EmitErrorType), "emitError", ""}}, B),
           true, false, Code ? &Body : nullptr, true);
  }
}

void Builder::verifiers() {
  bool Constrained = D.hasConstrainedParams();
  if (!D.genVerifyDecl() && !Constrained)
    return;

  std::vector<Param> Ps = defParams({{std::string(EmitErrorType), "emitError", ""}});
  std::string Args = "emitError";
  for (const AttrOrTypeParameter &P : D.parameters())
    Args += ", " + P.name();
  if (Constrained) {
    std::string Impl = constraintChecks(D);
    method("::llvm::LogicalResult", "verifyInvariantsImpl", Ps, true, false, &Impl);
  }
  if (D.genVerifyDecl())
    method("::llvm::LogicalResult", "verify", Ps, true, false, nullptr);
  std::string Body;
  if (Constrained)
    Body += "  if (::mlir::failed(verifyInvariantsImpl(" + Args +
            ")))\n    return ::mlir::failure();\n";
  if (D.genVerifyDecl())
    Body += "  if (::mlir::failed(verify(" + Args + ")))\n    return ::mlir::failure();\n";
  Body += "  return ::mlir::success();\n";
  method("::llvm::LogicalResult", "verifyInvariants", Ps, true, false, &Body);
}

void Builder::parserPrinter() {
  std::optional<std::string> Mnemonic = D.mnemonic();
  if (!Mnemonic)
    return;
  Methods += "  static constexpr ::llvm::StringLiteral getMnemonic() {\n    return {\"" +
              *Mnemonic + "\"};\n  }\n\n";
  std::optional<std::string> Format = D.assemblyFormat();
  if (!D.hasCustomAssemblyFormat() && !Format)
    return;
  std::vector<Param> ParseParams{{"::mlir::AsmParser &", "odsParser", ""}};
  if (D.isAttr())
    ParseParams.push_back({"::mlir::Type", "odsType", ""});
  std::string Ret = "::mlir::" + std::string(D.valueType());
  if (!Format) {
    method(Ret, "parse", ParseParams, true, false, nullptr);
    method("void", "print", {{"::mlir::AsmPrinter &", "odsPrinter", ""}}, false, true, nullptr);
    return;
  }
  FormatBodies Bodies = generateFormat(D, *Format, FormatErrorsFatal);
  method(Ret, "parse", ParseParams, true, false, &Bodies.Parser);
  method("void", "print", {{"::mlir::AsmPrinter &", "odsPrinter", ""}}, false, true,
         &Bodies.Printer);
}

void Builder::accessors() {
  if (!D.genAccessors())
    return;
  for (const AttrOrTypeParameter &P : D.parameters()) {
    if (!D.genStorageClass()) {
      method(P.accessorType(), P.accessorName(), {}, false, true, nullptr);
      continue;
    }
    // (The stored value as is: convertFromStorage is for the parser.)
    std::string Body = "  return getImpl()->" + P.name() + ";\n";
    method(P.accessorType(), P.accessorName(), {}, false, true, &Body);
  }
}

void Builder::interfaceMethods() {
  for (const Record *T : D.traits()) {
    if (!T->isSubClassOf("DeclareInterfaceMethods") || !T->isSubClassOf("InterfaceTrait"))
      continue;
    std::vector<std::string> Always = T->getValueAsListOfStrings("alwaysOverriddenMethods");
    std::string Ns = T->getValueAsString("cppNamespace");
    std::string Trait = (Ns.empty() ? "" : Ns + "::") + T->getValueAsString("cppInterfaceName") +
                        "::Trait<" + Cls + ">::";
    for (const Record *M : T->getValueAsListOfDefs("methods")) {
      if (!trimSpace(M->getValueAsString("body")).empty())
        continue;
      std::string Name = M->getValueAsString("name");
      if (!trimSpace(M->getValueAsString("defaultBody")).empty() &&
          std::find(Always.begin(), Always.end(), Name) == Always.end()) {
        Out.Decl += "  using " + Trait + Name + ";\n";
        continue;
      }
      std::vector<Param> Ps;
      const DagInit *Args = M->getValueAsDag("arguments");
      for (unsigned I = 0; I < Args->getNumArgs(); ++I) {
        const Init *A = Args->getArg(I);
        std::string Ty = isa<StringInit>(A) ? std::string(cast<StringInit>(A)->getValue())
                                            : A->getAsUnquotedString();
        Ps.push_back({Ty, std::string(Args->getArgNameStr(I)), ""});
      }
      bool Static = M->isSubClassOf("StaticInterfaceMethod");
      method(M->getValueAsString("returnType"), Name, Ps, Static, !Static, nullptr);
    }
  }
}

/// ", ns::Iface::Trait" for interface I, after those of its base
/// interfaces.
void interfaceTraits(const Record *I, std::string &S) {
  if (I->getValue("baseInterfaces"))
    for (const Record *B : I->getValueAsListOfDefs("baseInterfaces"))
      interfaceTraits(B, S);
  std::string Ns = I->getValueAsString("cppNamespace");
  std::string Name = I->getValueAsString("cppInterfaceName");
  S += ", " + (Ns.empty() ? "" : Ns + "::") + Name + "::Trait";
}

std::string Builder::traitsList() const {
  std::string S;
  for (const Record *T : D.traits()) {
    if (T->isSubClassOf("InterfaceTrait")) {
      interfaceTraits(T, S);
    } else if (T->isSubClassOf("NativeTrait")) {
      std::string Ns = T->getValueAsString("cppNamespace");
      std::string Name = T->getValueAsString("trait");
      S += ", " + (Ns.empty() ? "" : Ns + "::") + Name;
    } else if (T->isSubClassOf("GenInternalTrait")) {
      S += ", " + T->getValueAsString("trait");
    }
  }
  // (Unless the def lists the interface itself.)
  std::string AsmTrait = D.isAttr() ? ", ::mlir::OpAsmAttrInterface::Trait" : ", ::mlir::OpAsmTypeInterface::Trait";
  if (D.genMnemonicAlias() && S.find(AsmTrait) == std::string::npos)
    S += AsmTrait;
  return S;
}

void Builder::storage() {
  const std::string SName = D.storageClassName();
  const std::vector<AttrOrTypeParameter> &Ps = D.parameters();
  std::string &S = Out.Storage;
  S += "struct " + SName + " : public ::mlir::" + std::string(D.valueType()) + "Storage {\n";
  std::string Key = "std::tuple<";
  for (size_t I = 0; I < Ps.size(); ++I)
    Key += (I ? ", " : "") + Ps[I].cppType();
  S += "  using KeyTy = " + Key + ">;\n";
  // Constructor.
  std::vector<Param> CtorPs;
  for (const AttrOrTypeParameter &P : Ps)
    CtorPs.push_back({P.cppType(), P.name(), ""});
  S += "  " + SName + "(" + paramList(CtorPs, false) + ") : ";
  bool FirstInit = true;
  auto init = [&](const std::string &Text) {
    S += (FirstInit ? "" : ", ") + Text;
    FirstInit = false;
  };
  for (const AttrOrTypeParameter &P : Ps)
    init(P.name() + "(std::move(" + P.name() + "))");
  S += " {}\n\n";
  // Key.
  S += "  KeyTy getAsKey() const {\n    return KeyTy(";
  for (size_t I = 0; I < Ps.size(); ++I)
    S += (I ? ", " : "") + Ps[I].name();
  S += ");\n  }\n\n";
  S += "  bool operator==(const KeyTy &tblgenKey) const {\n    return ";
  for (size_t I = 0; I < Ps.size(); ++I) {
    std::string Lhs = Ps[I].name();
    std::string Rhs = "std::get<" + std::to_string(I) + ">(tblgenKey)";
    S += (I ? " && (" : "(") + substitute(Ps[I].comparator(), {{"_lhs", Lhs}, {"_rhs", Rhs}}) +
         ")";
  }
  S += ";\n  }\n\n";
  S += "  static ::llvm::hash_code hashKey(const KeyTy &tblgenKey) {\n"
       "    return ::llvm::hash_combine(";
  for (size_t I = 0; I < Ps.size(); ++I)
    S += (I ? ", std::get<" : "std::get<") + std::to_string(I) + ">(tblgenKey)";
  S += ");\n  }\n\n";
  std::string Sig = "  static " + SName + " *construct(::mlir::" + std::string(D.valueType()) +
                    "StorageAllocator &allocator, KeyTy &&tblgenKey)";
  if (D.hasStorageCustomConstructor()) {
    S += Sig + ";\n";
  } else {
    S += Sig + " {\n";
    for (size_t I = 0; I < Ps.size(); ++I)
      S += "    auto " + Ps[I].name() + " = std::move(std::get<" + std::to_string(I) +
           ">(tblgenKey));\n";
    for (const AttrOrTypeParameter &P : Ps)
      if (std::optional<std::string> Alloc = P.allocator())
        S += indentLines(substitute(*Alloc, {{"_allocator", "allocator"},
                                             {"_dst", P.name()},
                                             {"_self", P.name()}}),
                         "    ");
    S += "    return new (allocator.allocate<" + SName + ">()) " + SName + "(";
    for (size_t I = 0; I < Ps.size(); ++I)
      S += (I ? ", std::move(" : "std::move(") + Ps[I].name() + ")";
    S += ");\n  }\n\n";
  }
  for (const AttrOrTypeParameter &P : Ps) {
    // (APInt's operator== asserts on different widths.)
    if (P.cppType().find("APInt") != std::string::npos && !P.hasCustomComparator())
      PrintFatalError(D.record(),
                      "Using a raw APInt parameter without a custom comparator is not supported "
                      "because an assert in the equality operator is triggered when the two "
                      "APInts have different bit widths. This can lead to unexpected crashes. "
                      "Use an `APIntParameter` or provide a custom comparator.");
    S += "  " + P.cppType() + " " + P.name() + ";\n";
  }
  S += "};\n";
}

DefClass Builder::build() {
  for (const AttrOrTypeParameter &P : D.parameters())
    if (P.name().empty())
      PrintFatalError("all parameters must have a name");
  HasStorage = !D.parameters().empty();
  const std::string V(D.valueType());
  const std::string Short = D.isAttr() ? "Attr" : "Type";
  std::string StorageRef = HasStorage ? D.storageNamespace() + "::" + D.storageClassName()
                                      : "::mlir::" + V + "Storage";
  if (HasStorage && D.genStorageClass()) {
    Out.StorageNs = D.storageNamespace();
    Out.StorageFwd = "struct " + D.storageClassName() + ";\n";
  }
  Out.Decl = "class " + Cls + " : public ::mlir::" + V + "::" + Short + "Base<" + Cls + ", " +
             D.cppBaseClassName() + ", " + StorageRef + traitsList() + "> {\npublic:\n" +
             "  using Base::Base;\n";
  std::string Extra = D.extraClassDeclaration();
  bool MidLine = false;
  if (!trimSpace(Extra).empty()) {
    std::string Text = reindent(Extra, "  ");
    // Text that does not end its line runs on into the next declaration.
    MidLine = !Text.empty() && Text.back() != '\n';
    Out.Decl += Text;
  }
  std::string NameField = D.record()->getValueAsString(D.isAttr() ? "attrName" : "typeName");
  Out.Decl += MidLine ? "" : "  ";
  Out.Decl += "static constexpr ::llvm::StringLiteral name = \"" + NameField + "\";\n";
  Out.Decl += "  static constexpr ::llvm::StringLiteral dialectName = \"" + D.dialectName() +
              "\";\n";
  if (HasStorage) {
    if (D.genVerifyDecl() || D.hasConstrainedParams())
      Out.Decl += "  using Base::getChecked;\n";
    builders();
    verifiers();
  }
  parserPrinter();
  accessors();
  interfaceMethods();
  // The alias from the mnemonic comes after the interfaces' methods.
  if (D.genMnemonicAlias() && D.mnemonic()) {
    std::string Body = "  os << \"" + *D.mnemonic() +
                       "\";\n  return ::mlir::OpAsmAliasResult::OverridableAlias;\n";
    method("::mlir::OpAsmAliasResult", "getAlias", {{"::llvm::raw_ostream &", "os", ""}}, false,
           true, &Body);
  }
  Out.Decl += Methods + "};\n";
  std::string ExtraDef = D.extraClassDefinition();
  if (!trimSpace(ExtraDef).empty())
    Out.Defs = reindent(substitute(ExtraDef, {{"cppClass", Cls}}), "") + Out.Defs;
  if (HasStorage && D.genStorageClass())
    storage();
  return std::move(Out);
}

} // namespace

DefClass buildDefClass(const AttrOrTypeDef &D, bool FormatErrorsFatal) {
  return Builder(D, FormatErrorsFatal).build();
}

} // namespace tblgen::mlirattr
