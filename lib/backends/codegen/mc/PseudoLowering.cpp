//===- PseudoLowering.cpp - -gen-pseudo-lowering ---------------------------===//
//
// A pseudo instruction that also derives from PseudoInstExpansion names, in
// its ResultInst dag, the real instruction it becomes and where each of
// that instruction's operands comes from: an operand of the pseudo (matched
// by name), an immediate, or a physical register (zero_reg for "none").
// The backend writes the AsmPrinter function that performs these lowerings.
//
// Output layout (byte-exact with llvm-tblgen 22):
//
//   bool <Target>AsmPrinter::
//   lowerPseudoInstExpansion(const MachineInstr *MI, MCInst &Inst) {
//     Inst.clear();
//     switch (MI->getOpcode()) {
//     default: return false;
//     case NS::Pseudo: { ... one block per expansion, by name ... }
//     }
//     return true;
//   }
//
// (just "return false;" when there is no expansion).
//
//===----------------------------------------------------------------------===//
#include "codegen/Instructions.h"
#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <array>
#include <string>
#include <vector>

namespace tblgen {
namespace {

using codegen::Instruction;
using codegen::InstructionSet;
using codegen::InstrFlag;

/// Where one MachineInstr operand of the result instruction comes from. A
/// slot no argument fills reads the pseudo's operand 0, as llvm-tblgen's does.
struct OperandSource {
  enum Kind : uint8_t { FromPseudo, Immediate, Register } K = FromPseudo;
  unsigned PseudoMIOperand = 0; ///< FromPseudo: MachineInstr operand of the pseudo
  int64_t Imm = 0;
  const Record *Reg = nullptr; ///< null for zero_reg
};

struct Expansion {
  unsigned Pseudo, Result; ///< indices into the scratch instruction set
  std::vector<OperandSource> Sources; ///< one per MachineInstr operand of Result
};

class PseudoLoweringWriter {
public:
  PseudoLoweringWriter(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}
  void run();

private:
  void readExpansion(const Record *Pseudo);
  /// Fills the Slots (NumMI of them) of one result operand from Arg, the
  /// dag argument standing for it; Expected is the operand's type and
  /// SubTypes its (ops ...) sub-operand types when it is complex.
  void mapArgument(const Record *Pseudo, const Instruction &Source, const Init *Arg,
                   std::string_view ArgName, const Record *Expected, unsigned NumMI,
                   const DagInit *SubTypes, OperandSource *Slots);
  void writeExpansion(const Expansion &E);
  [[noreturn]] void fail(const Record *Pseudo, const std::string &Msg);

