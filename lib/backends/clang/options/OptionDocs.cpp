//===- OptionDocs.cpp - -gen-opt-docs -------------------------------------===//
//
// The reStructuredText reference of a driver's command line options: the
// introduction, then the options of each option group (groups nested as
// declared, options by name with their aliases and negated forms), each
// option with its spellings, arguments and help text.
//
//===----------------------------------------------------------------------===//

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace tblgen::clangopts {

namespace {

struct DocOption {
  const Record *Opt;
  std::vector<const Record *> Aliases; ///< by name
};

/// The options of one group and its subgroups (those with something
/// documented).
struct DocGroup {
  const Record *Group = nullptr;
  std::vector<DocGroup> Groups;
  std::vector<DocOption> Options;
  bool empty() const { return Groups.empty() && Options.empty(); }
};

/// The record a DefInit field names, or null.
const Record *defField(const Record *R, std::string_view Field) {
  if (const auto *D = dyn_cast<DefInit>(R->getValueInit(Field)))
    return D->getDef();
  return nullptr;
}

/// Whether an option is documented: it and its group carry none of the
/// documentation's IgnoreFlags and one of its VisibilityMask values. The
/// documentation's lists are read once, a group's lists once per group.
class Visibility {
public:
  explicit Visibility(const Record *Info) : Info(Info) {}

  bool operator()(const Record *Opt) {
    if (!ReadIgnored) {
      Ignored = Info->getValueAsListOfStrings("IgnoreFlags");
      ReadIgnored = true;
    }
    if (hasAny(Opt, Ignored, "Flags", GroupFlags))
      return false;
    if (!ReadMasks) {
      Masks = Info->getValueAsListOfStrings("VisibilityMask");
      ReadMasks = true;
    }
    return hasAny(Opt, Masks, "Visibility", GroupVisibility);
  }

private:
  using Lists = std::unordered_map<const Record *, std::vector<const Record *>>;

  static bool holds(const std::vector<const Record *> &Defs, const std::vector<std::string> &Names) {
    for (const Record *F : Defs)
      for (const std::string &N : Names)
        if (F->getName() == N)
          return true;
    return false;
  }

  /// Whether list Field of Opt, or of its group, names one of Names.
  bool hasAny(const Record *Opt, const std::vector<std::string> &Names, std::string_view Field,
              Lists &OfGroup) {
    if (Names.empty())
      return false;
    if (holds(Opt->getValueAsListOfDefs(Field), Names))
      return true;
    const Record *G = defField(Opt, "Group");
    if (!G)
      return false;
    auto [It, New] = OfGroup.try_emplace(G);
    if (New)
      It->second = G->getValueAsListOfDefs(Field);
    return holds(It->second, Names);
  }

  const Record *Info;
  bool ReadIgnored = false, ReadMasks = false;
  std::vector<std::string> Ignored, Masks;
  Lists GroupFlags, GroupVisibility;
};

std::string escapeRST(std::string_view S) {
  std::string Out;
  Out.reserve(S.size() + 8);
  size_t Start = 0; // the text not yet appended begins here
  for (size_t I = 0; I < S.size(); ++I) {
    const char C = S[I];
    if (C == '`' || C == '*' || C == '|' || C == '[' || C == ']' || C == '\\') {
      Out.append(S.data() + Start, I - Start);
      Out += '\\';
      Start = I;
    }
  }
  Out.append(S.data() + Start, S.size() - Start);
  return Out;
}

/// Field Primary as it is, else field Fallback escaped; "" when neither
/// holds a non-empty string.
std::string stringOrEscaped(const Record *R, std::string_view Primary, std::string_view Fallback) {
  for (std::string_view Field : {Primary, Fallback}) {
    const RecordVal *V = R->getValue(Field);
    if (!V)
      continue;
    const auto *S = dyn_cast_or_null<StringInit>(V->getValue());
    if (!S || S->getValue().empty())
      continue;
    return Field == Primary ? std::string(S->getValue()) : escapeRST(S->getValue());
  }
  return "";
}

constexpr unsigned AnyNumber = ~0u;

unsigned argCount(const Record *Opt) {
  const std::string_view K = Opt->getValueAsDef("Kind")->getName();
  if (K == "KIND_JOINED" || K == "KIND_JOINED_OR_SEPARATE" || K == "KIND_SEPARATE")
    return 1;
  if (K == "KIND_REMAINING_ARGS" || K == "KIND_REMAINING_ARGS_JOINED" || K == "KIND_COMMAJOINED")
    return AnyNumber;
  if (K == "KIND_JOINED_AND_SEPARATE")
    return 2;
  if (K == "KIND_MULTIARG")
    return unsigned(Opt->getValueAsInt("NumArgs"));
  return 0;
}

/// The text before the first argument and between arguments.
std::pair<std::string_view, std::string_view> separators(const Record *Opt) {
  const std::string_view K = Opt->getValueAsDef("Kind")->getName();
  if (K == "KIND_JOINED" || K == "KIND_JOINED_OR_SEPARATE" || K == "KIND_JOINED_AND_SEPARATE" ||
      K == "KIND_REMAINING_ARGS_JOINED")
    return {"", " "};
  if (K == "KIND_COMMAJOINED")
    return {"", ","};
  return {" ", " "};
}

void writeWithArgs(OStream &OS, std::string_view Prefix, const Record *Opt,
                   const std::vector<std::string> &Args) {
  OS << Prefix << escapeRST(compat::stringField(Opt, "Name"));
  const auto [First, Next] = separators(Opt);
  std::string_view Sep = First;
  for (const std::string &A : Args) {
    OS << Sep << escapeRST(A);
    Sep = Next;
  }
}

void writeName(OStream &OS, std::string_view Prefix, const Record *Opt) {
  const unsigned N = argCount(Opt);
  const bool HasMeta = !Opt->isValueUnset("MetaVarName");
  std::vector<std::string> Args;
  if (HasMeta)
    Args.push_back(Opt->getValueAsString("MetaVarName"));
  else if (N == 1)
    Args.push_back("<arg>");
  if (!HasMeta || N == AnyNumber) {
    while (Args.size() < N) {
      Args.push_back("<arg" + std::to_string(Args.size() + 1) + ">");
      if (Args.size() == 2 && N == AnyNumber) {
        Args.back() += "...";
        break;
      }
    }
  }
  writeWithArgs(OS, Prefix, Opt, Args);
  const std::vector<std::string> AliasArgs = Opt->getValueAsListOfStrings("AliasArgs");
  if (!AliasArgs.empty()) {
    const Record *Alias = Opt->getValueAsDef("Alias");
    const std::vector<std::string> AliasPrefixes = Alias->getValueAsListOfStrings("Prefixes");
    if (AliasPrefixes.empty()) // clang-tblgen 22 crashes here
      PrintFatalError(Opt, "the alias of option '" + Opt->getValueAsString("Name") +
                               "' has no prefix");
    OS << " (equivalent to ";
    writeWithArgs(OS, AliasPrefixes.front(), Alias, AliasArgs);
    OS << ')';
  }
}

/// Sphinx cannot take options of punctuation alone.
bool sphinxCanShow(const Record *Opt) {
  for (char C : compat::stringField(Opt, "Name"))
    if (std::isalnum(static_cast<unsigned char>(C)))
      return true;
  return false;
}

/// The part of a spelled option Sphinx identifies it by.
std::string sphinxId(const std::string &Spelled) {
  size_t I = 0;
  while (I < Spelled.size() && (std::isalnum(static_cast<unsigned char>(Spelled[I])) || Spelled[I] == '-'))
    ++I;
  return Spelled.substr(0, I);
}

class OptionDocWriter {
public:
  OptionDocWriter(const RecordKeeper &Records, const Record *Info, OStream &OS)
      : Records(Records), Info(Info), Visible(Info), OS(OS),
        Program(lowered(Info->getValueAsString("Program"))) {}

  void run() {
    OS << compat::stringField(Info, "Intro") << "\n.. program:: " << Program << '\n';
    build();
    writeTree(0, document(nullptr));
  }

private:
  const RecordKeeper &Records;
  const Record *Info;
  Visibility Visible;
  OStream &OS;
  std::string Program;
  std::map<const Record *, std::vector<const Record *>> OptionsIn, GroupsIn, AliasesOf;
  std::map<std::string, int> NextSuffix;

  static std::string lowered(std::string S) {
    for (char &C : S)
      if (C >= 'A' && C <= 'Z')
        C = char(C - 'A' + 'a');
    return S;
  }

  static bool flattened(const Record *R) {
    return R->getValue("DocFlatten") && R->getValueAsBit("DocFlatten");
  }

  /// R, or the first group above it that is not flattened into its parent.
  static const Record *unflattened(const Record *R) {
    while (R && flattened(R))
      R = defField(R, "Group");
    return R;
  }

  void build() {
    std::map<std::string, const Record *> ByName;
    for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("Option"))
      ByName[R->getValueAsString("Name")] = R;
    auto named = [&](const std::string &N) -> const Record * {
      auto It = ByName.find(N);
      return It == ByName.end() ? nullptr : It->second;
    };
    for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("OptionGroup")) {
      if (flattened(R))
        continue;
      const Record *Parent = defField(R, "Group");
      GroupsIn[Parent ? unflattened(Parent) : nullptr].push_back(R);
    }
    for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("Option")) {
      if (const Record *A = defField(R, "Alias")) {
        AliasesOf[A].push_back(R);
        continue;
      }
      // no-X and Xno-Y document as aliases of X and XY.
      const std::string Name = R->getValueAsString("Name");
      if (Name.size() >= 4) {
        if (Name.compare(0, 3, "no-") == 0) {
          if (const Record *Pos = named(Name.substr(3))) {
            AliasesOf[Pos].push_back(R);
            continue;
          }
        }
        if (Name.compare(1, 3, "no-") == 0) {
          if (const Record *Pos = named(Name.substr(0, 1) + Name.substr(4))) {
            AliasesOf[Pos].push_back(R);
            continue;
          }
        }
      }
      const Record *G = defField(R, "Group");
      OptionsIn[G ? unflattened(G) : nullptr].push_back(R);
    }
  }

  /// Sorts V by field Name as libstdc++'s std::sort orders it, each name
  /// read once.
  static void sortByName(std::vector<const Record *> &V) {
    if (V.size() < 2)
      return;
    std::vector<std::pair<std::string_view, const Record *>> Keyed;
    Keyed.reserve(V.size());
    for (const Record *R : V)
      Keyed.emplace_back(compat::stringField(R, "Name"), R);
    compat::libstdcxxSort(Keyed, [](const auto &A, const auto &B) { return A.first < B.first; });
    for (size_t I = 0; I < V.size(); ++I)
      V[I] = Keyed[I].second;
  }

  DocGroup document(const Record *G) {
    DocGroup D;
    D.Group = G;
    std::vector<const Record *> &Groups = GroupsIn[G];
    compat::libstdcxxSort(Groups, [](const Record *A, const Record *B) {
      return A->getLoc().front().Raw < B->getLoc().front().Raw;
    });
    for (const Record *Sub : Groups) {
      DocGroup S = document(Sub);
      if (!S.empty())
        D.Groups.push_back(std::move(S));
    }
    std::vector<const Record *> &Options = OptionsIn[G];
    sortByName(Options);
    for (const Record *O : Options) {
      if (!Visible(O))
        continue;
      std::vector<const Record *> Aliases = std::move(AliasesOf[O]);
      sortByName(Aliases);
      D.Options.push_back({O, std::move(Aliases)});
    }
    return D;
  }

  /// Calls F on the option and each of its aliases that is shown.
  template <typename Fn> void forEachName(const DocOption &O, Fn F) {
    F(O.Opt);
    for (const Record *A : O.Aliases)
      if (Visible(A) && sphinxCanShow(O.Opt))
        F(A);
  }

  void writeOption(const DocOption &O) {
    const std::string_view Kind = O.Opt->getValueAsDef("Kind")->getName();
    if (Kind == "KIND_UNKNOWN" || Kind == "KIND_INPUT" || !sphinxCanShow(O.Opt))
      return;
    // Options Sphinx would take for one get programs of their own.
    std::vector<std::string> Ids;
    forEachName(O, [&](const Record *R) {
      for (const std::string &P : R->getValueAsListOfStrings("Prefixes"))
        Ids.push_back(sphinxId(P + std::string(compat::stringField(R, "Name"))));
    });
    const std::string *Busiest = &Ids.front();
    for (const std::string &Id : Ids)
      if (NextSuffix[Id] > NextSuffix[*Busiest])
        Busiest = &Id;
    const int Suffix = NextSuffix[*Busiest];
    for (const std::string &Id : Ids)
      NextSuffix[Id] = Suffix + 1;
    if (Suffix)
      OS << ".. program:: " << Program << Suffix << '\n';
    OS << ".. option:: ";
    bool Any = false;
    forEachName(O, [&](const Record *R) {
      for (const std::string &P : R->getValueAsListOfStrings("Prefixes")) {
        if (Any)
          OS << ", ";
        writeName(OS, P, R);
        Any = true;
      }
    });
    if (Suffix)
      OS << "\n.. program:: " << Program;
    OS << "\n\n";

    const Record *R = O.Opt;
    std::string Text;
    const std::vector<std::string> Masks = Info->getValueAsListOfStrings("VisibilityMask");
    // A help text for the documented program's visibility comes first.
    for (const Record *VH : R->getValueAsListOfDefs("HelpTextsForVariants")) {
      const std::vector<const Record *> Vis = VH->getValueAsListOfDefs("Visibilities");
      for (const std::string &M : Masks)
        if (std::any_of(Vis.begin(), Vis.end(), [&](const Record *V) { return V->getName() == M; })) {
          Text = escapeRST(VH->getValueAsString("Text"));
          break;
        }
      if (!Text.empty())
        break;
    }
    if (Text.empty())
      Text = stringOrEscaped(R, "DocBrief", "HelpText");
    if (!isa<UnsetInit>(R->getValueInit("Values"))) {
      if (!Text.empty() && Text.back() != '.')
        Text += '.';
      const std::string Meta = isa<UnsetInit>(R->getValueInit("MetaVarName"))
                                   ? std::string("<arg>")
                                   : R->getValueAsString("MetaVarName");
      std::vector<std::string_view> Values;
      const std::string All = R->getValueAsString("Values");
      std::string_view Rest = All;
      while (!Rest.empty()) {
        const size_t Comma = Rest.find(',');
        if (Comma != 0)
          Values.push_back(Rest.substr(0, Comma));
        if (Comma == std::string_view::npos)
          break;
        Rest.remove_prefix(Comma + 1);
      }
      if (Values.empty()) // clang-tblgen 22 crashes here
        PrintFatalError(R, "option '" + R->getValueAsString("Name") + "' lists no Values");
      Text += " " + Meta + " must be '";
      for (size_t I = 0; I + 1 < Values.size(); ++I)
        Text += std::string(Values[I]) + (I + 2 < Values.size() ? "', '" : "' or '");
      Text += std::string(Values.empty() ? std::string_view() : Values.back()) + "'.";
    }
    if (!Text.empty())
      OS << Text << "\n\n";
  }

  void writeTree(int Depth, const DocGroup &D) {
    for (const DocOption &O : D.Options)
      writeOption(O);
    for (const DocGroup &G : D.Groups) {
      // Nine heading levels: the ninth is underlined with NUL bytes (as
      // clang-tblgen's table of marks ends); deeper ones it reads past the
      // table, and tblgen refuses them.
      constexpr std::string_view Marks{"=~-_'+<>", 9};
      if (size_t(Depth) >= Marks.size())
        PrintFatalError(G.Group, "groups nested too deeply");
      const std::string Heading = stringOrEscaped(G.Group, "DocName", "Name");
      OS << Heading << '\n' << std::string(Heading.size(), Marks[size_t(Depth)]) << '\n';
      const std::string Brief = stringOrEscaped(G.Group, "DocBrief", "HelpText");
      if (!Brief.empty())
        OS << Brief << "\n\n";
      writeTree(Depth + 1, G);
    }
  }
};

void emitOptionDocs(const RecordKeeper &Records, OStream &OS) {
  const Record *Info = Records.getDef("GlobalDocumentation");
  if (!Info)
    PrintFatalError("The GlobalDocumentation top-level definition is missing, no documentation "
                    "will be generated.");
  OptionDocWriter(Records, Info, OS).run();
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangOptDocs, TM_Clang, "gen-opt-docs",
                             "Generate option documentation", emitOptionDocs, BT_None);

} // namespace tblgen::clangopts
