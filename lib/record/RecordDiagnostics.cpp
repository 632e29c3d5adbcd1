//===- RecordDiagnostics.cpp - Print* helpers at a location or a record ---===//
//
// The Print* overloads of Error.h that take a single location, a Record (its
// definition locations) or a RecordVal (its field location). They print
// through the current Diagnostics like the others (Diagnostics.cpp).
//
//===----------------------------------------------------------------------===//

#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen {

namespace {

/// A location as the location-list forms take it.
std::vector<SrcLoc> locList(SrcLoc Loc) { return std::vector<SrcLoc>{Loc}; }

} // namespace

void PrintNote(SrcLoc Loc, std::string_view Msg) { PrintNote(locList(Loc), Msg); }
void PrintNote(const Record *Rec, std::string_view Msg) { PrintNote(Rec->getLocs(), Msg); }
void PrintNote(const RecordVal *RecVal, std::string_view Msg) {
  PrintNote(RecVal->getLoc(), Msg);
}

void PrintWarning(const Record *Rec, std::string_view Msg) { PrintWarning(Rec->getLocs(), Msg); }
void PrintWarning(const RecordVal *RecVal, std::string_view Msg) {
  PrintWarning(RecVal->getLoc(), Msg);
}

void PrintError(const Record *Rec, std::string_view Msg) { PrintError(Rec->getLocs(), Msg); }
void PrintError(const RecordVal *RecVal, std::string_view Msg) {
  PrintError(RecVal->getLoc(), Msg);
}

void PrintUncountedError(SrcLoc Loc, std::string_view Msg) {
  if (Diagnostics *D = currentDiagnostics())
    D->uncountedError(Loc, Msg);
}

void PrintFatalError(SrcLoc Loc, std::string_view Msg) {
  PrintError(Loc, Msg);
  throw FatalError{};
}
void PrintFatalError(const Record *Rec, std::string_view Msg) {
  PrintError(Rec->getLocs(), Msg);
  throw FatalError{};
}
void PrintFatalError(const RecordVal *RecVal, std::string_view Msg) {
  PrintError(RecVal->getLoc(), Msg);
  throw FatalError{};
}

void PrintFatalNote(std::string_view Msg) {
  PrintNote(Msg);
  throw FatalError{};
}
void PrintFatalNote(SrcLoc Loc, std::string_view Msg) {
  PrintNote(Loc, Msg);
  throw FatalError{};
}
void PrintFatalNote(const Record *Rec, std::string_view Msg) {
  PrintNote(Rec->getLocs(), Msg);
  throw FatalError{};
}
void PrintFatalNote(const RecordVal *RecVal, std::string_view Msg) {
  PrintNote(RecVal->getLoc(), Msg);
  throw FatalError{};
}

} // namespace tblgen
