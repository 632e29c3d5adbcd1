//===- BasicSerialization.cpp - Clang's BasicReader/BasicWriter helpers ---===//
//
// -gen-clang-basic-reader and -gen-clang-basic-writer: from the property
// types of PropertiesBase.td,
//   - a dispatcher specialization per type (the writer's also for the
//     const form of a type written const), then the Array/Optional ones;
//   - the optional (un)packers of the types that say how;
//   - a base class with a method per enum type, subclass type and type
//     split into cases (a switch on the kind, one block per case).
//
//===----------------------------------------------------------------------===//

#include "PropsModel.h"
#include "PropsText.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"

namespace tblgen::clangprops {

namespace {

struct Side {
  bool Writing;
  std::string_view Verb;   ///< read / write
  std::string_view Plural; ///< BasicReaders / BasicWriters
};

void emitDispatcher(OStream &OS, const Side &S, std::string_view Type,
                    std::string_view Method, bool Generic) {
  OS << (Generic ? "template <class T>\n" : "template <>\n");
  if (S.Writing)
    OS << "struct WriteDispatcher<" << Type << "> {\n"
       << "  template <class BasicWriter, class... Args>\n"
       << "  static void write(BasicWriter &W, Args &&... args) {\n"
       << "    return W.write" << Method << "(std::forward<Args>(args)...);\n";
  else
    OS << "struct ReadDispatcher<" << Type << "> {\n"
       << "  template <class BasicReader, class... Args>\n"
       << "  static " << Type << " read(BasicReader &R, Args &&... args) {\n"
       << "    return R.read" << Method << "(std::forward<Args>(args)...);\n";
  OS << "  }\n};\n";
}

void emitPacker(OStream &OS, const Side &S, const Record *T, std::string_view Type) {
  OS << "template <>\n";
  if (S.Writing)
    OS << "struct PackOptionalValue<" << Type << "> {\n  static " << Type
       << " pack(std::optional<" << Type << "> value) {\n    return "
       << T->getValueAsString("PackOptional") << ";\n";
  else
    OS << "struct UnpackOptionalValue<" << Type << "> {\n  static std::optional<" << Type
       << "> unpack(" << Type << " value) {\n    return "
       << T->getValueAsString("UnpackOptional") << ";\n";
  OS << "  }\n};\n";
}

/// The method of a type split into cases.
void emitCasesMethod(OStream &OS, const PropsModel &M, const Side &S, const Record *T) {
  const Record *Kind = M.KindOf.at(T);
  const Record *KindType = Kind->getValueAsDef("KindType");
  std::string KindName = Kind->getValueAsString("KindPropertyName");
  std::string KindCxx = cxxType(KindType, S.Writing);
  std::string TypeCxx = T->getValueAsString("CXXName");
  std::string Scope = KindType->getValueAsString("CXXName");
  size_t Colons = Scope.rfind("::");
  Scope = Colons == std::string::npos ? std::string() : Scope.substr(0, Colons + 2);
  if (S.Writing) {
    OS << "  void write" << T->getName() << "(" << paramType(T, true) << " node) {\n"
       << "    auto &&subW = asImpl().writeObject();\n"
       << "    " << KindCxx << " " << KindName << " = (" << Kind->getValueAsString("Read")
       << ");\n"
       << "    subW.find(\"" << KindName << "\").write" << KindType->getName() << "("
       << KindName << ");\n";
  } else {
    OS << "  " << TypeCxx << " read" << T->getName() << "() {\n"
       << "    auto &ctx = asImpl().getASTContext();\n"
       << "    auto &&subR = asImpl().readObject();\n"
       << "    " << KindCxx << " " << KindName << " = subR.find(\"" << KindName
       << "\").read" << KindType->getName() << "();\n";
  }
  OS << "    switch (" << KindName << ") {\n";
  auto Cases = M.CasesOf.find(T);
  if (Cases != M.CasesOf.end())
    for (const Record *C : Cases->second) {
      OS << "    case " << Scope << C->getValueAsString("Name") << ": {\n";
      const PropertyOwner &O = M.owner(C);
      if (S.Writing) {
        if (O.ReadHelper)
          OS << "    " << O.ReadHelper->getValueAsString("Code") << "\n";
        for (const Record *P : O.Properties)
          writeProperty(OS, P, "subW", "    ");
        OS << "    return;\n";
      } else {
        for (const Record *P : O.Properties)
          readProperty(OS, P, "subR", "    ");
        const Record *Creator =
            checkedCreator(C, C->getValueAsString("Name"), O.Creator, O.Properties);
        OS << "    " << Creator->getValueAsString("Create") << "\n";
      }
      OS << "    }\n\n";
    }
  OS << "    }\n    llvm_unreachable(\"bad " << KindCxx << "\");\n  }\n";
}

void emitBasic(const RecordKeeper &Records, OStream &OS, const Side &S) {
  PropsModel M(Records);
  for (const Record *C : Records.getAllDerivedDefinitionsIfDefined("PropertyTypeCase"))
    if (!M.KindOf.count(C->getValueAsDef("Type")))
      PrintFatalError(C, "no kind rule for \"" +
                             std::string(C->getValueAsDef("Type")->getName()) + "\"");
  emitSourceFileHeader(std::string("Helper classes for ") + std::string(S.Plural), OS, Records);
  std::string_view Dispatcher = S.Writing ? "WriteDispatcher" : "ReadDispatcher";
  OS << "template <class ValueType>\nstruct " << Dispatcher << ";\n";
  for (const Record *T : M.Types) {
    std::string Name = T->getValueAsString("CXXName");
    emitDispatcher(OS, S, Name, T->getName(), false);
    if (S.Writing && T->getValueAsBit("ConstWhenWriting"))
      emitDispatcher(OS, S, "const " + Name, T->getName(), false);
  }
  emitDispatcher(OS, S, "llvm::ArrayRef<T>", "Array", true);
  emitDispatcher(OS, S, "std::optional<T>", "Optional", true);

  std::string_view Packer = S.Writing ? "PackOptionalValue" : "UnpackOptionalValue";
  OS << "\ntemplate <class ValueType>\nstruct " << Packer << ";\n";
  for (const Record *T : M.Types) {
    if (T->getValueAsString(S.Writing ? "PackOptional" : "UnpackOptional").empty())
      continue;
    std::string Name = T->getValueAsString("CXXName");
    emitPacker(OS, S, T, Name);
    if (S.Writing && T->getValueAsBit("ConstWhenWriting"))
      emitPacker(OS, S, T, "const " + Name);
  }

  std::string_view Base = S.Writing ? "BasicWriterBase" : "BasicReaderBase";
  OS << "\ntemplate <class Impl>\nclass " << Base << " {\n  ASTContext &C;\nprotected:\n  "
     << Base << "(ASTContext &ctx) : C(ctx) {}\npublic:\n"
     << "  ASTContext &getASTContext() { return C; }\n"
     << "  Impl &asImpl() { return static_cast<Impl&>(*this); }\n";
  for (const Record *T : M.Types) {
    if (M.KindOf.count(T)) {
      emitCasesMethod(OS, M, S, T);
      continue;
    }
    bool IsEnum = T->isSubClassOf("EnumPropertyType");
    bool IsSub = T->isSubClassOf("SubclassPropertyType");
    if (!IsEnum && !IsSub)
      continue;
    std::string Cxx = cxxType(T, S.Writing);
    if (S.Writing) {
      OS << "  void write" << T->getName() << "(" << paramType(T, true) << " value) {\n";
      if (IsEnum)
        OS << "    asImpl().writeEnum(value);\n";
      else
        OS << "    asImpl().write" << T->getValueAsDef("Base")->getName() << "(value);\n";
    } else {
      OS << "  " << Cxx << " read" << T->getName() << "() {\n";
      if (IsEnum)
        OS << "    return asImpl().template readEnum<" << Cxx << ">();\n";
      else
        OS << "    return cast_or_null<" << T->getValueAsString("SubclassName")
           << ">(asImpl().read" << T->getValueAsDef("Base")->getName() << "());\n";
    }
    OS << "  }\n";
  }
  OS << "};\n\n";
}

void emitBasicReader(const RecordKeeper &Records, OStream &OS) {
  emitBasic(Records, OS, {false, "read", "BasicReaders"});
}
void emitBasicWriter(const RecordKeeper &Records, OStream &OS) {
  emitBasic(Records, OS, {true, "write", "BasicWriters"});
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangBasicReader, TM_Clang, "gen-clang-basic-reader",
                             "Generate Clang BasicReader classes", emitBasicReader, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangBasicWriter, TM_Clang, "gen-clang-basic-writer",
                             "Generate Clang BasicWriter classes", emitBasicWriter, BT_None);

} // namespace tblgen::clangprops
