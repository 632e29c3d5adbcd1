//===- InstrMapping.cpp - -gen-instr-info: InstrMapping tables ------------===//
//
// An InstrMapping record relates instructions that agree on its RowFields
// and differ in its ColFields: for each key instruction (matching
// KeyCol) a row of the related opcodes, one per ValueCols entry, and a
// lookup function get<Name>(Opcode, ...) over the rows.
//
//===----------------------------------------------------------------------===//
#include "InstrInfo.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::instrinfo {

void emitInstrMappings(const InstrTable &T, OStream &OS) {
  (void)OS;
  for (const Record *R : T.Records.getAllDerivedDefinitionsIfDefined("InstrMapping"))
    PrintFatalError(R->getLocs(), "tblgen: -gen-instr-info does not write InstrMapping tables yet");
}

} // namespace tblgen::instrinfo
