//===- InstrInfoPredicates.cpp - -gen-instr-info: TIIPredicate functions --===//
//
// The TIIPredicate records of a target become functions: on MachineInstr as
// TargetInstrInfo members (GET_INSTRINFO_HELPER_DECLS / _HELPERS) and on
// MCInst (GET_INSTRINFO_MC_HELPER_DECLS / _MC_HELPERS), their bodies the
// expansion of the MCInstPredicate / MCStatement trees.
//
//===----------------------------------------------------------------------===//
#include "InstrInfo.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::instrinfo {

void emitTIIHelpers(const InstrTable &T, OStream &OS, bool Definitions) {
  (void)OS;
  (void)Definitions;
  for (const Record *R : T.Records.getAllDerivedDefinitionsIfDefined("TIIPredicate"))
    PrintFatalError(R->getLocs(), "tblgen: -gen-instr-info does not expand TIIPredicate yet");
}

void emitMCHelpers(const InstrTable &T, OStream &OS) {
  const std::string &TN = T.TargetName;
  OS << "#ifdef GET_INSTRINFO_MC_HELPER_DECLS\n#undef GET_INSTRINFO_MC_HELPER_DECLS\n\n";
  OS << "namespace llvm {\n\nclass MCInst;\nclass FeatureBitset;\n\n";
  OS << "namespace " << TN << "_MC {\n\n";
  OS << "void verifyInstructionPredicates(unsigned Opcode, const FeatureBitset &Features);\n\n";
  OS << "} // namespace " << TN << "_MC\n\n} // namespace llvm\n\n";
  OS << "#endif // GET_INSTRINFO_MC_HELPER_DECLS\n\n";
  OS << "#ifdef GET_INSTRINFO_MC_HELPERS\n#undef GET_INSTRINFO_MC_HELPERS\n\n";
  OS << "namespace llvm::" << TN << "_MC {\n\n\n";
  OS << "} // namespace llvm::" << TN << "_MC\n\n#endif // GET_INSTRINFO_MC_HELPERS\n\n";
}

} // namespace tblgen::instrinfo
