//===- Parser.h - Entry point of the TableGen front end ---------*- C++ -*-===//
#pragma once

#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/SourceMgr.h"

#include <string>
#include <vector>

namespace tblgen {

struct ParseOptions {
  std::vector<std::string> Defines; ///< -D macros
  bool NoWarnOnUnusedTemplateArgs = false;
  /// Nesting of values (brackets, operators, dags) the parser accepts.
  unsigned MaxValueDepth = 10000;
  /// Nesting of include files.
  unsigned MaxIncludeDepth = 1000;
};

/// Parses and evaluates the main buffer (and its includes) into Records.
/// Returns false when any error was reported.
bool parseTableGen(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &Records,
                   unsigned MainBuffer, const ParseOptions &Opts);

} // namespace tblgen
