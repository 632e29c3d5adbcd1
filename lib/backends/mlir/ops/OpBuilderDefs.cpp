//===- OpBuilderDefs.cpp - build() and create() definitions ----------------===//

#include "OpDeclParts.h"

#include "tblgen/Output.h"

namespace tblgen::mlirops {

void writeBuilderDefs(OStream &, const OpDeclContext &) {}

} // namespace tblgen::mlirops
