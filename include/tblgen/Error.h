//===- Error.h - Diagnostics with source locations --------------*- C++ -*-===//
#pragma once

#include "tblgen/SourceMgr.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {

class Record;
class RecordVal;

/// Collects and prints diagnostics. Library code reports through this and
/// returns a status; it never exits.
class Diagnostics {
public:
  explicit Diagnostics(const SourceMgr &SM, FILE *Out = stderr) : SM(SM), Out(Out) {}

  void error(SrcLoc Loc, std::string_view Msg) { emit(Loc, "error", Msg); ++NumErrors; }
  void warning(SrcLoc Loc, std::string_view Msg) { emit(Loc, "warning", Msg); ++NumWarnings; }
  void note(SrcLoc Loc, std::string_view Msg) { emit(Loc, "note", Msg); }
  void error(std::string_view Msg) { emitNoLoc("error", Msg); ++NumErrors; }
  void warning(std::string_view Msg) { emitNoLoc("warning", Msg); ++NumWarnings; }
  void note(std::string_view Msg) { emitNoLoc("note", Msg); }

  /// An error at the first location, with "instantiated from" notes at the
  /// rest (the defm chain), as llvm-tblgen prints them.
  void error(const std::vector<SrcLoc> &Locs, std::string_view Msg);
  void warning(const std::vector<SrcLoc> &Locs, std::string_view Msg);
  void note(const std::vector<SrcLoc> &Locs, std::string_view Msg);

  unsigned errorCount() const { return NumErrors; }
  bool hasErrors() const { return NumErrors != 0; }
  const SourceMgr &sourceMgr() const { return SM; }
  /// Stop printing (errors are still counted).
  void setQuiet(bool Q) { Quiet = Q; }

private:
  void emit(SrcLoc Loc, std::string_view Kind, std::string_view Msg);
  void emitNoLoc(std::string_view Kind, std::string_view Msg);
  void emitMulti(const std::vector<SrcLoc> &Locs, std::string_view Kind, std::string_view Msg);

  const SourceMgr &SM;
  FILE *Out;
  unsigned NumErrors = 0, NumWarnings = 0;
  bool Quiet = false;
};

/// The diagnostics object of the current run, used by the Print* helpers
/// that backends call. Set by the driver; one per thread.
Diagnostics *currentDiagnostics();
void setCurrentDiagnostics(Diagnostics *D);

void PrintNote(std::string_view Msg);
void PrintNote(const std::vector<SrcLoc> &Locs, std::string_view Msg);
void PrintWarning(std::string_view Msg);
void PrintWarning(const std::vector<SrcLoc> &Locs, std::string_view Msg);
void PrintWarning(SrcLoc Loc, std::string_view Msg);
void PrintError(std::string_view Msg);
void PrintError(const std::vector<SrcLoc> &Locs, std::string_view Msg);
void PrintError(SrcLoc Loc, std::string_view Msg);
void PrintError(const Record *Rec, std::string_view Msg);
void PrintError(const RecordVal *RecVal, std::string_view Msg);

/// Thrown by the PrintFatal* helpers; the driver catches it and exits 1.
struct FatalError {};
[[noreturn]] void PrintFatalError(std::string_view Msg);
[[noreturn]] void PrintFatalError(const std::vector<SrcLoc> &Locs, std::string_view Msg);
[[noreturn]] void PrintFatalError(const Record *Rec, std::string_view Msg);
[[noreturn]] void PrintFatalError(const RecordVal *RecVal, std::string_view Msg);
[[noreturn]] void PrintFatalNote(const std::vector<SrcLoc> &Locs, std::string_view Msg);
[[noreturn]] void PrintFatalNote(const Record *Rec, std::string_view Msg);

} // namespace tblgen
