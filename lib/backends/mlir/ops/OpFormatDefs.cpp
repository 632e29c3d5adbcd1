//===- OpFormatDefs.cpp - parse() and print() from an assemblyFormat -------===//

#include "OpDeclParts.h"

#include "tblgen/Output.h"

namespace tblgen::mlirops {

void writeFormatDefs(OStream &, const OpDeclContext &) {}

} // namespace tblgen::mlirops
