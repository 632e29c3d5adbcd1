//===- InstrInfoPredicates.cpp - -gen-instr-info: TIIPredicate functions --===//
//
// The TIIPredicate records of a target become functions: on MachineInstr as
// TargetInstrInfo members (GET_INSTRINFO_HELPER_DECLS / _HELPERS) and on
// MCInst (GET_INSTRINFO_MC_HELPER_DECLS / _MC_HELPERS). A body is the C++
// rendering of an MCStatement tree (TargetInstrPredicate.td): returns of
// MCInstPredicate expressions and switches over the opcode.
//
// The C++ comes from the shared codegen::PredicateExpander.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/isel/InstrInfo.h"
#include "codegen/schedule/PredicateExpander.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <string>

namespace tblgen::instrinfo {

void emitTIIHelpers(const InstrTable &T, OStream &OS, bool Definitions) {
  // One expander for all the functions: the indentation a switch leaves
  // behind carries over to the next function, as in llvm-tblgen.
  codegen::PredicateExpander W(T.TargetName);
  for (const Record *R : T.Records.getAllDerivedDefinitionsIfDefined("TIIPredicate")) {
    std::string Name = R->getValueAsString("FunctionName");
    if (!Definitions) {
      OS << "static bool " << Name << "(const MachineInstr &MI);\n";
      continue;
    }
    OS << "bool " << T.TargetName << "InstrInfo::" << Name << "(const MachineInstr &MI) {\n";
    W.indent(OS);
    W.statement(OS, R->getValueAsDef("Body"));
    OS << "\n}\n\n";
  }
}

void emitMCHelpers(const InstrTable &T, OStream &OS) {
  const std::string &TN = T.TargetName;
  const auto &Preds = T.Records.getAllDerivedDefinitionsIfDefined("TIIPredicate");
  OS << "#ifdef GET_INSTRINFO_MC_HELPER_DECLS\n#undef GET_INSTRINFO_MC_HELPER_DECLS\n\n";
  OS << "namespace llvm {\n\nclass MCInst;\nclass FeatureBitset;\n\n";
  OS << "namespace " << TN << "_MC {\n\n";
  for (const Record *R : Preds)
    OS << "bool " << R->getValueAsString("FunctionName") << "(const MCInst &MI);\n";
  OS << "void verifyInstructionPredicates(unsigned Opcode, const FeatureBitset &Features);\n\n";
  OS << "} // namespace " << TN << "_MC\n\n} // namespace llvm\n\n";
  OS << "#endif // GET_INSTRINFO_MC_HELPER_DECLS\n\n";

  OS << "#ifdef GET_INSTRINFO_MC_HELPERS\n#undef GET_INSTRINFO_MC_HELPERS\n\n";
  OS << "namespace llvm::" << TN << "_MC {\n\n";
  codegen::PredicateExpander W(TN); // (shared, as above)
  W.ForMC = true;
  for (const Record *R : Preds) {
    OS << "bool " << R->getValueAsString("FunctionName") << "(const MCInst &MI) {\n";
    W.indent(OS);
    W.statement(OS, R->getValueAsDef("Body"));
    OS << "\n}\n\n";
  }
  OS << "\n} // namespace llvm::" << TN << "_MC\n\n#endif // GET_INSTRINFO_MC_HELPERS\n\n";
}

} // namespace tblgen::instrinfo
