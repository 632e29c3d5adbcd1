//===- PredicateExpander.cpp - MCInstPredicate and MCStatement as C++ -----===//
//
// See PredicateExpander.h. The text, including its indentation, is what
// llvm-tblgen prints: a switch leaves the indentation one level deeper after
// its default case (so code after a nested switch is indented more), and a
// CheckImmOperand_s with an empty value prints both of llvm-tblgen's
// renderings.
//
//===----------------------------------------------------------------------===//
#include "PredicateExpander.h"

#include "tblgen/Record.h"

namespace tblgen::target {

void PredicateExpander::operand(const Record *P, std::string_view Accessor) {
  std::string Mapper;
  if (P->getValue("FunctionMapper"))
    Mapper = P->getValueAsString("FunctionMapper");
  if (!Mapper.empty())
    OS << Mapper << '(';
  OS << mi() << "getOperand(" << P->getValueAsInt("OpIndex") << ")." << Accessor;
  if (!Mapper.empty())
    OS << ')';
}


void PredicateExpander::sequence(const std::vector<const Record *> &Preds, bool All) {
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

void PredicateExpander::opcodeCheck(const std::vector<const Record *> &Opcodes) {
  auto Qualified = [](const Record *I) {
    return I->getValueAsString("Namespace") + "::" + std::string(I->getName());
  };
  if (Opcodes.size() == 1) {
    OS << "( " << mi() << "getOpcode() " << (Negate ? "!= " : "== ") << Qualified(Opcodes[0]) << " )";
    return;
  }
  bang();
  OS << "llvm::is_contained({";
  for (size_t K = 0; K != Opcodes.size(); ++K)
    OS << (K ? ", " : "") << Qualified(Opcodes[K]);
  OS << "}, " << mi() << "getOpcode())";
}

void PredicateExpander::predicate(const Record *P) {
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
    OS << mi() << "getOperand(" << P->getValueAsInt("OpIndex") << ").isReg() ";
  } else if (Is("CheckIsVRegOperand")) {
    bang();
    OS << mi() << "getOperand(" << P->getValueAsInt("OpIndex") << ").getReg().isVirtual()";
  } else if (Is("CheckIsImmOperand")) {
    bang();
    OS << mi() << "getOperand(" << P->getValueAsInt("OpIndex") << ").isImm() ";
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
    OS << (Negate ? "" : "!") << mi() << "getOperand(" << P->getValueAsInt("OpIndex")
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
    OS << mi() << "getOperand(" << P->getValueAsInt("FirstIndex") << ").getReg() "
       << (Negate ? "!=" : "==") << " " << mi() << "getOperand(" << P->getValueAsInt("SecondIndex")
       << ").getReg()";
  } else if (Is("CheckNumOperands")) {
    OS << mi() << "getNumOperands() " << (Negate ? "!= " : "== ") << P->getValueAsInt("NumOps");
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
    OS << P->getValueAsString(ForMC ? "MCInstFnName" : "MachineInstrFnName") << miArg();
  } else if (Is("CheckFunctionPredicateWithTII")) {
    if (ForMC) {
      OS << P->getValueAsString("MCInstFnName") << (ByRef ? "(MI" : "(*MI") << ", MCII)";
    } else {
      std::string Ptr = P->getValueAsString("TIIPtrName");
      OS << (Ptr.empty() ? "TII" : Ptr) << "->" << P->getValueAsString("MachineInstrFnName")
         << miArg();
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
    OS << TargetName << (ForMC ? "_MC::" : "InstrInfo::") << Fn << miArg();
  }
}

void PredicateExpander::statement(const Record *S) {
  if (!S->isSubClassOf("MCOpcodeSwitchStatement")) {
    // A return statement; llvm-tblgen reads any other statement as one too.
    const Record *Pred = S->getValueAsDef("Pred");
    OS << "return ";
    predicate(Pred);
    OS << ';';
    return;
  }
  OS << "switch(" << mi() << "getOpcode()) {\n";
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

} // namespace tblgen::target