  const RecordKeeper &Records;
  OStream &OS;
  InstructionSet Set;
  std::vector<Expansion> Expansions;
};

void PseudoLoweringWriter::fail(const Record *Pseudo, const std::string &Msg) {
  PrintFatalError(Pseudo, "In pseudo instruction '" + std::string(Pseudo->getName()) + "', " + Msg);
}

void PseudoLoweringWriter::mapArgument(const Record *Pseudo, const Instruction &Source,
                                       const Init *Arg, std::string_view ArgName,
                                       const Record *Expected, unsigned NumMI,
                                       const DagInit *SubTypes, OperandSource *Slots) {
  if (const auto *DI = dyn_cast<DefInit>(Arg)) {
    const Record *Val = DI->getDef();
    if (Val->isSubClassOf("Register") || Val->getName() == "zero_reg") {
      Slots[0].K = OperandSource::Register;
      Slots[0].Reg = Val->getName() == "zero_reg" ? nullptr : Val;
      return;
    }
    if (Val != Expected)
      fail(Pseudo, "operand type '" + std::string(Val->getName()) +
                       "' does not match expansion operand type '" +
                       std::string(Expected->getName()) + "'");
    // A named operand of the pseudo, passed through whole.
    int SourceOp = Set.operandNamed(Source, ArgName);
    if (SourceOp < 0)
      fail(Pseudo, "output operand '" + std::string(ArgName) + "' has no matching source operand");
    const codegen::InstrOperand &From = Set.operands(Source)[unsigned(SourceOp)];
    if (From.miNumOperands() != NumMI)
      fail(Pseudo, "output operand '" + std::string(Expected->getName()) +
                       "' has a different number of sub operands than source operand '" +
                       std::string(From.Rec->getName()) + "'");
    for (unsigned J = 0; J != NumMI; ++J)
      Slots[J] = {OperandSource::FromPseudo, From.MIOperandNo + J};
  } else if (const auto *II = dyn_cast<IntInit>(Arg)) {
    Slots[0] = {OperandSource::Immediate, 0, II->getValue()};
  } else if (const auto *BI = dyn_cast<BitsInit>(Arg)) {
    Slots[0] = {OperandSource::Immediate, 0, BI->convertInitializerToInt().value_or(0)};
  } else if (const auto *Sub = dyn_cast<DagInit>(Arg); Sub && SubTypes) {
    // The sub-operands of a complex operand, one argument each.
    if (Sub->getNumArgs() != NumMI)
      fail(Pseudo, "'" + Sub->getAsString() + "' has wrong number of operands for operand type '" +
                       std::string(Expected->getName()) + "'");
    for (unsigned J = 0; J != NumMI; ++J) {
      const auto *SubType = dyn_cast<DefInit>(SubTypes->getArg(J));
      mapArgument(Pseudo, Source, Sub->getArg(J), Sub->getArgNameStr(J),
                  SubType ? SubType->getDef() : nullptr, 1, nullptr, Slots + J);
    }
  } else {
    // Anything else (a string, a nested dag) lowers to a zero immediate.
    Slots[0] = {OperandSource::Immediate, 0, 0};
  }
}

void PseudoLoweringWriter::readExpansion(const Record *Pseudo) {
  const DagInit *Dag = Pseudo->getValueAsDag("ResultInst");
  const auto *OpDef = dyn_cast<DefInit>(Dag->getOperator());
  if (!OpDef)
    fail(Pseudo, "result operator is not a record");
  const Record *Operator = OpDef->getDef();
  std::string OpQuoted = "result operator '" + std::string(Operator->getName()) + "'";
  if (!Operator->isSubClassOf("Instruction"))
    fail(Pseudo, OpQuoted + " is not an instruction");

  Expansion E;
  E.Result = Set.add(Operator);
  {
    const Instruction &Result = Set[E.Result];
    if (Result.is(InstrFlag::isCodeGenOnly) || Result.is(InstrFlag::isPseudo))
      fail(Pseudo, OpQuoted + " cannot be a pseudo instruction");
    if (Result.NumOperands != Dag->getNumArgs())
      fail(Pseudo, OpQuoted + " has the wrong number of operands");
  }
  // Adding the pseudo may move the set's storage: look the result up after.
  E.Pseudo = Set.add(Pseudo);
  const Instruction &Source = Set[E.Pseudo];
  const Instruction &Result = Set[E.Result];
  E.Sources.resize(Result.NumMIOperands);
  auto ResultOps = Set.operands(Result);
  for (unsigned K = 0; K != ResultOps.size(); ++K)
    mapArgument(Pseudo, Source, Dag->getArg(K), Dag->getArgNameStr(K), ResultOps[K].Rec,
                ResultOps[K].miNumOperands(), ResultOps[K].miOperandInfo(),
                E.Sources.data() + ResultOps[K].MIOperandNo);
  Expansions.push_back(std::move(E));
}

void PseudoLoweringWriter::writeExpansion(const Expansion &E) {
  const Instruction &Source = Set[E.Pseudo];
  const Instruction &Result = Set[E.Result];
  OS << "  case " << Source.Namespace << "::" << Source.Def->getName() << ": {\n"
     << "    MCOperand MCOp;\n"
     << "    Inst.setOpcode(" << Result.Namespace << "::" << Result.Def->getName() << ");\n";
  for (const codegen::InstrOperand &Op : Set.operands(Result)) {
    OS << "    // Operand: " << Op.Name << "\n";
    for (unsigned J = 0; J != Op.miNumOperands(); ++J) {
      const OperandSource &S = E.Sources[Op.MIOperandNo + J];
      switch (S.K) {
      case OperandSource::FromPseudo:
        OS << "    lowerOperand(MI->getOperand(" << S.PseudoMIOperand << "), MCOp);\n"
           << "    Inst.addOperand(MCOp);\n";
        break;
      case OperandSource::Immediate:
        OS << "    Inst.addOperand(MCOperand::createImm(" << uint64_t(S.Imm) << "));\n";
        break;
      case OperandSource::Register:
        OS << "    Inst.addOperand(MCOperand::createReg(";
        if (S.Reg)
          OS << S.Reg->getValueAsString("Namespace") << "::" << S.Reg->getName();
        else
          OS << "0";
        OS << "));\n";
        break;
      }
    }
  }
  if (Result.IsVariadic) {
    OS << "    // variable_ops\n"
       << "    for (unsigned i = " << Source.NumMIOperands
       << ", e = MI->getNumOperands(); i != e; ++i)\n"
       << "      if (lowerOperand(MI->getOperand(i), MCOp))\n"
       << "        Inst.addOperand(MCOp);\n";
  }
  OS << "    break;\n"
     << "  }\n";
}

void PseudoLoweringWriter::run() {
  searchable::TargetInfo Target(Records);
  const Record *TargetDef = Records.getAllDerivedDefinitions("Target")[0];
  constexpr std::array<std::string_view, 2> Classes = {"PseudoInstExpansion", "Instruction"};
  for (const Record *Pseudo : Records.getAllDerivedDefinitions(Classes))
    readExpansion(Pseudo);

  emitSourceFileHeader("Pseudo-instruction MC lowering Source Fragment", OS);
  OS << "bool " << TargetDef->getName() << "AsmPrinter::\n"
     << "lowerPseudoInstExpansion(const MachineInstr *MI, MCInst &Inst) {\n";
  if (Expansions.empty()) {
    OS << "  return false;";
  } else {
    OS << "  Inst.clear();\n"
       << "  switch (MI->getOpcode()) {\n"
       << "  default: return false;\n";
    for (const Expansion &E : Expansions)
      writeExpansion(E);
    OS << "  }\n  return true;";
  }
  OS << "\n}\n\n";
}

void emitPseudoLowering(const RecordKeeper &Records, OStream &OS) {
  PseudoLoweringWriter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(PseudoLowering, "gen-pseudo-lowering", "Generate pseudo instruction lowering",
                        emitPseudoLowering);

} // namespace tblgen
