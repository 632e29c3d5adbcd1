//===- FuzzActions.cpp - Fuzz target: any action of any of the three tools -===//
//
// Parses the input and, when it is accepted, runs one backend of tblgen,
// clang-tblgen or mlir-tblgen on the records, as the driver would. The
// input names the action on its first line, a TableGen comment:
//
//   //@ mlir gen-op-decls
//   //@ llvm gen-global-isel-combiner combiners=MyCombiner
//
// (program llvm, clang or mlir; the action without dashes; then options as
// name=value). Without such a line, or when it names no action, the first
// two bytes choose the program and the action. Seeds made from the lit
// tests carry the line, so mutation starts from inputs that reach deep
// into a backend.
//
// Includes come from the in-memory files of FuzzCommon.h and, for inputs
// that include LLVM's or MLIR's own .td files (OpBase.td, Target.td), from
// the directories listed in TBLGEN_FUZZ_INCLUDE (colon-separated), read
// once and kept.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"
#include "mlir/Deprecation.h"
#include "tblgen/Backend.h"
#include "tblgen/Output.h"

#include <fstream>
#include <map>
#include <sstream>
#include <string_view>
#include <vector>

using namespace tblgen;

namespace {

struct Program {
  std::string_view Name;
  unsigned Mask;
};
constexpr Program Programs[] = {{"llvm", TM_LLVM}, {"clang", TM_Clang}, {"mlir", TM_MLIR}};

/// The backends of one program, in registry (name) order.
std::vector<const BackendInfo *> backendsOf(unsigned Mask) {
  std::vector<const BackendInfo *> Out;
  for (const BackendInfo &B : backendRegistry())
    if (B.Tools & Mask)
      Out.push_back(&B);
  return Out;
}

/// The include directories of TBLGEN_FUZZ_INCLUDE.
const std::vector<std::string> &includeDirs() {
  static const std::vector<std::string> Dirs = [] {
    std::vector<std::string> D;
    if (const char *Env = std::getenv("TBLGEN_FUZZ_INCLUDE")) {
      std::string_view S(Env);
      while (!S.empty()) {
        size_t Colon = S.find(':');
        if (Colon != 0)
          D.emplace_back(S.substr(0, Colon));
        S = Colon == S.npos ? std::string_view() : S.substr(Colon + 1);
      }
    }
    return D;
  }();
  return Dirs;
}

/// An in-memory file, or a file under one of includeDirs() (kept after the
/// first read: every input asks for the same few).
bool readInclude(const std::string &Path, std::string &Text) {
  if (fuzz::readVirtualInclude(Path, Text))
    return true;
  bool Allowed = false;
  for (const std::string &D : includeDirs())
    Allowed |= Path.size() > D.size() && Path.compare(0, D.size(), D) == 0 && Path[D.size()] == '/';
  if (!Allowed || Path.find("..") != std::string::npos)
    return false;
  static std::map<std::string, std::string, std::less<>> Cache;
  if (auto It = Cache.find(Path); It != Cache.end()) {
    Text = It->second;
    return true;
  }
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return false;
  std::ostringstream SS;
  SS << In.rdbuf();
  Text = SS.str();
  Cache.emplace(Path, Text);
  return true;
}

/// The program, backend and options the input asks for.
struct Choice {
  const Program *Prog = nullptr;
  const BackendInfo *Backend = nullptr;
  BackendOptions Options;
};

Choice choose(std::string_view In) {
  Choice C;
  if (In.substr(0, 4) == "//@ ") {
    std::string_view Line = In.substr(4, In.find('\n') == In.npos ? In.npos : In.find('\n') - 4);
    std::vector<std::string_view> Words;
    while (!Line.empty()) {
      size_t Sp = Line.find(' ');
      if (Sp != 0)
        Words.push_back(Line.substr(0, Sp));
      Line = Sp == Line.npos ? std::string_view() : Line.substr(Sp + 1);
    }
    for (const Program &P : Programs)
      if (Words.size() >= 2 && Words[0] == P.Name)
        C.Prog = &P;
    if (C.Prog)
      C.Backend = findBackend(Words[1], C.Prog->Mask);
    if (C.Backend) {
      for (size_t I = 2; I < Words.size(); ++I) {
        size_t Eq = Words[I].find('=');
        C.Options.set(Words[I].substr(0, Eq),
                      Eq == std::string_view::npos ? "true" : std::string(Words[I].substr(Eq + 1)));
      }
      return C;
    }
  }
  // No (usable) header: the first bytes choose.
  C.Options.clear();
  C.Prog = &Programs[(In.empty() ? 0 : uint8_t(In[0])) % 3];
  static const std::vector<const BackendInfo *> Lists[] = {
      backendsOf(TM_LLVM), backendsOf(TM_Clang), backendsOf(TM_MLIR)};
  const auto &List = Lists[C.Prog - Programs];
  if (!List.empty())
    C.Backend = List[(In.size() < 2 ? 0 : uint8_t(In[1])) % List.size()];
  return C;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view In(reinterpret_cast<const char *>(Data), Size);
  Choice C = choose(In);
  if (!C.Backend)
    return 0;
  fuzz::runOnBigStack([&] {
    SourceMgr SM;
    Diagnostics Diags(SM, fuzz::diagSink());
    setCurrentDiagnostics(&Diags);
    {
      RecordKeeper RK;
      if (C.Backend->Traits & BT_NeedsAllocationModel)
        RK.enableAllocationModel();
      SM.IncludeDirs = includeDirs();
      bool Parsed = fuzz::parseInput(Data, Size, SM, Diags, RK, readInclude);
      if (Parsed) {
        RK.endFrontEnd();
        OutputFiles Out("fuzz");
        try {
          if (C.Prog->Mask == TM_MLIR) {
            DiagnosticsScope Scope(Diags);
            mlir::warnOfDeprecatedUses(RK, false);
          }
          runBackend(*C.Backend, RK, Out, BackendContext{C.Options, Diags});
        } catch (const FatalError &) {
        }
      }
    }
    setCurrentDiagnostics(nullptr);
  });
  return 0;
}
