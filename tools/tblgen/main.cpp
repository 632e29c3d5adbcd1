//===- main.cpp - The tblgen driver ---------------------------------------===//
//
// Command line compatible with llvm-tblgen 22:
//
//   tblgen [options] [<input file>]
//
// Reads the input (stdin when none or "-"), parses it into a RecordKeeper,
// runs one backend (--print-records by default) into memory and writes the
// result to stdout or, with -o, atomically to a file. The whole pipeline
// runs on a thread with a large stack so that deeply nested input cannot
// overflow it.
//
//===----------------------------------------------------------------------===//

#include "parse/Parser.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"
#include "tblgen/SourceMgr.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <limits>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef TBLGEN_VERSION
#define TBLGEN_VERSION "0.1.0"
#endif

using namespace tblgen;

namespace {

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

struct DriverOptions {
  std::string Input = "-";
  std::vector<std::string> IncludeDirs;
  std::vector<std::string> Defines;
  std::string Output = "-";
  std::string DepFile;
  std::string Action = "print-records";
  bool WriteIfChanged = false;
  bool TimePhases = false;
  bool Stats = false;
  bool NoWarnOnUnusedTemplateArgs = false;
  /// The backend options given (and the --max-* limits), for this run.
  BackendOptions Backend;
  /// Permissions of a new output file: 0666 less the umask.
  mode_t CreationMode = 0644;
};

/// Actions the driver provides itself when no backend of that name is
/// registered.
void runPrintRecords(const RecordKeeper &Records, OStream &OS) { OS << Records; }
void runNullBackend(const RecordKeeper &, OStream &) {}

const BackendInfo BuiltinActions[] = {
    {"print-records", "Print all records to stdout (default)", runPrintRecords},
    {"null-backend", "Do nothing after parsing (useful for timing)", runNullBackend},
};

const BackendInfo *findAction(std::string_view Name) {
  if (const BackendInfo *B = findBackend(Name))
    return B;
  for (const BackendInfo &B : BuiltinActions)
    if (B.Name == Name)
      return &B;
  return nullptr;
}

/// Registered backends plus the built-in actions they do not override,
/// sorted by name.
std::vector<BackendInfo> allActions() {
  std::vector<BackendInfo> V = backendRegistry();
  for (const BackendInfo &B : BuiltinActions)
    if (!findBackend(B.Name))
      V.push_back(B);
  std::sort(V.begin(), V.end(),
            [](const BackendInfo &A, const BackendInfo &B) { return A.Name < B.Name; });
  return V;
}

std::string baseName(std::string_view Path) {
  size_t Slash = Path.rfind('/');
  return std::string(Slash == std::string_view::npos ? Path : Path.substr(Slash + 1));
}

/// How llvm::cl prints an option name: one dash for one-letter names.
std::string dashed(std::string_view Name) {
  return (Name.size() == 1 ? "-" : "--") + std::string(Name);
}

//===----------------------------------------------------------------------===//
// Resource limits (docs/limits.md)
//===----------------------------------------------------------------------===//

TBLGEN_REGISTER_BACKEND_OPTION(MaxValueDepth, "max-value-depth",
                               "Nesting of values the parser accepts (default 10000)", "", "N");
TBLGEN_REGISTER_BACKEND_OPTION(MaxIncludeDepth, "max-include-depth",
                               "Nesting of include files (default 1000)", "", "N");
TBLGEN_REGISTER_BACKEND_OPTION(MaxInstDepth, "max-instantiation-depth",
                               "Nesting of class instantiations (default 10000)", "", "N");
TBLGEN_REGISTER_BACKEND_OPTION(MaxEvalDepth, "max-eval-depth",
                               "Nesting of !foreach/!foldl/!filter evaluation (default 10000)",
                               "", "N");
TBLGEN_REGISTER_BACKEND_OPTION(MaxListSize, "max-list-size",
                               "Elements of one list, 0 = no limit (default 16777216)", "", "N");
TBLGEN_REGISTER_BACKEND_OPTION(MaxBitsWidth, "max-bits-width",
                               "Width of a bits<N> type (default 1048576)", "", "N");
TBLGEN_REGISTER_BACKEND_OPTION(MaxStringSize, "max-string-size",
                               "Bytes of one string, 0 = no limit (default 268435456)", "", "N");
TBLGEN_REGISTER_BACKEND_OPTION(MaxMemory, "max-memory",
                               "MiB of memory for values, 0 = no limit (default 4096)", "", "MiB");

/// Applies the --max-* options. Returns false (with Err set) when a value
/// is not a number.
bool applyLimitOptions(const BackendOptions &Given, ParseOptions &PO, RecordKeeper &Records,
                       std::string &Err) {
  ResourceLimits L = Records.getLimits();
  auto get = [&](std::string_view Name, auto &Out) {
    const std::string *V = Given.get(Name);
    if (!V)
      return true;
    char *End = nullptr;
    errno = 0;
    unsigned long long N = std::strtoull(V->c_str(), &End, 10);
    using T = std::remove_reference_t<decltype(Out)>;
    if (V->empty() || *End || errno || (*V)[0] == '-' ||
        N > static_cast<unsigned long long>(std::numeric_limits<T>::max())) {
      Err = "for the --" + std::string(Name) + " option: '" + *V + "' is not a valid number\n";
      return false;
    }
    Out = T(N);
    return true;
  };
  uint64_t MemoryMiB = L.MaxMemory >> 20;
  if (!get("max-value-depth", PO.MaxValueDepth) || !get("max-include-depth", PO.MaxIncludeDepth) ||
      !get("max-instantiation-depth", L.MaxInstantiationDepth) ||
      !get("max-eval-depth", L.MaxEvalDepth) || !get("max-list-size", L.MaxListSize) ||
      !get("max-bits-width", L.MaxBitsWidth) || !get("max-string-size", L.MaxStringSize) ||
      !get("max-memory", MemoryMiB))
    return false;
  L.MaxMemory = MemoryMiB > (UINT64_MAX >> 20) ? UINT64_MAX : MemoryMiB << 20;
  Records.setLimits(L);
  return true;
}

//===----------------------------------------------------------------------===//
// --help and --version
//===----------------------------------------------------------------------===//

struct HelpEntry {
  std::string Text, Desc;
};

void printEntries(std::string &Out, const std::vector<HelpEntry> &Entries,
                  size_t Indent, size_t Column) {
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

void printHelp(const char *Argv0) {
  std::vector<HelpEntry> Before = {
      {"-D <macro name>", "Name of the macro to be defined"},
      {"-I <directory>", "Directory of include files"},
      {"-d <filename>", "Dependency filename"},
  };
  std::vector<HelpEntry> After = {
      {"--no-warn-on-unused-template-args", "Disable unused template argument warnings."},
      {"-o <filename>", "Output filename"},
      {"--stats", "Print peak memory and record counts after each phase to stderr"},
      {"--time-phases", "Time phases of parser and backend"},
      {"--write-if-changed", "Only write output if it changed"},
  };
  std::vector<HelpEntry> Generic = {
      {"--help", "Display available options"},
      {"--version", "Display the version of this program"},
  };
  std::vector<HelpEntry> Actions;
  for (const BackendInfo &B : allActions())
    Actions.push_back({"--" + std::string(B.Name), std::string(B.Description)});

  // Backend options: general ones join the general list, the others are
  // grouped by backend.
  std::vector<std::pair<std::string, std::vector<HelpEntry>>> Groups;
  for (const BackendOptionInfo &O : backendOptionRegistry()) {
    std::string Text = "--" + std::string(O.Name);
    if (!O.IsFlag)
      Text += "=<" + std::string(O.ValueName.empty() ? "value" : O.ValueName) + ">";
    HelpEntry E{Text, std::string(O.Description)};
    if (!O.Backend.empty() && !findAction(O.Backend))
      continue; // the backend is not linked in
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
  auto Key = [](const HelpEntry &E) {
    return E.Text.substr(E.Text.find_first_not_of('-'));
  };
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
  for (const HelpEntry &E : Actions)
    Width = std::max(Width, E.Text.size() + 4);
  size_t Column = std::max<size_t>(Width + 1, 43);

  std::string Out;
  Out += "USAGE: " + baseName(Argv0) + " [options] <input file>\n\nOPTIONS:\n\n";
  Out += "General options:\n\n";
  printEntries(Out, Before, 2, Column);
  Out += "  Action to perform:\n";
  printEntries(Out, Actions, 6, Column + 4);
  printEntries(Out, After, 2, Column);
  Out += "\nGeneric Options:\n\n";
  printEntries(Out, Generic, 2, Column);
  for (const auto &G : Groups) {
    Out += "\nOptions for -" + G.first + ":\n\n";
    printEntries(Out, G.second, 2, Column);
  }
  std::fwrite(Out.data(), 1, Out.size(), stdout);
}

void printVersion() {
  std::printf("tblgen version %s\n  A reimplementation of llvm-tblgen (LLVM 22).\n",
              TBLGEN_VERSION);
}

//===----------------------------------------------------------------------===//
// Command line parsing
//===----------------------------------------------------------------------===//

/// Splits a response file's contents into arguments as llvm's
/// TokenizeGNUCommandLine does: whitespace separates, quotes group, a
/// backslash escapes the next character.
void tokenizeGNU(const std::string &S, std::vector<std::string> &Out) {
  std::string Tok;
  bool Have = false;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      if (Have)
        Out.push_back(Tok);
      Tok.clear();
      Have = false;
      continue;
    }
    Have = true;
    if (C == '\\' && I + 1 < S.size()) {
      Tok += S[++I];
    } else if (C == '\'' || C == '"') {
      char Q = C;
      for (++I; I < S.size() && S[I] != Q; ++I) {
        if (S[I] == '\\' && Q == '"' && I + 1 < S.size())
          ++I;
        Tok += S[I];
      }
    } else {
      Tok += C;
    }
  }
  if (Have)
    Out.push_back(Tok);
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
    tokenizeGNU(Text, Sub);
    expandResponseFiles(Sub, Depth + 1);
    Out.insert(Out.end(), Sub.begin(), Sub.end());
  }
  Args = std::move(Out);
}

