//===- FastISel.cpp - -gen-fast-isel ---------------------------------------===//
//
// The "fast" instruction selector: from the pattern database, the patterns
// simple enough for FastISel (an SDNode over registers and immediates
// producing one instruction whose operands are the pattern's, in order),
// grouped by operand signature, opcode, operand type and result type.
//
// Output layout (byte-exact with llvm-tblgen 22), per signature ("", "r",
// "rr", "ri", "i", "f", an immediate with a predicate spelled "i_Pred"):
//   the immediate predicate functions (once, first);
//   per opcode: one function per (type, result type), the instructions in
//   decreasing complexity each under its predicate check, a function
//   switching on the result type when there are several, one switching on
//   the operand type; then the signature's top-level function switching on
//   the opcode (first trying the forms with immediate predicates).
//
//===----------------------------------------------------------------------===//
#include "backends/intrinsics/IntrinsicModel.h"
#include "codegen/Instructions.h"
#include "codegen/patterns/InstrFlagInference.h"
#include "codegen/patterns/Patterns.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace tblgen {
namespace {

using codegen::PatNode;
using codegen::PatternDatabase;
using codegen::PatternToMatch;

/// One operand of a signature: a register, an FP immediate, or an integer
/// immediate (Code 0: any; N: the (N-1)th immediate predicate).
struct OperandKind {
  enum Kind : uint8_t { Reg, FP, Imm } K = Reg;
  unsigned Code = 0;
  /// llvm-tblgen orders kinds as the characters 0 (reg), 1 (fp), 2 + code.
  unsigned rank() const { return K == Imm ? 2 + Code : unsigned(K); }
  bool operator<(const OperandKind &O) const { return rank() < O.rank(); }
  bool operator==(const OperandKind &O) const { return rank() == O.rank(); }
};

using Signature = std::vector<OperandKind>;

/// One instruction a simple pattern selects.
struct Emission {
  std::string Name;        ///< instruction
  std::string RegClass;    ///< "XCore::GRRegsRegClass" (empty for EXTRACT_SUBREG)
  std::string SubReg;      ///< EXTRACT_SUBREG's index
  std::vector<std::string> PhysRegs; ///< per operand: "NS::R" copied in, or empty
  std::string Predicate;
};

class FastISelWriter {
public:
  FastISelWriter(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}
  void run();

private:
  void collect(const PatternToMatch &P);
  bool readSignature(const PatNode &Src, unsigned VT, const codegen::RegClass *OrigRC,
                     Signature &Sig);
  std::string suffix(const Signature &Sig, bool Strip) const;
  std::string suffix(const Signature &Sig, const std::vector<std::string> &Phys) const;
  std::string params(const Signature &Sig) const;
  std::string args(const Signature &Sig, const std::vector<std::string> *Phys = nullptr) const;
  void writeEmissions(const Signature &Sig, const std::multimap<int, Emission> &Ems,
                      const std::string &RetVTName);
  void writeFunctions();
  const codegen::RegClass *classOf(const Record *R) const;
  std::string vtName(unsigned V) const { return DB.types().enumName(V); }
  static std::string cName(std::string S) {
    if (auto P = S.find("::"); P != std::string::npos)
      S.replace(P, 2, "_");
    return S;
  }

  const RecordKeeper &Records;
  OStream &OS;
  PatternDatabase DB;
  codegen::RegisterBank *Bank = nullptr;
  const codegen::InstructionSet *Instrs = nullptr;
  std::string NS;
  /// Immediate predicates (PatFrags records) by first use.
  std::vector<const Record *> ImmPreds;

