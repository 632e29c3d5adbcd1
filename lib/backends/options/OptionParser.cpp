//===- OptionParser.cpp - -gen-opt-parser-defs -----------------------------===//
//
// Emits the tables llvm::opt::OptTable is built from, for a .td file that
// includes llvm/Option/OptParser.td:
//
//   OPTTABLE_STR_TABLE_CODE             prefixes, group names and prefixed
//                                       option names in one llvm::StringTable
//   OPTTABLE_PREFIXES_TABLE_CODE        each distinct prefix list: its size,
//                                       then the offsets of its prefixes
//   OPTTABLE_SUBCOMMAND_IDS_TABLE_CODE  each distinct subcommand list: its
//                                       size, then subcommand indices
//   OPTTABLE_PREFIXES_UNION_CODE        every prefix once
//   OPTTABLE_VALUES_CODE                the ValuesCode snippets
//   OPTION                              one OPTION(...) row per group, then
//                                       per option in OptTable order
//   <MacroPrefix>OPTION_WITH_MARSHALLING
//                                       the rows of options with a KeyPath,
//                                       in definition order, with their
//                                       marshalling fields
//   SIMPLE_ENUM_VALUE_TABLE             value tables of enum-valued options
//   OPTTABLE_SUBCOMMANDS_CODE           the SubCommand defs
//
//===----------------------------------------------------------------------===//
#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"
#include "OptionOrder.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <optional>

namespace tblgen {
namespace {

using tables::StringOffsetTable;
using tables::writeEscaped;
using options::stringList;

/// The string value of field F of R, or nothing when it is unset.
std::optional<std::string_view> optionalString(const Record *R, std::string_view F) {
  if (const RecordVal *V = R->getValue(F)) {
    if (const auto *S = dyn_cast_or_null<StringInit>(V->getValue()))
      return S->getValue();
    if (isa_and_nonnull<UnsetInit>(V->getValue()))
      return std::nullopt;
  }
  (void)R->getValueAsOptionalString(F); // reports the error
  return std::nullopt;
}

std::string_view stringField(const Record *R, std::string_view F) {
  if (std::optional<std::string_view> S = optionalString(R, F))
    return *S;
  (void)R->getValueAsString(F); // reports the error
  return {};
}

bool isUnset(const Record *R, std::string_view F) { return isa<UnsetInit>(R->getValueInit(F)); }

/// The identifier of an option or group: EnumName when set, else its name.
std::string_view enumName(const Record *R) {
  if (isUnset(R, "EnumName"))
    return R->getName();
  return stringField(R, "EnumName");
}

/// The def a field refers to, or null when it holds no def.
const Record *defField(const Record *R, std::string_view F) {
  if (const auto *D = dyn_cast<DefInit>(R->getValueInit(F)))
    return D->getDef();
  return nullptr;
}

void writeCString(OStream &OS, std::string_view S) {
  OS << '"';
  writeEscaped(OS, S);
  OS << '"';
}

/// "A | B | C" of the defs in list field F of R and of its group, or "0".
void writeDefNames(OStream &OS, const Record *R, const Record *Group, std::string_view F) {
  bool Any = false;
  auto WriteList = [&](const Record *From) {
    for (const Init *I : From->getValueAsListInit(F)->getValues()) {
      OS << (Any ? " | " : "") << cast<DefInit>(I)->getDef()->getName();
      Any = true;
    }
  };
  WriteList(R);
  if (Group)
    WriteList(Group);
  if (!Any)
    OS << '0';
}

/// The names of the subcommands an option belongs to.
using SubCommandKey = std::vector<std::string_view>;
SubCommandKey subCommandKey(const Record *R) {
  SubCommandKey Key;
  for (const Record *S : R->getValueAsListOfDefs("SubCommands"))
    Key.push_back(S->getName());
  return Key;
}

/// The "(std::array<...>{{ ... }})" argument of the help texts an option
/// has for particular visibilities.
void writeHelpTextVariants(OStream &OS, const Record *R) {
  OS << ", (std::array<std::pair<std::array<unsigned, 2>, const char*>, 1>{{ ";
  std::vector<const Record *> Variants;
  if (R)
    Variants = R->getValueAsListOfDefs("HelpTextsForVariants");
  if (Variants.empty())
    OS << "{std::array<unsigned, 2>{{0, 0}}, nullptr}";
  for (size_t I = 0; I != Variants.size(); ++I) {
    if (I)
      OS << ", ";
    OS << "{std::array<unsigned, 2>{{";
    const ListInit *Vis = Variants[I]->getValueAsListInit("Visibilities");
    for (size_t J = 0; J != Vis->size(); ++J)
      OS << (J ? ", " : "") << Vis->getElement(unsigned(J))->getAsUnquotedString();
    OS << "}}, ";
    std::string_view Text = stringField(Variants[I], "Text");
    if (Text.empty())
      OS << "nullptr";
    else
      writeCString(OS, Text);
    OS << '}';
  }
  OS << " }})";
}

/// A help text argument: on a line of its own when set.
void writeHelpText(OStream &OS, const Record *R) {
  if (isUnset(R, "HelpText")) {
    OS << ", nullptr";
    return;
  }
  OS << ",\n       ";
  writeCString(OS, stringField(R, "HelpText"));
}

class OptionParserEmitter {
public:
  OptionParserEmitter(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}
  void run();

private:
  void collect();
  void emitStringTable();
  void emitPrefixes();
  void emitSubCommandIDs();
  void emitPrefixUnion();
  void emitValuesCode();
  void emitGroups();
  void emitOptionFields(const Record *R);
  void emitSubCommandOffset(const Record *R);
  void emitMarshalling();
  void emitSubCommands();

