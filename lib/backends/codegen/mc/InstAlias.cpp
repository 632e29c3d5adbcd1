//===- InstAlias.cpp - Reading InstAlias records --------------------------===//
//
// See InstAlias.h. An argument binds a register-class operand to a named
// register class (a subclass of the operand's), a register of the class or
// zero_reg; an Operand to an integer or a named Operand; a complex operand
// to a named Operand or to a dag of one argument per sub-operand.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/InstAlias.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/CodeGen/Registers.h"

#include <map>
#include <optional>

namespace tblgen::codegen {

namespace {

const RegClass &regClassOf(RegisterBank &Bank, const Record *Def) {
  for (const RegClass &RC : Bank.regClasses())
    if (RC.Def == Def)
      return RC;
  PrintFatalError(Def->getLocs(), "Register class '" + std::string(Def->getName()) +
                                      "' is not a register class of the target");
}

AliasArg matchSimple(RegisterBank &Bank, const InstAlias &A, const Init *Arg, const StringInit *ArgName,
                                  const Record *OpType, const std::string &Where) {
  auto Fail = [&](const std::string &Msg) { PrintFatalError(A.Def, Where + Msg); };
  if (OpType->isSubClassOf("RegisterClassLike") || OpType->isSubClassOf("RegisterOperand")) {
    const Record *OpRC =
        OpType->isSubClassOf("RegisterOperand") ? OpType->getValueAsDef("RegClass") : OpType;
    if (const auto *DI = dyn_cast<DefInit>(Arg)) {
      const Record *ArgRec = DI->getDef();
      const Record *ArgRC = nullptr;
      if (ArgRec->isSubClassOf("RegisterClassLike"))
        ArgRC = ArgRec;
      else if (ArgRec->isSubClassOf("RegisterOperand"))
        ArgRC = ArgRec->getValueAsDef("RegClass");
      if (ArgRC) {
        // A class chosen by hardware mode is taken as it is; a register
        // class is a subclass of no such class.
        if (ArgRC->isSubClassOf("RegisterClass")) {
          bool Sub = false;
          if (OpRC->isSubClassOf("RegisterClass")) {
            const RegClass &Outer = regClassOf(Bank, OpRC);
            const RegClass &Inner = regClassOf(Bank, ArgRC);
            Sub = Inner.EnumValue < Outer.SubClasses.size() && Outer.SubClasses[Inner.EnumValue];
          }
          if (!Sub)
            Fail("argument register class " + std::string(ArgRC->getName()) +
                 " is not a subclass of operand register class " +
                 std::string(OpRC->getName()));
          if (!ArgName)
            Fail("register class argument must have a name");
        }
        if (!ArgName)
          Fail("register class argument must have a name");
        return {AliasArg::Named, ArgName->getAsUnquotedString(), ArgRec, 0};
      }
      if (ArgRec->isSubClassOf("Register")) {
        if (OpRC->isSubClassOf("RegClassByHwMode")) {
          PrintError(A.Def, "cannot resolve HwMode for " + std::string(OpRC->getName()));
          PrintFatalNote(OpRC, std::string(OpRC->getName()) + " defined here");
        }
        int Reg = Bank.regIndex(ArgRec);
        if (Reg < 0 || !regClassOf(Bank, OpRC).contains(unsigned(Reg)))
          Fail("register argument " + std::string(ArgRec->getName()) +
               " is not a member of operand register class " + std::string(OpRC->getName()));
        if (ArgName)
          Fail("register argument must not have a name");
        return {AliasArg::Reg, {}, ArgRec, 0};
      }
      if (ArgRec->getName() == "zero_reg") {
        if (ArgName)
          Fail("register argument must not have a name");
        return {AliasArg::Reg, {}, nullptr, 0};
      }
    }
    Fail("argument must be a subclass of RegisterClass, RegisterOperand, or zero_reg");
  }
  if (OpType->isSubClassOf("Operand")) {
    std::optional<int64_t> Int;
    if (const auto *II = dyn_cast<IntInit>(Arg))
      Int = II->getValue();
    else if (const auto *BI = dyn_cast<BitsInit>(Arg))
      Int = BI->convertInitializerToInt();
    else if (const auto *B = dyn_cast<BitInit>(Arg))
      Int = B->getValue() ? 1 : 0;
    if (Int) {
      if (ArgName)
        Fail("integer argument must not have a name");
      return {AliasArg::Imm, {}, nullptr, *Int};
    }
    if (const auto *DI = dyn_cast<DefInit>(Arg); DI && DI->getDef()->isSubClassOf("Operand")) {
      if (!ArgName)
        Fail("argument must have a name");
      return {AliasArg::Named, ArgName->getAsUnquotedString(), DI->getDef(), 0};
    }
  }
  // Anything else, and an Operand given neither an integer nor an Operand
  // (llvm-tblgen names the operand's type here, not the argument).
  PrintFatalError(A.Def, Where + "argument must be a subclass of 'Operand' but got " +
                             std::string(OpType->getName()) + " instead");
}

AliasArg matchComplex(const InstAlias &A, const Init *Arg, const StringInit *ArgName,
                                   const std::string &Where) {
  const auto *DI = dyn_cast<DefInit>(Arg);
  if (!DI || !DI->getDef()->isSubClassOf("Operand"))
    PrintFatalError(A.Def, Where + "argument must be a subclass of Operand");
  if (!ArgName)
    PrintFatalError(A.Def, Where + "argument must have a name");
  return {AliasArg::Named, ArgName->getAsUnquotedString(), DI->getDef(), 0};
}

} // namespace

bool isSkippedAliasTie(const InstructionSet &Set, const Instruction &I, unsigned K) {
  auto Ops = Set.operands(I);
  if (K >= Ops.size() || Ops[K].miNumOperands() != 1)
    return false;
  const MIOperand &M = Set.miOperands(Ops[K])[0];
  if (M.Constraint.K != OperandConstraint::Tied)
    return false;
  // The tie names a MachineInstr operand; llvm-tblgen compares with the
  // operand of that index, and so does this.
  unsigned Tied = M.Constraint.TiedTo;
  return Tied < Ops.size() && Ops[K].Rec->getName() == Ops[Tied].Rec->getName();
}

InstAlias readInstAlias(const InstructionSet &Set, RegisterBank &Bank, const Record *Def) {
  InstAlias A;
  A.Def = Def;
  A.Result = Def->getValueAsDag("ResultInst");
  const auto *OpDef = dyn_cast<DefInit>(A.Result->getOperator());
  if (!OpDef)
    PrintFatalError(Def->getLocs(), "Expected record as operator");
  const Record *ResultOp = OpDef->getDef();
  A.AsmString = Def->getValueAsString("AsmString");
  if (!ResultOp->isSubClassOf("Instruction"))
    PrintFatalError(Def->getLocs(), "result of inst alias should be an instruction");
  A.Target = Set.find(ResultOp);
  if (!A.Target)
    PrintFatalError("Could not find '" + std::string(ResultOp->getName()) + "' instruction!");

  // A name used twice in the result must name the same class both times.
  std::map<std::string_view, const Record *> NameClass;
  for (unsigned K = 0; K != A.Result->getNumArgs(); ++K) {
    const auto *DI = dyn_cast<DefInit>(A.Result->getArg(K));
    if (!DI || !A.Result->getArgName(K))
      continue;
    auto [It, New] = NameClass.try_emplace(A.Result->getArgNameStr(K), DI->getDef());
    if (!New && It->second != DI->getDef())
      PrintFatalError(Def->getLocs(), "result value $" + std::string(A.Result->getArgNameStr(K)) +
                                          " is both " + std::string(It->second->getName()) +
                                          " and " + std::string(DI->getDef()->getName()) + "!");
  }

  auto Ops = Set.operands(*A.Target);
  unsigned ArgIdx = 0;
  for (unsigned K = 0; K != Ops.size(); ++K) {
    if (isSkippedAliasTie(Set, *A.Target, K))
      continue;
    if (ArgIdx >= A.Result->getNumArgs())
      PrintFatalError(Def->getLocs(), "not enough arguments for instruction!");
    const InstrOperand &Op = Ops[K];
    const Init *Arg = A.Result->getArg(ArgIdx);
    const StringInit *ArgName = A.Result->getArgName(ArgIdx);
    std::string Where = "in argument #" + std::to_string(ArgIdx) + ": ";
    bool Complex = Op.Rec->isSubClassOf("Operand") && Op.miOperandInfo() &&
                   Op.miOperandInfo()->getNumArgs() != 0;
    if (!Complex) {
      A.ArgOperand.emplace_back(K, -1);
      A.Args.push_back(matchSimple(Bank, A, Arg, ArgName, Op.Rec, Where));
    } else if (const auto *Sub = dyn_cast<DagInit>(Arg)) {
      // (operand sub0, sub1, ...): one argument per sub-operand.
      const auto *SubOp = dyn_cast<DefInit>(Sub->getOperator());
      if (!SubOp || SubOp->getDef()->getName() != Op.Rec->getName())
        PrintFatalError(Def, "argument #" + std::to_string(ArgIdx) + " operator must be " +
                                 std::string(Op.Rec->getName()));
      unsigned NumSubs = Op.miOperandInfo()->getNumArgs();
      if (Sub->getNumArgs() != NumSubs)
        PrintFatalError(Def, "argument #" + std::to_string(ArgIdx) + " must have exactly " +
                                 std::to_string(NumSubs) + " sub-arguments");
      for (unsigned S = 0; S != NumSubs; ++S) {
        const auto *SubType = dyn_cast<DefInit>(Op.miOperandInfo()->getArg(S));
        if (!SubType)
          PrintFatalError(Def, "in argument #" + std::to_string(ArgIdx) + "." +
                                   std::to_string(S) + ": sub-operand type is not a record");
        A.ArgOperand.emplace_back(K, int(S));
        A.Args.push_back(matchSimple(Bank, A, Sub->getArg(S), Sub->getArgName(S), SubType->getDef(),
                                     "in argument #" + std::to_string(ArgIdx) + "." +
                                         std::to_string(S) + ": "));
      }
    } else {
      A.ArgOperand.emplace_back(K, -1);
      A.Args.push_back(matchComplex(A, Arg, ArgName, Where));
    }
    ++ArgIdx;
  }
  if (ArgIdx != A.Result->getNumArgs())
    PrintFatalError(Def->getLocs(), "too many operands for instruction!");
  return A;
}

} // namespace tblgen::codegen
