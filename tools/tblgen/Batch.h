//===- Batch.h - tblgen --batch FILE ----------------------------*- C++ -*-===//
//
// Runs every line of a batch file as one llvm-tblgen command line, with the
// results of separate runs: lines that parse the same way (same input,
// include directories, macros and parse options) share one parse; their
// backends run on worker threads; outputs, dependency files and messages
// come out in line order. docs/batch.md describes it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "Options.h"

#include <string>
#include <vector>

namespace tblgen::driver {

/// Runs the batch file Opts.BatchFile. Args is the process's command line
/// (without the program name): --batch takes no other option. Returns the
/// exit status: 0 when every line succeeded.
int runBatch(const DriverOptions &Opts, const std::vector<std::string> &Args, const char *Argv0);

/// One command line of a batch file.
struct BatchLine {
  unsigned Number = 0;            ///< 1-based line number in the file
  std::vector<std::string> Words; ///< the arguments
  std::string Error;              ///< why the line could not be split
};

/// Splits a batch file's text into its command lines: blank lines and
/// comment lines are skipped (see splitShellWords for the quoting).
std::vector<BatchLine> splitBatchFile(std::string_view Text);

} // namespace tblgen::driver
