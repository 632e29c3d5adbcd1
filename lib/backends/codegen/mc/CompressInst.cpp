//===- CompressInst.cpp - -gen-compress-inst-emitter -----------------------===//
//
// A CompressPat record pairs a long instruction (the Input dag) with a
// shorter one (the Output dag) that does the same thing. Every argument of
// either dag fills one MachineInstr operand of its instruction: a named,
// typed operand carried over to the other side by name, a fixed register or
// a fixed immediate. Operands repeated by name in the input must be equal
// (tied); an instruction's own tied operands take no argument.
//
// The backend checks the patterns (with the errors llvm-tblgen 22 reports,
// in the same order) and writes three functions: compressInst and
// uncompressInst on MCInsts, isCompressibleInst on MachineInstrs. Each is a
// switch on the source opcode with one guarded block per pattern; operand
// predicates of immediates are numbered in first-use order into a validator
// function written before the switch.
//
//===----------------------------------------------------------------------===//
#include "codegen/Instructions.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tblgen {
namespace {

/// A number's decimal text, without a heap string.
struct Num {
  char Buf[24];
  unsigned Len;
  explicit Num(int64_t V) {
    auto [P, Ec] = std::to_chars(Buf, Buf + sizeof Buf, V);
    Len = unsigned(P - Buf);
  }
  operator std::string_view() const { return {Buf, Len}; }
};

/// "MI.getOperand(N)", without a heap string.
struct OpRef {
  char Buf[40];
  unsigned Len;
  explicit OpRef(unsigned N) {
    constexpr std::string_view Pre = "MI.getOperand(";
    std::copy(Pre.begin(), Pre.end(), Buf);
    auto [P, Ec] = std::to_chars(Buf + Pre.size(), Buf + sizeof Buf - 1, N);
    *P = ')';
    Len = unsigned(P + 1 - Buf);
  }
  operator std::string_view() const { return {Buf, Len}; }
};

/// Appends the parts to S in order.
template <typename... Ts> void cat(std::string &S, const Ts &...Parts) {
  (S.append(std::string_view(Parts)), ...);
}

using codegen::Instruction;
using codegen::InstrOperand;
using codegen::InstructionSet;

/// What fills one MachineInstr operand of one side of a pattern.
struct Fill {
  enum Kind : uint8_t { Named, FixedImm, FixedReg } K = Named;
  /// Operand: the MachineInstr operand of the other side it comes from (or
  /// goes to). Left 0 where no name links it, as llvm-tblgen leaves it.
  unsigned Peer = 0;
  /// Operand, input side: the earlier operand it must equal, or -1.
  int TiedTo = -1;
  /// Operand: the type the pattern names for it.
  const Record *DagType = nullptr;
  int64_t Imm = 0;
  const Record *Reg = nullptr;
};

struct Pattern {
  const Record *Def;
  unsigned Long, Short; ///< instructions in the scratch set
  /// The pattern's predicates that are assembler predicates.
  std::vector<const Record *> Features;
  std::vector<Fill> LongFills, ShortFills; ///< per MachineInstr operand
  bool CompressOnly;
};

enum class Direction { Compress, Uncompress, Check };

/// Feature tests of one block: plain ones, then groups of alternatives.
using FeatureTest = std::pair<bool, std::string_view>; ///< (negated, feature)
struct FeatureTests {
  std::set<FeatureTest> All;
  std::set<std::set<FeatureTest>> AnyOf;
};

/// Operand predicates (records) numbered from 1 in first-use order.
struct PredicateTable {
  std::vector<const Record *> List;
  std::map<const Record *, unsigned> Index;
};

/// The MachineInstr operand an operand is tied to, or -1.
int tiedTarget(const InstructionSet &Set, const InstrOperand &Op) {
  for (const codegen::MIOperand &MI : Set.miOperands(Op))
    if (MI.Constraint.K == codegen::OperandConstraint::Tied)
      return int(MI.Constraint.TiedTo);
  return -1;
}

/// The type of sub-operand Sub of Op (Op's own type when it has one).
const Record *subOperandType(const InstrOperand &Op, unsigned Sub) {
  if (Op.miNumOperands() <= 1)
    return Op.Rec;
  return cast<DefInit>(Op.miOperandInfo()->getArg(Sub))->getDef();
}

class CompressWriter {
public:
  CompressWriter(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}
  void run();

private:
  void readPattern(const Record *Def);
  void checkArgCount(const Record *Def, const Instruction &I, const DagInit *Dag, bool IsInput);
  void mapDag(const Record *Def, const DagInit *Dag, const Instruction &I,
              std::vector<Fill> &Fills, bool IsInput, unsigned &LastTied);
  const codegen::RegClass &regClass(const Record *Def, const Record *Class);
  bool typesAgree(const Record *Def, const Record *DagType, const Record *InstType);
  void linkByName(Pattern &P, const DagInit *In, const DagInit *Out, unsigned LastTied);

