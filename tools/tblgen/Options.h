//===- Options.h - The driver's command line --------------------*- C++ -*-===//
//
// llvm-tblgen 22's command line: the options of one run (DriverOptions),
// how an argument vector becomes them (parseArguments, used for the process's
// command line and for each line of a --batch file), --help and --version.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "ToolProfile.h"

#include "tblgen/Backend.h"

#include <string>
#include <string_view>
#include <vector>

#include <sys/types.h>

namespace tblgen::driver {

/// Everything one run (one llvm-tblgen command line) asks for.
struct DriverOptions {
  /// The program the run acts as (tblgen, clang-tblgen, mlir-tblgen): its actions and
  /// options.
  const ToolProfile *Tool = &llvmTool();
  std::string Input = "-";
  std::vector<std::string> IncludeDirs;
  std::vector<std::string> Defines;
  std::string Output = "-";
  std::string DepFile;
  std::string Action = "print-records";
  bool WriteIfChanged = false;
  bool TimePhases = false;
  /// --mem-stats (ours): peak memory and record counts after each phase.
  bool MemStats = false;
  bool NoWarnOnUnusedTemplateArgs = false;
  /// --batch FILE (ours): the runs are the lines of FILE.
  std::string BatchFile;
  /// Messages llvm-tblgen prints while reading its command line that are
  /// not errors (an unknown --debug-counter name): printed before the run.
  std::vector<std::string> Notes;
  /// The backend options given (and the --max-* limits), for this run.
  BackendOptions Backend;
  /// Permissions of a new output file: 0666 less the umask.
  mode_t CreationMode = 0644;
};

/// What parseArguments found besides the options.
enum class ArgsResult {
  Run,     ///< options complete: run
  Help,    ///< --help (or --help-list) was given
  HelpHidden, ///< --help-hidden (or --help-list-hidden) was given
  Version, ///< --version was given
  Error,   ///< Errors holds the messages
};

/// Parses Args (without the program name; @response files are expanded)
/// into Opts, with the actions and options of the program Opts.Tool. Prog is the program name messages start with ("tblgen: ...")
/// and Argv0 how it was invoked (for "Try: 'Argv0 --help'"). Errors get
/// one message per line, without the final newline.
ArgsResult parseArguments(std::vector<std::string> Args, const std::string &Prog,
                          const std::string &Argv0, DriverOptions &Opts,
                          std::vector<std::string> &Errors);

/// Prints Tool's --help to stdout; with Hidden, its --help-hidden (which
/// adds the hidden options).
void printHelp(const ToolProfile &Tool, const char *Argv0, bool Hidden = false);
/// Prints Tool's --version to stdout.
void printVersion(const ToolProfile &Tool);

/// The last component of a path.
std::string baseName(std::string_view Path);

} // namespace tblgen::driver
