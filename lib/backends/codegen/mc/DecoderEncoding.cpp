//===- DecoderEncoding.cpp - Encodings as the disassembler reads them -----===//
//
// Parsing an encoding record into known bits and operand locations, and
// printing the decoder statements of an encoding.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/DecoderEncoding.h"
#include "backends/common/LLVMCompat.h"
#include "codegen/Encoding.h"
#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <charconv>
#include <map>

namespace tblgen::decoder {

using codegen::EncodingBit;
using codegen::EncodingModel;
using codegen::EncodingSegment;
using codegen::VarLenEncoding;

const RecordVal *EncodingCache::FieldAt::get(const Record *R) {
  std::span<const RecordVal> Fields = R->getValues();
  if (NameInit && Hint < Fields.size() && Fields[Hint].getNameInit() == NameInit)
    return &Fields[Hint];
  const RecordVal *V = R->getValue(Name);
  if (V) {
    NameInit = V->getNameInit();
    Hint = unsigned(V - Fields.data());
  }
  return V;
}

namespace {

/// The operand decoder a type names: its DecoderMethod, that of a register
/// operand's class, or the conventional Decode<Class>RegisterClass.
std::string operandDecoder(const Record *Type) {
  if (const RecordVal *RV = Type->getValue("DecoderMethod"))
    if (const auto *S = dyn_cast<StringInit>(RV->getValue()); S && !S->getValue().empty())
      return std::string(S->getValue());
  if (Type->isSubClassOf("RegisterOperand"))
    return operandDecoder(Type->getValueAsDef("RegClass"));
  if (Type->isSubClassOf("RegisterClass"))
    return "Decode" + std::string(Type->getName()) + "RegisterClass";
  if (Type->isSubClassOf("RegClassByHwMode"))
    return "Decode" + std::string(Type->getName()) + "RegClassByHwMode";
  return "";
}

OperandDecode operandInfo(const Record *Type) {
  OperandDecode Op;
  Op.Type = Type;
  Op.Decoder = operandDecoder(Type);
  if (const RecordVal *RV = Type->getValue("hasCompleteDecoder"))
    if (const auto *B = dyn_cast<BitInit>(RV->getValue()))
      Op.HasCompleteDecoder = B->getValue();
  return Op;
}

class EncodingParser {
public:
  EncodingParser(const codegen::InstructionSet &Set, const codegen::Instruction &I,
                 DecoderEncoding &E, EncodingCache *Cache)
      : Set(Set), I(I), E(E), Cache(Cache) {}
  void parseBits(const std::vector<const Init *> &Inst);
  void parseOperands(const std::vector<const Init *> &Inst);
  void parseVarLenBits(const VarLenEncoding &V);
  void parseVarLenOperands(const VarLenEncoding &V);

private:
  /// Fills Op (named OpName) from the field of that name (or of the operand
  /// tied to it) and from the Inst bits that refer to it.
  void locate(const std::vector<const Init *> &Inst, std::string_view OpName, OperandDecode &Op);
  std::string_view tiedName(std::string_view Name) const {
    auto It = Tied.find(Name);
    return It == Tied.end() ? std::string_view() : It->second;
  }