  unsigned offsetOf(std::string_view S) const { return unsigned(Table.find(S)); }
  void writeStrOffset(std::string_view S) {
    OS << offsetOf(S) << " /* ";
    writeEscaped(OS, S);
    OS << " */";
  }

  const RecordKeeper &Records;
  OStream &OS;
  std::vector<const Record *> Groups, Opts, SubCommands;
  /// Distinct prefix lists (the empty one first) and their table offsets.
  std::map<std::vector<std::string_view>, unsigned> Prefixes;
  std::vector<std::string_view> PrefixUnion;
  std::map<SubCommandKey, unsigned> SubCommandIDs;
  StringOffsetTable Table;
  std::vector<std::string> ValueTableNames;
};

void OptionParserEmitter::collect() {
  Groups = Records.getAllDerivedDefinitions("OptionGroup");
  Opts = options::sortOptions(Records.getAllDerivedDefinitions("Option"));
  SubCommands = Records.getAllDerivedDefinitions("SubCommand");

  Prefixes.emplace(std::vector<std::string_view>(), 0);
  for (const Record *R : Opts)
    Prefixes.emplace(stringList(R, "Prefixes"), 0);
  SubCommandIDs.emplace(SubCommandKey(), 0);
  for (const Record *R : Opts)
    SubCommandIDs.emplace(subCommandKey(R), 0);

  for (const auto &[List, Offset] : Prefixes)
    PrefixUnion.insert(PrefixUnion.end(), List.begin(), List.end());
  std::sort(PrefixUnion.begin(), PrefixUnion.end());
  PrefixUnion.erase(std::unique(PrefixUnion.begin(), PrefixUnion.end()), PrefixUnion.end());

  for (std::string_view P : PrefixUnion)
    Table.add(P);
  for (const Record *R : Groups)
    Table.add(stringField(R, "Name"));
  std::string Name;
  for (const Record *R : Opts) {
    std::vector<std::string_view> Pre = stringList(R, "Prefixes");
    Name.assign(Pre.empty() ? std::string_view() : Pre.front());
    Name += stringField(R, "Name");
    Table.add(Name);
  }
}

void OptionParserEmitter::emitStringTable() {
  OS << "/////////\n// String table\n\n#ifdef OPTTABLE_STR_TABLE_CODE\n";
  Table.emitStringTableDef(OS, "OptionStrTable");
  OS << "#endif // OPTTABLE_STR_TABLE_CODE\n\n";
}

void OptionParserEmitter::emitPrefixes() {
  OS << "/////////\n// Prefixes\n\n#ifdef OPTTABLE_PREFIXES_TABLE_CODE\n"
        "static constexpr llvm::StringTable::Offset OptionPrefixesTable[] = {\n";
  unsigned Index = 0;
  bool First = true;
  for (auto &[List, Offset] : Prefixes) {
    OS << (First ? "" : ",\n") << "  " << List.size() << " /* prefixes */";
    First = false;
    Offset = Index;
    for (std::string_view P : List)
      OS << ", " << offsetOf(P) << " /* '" << P << "' */";
    Index += unsigned(List.size()) + 1;
  }
  OS << "\n};\n#endif // OPTTABLE_PREFIXES_TABLE_CODE\n\n";
}

void OptionParserEmitter::emitSubCommandIDs() {
  OS << "/////////// SubCommand IDs\n\n#ifdef OPTTABLE_SUBCOMMAND_IDS_TABLE_CODE\n"
        "static constexpr unsigned OptionSubCommandIDsTable[] = {\n";
  unsigned Index = 0;
  bool First = true;
  for (auto &[Key, Offset] : SubCommandIDs) {
    OS << (First ? "" : ",\n") << "  " << Key.size() << " /* subcommands */";
    First = false;
    Offset = Index;
    for (std::string_view Name : Key) {
      size_t Pos = 0;
      while (Pos != SubCommands.size() && SubCommands[Pos]->getName() != Name)
        ++Pos;
      OS << ", " << Pos << " /* '" << Name << "' */";
    }
    Index += unsigned(Key.size()) + 1;
  }
  OS << "\n};\n#endif // OPTTABLE_SUBCOMMAND_IDS_TABLE_CODE\n\n";
}

void OptionParserEmitter::emitPrefixUnion() {
  OS << "/////////\n// Prefix Union\n\n#ifdef OPTTABLE_PREFIXES_UNION_CODE\n"
        "static constexpr llvm::StringTable::Offset OptionPrefixesUnion[] = {\n";
  for (size_t I = 0; I != PrefixUnion.size(); ++I)
    OS << (I ? ", " : "") << "  " << offsetOf(PrefixUnion[I]) << " /* '" << PrefixUnion[I] << "' */";
  OS << "\n};\n#endif // OPTTABLE_PREFIXES_UNION_CODE\n\n";
}

void OptionParserEmitter::emitValuesCode() {
  OS << "/////////\n// ValuesCode\n\n#ifdef OPTTABLE_VALUES_CODE\n";
  for (const Record *R : Opts) {
    if (isUnset(R, "ValuesCode"))
      continue;
    OS << "#define VALUES_CODE " << enumName(R) << "_Values\n"
       << stringField(R, "ValuesCode") << "\n#undef VALUES_CODE\n";
  }
  OS << "#endif\n";
}

void OptionParserEmitter::emitSubCommandOffset(const Record *R) {
  if (!R->getValue("SubCommands")) {
    OS << " 0";
    return;
  }
  OS << SubCommandIDs[subCommandKey(R)];
}

void OptionParserEmitter::emitGroups() {
  OS << "/////////\n// Groups\n\n#ifdef OPTION\n";
  for (const Record *R : Groups) {
    OS << "OPTION(0 /* no prefixes */, ";
    writeStrOffset(stringField(R, "Name"));
    OS << ", " << enumName(R) << ", Group, ";
    if (const Record *Parent = defField(R, "Group"))
      OS << enumName(Parent);
    else
      OS << "INVALID";
    OS << ", INVALID, nullptr, 0, 0, 0";
    writeHelpText(OS, R);
    writeHelpTextVariants(OS, nullptr);
    OS << ", nullptr, nullptr, ";
    emitSubCommandOffset(R);
    OS << ")\n";
  }
  OS << "\n//////////\n// Options\n\n";
}

void OptionParserEmitter::emitOptionFields(const Record *R) {
  std::vector<std::string_view> Pre = stringList(R, "Prefixes");
  OS << Prefixes[Pre] << ", ";
  std::string Name(Pre.empty() ? std::string_view() : Pre.front());
  Name += stringField(R, "Name");
  writeStrOffset(Name);
  OS << ", " << enumName(R) << ", " << stringField(R->getValueAsDef("Kind"), "Name") << ", ";
  const Record *Group = defField(R, "Group");
  if (Group)
    OS << enumName(Group);
  else
    OS << "INVALID";
  OS << ", ";
  if (const Record *Alias = defField(R, "Alias"))
    OS << enumName(Alias);
  else
    OS << "INVALID";
  OS << ", ";
  std::vector<std::string_view> AliasArgs = stringList(R, "AliasArgs");
  if (AliasArgs.empty()) {
    OS << "nullptr";
  } else {
    OS << '"';
    for (std::string_view A : AliasArgs)
      OS << A << "\\0";
    OS << '"';
  }
  OS << ", ";
  writeDefNames(OS, R, Group, "Flags");
  OS << ", ";
  writeDefNames(OS, R, Group, "Visibility");
  OS << ", " << R->getValueAsInt("NumArgs");
  writeHelpText(OS, R);
  writeHelpTextVariants(OS, R);
  OS << ", ";
  if (std::optional<std::string_view> Meta = optionalString(R, "MetaVarName"))
    writeCString(OS, *Meta);
  else
    OS << "nullptr";
  OS << ", ";
  if (std::optional<std::string_view> Values = optionalString(R, "Values"))
    writeCString(OS, *Values);
  else if (!isUnset(R, "ValuesCode"))
    OS << enumName(R) << "_Values";
  else
    OS << "nullptr";
  OS << ", ";
  emitSubCommandOffset(R);
}

void OptionParserEmitter::emitMarshalling() {
  std::vector<const Record *> Marshalled;
  for (const Record *R : Opts)
    if (!isUnset(R, "KeyPath") && !stringField(R, "KeyPath").empty())
      Marshalled.push_back(R);
  std::sort(Marshalled.begin(), Marshalled.end(), LessRecordByID());

  // The value tables come after all rows; collect them on the side.
  OStream Tables;
  unsigned NextTable = 0;
  for (const Record *R : Marshalled) {
    bool AlwaysEmit = R->getValueAsBit("ShouldAlwaysEmit");
    std::string Macro(stringField(R, "MacroPrefix"));
    Macro += "OPTION_WITH_MARSHALLING";
    std::string_view KeyPath = stringField(R, "KeyPath");
    std::string_view Default = stringField(R, "DefaultValue");
    std::string_view Scope = stringField(R, "NormalizedValuesScope");
    std::string_view ImpliedCheck = stringField(R, "ImpliedCheck");
    std::string_view Implied = optionalString(R, "ImpliedValue").value_or(Default);
    std::string_view ShouldParse = stringField(R, "ShouldParse");
    std::string_view Normalizer = stringField(R, "Normalizer");
    std::string_view Denormalizer = stringField(R, "Denormalizer");
    std::string_view Merger = stringField(R, "ValueMerger");
    std::string_view Extractor = stringField(R, "ValueExtractor");
    auto Scoped = [&](std::string_view V) {
      if (!Scope.empty())
        OS << Scope << "::";
      OS << V;
    };

    int TableIndex = -1;
    if (!isUnset(R, "NormalizedValues")) {
      TableIndex = int(NextTable++);
      std::vector<std::string_view> Normalized = stringList(R, "NormalizedValues");
      std::vector<std::string_view> Values;
      std::string_view Rest = stringField(R, "Values");
      for (size_t Comma; (Comma = Rest.find(',')) != std::string_view::npos; Rest.remove_prefix(Comma + 1))
        if (Comma)
          Values.push_back(Rest.substr(0, Comma));
      if (!Rest.empty())
        Values.push_back(Rest);
      std::string TableName(enumName(R));
      TableName += "ValueTable";
      Tables << "static const SimpleEnumValue " << TableName << "[] = {\n";
      for (size_t I = 0; I != Values.size(); ++I) {
        Tables << '{';
        writeCString(Tables, Values[I]);
        Tables << ",static_cast<unsigned>(";
        if (!Scope.empty())
          Tables << Scope << "::";
        Tables << (I < Normalized.size() ? Normalized[I] : std::string_view()) << ")},";
      }
      Tables << "};\n";
      ValueTableNames.push_back(std::move(TableName));
    }

    OS << "#ifdef " << Macro << '\n' << Macro << '(';
    emitOptionFields(R);
    OS << ", " << ShouldParse << ", " << (AlwaysEmit ? '1' : '0') << ", " << KeyPath << ", ";
    Scoped(Default);
    OS << ", " << ImpliedCheck << ", ";
    Scoped(Implied);
    OS << ", " << Normalizer << ", " << Denormalizer << ", " << Merger << ", " << Extractor << ", "
       << TableIndex << ")\n#endif // " << Macro << '\n';
  }

  OS << "\n#ifdef SIMPLE_ENUM_VALUE_TABLE\n"
        "\nstruct SimpleEnumValue {\n"
        "  const char *Name;\n"
        "  unsigned Value;\n"
        "};\n\n"
        "struct SimpleEnumValueTable {\n"
        "  const SimpleEnumValue *Table;\n"
        "  unsigned Size;\n"
        "};\n"
     << Tables.str() << "static const SimpleEnumValueTable SimpleEnumValueTables[] = {";
  for (const std::string &Name : ValueTableNames)
    OS << '{' << Name << ", std::size(" << Name << ")},\n";
  OS << "};\n"
        "static const unsigned SimpleEnumValueTablesSize = std::size(SimpleEnumValueTables);\n"
        "#endif // SIMPLE_ENUM_VALUE_TABLE\n\n";
}

void OptionParserEmitter::emitSubCommands() {
  OS << "/////////\n\n// SubCommands\n\n#ifdef OPTTABLE_SUBCOMMANDS_CODE\n"
        "static constexpr llvm::opt::OptTable::SubCommand OptionSubCommands[] = {\n";
  for (const Record *S : SubCommands)
    OS << "  { \"" << stringField(S, "Name") << "\", \"" << stringField(S, "HelpText") << "\", \""
       << stringField(S, "Usage") << "\" },\n";
  OS << "};\n#endif // OPTTABLE_SUBCOMMANDS_CODE\n\n\n";
}

void OptionParserEmitter::run() {
  collect();
  emitSourceFileHeader("Option Parsing Definitions", OS);
  emitStringTable();
  emitPrefixes();
  emitSubCommandIDs();
  emitPrefixUnion();
  emitValuesCode();
  emitGroups();
  for (const Record *R : Opts) {
    OS << "OPTION(";
    emitOptionFields(R);
    OS << ")\n";
  }
  OS << "#endif // OPTION\n";
  emitMarshalling();
  emitSubCommands();
}

void emitOptionParser(const RecordKeeper &Records, OStream &OS) {
  OptionParserEmitter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(OptionParserDefs, "gen-opt-parser-defs", "Generate option definitions",
                        emitOptionParser);

} // namespace tblgen
