//===- PredicateExpander.cpp - C++ for MCInstPredicate trees --------------===//
//
// A switch leaves the indentation one level deeper after its default case
// (so code after a nested switch is indented more), and a CheckImmOperand_s
// with an empty value prints both of llvm-tblgen's renderings: both are
// llvm-tblgen's output and kept.
//
//===----------------------------------------------------------------------===//
#include "codegen/schedule/PredicateExpander.h"

#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::codegen {

void PredicateExpander::indent(OStream &OS) const { OS << std::string(Level * 2, ' '); }

void PredicateExpander::operand(OStream &OS, const Record *P, std::string_view Accessor) {
  std::string Mapper;
  if (P->getValue("FunctionMapper"))
    Mapper = P->getValueAsString("FunctionMapper");
  if (!Mapper.empty())
    OS << Mapper << '(';
  OS << "MI" << access() << "getOperand(" << P->getValueAsInt("OpIndex") << ")." << Accessor;
  if (!Mapper.empty())
    OS << ')';
}

void PredicateExpander::sequence(OStream &OS, const std::vector<const Record *> &Preds,
                                 bool All) {
  if (Preds.size() == 1)
    return predicate(OS, Preds[0]);
  OS << (Negate ? "!(" : "(");
  bool Saved = Negate;
  Negate = false;
  ++Level;
  for (size_t K = 0; K != Preds.size(); ++K) {
    OS << '\n';
    indent(OS);
    if (K)
      OS << (All ? "&& " : "|| ");
    predicate(OS, Preds[K]);
  }
  OS << '\n';
  --Level;
  indent(OS);
  OS << ')';
  Negate = Saved;
}

void PredicateExpander::opcodeCheck(OStream &OS, const std::vector<const Record *> &Opcodes) {
  auto Qualified = [](const Record *I) {
    return I->getValueAsString("Namespace") + "::" + std::string(I->getName());
  };
  if (Opcodes.size() == 1) {
    OS << "( MI" << access() << "getOpcode() " << (Negate ? "!= " : "== ")
       << Qualified(Opcodes[0]) << " )";
    return;
  }
  if (Negate)
    OS << '!';
  OS << "llvm::is_contained({";
  for (size_t K = 0; K != Opcodes.size(); ++K)
    OS << (K ? ", " : "") << Qualified(Opcodes[K]);
  OS << "}, MI" << access() << "getOpcode())";
}

void PredicateExpander::predicate(OStream &OS, const Record *P) {
  auto Is = [&](std::string_view Cls) { return P->isSubClassOf(Cls); };
  auto Op = [&](std::string_view Field = "OpIndex") {
    return "MI" + std::string(access()) + "getOperand(" +
           std::to_string(P->getValueAsInt(Field)) + ")";
  };
  auto Compare = [&](std::string_view Eq, std::string_view Ne) { OS << (Negate ? Ne : Eq); };
  auto Bang = [&] {
    if (Negate)
      OS << '!';
  };
  if (Is("MCTrue")) {
    OS << (Negate ? "false" : "true");
  } else if (Is("MCFalse")) {
    OS << (Negate ? "true" : "false");
  } else if (Is("CheckNot")) {
    Negate = !Negate;
    predicate(OS, P->getValueAsDef("Pred"));
    Negate = !Negate;
  } else if (Is("CheckIsRegOperand")) {
    Bang();
    OS << Op() << ".isReg() ";
  } else if (Is("CheckIsVRegOperand")) {
    Bang();
    OS << Op() << ".getReg().isVirtual()";
  } else if (Is("CheckIsImmOperand")) {
    Bang();
    OS << Op() << ".isImm() ";
  } else if (Is("CheckRegOperand")) {
    operand(OS, P, "getReg()");
    Compare(" == ", " != ");
    const Record *Reg = P->getValueAsDef("Reg");
    std::string NS = Reg->getValueAsString("Namespace");
    if (!NS.empty())
      OS << NS << "::";
    OS << Reg->getName();
  } else if (Is("CheckRegOperandSimple")) {
    Bang();
    operand(OS, P, "getReg()");
  } else if (Is("CheckInvalidRegOperand")) {
    OS << (Negate ? "" : "!") << Op() << ".getReg().isValid()";
  } else if (Is("CheckImmOperand")) {
    operand(OS, P, "getImm()");
    Compare(" == ", " != ");
    OS << P->getValueAsInt("ImmVal");
  } else if (Is("CheckImmOperand_s")) {
    std::string Value = P->getValueAsString("ImmVal");
    if (Value.empty()) {
      // llvm-tblgen prints the "simple" check and then the comparison too.
      Bang();
      operand(OS, P, "getImm()");
    }
    operand(OS, P, "getImm()");
    Compare(" == ", " != ");
    OS << Value;
  } else if (Is("CheckImmOperandLT")) {
    operand(OS, P, "getImm()");
    Compare(" < ", " >= ");
    OS << P->getValueAsInt("ImmVal");
  } else if (Is("CheckImmOperandGT")) {
    operand(OS, P, "getImm()");
    Compare(" > ", " <= ");
    OS << P->getValueAsInt("ImmVal");
  } else if (Is("CheckImmOperandSimple")) {
    Bang();
    operand(OS, P, "getImm()");
  } else if (Is("CheckSameRegOperand")) {
    OS << Op("FirstIndex") << ".getReg() " << (Negate ? "!=" : "==") << " "
       << Op("SecondIndex") << ".getReg()";
  } else if (Is("CheckNumOperands")) {
    OS << "MI" << access() << "getNumOperands() " << (Negate ? "!= " : "== ")
       << P->getValueAsInt("NumOps");
  } else if (Is("CheckPseudo")) {
    if (ForMC)
      OS << "false";
    else
      opcodeCheck(OS, P->getValueAsListOfDefs("ValidOpcodes"));
  } else if (Is("CheckOpcode")) {
    opcodeCheck(OS, P->getValueAsListOfDefs("ValidOpcodes"));
  } else if (Is("CheckAll")) {
    sequence(OS, P->getValueAsListOfDefs("Predicates"), true);
  } else if (Is("CheckAny")) {
    sequence(OS, P->getValueAsListOfDefs("Predicates"), false);
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
    Bang();
    OS << TargetName << (ForMC ? "_MC::" : "InstrInfo::") << Fn << miArg();
  }
}

void PredicateExpander::statement(OStream &OS, const Record *S) {
  if (!S->isSubClassOf("MCOpcodeSwitchStatement")) {
    // A return statement; llvm-tblgen reads any other statement as one too.
    const Record *Pred = S->getValueAsDef("Pred");
    OS << "return ";
    predicate(OS, Pred);
    OS << ';';
    return;
  }
  OS << "switch(MI" << access() << "getOpcode()) {\n";
  for (const Record *Case : S->getValueAsListOfDefs("Cases")) {
    for (const Record *Op : Case->getValueAsListOfDefs("Opcodes")) {
      indent(OS);
      OS << "case " << Op->getValueAsString("Namespace") << "::" << Op->getName() << ":\n";
    }
    ++Level;
    indent(OS);
    statement(OS, Case->getValueAsDef("CaseStmt"));
    --Level;
    OS << '\n';
  }
  indent(OS);
  OS << "default:\n";
  ++Level; // not undone: later lines come out one level deeper, as in llvm-tblgen
  indent(OS);
  statement(OS, S->getValueAsDef("DefaultCase"));
  OS << '\n';
  indent(OS);
  OS << "} // end of switch-stmt";
}

} // namespace tblgen::codegen
