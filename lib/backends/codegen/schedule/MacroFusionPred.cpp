//===- MacroFusionPred.cpp - -gen-macro-fusion-pred ------------------------===//
//
// A Fusion record (TargetMacroFusion.td) names a pair of instructions the
// scheduler should keep together, as a list of FusionPredicates on the
// first instruction, the second, or both. The backend writes one predicate
// function per Fusion, isNAME(TII, STI, FirstMI, SecondMI), which returns
// false as soon as one predicate fails:
//
//   * MCInstPredicate-based predicates are expanded negated, on a local
//     `MI` pointing at the instruction concerned (PredicateExpander);
//   * WildcardPred decides the answer when there is no first instruction;
//   * OneUsePred requires the first result to have a single use;
//   * First/SecondInstHasSameReg and TieReg compare register operands, and
//     try the commuted operand when the Fusion is IsCommutable;
//   * FusionPredicateWithCode pastes its code as it is.
//
// Output: GET_<Target>_MACRO_FUSION_PRED_DECL (declarations) and _IMPL
// (definitions), Fusions in name order.
//
//===----------------------------------------------------------------------===//
#include "codegen/schedule/PredicateExpander.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <string>

namespace tblgen {
namespace {

class FusionWriter {
public:
  FusionWriter(const RecordKeeper &Records, OStream &OS)
      : Records(Records), OS(OS) {}
  void run();

private:
  void writeFunction(const Record *Fusion);
  void onFirst(const Record *Pred);
  void onSecond(const Record *Pred);
  void onBoth(const Record *Pred);
  /// "if (!MI...) return false;" for an MCInstPredicate on one instruction.
  void instPredicate(const Record *Pred, const char *Which);
  /// Operands A and B of one instruction (Inst: "FirstMI->" or
  /// "SecondMI.") hold the same physical register.
  void sameReg(const Record *Pred, const std::string &Inst);
  /// Writes the commuted-operand retry of a register comparison: Indent
  /// is that of the enclosing if, Reg the register the commuted operand
  /// must equal, Inst the instruction whose operands are commuted.
  void commutedRetry(unsigned Indent, int SecondOpIdx, const std::string &Reg,
                     const std::string &Inst, const std::string &InstArg);