/// Damerau-free edit distance (insertions, deletions, replacements).
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

enum class Flag { WriteIfChanged, TimePhases, Stats, NoWarn, Color };

struct FlagInfo {
  std::string_view Name;
  Flag F;
};
const FlagInfo Flags[] = {
    {"write-if-changed", Flag::WriteIfChanged},
    {"time-phases", Flag::TimePhases},
    {"stats", Flag::Stats},
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

enum class ParseResult { Run, Exit0, Exit1 };

ParseResult parseCommandLine(int Argc, char **Argv, DriverOptions &Opts) {
  const std::string Prog = baseName(Argv[0]);
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  expandResponseFiles(Args);

  std::vector<std::string> Errors;
  std::vector<std::string> Positionals;
  bool Help = false, Version = false, OnlyPositional = false;

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

    if (Name == "I" || Name == "D") {
      std::string V;
      if (takeValue(V))
        (Name == "I" ? Opts.IncludeDirs : Opts.Defines).push_back(V);
      continue;
    }
    if (Name == "o" || Name == "d") {
      std::string V;
      if (takeValue(V))
        (Name == "o" ? Opts.Output : Opts.DepFile) = V;
      continue;
    }
    if (Name == "help" || Name == "h" || Name == "help-hidden" || Name == "help-list" ||
        Name == "help-list-hidden") {
      Help = true;
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
      bool B = true;
      if (HasValue && !parseBool(Value, B)) {
        if (FI->F == Flag::Color) // --color=<anything> is accepted
          continue;
        err("for the " + Shown + " option: '" + Value +
            "' is invalid value for boolean argument! Try 0 or 1");
        continue;
      }
      switch (FI->F) {
      case Flag::WriteIfChanged: Opts.WriteIfChanged = B; break;
      case Flag::TimePhases: Opts.TimePhases = B; break;
      case Flag::Stats: Opts.Stats = B; break;
      case Flag::NoWarn: Opts.NoWarnOnUnusedTemplateArgs = B; break;
      case Flag::Color: break;
      }
      continue;
    }
    if (findAction(Name)) {
      if (HasValue) {
        err("for the " + Shown + " option: does not allow a value! '" + Value +
            "' specified.");
        continue;
      }
      Opts.Action = std::string(Name);
      continue;
    }
    if (const BackendOptionInfo *O = findBackendOption(Name)) {
      if (O->IsFlag) {
        bool B = true;
        if (HasValue && !parseBool(Value, B)) {
          err("for the " + Shown + " option: '" + Value +
              "' is invalid value for boolean argument! Try 0 or 1");
          continue;
        }
        Opts.Backend.set(Name, B ? "true" : "false");
      } else {
        std::string V;
        if (takeValue(V))
          Opts.Backend.set(Name, V);
      }
      continue;
    }
    // Prefix forms: -Idir, -DNAME (the whole rest, '=' included).
    if (Body.size() > 1 && (Body[0] == 'I' || Body[0] == 'D')) {
      (Body[0] == 'I' ? Opts.IncludeDirs : Opts.Defines).emplace_back(Body.substr(1));
      continue;
    }

    err("Unknown command line argument '" + A + "'.  Try: '" + Argv[0] + " --help'");
    // Suggest the nearest known option, as llvm::cl does.
    std::vector<std::string_view> Known = {"I", "D", "o", "d", "help", "version"};
    for (const FlagInfo &F : Flags)
      Known.push_back(F.Name);
    std::vector<BackendInfo> Actions = allActions();
    for (const BackendInfo &B : Actions)
      Known.push_back(B.Name);
    for (const BackendOptionInfo &O : backendOptionRegistry())
      Known.push_back(O.Name);
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

  if (Help) {
    printHelp(Argv[0]);
    return ParseResult::Exit0;
  }
  if (Version) {
    printVersion();
    return ParseResult::Exit0;
  }
  if (Positionals.size() > 1) {
    err("Too many positional arguments specified!");
    Errors.push_back("Can specify at most 1 positional arguments: See: " +
                     std::string(Argv[0]) + " --help");
  } else if (Positionals.size() == 1) {
    Opts.Input = Positionals[0];
  }
  if (!Errors.empty()) {
    for (const std::string &E : Errors)
      std::fprintf(stderr, "%s\n", E.c_str());
    return ParseResult::Exit1;
  }
  return ParseResult::Run;
}

//===----------------------------------------------------------------------===//
// --time-phases: timers reported in llvm::TimerGroup's format
//===----------------------------------------------------------------------===//

struct TimeRecord {
  double Wall = 0, User = 0, System = 0;
  double process() const { return User + System; }
  static TimeRecord now() {
    TimeRecord T;
    struct rusage RU;
    if (getrusage(RUSAGE_SELF, &RU) == 0) {
      T.User = double(RU.ru_utime.tv_sec) + double(RU.ru_utime.tv_usec) / 1e6;
      T.System = double(RU.ru_stime.tv_sec) + double(RU.ru_stime.tv_usec) / 1e6;
    }
    T.Wall = std::chrono::duration<double>(
                 std::chrono::steady_clock::now().time_since_epoch())
                 .count();
    return T;
  }
  TimeRecord &operator+=(const TimeRecord &O) {
    Wall += O.Wall, User += O.User, System += O.System;
    return *this;
  }
  TimeRecord &operator-=(const TimeRecord &O) {
    Wall -= O.Wall, User -= O.User, System -= O.System;
    return *this;
  }
};

/// Mirrors llvm's TGTimer: starting a phase stops the previous one; the
/// "Backend overall" timer is discarded when the backend starts timers of
/// its own.
class PhaseTimer final : public RecordKeeper::TimerHooks {
public:
  void start(std::string_view Name) override {
    if (Last >= 0 && Timers[size_t(Last)].Running) {
      stopTimer(Timers[size_t(Last)]);
      if (BackendTimer) {
        Timers[size_t(Last)] = makeTimer(Timers[size_t(Last)].Name);
        BackendTimer = false;
      }
    }
    Timers.push_back(makeTimer(std::string(Name)));
    Last = int(Timers.size() - 1);
    Timer &T = Timers.back();
    T.Running = T.Triggered = true;
    T.Start = TimeRecord::now();
  }
  void stop() override {
    if (Last >= 0)
      stopTimer(Timers[size_t(Last)]);
  }
  void startBackend(std::string_view Name) {
    start(Name);
    BackendTimer = true;
  }
  void stopBackend() {
    if (BackendTimer) {
      stop();
      BackendTimer = false;
    }
  }

  /// Prints the report (llvm::TimerGroup::PrintQueuedTimers).
  void print(FILE *Out) const {
    struct Entry {
      TimeRecord Time;
      std::string Name;
    };
    std::vector<Entry> Entries;
    // TimerGroup keeps its timers newest first.
    for (auto It = Timers.rbegin(); It != Timers.rend(); ++It)
      if (It->Triggered)
        Entries.push_back({It->Time, It->Name});
    if (Entries.empty())
      return;
    std::stable_sort(Entries.begin(), Entries.end(), [](const Entry &A, const Entry &B) {
      return A.Time.Wall < B.Time.Wall;
    });
    TimeRecord Total;
    for (const Entry &E : Entries)
      Total += E.Time;

    std::string S;
    char Buf[256];
    const std::string Rule = "===" + std::string(73, '-') + "===\n";
    const std::string Desc = "TableGen Phase Timing";
    S += Rule;
    S += std::string((80 - Desc.size()) / 2, ' ') + Desc + "\n";
    S += Rule;
    std::snprintf(Buf, sizeof(Buf),
                  "  Total Execution Time: %5.4f seconds (%5.4f wall clock)\n",
                  Total.process(), Total.Wall);
    S += Buf;
    S += '\n';
    if (Total.User != 0)
      S += "   ---User Time---";
    if (Total.System != 0)
      S += "   --System Time--";
    if (Total.process() != 0)
      S += "   --User+System--";
    S += "   ---Wall Time---";
    S += "  --- Name ---\n";
    auto val = [&](double V, double T) {
      if (T < 1e-7)
        S += "        -----     ";
      else {
        std::snprintf(Buf, sizeof(Buf), "  %7.4f (%5.1f%%)", V, V * 100 / T);
        S += Buf;
      }
    };
    auto row = [&](const TimeRecord &T, const std::string &Name) {
      if (Total.User != 0)
        val(T.User, Total.User);
      if (Total.System != 0)
        val(T.System, Total.System);
      if (Total.process() != 0)
        val(T.process(), Total.process());
      val(T.Wall, Total.Wall);
      S += "  ";
      S += Name;
      S += '\n';
    };
    for (auto It = Entries.rbegin(); It != Entries.rend(); ++It)
      row(It->Time, It->Name);
    row(Total, "Total");
    S += '\n';
    std::fwrite(S.data(), 1, S.size(), Out);
    std::fflush(Out);
  }

private:
  struct Timer {
    std::string Name;
    TimeRecord Time, Start;
    bool Running = false, Triggered = false;
  };
  static Timer makeTimer(std::string Name) {
    Timer T;
    T.Name = std::move(Name);
    return T;
  }
  static void stopTimer(Timer &T) {
    if (!T.Running)
      return;
    T.Running = false;
    T.Time += TimeRecord::now();
    T.Time -= T.Start;
  }

  std::vector<Timer> Timers;
  int Last = -1;
  bool BackendTimer = false;
};

//===----------------------------------------------------------------------===//
// Output files
//===----------------------------------------------------------------------===//

bool readWholeFile(const std::string &Path, std::string &Out) {
  int FD = ::open(Path.c_str(), O_RDONLY | O_CLOEXEC);
  if (FD < 0)
    return false;
  char Buf[65536];
  for (;;) {
    ssize_t N = ::read(FD, Buf, sizeof(Buf));
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0) {
      ::close(FD);
      return false;
    }
    if (N == 0)
      break;
    Out.append(Buf, size_t(N));
  }
  ::close(FD);
  return true;
}

