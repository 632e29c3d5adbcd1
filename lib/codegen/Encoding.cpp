//===- Encoding.cpp - The instruction encoding model ----------------------===//
//
// Hardware modes, the encodings of an instruction and the (possibly
// bit-reversed) fixed-length Inst fields. Dag encodings: EncodingVarLen.cpp.
//
//===----------------------------------------------------------------------===//

#include "codegen/Encoding.h"
#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <span>
#include <string>

namespace tblgen::codegen {

namespace {

/// Whether encoding record R describes machine code (llvm-tblgen's
/// little-endian rewrite skips target-independent opcodes and pseudos).
bool describesMachineCode(const Record *R) {
  return R->getValueAsString("Namespace") != "TargetOpcode" && !R->getValueAsBit("isPseudo");
}

/// Refuses an Inst field of odd width: llvm-tblgen 22 leaves the middle bit
/// of such a field unset when it reverses it (and then crashes).
void checkReversible(const Record *R) {
  unsigned Width = R->getValueAsBitsInit("Inst")->getNumBits();
  if (Width % 2 == 1)
    PrintFatalError(R, "little-endian encoding of '" + std::string(R->getName()) +
                           "' has an odd number of bits (" + std::to_string(Width) +
                           "), which cannot be reversed");
}

} // namespace

EncodingModel::EncodingModel(const RecordKeeper &Records, const Record *Target) {
  for (const Record *Mode : Records.getAllDerivedDefinitions("HwMode")) {
    if (Mode->getName() == "DefaultMode")
      continue;
    (void)Mode->getValueAsListOfDefs("Predicates");
    Modes.push_back(Mode);
    Ids.emplace(Mode, unsigned(Modes.size()));
  }
  for (const Record *Select : Records.getAllDerivedDefinitions("HwModeSelect")) {
    (void)Select->getValueAsListOfDefs("Modes");
    (void)Select->getValueAsListOfDefs("Objects");
  }

  const Record *InstrInfo = Target->getValueAsDef("InstructionSet");
  if (!InstrInfo->getValueAsBit("isLittleEndianEncoding"))
    return;
  // Every encoding record (instructions and the objects of EncodingByHwMode)
  // is checked up front, as llvm-tblgen rewrites them all.
  const std::vector<const Record *> &All = Records.getAllDerivedDefinitions("InstructionEncoding");
  for (const Record *R : All) {
    if (!describesMachineCode(R))
      continue;
    checkReversible(R);
    Reversed.insert(R);
  }
}

unsigned EncodingModel::modeId(const Record *Mode) const {
  auto It = Ids.find(Mode);
  return It == Ids.end() ? DefaultMode : It->second;
}

std::string_view EncodingModel::modeName(unsigned Id) const {
  return Id == DefaultMode ? std::string_view("DefaultMode") : Modes[Id - 1]->getName();
}

std::vector<ModeEncoding> EncodingModel::select(const Record *Select) const {
  std::vector<const Record *> ModeList = Select->getValueAsListOfDefs("Modes");
  std::vector<const Record *> Objects = Select->getValueAsListOfDefs("Objects");
  size_t N = std::min(ModeList.size(), Objects.size());
  // Slot per mode id: the first object listed for it.
  std::vector<const Record *> ByMode(Modes.size() + 1, nullptr);
  for (size_t K = 0; K != N; ++K) {
    const Record *&Slot = ByMode[modeId(ModeList[K])];
    if (!Slot)
      Slot = Objects[K];
  }
  std::vector<ModeEncoding> Out;
  for (unsigned Id = 0; Id != ByMode.size(); ++Id)
    if (ByMode[Id])
      Out.emplace_back(Id, ByMode[Id]);
  return Out;
}

bool EncodingModel::isEncoded(const Instruction &I) {
  return I.Namespace != "TargetOpcode" && !I.is(InstrFlag::isPseudo);
}

std::vector<ModeEncoding> EncodingModel::encodingsOf(const Record *Instr, bool &ByHwMode) const {
  const Record *Select = EncodingInfosSlot.getOptionalDef(Instr);
  ByHwMode = Select != nullptr;
  if (ByHwMode)
    return select(Select);
  return {{DefaultMode, Instr}};
}

const Record *EncodingModel::encodingIn(const Record *Instr, unsigned Mode) const {
  const Record *Select = EncodingInfosSlot.getOptionalDef(Instr);
  if (!Select)
    return Instr;
  for (const auto &[Id, Enc] : select(Select))
    if (Id == Mode)
      return Enc;
  return nullptr;
}

bool EncodingModel::isVariableLength(const InstructionSet &Set) {
  FieldSlot Inst("Inst");
  return std::any_of(Set.instructions().begin(), Set.instructions().end(),
                     [&](const Instruction &I) { return isa_and_nonnull<DagInit>(Inst.find(I.Def)); });
}

const BitsInit *EncodingModel::instBits(const Record *Encoding) const {
  if (const auto *BI = dyn_cast_or_null<BitsInit>(InstSlot.find(Encoding)))
    return BI;
  return Encoding->getValueAsBitsInit("Inst"); // reports the error
}

unsigned EncodingModel::fixedWidth(const Record *Encoding) const {
  return instBits(Encoding)->getNumBits();
}

std::vector<const Init *> EncodingModel::bitsOf(const Record *Encoding) const {
  std::span<const Init *const> Bits = instBits(Encoding)->getBits();
  if (Reversed.count(Encoding))
    return std::vector<const Init *>(Bits.rbegin(), Bits.rend());
  return std::vector<const Init *>(Bits.begin(), Bits.end());
}

EncodingBit EncodingModel::classify(const Init *Bit) {
  if (const auto *B = dyn_cast<BitInit>(Bit))
    return {B->getValue() ? EncodingBit::One : EncodingBit::Zero, 0, {}};
  if (isa<UnsetInit>(Bit))
    return {EncodingBit::Unset, 0, {}};
  // A whole field (one bit wide) or bit N of a field.
  unsigned N = 0;
  const Init *Of = Bit;
  if (const auto *VB = dyn_cast<VarBitInit>(Bit)) {
    Of = VB->getBitVar();
    N = VB->getBitNum();
  }
  if (const auto *Var = dyn_cast<VarInit>(Of))
    return {EncodingBit::Operand, N, Var->getName()};
  return {EncodingBit::Other, 0, {}};
}

} // namespace tblgen::codegen
