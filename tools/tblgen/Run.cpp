//===- Run.cpp - One llvm-tblgen command line, in three steps -------------===//
//
// parseStep, backendStep and writeStep (Run.h), and the --max-* resource
// limit options (docs/limits.md) that parseStep applies.
//
//===----------------------------------------------------------------------===//

#include "Run.h"

#include "OutputWriter.h"
#include "mlir/Deprecation.h"
#include "parse/Parser.h"
#include "tblgen/Record.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

namespace tblgen::driver {

namespace {

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

/// Runs F, turning an escaping exception into a message; returns true when
/// F returned normally (false: Fatal set).
template <typename Fn> bool catchFatal(const RunContext &C, bool &Fatal, Fn F) {
  try {
    F();
    return true;
  } catch (const FatalError &) {
  } catch (const std::exception &E) {
    std::fprintf(C.Err, "%s: error: %s\n", C.Argv0.c_str(), E.what());
  } catch (...) {
    std::fprintf(C.Err, "%s: error: unexpected exception\n", C.Argv0.c_str());
  }
  Fatal = true;
  return false;
}

} // namespace

int reportError(const RunContext &C, const std::string &Msg) {
  std::fprintf(C.Err, "%s: %s", C.Argv0.c_str(), Msg.c_str());
  std::fflush(C.Err);
  return 1;
}

void parseStep(const RunContext &C, const BackendInfo &Action, ParsedInput &P) {
  const DriverOptions &Opts = *C.Opts;
  P.SM = new SourceMgr;
  P.Records = new RecordKeeper;
  P.Diags = new Diagnostics(*P.SM, C.Err);
  SourceMgr &SM = *P.SM;
  RecordKeeper &Records = *P.Records;
  Diagnostics &Diags = *P.Diags;
  P.Ok = false;
  catchFatal(C, P.Fatal, [&] {
    // The Print* helpers the front end calls report to this run's object.
    DiagnosticsScope BindDiags(Diags);
    if (C.Timer) {
      Records.setTimerHooks(C.Timer);
      C.Timer->start("Parse, build records");
    }
    std::string Err;
    int Main = SM.addFile(Opts.Input, SrcLoc(), Err);
    if (Main < 0) {
      reportError(C, "Could not open input file '" + Opts.Input + "': " + Err + "\n");
      return;
    }
    Records.setInputFilename(Opts.Input); // as given; headers print its base name
    Records.setSourceMgr(&SM);
    // Only a backend that prints llvm-tblgen's allocation statistics has the
    // front end replay llvm-tblgen's allocations; for every other one,
    // operators fold without interning their unevaluated forms first.
    if (Action.Traits & BT_NeedsAllocationModel)
      Records.enableAllocationModel();
    SM.IncludeDirs = Opts.IncludeDirs;

    ParseOptions PO;
    PO.Defines = Opts.Defines;
    PO.NoWarnOnUnusedTemplateArgs = Opts.NoWarnOnUnusedTemplateArgs;
    if (!applyLimitOptions(Opts.Backend, PO, Records, Err)) {
      reportError(C, Err);
      return;
    }
    bool Parsed = parseTableGen(SM, Diags, Records, unsigned(Main), PO);
    if (C.Stats)
      C.Stats->noteParsed(Records);
    if (!Parsed)
      return;
    if (C.Timer)
      C.Timer->stop();
    if (Diags.hasErrors()) {
      reportError(C, std::to_string(Diags.errorCount()) + " errors.\n");
      return;
    }
    // From here on the records are only read, possibly by several backends
    // at once.
    Records.endFrontEnd();
    P.Ok = true;
  });
}

void releaseParsed(ParsedInput &P) {
  delete P.Records;
  delete P.Diags;
  delete P.SM;
  P.Records = nullptr;
  P.Diags = nullptr;
  P.SM = nullptr;
}

void backendStep(const RunContext &C, const BackendInfo &Action, const ParsedInput &P,
                 BackendOutput &Out) {
  const DriverOptions &Opts = *C.Opts;
  Diagnostics Diags(*P.SM, C.Err);
  // A multi-file backend names its extra outputs after -o ("-" for stdout).
  Out.Files = std::make_unique<OutputFiles>(Opts.Output == "-" ? std::string("-")
                                                               : outputStem(Opts.Output));
  Out.Ok = false;
  catchFatal(C, Out.Fatal, [&] {
    if (C.Timer)
      C.Timer->startBackend("Backend overall");
    // Outputs (the main file and the extra ones alike) move to anonymous
    // temporary files 64 KiB at a time as they are produced, so each keeps
    // reusing one small buffer instead of doubling a big one (a 700 KB
    // output used to touch ~2 MB of fresh pages: copies and zero-filling);
    // they reach the real outputs only once the backend is done. In the
    // output's directory, the file becomes the output itself.
    Out.Files->enableSpill(size_t(1) << 16, spillDirFor(Opts.Output));
    // mlir-tblgen warns of uses of deprecated ODS defs first (-on-deprecated).
    if (Opts.Tool->Mask == TM_MLIR) {
      std::string OnDeprecated = Opts.Backend.get("on-deprecated", "warn");
      if (OnDeprecated != "none") {
        DiagnosticsScope Scope(Diags);
        mlir::warnOfDeprecatedUses(*P.Records, OnDeprecated == "error");
      }
    }
    runBackend(Action, *P.Records, *Out.Files, BackendContext{Opts.Backend, Diags});
    if (C.Timer)
      C.Timer->stopBackend();
    if (C.Stats)
      C.Stats->PeakBackend = peakRSSKiB();
    Out.Ok = true;
  });
  Out.Errors = Diags.errorCount();
}

int writeStep(const RunContext &C, const std::vector<std::string> &Dependencies,
              BackendOutput &Out) {
  const DriverOptions &Opts = *C.Opts;
  if (!Out.Ok)
    return 1; // a fatal error: nothing is written
  const bool Errors = Out.Errors != 0;
  std::string Err;
  const bool ToStdout = Opts.Output == "-";
  if (!Opts.DepFile.empty()) {
    if (ToStdout)
      return reportError(C, "the option -d must be used together with -o\n");
    if (!Errors) {
      OStream DepOS;
      DepOS << depFileText(Opts.Output, Dependencies);
      if (!writeOutputFile(Opts.DepFile, DepOS, false, Opts.CreationMode, Err))
        return reportError(C, "error opening " + Opts.DepFile + ":" + Err + "\n");
    }
  }

  if (C.Timer)
    C.Timer->start("Write output");
  if (ToStdout) {
    // As llvm-tblgen: the output goes out even when the backend reported
    // (non-fatal) errors; the exit status tells.
    bool Ok = writeStdout(Out.Files->main());
    for (const auto &Extra : Out.Files->extras())
      Ok = Ok && writeStdout(*Extra.second);
    if (!Ok)
      return reportError(C, "error writing to stdout: " + std::string(std::strerror(errno)) + "\n");
  } else if (!Errors) {
    std::string Failed;
    if (!writeOutputSet(Opts.Output, *Out.Files, Opts.WriteIfChanged, Opts.CreationMode, Failed,
                        Err))
      return reportError(C, "error opening " + Failed + ": " + Err + "\n");
  }
  if (C.Timer)
    C.Timer->stop();
  if (C.Stats)
    C.Stats->PeakWrite = peakRSSKiB();

  if (Errors)
    return reportError(C, std::to_string(Out.Errors) + " errors.\n");
  return 0;
}

// libgcov's, present only when the driver is linked with -fprofile-generate.
extern "C" void __gcov_dump() __attribute__((weak));

void flushProfileCounters() {
  if (&__gcov_dump != nullptr)
    __gcov_dump();
}

} // namespace tblgen::driver
