//===- PrintEnums.cpp - --print-enums and --print-sets ---------------------===//
//
// Two small diagnostic actions of llvm-tblgen:
//
//   --print-enums --class=C   the names of all defs deriving from C, each
//                             followed by ", ", then a newline
//   --print-sets              every def deriving from class Set, expanded
//                             through its Elements field as a set expression
//
//===----------------------------------------------------------------------===//
#include "tblgen/Backend.h"
#include "tblgen/Record.h"
#include "tblgen/SetTheory.h"

namespace tblgen {
namespace {

/// Reads --class (registered with the driver's options in Backend.cpp).
void printEnums(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  // A missing --class is the empty class name, which is never defined.
  const std::string ClassName = Ctx.option("class", "");
  for (const Record *R : Records.getAllDerivedDefinitions(ClassName))
    OS << R->getName() << ", ";
  OS << '\n';
}

void printSets(const RecordKeeper &Records, OStream &OS) {
  SetTheory Sets;
  Sets.addFieldExpander("Set", "Elements");
  for (const Record *R : Records.getAllDerivedDefinitions("Set")) {
    OS << R->getName() << " = [";
    // Every def deriving from Set expands.
    if (const SetTheory::RecVec *Members = Sets.expand(R))
      for (const Record *M : *Members)
        OS << ' ' << M->getName();
    OS << " ]\n";
  }
}

} // namespace

TBLGEN_REGISTER_BACKEND(PrintEnums, "print-enums", "Print enum values for a class", printEnums);
TBLGEN_REGISTER_BACKEND(PrintSets, "print-sets", "Print expanded sets for testing DAG exprs",
                        printSets);

} // namespace tblgen
