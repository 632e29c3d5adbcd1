//===- Run.h - One llvm-tblgen command line, in three steps -----*- C++ -*-===//
//
// A run reads its input into a RecordKeeper (parseStep), runs its action
// into memory (backendStep) and writes the outputs and the dependency file
// (writeStep). A single run does the three in a row; a --batch run shares
// one parseStep among the lines that parse the same way, runs their
// backendSteps on worker threads and their writeSteps in line order.
//
// Every message of a run goes to its Err stream (stderr, or a buffer a batch
// prints later), so that runs on several threads do not interleave.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "Options.h"
#include "Reports.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/SourceMgr.h"

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace tblgen::driver {

/// Where a run reports and what it reports besides errors.
struct RunContext {
  const DriverOptions *Opts = nullptr;
  std::string Argv0;           ///< messages start with "Argv0: "
  FILE *Err = stderr;          ///< where every message of the run goes
  PhaseTimer *Timer = nullptr; ///< --time-phases, else null
  RunStats *Stats = nullptr;   ///< --mem-stats, else null
};

/// The front end's result: a source manager and the records. A single run
/// never frees them (the process ends soon after; tearing down a big
/// RecordKeeper costs time); a batch frees them (releaseParsed) once every
/// line using them has run its backend. Shared read-only by the backend
/// steps that use it.
struct ParsedInput {
  SourceMgr *SM = nullptr;
  RecordKeeper *Records = nullptr;
  Diagnostics *Diags = nullptr;
  bool Ok = false;    ///< parsed without errors: backends may run
  bool Fatal = false; ///< a fatal error ended it (no timing report)
};

/// Reads and parses C.Opts->Input with the options that shape parsing
/// (include dirs, macros, limits, the allocation model Action needs).
void parseStep(const RunContext &C, const BackendInfo &Action, ParsedInput &P);

/// Frees P's records, diagnostics and source manager (its Ok and Fatal
/// stay). No backend step may be using them.
void releaseParsed(ParsedInput &P);

/// What the backend step produced, for the write step.
struct BackendOutput {
  std::unique_ptr<OutputFiles> Files;
  unsigned Errors = 0; ///< errors the backend reported
  bool Ok = false;    ///< the backend finished without errors
  bool Fatal = false; ///< a fatal error ended it
};

/// Runs Action on P's records into memory. Safe to call on several threads
/// at once for one ParsedInput.
void backendStep(const RunContext &C, const BackendInfo &Action, const ParsedInput &P,
                 BackendOutput &Out);

/// Writes the dependency file (naming Dependencies, the files the parse
/// opened) and the outputs (to stdout without -o). Returns the run's exit
/// status.
int writeStep(const RunContext &C, const std::vector<std::string> &Dependencies,
              BackendOutput &Out);

/// Prints "Argv0: Msg" to C.Err; returns 1.
int reportError(const RunContext &C, const std::string &Msg);

/// Writes the profile counters of a build instrumented with
/// -fprofile-generate (the profile-guided build, TBLGEN_PGO), which the
/// fast exit (std::_Exit) would otherwise lose; does nothing in any other
/// build.
void flushProfileCounters();

} // namespace tblgen::driver
