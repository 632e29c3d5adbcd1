//===- BuiltinsTable.cpp - -gen-clang-builtins ----------------------------===//
//
// Clang's builtin functions (Builtins*.td): one entry per spelling of each
// Builtin (per affix of a Template one), the atomic builtins first and those
// that need a name prefix last; a LibBuiltin that asks for it also gets a
// "__builtin_" alias just before it. Written as
//   - the enumerators,
//   - one string table of the names, type strings, attribute strings and
//     target features,
//   - the Builtin::Info rows, the prefixed ones apart,
//   - an ATOMIC_BUILTIN x-macro list of the atomic builtins.
//
//===----------------------------------------------------------------------===//

#include "Prototype.h"

#include "../../common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::clangbuiltins {

namespace {

/// How an entry is declared; the order is the order of precedence when a
/// builtin derives from several of the classes.
enum class Flavor { Atomic, Lang, TargetLib, Target, Lib, Plain };

Flavor flavorOf(const Record *R) {
  if (R->isSubClassOf("AtomicBuiltin"))
    return Flavor::Atomic;
  if (R->isSubClassOf("LangBuiltin"))
    return Flavor::Lang;
  if (R->isSubClassOf("TargetLibBuiltin"))
    return Flavor::TargetLib;
  if (R->isSubClassOf("TargetBuiltin"))
    return Flavor::Target;
  if (R->isSubClassOf("LibBuiltin"))
    return Flavor::Lib;
  return Flavor::Plain;
}

struct Entry {
  const Record *Rec;
  Flavor Kind;
  std::string Name, Type, Attrs;
};

/// The attribute string: library and namespace marks, then each
/// attribute's mangling with its index or indices.
std::string attributeString(const Record *R, Flavor Kind) {
  std::string S;
  if (R->isSubClassOf("LibBuiltin")) {
    if (Kind == Flavor::Lib)
      S += 'f';
    else
      S += R->getValueAsBit("OnlyBuiltinPrefixedAliasIsConstexpr") ? "FE" : "F";
  }
  if (auto NS = R->getValueAsOptionalString("Namespace")) {
    if (*NS != "std")
      PrintFatalError(R->getValue("Namespace"), "Unknown namespace: ");
    S += 'z';
  }
  for (const Record *A : R->getValueAsListOfDefs("Attributes")) {
    S += A->getValueAsString("Mangling");
    if (A->isSubClassOf("IndexedAttribute")) {
      S += ':' + std::to_string(A->getValueAsInt("Index")) + ':';
    } else if (A->isSubClassOf("MultiIndexAttribute")) {
      S += '<';
      bool First = true;
      for (int64_t I : A->getValueAsListOfInts("Indices")) {
        S += (First ? "" : ",") + std::to_string(I);
        First = false;
      }
      S += '>';
    }
  }
  return S;
}

/// The HeaderDesc enumerator of a library builtin's header.
std::string headerEnumerator(const Record *R) {
  std::string Out;
  for (char C : R->getValueAsString("Header")) {
    if (C >= 'a' && C <= 'z')
      Out += char(C - 'a' + 'A');
    else if (C == '.' || C == '_' || C == '/' || C == '-')
      Out += '_';
    else
      PrintFatalError(R, "Unexpected header name");
  }
  return Out;
}

/// Appends the entries of one Builtin record.
void addEntries(const Record *R, std::vector<Entry> &Out) {
  std::vector<std::string> Substs{""}, Affixes{""};
  bool AffixFirst = false;
  if (R->isSubClassOf("Template")) {
    Substs = R->getValueAsListOfStrings("Substitutions");
    Affixes = R->getValueAsListOfStrings("Affixes");
    AffixFirst = R->getValueAsBit("AsPrefix");
    if (Substs.size() != Affixes.size())
      PrintFatalError(R, "Substitutions and affixes don't have the same lengths");
  }
  Flavor Kind = flavorOf(R);
  auto add = [&](std::string Name, Flavor K, std::string_view Subst) {
    std::string Type = encodePrototype(R, Subst);
    Out.push_back({R, K, std::move(Name), std::move(Type), attributeString(R, K)});
  };
  for (size_t I = 0; I < Substs.size(); ++I)
    for (const std::string &Spelling : R->getValueAsListOfStrings("Spellings")) {
      std::string Name = AffixFirst ? Affixes[I] + Spelling : Spelling + Affixes[I];
      if (Kind == Flavor::Lib && R->getValueAsBit("AddBuiltinPrefixedAlias"))
        add("__builtin_" + Name, Flavor::Plain, Substs[I]);
      add(std::move(Name), Kind, Substs[I]);
    }
}

void writeInfo(OStream &OS, const Entry &E, const tables::StringOffsetTable &Strings) {
  auto ref = [&](std::string_view S) { OS << Strings.get(S) << " /* " << S << " */"; };
  OS << "    Builtin::Info{Builtin::Info::StrOffsets{";
  ref(E.Name);
  OS << ", ";
  ref(E.Type);
  OS << ", ";
  ref(E.Attrs);
  OS << ", ";
  if (E.Kind == Flavor::Target)
    ref(E.Rec->getValueAsString("Features"));
  else
    OS << "0";
  OS << "}, ";
  bool Library = E.Kind == Flavor::Lib || E.Kind == Flavor::TargetLib;
  OS << "HeaderDesc::" << (Library ? headerEnumerator(E.Rec) : std::string("NO_HEADER"))
     << ", ";
  if (Library || E.Kind == Flavor::Lang)
    OS << E.Rec->getValueAsString("Languages");
  else
    OS << "ALL_LANGUAGES";
  OS << "},\n";
}

void emitBuiltins(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("List of builtins that Clang recognizes", OS);
  std::vector<Entry> Entries;
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("AtomicBuiltin"))
    addEntries(R, Entries);
  size_t AtomicEnd = Entries.size();
  const auto &All = Records.getAllDerivedDefinitions("Builtin");
  for (const Record *R : All)
    if (!R->isSubClassOf("AtomicBuiltin") && !R->getValueAsOptionalDef("RequiredNamePrefix"))
      addEntries(R, Entries);
  size_t PrefixedBegin = Entries.size();
  for (const Record *R : All)
    if (R->getValueAsOptionalDef("RequiredNamePrefix"))
      addEntries(R, Entries);