  const RecordKeeper &Records;
  OStream &OS;
  std::string TargetName;
  bool Commutable = false;
};

void FusionWriter::instPredicate(const Record *Pred, const char *Which) {
  OS << "  {\n    const MachineInstr *MI = " << Which << ";\n    if (";
  codegen::PredicateExpander PE(TargetName);
  PE.ByRef = false;
  PE.Level = 3;
  PE.setNegated(true);
  PE.predicate(OS, Pred->getValueAsDef("Predicate"));
  OS << ")\n      return false;\n  }\n";
}

void FusionWriter::commutedRetry(unsigned Indent, int SecondOpIdx, const std::string &Reg,
                                 const std::string &Inst, const std::string &InstArg) {
  std::string In(Indent + 2, ' ');
  OS << " {\n"
     << In << "if (!" << Inst << "getDesc().isCommutable())\n"
     << In << "  return false;\n"
     << In << "unsigned SrcOpIdx1 = " << SecondOpIdx
     << ", SrcOpIdx2 = TargetInstrInfo::CommuteAnyOperandIndex;\n"
     << In << "if (TII.findCommutedOpIndices(" << InstArg << ", SrcOpIdx1, SrcOpIdx2))\n"
     << In << "  if (" << Reg << " != " << Inst << "getOperand(SrcOpIdx2).getReg())\n"
     << In << "    return false;\n"
     << std::string(Indent, ' ') << "}";
}

void FusionWriter::sameReg(const Record *Pred, const std::string &Inst) {
  int A = int(Pred->getValueAsInt("FirstOpIdx"));
  int B = int(Pred->getValueAsInt("SecondOpIdx"));
  std::string RegA = Inst + "getOperand(" + std::to_string(A) + ").getReg()";
  OS << "  if (!" << RegA << ".isVirtual()) {\n"
     << "    if (" << RegA << " != " << Inst << "getOperand(" << B << ").getReg())";
  if (Commutable) {
    std::string Arg = Inst == "SecondMI." ? "SecondMI" : "FirstMI";
    commutedRetry(4, B, RegA, Inst, Arg);
    OS << "\n";
  } else {
    OS << "\n      return false;\n";
  }
  OS << "  }\n";
}

void FusionWriter::onFirst(const Record *Pred) {
  if (Pred->isSubClassOf("WildcardPred")) {
    OS << "  if (!FirstMI)\n    return "
       << (Pred->getValueAsBit("ReturnValue") ? "true" : "false") << ";\n";
  } else if (Pred->isSubClassOf("OneUsePred")) {
    OS << "  {\n"
       << "    Register FirstDest = FirstMI->getOperand(0).getReg();\n"
       << "    if (FirstDest.isVirtual() && !MRI.hasOneNonDBGUse(FirstDest))\n"
       << "      return false;\n"
       << "  }\n";
  } else if (Pred->isSubClassOf("FusionPredicateWithMCInstPredicate")) {
    instPredicate(Pred, "FirstMI");
  } else if (Pred->isSubClassOf("FirstInstHasSameReg")) {
    sameReg(Pred, "FirstMI->");
  } else {
    PrintFatalError(Pred, "Unsupported predicate for first instruction: " +
                              Pred->getType()->getAsString());
  }
}

void FusionWriter::onSecond(const Record *Pred) {
  if (Pred->isSubClassOf("FusionPredicateWithMCInstPredicate"))
    instPredicate(Pred, "&SecondMI");
  else if (Pred->isSubClassOf("SecondInstHasSameReg"))
    sameReg(Pred, "SecondMI.");
  else
    PrintFatalError(Pred, "Unsupported predicate for second instruction: " +
                              Pred->getType()->getAsString());
}

void FusionWriter::onBoth(const Record *Pred) {
  if (Pred->isSubClassOf("FusionPredicateWithCode")) {
    OS << Pred->getValueAsString("Predicate");
  } else if (Pred->isSubClassOf("BothFusionPredicateWithMCInstPredicate")) {
    onFirst(Pred);
    onSecond(Pred);
  } else if (Pred->isSubClassOf("TieReg")) {
    std::string A = std::to_string(Pred->getValueAsInt("FirstOpIdx"));
    int B = int(Pred->getValueAsInt("SecondOpIdx"));
    OS << "  if (!(FirstMI->getOperand(" << A << ").isReg() &&\n"
       << "        SecondMI.getOperand(" << B << ").isReg() &&\n"
       << "        FirstMI->getOperand(" << A << ").getReg() == SecondMI.getOperand(" << B
       << ").getReg()))";
    if (Commutable)
      commutedRetry(2, B, "FirstMI->getOperand(" + A + ").getReg()", "SecondMI.", "SecondMI");
    else
      OS << "\n    return false;";
    OS << "\n";
  } else {
    PrintFatalError(Pred, "Unsupported predicate for both instruction: " +
                              Pred->getType()->getAsString());
  }
}

void FusionWriter::writeFunction(const Record *Fusion) {
  std::vector<const Record *> Preds = Fusion->getValueAsListOfDefs("Predicates");
  Commutable = Fusion->getValueAsBit("IsCommutable");
  OS << "bool is" << Fusion->getName() << "(\n"
     << "    const TargetInstrInfo &TII,\n"
     << "    const TargetSubtargetInfo &STI,\n"
     << "    const MachineInstr *FirstMI,\n"
     << "    const MachineInstr &SecondMI) {\n"
     << "  [[maybe_unused]] auto &MRI = SecondMI.getMF()->getRegInfo();\n";
  for (const Record *Pred : Preds) {
    const Record *On = Pred->getValueAsDef("Target");
    std::string_view Name = On->getName();
    if (Name == "first_fusion_target")
      onFirst(Pred);
    else if (Name == "second_fusion_target")
      onSecond(Pred);
    else if (Name == "both_fusion_target")
      onBoth(Pred);
    else
      PrintFatalError(On, "Unsupported 'FusionTarget': " + std::string(Name));
  }
  OS << "  return true;\n}\n";
}

void FusionWriter::run() {
  TargetName = std::string(codegen::getTargetDef(Records)->getName());
  emitSourceFileHeader("Macro Fusion Predicators", OS);
  const auto &Fusions = Records.getAllDerivedDefinitions("Fusion");
  std::string Guard = "GET_" + TargetName + "_MACRO_FUSION_PRED_";
  OS << "#ifdef " << Guard << "DECL\n#undef " << Guard << "DECL\n\nnamespace llvm {\n";
  for (const Record *Fusion : Fusions)
    OS << "bool is" << Fusion->getName()
       << "(const TargetInstrInfo &, const TargetSubtargetInfo &, const MachineInstr *, "
          "const MachineInstr &);\n";
  OS << "} // end namespace llvm\n\n#endif\n\n";
  OS << "#ifdef " << Guard << "IMPL\n#undef " << Guard << "IMPL\n\nnamespace llvm {\n";
  for (const Record *Fusion : Fusions)
    writeFunction(Fusion);
  OS << "} // end namespace llvm\n\n#endif\n";
}

void emitMacroFusionPred(const RecordKeeper &Records, OStream &OS) {
  FusionWriter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(MacroFusionPred, "gen-macro-fusion-pred",
                        "Generate macro fusion predicators.", emitMacroFusionPred);

} // namespace tblgen
