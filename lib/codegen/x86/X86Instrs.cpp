//===- X86Instrs.cpp - The X86 instruction encoding model -----------------===//

#include "codegen/x86/X86Instrs.h"

#include "codegen/FieldSlot.h"
#include "tblgen/Casting.h"
#include "tblgen/Record.h"

#include <array>

namespace tblgen::codegen::x86 {

//===----------------------------------------------------------------------===//
// Enumerations
//===----------------------------------------------------------------------===//

namespace {

struct FormRow {
  std::string_view Name;
  FormClass Class = FormClass::None;
  Form Partner = Form::Pseudo;
  bool Known = false;
};

/// Forms indexed by value (7 bits).
constexpr std::array<FormRow, 128> makeFormRows() {
  std::array<FormRow, 128> Rows{};
#define X86_FORM(Name, Value, Class, Partner)                                                      \
  Rows[Value] = FormRow{#Name, FormClass::Class, Form::Partner, true};
#include "codegen/x86/X86Forms.def"
  return Rows;
}
constexpr std::array<FormRow, 128> FormRows = makeFormRows();

/// Name of Value in a table of (name, value) rows; empty when absent.
template <size_t N>
std::string_view nameIn(const std::pair<std::string_view, uint8_t> (&Rows)[N], uint8_t Value) {
  for (const auto &[Name, V] : Rows)
    if (V == Value)
      return Name;
  return {};
}

constexpr std::pair<std::string_view, uint8_t> MapRows[] = {
#define X86_MAP(Name, Value) {#Name, Value},
#include "codegen/x86/X86Fields.def"
};
constexpr std::pair<std::string_view, uint8_t> PrefixRows[] = {
#define X86_PREFIX(Name, Value) {#Name, Value},
#include "codegen/x86/X86Fields.def"
};
constexpr std::pair<std::string_view, uint8_t> EncodingRows[] = {
#define X86_ENCODING(Name, Value) {#Name, Value},
#include "codegen/x86/X86Fields.def"
};
constexpr std::pair<std::string_view, uint8_t> OpSizeRows[] = {
#define X86_OPSIZE(Name, Value) {#Name, Value},
#include "codegen/x86/X86Fields.def"
};
constexpr std::pair<std::string_view, uint8_t> AdSizeRows[] = {
#define X86_ADSIZE(Name, Value) {#Name, Value},
#include "codegen/x86/X86Fields.def"
};
constexpr std::pair<std::string_view, uint8_t> ExplicitRows[] = {
#define X86_EXPLICIT(Name, Value) {#Name, Value},
#include "codegen/x86/X86Fields.def"
};

/// The fields in reading order: each a byte or a bit of the summary.
struct FieldRow {
  std::string_view Field;
  bool IsByte;
  uint8_t Slot; ///< X86Byte or X86Bit
};
constexpr FieldRow FieldRows[] = {
#define X86_BYTE(Name, Field) {Field, true, uint8_t(X86Byte::Name)},
#define X86_BIT(Name, Field) {Field, false, uint8_t(X86Bit::Name)},
#include "codegen/x86/X86Fields.def"
};
constexpr size_t NumFields = std::size(FieldRows);

} // namespace

bool isForm(uint8_t Value) { return Value < FormRows.size() && FormRows[Value].Known; }
std::string_view formName(uint8_t Value) { return isForm(Value) ? FormRows[Value].Name : ""; }
FormClass formClass(uint8_t Value) { return isForm(Value) ? FormRows[Value].Class : FormClass::None; }
Form foldPartner(uint8_t Value) { return isForm(Value) ? FormRows[Value].Partner : Form::Pseudo; }

std::string_view opMapName(OpMap M) { return nameIn(MapRows, uint8_t(M)); }
std::string_view opPrefixName(OpPrefix P) { return nameIn(PrefixRows, uint8_t(P)); }
std::string_view opEncodingName(OpEncoding E) { return nameIn(EncodingRows, uint8_t(E)); }
std::string_view opSizeName(OpSize S) { return nameIn(OpSizeRows, uint8_t(S)); }
std::string_view adSizeName(AdSize S) { return nameIn(AdSizeRows, uint8_t(S)); }
std::string_view explicitPrefixName(ExplicitPrefix P) { return nameIn(ExplicitRows, uint8_t(P)); }

std::string_view fieldName(X86Byte B) {
  for (const FieldRow &F : FieldRows)
    if (F.IsByte && F.Slot == uint8_t(B))
      return F.Field;
  return {};
}
std::string_view fieldName(X86Bit B) {
  for (const FieldRow &F : FieldRows)
    if (!F.IsByte && F.Slot == uint8_t(B))
      return F.Field;
  return {};
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

OperandClass classifyOperand(const Record *Op) {
  OperandClass C;
  if (Op->isSubClassOf("RegisterClass")) {
    C.K = OperandClass::Register;
    C.Size = unsigned(Op->getValueAsInt("Alignment"));
  } else if (Op->isSubClassOf("RegisterOperand")) {
    C.K = OperandClass::Register;
    C.Size = unsigned(Op->getValueAsDef("RegClass")->getValueAsInt("Alignment"));
  } else if (Op->isSubClassOf("Operand")) {
    std::string Type = Op->getValueAsString("OperandType");
    if (Type == "OPERAND_MEMORY") {
      C.K = OperandClass::Memory;
      if (Op->isSubClassOf("X86MemOperand"))
        C.Size = unsigned(Op->getValueAsInt("Size"));
    } else if (Type == "OPERAND_IMMEDIATE") {
      C.K = OperandClass::Immediate;
      C.ImmType = Op->getValueAsDef("Type");
    }
  }
  return C;
}

//===----------------------------------------------------------------------===//
// The target
//===----------------------------------------------------------------------===//

namespace {

/// A bits<N> field as a number: bit 0 lowest, unset bits 0.
uint8_t bitsValue(const BitsInit *B) {
  unsigned V = 0;
  for (unsigned I = 0, E = B->getNumBits(); I != E && I < 8; ++I)
    if (const auto *Bit = dyn_cast<BitInit>(B->getBit(I)); Bit && Bit->getValue())
      V |= 1u << I;
  return uint8_t(V);
}

/// Reads the fields of one X86 instruction, in X86Fields.def order.
class SummaryReader {
public:
  SummaryReader() {
    Slots.reserve(NumFields);
    for (const FieldRow &F : FieldRows)
      Slots.emplace_back(F.Field);
  }

  void read(const Record *R, X86Instr &I) {
    for (size_t K = 0; K != NumFields; ++K) {
      const FieldRow &F = FieldRows[K];
      const Init *V = Slots[K].find(R);
      if (F.IsByte) {
        if (const auto *B = dyn_cast_or_null<BitsInit>(V))
          I.Bytes[F.Slot] = bitsValue(B);
        else
          I.Missing |= uint64_t(1) << K;
      } else if (const auto *B = dyn_cast_or_null<BitInit>(V)) {
        I.Bits |= uint32_t(B->getValue()) << F.Slot;
      } else {
        I.Missing |= uint64_t(1) << K;
      }
    }
  }

private:
  std::vector<FieldSlot> Slots;
};

struct X86TargetSlot : RecordKeeper::Extension {
  explicit X86TargetSlot(const RecordKeeper &Records) : Target(Records) {}
  X86Target Target;
};

} // namespace

X86Target::X86Target(const RecordKeeper &Records) : Set(&getInstructionSet(Records)) {
  const Record *X86Inst = Records.getClass("X86Inst");
  if (!X86Inst)
    return;
  const std::vector<unsigned> &Order = Set->enumOrder();
  SummaryReader Reader;
  for (unsigned Value = 0; Value != Order.size(); ++Value) {
    const Instruction &CI = (*Set)[Order[Value]];
    if (!CI.Def->isSubClassOf(X86Inst))
      continue;
    X86Instr &I = Instrs.emplace_back();
    I.Def = CI.Def;
    I.Index = Order[Value];
    I.EnumValue = Value;
    Reader.read(CI.Def, I);
  }
  ByDef.reserve(Instrs.size());
  for (unsigned K = 0; K != Instrs.size(); ++K) {
    ByDef.emplace(Instrs[K].Def, K);
    for (const InstrOperand &Op : operands(Instrs[K]))
      if (!Operands.count(Op.Rec))
        Operands.emplace(Op.Rec, classifyOperand(Op.Rec));
  }
}

X86Target::~X86Target() = default;

const X86Instr *X86Target::find(const Record *Def) const {
  auto It = ByDef.find(Def);
  return It == ByDef.end() ? nullptr : &Instrs[It->second];
}

OperandClass X86Target::classify(const Record *Op) const {
  auto It = Operands.find(Op);
  return It != Operands.end() ? It->second : classifyOperand(Op);
}

namespace {
/// Reads field K of I's record with the accessor that reports the error.
void reportField(const X86Instr &I, size_t K) {
  if (!(I.Missing >> K & 1))
    return;
  if (FieldRows[K].IsByte)
    (void)I.Def->getValueAsBitsInit(FieldRows[K].Field);
  else
    (void)I.Def->getValueAsBit(FieldRows[K].Field);
}

size_t rowOf(bool IsByte, uint8_t Slot) {
  for (size_t K = 0; K != NumFields; ++K)
    if (FieldRows[K].IsByte == IsByte && FieldRows[K].Slot == Slot)
      return K;
  return NumFields;
}
} // namespace

void X86Target::require(const X86Instr &I, X86Byte B) const {
  if (I.Missing)
    reportField(I, rowOf(true, uint8_t(B)));
}

void X86Target::require(const X86Instr &I, X86Bit B) const {
  if (I.Missing)
    reportField(I, rowOf(false, uint8_t(B)));
}

void X86Target::requireAll(const X86Instr &I) const {
  for (size_t K = 0; I.Missing && K != NumFields; ++K)
    reportField(I, K);
}

const X86Target &getX86Target(const RecordKeeper &Records) {
  return Records.getOrCreateExtension<X86TargetSlot>(Records).Target;
}

//===----------------------------------------------------------------------===//
// Mnemonics
//===----------------------------------------------------------------------===//

std::string mnemonic(const Instruction &I, unsigned Variant) {
  std::string Asm = flattenAsmVariants(I.AsmString, Variant);
  size_t End = Asm.find('\t');
  if (End == std::string::npos)
    End = Asm.size();
  Asm.resize(End);
  if (size_t Cond = Asm.find("${cond}"); Cond != std::string::npos)
    Asm.replace(Cond, 7, "CC");
  for (char &C : Asm)
    if (C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
  return Asm;
}

} // namespace tblgen::codegen::x86
