//===- DetailedRecords.cpp - --print-detailed-records ---------------------===//
//
// A report of every global variable, class and record with the source
// location of each, of each field and template argument, the defm chain
// that produced a record, and direct and (in parentheses) indirect
// superclasses; it ends with allocation statistics. The format is
// llvm-tblgen's.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/SourceMgr.h"

namespace tblgen {
namespace {

constexpr std::string_view Rule = "--------------------";

/// Turns locations into "file:line" with the file's base name, as
/// llvm::SourceMgr's getFormattedLocationNoOffset does.
class LocationPrinter {
public:
  explicit LocationPrinter(const SourceMgr *SM) : SM(SM) {}

  void print(OStream &OS, SrcLoc Loc) {
    if (!SM || !Loc.isValid()) {
      OS << "<unknown>:0";
      return;
    }
    int Id = SM->findBuffer(Loc);
    if (Id < 0) {
      OS << "<unknown>:0";
      return;
    }
    std::string_view Name = SM->buffer(unsigned(Id)).Name;
    size_t Slash = Name.find_last_of("/\\");
    if (Slash != std::string_view::npos)
      Name.remove_prefix(Slash + 1);
    OS << Name << ':' << SM->lineCol(Loc).Line;
  }

private:
  const SourceMgr *SM;
};

class DetailedRecordsEmitter {
public:
  DetailedRecordsEmitter(const RecordKeeper &Records, OStream &OS)
      : Records(Records), OS(OS), Locs(sourceMgrOf(Records)) {}

  void run() {
    OS << "DETAILED RECORDS for file " << Records.getInputFilename() << '\n';
    printVariables();
    printClasses();
    printRecords();
    OS << '\n' << Rule << " Memory Allocation Stats " << Rule << '\n';
    Records.dumpAllocationStats(OS);
  }

private:
  static const SourceMgr *sourceMgrOf(const RecordKeeper &Records) {
    if (const SourceMgr *SM = Records.getSourceMgr())
      return SM;
    if (Diagnostics *D = currentDiagnostics())
      return &D->sourceMgr();
    return nullptr;
  }

  void heading(std::string_view Title, size_t Count) {
    OS << '\n' << Rule << ' ' << Title << " (" << Count << ") " << Rule << '\n';
  }

  void location(SrcLoc Loc) {
    OS << '|';
    Locs.print(OS, Loc);
    OS << '|';
  }

  void printVariables() {
    const auto &Globals = Records.getGlobals();
    heading("Global Variables", Globals.size());
    OS << '\n';
    for (const auto &[Name, Value] : Globals)
      OS << Name << " = " << Value->getAsString() << '\n';
  }

  void printClasses() {
    const auto &Classes = Records.getClasses();
    heading("Classes", Classes.size());
    for (const auto &Entry : Classes)
      describe(*Entry.second, /*IsClass=*/true);
  }

  void printRecords() {
    const auto &Defs = Records.getDefs();
    heading("Records", Defs.size());
    for (const auto &Entry : Defs)
      describe(*Entry.second, /*IsClass=*/false);
  }

  /// One class or record: its name and location, then its sections
  /// (template args of a class or the defm chain of a record; superclasses;
  /// fields).
  void describe(const Record &Rec, bool IsClass) {
    std::string Name = Rec.getNameInitAsString();
    if (Name.empty() && !IsClass)
      Name = "\"\"";
    OS << '\n' << Name << "  ";
    const std::vector<SrcLoc> &Where = Rec.getLocs();
    location(Where.empty() ? SrcLoc() : Where.front());
    OS << '\n';

    if (IsClass) {
      std::span<const Init *const> Params = Rec.getTemplateArgs();
      if (section("Template args", Params.empty(), true))
        for (const Init *Param : Params)
          if (const RecordVal *V = Rec.getValue(Param))
            valueLine(*V);
    } else if (Where.size() > 1) {
      // Stored innermost first; printed outermost first.
      OS << "  Defm sequence:";
      for (auto L = Where.rbegin(); L != Where.rend(); ++L) {
        OS << ' ';
        location(*L);
      }
      OS << '\n';
    }

    auto Supers = Rec.getSuperClasses();
    if (section("Superclasses", Supers.empty(), false)) {
      // Indirect superclasses in parentheses.
      for (const auto &Entry : Supers) {
        bool Direct = Rec.hasDirectSuperClass(Entry.first);
        OS << (Direct ? " " : " (") << Entry.first->getNameInitAsString() << (Direct ? "" : ")");
      }
      OS << '\n';
    }

    std::span<const RecordVal> Fields = Rec.getValues();
    if (section("Fields", Fields.empty(), true))
      for (const RecordVal &V : Fields)
        if (!Rec.isTemplateArg(V.getNameInit()))
          valueLine(V);
  }

  /// Starts section Title; prints " (none)" and returns false when it is
  /// empty. Items go on lines of their own when OwnLines.
  bool section(std::string_view Title, bool Empty, bool OwnLines) {
    OS << "  " << Title << ':';
    if (Empty) {
      OS << " (none)\n";
      return false;
    }
    if (OwnLines)
      OS << '\n';
    return true;
  }

  /// A field or template argument with its type, value and location.
  void valueLine(const RecordVal &V) {
    OS << "    ";
    V.print(OS, false);
    OS << "  ";
    location(V.getLoc());
    OS << '\n';
  }

  const RecordKeeper &Records;
  OStream &OS;
  LocationPrinter Locs;
};

void emitDetailedRecords(const RecordKeeper &Records, OStream &OS) {
  DetailedRecordsEmitter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(DetailedRecords, "print-detailed-records",
                        "Print full details of all records to stdout", emitDetailedRecords,
                        BT_NeedsAllocationModel);

} // namespace tblgen