/// An output file written to a temporary file beside it, waiting to be
/// renamed into place (so that several outputs appear together or not at
/// all). Tmp is empty when nothing is left to do (the file already held the
/// text, or it is a device written directly).
struct StagedFile {
  std::string Target;
  std::string Tmp;
};

/// First half of writing Data to Path: through a temporary file in the same
/// directory, so that readers never see a partial file and a failure leaves
/// any existing file untouched. With KeepIdentical, an existing file that
/// already holds Data is left alone; a new file gets CreationMode. Returns
/// false with Err set on failure.
bool stageOutputFile(const std::string &Path, const OStream &Data, bool KeepIdentical,
                     mode_t CreationMode, StagedFile &Out, std::string &Err) {
  Out = StagedFile();
  if (Path.empty()) {
    Err = std::strerror(ENOENT);
    return false;
  }
  std::string Target = Path;
  struct stat St;
  if (::lstat(Path.c_str(), &St) == 0 && S_ISLNK(St.st_mode)) {
    // Write through the link, as opening the path would.
    if (char *Real = ::realpath(Path.c_str(), nullptr)) {
      Target = Real;
      std::free(Real);
    }
  }
  bool Exists = ::stat(Target.c_str(), &St) == 0;
  if (Exists && S_ISDIR(St.st_mode)) {
    Err = std::strerror(EISDIR);
    return false;
  }
  if (Exists && !S_ISREG(St.st_mode)) {
    // A device or a pipe (e.g. /dev/null): write into it directly.
    int FD = ::open(Target.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (FD < 0) {
      Err = std::strerror(errno);
      return false;
    }
    bool Ok = Data.writeTo(FD);
    int E = errno;
    ::close(FD);
    if (!Ok) {
      Err = std::strerror(E);
      return false;
    }
    return true;
  }
  if (Exists && KeepIdentical) {
    std::string Old;
    if (readWholeFile(Target, Old) && Data.equals(Old))
      return true;
  }

  std::string Tmp = Target + ".tmp.XXXXXX";
  int FD = ::mkstemp(Tmp.data());
  if (FD < 0) {
    Err = std::strerror(errno);
    return false;
  }
  ::fchmod(FD, Exists ? (St.st_mode & 07777) : CreationMode);
  bool Ok = Data.writeTo(FD);
  int E = errno;
  if (::close(FD) != 0 && Ok) {
    Ok = false;
    E = errno;
  }
  if (!Ok) {
    ::unlink(Tmp.c_str());
    Err = std::strerror(E);
    return false;
  }
  Out.Target = std::move(Target);
  Out.Tmp = std::move(Tmp);
  return true;
}

/// Second half: renames the temporary file into place.
bool commitOutputFile(StagedFile &F, std::string &Err) {
  if (F.Tmp.empty())
    return true;
  if (::rename(F.Tmp.c_str(), F.Target.c_str()) != 0) {
    Err = std::strerror(errno);
    ::unlink(F.Tmp.c_str());
    F.Tmp.clear();
    return false;
  }
  F.Tmp.clear();
  return true;
}

void discardStagedFile(StagedFile &F) {
  if (!F.Tmp.empty())
    ::unlink(F.Tmp.c_str());
  F.Tmp.clear();
}

/// Writes Data to Path atomically (see stageOutputFile).
bool writeOutputFile(const std::string &Path, const OStream &Data,
                     bool KeepIdentical, mode_t CreationMode, std::string &Err) {
  StagedFile F;
  return stageOutputFile(Path, Data, KeepIdentical, CreationMode, F, Err) &&
         commitOutputFile(F, Err);
}

/// The name that extra outputs share, as llvm-tblgen derives it from -o:
/// the file name without its last extension.
std::string outputStem(const std::string &Output) {
  size_t Slash = Output.rfind('/');
  std::string Name = Slash == std::string::npos ? Output : Output.substr(Slash + 1);
  if (Name == "." || Name == "..")
    return Name;
  size_t Dot = Name.rfind('.');
  return Dot == std::string::npos ? Name : Name.substr(0, Dot);
}

/// Writes the main output and the extra ones beside it: all of them or,
/// when one cannot be written, none (the temporary files are removed).
/// Returns false with Path and Err set to the file that failed.
bool writeOutputSet(const std::string &Output, const OutputFiles &Files, bool KeepIdentical,
                    mode_t CreationMode, std::string &FailedPath, std::string &Err) {
  size_t Slash = Output.rfind('/');
  std::string Dir = Slash == std::string::npos ? "" : Output.substr(0, Slash + 1);
  std::vector<std::pair<std::string, const OStream *>> All;
  All.emplace_back(Output, &const_cast<OutputFiles &>(Files).main());
  for (const auto &[Suffix, Text] : Files.extras())
    All.emplace_back(Dir + Files.prefix() + Suffix, Text.get());
  std::vector<StagedFile> Staged(All.size());
  for (size_t I = 0; I < All.size(); ++I) {
    if (!stageOutputFile(All[I].first, *All[I].second, KeepIdentical, CreationMode, Staged[I],
                         Err)) {
      for (size_t J = 0; J < I; ++J)
        discardStagedFile(Staged[J]);
      FailedPath = All[I].first;
      return false;
    }
  }
  for (size_t I = 0; I < All.size(); ++I) {
    if (!commitOutputFile(Staged[I], Err)) {
      for (size_t J = I + 1; J < All.size(); ++J)
        discardStagedFile(Staged[J]);
      FailedPath = All[I].first;
      return false;
    }
  }
  return true;
}

bool writeStdout(const OStream &Data) {
  if (std::fflush(stdout) != 0)
    return false;
  return Data.writeTo(STDOUT_FILENO);
}

//===----------------------------------------------------------------------===//
// --stats: peak memory after each phase and the size of the record set
//===----------------------------------------------------------------------===//

/// Peak resident set size of the process so far, in KiB (0 if unknown).
long peakRSSKiB() {
  struct rusage RU;
  return getrusage(RUSAGE_SELF, &RU) == 0 ? RU.ru_maxrss : 0;
}

struct RunStats {
  bool Parsed = false; // the counts below are set
  long PeakParse = -1, PeakBackend = -1, PeakWrite = -1;
  size_t Classes = 0, Defs = 0, Interned = 0, ArenaBytes = 0;
  std::vector<size_t> ByKind;

  void noteParsed(const RecordKeeper &RK) {
    PeakParse = peakRSSKiB();
    Parsed = true;
    Classes = RK.getClasses().size();
    Defs = RK.getDefs().size();
    Interned = RK.numInternedValues();
    ByKind = RK.internedValuesByKind();
    ArenaBytes = RK.arenaBytes();
  }

  /// Prints the phases that ran, one "name: value" per line.
  void print(FILE *Out) const {
    if (!Parsed)
      return;
    std::fprintf(Out, "tblgen statistics:\n");
    auto rss = [&](const char *Phase, long KiB) {
      if (KiB >= 0)
        std::fprintf(Out, "peak RSS after %-8s %10ld KiB\n", (std::string(Phase) + ":").c_str(),
                     KiB);
    };
    rss("parse", PeakParse);
    rss("backend", PeakBackend);
    rss("write", PeakWrite);
    std::fprintf(Out, "classes:                %10zu\n", Classes);
    std::fprintf(Out, "defs:                   %10zu\n", Defs);
    std::fprintf(Out, "interned values:        %10zu\n", Interned);
    for (size_t K = 0; K < ByKind.size(); ++K)
      if (ByKind[K])
        std::fprintf(Out, "  %-21s %10zu\n",
                     (std::string(RecordKeeper::initKindName(Init::Kind(K))) + ":").c_str(),
                     ByKind[K]);
    std::fprintf(Out, "arena bytes:            %10zu\n", ArenaBytes);
    std::fflush(Out);
  }
};

//===----------------------------------------------------------------------===//
// The pipeline
//===----------------------------------------------------------------------===//

/// The state of a run. The source manager and the records are deliberately
/// never destroyed: the process exits right after, and tearing down a large
/// RecordKeeper takes time. They stay reachable from the job (so leak
/// checkers do not report them).
struct RunState {
  SourceMgr *SM = nullptr;
  RecordKeeper *Records = nullptr;
  Diagnostics *Diags = nullptr;
};

struct Job {
  const DriverOptions *Opts;
  const char *Argv0;
  PhaseTimer *Timer; // null unless --time-phases
  RunStats *Stats;   // null unless --stats
  int Status = 1;
  bool Fatal = false;       // a FatalError ended the run
  bool OnOwnThread = false; // runs on the big-stack thread
  RunState Kept;            // the run's objects, never freed
};

int reportError(const Job &J, const std::string &Msg) {
  std::fprintf(stderr, "%s: %s", J.Argv0, Msg.c_str());
  std::fflush(stderr);
  return 1;
}

int runPipeline(Job &J) {
  const DriverOptions &Opts = *J.Opts;
  PhaseTimer *Timer = J.Timer;

  J.Kept.SM = new SourceMgr;
  J.Kept.Records = new RecordKeeper;
  SourceMgr &SM = *J.Kept.SM;
  RecordKeeper &Records = *J.Kept.Records;
  J.Kept.Diags = new Diagnostics(SM, stderr);
  Diagnostics &Diags = *J.Kept.Diags;
  // The Print* helpers the front end calls report to this run's object.
  DiagnosticsScope BindDiags(Diags);
  if (Timer) {
    Records.setTimerHooks(Timer);
    Timer->start("Parse, build records");
  }

  std::string Err;
  int Main = SM.addFile(Opts.Input, SrcLoc(), Err);
  if (Main < 0)
    return reportError(J, "Could not open input file '" + Opts.Input + "': " + Err + "\n");
  Records.setInputFilename(Opts.Input); // as given; headers print its base name
  Records.setSourceMgr(&SM);
  const BackendInfo *Backend = findAction(Opts.Action);
  if (!Backend) // cannot happen: the command line only accepts known actions
    return reportError(J, "no backend named '" + Opts.Action + "'\n");
  // Only a backend that prints llvm-tblgen's allocation statistics has the
  // front end replay llvm-tblgen's allocations; for every other one,
  // operators fold without interning their unevaluated forms first.
  if (Backend->Traits & BT_NeedsAllocationModel)
    Records.enableAllocationModel();
  SM.IncludeDirs = Opts.IncludeDirs;

  ParseOptions PO;
  PO.Defines = Opts.Defines;
  PO.NoWarnOnUnusedTemplateArgs = Opts.NoWarnOnUnusedTemplateArgs;
  if (!applyLimitOptions(Opts.Backend, PO, Records, Err))
    return reportError(J, Err);
  bool Parsed = parseTableGen(SM, Diags, Records, unsigned(Main), PO);
  if (J.Stats)
    J.Stats->noteParsed(Records);
  if (!Parsed)
    return 1;
  if (Timer)
    Timer->stop();
  if (Diags.hasErrors())
    return reportError(J, std::to_string(Diags.errorCount()) + " errors.\n");

  Records.endFrontEnd();

  if (Timer)
    Timer->startBackend("Backend overall");
  // A multi-file backend names its extra outputs after -o ("-" for stdout).
  OutputFiles Files(Opts.Output == "-" ? std::string("-") : outputStem(Opts.Output));
  OStream &OS = Files.main();
  // Big outputs go to an anonymous temporary file as they are produced
  // instead of growing one buffer; they reach the real output only once
  // the backend is done, as before.
  OS.enableSpill(size_t(1) << 20);
  runBackend(*Backend, Records, Files, BackendContext{Opts.Backend, Diags});
  if (Timer)
    Timer->stopBackend();
  if (J.Stats)
    J.Stats->PeakBackend = peakRSSKiB();

  const bool ToStdout = Opts.Output == "-";
  if (!Opts.DepFile.empty()) {
    if (ToStdout)
      return reportError(J, "the option -d must be used together with -o\n");
    if (!Diags.hasErrors()) {
      std::set<std::string> Deps(SM.Dependencies.begin(), SM.Dependencies.end());
      std::string Text = Opts.Output + ":";
      for (const std::string &D : Deps)
        Text += " " + D;
      Text += "\n";
      OStream DepOS;
      DepOS << Text;
      if (!writeOutputFile(Opts.DepFile, DepOS, false, Opts.CreationMode, Err))
        return reportError(J, "error opening " + Opts.DepFile + ":" + Err + "\n");
    }
  }

  if (Timer)
    Timer->start("Write output");
  if (ToStdout) {
    // As llvm-tblgen: the output goes out even when the backend reported
    // (non-fatal) errors; the exit status tells.
    bool Ok = writeStdout(OS);
    for (const auto &Extra : Files.extras())
      Ok = Ok && writeStdout(*Extra.second);
    if (!Ok)
      return reportError(J, "error writing to stdout: " + std::string(std::strerror(errno)) + "\n");
  } else if (!Diags.hasErrors()) {
    std::string Failed;
    if (!writeOutputSet(Opts.Output, Files, Opts.WriteIfChanged, Opts.CreationMode, Failed, Err))
      return reportError(J, "error opening " + Failed + ": " + Err + "\n");
  }
  if (Timer)
    Timer->stop();
  if (J.Stats)
    J.Stats->PeakWrite = peakRSSKiB();

  if (Diags.hasErrors())
    return reportError(J, std::to_string(Diags.errorCount()) + " errors.\n");
  return 0;
}

/// What follows a run: the --stats and --time-phases reports, flushing
/// stdout; the process's exit status.
int finishJob(Job &J) {
  if (J.Stats)
    J.Stats->print(stderr);
  // llvm-tblgen prints the timing report when its RecordKeeper goes away,
  // which a fatal error (exit) skips.
  if (J.Timer && !J.Fatal)
    J.Timer->print(stderr);
  std::fflush(stdout);
  return J.Status == 0 ? 0 : 1;
}

void *jobThread(void *P) {
  Job &J = *static_cast<Job *>(P);
  try {
    J.Status = runPipeline(J);
  } catch (const FatalError &) {
    J.Status = 1;
    J.Fatal = true;
  } catch (const std::exception &E) {
    std::fprintf(stderr, "%s: error: %s\n", J.Argv0, E.what());
    J.Status = 1;
    J.Fatal = true;
  } catch (...) {
    std::fprintf(stderr, "%s: error: unexpected exception\n", J.Argv0);
    J.Status = 1;
    J.Fatal = true;
  }
#ifdef TBLGEN_FAST_EXIT
  // Done: finish here and end the process from this thread, so that neither
  // the thread's teardown (its allocator heap) nor exit handlers run.
  if (J.OnOwnThread) {
    int RC = finishJob(J);
    std::fflush(stderr);
    std::_Exit(RC);
  }
#endif
  return nullptr;
}

/// Runs the job on a thread with a big stack (falling back to smaller ones,
/// then to this thread, when the system refuses).
void runOnBigStack(Job &J) {
  for (size_t Size : {size_t(1) << 30, size_t(256) << 20, size_t(64) << 20}) {
    pthread_attr_t Attr;
    if (pthread_attr_init(&Attr) != 0)
      break;
    pthread_t Thread;
    J.OnOwnThread = true;
    bool Started = pthread_attr_setstacksize(&Attr, Size) == 0 &&
                   pthread_create(&Thread, &Attr, jobThread, &J) == 0;
    pthread_attr_destroy(&Attr);
    if (Started) {
      pthread_join(Thread, nullptr);
      return;
    }
  }
  J.OnOwnThread = false;
  jobThread(&J);
}

} // namespace

int main(int argc, char **argv) {
  mode_t Mask = ::umask(0);
  ::umask(Mask);

  DriverOptions Opts;
  Opts.CreationMode = 0666 & ~Mask;
  switch (parseCommandLine(argc, argv, Opts)) {
  case ParseResult::Exit0:
    return std::fflush(stdout) == 0 ? 0 : 1;
  case ParseResult::Exit1:
    return 1;
  case ParseResult::Run:
    break;
  }

  PhaseTimer Timer;
  RunStats Stats;
  // Static storage: the run's objects (Job::Kept) are never freed, and
  // must stay reachable after main returns so leak checkers do not report
  // them.
  static Job J{&Opts, argv[0], Opts.TimePhases ? &Timer : nullptr, Opts.Stats ? &Stats : nullptr};
  runOnBigStack(J);
  return finishJob(J);
}
