//===- CodeEmitter.cpp - -gen-emitter --------------------------------------===//
//
// Writes <Target>MCCodeEmitter::getBinaryCodeForInstr, the function that
// turns an MCInst into its encoding, and getOperandBitOffset, which says
// at which bit each operand's encoding starts. Every instruction that is
// not a pseudo (nor a target-independent opcode) has:
//
//  * a row of fixed bits in the InstBits table (one table per hardware mode
//    used by an EncodingByHwMode; an instruction without an encoding in a
//    mode has a zero row there), indexed from the first such instruction;
//  * a case: for each field of its encoding record that some bit of Inst
//    refers to, the operand's value (getMachineOpValue or the operand's
//    EncoderMethod) masked and shifted into place, one statement per run
//    of consecutive bits, then the PostEncoderMethod if any.
//
// Instructions whose case text is the same share it: cases are printed
// grouped by body, bodies in byte order. Encodings wider than 64 bits use
// APInt. Targets with variable-length (dag) Inst fields are handled by
// CodeEmitterVarLen.cpp.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/CodeEmitter.h"
#include "backends/common/LLVMCompat.h"
#include "codegen/Encoding.h"
#include "codegen/FieldSlot.h"
#include "codegen/Instructions.h"
#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen {
namespace {

using namespace std::string_view_literals;

using codegen::EncodingBit;
using codegen::EncodingModel;
using codegen::Instruction;
using codegen::InstructionSet;

/// Case bodies -> the indices (instructions or modes) that share them,
/// grouped through a hash map and printed in byte order of the bodies.
class CaseGroups {
public:
  using Entry = std::pair<const std::string, std::vector<unsigned>>;
  void add(std::string &&Body, unsigned Member) { Map[std::move(Body)].push_back(Member); }
  std::vector<const Entry *> sorted() const {
    std::vector<const Entry *> Out;
    Out.reserve(Map.size());
    for (const Entry &E : Map)
      Out.push_back(&E);
    std::sort(Out.begin(), Out.end(),
              [](const Entry *A, const Entry *B) { return A->first < B->first; });
    return Out;
  }

private:
  std::unordered_map<std::string, std::vector<unsigned>> Map;
};

/// Bits of an encoding as one multi-word value, word 0 lowest.
std::vector<uint64_t> fixedWords(const std::vector<const Init *> &Bits, unsigned Width) {
  std::vector<uint64_t> Words((Width + 63) / 64, 0);
  for (unsigned I = 0; I != Bits.size(); ++I)
    if (const auto *B = dyn_cast<BitInit>(Bits[I]); B && B->getValue())
      Words[I / 64] |= uint64_t(1) << (I % 64);
  return Words;
}

void printWords(OStream &OS, const std::vector<uint64_t> &Words) {
  for (size_t I = 0; I != Words.size(); ++I)
    OS << (I ? ", " : "") << "UINT64_C(" << Words[I] << ")";
}

class FixedEmitterWriter {
public:
  FixedEmitterWriter(OStream &OS, const InstructionSet &Set, std::vector<unsigned> Encoded,
                     const Record *Target, const EncodingModel &Model)
      : OS(OS), Set(Set), Encoded(std::move(Encoded)), Target(Target), Model(Model) {}
  void run();

private:
  void computeWidth();
  void writeTable(unsigned Mode);
  /// The case bodies of instruction I (encode, bit offset).
  std::pair<std::string, std::string> instructionCases(const Instruction &I);
  /// Appends the code of one encoding of I.
  void encodingCases(const Instruction &I, const Record *Encoding, std::string &Case,
                     std::string &Offsets);
  /// Appends the code for field Field when Inst refers to it; false after
  /// reporting an error.
  /// Field indices (into FieldNames) of the Inst bits of the encoding at
  /// hand (-1: not an operand bit), and the distinct field names.
  std::vector<int> FieldOf;
  std::vector<std::string_view> FieldNames;
  /// (position in the record, index into FieldNames) of those fields.
  std::vector<std::pair<unsigned, unsigned>> FieldOrder;
  bool operandCode(const Instruction &I, const std::vector<EncodingBit> &InstBits,
                   int FieldIdx, std::string_view Field, std::string &Case,
                   std::string &Offsets);
  /// The flat MachineInstr operand Field names, or -1.
  int flatOperand(const Instruction &I, std::string_view Field) const;
  void writeGroups(std::string &Out, const CaseGroups &Groups, bool ByInstruction);