  const codegen::InstructionSet &Set;
  const codegen::Instruction &I;
  DecoderEncoding &E;
  EncodingCache *Cache;
  /// operandInfo(Type), through the cache when there is one.
  OperandDecode typeInfo(const Record *Type) {
    if (!Cache)
      return operandInfo(Type);
    auto [It, New] = Cache->OperandTypes.try_emplace(Type);
    if (New)
      It->second = operandInfo(Type);
    return It->second;
  }
  std::map<std::string_view, std::string_view, std::less<>> Tied;
  /// The Inst bits classified (parseOperands fills it for locate).
  std::vector<EncodingBit> Classes;
  /// The maximal runs of Inst bits that refer to one field, [Lo, Hi).
  struct FieldRun {
    unsigned Lo, Hi;
    std::string_view Field;
  };
  std::vector<FieldRun> Segments;
};

void EncodingParser::parseBits(const std::vector<const Init *> &Inst) {
  const Record *Def = E.Def;
  int64_t Size;
  if (const RecordVal *RV = Cache->Size.get(Def); RV && isa<IntInit>(RV->getValue()))
    Size = cast<IntInit>(RV->getValue())->getValue();
  else
    Size = Def->getValueAsInt("Size"); // reports the error
  unsigned Width = unsigned(Size * 8);
  unsigned NumBits = unsigned(Inst.size());
  auto ZeroOrUnset = [](const Init *B) {
    if (const auto *BI = dyn_cast<BitInit>(B))
      return !BI->getValue();
    return isa<UnsetInit>(B);
  };
  auto CheckUpper = [&](const std::vector<const Init *> &Bits, const RecordVal *Field) {
    for (size_t K = Width; K < Bits.size(); ++K)
      if (!ZeroOrUnset(Bits[K])) {
        OStream Dump;
        Field->print(Dump);
        std::string Text = Dump.str();
        while (!Text.empty() && Text.back() == '\n')
          Text.pop_back();
        PrintNote(Text);
        PrintFatalError(Def, E.Name + ": Size is " + std::to_string(Width) + " bits, but " +
                                 std::string(Field->getName()) +
                                 " bits beyond that are    not zero/unset");
      }
  };
  if (NumBits < Width)
    PrintFatalError(Def, E.Name + ": Size is " + std::to_string(Width) +
                             " bits, but Inst specifies only " + std::to_string(NumBits) +
                             " bits");
  if (NumBits > Width)
    CheckUpper(Inst, Def->getValue("Inst"));
  E.Bits.assign(Width, Bit::Unknown);
  E.SoftFail.assign(Width, false);
  for (unsigned K = 0; K != Width; ++K)
    if (const auto *B = dyn_cast<BitInit>(Inst[K]))
      E.Bits[K] = B->getValue() ? Bit::One : Bit::Zero;

  const RecordVal *SoftFail = Cache->SoftFail.get(Def);
  if (!SoftFail)
    return;
  const auto *SF = dyn_cast<BitsInit>(SoftFail->getValue());
  if (!SF || SF->getNumBits() != NumBits) {
    PrintNote(Def->getLocs(), "in record");
    PrintFatalError(SoftFail, "SoftFail field, if defined, must be of the same type as Inst, "
                              "which is bits<" +
                                  std::to_string(NumBits) + ">");
  }
  std::vector<const Init *> SFBits(SF->getBits().begin(), SF->getBits().end());
  if (NumBits > Width)
    CheckUpper(SFBits, SoftFail);
  for (unsigned K = 0; K != Width; ++K)
    if (const auto *B = dyn_cast<BitInit>(SFBits[K]); B && B->getValue()) {
      if (E.Bits[K] == Bit::Unknown) {
        PrintNote(Def->getLocs(), "in record");
        PrintError(SoftFail, "SoftFail{" + std::to_string(K) + "} = 1 requires Inst{" +
                                 std::to_string(K) + "} to be fully defined (0 or 1, not '?')");
      }
      E.SoftFail[K] = true;
    }
}

void EncodingParser::locate(const std::vector<const Init *> &Inst, std::string_view OpName,
                            OperandDecode &Op) {
  Op.Name = std::string(OpName);
  const RecordVal *Field = E.Def->getValue(OpName);
  if (!Field) {
    if (std::string_view T = tiedName(OpName); !T.empty())
      Field = E.Def->getValue(T);
    if (!Field) {
      Op.HasNoEncoding = true;
      return;
    }
  }
  if (const auto *B = dyn_cast<BitInit>(Field->getValue())) {
    Op.InitValue = B->getValue();
    return;
  }
  if (const auto *Bits = dyn_cast<BitsInit>(Field->getValue())) {
    if (Bits->getNumBits() == 0) {
      if (Op.Decoder.empty())
        PrintError(E.Def->getLocs(), "operand '" + std::string(OpName) + "' of type '" +
                                         std::string(Op.Type->getName()) +
                                         "' must have a decoder method");
      return;
    }
    for (unsigned K = 0; K != Bits->getNumBits(); ++K)
      if (const auto *B = dyn_cast<BitInit>(Bits->getBit(K)))
        Op.InitValue = Op.InitValue.value_or(0) | uint64_t(B->getValue()) << K;
  }

  // Runs of Inst bits holding consecutive ascending bits of the operand (or
  // of the operand tied to it).
  std::string_view Other = tiedName(OpName);
  if (Other.empty()) {
    // Only the segments of this field: a run ends where the segment does
    // or where the operand's bits stop ascending one by one.
    for (const FieldRun &S : Segments) {
      if (S.Field != OpName)
        continue;
      for (unsigned Lo = S.Lo, Hi = S.Lo; Lo != S.Hi; Lo = Hi) {
        unsigned Offset = 0;
        for (; Hi != S.Hi; ++Hi) {
          if (isa<VarInit>(Inst[Hi]))
            continue;
          if (Lo == Hi)
            Offset = Classes[Hi].Bit;
          else if (Classes[Hi].Bit != Offset + Hi - Lo)
            break;
        }
        Op.Fields.push_back({Lo, Hi - Lo, Offset});
      }
    }
    if (!Op.InitValue && Op.Fields.empty())
      Op.HasNoEncoding = true;
    return;
  }
  for (unsigned Lo = 0, Hi = 0; Lo != Inst.size(); Lo = Hi) {
    unsigned Offset = 0;
    for (; Hi != Inst.size(); ++Hi) {
      const EncodingBit &B = Classes[Hi];
      if (B.K != EncodingBit::Operand)
        break;
      if (!isa<VarInit>(Inst[Hi])) {
        if (Lo == Hi)
          Offset = B.Bit;
        else if (B.Bit != Offset + Hi - Lo)
          break;
      }
      if (B.Field != OpName && B.Field != Other)
        break;
    }
    if (Lo == Hi)
      ++Hi;
    else
      Op.Fields.push_back({Lo, Hi - Lo, Offset});
  }
  if (!Op.InitValue && Op.Fields.empty())
    Op.HasNoEncoding = true;
}

void EncodingParser::parseOperands(const std::vector<const Init *> &Inst) {
  Classes.clear();
  Classes.reserve(Inst.size());
  for (const Init *B : Inst)
    Classes.push_back(EncodingModel::classify(B));
  Segments.clear();
  for (unsigned K = 0; K != Classes.size(); ++K) {
    const EncodingBit &B = Classes[K];
    if (B.K != EncodingBit::Operand)
      continue;
    if (!Segments.empty() && Segments.back().Hi == K) {
      std::string_view Prev = Segments.back().Field;
      // Bits of one variable share its name's storage.
      if ((Prev.data() == B.Field.data() && Prev.size() == B.Field.size()) || Prev == B.Field) {
        Segments.back().Hi = K + 1;
        continue;
      }
    }
    Segments.push_back({K, K + 1, B.Field});
  }
  // Names of tied operands stand for each other.
  for (const codegen::InstrOperand &Op : Set.operands(I)) {
    auto Subs = Set.miOperands(Op);
    for (unsigned J = 0; J != Subs.size(); ++J) {
      if (Subs[J].Constraint.K != codegen::OperandConstraint::Tied)
        continue;
      unsigned Flat = Subs[J].Constraint.TiedTo;
      std::string_view TiedName;
      for (const codegen::InstrOperand &Other : Set.operands(I))
        if (Flat >= Other.MIOperandNo && Flat < Other.MIOperandNo + Other.miNumOperands()) {
          TiedName = Set.miOperands(Other)[Flat - Other.MIOperandNo].subOpName();
          if (TiedName.empty())
            TiedName = Other.Name;
        }
      std::string_view MyName = Subs[J].subOpName().empty() ? Op.Name : Subs[J].subOpName();
      Tied[MyName] = TiedName;
      Tied[TiedName] = MyName;
    }
  }

  for (const codegen::InstrOperand &Op : Set.operands(I)) {
    OperandDecode Info = typeInfo(Op.Rec);
    auto Subs = Set.miOperands(Op);
    if (Op.miOperandInfo() && !Subs.empty() && !Subs[0].subOpName().empty()) {
      if (!Info.Decoder.empty()) {
        PrintError(E.Def, "DecoderEmitter: operand \"" + std::string(Op.Name) +
                              "\" has type \"" + std::string(Op.Rec->getName()) +
                              "\" with a custom DecoderMethod, but also named sub-operands.");
        continue;
      }
      for (unsigned J = 0; J != Subs.size(); ++J) {
        const Record *SubType = cast<DefInit>(Op.miOperandInfo()->getArg(J))->getDef();
        OperandDecode Sub = typeInfo(SubType);
        locate(Inst, Subs[J].subOpName(), Sub);
        E.Operands.push_back(std::move(Sub));
      }
      continue;
    }
    if (Op.miOperandInfo() && Info.Decoder.empty() && Op.miOperandInfo()->getNumArgs()) {
      PrintError(E.Def, "DecoderEmitter: operand \"" + std::string(Op.Name) +
                            "\" has non-empty MIOperandInfo, but doesn't have a custom decoder!");
      OStream Dump;
      Dump << "Dumping record for previous error:\n" << *E.Def;
      // The dump's own last newline ends the note here (no empty line, unlike
      // the code emitter's note).
      std::string_view Text = Dump.str();
      if (!Text.empty() && Text.back() == '\n')
        Text.remove_suffix(1);
      PrintNote(Text);
      continue;
    }
    locate(Inst, Op.Name, Info);
    E.Operands.push_back(std::move(Info));
  }
}

void EncodingParser::parseVarLenBits(const VarLenEncoding &V) {
  E.Bits.assign(V.Width, Bit::Unknown);
  E.SoftFail.assign(V.Width, false);
  unsigned Pos = 0;
  for (const EncodingSegment &S : V.Segments) {
    if (S.Bits) {
      for (unsigned K = 0; K != S.Width; ++K)
        if (const auto *B = dyn_cast<BitInit>(S.Bits->getBit(K)))
          E.Bits[Pos + K] = B->getValue() ? Bit::One : Bit::Zero;
    } else if (S.Bit) {
      E.Bits[Pos] = S.Bit->getValue() ? Bit::One : Bit::Zero;
    }
    Pos += S.Width;
  }
}

void EncodingParser::parseVarLenOperands(const VarLenEncoding &V) {
  // One decode entry per MachineInstr operand; an operand tied to another
  // gets the other's fields too.
  auto Ops = Set.operands(I);
  std::vector<int> TiedTo;
  for (unsigned K = 0; K != Ops.size(); ++K) {
    const codegen::InstrOperand &Op = Ops[K];
    if (Op.miOperandInfo() && Op.miOperandInfo()->getNumArgs() > 0) {
      for (const Init *Arg : Op.miOperandInfo()->getArgs())
        E.Operands.push_back(operandInfo(cast<DefInit>(Arg)->getDef()));
    } else {
      E.Operands.push_back(operandInfo(Op.Rec));
    }
    int Tie = -1;
    for (const codegen::MIOperand &M : Set.miOperands(Op))
      if (M.Constraint.K == codegen::OperandConstraint::Tied) {
        Tie = int(M.Constraint.TiedTo);
        break;
      }
    TiedTo.push_back(-1);
    if (Tie != -1) {
      TiedTo[K] = Tie;
      if (unsigned(Tie) < TiedTo.size())
        TiedTo[unsigned(Tie)] = int(K);
    }
  }
  unsigned Pos = 0;
  for (const EncodingSegment &S : V.Segments) {
    if (!S.OperandName.empty()) {
      auto [Op, Sub] = EncodingModel::operandOf(Set, I, S.OperandName);
      unsigned Flat = Ops[Op].MIOperandNo + Sub;
      if (Flat < E.Operands.size()) {
        E.Operands[Flat].Fields.push_back({Pos, S.Width, S.LowBit});
        if (!S.Decoder.empty())
          E.Operands[Flat].Decoder = std::string(S.Decoder);
      }
      if (int Tie = TiedTo[Op]; Tie != -1 && unsigned(Tie) < Ops.size()) {
        unsigned Other = Ops[unsigned(Tie)].MIOperandNo + Sub;
        if (Other < E.Operands.size())
          E.Operands[Other].Fields.push_back({Pos, S.Width, S.LowBit});
      }
    }
    Pos += S.Width;
  }
}

} // namespace

DecoderEncoding parseEncoding(const codegen::InstructionSet &Set, const codegen::Instruction &Instr,
                              const Record *Def, unsigned Opcode,
                              const EncodingModel &Model, EncodingCache *Cache) {
  DecoderEncoding E;
  E.Def = Def;
  E.Instr = &Instr;
  E.Opcode = Opcode;
  if (Def != Instr.Def)
    E.Name = std::string(Def->getName()) + ":";
  E.Name += std::string(Instr.Def->getName());
  EncodingCache Local;
  if (!Cache)
    Cache = &Local;
  auto String = [&](EncodingCache::FieldAt &F) {
    if (const RecordVal *RV = F.get(Def))
      if (const auto *S = dyn_cast<StringInit>(RV->getValue()))
        return std::string(S->getValue());
    return Def->getValueAsString(F.Name); // reports the error
  };
  E.Namespace = String(Cache->Namespace);
  E.DecoderMethod = String(Cache->Method);
  if (!E.DecoderMethod.empty()) {
    const RecordVal *RV = Cache->Complete.get(Def);
    if (const auto *B = RV ? dyn_cast<BitInit>(RV->getValue()) : nullptr)
      E.HasCompleteDecoder = B->getValue();
    else
      E.HasCompleteDecoder = Def->getValueAsBit("hasCompleteDecoder");
  }

  EncodingParser P(Set, Instr, E, Cache);
  const RecordVal *Field = Cache->Inst.get(Def);
  if (const auto *D = dyn_cast<DagInit>(Field->getValue())) {
    VarLenEncoding V = EncodingModel::readVarLen(Field, D);
    P.parseVarLenBits(V);
    if (E.DecoderMethod.empty())
      P.parseVarLenOperands(V);
  } else {
    std::vector<const Init *> Inst = Model.bitsOf(Def);
    P.parseBits(Inst);
    if (E.DecoderMethod.empty())
      P.parseOperands(Inst);
  }
  if (E.DecoderMethod.empty()) {
    E.HasCompleteDecoder = true;
    for (const OperandDecode &Op : E.Operands)
      if (!Op.Decoder.empty() && !Op.HasCompleteDecoder)
        E.HasCompleteDecoder = false;
  }
  return E;
}

std::string decoderText(const DecoderEncoding &Enc, const DecoderOptions &Opts) {
  // Appended piece by piece: this runs for every operand of every encoding.
  std::string_view Ind = Opts.FnTable ? "  " : "    ";
  std::string Out;
  Out.reserve(512);
  auto Num = [&](uint64_t V) {
    char Buf[24];
    auto [P, Ec] = std::to_chars(Buf, Buf + sizeof Buf, V);
    Out.append(Buf, size_t(P - Buf));
  };
  auto CheckCall = [&](std::string_view Method, std::string_view Args, bool Complete) {
    Out.append(Ind).append("if (!Check(S, ").append(Method).append(Args).append(")) { ");
    Out.append(Complete ? "" : "DecodeComplete = false; ").append("return MCDisassembler::Fail; }\n");
  };
  if (!Enc.DecoderMethod.empty()) {
    CheckCall(Enc.DecoderMethod, "(MI, insn, Address, Decoder)", Enc.HasCompleteDecoder);
    return Out;
  }
  auto Field = [&](std::string_view Assign, const OperandField &F) {
    Out.append(Ind).append(Assign).append("fieldFromInstruction(insn, ");
    Num(F.Base);
    Out.append(", ");
    Num(F.Width);
    Out.append(")");
    if (F.Offset) {
      Out.append(" << ");
      Num(F.Offset);
    }
    Out.append(";\n");
  };
  for (const OperandDecode &Op : Enc.Operands) {
    if (Op.HasNoEncoding) {
      if (!Opts.IgnoreNonDecodable)
        PrintError(Enc.Def->getLocs(), "could not find field for operand '" + Op.Name + "'");
      continue;
    }
    if (Op.Fields.empty() && !Op.InitValue) {
      // bits<0>: the decoder takes no value (with or without
      // --ignore-non-decodable-operands).
      Out.append(Ind).append("if (!Check(S, ").append(Op.Decoder).append("(MI, Decoder)))\n");
      Out.append(Ind).append("  return MCDisassembler::Fail;\n");
      continue;
    }
    if (Op.Fields.empty()) {
      if (Opts.IgnoreFullyDefined)
        continue;
      Out.append(Ind).append("tmp = ").append(compat::formatHex(*Op.InitValue)).append(";\n");
    } else if (Op.Fields.size() == 1 && !Op.InitValue.value_or(0)) {
      Field("tmp = ", Op.Fields.front());
    } else {
      Out.append(Ind).append("tmp = ").append(compat::formatHex(Op.InitValue.value_or(0))).append(";\n");
      for (const OperandField &F : Op.Fields)
        Field("tmp |= ", F);
    }
    if (!Op.Decoder.empty())
      CheckCall(Op.Decoder, "(MI, tmp, Address, Decoder)", Op.HasCompleteDecoder);
    else
      Out.append(Ind).append("MI.addOperand(MCOperand::createImm(tmp));\n");
  }
  return Out;
}

} // namespace tblgen::decoder
