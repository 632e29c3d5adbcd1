//===- RecordValPrint.cpp - Printing a field with << ----------------------===//

#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen {

// A field prints as a line of --print-records: indented, with ';' and a
// newline.
OStream &operator<<(OStream &OS, const RecordVal &RV) {
  OS << "  ";
  RV.print(OS);
  return OS;
}

} // namespace tblgen
