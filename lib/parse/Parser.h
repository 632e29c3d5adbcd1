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
/// Returns false when parsing stopped at an error. Errors that do not stop
/// it (a failed assertion, a field that could not be resolved, ...) are only
/// counted in Diags, as llvm-tblgen counts them: check Diags.hasErrors() too.
bool parseTableGen(SourceMgr &SM, Diagnostics &Diags, RecordKeeper &Records,
                   unsigned MainBuffer, const ParseOptions &Opts);

} // namespace tblgen
