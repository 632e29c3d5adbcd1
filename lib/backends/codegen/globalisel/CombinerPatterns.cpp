//===- CombinerPatterns.cpp - Parsed GICombineRule patterns -----*- C++ -*-===//
//
// Reading the dag syntax of combine rules into Pattern objects, with the
// diagnostics llvm-tblgen 22 gives for malformed ones.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/CombinerPatterns.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen {
namespace gicombiner {
namespace {

/// Reports Msg at Where (a location or a record) and returns false, so
/// that a failing check reads `return fail(...)`.
template <typename WhereT> bool fail(const WhereT &Where, const std::string &Msg) {
  PrintError(Where, Msg);
  return false;
}

} // namespace

std::string trimCode(std::string_view S) {
  const char *WS = " \t\n\v\f\r";
  size_t B = S.find_first_not_of(WS);
  if (B == std::string_view::npos)
    return "";
  size_t E = S.find_last_not_of(WS);
  return std::string(S.substr(B, E - B + 1));
}

bool PatType::operator==(const PatType &O) const {
  if (K != O.K)
    return false;
  switch (K) {
  case None:
    return true;
  case VT:
    return Def == O.Def;
  case TypeOf:
    return OpName == O.OpName;
  case Variadic:
    return Min == O.Min && Max == O.Max;
  }
  return false;
}

std::string PatType::str() const {
  switch (K) {
  case None:
    return "";
  case VT:
    return std::string(Def->getName());
  case TypeOf:
    return "GITypeOf<$" + OpName + ">";
  case Variadic:
    return "GIVariadic<" + std::to_string(Min) + "," + std::to_string(Max) + ">";
  }
  return "";
}

std::string PatOperand::describe() const {
  if (!HasImm)
    return "MachineOperand $" + Name;
  std::string S = "imm " + std::to_string(Imm);
  if (named())
    S += ":$" + Name;
  return S;
}

std::string Pattern::instName() const {
  if (K == Frag)
    return std::string(PF->Def->getName());
  return Inst ? std::string(Inst->getName()) : std::string();
}

bool Pattern::isVariadic() const { return K == Instr && CGI->IsVariadic; }

bool Pattern::hasVariadicDefs() const {
  if (!isVariadic())
    return false;
  if (Inst->getValueAsBit("variadicOpsAreDefs"))
    return true;
  const DagInit *Outs = Inst->getValueAsDag("OutOperandList");
  if (!Outs || Outs->getNumArgs() == 0)
    return false;
  const auto *Last = dyn_cast<DefInit>(Outs->getArg(Outs->getNumArgs() - 1));
  return Last && Last->getDef()->getName() == "variable_ops";
}

std::string Pattern::intrinsicEnum() const {
  std::string_view N = Intrinsic->getName();
  return std::string(N.starts_with("int_") ? N.substr(4) : N);
}

unsigned Pattern::numInstDefs() const {
  if (K == Frag)
    return PF->NumOut;
  if (Intrinsic)
    return IntrinsicDefs;
  if (K == Builtin)
    return BI == ReplaceReg ? 1 : 0;
  if (!isVariadic() || !hasVariadicDefs())
    return CGI->NumDefs;
  unsigned NumOuts = CGI->NumOperands - CGI->NumDefs;
  return std::max<unsigned>(CGI->NumDefs, unsigned(Ops.size()) - NumOuts);
}

unsigned Pattern::numInstOperands() const {
  if (K == Frag)
    return unsigned(PF->Params.size());
  if (Intrinsic)
    return IntrinsicOperands;
  if (K == Builtin)
    return BI == ReplaceReg ? 2 : 0;
  return isVariadic() ? std::max<unsigned>(CGI->NumOperands, unsigned(Ops.size()))
                      : CGI->NumOperands;
}

std::string OperandTable::add(Pattern &P) {
  for (const PatOperand &Op : P.Ops) {
    if (!Op.named())
      continue;
    Entry &E = Table[Op.Name];
    E.Found = true;
    if (!Op.IsDef)
      continue;
    if (E.Def)
      return Op.Name;
    E.Def = &P;
  }
  return "";
}

const codegen::Instruction &PatternReader::instruction(const Record *Def) {
  if (const codegen::Instruction *I = Insts.find(Def))
    return *I;
  PrintFatalError(Def->getLocs(), "'" + std::string(Def->getName()) + "' is not an instruction");
}

static const DagInit *dagWithOperator(const Init *I, std::string_view Op) {
  const auto *D = dyn_cast<DagInit>(I);
  if (!D)
    return nullptr;
  const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
  if (!OpDef || OpDef->getDef()->getName() != Op)
    return nullptr;
  return D;
}

static const Record *dagOperatorOfClass(const Init *I, std::string_view Class) {
  const auto *D = dyn_cast<DagInit>(I);
  if (!D)
    return nullptr;
  const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
  if (!OpDef || !OpDef->getDef()->isSubClassOf(Class))
    return nullptr;
  return OpDef->getDef();
}

bool PatternReader::readList(const DagInit &List, std::string_view Operator,
                             const std::string &AnonPrefix,
                             const std::function<bool(std::unique_ptr<Pattern>)> &Add) {
  const auto *OpDef = dyn_cast<DefInit>(List.getOperator());
  if (!OpDef || OpDef->getDef()->getName() != Operator) {
    return fail(Loc, "Expected " + std::string(Operator) + " operator");
  }
  if (List.getNumArgs() == 0) {
    return fail(Loc, std::string(Operator) + " pattern list is empty");
  }
  for (unsigned I = 0; I < List.getNumArgs(); ++I) {
    std::string Name = List.getArgName(I) ? std::string(List.getArgNameStr(I))
                                          : "__" + AnonPrefix + "_" + std::to_string(I);
    bool Failed = false;
    auto P = read(List.getArg(I), Name, Failed);
    if (!P) {
      return fail(Loc, "Failed to parse pattern: '" + List.getArg(I)->getAsString() + "'");
    }
    if (!Add(std::move(P)))
      return false;
  }
  return true;
}

std::unique_ptr<Pattern> PatternReader::read(const Init *Arg, const std::string &Name,
                                             bool &Failed) {
  auto P = std::make_unique<Pattern>();
  P->Name = Name;
  if (const auto *S = dyn_cast<StringInit>(Arg)) {
    P->K = Pattern::CXX;
    P->Code = trimCode(S->getValue());
    return P;
  }
  if (const DagInit *W = dagWithOperator(Arg, "wip_match_opcode")) {
    if (W->getNumArgs() == 0)
      return nullptr; // reported as an unparsable pattern
    P->K = Pattern::AnyOpcode;
    for (const Init *A : W->getArgs()) {
      const auto *D = dyn_cast<DefInit>(A);
      if (!D || !D->getDef()->isSubClassOf("Instruction")) {
        PrintError(Loc, "Arguments to wip_match_opcode must be instructions");
        Failed = true;
        return nullptr;
      }
      instruction(D->getDef());
      P->Insts.push_back(D->getDef());
    }
    return P;
  }
  const auto *D = dyn_cast<DagInit>(Arg);
  if (!D)
    return nullptr;
  if (const Record *I = dagOperatorOfClass(Arg, "Instruction")) {
    P->K = Pattern::Instr;
    P->Inst = I;
    P->CGI = &instruction(I);
  } else if (const Record *B = dagOperatorOfClass(Arg, "GIBuiltinInst")) {
    P->K = Pattern::Builtin;
    P->Inst = B;
    if (B->getName() == "GIReplaceReg")
      P->BI = Pattern::ReplaceReg;
    else if (B->getName() == "GIEraseRoot")
      P->BI = Pattern::EraseRoot;
    else
      PrintFatalError(B->getLocs(), "Unimplemented GIBuiltinInst def '" +
                                        std::string(B->getName()) + "'");
  } else if (const Record *F = dagOperatorOfClass(Arg, "GICombinePatFrag")) {
    P->K = Pattern::Frag;
    P->PF = readPatFrag(F);
    if (!P->PF)
      return nullptr;
  } else if (const Record *In = dagOperatorOfClass(Arg, "Intrinsic")) {
    // An intrinsic is matched and built as the G_INTRINSIC opcode its
    // properties call for, its ID the operand after the results.
    bool SideEffects = false, Convergent = false;
    for (const Record *Prop : In->getValueAsListOfDefs("IntrProperties")) {
      SideEffects |= Prop->getName() == "IntrHasSideEffects";
      Convergent |= Prop->getName() == "IntrConvergent";
    }
    const char *Opcode = SideEffects && Convergent ? "G_INTRINSIC_CONVERGENT_W_SIDE_EFFECTS"
                         : SideEffects            ? "G_INTRINSIC_W_SIDE_EFFECTS"
                         : Convergent             ? "G_INTRINSIC_CONVERGENT"
                                                  : "G_INTRINSIC";
    const Record *I = RK.getDef(Opcode);
    if (!I)
      PrintFatalError(Loc, std::string("no ") + Opcode + " instruction to match '" +
                               std::string(In->getName()) + "' with");
    P->K = Pattern::Instr;
    P->Inst = I;
    P->CGI = &instruction(I);
    P->Intrinsic = In;
    P->IntrinsicDefs = unsigned(In->getValueAsListOfDefs("RetTypes").size());
    P->IntrinsicOperands =
        P->IntrinsicDefs + unsigned(In->getValueAsListOfDefs("ParamTypes").size());
  } else {
    return nullptr;
  }
  for (unsigned K = 0; K < D->getNumArgs(); ++K) {
    if (const DagInit *F = dagWithOperator(D->getArg(K), "MIFlags")) {
      if (!readFlags(*P, F)) {
        Failed = true;
        return nullptr;
      }
      continue;
    }
    if (!readOperand(*P, D->getArg(K), D->getArgName(K))) {
      Failed = true;
      return nullptr;
    }
  }
  if (!checkSemantics(*P)) {
    Failed = true;
    return nullptr;
  }
  return P;
}

bool PatternReader::readType(const Record *R, const std::string &Ctx, PatType &Out) {
  if (R->isSubClassOf("ValueType")) {
    Out.K = PatType::VT;
    Out.Def = R;
    return true;
  }
  if (R->isSubClassOf("GITypeOf")) {
    std::string Raw = R->getValueAsString("OpName");
    if (Raw.empty() || Raw[0] != '$') {
      return fail(Loc, Ctx + ": invalid operand name format '" + Raw +
                           "' in GITypeOf: expected '$' followed by an operand name");
    }
    Out.K = PatType::TypeOf;
    Out.OpName = Raw.substr(1);
    return true;
  }
  if (R->isSubClassOf("GIVariadic")) {
    int64_t Min = R->getValueAsInt("MinArgs"), Max = R->getValueAsInt("MaxArgs");
    if (Min == 0) {
      return fail(Loc, Ctx + ": minimum number of arguments must be greater than zero in "
                             "GIVariadic");
    }
    if (Max <= Min && Max != 0) {
      return fail(Loc, Ctx + ": maximum number of arguments (" + std::to_string(Max) +
                           ") must be zero, or greater than the minimum number of arguments (" +
                           std::to_string(Min) + ") in GIVariadic");
    }
    Out.K = PatType::Variadic;
    Out.Min = unsigned(Min);
    Out.Max = unsigned(Max);
    return true;
  }
  return fail(Loc, Ctx + ": unknown type '" + std::string(R->getName()) + "'");
}

bool PatternReader::readOperand(Pattern &P, const Init *Op, const Init *OpNameInit) {
  const auto *OpName = dyn_cast_or_null<StringInit>(OpNameInit);
  std::string Name = OpName ? std::string(OpName->getValue()) : "";
  auto ParseErr = [&] {
    PrintError(Loc, "cannot parse operand '" + Op->getAsUnquotedString() + "' ");
    if (OpName)
      PrintNote(Loc, "operand name is '" + Name + "'");
    return false;
  };
  PatOperand O;
  O.Name = Name;
  if (const auto *I = dyn_cast<IntInit>(Op)) {
    O.HasImm = true;
    O.Imm = I->getValue();
    P.Ops.push_back(O);
    return true;
  }
  if (const auto *D = dyn_cast<DagInit>(Op)) {
    if (D->getNumArgs() != 1)
      return ParseErr();
    const auto *TyDef = dyn_cast<DefInit>(D->getOperator());
    if (!TyDef)
      return ParseErr();
    if (!readType(TyDef->getDef(), "cannot parse immediate '" + D->getAsUnquotedString() + "'",
                  O.Ty))
      return false;
    // An immediate cannot sit in an output operand slot.
    if (P.K == Pattern::Instr && P.Ops.size() < P.numInstDefs()) {
      return fail(Loc, "out operand of '" + P.instName() + "' cannot be an immediate");
    }
    const auto *V = dyn_cast<IntInit>(D->getArg(0));
    if (!V)
      return ParseErr();
    O.HasImm = true;
    O.Imm = V->getValue();
    P.Ops.push_back(O);
    return true;
  }
  if (const auto *Def = dyn_cast<DefInit>(Op)) {
    if (!OpName) {
      return fail(Loc, "expected an operand name after '" + Op->getAsString() + "'");
    }
    if (!readType(Def->getDef(), "cannot parse operand type", O.Ty))
      return false;
    P.Ops.push_back(O);
    return true;
  }
  if (isa<UnsetInit>(Op) && OpName) {
    P.Ops.push_back(O);
    return true;
  }
  return ParseErr();
}

bool PatternReader::readFlags(Pattern &P, const DagInit *D) {
  if (P.K != Pattern::Instr) {
    return fail(Loc, "matching/writing MIFlags is only allowed on CodeGenInstruction patterns");
  }
  if (P.HasFlags) {
    return fail(Loc, "MIFlags can only be present once on an instruction");
  }
  P.HasFlags = true;
  auto AddUnique = [](std::vector<std::string> &V, const std::string &S) {
    for (auto &E : V)
      if (E == S)
        return;
    V.push_back(S);
  };
  auto CheckEnum = [&](const Record *R) {
    if (!R->isSubClassOf("MIFlagEnum")) {
      return fail(Loc, "'" + std::string(R->getName()) + "' is not a subclass of 'MIFlagEnum'");
    }
    return true;
  };
  for (unsigned K = 0; K < D->getNumArgs(); ++K) {
    const Init *A = D->getArg(K);
    if (const auto *Def = dyn_cast<DefInit>(A)) {
      if (!CheckEnum(Def->getDef()))
        return false;
      AddUnique(P.SetFlags, Def->getDef()->getValueAsString("EnumName"));
      continue;
    }
    if (const DagInit *Not = dagWithOperator(A, "not")) {
      for (const Init *NA : Not->getArgs()) {
        const auto *ND = dyn_cast<DefInit>(NA);
        if (!ND) {
          return fail(Loc, "cannot parse '" + NA->getAsUnquotedString() +
                               "': expected a 'MIFlagEnum'");
        }
        if (!CheckEnum(ND->getDef()))
          return false;
        AddUnique(P.UnsetFlags, ND->getDef()->getValueAsString("EnumName"));
      }
      continue;
    }
    if (isa<UnsetInit>(A) && D->getArgName(K))
      AddUnique(P.CopyFlags, std::string(D->getArgNameStr(K)));
  }
  return true;
}

bool PatternReader::checkSemantics(Pattern &P) {
  unsigned Expected = P.numInstOperands();
  std::string IName = P.instName();
  if (P.isVariadic()) {
    if (P.Ops.size() < Expected) {
      return fail(Loc, "'" + IName + "' expected at least " + std::to_string(Expected) +
                           " operands, got " + std::to_string(P.Ops.size()));
    }
  } else if (Expected != P.Ops.size()) {
    return fail(Loc, "'" + IName + "' expected " + std::to_string(Expected) + " operands, got " +
                         std::to_string(P.Ops.size()));
  }
  unsigned NumDefs = P.numInstDefs();
  for (unsigned I = 0; I < P.Ops.size(); ++I)
    P.Ops[I].IsDef = I < NumDefs;
  if (P.K == Pattern::Frag)
    for (unsigned I = 0; I < P.Ops.size(); ++I) {
      const PatOperand &Op = P.Ops[I];
      if (P.PF->Params[I].Kind == PatFrag::Imm) {
        if (!Op.HasImm) {
          return fail(Loc, "expected operand " + std::to_string(I) + " of '" + IName +
                               "' to be an immediate; got " + Op.describe());
        }
        if (Op.namedImm()) {
          return fail(Loc, "operand " + std::to_string(I) + " of '" + IName +
                               "' cannot be a named immediate");
        }
      } else if (!Op.named() || Op.namedImm()) {
        return fail(Loc, "expected operand " + std::to_string(I) + " of '" + IName +
                             "' to be a MachineOperand; got " + Op.describe());
      }
    }
  if (P.K == Pattern::Builtin)
    for (unsigned I = 0; I < P.Ops.size(); ++I)
      if (!P.Ops[I].named() || P.Ops[I].namedImm() || P.Ops[I].HasImm) {
        return fail(Loc, "expected operand " + std::to_string(I) + " of '" + IName +
                             "' to be a name");
      }
  return true;
}

//===- Dumps (-gicombiner-stop-after-parse) -----------------------------------===//

static void escaped(std::string &OS, const std::string &S) {
  static const char Hex[] = "0123456789ABCDEF";
  for (unsigned char C : S) {
    if (C == '\\' || C == '"' || !(C >= 0x20 && C < 0x7f)) {
      OS += '\\';
      OS += Hex[C >> 4];
      OS += Hex[C & 15];
    } else {
      OS += char(C);
    }
  }
}

static void printOperand(std::string &OS, const PatOperand &Op) {
  if (Op.IsDef)
    OS += "<def>";
  bool Colon = true;
  if (Op.Ty) {
    if (Op.HasImm)
      OS += "(" + Op.Ty.str() + " " + std::to_string(Op.Imm) + ")";
    else
      OS += Op.Ty.str();
  } else if (Op.HasImm) {
    OS += std::to_string(Op.Imm);
  } else {
    Colon = false;
  }
  if (Op.named())
    OS += std::string(Colon ? ":" : "") + "$" + Op.Name;
}

static std::string joinList(const std::vector<std::string> &V) {
  std::string R;
  for (size_t I = 0; I < V.size(); ++I)
    R += (I ? ", " : "") + V[I];
  return R;
}

void printPattern(std::string &OS, const Pattern &P, bool PrintName) {
  static const char *Kinds[] = {"AnyOpcodePattern", "CXXPattern", "CodeGenInstructionPattern",
                                "BuiltinPattern", "PatFragPattern"};
  OS += "(";
  OS += Kinds[P.K];
  OS += " ";
  if (PrintName)
    OS += "name:" + P.Name + " ";
  switch (P.K) {
  case Pattern::AnyOpcode: {
    std::vector<std::string> Names;
    for (const Record *I : P.Insts)
      Names.push_back(std::string(I->getName()));
    OS += "[" + joinList(Names) + "]";
    break;
  }
  case Pattern::CXX:
    OS += P.IsApply ? "apply" : "match";
    OS += " code:\"";
    escaped(OS, P.Code);
    OS += "\"";
    break;
  default: {
    OS += P.instName() + " operands:[";
    for (size_t I = 0; I < P.Ops.size(); ++I) {
      if (I)
        OS += ", ";
      printOperand(OS, P.Ops[I]);
    }
    OS += "]";
    if (P.Intrinsic) {
      // (Its IR name: LLVMName, else llvm. and the enum name, '_' as '.'.)
      std::string Name = P.Intrinsic->getValueAsString("LLVMName");
      if (Name.empty()) {
        Name = "llvm." + P.intrinsicEnum();
        std::replace(Name.begin(), Name.end(), '_', '.');
      }
      OS += " intrinsic(@" + Name + ")";
    }
    if (P.K == Pattern::Instr && P.HasFlags) {
      OS += " (MIFlags";
      if (!P.SetFlags.empty())
        OS += " (set " + joinList(P.SetFlags) + ")";
      if (!P.UnsetFlags.empty())
        OS += " (unset " + joinList(P.UnsetFlags) + ")";
      if (!P.CopyFlags.empty())
        OS += " (copy " + joinList(P.CopyFlags) + ")";
      OS += ")";
    }
    break;
  }
  }
  OS += ")";
}

void printPatFrag(std::string &OS, const PatFrag &PF, const std::string &Indent) {
  static const char *KindNames[] = {"root", "machine_operand", "imm"};
  auto Params = [&](size_t B, size_t E) {
    std::vector<std::string> V;
    for (size_t I = B; I < E; ++I)
      V.push_back(PF.Params[I].Name + ":" + KindNames[PF.Params[I].Kind]);
    return "[" + joinList(V) + "]";
  };
  OS += Indent + "(PatFrag name:" + std::string(PF.Def->getName()) + "\n";
  if (PF.Params.size() > PF.NumOut)
    OS += Indent + "  (ins " + Params(PF.NumOut, PF.Params.size()) + ")\n";
  if (PF.NumOut)
    OS += Indent + "  (outs " + Params(0, PF.NumOut) + ")\n";
  OS += Indent + "  (alternatives [\n";
  for (auto &Alt : PF.Alts) {
    OS += Indent + "    [\n";
    for (auto &P : Alt.Pats) {
      OS += Indent + "      ";
      printPattern(OS, *P, true);
      OS += ",\n";
    }
    OS += Indent + "    ],\n";
  }
  OS += Indent + "  ])\n" + Indent + ")";
}

void printOperandTable(std::string &OS, const std::vector<std::unique_ptr<Pattern>> &Pats,
                       const std::string &Name, const std::string &Indent) {
  std::map<std::string, const Pattern *> Table;
  for (auto &P : Pats) {
    if (!P->isInstLike())
      continue;
    for (auto &Op : P->Ops) {
      if (!Op.named())
        continue;
      auto &E = Table[Op.Name];
      if (Op.IsDef && !E)
        E = P.get();
    }
  }
  OS += Indent + "(OperandTable " + Name + " ";
  if (Table.empty()) {
    OS += "<empty>)\n";
    return;
  }
  OS += "\n";
  for (auto &[K, D] : Table)
    OS += Indent + "  " + K + " -> " + (D ? D->Name : std::string("<live-in>")) + "\n";
  OS += Indent + ")\n";
}

const PatFrag *PatternReader::readPatFrag(const Record *Def) {
  auto Note = [&](const PatFrag *PF) {
    if (PF && std::find(SeenFrags.begin(), SeenFrags.end(), PF) == SeenFrags.end())
      SeenFrags.push_back(PF);
    return PF;
  };
  auto It = Frags.find(Def);
  if (It != Frags.end())
    return Note(It->second.get());
  std::unique_ptr<PatFrag> PF = readPatFragImpl(Def);
  if (!PF) {
    PrintError(Def, "Could not parse GICombinePatFrag '" + std::string(Def->getName()) + "'");
    Frags[Def] = nullptr;
    return nullptr;
  }
  const PatFrag *R = PF.get();
  Frags[Def] = std::move(PF);
  return Note(R);
}

std::unique_ptr<PatFrag> PatternReader::readPatFragImpl(const Record *Def) {
  auto OpName = [](const DagInit *D) {
    const auto *O = dyn_cast<DefInit>(D->getOperator());
    return O ? std::string(O->getDef()->getName()) : std::string();
  };
  const DagInit *Ins = Def->getValueAsDag("InOperands");
  if (OpName(Ins) != "ins") {
    PrintError(Def, "expected 'ins' operator for GICombinePatFrag in operands list");
    return nullptr;
  }
  const DagInit *Outs = Def->getValueAsDag("OutOperands");
  if (OpName(Outs) != "outs") {
    PrintError(Def, "expected 'outs' operator for GICombinePatFrag out operands list");
    return nullptr;
  }
  auto PF = std::make_unique<PatFrag>();
  PF->Def = Def;
  std::vector<SrcLoc> SavedLoc = Loc;
  auto ReadParams = [&](const DagInit *L, bool Out) {
    for (unsigned K = 0; K < L->getNumArgs(); ++K) {
      if (!L->getArgName(K)) {
        return fail(Loc, "all operands must be named'");
      }
      std::string Name(L->getArgNameStr(K));
      const Init *Ty = L->getArg(K);
      const auto *TD = dyn_cast<DefInit>(Ty);
      PatFrag::ParamKind Kind;
      if (TD && TD->getDef()->getName() == "gi_imm")
        Kind = PatFrag::Imm;
      else if (TD && TD->getDef()->getName() == "root")
        Kind = PatFrag::Root;
      else if (isa<UnsetInit>(Ty) || (TD && TD->getDef()->getName() == "gi_mo"))
        Kind = PatFrag::MachineOperand;
      else {
        return fail(Loc, "'" + Name + "' operand type was expected to be 'root', 'gi_imm' or 'gi_mo'");
      }
      PF->Params.push_back({Name, Kind});
      if (Out)
        ++PF->NumOut;
    }
    return true;
  };
  if (!ReadParams(Outs, true) || !ReadParams(Ins, false))
    return nullptr;
  const ListInit *Alts = Def->getValueAsListInit("Alternatives");
  unsigned AltIdx = 0;
  Loc = Def->getLocs();
  for (const Init *A : Alts->getValues()) {
    const auto *D = dyn_cast<DagInit>(A);
    if (!D) {
      PrintError(Def, "expected dag init for PatFrag pattern alternative");
      Loc = SavedLoc;
      return nullptr;
    }
    PF->Alts.emplace_back();
    PatFrag::Alternative &Alt = PF->Alts.back();
    bool OK = readList(*D, "pattern",
                       std::string(Def->getName()) + "_alt" + std::to_string(AltIdx++) + "_pattern",
                       [&](std::unique_ptr<Pattern> P) {
                         Alt.Pats.push_back(std::move(P));
                         return true;
                       });
    if (!OK) {
      Loc = SavedLoc;
      return nullptr;
    }
  }
  Loc = SavedLoc;
  unsigned Idx = 0;
  for (auto &Alt : PF->Alts) {
    for (auto &P : Alt.Pats)
      if (P->isInstLike()) {
        std::string Redef = Alt.Ops.add(*P);
        if (!Redef.empty()) {
          PrintError(Def, "Operand '" + Redef +
                              "' is defined multiple times in patterns of alternative #" +
                              std::to_string(Idx));
          return nullptr;
        }
      }
    ++Idx;
  }
  if (!checkPatFrag(*PF))
    return nullptr;
  return PF;
}

bool PatternReader::checkPatFrag(PatFrag &PF) {
  const Record *Def = PF.Def;
  for (auto &Alt : PF.Alts)
    for (auto &P : Alt.Pats) {
      switch (P->K) {
      case Pattern::AnyOpcode:
        return fail(Def, "wip_match_opcode cannot be used in GICombinePatFrag");
      case Pattern::Builtin:
        return fail(Def, "Builtin instructions cannot be used in GICombinePatFrag");
      case Pattern::Frag:
        return fail(Def, "nested GICombinePatFrag are not supported");
      case Pattern::Instr: {
        bool Diag = false;
        for (size_t I = 0; I < P->Ops.size(); ++I)
          if (P->Ops[I].Ty.K == PatType::TypeOf || P->Ops[I].Ty.K == PatType::Variadic) {
            PrintError(Def->getLocs(), "GISpecialType is not supported in GICombinePatFrag");
            PrintNote(Def->getLocs(), "operand " + std::to_string(I) + " of '" + P->Name +
                                          "' has type '" + P->Ops[I].Ty.str() + "'");
            Diag = true;
          }
        if (Diag)
          return false;
        break;
      }
      case Pattern::CXX:
        break;
      }
    }
  std::vector<std::string> Seen;
  auto IsSeen = [&](const std::string &N) {
    return std::find(Seen.begin(), Seen.end(), N) != Seen.end();
  };
  for (size_t I = PF.NumOut; I < PF.Params.size(); ++I) {
    const auto &Op = PF.Params[I];
    if (IsSeen(Op.Name)) {
      return fail(Def, "duplicate parameter '" + Op.Name + "'");
    }
    for (auto &Alt : PF.Alts)
      if (Alt.Ops.def(Op.Name)) {
        return fail(Def, "input parameter '" + Op.Name + "' cannot be redefined!");
      }
    if (Op.Kind == PatFrag::Root) {
      return fail(Def, "input parameterr '" + Op.Name + "' cannot be a root!");
    }
    Seen.push_back(Op.Name);
  }
  for (size_t I = 0; I < PF.NumOut; ++I) {
    const auto &Op = PF.Params[I];
    if (Op.Kind != PatFrag::Root && Op.Kind != PatFrag::MachineOperand) {
      return fail(Def, "output parameter '" + Op.Name + "' must be 'root' or 'gi_mo'");
    }
    if (IsSeen(Op.Name)) {
      return fail(Def, "duplicate parameter '" + Op.Name + "'");
    }
    for (auto &Alt : PF.Alts) {
      Pattern *D = Alt.Ops.def(Op.Name);
      if (!D) {
        return fail(Def, "output parameter '" + Op.Name +
                             "' must be defined by all alternative patterns in '" +
                             std::string(Def->getName()) + "'");
      }
      if (Op.Kind == PatFrag::Root && D->numInstDefs() != 1) {
        return fail(Def, "all instructions that define root '" + Op.Name + "' in '" +
                             std::string(Def->getName()) +
                             "' can only have a single output operand");
      }
    }
    Seen.push_back(Op.Name);
  }
  if (PF.NumOut != 0 && PF.numRoots() == 0) {
    return fail(Def, "GICombinePatFrag must have one root in its 'out' operands");
  }
  if (PF.numRoots() > 1) {
    return fail(Def, "GICombinePatFrag can only have one root");
  }
  // Types are consistent (and propagated) within each alternative.
  for (auto &Alt : PF.Alts) {
    std::map<std::string, std::pair<PatType, const Pattern *>> Types;
    for (auto &P : Alt.Pats) {
      if (!P->isInstLike())
        continue;
      for (auto &Op : P->Ops) {
        if (!Op.Ty || !Op.named())
          continue;
        auto It = Types.find(Op.Name);
        if (It == Types.end()) {
          Types.emplace(Op.Name, std::make_pair(Op.Ty, P.get()));
          continue;
        }
        if (!(It->second.first == Op.Ty)) {
          PrintError(Def->getLocs(), "conflicting types for operand '" + Op.Name + "': '" +
                                         It->second.first.str() + "' vs '" + Op.Ty.str() + "'");
          PrintNote(Def->getLocs(), "'" + Op.Name + "' seen with type '" + Op.Ty.str() +
                                        "' in '" + P->Name + "'");
          PrintNote(Def->getLocs(), "'" + Op.Name + "' seen with type '" +
                                        It->second.first.str() + "' in '" +
                                        It->second.second->Name + "'");
          return false;
        }
      }
    }
    for (auto &P : Alt.Pats)
      if (P->isInstLike())
        for (auto &Op : P->Ops)
          if (Op.named())
            if (auto It = Types.find(Op.Name); It != Types.end())
              Op.Ty = It->second.first;
  }
  return true;
}

} // namespace gicombiner
} // namespace tblgen
