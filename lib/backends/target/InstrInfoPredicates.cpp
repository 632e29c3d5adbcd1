//===- InstrInfoPredicates.cpp - -gen-instr-info: TIIPredicate functions --===//
//
// The TIIPredicate records of a target become functions: on MachineInstr as
// TargetInstrInfo members (GET_INSTRINFO_HELPER_DECLS / _HELPERS) and on
// MCInst (GET_INSTRINFO_MC_HELPER_DECLS / _MC_HELPERS). A body is the C++
// rendering of an MCStatement tree (TargetInstrPredicate.td): returns of
// MCInstPredicate expressions and switches over the opcode.
//
// The text, including its indentation, is what llvm-tblgen prints: a
// switch leaves the indentation one level deeper after its default case
// (so code after a nested switch is indented more), and a CheckImmOperand_s
// with an empty value prints both of llvm-tblgen's renderings.
//
//===----------------------------------------------------------------------===//
#include "InstrInfo.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <string>

namespace tblgen::instrinfo {

namespace {

/// Renders predicates and statements for one flavour (MachineInstr or
/// MCInst). Negation is a state pushed down by CheckNot and reset inside
/// CheckAll/CheckAny, as each element is a complete condition.
class PredicateWriter {
public:
  PredicateWriter(OStream &OS, std::string_view TargetName, bool ForMC)
      : OS(OS), TargetName(TargetName), ForMC(ForMC) {}

  void statement(const Record *S);
  void predicate(const Record *P);
  void indent() { OS << std::string(Level * 2, ' '); }

private:
  void operand(const Record *P, std::string_view Accessor) {
    std::string Mapper;
    if (P->getValue("FunctionMapper"))
      Mapper = P->getValueAsString("FunctionMapper");
    if (!Mapper.empty())
      OS << Mapper << '(';
    OS << "MI.getOperand(" << P->getValueAsInt("OpIndex") << ")." << Accessor;
    if (!Mapper.empty())
      OS << ')';
  }
  void compare(std::string_view Eq, std::string_view Ne) { OS << (Negate ? Ne : Eq); }
  void bang() {
    if (Negate)
      OS << '!';
  }
  void sequence(const std::vector<const Record *> &Preds, bool All);
  void opcodeCheck(const std::vector<const Record *> &Opcodes);

