//===- Diagnostics.cpp - Diagnostics with source locations ----------------===//
//
// Output follows llvm-tblgen: located messages use the llvm::SourceMgr format
// (include stack, "file:line:col: kind: msg", source line, caret); messages
// without a location are "kind: msg". The Record / RecordVal overloads of the
// Print* helpers live with the record classes.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Error.h"

namespace tblgen {

namespace {

thread_local Diagnostics *CurrentDiags = nullptr;

constexpr std::string_view MulticlassNote = "instantiated from multiclass";

void writeOut(FILE *Out, const std::string &S) {
  if (!S.empty())
    std::fwrite(S.data(), 1, S.size(), Out);
}

/// Fallback when no Diagnostics object is installed: no source manager is
/// available, so only the message is printed.
void printBare(std::string_view Kind, std::string_view Msg) {
  std::string S;
  S += Kind;
  S += ": ";
  S += Msg;
  S += '\n';
  writeOut(stderr, S);
}

} // namespace

void Diagnostics::emit(SrcLoc Loc, std::string_view Kind, std::string_view Msg) {
  ++NumReports;
  if (Quiet)
    return;
  std::string S;
  SM.printMessage(S, Loc, Kind, Msg);
  writeOut(Out, S);
}

void Diagnostics::emitNoLoc(std::string_view Kind, std::string_view Msg) {
  ++NumReports;
  if (Quiet)
    return;
  std::string S;
  S += Kind;
  S += ": ";
  S += Msg;
  S += '\n';
  writeOut(Out, S);
}

void Diagnostics::emitMulti(const std::vector<SrcLoc> &Locs,
                            std::string_view Kind, std::string_view Msg) {
  ++NumReports;
  if (Quiet)
    return;
  std::string S;
  SM.printMessage(S, Locs.empty() ? SrcLoc() : Locs.front(), Kind, Msg);
  for (size_t I = 1; I < Locs.size(); ++I)
    SM.printMessage(S, Locs[I], "note", MulticlassNote);
  writeOut(Out, S);
}

void Diagnostics::error(const std::vector<SrcLoc> &Locs, std::string_view Msg) {
  emitMulti(Locs, "error", Msg);
  ++NumErrors;
}

void Diagnostics::warning(const std::vector<SrcLoc> &Locs,
                          std::string_view Msg) {
  emitMulti(Locs, "warning", Msg);
  ++NumWarnings;
}

void Diagnostics::note(const std::vector<SrcLoc> &Locs, std::string_view Msg) {
  emitMulti(Locs, "note", Msg);
}

Diagnostics *currentDiagnostics() { return CurrentDiags; }
void setCurrentDiagnostics(Diagnostics *D) { CurrentDiags = D; }

void PrintNote(std::string_view Msg) {
  if (Diagnostics *D = CurrentDiags)
    D->note(Msg);
  else
    printBare("note", Msg);
}

void PrintNote(const std::vector<SrcLoc> &Locs, std::string_view Msg) {
  if (Diagnostics *D = CurrentDiags)
    D->note(Locs, Msg);
  else
    printBare("note", Msg);
}

void PrintWarning(std::string_view Msg) {
  if (Diagnostics *D = CurrentDiags)
    D->warning(Msg);
  else
    printBare("warning", Msg);
}

void PrintWarning(const std::vector<SrcLoc> &Locs, std::string_view Msg) {
  if (Diagnostics *D = CurrentDiags)
    D->warning(Locs, Msg);
  else
    printBare("warning", Msg);
}

void PrintWarning(SrcLoc Loc, std::string_view Msg) {
  if (Diagnostics *D = CurrentDiags)
    D->warning(Loc, Msg);
  else
    printBare("warning", Msg);
}

void PrintError(std::string_view Msg) {
  if (Diagnostics *D = CurrentDiags)
    D->error(Msg);
  else
    printBare("error", Msg);
}

void PrintError(const std::vector<SrcLoc> &Locs, std::string_view Msg) {
  if (Diagnostics *D = CurrentDiags)
    D->error(Locs, Msg);
  else
    printBare("error", Msg);
}

void PrintError(SrcLoc Loc, std::string_view Msg) {
  if (Diagnostics *D = CurrentDiags)
    D->error(Loc, Msg);
  else
    printBare("error", Msg);
}

void PrintFatalError(std::string_view Msg) {
  PrintError(Msg);
  throw FatalError{};
}

void PrintFatalError(const std::vector<SrcLoc> &Locs, std::string_view Msg) {
  PrintError(Locs, Msg);
  throw FatalError{};
}

void PrintFatalNote(const std::vector<SrcLoc> &Locs, std::string_view Msg) {
  PrintNote(Locs, Msg);
  throw FatalError{};
}

} // namespace tblgen
