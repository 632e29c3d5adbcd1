//===- CodeEmitterVarLen.cpp - -gen-emitter for dag encodings --------------===//
//
// A target whose Inst fields are dags describes each encoding as a stream
// of segments, lowest bit first:
//
//   (ascend  A, B, ...)   A at the low end, then B above it, ...
//   (descend A, B, ...)   the same with the arguments taken from the last
//   (operand "$name", N [, (encoder "fn")] [, (decoder "fn")])
//                         N bits of an operand's encoding
//   (slice "$name", Hi, Lo [, ...])   bits Hi..Lo of it (either order)
//
// and bits literals for fixed parts. The writer prints, per mode, a table of
// (width, first word) per instruction in enum order and the words of the
// fixed bits, then a getBinaryCodeForInstr that starts from those bits and
// inserts each operand segment, with cases grouped by identical code.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/CodeEmitter.h"
#include "codegen/Encoding.h"
#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace tblgen {
namespace {

using codegen::EncodingModel;
using codegen::EncodingSegment;
using codegen::Instruction;
using codegen::InstructionSet;
using codegen::VarLenEncoding;

/// The sentinel mode of an instruction with one encoding for every mode.
constexpr int AllModes = -1;

/// The fixed bits of an encoding as 64-bit words, lowest first.
std::vector<uint64_t> fixedWords(const VarLenEncoding &E) {
  std::vector<uint64_t> Words((E.Width + 63) / 64, 0);
  unsigned Pos = 0;
  auto Set = [&](unsigned At) { Words[At / 64] |= uint64_t(1) << (At % 64); };
  for (const EncodingSegment &S : E.Segments) {
    if (S.Bits) {
      for (unsigned K = 0; K != S.Width; ++K)
        if (cast<BitInit>(S.Bits->getBit(K))->getValue())
          Set(Pos + K);
    } else if (S.Bit && S.Bit->getValue()) {
      Set(Pos);
    }
    Pos += S.Width;
  }
  return Words;
}

class VarLenWriter {
public:
  VarLenWriter(OStream &OS, const InstructionSet &Set, const Record *Target,
               const EncodingModel &Model)
      : OS(OS), Set(Set), Target(Target), Model(Model) {}
  void run();

private:
  void readEncodings();
  void writeTables(int Mode);
  std::string instructionCase(const Instruction &I);
  std::string encodingCase(const Instruction &I, int Mode, const VarLenEncoding &E,
                           unsigned Indent);
  /// Resolves "$op", "$op.sub" or "$alias" to (operand, sub-operand), with
  /// llvm-tblgen's errors.
  std::pair<unsigned, unsigned> resolve(const Instruction &I, std::string_view Ref) const;