  OStream &OS;
  std::string_view TargetName;
  bool ForMC;
  bool Negate = false;
  unsigned Level = 1;
};

void PredicateWriter::sequence(const std::vector<const Record *> &Preds, bool All) {
  if (Preds.size() == 1)
    return predicate(Preds[0]);
  OS << (Negate ? "!(" : "(");
  bool Saved = Negate;
  Negate = false;
  ++Level;
  for (size_t K = 0; K != Preds.size(); ++K) {
    OS << '\n';
    indent();
    if (K)
      OS << (All ? "&& " : "|| ");
    predicate(Preds[K]);
  }
  OS << '\n';
  --Level;
  indent();
  OS << ')';
  Negate = Saved;
}

void PredicateWriter::opcodeCheck(const std::vector<const Record *> &Opcodes) {
  auto Qualified = [](const Record *I) {
    return I->getValueAsString("Namespace") + "::" + std::string(I->getName());
  };
  if (Opcodes.size() == 1) {
    OS << "( MI.getOpcode() " << (Negate ? "!= " : "== ") << Qualified(Opcodes[0]) << " )";
    return;
  }
  bang();
  OS << "llvm::is_contained({";
  for (size_t K = 0; K != Opcodes.size(); ++K)
    OS << (K ? ", " : "") << Qualified(Opcodes[K]);
  OS << "}, MI.getOpcode())";
}

void PredicateWriter::predicate(const Record *P) {
  auto Is = [&](std::string_view Cls) { return P->isSubClassOf(Cls); };
  if (Is("MCTrue")) {
    OS << (Negate ? "false" : "true");
  } else if (Is("MCFalse")) {
    OS << (Negate ? "true" : "false");
  } else if (Is("CheckNot")) {
    Negate = !Negate;
    predicate(P->getValueAsDef("Pred"));
    Negate = !Negate;
  } else if (Is("CheckIsRegOperand")) {
    bang();
    OS << "MI.getOperand(" << P->getValueAsInt("OpIndex") << ").isReg() ";
  } else if (Is("CheckIsVRegOperand")) {
    bang();
    OS << "MI.getOperand(" << P->getValueAsInt("OpIndex") << ").getReg().isVirtual()";
  } else if (Is("CheckIsImmOperand")) {
    bang();
    OS << "MI.getOperand(" << P->getValueAsInt("OpIndex") << ").isImm() ";
  } else if (Is("CheckRegOperand")) {
    operand(P, "getReg()");
    compare(" == ", " != ");
    const Record *Reg = P->getValueAsDef("Reg");
    std::string NS = Reg->getValueAsString("Namespace");
    if (!NS.empty())
      OS << NS << "::";
    OS << Reg->getName();
  } else if (Is("CheckRegOperandSimple")) {
    bang();
    operand(P, "getReg()");
  } else if (Is("CheckInvalidRegOperand")) {
    OS << (Negate ? "" : "!") << "MI.getOperand(" << P->getValueAsInt("OpIndex")
       << ").getReg().isValid()";
  } else if (Is("CheckImmOperand")) {
    operand(P, "getImm()");
    compare(" == ", " != ");
    OS << P->getValueAsInt("ImmVal");
  } else if (Is("CheckImmOperand_s")) {
    std::string Value = P->getValueAsString("ImmVal");
    if (Value.empty()) {
      // llvm-tblgen prints the "simple" check and then the comparison too.
      bang();
      operand(P, "getImm()");
    }
    operand(P, "getImm()");
    compare(" == ", " != ");
    OS << Value;
  } else if (Is("CheckImmOperandLT")) {
    operand(P, "getImm()");
    compare(" < ", " >= ");
    OS << P->getValueAsInt("ImmVal");
  } else if (Is("CheckImmOperandGT")) {
    operand(P, "getImm()");
    compare(" > ", " <= ");
    OS << P->getValueAsInt("ImmVal");
  } else if (Is("CheckImmOperandSimple")) {
    bang();
    operand(P, "getImm()");
  } else if (Is("CheckSameRegOperand")) {
    OS << "MI.getOperand(" << P->getValueAsInt("FirstIndex") << ").getReg() "
       << (Negate ? "!=" : "==") << " MI.getOperand(" << P->getValueAsInt("SecondIndex")
       << ").getReg()";
  } else if (Is("CheckNumOperands")) {
    OS << "MI.getNumOperands() " << (Negate ? "!= " : "== ") << P->getValueAsInt("NumOps");
  } else if (Is("CheckPseudo")) {
    if (ForMC)
      OS << "false";
    else
      opcodeCheck(P->getValueAsListOfDefs("ValidOpcodes"));
  } else if (Is("CheckOpcode")) {
    opcodeCheck(P->getValueAsListOfDefs("ValidOpcodes"));
  } else if (Is("CheckAll")) {
    sequence(P->getValueAsListOfDefs("Predicates"), true);
  } else if (Is("CheckAny")) {
    sequence(P->getValueAsListOfDefs("Predicates"), false);
  } else if (Is("CheckFunctionPredicate")) {
    OS << P->getValueAsString(ForMC ? "MCInstFnName" : "MachineInstrFnName") << "(MI)";
  } else if (Is("CheckFunctionPredicateWithTII")) {
    if (ForMC) {
      OS << P->getValueAsString("MCInstFnName") << "(MI, MCII)";
    } else {
      std::string Ptr = P->getValueAsString("TIIPtrName");
      OS << (Ptr.empty() ? "TII" : Ptr) << "->" << P->getValueAsString("MachineInstrFnName")
         << "(MI)";
    }
  } else if (Is("CheckNonPortable")) {
    if (ForMC)
      OS << "false";
    else
      OS << '(' << P->getValueAsString("CodeBlock") << ')';
  } else {
    // A TIIPredicate: a call of its function. llvm-tblgen treats any other
    // predicate the same way, so one without FunctionName fails there.
    std::string Fn = P->getValueAsString("FunctionName");
    bang();
    OS << TargetName << (ForMC ? "_MC::" : "InstrInfo::") << Fn << "(MI)";
  }
}

void PredicateWriter::statement(const Record *S) {
  if (!S->isSubClassOf("MCOpcodeSwitchStatement")) {
    // A return statement; llvm-tblgen reads any other statement as one too.
    const Record *Pred = S->getValueAsDef("Pred");
    OS << "return ";
    predicate(Pred);
    OS << ';';
    return;
  }
  OS << "switch(MI.getOpcode()) {\n";
  for (const Record *Case : S->getValueAsListOfDefs("Cases")) {
    for (const Record *Op : Case->getValueAsListOfDefs("Opcodes")) {
      indent();
      OS << "case " << Op->getValueAsString("Namespace") << "::" << Op->getName() << ":\n";
    }
    ++Level;
    indent();
    statement(Case->getValueAsDef("CaseStmt"));
    --Level;
    OS << '\n';
  }
  indent();
  OS << "default:\n";
  ++Level; // not undone: later lines come out one level deeper, as in llvm-tblgen
  indent();
  statement(S->getValueAsDef("DefaultCase"));
  OS << '\n';
  indent();
  OS << "} // end of switch-stmt";
}

} // namespace

void emitTIIHelpers(const InstrTable &T, OStream &OS, bool Definitions) {
  for (const Record *R : T.Records.getAllDerivedDefinitionsIfDefined("TIIPredicate")) {
    std::string Name = R->getValueAsString("FunctionName");
    if (!Definitions) {
      OS << "static bool " << Name << "(const MachineInstr &MI);\n";
      continue;
    }
    OS << "bool " << T.TargetName << "InstrInfo::" << Name << "(const MachineInstr &MI) {\n";
    PredicateWriter W(OS, T.TargetName, /*ForMC=*/false);
    W.indent();
    W.statement(R->getValueAsDef("Body"));
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
  for (const Record *R : Preds) {
    OS << "bool " << R->getValueAsString("FunctionName") << "(const MCInst &MI) {\n";
    PredicateWriter W(OS, TN, /*ForMC=*/true);
    W.indent();
    W.statement(R->getValueAsDef("Body"));
    OS << "\n}\n\n";
  }
  OS << "\n} // namespace llvm::" << TN << "_MC\n\n#endif // GET_INSTRINFO_MC_HELPERS\n\n";
}

} // namespace tblgen::instrinfo
