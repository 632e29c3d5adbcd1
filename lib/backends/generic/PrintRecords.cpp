//===- PrintRecords.cpp - The default backend: print every record ---------===//
#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen {
namespace {

void printRecords(const RecordKeeper &Records, OStream &OS) {
  // Reserve room for the whole output up front, so the buffer never has to
  // be copied to a larger one (which would briefly hold the output three
  // times over). The room is zero-filled when it is added: a small input
  // gets a small buffer (a fixed megabyte was most of a trivial run).
  size_t Estimate = (Records.numDefs() + Records.getClasses().size()) * 2048 + (1 << 16);
  OS.reserve(std::min(Estimate, size_t(1) << 30));
  Records.print(OS);
}
void nullBackend(const RecordKeeper &, OStream &) {}

} // namespace

TBLGEN_REGISTER_BACKEND(PrintRecords, "print-records", "Print all records to stdout (default)",
                        printRecords);
TBLGEN_REGISTER_BACKEND(NullBackend, "null-backend",
                        "Do nothing after parsing (useful for timing)", nullBackend);

} // namespace tblgen
