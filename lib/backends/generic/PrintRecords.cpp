//===- PrintRecords.cpp - The default backend: print every record ---------===//
#include "tblgen/Backend.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace {

void printRecords(const RecordKeeper &Records, OStream &OS) { Records.print(OS); }
void nullBackend(const RecordKeeper &, OStream &) {}

} // namespace

TBLGEN_REGISTER_BACKEND(PrintRecords, "print-records", "Print all records to stdout (default)",
                        printRecords);
TBLGEN_REGISTER_BACKEND(NullBackend, "null-backend",
                        "Do nothing after parsing (useful for timing)", nullBackend);

} // namespace tblgen
