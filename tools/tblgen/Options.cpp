//===- Options.cpp - The driver's command line ----------------------------===//
//
// Parsing the command line of the program the driver acts as (llvm-tblgen's,
// clang-tblgen's or mlir-tblgen's, ToolProfile.h) into DriverOptions, --help, --version.
// Messages follow llvm::cl's wording, so scripts that match them keep working.
//
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "CommandLineSplit.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdio>

#ifndef TBLGEN_VERSION
#define TBLGEN_VERSION "0.1.0"
#endif

namespace tblgen::driver {

namespace {

//===----------------------------------------------------------------------===//
// Options of llvm-tblgen that change nothing here (LLVMOptions.def)
//===----------------------------------------------------------------------===//

struct AcceptedOption {
  std::string_view Name, Backend, ValueName;
  bool IsFlag;
  std::string_view Description;
};
constexpr AcceptedOption AcceptedOptions[] = {
#define LLVM_OPTION(Name, Backend, ValueName, IsFlag, Desc) {Name, Backend, ValueName, IsFlag, Desc},
#include "LLVMOptions.def"
};

/// mlir-tblgen 22's own options (MLIROptions.def): its general ones and
/// those of its backends, read by the backends implemented here.
constexpr AcceptedOption MLIROptions[] = {
#define MLIR_OPTION(Name, Backend, ValueName, IsFlag, Desc) {Name, Backend, ValueName, IsFlag, Desc},
#include "MLIROptions.def"
};

/// The backend ones are registered like any backend option, so that --help
/// lists them under their backend once it is implemented.
const bool AcceptedBackendOptionsRegistered = [] {
  for (const AcceptedOption &O : AcceptedOptions)
    if (!O.Backend.empty())
      registerBackendOption(O.Name, O.Description, O.Backend, O.ValueName, O.IsFlag);
  for (const AcceptedOption &O : MLIROptions)
    registerBackendOption(O.Name, O.Description, O.Backend, O.ValueName, O.IsFlag, TM_MLIR);
  return true;
}();

/// A general option of LLVM's TableGen programs accepted and ignored, or
/// null.
const AcceptedOption *findIgnoredGeneralOption(std::string_view Name) {
  for (const AcceptedOption &O : AcceptedOptions)
    if (O.Backend.empty() && O.Name == Name)
      return &O;
  return nullptr;
}

TBLGEN_REGISTER_BACKEND_OPTION(LongStringLiterals, "long-string-literals",
                               "when emitting large string tables, prefer string literals over "
                               "comma-separated char literals. This can be a readability and "
                               "compile-time performance win, but upsets some compilers",
                               "", "", true);

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// How llvm::cl prints an option name: one dash for one-letter names.
std::string dashed(std::string_view Name) {
  return (Name.size() == 1 ? "-" : "--") + std::string(Name);
}

/// Expands @file arguments (response files); an unreadable one stays as it
/// is, as with llvm::cl.
void expandResponseFiles(std::vector<std::string> &Args, int Depth = 0) {
  std::vector<std::string> Out;
  for (const std::string &A : Args) {
    if (A.size() < 2 || A[0] != '@' || Depth > 20) {
      Out.push_back(A);
      continue;
    }
    FILE *F = std::fopen(A.c_str() + 1, "rb");
    if (!F) {
      Out.push_back(A);
      continue;
    }
    std::string Text;
    char Buf[4096];
    size_t N;
    while ((N = std::fread(Buf, 1, sizeof(Buf), F)) > 0)
      Text.append(Buf, N);
    std::fclose(F);
    std::vector<std::string> Sub;
    tokenizeResponseFile(Text, Sub);
    expandResponseFiles(Sub, Depth + 1);
    Out.insert(Out.end(), Sub.begin(), Sub.end());
  }
  Args = std::move(Out);
}

/// Edit distance (insertions, deletions, replacements).
unsigned editDistance(std::string_view A, std::string_view B) {
  std::vector<unsigned> Row(B.size() + 1);
  for (size_t J = 0; J <= B.size(); ++J)
    Row[J] = unsigned(J);
  for (size_t I = 1; I <= A.size(); ++I) {
    unsigned Prev = Row[0];
    Row[0] = unsigned(I);
    for (size_t J = 1; J <= B.size(); ++J) {
      unsigned Cur = Row[J];
      Row[J] = std::min({Row[J] + 1, Row[J - 1] + 1, Prev + (A[I - 1] == B[J - 1] ? 0u : 1u)});
      Prev = Cur;
    }
  }
  return Row[B.size()];
}

enum class Flag { WriteIfChanged, TimePhases, MemStats, NoWarn, Color };

struct FlagInfo {
  std::string_view Name;
  Flag F;
};
const FlagInfo Flags[] = {
    {"write-if-changed", Flag::WriteIfChanged},
    {"time-phases", Flag::TimePhases},
    {"mem-stats", Flag::MemStats},
    {"no-warn-on-unused-template-args", Flag::NoWarn},
    {"color", Flag::Color},
};

bool parseBool(std::string_view V, bool &Out) {
  if (V == "true" || V == "TRUE" || V == "True" || V == "1") {
    Out = true;
    return true;
  }
  if (V == "false" || V == "FALSE" || V == "False" || V == "0") {
    Out = false;
    return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// --help
//===----------------------------------------------------------------------===//

struct HelpEntry {
  std::string Text, Desc;
};

void printEntries(std::string &Out, const std::vector<HelpEntry> &Entries, size_t Indent,
                  size_t Column) {
  for (const HelpEntry &E : Entries) {
    std::string Line(Indent, ' ');
    Line += E.Text;
    if (Line.size() < Column)
      Line.append(Column - Line.size(), ' ');
    else
      Line += ' ';
    Line += "- ";
    Line += E.Desc;
    Out += Line;
    Out += '\n';
  }
}

} // namespace

std::string baseName(std::string_view Path) {
  size_t Slash = Path.rfind('/');
  return std::string(Slash == std::string_view::npos ? Path : Path.substr(Slash + 1));
}

void printHelp(const ToolProfile &Tool, const char *Argv0, bool Hidden) {
  std::vector<HelpEntry> Before = {
      {"-D <macro name>", "Name of the macro to be defined"},
      {"-I <directory>", "Directory of include files"},
      {"--batch <filename>",
       "Run each line of the file as one llvm-tblgen command line, sharing parses (docs/batch.md)"},
      {"-d <filename>", "Dependency filename"},
  };
  std::vector<HelpEntry> After = {
      {"--mem-stats", "Print peak memory and record counts after each phase to stderr"},
      {"--no-warn-on-unused-template-args", "Disable unused template argument warnings."},
      {"-o <filename>", "Output filename"},
      {"--time-phases", "Time phases of parser and backend"},
      {"--write-if-changed", "Only write output if it changed"},
  };
  std::vector<HelpEntry> Generic = {
      {"--help", "Display available options (--help-hidden for more)"},
      {"--help-list", "Display list of available options (--help-list-hidden for more)"},
      {"--version", "Display the version of this program"},
  };
  std::vector<HelpEntry> Actions;
  for (const HelpAction &A : helpActions(Tool))
    Actions.push_back({"--" + std::string(A.Name), std::string(A.Description)});

  // Backend options: general ones join the general list, the others are
  // grouped by backend.
  std::vector<std::pair<std::string, std::vector<HelpEntry>>> Groups;
  for (const BackendOptionInfo &O : backendOptionRegistry()) {
    std::string Text = "--" + std::string(O.Name);
    if (!O.IsFlag)
      Text += "=<" + std::string(O.ValueName.empty() ? "value" : O.ValueName) + ">";
    HelpEntry E{Text, std::string(O.Description)};
    if (O.Hidden && !Hidden)
      continue;
    if (!acceptsOption(Tool, O) || (!O.Backend.empty() && !findAction(Tool, O.Backend)))
      continue; // not this program's, or its backend is not implemented
    if (O.Backend.empty()) {
      After.push_back(E);
      continue;
    }
    auto It = std::find_if(Groups.begin(), Groups.end(),
                           [&](const auto &G) { return G.first == O.Backend; });
    if (It == Groups.end()) {
      Groups.emplace_back(std::string(O.Backend), std::vector<HelpEntry>{});
      It = Groups.end() - 1;
    }
    It->second.push_back(E);
  }
  auto Key = [](const HelpEntry &E) { return E.Text.substr(E.Text.find_first_not_of('-')); };
  std::sort(After.begin(), After.end(),
            [&](const HelpEntry &A, const HelpEntry &B) { return Key(A) < Key(B); });
  std::sort(Groups.begin(), Groups.end(),
            [](const auto &A, const auto &B) { return A.first < B.first; });

  size_t Width = 0;
  for (const auto *L : {&Before, &After, &Generic})
    for (const HelpEntry &E : *L)
      Width = std::max(Width, E.Text.size() + 2);
  for (const auto &G : Groups)
    for (const HelpEntry &E : G.second)
      Width = std::max(Width, E.Text.size() + 2);
  // A program listing its reference's actions lays them out as the
  // reference does (llvm::cl's columns); tblgen keeps its own.
  const size_t ActionSpan = Tool.HelpListsReference ? 3 : 4;
  for (const HelpEntry &E : Actions)
    Width = std::max(Width, E.Text.size() + ActionSpan);
  size_t Column = std::max<size_t>(Width + 1, Tool.HelpListsReference ? Tool.HelpColumn : 43);

  std::string Out;
  Out += "USAGE: " + baseName(Argv0) + " [options] <input file>\n";
  Out += "       " + baseName(Argv0) + " --batch <file>\n\nOPTIONS:\n\n";
  Out += "Color Options:\n\n";
  printEntries(Out, {{"--color", "Use colors in output (default=autodetect)"}}, 2, Column);
  Out += "\nGeneral options:\n\n";
  printEntries(Out, Before, 2, Column);
  Out += "  " + std::string(Tool.ActionHeading) + "\n";
  printEntries(Out, Actions, 6, Column + ActionSpan);
  printEntries(Out, After, 2, Column);
  Out += "\nGeneric Options:\n\n";
  printEntries(Out, Generic, 2, Column);
  for (const auto &G : Groups) {
    Out += "\nOptions for -" + G.first + ":\n\n";
    printEntries(Out, G.second, 2, Column);
  }
  std::fwrite(Out.data(), 1, Out.size(), stdout);
}

void printVersion(const ToolProfile &Tool) {
  std::printf("%s version %s\n  A reimplementation of %s (LLVM 22).\n",
              std::string(Tool.Program).c_str(), TBLGEN_VERSION,
              std::string(Tool.Reference).c_str());
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

ArgsResult parseArguments(std::vector<std::string> Args, const std::string &Prog,
                          const std::string &Argv0, DriverOptions &Opts,
                          std::vector<std::string> &Errors) {
  expandResponseFiles(Args);
  const ToolProfile &Tool = *Opts.Tool;

  std::vector<std::string> Positionals;
  bool Help = false, HelpHidden = false, Version = false, OnlyPositional = false;

  auto err = [&](const std::string &Msg) { Errors.push_back(Prog + ": " + Msg); };

  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    if (OnlyPositional || A.size() < 2 || A[0] != '-') {
      Positionals.push_back(A);
      continue;
    }
    if (A == "--") {
      OnlyPositional = true;
      continue;
    }
    std::string_view Body(A);
    Body.remove_prefix(Body.size() > 2 && Body[1] == '-' ? 2 : 1);
    size_t Eq = Body.find('=');
    std::string_view Name = Body.substr(0, Eq);
    bool HasValue = Eq != std::string_view::npos;
    std::string Value = HasValue ? std::string(Body.substr(Eq + 1)) : std::string();
    std::string Shown = dashed(Name);

    // Takes the value from "=value" or from the next argument.
    auto takeValue = [&](std::string &Out) {
      if (HasValue) {
        Out = Value;
        return true;
      }
      if (I + 1 < Args.size()) {
        Out = Args[++I];
        return true;
      }
      err("for the " + Shown + " option: requires a value!");
      return false;
    };
    // A boolean flag: --name, --name=true/false/1/0.
    auto takeBool = [&](bool &Out) {
      Out = true;
      if (HasValue && !parseBool(Value, Out)) {
        err("for the " + Shown + " option: '" + Value +
            "' is invalid value for boolean argument! Try 0 or 1");
        return false;
      }
      return true;
    };

    if (Name == "I" || Name == "D") {
      std::string V;
      if (takeValue(V))
        (Name == "I" ? Opts.IncludeDirs : Opts.Defines).push_back(V);
      continue;
    }
    if (Name == "o" || Name == "d" || Name == "batch") {
      std::string V;
      if (takeValue(V))
        (Name == "o" ? Opts.Output : Name == "d" ? Opts.DepFile : Opts.BatchFile) = V;
      continue;
    }
    if (Name == "help" || Name == "h" || Name == "help-hidden" || Name == "help-list" ||
        Name == "help-list-hidden") {
      Help = true;
      HelpHidden |= Name.ends_with("hidden");
      continue;
    }
    if (Name == "version") {
      Version = true;
      continue;
    }
    const FlagInfo *FI = nullptr;
    for (const FlagInfo &F : Flags)
      if (F.Name == Name)
        FI = &F;
    if (FI) {
      if (FI->F == Flag::Color) // --color=<anything> is accepted
        continue;
      bool B;
      if (!takeBool(B))
        continue;
      switch (FI->F) {
      case Flag::WriteIfChanged: Opts.WriteIfChanged = B; break;
      case Flag::TimePhases: Opts.TimePhases = B; break;
      case Flag::MemStats: Opts.MemStats = B; break;
      case Flag::NoWarn: Opts.NoWarnOnUnusedTemplateArgs = B; break;
      case Flag::Color: break;
      }
      continue;
    }
    if (findAction(Tool, Name)) {
      if (HasValue) {
        err("for the " + Shown + " option: does not allow a value! '" + Value + "' specified.");
        continue;
      }
      Opts.Action = std::string(Name);
      continue;
    }
    if (isReferenceAction(Tool, Name)) {
      std::string_view Ref = Tool.Reference;
      err(std::string(A.substr(0, A.find('='))) + " is " +
          (Ref.starts_with("llvm") ? "an " : "a ") + std::string(Ref) + " backend that " +
          Prog + " does not implement yet");
      continue;
    }
    const BackendOptionInfo *O = findBackendOption(Name);
    if (O && acceptsOption(Tool, *O)) {
      if (O->IsFlag) {
        bool B;
        if (takeBool(B))
          Opts.Backend.set(Name, B ? "true" : "false");
      } else {
        std::string V;
        if (!takeValue(V))
          continue;
        if (O->ValueName == "uint" && !parseUnsignedOption(V))
          err("for the " + Shown + " option: '" + V + "' value invalid for uint argument!");
        else
          Opts.Backend.set(Name, V);
      }
      continue;
    }
    if (Name == "debug-counter") {
      // No counter exists here: llvm-tblgen names each NAME=VALUE's name
      // as unknown, and stops at once at an element without a value.
      std::string V;
      if (!takeValue(V))
        continue;
      for (size_t B = 0; B < V.size();) {
        size_t E = std::min(V.find(',', B), V.size());
        std::string_view Elt = std::string_view(V).substr(B, E - B);
        B = E + 1;
        size_t Eq = Elt.find('=');
        if (Eq == std::string_view::npos || Eq + 1 == Elt.size()) {
          Errors.push_back("DebugCounter Error: " + std::string(Elt) + " does not have an = in it");
          return ArgsResult::Error;
        }
        Opts.Notes.push_back("DebugCounter Error: " + std::string(Elt.substr(0, Eq)) +
                             " is not a registered counter");
      }
      continue;
    }
    if (const AcceptedOption *O = findIgnoredGeneralOption(Name)) {
      // Accepted for compatibility; nothing here depends on it.
      if (O->IsFlag) {
        bool B;
        takeBool(B);
      } else {
        std::string V;
        takeValue(V);
      }
      continue;
    }
    // Prefix forms: -Idir, -DNAME (the whole rest, '=' included).
    if (Body.size() > 1 && (Body[0] == 'I' || Body[0] == 'D')) {
      (Body[0] == 'I' ? Opts.IncludeDirs : Opts.Defines).emplace_back(Body.substr(1));
      continue;
    }

    err("Unknown command line argument '" + A + "'.  Try: '" + Argv0 + " --help'");
    // Suggest the nearest known option, as llvm::cl does.
    std::vector<std::string_view> Known = {"I", "D", "o", "d", "help", "version", "batch"};
    for (const FlagInfo &F : Flags)
      Known.push_back(F.Name);
    for (const HelpAction &Act : helpActions(Tool))
      Known.push_back(Act.Name);
    for (const BackendOptionInfo &Opt : backendOptionRegistry())
      if (acceptsOption(Tool, Opt))
        Known.push_back(Opt.Name);
    std::string_view Best;
    unsigned BestDist = ~0u;
    for (std::string_view K : Known) {
      unsigned D = editDistance(Name, K);
      if (D < BestDist) {
        BestDist = D;
        Best = K;
      }
    }
    if (!Best.empty())
      err("Did you mean '" + dashed(Best) + "'?");
  }

  if (Help)
    return HelpHidden ? ArgsResult::HelpHidden : ArgsResult::Help;
  if (Version)
    return ArgsResult::Version;
  if (Positionals.size() > 1) {
    err("Too many positional arguments specified!");
    Errors.push_back("Can specify at most 1 positional arguments: See: " + Argv0 + " --help");
  } else if (Positionals.size() == 1) {
    Opts.Input = Positionals[0];
  }
  return Errors.empty() ? ArgsResult::Run : ArgsResult::Error;
}

} // namespace tblgen::driver