  tables::StringOffsetTable Strings;
  for (const Entry &E : Entries) {
    Strings.add(E.Name);
    Strings.add(E.Type);
    Strings.add(E.Attrs);
    if (E.Kind == Flavor::Target)
      Strings.add(E.Rec->getValueAsString("Features"));
  }

  OS << "\n#ifdef GET_BUILTIN_ENUMERATORS\n";
  for (const Entry &E : Entries) {
    OS << "    BI";
    if (const Record *P = E.Rec->getValueAsOptionalDef("RequiredNamePrefix"))
      OS << P->getValueAsString("Spelling");
    OS << E.Name << ",\n";
  }
  OS << "\n#endif // GET_BUILTIN_ENUMERATORS\n";

  OS << "\n#ifdef GET_BUILTIN_STR_TABLE\n";
  Strings.emitStringTableDef(OS, "BuiltinStrings");
  OS << "\n#endif // GET_BUILTIN_STR_TABLE\n";

  OS << "\n#ifdef GET_BUILTIN_INFOS\n";
  for (size_t I = 0; I < PrefixedBegin; ++I)
    writeInfo(OS, Entries[I], Strings);
  OS << "\n#endif // GET_BUILTIN_INFOS\n";

  OS << "\n#ifdef GET_BUILTIN_PREFIXED_INFOS\n";
  for (size_t I = PrefixedBegin; I < Entries.size(); ++I)
    writeInfo(OS, Entries[I], Strings);
  OS << "\n#endif // GET_BUILTIN_PREFIXED_INFOS\n";

  OS << "\n#ifdef ATOMIC_BUILTIN\n";
  for (size_t I = 0; I < AtomicEnd; ++I) {
    const Entry &E = Entries[I];
    if (E.Rec->getValueAsBit("RequiresUndef"))
      OS << "#undef " << E.Name << "\n";
    OS << "ATOMIC_BUILTIN(" << E.Name << ", \"" << E.Type << "\", \"" << E.Attrs << "\")\n";
  }
  OS << "\n#endif // ATOMIC_BUILTIN\n#undef ATOMIC_BUILTIN\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangBuiltins, TM_Clang, "gen-clang-builtins",
                             "Generate clang builtins list", emitBuiltins, BT_None);

} // namespace tblgen::clangbuiltins