  void writeFunction(Direction D);
  void addFeatures(FeatureTests &T, const std::vector<const Record *> &Preds);
  unsigned predicateIndex(PredicateTable &Table, const Record *Op, const char *Field);
  void writePredicateCases(const PredicateTable &Table, const char *Field);

  const RecordKeeper &Records;
  OStream &OS;
  codegen::RegisterBank *Bank = nullptr;
  std::string TargetName;
  InstructionSet Set;
  std::vector<Pattern> Patterns;
  /// Pattern indices, re-sorted (stably, in place) before each function.
  std::vector<unsigned> Order;
};

const codegen::RegClass &CompressWriter::regClass(const Record *Def, const Record *Class) {
  if (!Bank)
    Bank = &codegen::getRegisterBank(Records);
  for (const codegen::RegClass &RC : Bank->regClasses())
    if (RC.Def == Class)
      return RC;
  PrintError(Def->getLocs(), std::string(Class->getName()) + " is not a known RegisterClass!");
  PrintFatalNote(Class->getLocs(), std::string(Class->getName()) + " defined here");
}

bool CompressWriter::typesAgree(const Record *Def, const Record *DagType, const Record *InstType) {
  if (DagType == InstType)
    return true;
  bool DagIsClass = DagType->isSubClassOf("RegisterClass");
  bool InstIsClass = InstType->isSubClassOf("RegisterClass");
  if (DagIsClass && InstIsClass) {
    // The pattern may narrow the instruction's class to a sub-class.
    const codegen::RegClass &Outer = regClass(Def, InstType);
    const codegen::RegClass &Inner = regClass(Def, DagType);
    return Inner.EnumValue < Outer.SubClasses.size() && Outer.SubClasses[Inner.EnumValue];
  }
  // Other operand kinds (immediates) are checked by predicates at run time.
  return !DagIsClass && !InstIsClass;
}

void CompressWriter::checkArgCount(const Record *Def, const Instruction &I, const DagInit *Dag,
                                   bool IsInput) {
  unsigned NumTied = 0;
  for (const InstrOperand &Op : Set.operands(I))
    NumTied += tiedTarget(Set, Op) != -1;
  unsigned N = Dag->getNumArgs();
  if (N == I.NumMIOperands)
    return;
  std::string Name(I.Def->getName());
  // The long instruction may have at most one tied operand.
  if (IsInput && NumTied > 1)
    PrintFatalError(Def, "Input operands for Inst '" + Name +
                             "' and input Dag operand count mismatch");
  if (N > I.NumMIOperands || N != I.NumMIOperands - NumTied)
    PrintFatalError(Def, "Inst '" + Name + "' and Dag operand count mismatch");
}

void CompressWriter::mapDag(const Record *Def, const DagInit *Dag, const Instruction &I,
                            std::vector<Fill> &Fills, bool IsInput, unsigned &LastTied) {
  Fills.assign(I.NumMIOperands, Fill());
  auto Fail = [&](const std::string &Msg) { PrintFatalError(Def, "Error in Dag '" + Dag->getAsString() + Msg); };
  unsigned MI = 0, Skipped = 0;
  for (const InstrOperand &Op : Set.operands(I)) {
    int Tied = tiedTarget(Set, Op);
    if (Tied != -1) {
      // No argument: the operand repeats the one it is tied to.
      Fills[MI] = Fills[unsigned(Tied)];
      if (IsInput)
        LastTied = MI;
      ++MI;
      ++Skipped;
      continue;
    }
    for (unsigned Sub = 0; Sub != Op.miNumOperands(); ++Sub, ++MI) {
      unsigned ArgNo = MI - Skipped;
      const Record *Type = subOperandType(Op, Sub);
      const Init *Arg = Dag->getArg(ArgNo);
      Fill &F = Fills[MI];
      if (const auto *DI = dyn_cast<DefInit>(Arg)) {
        const Record *ArgDef = DI->getDef();
        if (ArgDef->isSubClassOf("Register")) {
          const codegen::RegClass &RC = regClass(Def, Type);
          int Reg = Bank->regIndex(ArgDef);
          if (Reg < 0 || !RC.contains(unsigned(Reg)))
            Fail("'Register: '" + std::string(ArgDef->getName()) + "' is not in register class '" +
                 std::string(Type->getName()) + "'");
          F.K = Fill::FixedReg;
          F.Reg = ArgDef;
          continue;
        }
        if (!typesAgree(Def, ArgDef, Type))
          Fail("'. Operand '" + std::string(Dag->getArgNameStr(ArgNo)) + "' has type '" +
               std::string(ArgDef->getName()) + "' which does not match the type '" +
               std::string(Type->getName()) + "' in the corresponding instruction operand!");
        F.K = Fill::Named;
        F.DagType = ArgDef;
      } else if (const auto *II = dyn_cast<IntInit>(Arg)) {
        if (!Type->isSubClassOf("Operand"))
          Fail("' Found immediate: '" + II->getAsString() +
               "' but corresponding instruction operand expected a register!");
        F.K = Fill::FixedImm;
        F.Imm = II->getValue();
      } else {
        // llvm-tblgen misreads any other value (undefined behaviour).
        Fail("' argument '" + Arg->getAsString() +
             "' is neither a record nor an integer");
      }
    }
  }
}

void CompressWriter::linkByName(Pattern &P, const DagInit *In, const DagInit *Out,
                                unsigned LastTied) {
  auto ArgDef = [&](const DagInit *Dag, unsigned I) -> const Record * {
    const auto *DI = dyn_cast<DefInit>(Dag->getArg(I));
    if (!DI)
      PrintFatalError(P.Def, "Named operand '" + std::string(Dag->getArgNameStr(I)) +
                                 "' of Dag '" + Dag->getAsString() + "' is not a record");
    return DI->getDef();
  };
  // Last argument index of each name in either dag.
  std::map<std::string_view, unsigned> OutByName, InByName;
  // Only operands carried over count as uses in the output (a name on a
  // fixed register or immediate there does not).
  for (unsigned I = 0; I != Out->getNumArgs(); ++I) {
    const auto *DI = dyn_cast<DefInit>(Out->getArg(I));
    if (!Out->getArgNameStr(I).empty() && DI && !DI->getDef()->isSubClassOf("Register"))
      OutByName[Out->getArgNameStr(I)] = I;
  }
  // Past the long instruction's tied operand (which takes no argument),
  // argument I is MachineInstr operand I + 1.
  auto ArgToMI = [LastTied](unsigned I) { return I >= LastTied ? I + 1 : I; };
  // First the repeated names of the input, then the names' uses.
  for (unsigned I = 0; I != In->getNumArgs(); ++I) {
    std::string_view Name = In->getArgNameStr(I);
    if (Name.empty())
      continue;
    if (auto Prev = InByName.find(Name); Prev != InByName.end()) {
      // A repeated name: the operands must be equal.
      unsigned Slot = ArgToMI(I);
      if (Slot < P.LongFills.size())
        P.LongFills[Slot].TiedTo = int(ArgToMI(Prev->second));
      if (ArgDef(In, Prev->second) != ArgDef(In, I))
        PrintFatalError(P.Def, "Input Operand '" + std::string(Name) +
                                   "' has a mismatched tied operand!");
    }
    InByName[Name] = I;
  }
  for (unsigned I = 0; I != In->getNumArgs(); ++I) {
    std::string_view Name = In->getArgNameStr(I);
    if (Name.empty())
      continue;
    auto Used = OutByName.find(Name);
    if (Used == OutByName.end())
      PrintFatalError(P.Def, "Operand " + std::string(Name) +
                                 " defined in Input Dag but not used in Output Dag!");
    if (ArgDef(Out, Used->second) != ArgDef(In, I))
      PrintFatalError(P.Def, "Type mismatch between Input and Output Dag operand '" +
                                 std::string(Name) + "'!");
  }

  // Now each operand of the short instruction finds its long one.
  const Instruction &Short = Set[P.Short];
  unsigned MI = 0, Skipped = 0;
  for (const InstrOperand &Op : Set.operands(Short)) {
    int Tied = tiedTarget(Set, Op);
    if (Tied != -1) {
      P.ShortFills[MI] = P.ShortFills[unsigned(Tied)];
      ++Skipped;
      ++MI;
      continue;
    }
    for (unsigned Sub = 0; Sub != Op.miNumOperands(); ++Sub, ++MI) {
      Fill &F = P.ShortFills[MI];
      if (F.K != Fill::Named)
        continue;
      std::string_view Name = Out->getArgNameStr(MI - Skipped);
      auto From = InByName.find(Name);
      if (From == InByName.end())
        PrintFatalError(P.Def, "Output Dag operand '" + std::string(Name) +
                                   "' has no matching input Dag operand.");
      unsigned LongMI = ArgToMI(From->second);
      F.Peer = LongMI;
      if (LongMI < P.LongFills.size())
        P.LongFills[LongMI].Peer = MI;
    }
  }
}

void CompressWriter::readPattern(const Record *Def) {
  const DagInit *In = Def->getValueAsDag("Input");
  const Record *LongDef = In->getOperatorAsDef(Def->getLocs().empty() ? SrcLoc() : Def->getLocs()[0]);
  unsigned Long = Set.add(LongDef);
  checkArgCount(Def, Set[Long], In, true);
  const DagInit *Out = Def->getValueAsDag("Output");
  const Record *ShortDef = Out->getOperatorAsDef(Def->getLocs().empty() ? SrcLoc() : Def->getLocs()[0]);
  unsigned Short = Set.add(ShortDef);
  checkArgCount(Def, Set[Short], Out, false);
  if (LongDef->getValueAsInt("Size") <= ShortDef->getValueAsInt("Size"))
    PrintFatalError(Def, "Compressed instruction '" + std::string(ShortDef->getName()) +
                             "'is not strictly smaller than the uncompressed instruction '" +
                             std::string(LongDef->getName()) + "' !");

  Pattern P{Def, Long, Short, {}, {}, {}, false};
  unsigned LastTied = ~0u, Unused = 0;
  mapDag(Def, In, Set[Long], P.LongFills, true, LastTied);
  mapDag(Def, Out, Set[Short], P.ShortFills, false, Unused);
  linkByName(P, In, Out, LastTied);
  for (const Record *Pred : Def->getValueAsListOfDefs("Predicates"))
    if (Pred->getValueAsBit("AssemblerMatcherPredicate"))
      P.Features.push_back(Pred);
  P.CompressOnly = Def->getValueAsBit("isCompressOnly");
  Patterns.push_back(std::move(P));
}

void CompressWriter::addFeatures(FeatureTests &T, const std::vector<const Record *> &Preds) {
  for (const Record *Pred : Preds) {
    const DagInit *Cond = Pred->getValueAsDag("AssemblerCondDag");
    std::string Combine = Cond->getOperator()->getAsString();
    bool AnyOf = Combine == "any_of";
    if ((!AnyOf && Combine != "all_of") || Cond->getNumArgs() == 0)
      PrintFatalError(Pred, "Invalid AssemblerCondDag!");
    std::set<FeatureTest> Group;
    for (unsigned I = 0; I != Cond->getNumArgs(); ++I) {
      const Init *Arg = Cond->getArg(I);
      bool Negated = false;
      if (const auto *Not = dyn_cast<DagInit>(Arg)) {
        if (Not->getOperator()->getAsString() != "not" || Not->getNumArgs() != 1)
          PrintFatalError(Pred, "Invalid AssemblerCondDag!");
        Arg = Not->getArg(0);
        Negated = true;
      }
      const auto *Feature = dyn_cast<DefInit>(Arg);
      if (!Feature || !Feature->getDef()->isSubClassOf("SubtargetFeature"))
        PrintFatalError(Pred, "Invalid AssemblerCondDag!");
      (AnyOf ? Group : T.All).insert({Negated, Feature->getDef()->getName()});
    }
    if (AnyOf)
      T.AnyOf.insert(std::move(Group));
  }
}

unsigned CompressWriter::predicateIndex(PredicateTable &Table, const Record *Op,
                                        const char *Field) {
  if (auto It = Table.Index.find(Op); It != Table.Index.end())
    return It->second;
  if (isa<UnsetInit>(Op->getValueInit(Field)))
    PrintFatalError(Op, std::string("No ") + Field + " predicate on this operand at all: '" +
                            std::string(Op->getName()) + "'");
  Table.List.push_back(Op);
  return Table.Index[Op] = unsigned(Table.List.size());
}

void CompressWriter::writePredicateCases(const PredicateTable &Table, const char *Field) {
  for (unsigned I = 0; I != Table.List.size(); ++I) {
    std::string Text(Table.List[I]->getValueAsString(Field));
    std::string_view Code = Text;
    constexpr std::string_view Blank = " \t\n\v\f\r";
    size_t B = Code.find_first_not_of(Blank);
    Code = B == std::string_view::npos ? std::string_view()
                                       : Code.substr(B, Code.find_last_not_of(Blank) - B + 1);
    OS << "  case " << (I + 1) << ": {\n"
       << "    // " << Table.List[I]->getName() << "\n"
       << "    " << Code << "\n"
       << "  }\n";
  }
}

void CompressWriter::writeFunction(Direction D) {
  bool FromLong = D != Direction::Uncompress; // the switch is on the long opcode
  bool OnMC = D != Direction::Check;
  const Record *TargetDef = codegen::getTargetDef(Records);
  std::vector<const Record *> Writers = TargetDef->getValueAsListOfDefs("AssemblyWriters");
  if (Writers.empty())
    PrintFatalError("Target does not have an AsmWriter #0!");
  if (!Writers[0]->getValueAsInt("PassSubtarget"))
    PrintFatalError(Writers[0], "'PassSubtarget' is false. SubTargetInfo object is needed "
                                "for target features.");

  // Several patterns may share a source opcode: group them by its name. The
  // sort is stable and reuses the previous function's order, as
  // llvm-tblgen's does, so ties keep that order.
  auto SourceName = [&](unsigned P) {
    const Pattern &Pat = Patterns[P];
    return Set[FromLong ? Pat.Long : Pat.Short].Def->getName();
  };
  std::stable_sort(Order.begin(), Order.end(),
                   [&](unsigned A, unsigned B) { return SourceName(A) < SourceName(B); });

  const char *Guard = D == Direction::Compress     ? "GEN_COMPRESS_INSTR"
                      : D == Direction::Uncompress ? "GEN_UNCOMPRESS_INSTR"
                                                   : "GEN_CHECK_COMPRESS_INSTR";
  OS << "\n#ifdef " << Guard << "\n#undef " << Guard << "\n\n";
  std::string Head;
  if (D == Direction::Compress)
    Head = "static bool compressInst(MCInst &OutInst,\n" + std::string(25, ' ') +
           "const MCInst &MI,\n" + std::string(25, ' ') + "const MCSubtargetInfo &STI) {\n";
  else if (D == Direction::Uncompress)
    Head = "static bool uncompressInst(MCInst &OutInst,\n" + std::string(27, ' ') +
           "const MCInst &MI,\n" + std::string(27, ' ') + "const MCSubtargetInfo &STI) {\n";
  else
    Head = "static bool isCompressibleInst(const MachineInstr &MI,\n" + std::string(31, ' ') +
           "const " + TargetName + "Subtarget &STI) {\n";
  std::string Tail = D == Direction::Compress ? "\n#endif //" + std::string(Guard) + "\n"
                                              : "\n#endif //" + std::string(Guard) + "\n\n";
  // Targets with classes chosen by HwMode read the mode first.
  if (!Records.getAllDerivedDefinitionsIfDefined("RegClassByHwMode").empty())
    Head += "  [[maybe_unused]] unsigned HwModeId = "
            "STI.getHwMode(MCSubtargetInfo::HwMode_RegInfo);\n";
  if (Patterns.empty()) {
    OS << Head << "  return false;\n}\n" << Tail;
    return;
  }

  std::string Validator =
      OnMC ? TargetName + "ValidateMCOperandFor" + (FromLong ? "Compress" : "Uncompress") : "";
  PredicateTable Preds;
  // A pattern's conditions, each a line "        <test> &&\n"; then its code.
  std::string Cond, Code;
  // ", N /* Name */)": the predicate check's tail, appended to Cond.
  auto PredCheck = [&](const Record *Op) {
    unsigned N = predicateIndex(Preds, Op, OnMC ? "MCOperandPredicate" : "ImmediateCode");
    cat(Cond, ", ", Num(N), " /* ", Op->getName(), " */)");
  };

  std::string Body = "  switch (MI.getOpcode()) {\n  default: return false;\n";
  std::string_view Open; // source opcode of the open case
  for (unsigned Idx : Order) {
    const Pattern &P = Patterns[Idx];
    if (D == Direction::Uncompress && P.CompressOnly)
      continue;
    const Instruction &Src = Set[FromLong ? P.Long : P.Short];
    const Instruction &Dst = Set[FromLong ? P.Short : P.Long];
    const std::vector<Fill> &SrcFills = FromLong ? P.LongFills : P.ShortFills;
    const std::vector<Fill> &DstFills = FromLong ? P.ShortFills : P.LongFills;
    std::string_view SrcName = Src.Def->getName();
    if (SrcName != Open) {
      if (!Open.empty())
        cat(Body, "    break;\n  } // case ", Open, "\n");
      cat(Body, "  case ", TargetName, "::", SrcName, ": {\n");
      Open = SrcName;
    }

    Cond.clear();
    Code.clear();
    // A test is opened, its parts appended, then closed.
    auto Open_ = [&] { Cond += "        "; };
    auto Close = [&] { Cond += " &&\n"; };
    auto Test = [&](const auto &...Parts) {
      Open_();
      cat(Cond, Parts...);
      Close();
    };
    auto Opnd = [](unsigned N) { return OpRef(N); };

    FeatureTests Features;
    addFeatures(Features, P.Features);
    std::vector<const Record *> DstPreds;
    for (const Record *Pred : Dst.Def->getValueAsListOfDefs("Predicates"))
      if (Pred->getValueAsBit("AssemblerMatcherPredicate"))
        DstPreds.push_back(Pred);
    addFeatures(Features, DstPreds);
    auto FeatureBit = [&](const FeatureTest &F) {
      cat(Cond, F.first ? "!" : "", "STI.getFeatureBits()[", TargetName, "::", F.second, "]");
    };
    for (const FeatureTest &F : Features.All) {
      Open_();
      FeatureBit(F);
      Close();
    }
    for (const std::set<FeatureTest> &Group : Features.AnyOf) {
      Open_();
      Cond += "(";
      bool FirstF = true;
      for (const FeatureTest &F : Group) {
        if (!FirstF)
          Cond += " || ";
        FirstF = false;
        FeatureBit(F);
      }
      Cond += ")";
      Close();
    }

    // Source side: equal (tied) operands, fixed registers and immediates.
    auto SrcOps = Set.operands(Src);
    unsigned MI = 0;
    for (const InstrOperand &Op : SrcOps) {
      const Fill &First = SrcFills[MI];
      if (First.K == Fill::Named && First.TiedTo != -1) {
        if (MI >= SrcOps.size() || !SrcOps[MI].Rec->isSubClassOf("RegisterClass"))
          PrintFatalError("Unexpected tied operand types!");
        OpRef To = Opnd(unsigned(First.TiedTo)), Me = Opnd(MI);
        Test(Me, ".isReg() && ", To, ".isReg() &&\n        (", Me, ".getReg() == ", To,
             ".getReg())");
      }
      for (unsigned Sub = 0; Sub != Op.miNumOperands(); ++Sub, ++MI) {
        const Fill &F = SrcFills[MI];
        OpRef Me = Opnd(MI);
        if (F.K == Fill::FixedImm)
          Test(Me, ".isImm() &&\n        (", Me, ".getImm() == ", Num(F.Imm), ")");
        else if (F.K == Fill::FixedReg)
          Test(Me, ".isReg() &&\n        (", Me, ".getReg() == ", TargetName, "::",
               F.Reg->getName(), ")");
      }
    }

    // Destination side: what each operand takes, and the checks it needs.
    cat(Code, "      // ", Dst.AsmString, "\n");
    if (OnMC)
      cat(Code, "      OutInst.setOpcode(", TargetName, "::", Dst.Def->getName(), ");\n");
    MI = 0;
    for (const InstrOperand &Op : Set.operands(Dst)) {
      cat(Code, "      // Operand: ", Op.Name, "\n");
      bool Tied = tiedTarget(Set, Op) != -1;
      for (unsigned Sub = 0; Sub != Op.miNumOperands(); ++Sub, ++MI) {
        const Record *InstType = subOperandType(Op, Sub);
        const Fill &F = DstFills[MI];
        switch (F.K) {
        case Fill::Named: {
          const Record *Type = F.DagType;
          if (Type->isSubClassOf("RegisterClass") || Type->isSubClassOf("RegisterOperand") ||
              Type->isSubClassOf("RegClassByHwMode")) {
            const Record *Class =
                Type->isSubClassOf("RegisterOperand") ? Type->getValueAsDef("RegClass") : Type;
            // A tied operand was checked as the operand it repeats.
            if (!Tied) {
              OpRef Peer = Opnd(F.Peer);
              Open_();
              cat(Cond, Peer, ".isReg()");
              if (!OnMC)
                cat(Cond, " && ", Peer, ".getReg().isPhysical()");
              cat(Cond, " &&\n        ", TargetName, "MCRegisterClasses[");
              // A class chosen by HwMode is looked up in the mode's table.
              if (Class->isSubClassOf("RegClassByHwMode"))
                cat(Cond, TargetName, "RegClassByHwModeTables[HwModeId][", TargetName, "::",
                    Class->getName(), "]");
              else
                cat(Cond, TargetName, "::", Class->getName(), "RegClassID");
              cat(Cond, "].contains(", Peer, ".getReg())");
              Close();
            }
          } else {
            // An immediate must satisfy the pattern's operand type and the
            // instruction's, when they differ.
            std::vector<const Record *> Types{Type};
            if (InstType != Type)
              Types.push_back(InstType);
            for (const Record *T : Types) {
              OpRef Peer = Opnd(F.Peer);
              Open_();
              if (OnMC)
                cat(Cond, Validator, "(", Peer, ", STI");
              else
                cat(Cond, Peer, ".isImm() &&\n        ", TargetName, "ValidateMachineOperand(",
                    Peer, ", &STI");
              PredCheck(T);
              Close();
            }
          }
          if (OnMC)
            cat(Code, "      OutInst.addOperand(", Opnd(F.Peer), ");\n");
          break;
        }
        case Fill::FixedImm: {
          Num V(F.Imm);
          Open_();
          if (OnMC) {
            cat(Cond, Validator, "(MCOperand::createImm(", V, "), STI");
            PredCheck(InstType);
            cat(Code, "      OutInst.addOperand(MCOperand::createImm(", V, "));\n");
          } else {
            cat(Cond, TargetName, "ValidateMachineOperand(MachineOperand::CreateImm(", V,
                "), &STI");
            PredCheck(InstType);
          }
          Close();
          break;
        }
        case Fill::FixedReg:
          if (OnMC)
            cat(Code, "      OutInst.addOperand(MCOperand::createReg(", TargetName, "::",
                F.Reg->getName(), "));\n");
          break;
        }
      }
    }
    if (OnMC)
      Code += "      OutInst.setLoc(MI.getLoc());\n";
    // Strip the first line's indent and the last " &&\n".
    std::string_view C = Cond;
    C = C.size() >= 12 ? C.substr(8, C.size() - 12) : std::string_view();
    cat(Body, "    if (", C, ") {\n", Code, "      return true;\n    } // if\n");
  }
  Body += "    break;\n  } // case " + std::string(Open) + "\n  } // switch\n  return false;\n}\n";

  if (!Preds.List.empty()) {
    if (OnMC) {
      std::string Pad(Validator.size() + 13, ' ');
      OS << "static bool " << Validator << "(const MCOperand &MCOp,\n"
         << Pad << "const MCSubtargetInfo &STI,\n"
         << Pad << "unsigned PredicateIndex) {\n"
         << "  switch (PredicateIndex) {\n  default:\n"
         << "    llvm_unreachable(\"Unknown MCOperandPredicate kind\");\n    break;\n";
      writePredicateCases(Preds, "MCOperandPredicate");
    } else {
      std::string Pad(TargetName.size() + 35, ' ');
      OS << "static bool " << TargetName << "ValidateMachineOperand(const MachineOperand &MO,\n"
         << Pad << "const " << TargetName << "Subtarget *Subtarget,\n"
         << Pad << "unsigned PredicateIndex) {\n"
         << "  int64_t Imm = MO.getImm();\n"
         << "  switch (PredicateIndex) {\n  default:\n"
         << "    llvm_unreachable(\"Unknown ImmLeaf Predicate kind\");\n    break;\n";
      writePredicateCases(Preds, "ImmediateCode");
    }
    OS << "  }\n}\n\n";
  }
  OS << Head << Body << Tail;
}

void CompressWriter::run() {
  const Record *TargetDef = codegen::getTargetDef(Records);
  TargetName = std::string(TargetDef->getName());
  for (const Record *Def : Records.getAllDerivedDefinitions("CompressPat"))
    readPattern(Def);
  for (unsigned I = 0; I != Patterns.size(); ++I)
    Order.push_back(I);
  emitSourceFileHeader("Compress instruction Source Fragment", OS, Records);
  writeFunction(Direction::Compress);
  writeFunction(Direction::Uncompress);
  writeFunction(Direction::Check);
}

void emitCompressInst(const RecordKeeper &Records, OStream &OS) {
  CompressWriter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(CompressInst, "gen-compress-inst-emitter",
                        "Generate compressed instructions.", emitCompressInst);

} // namespace tblgen