  OStream &OS;
  const InstructionSet &Set;
  std::vector<unsigned> Encoded; ///< indices into Set, enum order
  const Record *Target;
  const EncodingModel &Model;
  unsigned Width = 0;
  bool UseAPInt = false;
  std::set<unsigned> UsedModes;
  /// The fields read of every instruction (codegen/FieldSlot.h).
  codegen::FieldSlot PostEncoderSlot{"PostEncoderMethod"};
};

void FixedEmitterWriter::computeWidth() {
  for (unsigned Idx : Encoded) {
    bool ByMode = false;
    for (const auto &[Mode, Enc] : Model.encodingsOf(Set[Idx].Def, ByMode)) {
      Width = std::max(Width, Model.fixedWidth(Enc));
      if (ByMode)
        UsedModes.insert(Mode);
    }
  }
  UseAPInt = Width > 64;
}

void FixedEmitterWriter::writeTable(unsigned Mode) {
  if (Mode == codegen::DefaultMode)
    OS << "  static const uint64_t InstBits[] = {\n";
  else
    OS << "  static const uint64_t InstBits_" << Model.modeName(Mode) << "[] = {\n";
  std::vector<const Init *> None;
  for (unsigned Idx : Encoded) {
    const Record *R = Set[Idx].Def;
    const Record *Enc = Model.encodingIn(R, Mode);
    OS << "    ";
    printWords(OS, fixedWords(Enc ? Model.bitsOf(Enc) : None, Width));
    OS << ",\t// " << R->getName() << "\n";
  }
  OS << "  };\n";
}

int FixedEmitterWriter::flatOperand(const Instruction &I, std::string_view Field) const {
  // A name given to a sub-operand in the operand list comes first.
  for (const codegen::InstrOperand &Op : Set.operands(I)) {
    auto Subs = Set.miOperands(Op);
    for (unsigned K = 0; K != Subs.size(); ++K)
      if (!Subs[K].subOpName().empty() && Subs[K].subOpName() == Field)
        return int(Op.MIOperandNo + K);
  }
  int Op = Set.operandNamed(I, Field);
  return Op < 0 ? -1 : int(Set.operands(I)[unsigned(Op)].MIOperandNo);
}

bool FixedEmitterWriter::operandCode(const Instruction &I,
                                     const std::vector<EncodingBit> &InstBits, int FieldIdx,
                                     std::string_view Field, std::string &Case,
                                     std::string &Offsets) {
  // Inst bit K holds bit InstBits[K].Bit of the field when FieldOf[K] is
  // FieldIdx (computed once per encoding by encodingCases).
  auto FieldBit = [&](int K) {
    return FieldOf[unsigned(K)] == FieldIdx ? int(InstBits[unsigned(K)].Bit) : -1;
  };

  int Flat = flatOperand(I, Field);
  if (Flat < 0) {
    PrintError(I.Def, "No operand named " + std::string(Field) + " in record " +
                          std::string(I.Def->getName()));
    return false;
  }
  // The encoder of the MachineInstr operand Flat.
  std::string_view Encoder;
  for (const codegen::InstrOperand &Op : Set.operands(I))
    if (unsigned(Flat) >= Op.MIOperandNo && unsigned(Flat) < Op.MIOperandNo + Op.miNumOperands())
      Encoder = Set.miOperands(Op)[unsigned(Flat) - Op.MIOperandNo].encoderMethod();

  // The text is appended piece by piece (no temporaries: this runs for
  // every operand of every instruction).
  auto Num = [](std::string &S, int64_t V) {
    char Buf[24];
    auto [P, Ec] = std::to_chars(Buf, Buf + sizeof Buf, V);
    S.append(Buf, size_t(P - Buf));
  };
  constexpr std::string_view Ind = "      ";
  Case.append(Ind).append("// op: "sv).append(Field).append("\n"sv);
  if (UseAPInt)
    Case.append(Ind).append("op.clearAllBits();\n"sv);
  Case.append(Ind).append(UseAPInt ? "" : "op = ");
  if (!Encoder.empty()) {
    Case.append(Encoder).append("(MI, "sv);
    Num(Case, Flat);
  } else {
    Case.append("getMachineOpValue(MI, MI.getOperand("sv);
    Num(Case, Flat);
    Case.append(")"sv);
  }
  Case.append(UseAPInt ? ", op" : "").append(", Fixups, STI);\n"sv);

  // Runs of Inst bits (from the top) holding consecutive, descending bits
  // of the field each become one statement.
  int Lowest = -1;
  for (int K = int(InstBits.size()) - 1; K >= 0;) {
    if (FieldBit(K) < 0) {
      --K;
      continue;
    }
    int TopInst = K, TopField = FieldBit(K);
    int N = 1;
    for (--K; K >= 0 && FieldBit(K) >= 0 && FieldBit(K) == TopField - N; --K)
      ++N;
    unsigned LowField = unsigned(TopField - N + 1);
    unsigned LowInst = unsigned(TopInst - N + 1);
    Lowest = int(LowInst);
    if (UseAPInt) {
      Case.append(Ind).append(N > 64 ? "Value.insertBits(op.extractBits("
                                     : "Value.insertBits(op.extractBitsAsZExtValue(");
      Num(Case, N);
      Case.append(", "sv);
      Num(Case, LowField);
      Case.append("), "sv);
      Num(Case, LowInst);
      if (N <= 64) {
        Case.append(", "sv);
        Num(Case, N);
      }
      Case.append(");\n"sv);
    } else {
      uint64_t Mask = (N >= 64 ? ~uint64_t(0) : ((uint64_t(1) << N) - 1)) << LowField;
      Case.append(Ind).append("Value |= (op & "sv).append(compat::formatHex(Mask)).append(")"sv);
      int Shift = TopInst - TopField;
      if (Shift > 0) {
        Case.append(" << "sv);
        Num(Case, Shift);
      } else if (Shift < 0) {
        Case.append(" >> "sv);
        Num(Case, -Shift);
      }
      Case.append(";\n"sv);
    }
  }
  if (Lowest >= 0) {
    Offsets.append("      case "sv);
    Num(Offsets, Flat);
    Offsets.append(":\n        // op: "sv).append(Field).append("\n        return "sv);
    Num(Offsets, Lowest);
    Offsets.append(";\n"sv);
  }
  return true;
}

void FixedEmitterWriter::encodingCases(const Instruction &I, const Record *Encoding,
                                       std::string &Case, std::string &Offsets) {
  // Each Inst bit classified once, for all the fields.
  std::vector<EncodingBit> InstBits;
  {
    std::vector<const Init *> Raw = Model.bitsOf(Encoding);
    InstBits.reserve(Raw.size());
    for (const Init *B : Raw)
      InstBits.push_back(EncodingModel::classify(B));
  }
  // The fields the Inst bits refer to, each named once (neighbouring bits
  // mostly belong to the same field).
  FieldOf.assign(InstBits.size(), -1);
  FieldNames.clear();
  int Last = -1;
  for (unsigned K = 0; K != InstBits.size(); ++K) {
    const EncodingBit &B = InstBits[K];
    if (B.K != EncodingBit::Operand)
      continue;
    if (Last < 0 || FieldNames[unsigned(Last)] != B.Field) {
      auto It = std::find(FieldNames.begin(), FieldNames.end(), B.Field);
      Last = int(It - FieldNames.begin());
      if (It == FieldNames.end())
        FieldNames.push_back(B.Field);
    }
    FieldOf[K] = Last;
  }
  bool Ok = true;
  size_t OffsetsStart = Offsets.size();
  Offsets += "      switch (OpNum) {\n";
  size_t OffsetsBody = Offsets.size();
  // Fields whose value is incomplete ('?' somewhere) are the operands, in
  // record order; only those some Inst bit refers to add code, so those
  // are looked up by name instead of walking every field of the record.
  std::span<const RecordVal> Values = Encoding->getValues();
  FieldOrder.clear();
  for (unsigned F = 0; F != FieldNames.size(); ++F)
    if (const RecordVal *RV = Encoding->getValue(FieldNames[F]))
      FieldOrder.emplace_back(unsigned(RV - Values.data()), F);
  std::sort(FieldOrder.begin(), FieldOrder.end());
  for (auto [Pos, F] : FieldOrder) {
    const RecordVal &RV = Values[Pos];
    if (RV.isNonconcreteOK() || RV.getValue()->isComplete())
      continue;
    Ok &= operandCode(I, InstBits, int(F), FieldNames[F], Case, Offsets);
  }
  if (Offsets.size() == OffsetsBody)
    Offsets.resize(OffsetsStart);
  else
    Offsets += "      }\n";
  if (!Ok) {
    OStream Dump;
    Dump << "Dumping record for previous error:\n" << *I.Def;
    PrintNote(Dump.str());
  }
  std::string_view Post = PostEncoderSlot.getString(I.Def);
  if (!Post.empty())
    Case.append("      Value = "sv).append(Post).append("(MI, Value, STI);\n"sv);
}

void FixedEmitterWriter::writeGroups(std::string &Out, const CaseGroups &Groups,
                                     bool ByInstruction) {
  for (const CaseGroups::Entry *E : Groups.sorted()) {
    const std::string &Body = E->first;
    const std::vector<unsigned> &Members = E->second;
    for (size_t K = 0; K != Members.size(); ++K) {
      if (K)
        Out += "\n";
      Out += "    case ";
      if (ByInstruction) {
        // The Namespace field as the instruction reader read it.
        const Instruction &I = Set[Encoded[Members[K]]];
        Out.append(I.Namespace).append("::").append(I.Def->getName());
      } else {
        Out += std::to_string(Members[K]);
      }
      Out += ":";
    }
    Out.append(" {\n").append(Body).append("      break;\n    }\n");
  }
}

std::pair<std::string, std::string> FixedEmitterWriter::instructionCases(const Instruction &I) {
  std::string Case, Offsets;
  Case.reserve(1024);
  Offsets.reserve(512);
  bool ByMode = false;
  std::vector<codegen::ModeEncoding> Encodings = Model.encodingsOf(I.Def, ByMode);
  if (!ByMode) {
    encodingCases(I, I.Def, Case, Offsets);
    return {std::move(Case), std::move(Offsets)};
  }
  auto Both = [&](std::string_view S) {
    Case += S;
    Offsets += S;
  };
  Both("      unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo);\n");
  Case += "      switch (HwMode) {\n"
          "      default: llvm_unreachable(\"Unknown hardware mode!\"); break;\n";
  for (const auto &[Mode, Enc] : Encodings) {
    Case += "      case " + std::to_string(Mode) + ": InstBitsByHw = InstBits";
    if (Mode != codegen::DefaultMode)
      Case.append("_").append(Model.modeName(Mode));
    Case += "; break;\n";
  }
  Case += "      };\n";
  if (UseAPInt) {
    std::string Words = std::to_string((Width + 63) / 64);
    Case += "      Inst = APInt(" + std::to_string(Width) + ", ArrayRef(InstBitsByHw + TableIndex * " +
            Words + ", " + Words + "));\n      Value = Inst;\n";
  } else {
    Case += "      Value = InstBitsByHw[TableIndex];\n";
  }
  Both("      switch (HwMode) {\n      default: llvm_unreachable(\"Unhandled HwMode\");\n");
  // Modes whose code is the same share a case.
  CaseGroups ByCase, ByOffsets;
  for (const auto &[Mode, Enc] : Encodings) {
    std::string C, O;
    encodingCases(I, Enc, C, O);
    ByCase.add(std::move(C), Mode);
    ByOffsets.add(std::move(O), Mode);
  }
  writeGroups(Case, ByCase, false);
  writeGroups(Offsets, ByOffsets, false);
  Both("      }\n");
  return {std::move(Case), std::move(Offsets)};
}

void FixedEmitterWriter::run() {
  computeWidth();
  std::string_view Name = Target->getName();
  if (UseAPInt)
    OS << "void " << Name << "MCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,\n"
       << "    SmallVectorImpl<MCFixup> &Fixups,\n"
       << "    APInt &Inst,\n"
       << "    APInt &Scratch,\n"
       << "    const MCSubtargetInfo &STI) const {\n";
  else
    OS << "uint64_t " << Name << "MCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,\n"
       << "    SmallVectorImpl<MCFixup> &Fixups,\n"
       << "    const MCSubtargetInfo &STI) const {\n";

  writeTable(codegen::DefaultMode);
  if (!UsedModes.empty()) {
    for (unsigned Mode : UsedModes)
      if (Mode != codegen::DefaultMode)
        writeTable(Mode);
    OS << "  const uint64_t *InstBitsByHw;\n";
  }

  CaseGroups Cases, Offsets;
  for (unsigned K = 0; K != Encoded.size(); ++K) {
    auto [C, O] = instructionCases(Set[Encoded[K]]);
    Cases.add(std::move(C), K);
    Offsets.add(std::move(O), K);
  }

  unsigned First = unsigned(Set.enumOrder().size() - Encoded.size());
  OS << "  constexpr unsigned FirstSupportedOpcode = " << First << ";\n\n"
     << "  const unsigned opcode = MI.getOpcode();\n"
     << "  if (opcode < FirstSupportedOpcode)\n"
     << "    reportUnsupportedInst(MI);\n"
     << "  unsigned TableIndex = opcode - FirstSupportedOpcode;\n";
  if (UseAPInt) {
    unsigned Words = (Width + 63) / 64;
    OS << "  if (Scratch.getBitWidth() != " << Width << ")\n"
       << "    Scratch = Scratch.zext(" << Width << ");\n"
       << "  Inst = APInt(" << Width << ", ArrayRef(InstBits + TableIndex * " << Words << ", "
       << Words << "));\n"
       << "  APInt &Value = Inst;\n"
       << "  APInt &op = Scratch;\n"
       << "  switch (opcode) {\n";
  } else {
    OS << "  uint64_t Value = InstBits[TableIndex];\n"
       << "  uint64_t op = 0;\n"
       << "  (void)op;  // suppress warning\n"
       << "  switch (opcode) {\n";
  }
  std::string Text;
  writeGroups(Text, Cases, true);
  OS << Text;
  OS << "  default:\n"
     << "    reportUnsupportedInst(MI);\n"
     << "  }\n"
     << (UseAPInt ? "  Inst = Value;\n" : "  return Value;\n") << "}\n\n";

  OS << "#ifdef GET_OPERAND_BIT_OFFSET\n"
     << "#undef GET_OPERAND_BIT_OFFSET\n\n"
     << "uint32_t " << Name << "MCCodeEmitter::getOperandBitOffset(const MCInst &MI,\n"
     << "    unsigned OpNum,\n"
     << "    const MCSubtargetInfo &STI) const {\n"
     << "  switch (MI.getOpcode()) {\n";
  Text.clear();
  writeGroups(Text, Offsets, true);
  OS << Text;
  OS << "  default:\n"
     << "    reportUnsupportedInst(MI);\n"
     << "  }\n"
     << "  reportUnsupportedOperand(MI, OpNum);\n"
     << "}\n\n"
     << "#endif // GET_OPERAND_BIT_OFFSET\n\n";
}

void emitCodeEmitter(const RecordKeeper &Records, OStream &OS) {
  // llvm-tblgen's order of checks: the hardware modes and the target, the
  // little-endian reversal of every encoding, then the instructions.
  searchable::TargetInfo Info(Records);
  const Record *Target = Records.getAllDerivedDefinitions("Target")[0];
  EncodingModel Model(Records, Target);
  emitSourceFileHeader("Machine Code Emitter", OS);
  if (Records.getAllDerivedDefinitions("Instruction").size() <= 2)
    PrintFatalError("No 'Instruction' subclasses defined!");
  const InstructionSet &Set = codegen::getInstructionSet(Records);

  if (EncodingModel::isVariableLength(Set)) {
    emitVarLenCodeEmitter(OS, Set, Target, Model);
    return;
  }

  // The instructions with an encoding: the tail of the enum order after the
  // target-independent opcodes and the pseudos.
  std::vector<unsigned> Encoded;
  for (unsigned Idx : Set.enumOrder()) {
    if (EncodingModel::isEncoded(Set[Idx]))
      Encoded.push_back(Idx);
  }
  // llvm-tblgen 22 reads past the end of an empty list here.
  if (Encoded.empty())
    PrintFatalError(Target, "target '" + std::string(Target->getName()) +
                                "' has no instruction to encode (every instruction is a pseudo)");
  FixedEmitterWriter(OS, Set, std::move(Encoded), Target, Model).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(CodeEmitter, "gen-emitter", "Generate machine code emitter",
                        emitCodeEmitter);

} // namespace tblgen
