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
    for (const auto &Entry : Classes) {
      const Record &Class = *Entry.second;
      OS << '\n' << Class.getNameInitAsString() << "  ";
      location(Class.getLocs().empty() ? SrcLoc() : Class.getLocs().front());
      OS << '\n';
      printTemplateArgs(Class);
      printSuperclasses(Class);
      printFields(Class);
    }
  }

  void printRecords() {
    const auto &Defs = Records.getDefs();
    heading("Records", Defs.size());
    for (const auto &Entry : Defs) {
      const Record &Rec = *Entry.second;
      std::string Name = Rec.getNameInitAsString();
      OS << '\n' << (Name.empty() ? std::string_view("\"\"") : std::string_view(Name)) << "  ";
      location(Rec.getLocs().empty() ? SrcLoc() : Rec.getLocs().front());
      OS << '\n';
      printDefms(Rec);
      printSuperclasses(Rec);
      printFields(Rec);
    }
  }

  /// The locations of a defm-generated record are stored innermost first;
  /// the chain is printed outermost first.
  void printDefms(const Record &Rec) {
    const std::vector<SrcLoc> &L = Rec.getLocs();
    if (L.size() < 2)
      return;
    OS << "  Defm sequence:";
    for (size_t I = L.size(); I-- > 0;) {
      OS << ' ';
      location(L[I]);
    }
    OS << '\n';
  }

  void printTemplateArgs(const Record &Rec) {
    std::span<const Init *const> Args = Rec.getTemplateArgs();
    if (Args.empty()) {
      OS << "  Template args: (none)\n";
      return;
    }
    OS << "  Template args:\n";
    for (const Init *ArgName : Args) {
      const RecordVal *Value = Rec.getValue(ArgName);
      if (!Value)
        continue;
      OS << "    ";
      Value->print(OS, false);
      OS << "  ";
      location(Value->getLoc());
      OS << '\n';
    }
  }

  void printSuperclasses(const Record &Rec) {
    auto Supers = Rec.getSuperClasses();
    if (Supers.empty()) {
      OS << "  Superclasses: (none)\n";
      return;
    }
    OS << "  Superclasses:";
    for (const auto &Entry : Supers) {
      const Record *Class = Entry.first;
      if (Rec.hasDirectSuperClass(Class))
        OS << ' ' << Class->getNameInitAsString();
      else
        OS << " (" << Class->getNameInitAsString() << ')';
    }
    OS << '\n';
  }

  void printFields(const Record &Rec) {
    std::span<const RecordVal> Values = Rec.getValues();
    if (Values.empty()) {
      OS << "  Fields: (none)\n";
      return;
    }
    OS << "  Fields:\n";
    for (const RecordVal &Value : Values) {
      if (Rec.isTemplateArg(Value.getNameInit()))
        continue;
      OS << "    ";
      Value.print(OS, false);
      OS << "  ";
      location(Value.getLoc());
      OS << '\n';
    }
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