  OStream &OS;
  const InstructionSet &Set;
  const Record *Target;
  const EncodingModel &Model;
  /// Mode -> suffix of the table names ("" when no instruction has modes).
  std::map<int, std::string> Modes;
  /// Per instruction (index into Set): mode -> encoding.
  std::map<unsigned, std::map<int, VarLenEncoding>> Encodings;
};

void VarLenWriter::readEncodings() {
  for (unsigned Idx : Set.enumOrder()) {
    const Record *R = Set[Idx].Def;
    if (!EncodingModel::isEncoded(Set[Idx]))
      continue;
    auto &ByMode = Encodings[Idx];
    if (const Record *Select = R->getValueAsOptionalDef("EncodingInfos")) {
      for (const auto &[Mode, Enc] : Model.select(Select)) {
        // llvm-tblgen 22 indexes its mode list with the default mode's id
        // and crashes; the default mode cannot be named here.
        if (Mode == codegen::DefaultMode)
          PrintFatalError(Select, "variable-length encoding '" + std::string(Enc->getName()) +
                                      "' is selected for DefaultMode, which is not supported");
        Modes.emplace(int(Mode), std::string("_").append(Model.modeName(Mode)));
        const RecordVal *Field = Enc->getValue("Inst");
        const auto *D = Field ? dyn_cast<DagInit>(Field->getValue()) : nullptr;
        if (!D)
          PrintFatalError(Enc, "encoding '" + std::string(Enc->getName()) +
                                   "' of a variable-length target has no dag Inst field");
        ByMode.emplace(int(Mode), EncodingModel::readVarLen(Field, D));
      }
      continue;
    }
    const RecordVal *Field = R->getValue("Inst");
    const auto *D = Field ? dyn_cast<DagInit>(Field->getValue()) : nullptr;
    // llvm-tblgen 22 casts without checking and crashes on a fixed-length
    // instruction among variable-length ones.
    if (!D)
      PrintFatalError(R, "instruction '" + std::string(R->getName()) +
                             "' has a fixed-length encoding, but the target uses "
                             "variable-length (dag) encodings");
    ByMode.emplace(AllModes, EncodingModel::readVarLen(Field, D));
  }
  if (Modes.empty())
    Modes.emplace(AllModes, "");
}

void VarLenWriter::writeTables(int Mode) {
  const std::string &Suffix = Modes[Mode];
  std::string Index = "  static const unsigned Index" + Suffix + "[][2] = {\n";
  std::string Words = "  static const uint64_t InstBits" + Suffix + "[] = {\n";
  unsigned Next = 0;
  for (unsigned Idx : Set.enumOrder()) {
    auto It = Encodings.find(Idx);
    if (It == Encodings.end()) {
      Index += "    {/*NumBits*/0, /*Index*/0},\n";
      continue;
    }
    std::string Name(Set[Idx].Def->getName());
    auto Enc = It->second.find(Mode);
    if (Enc == It->second.end())
      Enc = It->second.find(AllModes);
    if (Enc == It->second.end()) {
      Index += "    {/*NumBits*/0, /*Index*/0},\t// " + Name + " no encoding\n";
      continue;
    }
    std::vector<uint64_t> Fixed = fixedWords(Enc->second);
    if (Fixed.empty()) {
      Index += "    {/*NumBits*/0, /*Index*/0},";
    } else {
      Index += "    {/*NumBits*/" + std::to_string(Enc->second.Width) + ", /*Index*/" +
               std::to_string(Next) + "},";
      Words += "    ";
      for (uint64_t W : Fixed)
        Words += "UINT64_C(" + std::to_string(W) + "),";
      Next += unsigned(Fixed.size());
      Words += "\t// " + Name + "\n";
    }
    Index += "\t// " + Name + "\n";
  }
  Index += "    {/*NumBits*/0, /*Index*/0}\n  };\n";
  Words += "    UINT64_C(0)\n  };\n";
  OS << Index << Words;
}

std::pair<unsigned, unsigned> VarLenWriter::resolve(const Instruction &I,
                                                    std::string_view Ref) const {
  return EncodingModel::operandOf(Set, I, Ref);
}

std::string VarLenWriter::encodingCase(const Instruction &I, int Mode, const VarLenEncoding &E,
                                       unsigned Indent) {
  std::string Ind(Indent, ' ');
  std::string Body = Ind + "Inst = getInstBits" + Modes[Mode] + "(opcode);\n";
  unsigned Pos = 0, ScratchBits = 0;
  for (const EncodingSegment &S : E.Segments) {
    if (!S.OperandName.empty()) {
      auto [Op, Sub] = resolve(I, S.OperandName);
      const codegen::InstrOperand &Operand = Set.operands(I)[Op];
      unsigned Flat = Operand.MIOperandNo + Sub;
      std::string_view Encoder = S.Encoder;
      if (Encoder.empty() && Sub < Operand.miNumOperands())
        Encoder = Set.miOperands(Operand)[Sub].encoderMethod();
      Body += Ind + "Scratch.clearAllBits();\n";
      Body += Ind + "// op: " + std::string(S.OperandName.substr(1)) + "\n";
      if (Encoder.empty())
        Body += Ind + "getMachineOpValue(MI, MI.getOperand(" + std::to_string(Flat) + ")";
      else
        Body += Ind + std::string(Encoder) + "(MI, /*OpIdx=*/" + std::to_string(Flat);
      Body += ", /*Pos=*/" + std::to_string(Pos) + ", Scratch, Fixups, STI);\n";
      Body += Ind + "Inst.insertBits(Scratch.extractBits(" + std::to_string(S.Width) + ", " +
              std::to_string(S.LowBit) + "), " + std::to_string(Pos) + ");\n";
      ScratchBits = std::max(ScratchBits, S.Width + S.LowBit);
    }
    Pos += S.Width;
  }
  std::string Post = I.Def->getValueAsString("PostEncoderMethod");
  if (!Post.empty())
    Body += Ind + "Inst = " + Post + "(MI, Inst, STI);\n";
  if (E.Width && E.HasOperands)
    Body = Ind + "if (Scratch.getBitWidth() < " + std::to_string(ScratchBits) +
           ") { Scratch = Scratch.zext(" + std::to_string(ScratchBits) + "); }\n" + Body;
  return Body;
}

std::string VarLenWriter::instructionCase(const Instruction &I) {
  unsigned Idx = unsigned(&I - Set.instructions().data());
  const auto &ByMode = Encodings.at(Idx);
  if (ByMode.size() == 1 && ByMode.begin()->first == AllModes)
    return encodingCase(I, Modes.begin()->first, ByMode.begin()->second, 6);
  std::string Case = "      switch (Mode) {\n"
                     "      default: llvm_unreachable(\"Unhandled Mode\");\n";
  for (const auto &[Mode, Suffix] : Modes) {
    Case += "      case " + std::to_string(Mode) + ": {\n";
    auto It = ByMode.find(Mode);
    if (It == ByMode.end())
      Case += "        llvm_unreachable(\"Undefined encoding in this mode\");\n";
    else
      Case += encodingCase(I, Mode, It->second, 8);
    Case += "        break;\n      }\n";
  }
  Case += "      }\n";
  return Case;
}

void VarLenWriter::run() {
  readEncodings();
  OS << "void " << Target->getName()
     << "MCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,\n"
     << "    SmallVectorImpl<MCFixup> &Fixups,\n"
     << "    APInt &Inst,\n"
     << "    APInt &Scratch,\n"
     << "    const MCSubtargetInfo &STI) const {\n";
  for (const auto &[Mode, Suffix] : Modes)
    writeTables(Mode);
  if (Modes.size() > 1)
    OS << "  unsigned Mode = STI.getHwMode();\n";
  for (const auto &[Mode, Suffix] : Modes)
    OS << "  auto getInstBits" << Suffix << " = [&](unsigned Opcode) -> APInt {\n"
       << "    unsigned NumBits = Index" << Suffix << "[Opcode][0];\n"
       << "    if (!NumBits)\n"
       << "      return APInt::getZeroWidth();\n"
       << "    unsigned Idx = Index" << Suffix << "[Opcode][1];\n"
       << "    ArrayRef<uint64_t> Data(&InstBits" << Suffix << "[Idx], "
       << "APInt::getNumWords(NumBits));\n"
       << "    return APInt(NumBits, Data);\n"
       << "  };\n";

  // Case bodies -> the instructions that share them, in the order of the
  // target's Instruction defs (names with numbers compared as numbers:
  // ADD8dq before ADD16dq), not the opcode enum's.
  std::map<std::string, std::vector<const Instruction *>> Cases;
  for (unsigned Idx : Set.enumOrder())
    if (Encodings.count(Idx))
      Cases[instructionCase(Set[Idx])].push_back(&Set[Idx]);
  for (auto &[Body, Members] : Cases)
    std::stable_sort(Members.begin(), Members.end(), [](const Instruction *A, const Instruction *B) {
      return LessRecord()(A->Def, B->Def);
    });

  OS << "  const unsigned opcode = MI.getOpcode();\n"
     << "  switch (opcode) {\n";
  for (const auto &[Body, Members] : Cases) {
    for (size_t K = 0; K != Members.size(); ++K)
      OS << (K ? "\n" : "") << "    case " << Members[K]->Namespace
         << "::" << Members[K]->Def->getName() << ":";
    OS << " {\n" << Body << "      break;\n    }\n";
  }
  OS << "  default:\n"
     << "    reportUnsupportedInst(MI);\n"
     << "  }\n"
     << "}\n\n";
}

} // namespace

void emitVarLenCodeEmitter(OStream &OS, const InstructionSet &Set, const Record *Target,
                           const EncodingModel &Model) {
  VarLenWriter(OS, Set, Target, Model).run();
}

} // namespace tblgen
