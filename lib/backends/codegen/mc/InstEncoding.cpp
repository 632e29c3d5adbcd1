//===- InstEncoding.cpp - Instruction encodings for the MC backends -------===//
//
// Hardware modes, mode selections and the (possibly bit-reversed) Inst
// fields the encoding backends read.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/InstEncoding.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::encoding {

HwModeTable::HwModeTable(const RecordKeeper &Records) {
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
}

unsigned HwModeTable::idOf(const Record *Mode) const {
  auto It = Ids.find(Mode);
  return It == Ids.end() ? DefaultMode : It->second;
}

std::string_view HwModeTable::name(unsigned Id) const {
  return Id == DefaultMode ? std::string_view("DefaultMode") : Modes[Id - 1]->getName();
}

std::vector<std::pair<unsigned, const Record *>> HwModeTable::select(const Record *Select) const {
  std::vector<const Record *> ModeList = Select->getValueAsListOfDefs("Modes");
  std::vector<const Record *> Objects = Select->getValueAsListOfDefs("Objects");
  std::vector<std::pair<unsigned, const Record *>> Out;
  for (size_t K = 0; K != std::min(ModeList.size(), Objects.size()); ++K) {
    unsigned Id = idOf(ModeList[K]);
    // A repeated mode keeps its first object.
    if (std::none_of(Out.begin(), Out.end(), [&](const auto &P) { return P.first == Id; }))
      Out.emplace_back(Id, Objects[K]);
  }
  std::stable_sort(Out.begin(), Out.end(),
                   [](const auto &A, const auto &B) { return A.first < B.first; });
  return Out;
}

EncodingBits::EncodingBits(const RecordKeeper &Records, const Record *Target) {
  LittleEndian = Target->getValueAsDef("InstructionSet")->getValueAsBit("isLittleEndianEncoding");
  if (!LittleEndian)
    return;
  // llvm-tblgen rewrites every encoding record (instructions and the
  // encodings of EncodingByHwMode) up front, reading these fields of each.
  for (const Record *R : Records.getAllDerivedDefinitions("InstructionEncoding")) {
    if (R->getValueAsString("Namespace") == "TargetOpcode" || R->getValueAsBit("isPseudo"))
      continue;
    const BitsInit *BI = R->getValueAsBitsInit("Inst");
    // llvm-tblgen 22 leaves the middle bit of an odd-width field unset (and
    // then crashes): refuse such an encoding instead.
    if (BI->getNumBits() % 2)
      PrintFatalError(R, "little-endian encoding of '" + std::string(R->getName()) +
                             "' has an odd number of bits (" +
                             std::to_string(BI->getNumBits()) + "), which cannot be reversed");
    Reversed.insert(R);
  }
}

std::vector<const Init *> EncodingBits::bitsOf(const Record *Encoding) const {
  const auto *BI = dyn_cast_or_null<BitsInit>(InstSlot.find(Encoding));
  if (!BI)
    BI = Encoding->getValueAsBitsInit("Inst"); // reports the error
  std::vector<const Init *> Bits(BI->getBits().begin(), BI->getBits().end());
  if (LittleEndian && Reversed.count(Encoding))
    std::reverse(Bits.begin(), Bits.end());
  return Bits;
}

EncodingBit EncodingBits::classify(const Init *Bit) {
  EncodingBit Out;
  if (const auto *B = dyn_cast<BitInit>(Bit)) {
    Out.K = B->getValue() ? EncodingBit::One : EncodingBit::Zero;
  } else if (isa<UnsetInit>(Bit)) {
    Out.K = EncodingBit::Unset;
  } else if (const auto *VB = dyn_cast<VarBitInit>(Bit)) {
    Out.K = EncodingBit::Other;
    if (const auto *V = dyn_cast<VarInit>(VB->getBitVar())) {
      Out.K = EncodingBit::Operand;
      Out.Field = V->getName();
      Out.Bit = VB->getBitNum();
    }
  } else if (const auto *V = dyn_cast<VarInit>(Bit)) {
    Out.K = EncodingBit::Operand;
    Out.Field = V->getName();
    Out.Bit = 0;
  } else {
    Out.K = EncodingBit::Other;
  }
  return Out;
}

std::vector<std::pair<unsigned, const Record *>>
encodingsOf(const Record *Instr, const HwModeTable &Modes, bool &ByHwMode) {
  ByHwMode = false;
  if (const Record *Select = Instr->getValueAsOptionalDef("EncodingInfos")) {
    ByHwMode = true;
    return Modes.select(Select);
  }
  return {{DefaultMode, Instr}};
}

std::string hex(uint64_t V, unsigned MinWidth) {
  static const char Digits[] = "0123456789abcdef";
  std::string Out;
  do {
    Out.insert(Out.begin(), Digits[V & 15]);
    V >>= 4;
  } while (V);
  if (Out.size() + 2 < MinWidth)
    Out.insert(Out.begin(), MinWidth - 2 - Out.size(), '0');
  return "0x" + Out;
}

} // namespace tblgen::encoding