  using ByRetVT = std::map<unsigned, std::multimap<int, Emission>>;
  using ByVT = std::map<unsigned, ByRetVT>;
  using ByOpcode = std::map<std::string, ByVT>;
  std::map<Signature, ByOpcode> Simple;
  std::set<std::tuple<Signature, std::string, unsigned, unsigned, std::string>> Seen;
  std::map<Signature, std::vector<Signature>> ImmForms;
};

const codegen::RegClass *FastISelWriter::classOf(const Record *R) const {
  for (const codegen::RegClass &RC : Bank->regClasses())
    if (RC.Def == R)
      return &RC;
  return nullptr;
}

bool FastISelWriter::readSignature(const PatNode &Src, unsigned VT,
                                   const codegen::RegClass *OrigRC, Signature &Sig) {
  if (Src.isLeaf())
    return false;
  if (Src.Op->getName() == "imm") {
    Sig.push_back({OperandKind::Imm, 0});
    return true;
  }
  if (Src.Op->getName() == "fpimm") {
    Sig.push_back({OperandKind::FP, 0});
    return true;
  }
  const codegen::RegClass *DstRC = nullptr;
  for (const auto &K : Src.Kids) {
    const PatNode &Op = *K;
    if (!Op.isLeaf() && Op.Op->getName() == "imm") {
      unsigned Code = 0;
      if (!Op.predicates().empty()) {
        const Record *Frag = Op.predicates()[0];
        // One predicate, on the immediate's value only.
        if (Op.predicates().size() > 1 || Frag->getValueAsString("ImmediateCode").empty() ||
            Frag->getValueAsBit("PredicateCodeUsesOperands"))
          return false;
        if (const RecordVal *V = Frag->getValue("FastIselShouldIgnore"); V && Frag->getValueAsBit("FastIselShouldIgnore"))
          return false;
        auto It = std::find(ImmPreds.begin(), ImmPreds.end(), Frag);
        if (It == ImmPreds.end()) {
          ImmPreds.push_back(Frag);
          It = ImmPreds.end() - 1;
        }
        Code = unsigned(It - ImmPreds.begin()) + 1;
      }
      Sig.push_back({OperandKind::Imm, Code});
      continue;
    }
    if (!Op.predicates().empty() || Op.Types.size() != 1)
      return false;
    if (!Op.isLeaf()) {
      if (Op.Op->getName() == "fpimm") {
        Sig.push_back({OperandKind::FP, 0});
        continue;
      }
      return false;
    }
    if (!Op.Types[0].isConcrete() || Op.Types[0].concrete() != VT)
      return false;
    const Record *R = Op.leafDef();
    if (!R)
      return false;
    const codegen::RegClass *RC = nullptr;
    if (R->isSubClassOf("RegisterOperand"))
      R = R->getValueAsDef("RegClass");
    if (R->isSubClassOf("RegisterClass"))
      RC = classOf(R);
    else if (R->isSubClassOf("Register")) {
      // The class of a register: the largest of the classes holding it,
      // provided they nest and agree on types; none otherwise.
      int Reg = Bank->regIndex(R);
      bool Ambiguous = false;
      for (const codegen::RegClass &C : Bank->regClasses()) {
        if (Reg < 0 || !C.contains(unsigned(Reg)))
          continue;
        if (!RC) {
          RC = &C;
          continue;
        }
        if (!(C.VTs == RC->VTs)) {
          Ambiguous = true;
          break;
        }
        if (C.SubClasses[RC->EnumValue])
          RC = &C;
        else if (!RC->SubClasses[C.EnumValue]) {
          Ambiguous = true;
          break;
        }
      }
      if (Ambiguous)
        RC = nullptr;
    } else if (R->isSubClassOf("ValueType"))
      RC = OrigRC;
    else
      return false;
    if (!RC)
      return false;
    if (DstRC) {
      if (DstRC != RC && !(RC->EnumValue < DstRC->SubClasses.size() && DstRC->SubClasses[RC->EnumValue]))
        return false;
    } else
      DstRC = RC;
    Sig.push_back({OperandKind::Reg, 0});
  }
  return true;
}

void FastISelWriter::collect(const PatternToMatch &P) {
  const PatNode &Dst = *P.DstTree;
  if (Dst.isLeaf() || !Dst.Op->isSubClassOf("Instruction"))
    return;
  const Record *Op = Dst.Op;
  const codegen::Instruction *II = Instrs->find(Op);
  if (!II || II->NumOperands == 0)
    return;
  if (Op->getValueAsBit("FastISelShouldIgnore"))
    return;
  for (const auto &K : Dst.Kids)
    if (!K->isLeaf() && K->Op->isSubClassOf("Instruction"))
      return;

  const codegen::RegClass *DstRC = nullptr;
  std::string SubReg;
  if (Op->getName() != "EXTRACT_SUBREG") {
    const Record *Op0 = Instrs->operands(*II)[0].Rec;
    if (Op0->isSubClassOf("RegisterOperand"))
      Op0 = Op0->getValueAsDef("RegClass");
    if (!Op0->isSubClassOf("RegisterClass"))
      return;
    DstRC = classOf(Op0);
    if (!DstRC)
      return;
  } else {
    if (Dst.Kids.size() < 2 || !Dst.Kids[1]->isLeaf())
      return;
    const PatNode &Idx = *Dst.Kids[1];
    if (const Record *SR = Idx.leafDef()) {
      std::string SRNS = SR->getValue("Namespace") ? SR->getValueAsString("Namespace") : "";
      SubReg = SRNS.empty() ? std::string(SR->getName()) : SRNS + "::" + std::string(SR->getName());
    } else
      SubReg = Idx.Int ? std::to_string(*Idx.Int) : Idx.Leaf ? Idx.Leaf->getAsString() : "?";
  }

  const PatNode &Src = *P.SrcTree;
  if (Src.isLeaf() || Src.Types.size() > 1)
    return;
  std::string Opcode = PatternDatabase::opcodeName(Src.Op);
  unsigned RetVT = DB.types().IsVoid;
  if (!Src.Types.empty())
    RetVT = Src.Types[0].concrete();
  unsigned VT = RetVT;
  if (!Src.Kids.empty()) {
    if (Src.Kids[0]->Types.size() != 1)
      return;
    VT = Src.Kids[0]->Types[0].concrete();
  }
  if (!Src.predicates().empty())
    return;
  Signature Sig;
  if (!readSignature(Src, VT, DstRC, Sig))
    return;

  std::vector<std::string> Phys;
  if (Src.Op->getName() == "imm" || Src.Op->getName() == "fpimm") {
    Phys.emplace_back();
  } else {
    // The pattern's operands must be the instruction's, in order (physical
    // registers aside, which are copied in).
    size_t DstIndex = 0;
    for (const auto &K : Src.Kids) {
      std::string Reg;
      if (const Record *R = K->isLeaf() ? K->leafDef() : nullptr; R && R->isSubClassOf("Register"))
        Reg = R->getValueAsString("Namespace") + "::" + std::string(R->getName());
      if (Reg.empty()) {
        if (DstIndex >= Dst.Kids.size() || Dst.Kids[DstIndex]->Name != K->Name)
          return;
        ++DstIndex;
      }
      Phys.push_back(Reg);
    }
    if (Op->getName() != "EXTRACT_SUBREG" && DstIndex < Dst.Kids.size())
      return;
  }

  std::string Mangled = suffix(Sig, true);
  if (Mangled != "" && Mangled != "r" && Mangled != "rr" && Mangled != "ri" && Mangled != "i" &&
      Mangled != "f")
    return;

  Emission E;
  E.Name = std::string(Op->getName());
  if (DstRC)
    E.RegClass = NS + "::" + DstRC->Name + "RegClass";
  E.SubReg = SubReg;
  E.PhysRegs = Phys;
  E.Predicate = P.predicateCheck();
  if (!Seen.emplace(Sig, Opcode, VT, RetVT, E.Predicate).second)
    PrintFatalError(P.Src, "Duplicate predicate in FastISel table!");
  Simple[Sig][Opcode][VT][RetVT].emplace(DB.complexity(P), std::move(E));
  bool HasCodes = false;
  for (const OperandKind &K : Sig)
    HasCodes |= K.K == OperandKind::Imm && K.Code != 0;
  if (HasCodes) {
    Signature Stripped = Sig;
    for (OperandKind &K : Stripped)
      if (K.K == OperandKind::Imm)
        K.Code = 0;
    ImmForms[Stripped].push_back(Sig);
  }
}

std::string FastISelWriter::suffix(const Signature &Sig, bool Strip) const {
  std::string S;
  for (const OperandKind &K : Sig) {
    if (K.K == OperandKind::Reg)
      S += 'r';
    else if (K.K == OperandKind::FP)
      S += 'f';
    else {
      S += 'i';
      if (!Strip && K.Code)
        S += "_Predicate_" + std::string(ImmPreds[K.Code - 1]->getName());
    }
  }
  return S;
}

std::string FastISelWriter::suffix(const Signature &Sig, const std::vector<std::string> &Phys) const {
  std::string S;
  for (size_t I = 0; I < Sig.size(); ++I)
    if (Phys[I].empty())
      S += suffix({Sig[I]}, true);
  return S;
}

std::string FastISelWriter::params(const Signature &Sig) const {
  std::string S;
  for (size_t I = 0; I < Sig.size(); ++I) {
    if (I)
      S += ", ";
    if (Sig[I].K == OperandKind::Reg)
      S += "Register Op" + std::to_string(I);
    else if (Sig[I].K == OperandKind::Imm)
      S += "uint64_t imm" + std::to_string(I);
    else
      S += "const ConstantFP *f" + std::to_string(I);
  }
  return S;
}

std::string FastISelWriter::args(const Signature &Sig, const std::vector<std::string> *Phys) const {
  std::string S;
  bool First = true;
  for (size_t I = 0; I < Sig.size(); ++I) {
    if (Phys && !(*Phys)[I].empty())
      continue;
    if (!First)
      S += ", ";
    First = false;
    if (Sig[I].K == OperandKind::Reg)
      S += "Op" + std::to_string(I);
    else if (Sig[I].K == OperandKind::Imm)
      S += "imm" + std::to_string(I);
    else
      S += "f" + std::to_string(I);
  }
  return S;
}

void FastISelWriter::writeEmissions(const Signature &Sig, const std::multimap<int, Emission> &Ems,
                                    const std::string &RetVTName) {
  bool Unguarded = false;
  // Highest complexity first; equal ones in the order they were found.
  for (auto It = Ems.rbegin(); It != Ems.rend(); ++It) {
    const Emission &E = It->second;
    if (E.Predicate.empty()) {
      Unguarded = true;
    } else {
      if (Unguarded)
        PrintFatalError("Multiple instructions match and one with no predicate came before one "
                        "with a predicate!  name:" + E.Name + "  predicate: " + E.Predicate);
      OS << "  if (" << E.Predicate << ") {\n  ";
    }
    for (size_t I = 0; I < E.PhysRegs.size(); ++I)
      if (!E.PhysRegs[I].empty())
        OS << "  BuildMI(*FuncInfo.MBB, FuncInfo.InsertPt, MIMD, TII.get(TargetOpcode::COPY), "
           << E.PhysRegs[I] << ").addReg(Op" << I << ");\n";
    OS << "  return fastEmitInst_";
    if (E.SubReg.empty()) {
      std::string A = args(Sig, &E.PhysRegs);
      OS << suffix(Sig, E.PhysRegs) << "(" << NS << "::" << E.Name << ", &" << E.RegClass
         << (Sig.empty() ? "" : ", ") << A << ");\n";
    } else {
      OS << "extractsubreg(" << RetVTName << ", Op0, " << E.SubReg << ");\n";
    }
    if (!E.Predicate.empty())
      OS << "  }\n";
  }
  if (!Unguarded)
    OS << "  return Register();\n";
  OS << "}\n\n";
}

void FastISelWriter::writeFunctions() {
  for (auto &[Sig, Opcodes] : Simple) {
    std::string Suffix = suffix(Sig, false);
    std::string Params = params(Sig);
    std::string Args = args(Sig);
    std::string Comma = Sig.empty() ? "" : ", ";
    for (const auto &[Opcode, Types] : Opcodes) {
      OS << "// FastEmit functions for " << Opcode << ".\n\n";
      std::string Base = "fastEmit_" + cName(Opcode) + "_";
      for (const auto &[VT, Rets] : Types) {
        std::string VTBase = Base + cName(vtName(VT)) + "_";
        if (Rets.size() != 1) {
          for (const auto &[RetVT, Ems] : Rets) {
            OS << "Register " << VTBase << cName(vtName(RetVT)) << "_" << Suffix << "(" << Params
               << ") {\n";
            writeEmissions(Sig, Ems, vtName(RetVT));
          }
          OS << "Register " << VTBase << Suffix << "(MVT RetVT" << Comma << Params << ") {\n"
             << "switch (RetVT.SimpleTy) {\n";
          for (const auto &[RetVT, Ems] : Rets)
            OS << "  case " << vtName(RetVT) << ": return " << VTBase << cName(vtName(RetVT))
               << "_" << Suffix << "(" << Args << ");\n";
          OS << "  default: return Register();\n}\n}\n\n";
        } else {
          OS << "Register " << VTBase << Suffix << "(MVT RetVT" << Comma << Params << ") {\n"
             << "  if (RetVT.SimpleTy != " << vtName(Rets.begin()->first) << ")\n"
             << "    return Register();\n";
          writeEmissions(Sig, Rets.begin()->second, "RetVT");
        }
      }
      OS << "Register " << Base << Suffix << "(MVT VT, MVT RetVT" << Comma << Params << ") {\n"
         << "  switch (VT.SimpleTy) {\n";
      for (const auto &[VT, Rets] : Types)
        OS << "  case " << vtName(VT) << ": return " << Base << cName(vtName(VT)) << "_" << Suffix
           << "(RetVT" << Comma << Args << ");\n";
      OS << "  default: return Register();\n  }\n}\n\n";
    }

    OS << "// Top-level FastEmit function.\n\n";
    bool HasCodes = false;
    for (const OperandKind &K : Sig)
      HasCodes |= K.K == OperandKind::Imm && K.Code != 0;
    OS << "Register fastEmit_" << Suffix << "(MVT VT, MVT RetVT, unsigned Opcode" << Comma << Params
       << ") " << (HasCodes ? "" : "override ") << "{\n";
    if (auto It = ImmForms.find(Sig); It != ImmForms.end()) {
      std::vector<Signature> Forms = It->second;
      std::sort(Forms.begin(), Forms.end());
      Forms.erase(std::unique(Forms.begin(), Forms.end()), Forms.end());
      for (const Signature &F : Forms) {
        OS << "  if (";
        bool Any = false;
        for (size_t I = 0; I < F.size(); ++I) {
          if (F[I].K != OperandKind::Imm || F[I].Code == 0)
            continue;
          if (Any)
            OS << " &&\n        ";
          const Record *Frag = ImmPreds[F[I].Code - 1];
          // (A fragment of no single type is checked against its first.)
          std::optional<unsigned> T = DB.fragmentFirstType(Frag);
          if (!T)
            PrintFatalError(Frag, "-gen-fast-isel: immediate predicate '" +
                                      std::string(Frag->getName()) +
                                      "' has no value type to check the immediate against");
          OS << "VT == " << vtName(*T) << " && Predicate_" << Frag->getName() << "(imm" << I
             << ")";
          Any = true;
        }
        OS << ")\n    if (Register Reg = fastEmit_" << suffix(F, false) << "(VT, RetVT, Opcode"
           << (F.empty() ? "" : ", ") << args(F) << "))\n      return Reg;\n\n";
      }
      ImmForms.erase(It);
    }
    OS << "  switch (Opcode) {\n";
    for (const auto &[Opcode, Types] : Opcodes)
      OS << "  case " << Opcode << ": return fastEmit_" << cName(Opcode) << "_" << Suffix
         << "(VT, RetVT" << Comma << Args << ");\n";
    OS << "  default: return Register();\n  }\n}\n\n";
  }
}

void FastISelWriter::run() {
  const std::vector<const Record *> &Targets = Records.getAllDerivedDefinitions("Target");
  if (Targets.empty())
    PrintFatalError("No 'Target' subclasses defined!");
  if (Targets.size() != 1)
    PrintFatalError("Multiple subclasses of Target defined!");
  intrinsics::checkIntrinsics(Records);
  Bank = &codegen::getRegisterBank(Records);
  Instrs = &codegen::getInstructionSet(Records);
  for (unsigned I : Instrs->enumOrder())
    if ((*Instrs)[I].Namespace != "TargetOpcode") {
      NS = std::string((*Instrs)[I].Namespace);
      break;
    }
  if (!DB.build(Records))
    return;
  // The flags are not written, but llvm-tblgen infers them for every
  // pattern consumer: a target whose flags cannot be inferred fails here too.
  (void)codegen::inferInstrFlags(Records, *Instrs, DB);
  for (const PatternToMatch &P : DB.patterns())
    collect(P);

  emitSourceFileHeader("\"Fast\" Instruction Selector for the " +
                           std::string(Targets[0]->getName()) + " target",
                       OS);
  if (!ImmPreds.empty()) {
    OS << "\n// FastEmit Immediate Predicate functions.\n";
    for (const Record *Frag : ImmPreds)
      OS << "static bool Predicate_" << Frag->getName() << "(int64_t Imm) {\n"
         << Frag->getValueAsString("ImmediateCode") << "\n}\n";
    OS << "\n\n";
  }
  writeFunctions();
}

void emitFastISel(const RecordKeeper &Records, OStream &OS) { FastISelWriter(Records, OS).run(); }

} // namespace

TBLGEN_REGISTER_BACKEND(FastISel, "gen-fast-isel", "Generate a \"fast\" instruction selector",
                        emitFastISel);

} // namespace tblgen
