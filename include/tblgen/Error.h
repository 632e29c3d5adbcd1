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
  /// "error: Msg", not counted (see PrintUncountedError).
  void uncountedError(std::string_view Msg) { emitNoLoc("error", Msg); }
  /// An error at Loc alone, not counted (see PrintUncountedError).
  void uncountedError(SrcLoc Loc, std::string_view Msg) { emit(Loc, "error", Msg); }

  /// An error at the first location, with "instantiated from" notes at the
  /// rest (the defm chain), as llvm-tblgen prints them.
  void error(const std::vector<SrcLoc> &Locs, std::string_view Msg);
  void warning(const std::vector<SrcLoc> &Locs, std::string_view Msg);
  void note(const std::vector<SrcLoc> &Locs, std::string_view Msg);

  unsigned errorCount() const { return NumErrors; }
  bool hasErrors() const { return NumErrors != 0; }
  /// Messages of any kind reported so far (quiet or not).
  unsigned reportCount() const { return NumReports; }
  const SourceMgr &sourceMgr() const { return SM; }
  /// Stop printing (errors are still counted).
  void setQuiet(bool Q) { Quiet = Q; }

private:
  void emit(SrcLoc Loc, std::string_view Kind, std::string_view Msg);
  void emitNoLoc(std::string_view Kind, std::string_view Msg);
  void emitMulti(const std::vector<SrcLoc> &Locs, std::string_view Kind, std::string_view Msg);

  const SourceMgr &SM;
  FILE *Out;
  unsigned NumErrors = 0, NumWarnings = 0, NumReports = 0;
  bool Quiet = false;
};

/// The diagnostics object that the Print* helpers report to on this thread
/// (null when none is bound). Each run binds its own (a backend's is its
/// BackendContext::Diags, bound by runBackend), so runs on different
/// threads report to different objects.
Diagnostics *currentDiagnostics();
/// Binds D on this thread; prefer DiagnosticsScope.
void setCurrentDiagnostics(Diagnostics *D);

/// Binds a diagnostics object on this thread for the scope's lifetime,
/// then restores the one bound before.
class DiagnosticsScope {
public:
  explicit DiagnosticsScope(Diagnostics &D) : Saved(currentDiagnostics()) { setCurrentDiagnostics(&D); }
  ~DiagnosticsScope() { setCurrentDiagnostics(Saved); }
  DiagnosticsScope(const DiagnosticsScope &) = delete;
  DiagnosticsScope &operator=(const DiagnosticsScope &) = delete;

private:
  Diagnostics *Saved;
};

//===----------------------------------------------------------------------===//
// Print* helpers for backends
//
// The same family as llvm/TableGen/Error.h. Each kind (note, warning, error,
// fatal error, fatal note) comes in these forms:
//
//   Print*(Msg)              "kind: Msg" with no location
//   Print*(Loc, Msg)         "file:line:col: kind: Msg", the source line and
//                            a caret under the column (with the "Included
//                            from" lines first, as llvm::SourceMgr prints)
//   Print*(Locs, Msg)        the same at Locs[0], then "note: instantiated
//                            from multiclass" at each further location (the
//                            defm chain of a record)
//   Print*(const Record *R, Msg)      at R->getLocs(): where the record was
//                                     defined (and instantiated from)
//   Print*(const RecordVal *RV, Msg)  at RV->getLoc(): where the field was
//                                     declared or last set with 'let'
//
// An invalid location prints as "<unknown>:0: kind: Msg". The fatal forms
// print, then throw FatalError; the driver catches it, discards the
// backend's output and exits with status 1. Errors and warnings are counted
// (Diagnostics::errorCount); the driver fails the run when any error was
// printed, so a backend may report several errors with PrintError and stop
// with PrintFatalError.
//===----------------------------------------------------------------------===//

void PrintNote(std::string_view Msg);
void PrintNote(SrcLoc Loc, std::string_view Msg);
void PrintNote(const std::vector<SrcLoc> &Locs, std::string_view Msg);
void PrintNote(const Record *Rec, std::string_view Msg);
void PrintNote(const RecordVal *RecVal, std::string_view Msg);

void PrintWarning(std::string_view Msg);
void PrintWarning(SrcLoc Loc, std::string_view Msg);
void PrintWarning(const std::vector<SrcLoc> &Locs, std::string_view Msg);
void PrintWarning(const Record *Rec, std::string_view Msg);
void PrintWarning(const RecordVal *RecVal, std::string_view Msg);

void PrintError(std::string_view Msg);
void PrintError(SrcLoc Loc, std::string_view Msg);
void PrintError(const std::vector<SrcLoc> &Locs, std::string_view Msg);
void PrintError(const Record *Rec, std::string_view Msg);
void PrintError(const RecordVal *RecVal, std::string_view Msg);

/// "error: Msg" without a location, and not counted: the run still succeeds
/// unless something else fails. This is what llvm-tblgen's location-less
/// PrintError does (only errors with a location count there); backends that
/// report such an error and carry on, with llvm-tblgen exiting 0, use it.
inline void PrintUncountedError(std::string_view Msg) {
  if (Diagnostics *D = currentDiagnostics())
    D->uncountedError(Msg);
  else
    std::fprintf(stderr, "error: %.*s\n", int(Msg.size()), Msg.data());
}

/// "file:line:col: error: Msg" at Loc alone, not counted: what llvm-tblgen
/// prints when a backend hands a message to its source manager directly
/// (clang-tblgen's report of groups defined twice), which leaves the exit
/// status alone.
void PrintUncountedError(SrcLoc Loc, std::string_view Msg);

/// Thrown by the PrintFatal* helpers; the driver catches it and exits 1.
struct FatalError {};
[[noreturn]] void PrintFatalError(std::string_view Msg);
[[noreturn]] void PrintFatalError(SrcLoc Loc, std::string_view Msg);
[[noreturn]] void PrintFatalError(const std::vector<SrcLoc> &Locs, std::string_view Msg);
[[noreturn]] void PrintFatalError(const Record *Rec, std::string_view Msg);
[[noreturn]] void PrintFatalError(const RecordVal *RecVal, std::string_view Msg);

/// A note that ends the run, for the last line of a multi-line error:
/// PrintError(...) then PrintFatalNote(...).
[[noreturn]] void PrintFatalNote(std::string_view Msg);
[[noreturn]] void PrintFatalNote(SrcLoc Loc, std::string_view Msg);
[[noreturn]] void PrintFatalNote(const std::vector<SrcLoc> &Locs, std::string_view Msg);
[[noreturn]] void PrintFatalNote(const Record *Rec, std::string_view Msg);
[[noreturn]] void PrintFatalNote(const RecordVal *RecVal, std::string_view Msg);

} // namespace tblgen
