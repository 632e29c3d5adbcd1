//===- X86Operands.cpp - Operands and forms for the X86 disassembler -------===//
//
// The forms' operand lists (X86DecodeForms.def) are parsed once into packed steps;
// describeOperands walks them over an instruction's operands, skipping the
// ones another operand duplicates, and looks each operand record up in the
// role table of X86Operands.def.
//
//===----------------------------------------------------------------------===//

#include "codegen/x86/X86Operands.h"

#include "codegen/x86/X86Instrs.h"

#include <memory>
#include <unordered_map>

namespace tblgen::codegen::x86 {

namespace {

constexpr std::string_view EncodingNames[] = {
#define X86_OPERAND_ENCODING(Name) #Name,
#include "codegen/x86/X86OperandKinds.def"
};

constexpr std::string_view TypeNames[] = {
#define X86_OPERAND_TYPE(Name) #Name,
#include "codegen/x86/X86OperandKinds.def"
};

/// The roles an operand may play; the columns of X86Operands.def.
enum Role : uint8_t { Imm, RM, Reg, VVVV, Mask, Mem, Reloc, OpMod, NumRoles };

constexpr std::string_view RoleErrors[NumRoles] = {
    "Unhandled immediate encoding ",    "Unhandled R/M register encoding ",
    "Unhandled reg/opcode register encoding ", "Unhandled VEX.vvvv register encoding ",
    "Unhandled mask register encoding ", "Unhandled memory encoding ",
    "Unhandled relocation encoding ",   "Unhandled opcode modifier encoding ",
};

/// A role's condition in a form's operand list.
enum Condition : uint8_t { Unconditional, IfNDD, IfVvvvNotNDD, IfVvvv, IfMask };

/// Step = role | condition << 3 | optional << 6.
constexpr uint8_t OptionalBit = 1u << 6;

enum class Sizing : uint8_t { Fixed, Rv16, Rv32, Iw };

/// No encoding in a role.
constexpr uint8_t None = 0xff;

struct OperandRow {
  std::string_view Name;
  OperandType Type;
  uint8_t ByRole[NumRoles];
  Sizing Sized;
};

/// The encodings by the short names X86Operands.def writes ('_': none).
namespace enc {
using enum OperandEncoding;
constexpr uint8_t _ = None;
constexpr uint8_t RM = uint8_t(ENCODING_RM), REG = uint8_t(ENCODING_REG),
                  VVVV = uint8_t(ENCODING_VVVV), WRITEMASK = uint8_t(ENCODING_WRITEMASK),
                  IB = uint8_t(ENCODING_IB), IW = uint8_t(ENCODING_IW), ID = uint8_t(ENCODING_ID),
                  IO = uint8_t(ENCODING_IO), RB = uint8_t(ENCODING_RB), RO = uint8_t(ENCODING_RO),
                  FP = uint8_t(ENCODING_FP), Iv = uint8_t(ENCODING_Iv), Ia = uint8_t(ENCODING_Ia),
                  IRC = uint8_t(ENCODING_IRC), Rv = uint8_t(ENCODING_Rv), CC = uint8_t(ENCODING_CC),
                  CF = uint8_t(ENCODING_CF), SI = uint8_t(ENCODING_SI), DI = uint8_t(ENCODING_DI),
                  SIB = uint8_t(ENCODING_SIB), VSIB = uint8_t(ENCODING_VSIB);
} // namespace enc

constexpr OperandRow Rows[] = {
#define X86_OPERAND(Name, Type, Imm, RM, Reg, VVVV, Mask, Mem, Reloc, OpMod, Sized)              \
  {#Name,                                                                                      \
   OperandType::TYPE_##Type,                                                                   \
   {enc::Imm, enc::RM, enc::Reg, enc::VVVV, enc::Mask, enc::Mem, enc::Reloc, enc::OpMod},      \
   Sizing::Sized},
#include "codegen/x86/X86Operands.def"
};

/// Rows by record name.
const std::unordered_map<std::string_view, const OperandRow *> &rowsByName() {
  static const auto Map = [] {
    auto M = std::make_unique<std::unordered_map<std::string_view, const OperandRow *>>();
    for (const OperandRow &R : Rows)
      M->emplace(R.Name, &R);
    return M;
  }();
  return *Map;
}

enum class FilterKind : uint8_t { Any, Reg, Mem, RegOp, MemOp, RegRm, Exact };

ModRMSet acceptedBytes(FilterKind F, unsigned Arg) {
  ModRMSet S;
  for (unsigned B = 0; B != 256; ++B) {
    bool IsReg = (B >> 6) == 3;
    unsigned RegField = (B >> 3) & 7, RmField = B & 7;
    bool Ok = false;
    switch (F) {
    case FilterKind::Any: Ok = true; break;
    case FilterKind::Reg: Ok = IsReg; break;
    case FilterKind::Mem: Ok = !IsReg; break;
    case FilterKind::RegOp: Ok = IsReg && RegField == Arg; break;
    case FilterKind::MemOp: Ok = !IsReg && RegField == Arg; break;
    case FilterKind::RegRm: Ok = IsReg && RmField == Arg; break;
    case FilterKind::Exact: Ok = B == Arg; break;
    }
    if (Ok)
      S.insert(B);
  }
  return S;
}

/// Parses an operand list of X86DecodeForms.def into Form's steps.
void parseSteps(std::string_view Text, FormInfo &Form) {
  Condition Pending = Unconditional;
  for (char C : Text) {
    Role R = NumRoles;
    switch (C) {
    case 'n': Pending = IfNDD; continue;
    case 'v': Pending = IfVvvvNotNDD; continue;
    case 'w': Pending = IfVvvv; continue;
    case 'k': Pending = IfMask; continue;
    case '?': Form.Steps[Form.NumSteps - 1] |= OptionalBit; continue;
    case 'I': R = Imm; break;
    case 'M': R = RM; break;
    case 'G': R = Reg; break;
    case 'V': R = VVVV; break;
    case 'K': R = Mask; break;
    case 'E': R = Mem; break;
    case 'L': R = Reloc; break;
    case 'O': R = OpMod; break;
    default: continue; // spaces
    }
    Form.Steps[Form.NumSteps++] = uint8_t(R | Pending << 3);
    Pending = Unconditional;
  }
}

/// Every form the disassembler decodes, by value (7 bits).
struct FormTable {
  FormInfo Forms[128];
  bool Known[128] = {};
  void add(Form Value, FilterKind F, unsigned Arg, unsigned Span, std::string_view Ops) {
    FormInfo &Info = Forms[unsigned(Value)];
    Info.Name = formName(uint8_t(Value));
    Info.Accepts = acceptedBytes(F, Arg);
    Info.Span = uint8_t(Span);
    parseSteps(Ops, Info);
    Known[unsigned(Value)] = true;
  }
  FormTable() {
#define X86_DECODE_FORM(Name, Filter, Arg, Span, Operands)                                      \
  add(Form::Name, FilterKind::Filter, Arg, Span, Operands);
#include "codegen/x86/X86DecodeForms.def"
    // MRM_C0 .. MRM_FF: one fixed ModR/M byte each.
    for (unsigned V = unsigned(Form::MRM_C0); V <= unsigned(Form::MRM_FF); ++V)
      add(Form(V), FilterKind::Exact, 0xC0 + (V - unsigned(Form::MRM_C0)), 1, "L?");
  }
};

const FormTable &formTable() {
  static const auto Table = std::make_unique<FormTable>();
  return *Table;
}

} // namespace

std::string_view encodingName(OperandEncoding E) { return EncodingNames[unsigned(E)]; }
std::string_view typeName(OperandType T) { return TypeNames[unsigned(T)]; }

const FormInfo *formInfo(unsigned Value) {
  const FormTable &T = formTable();
  return Value < 128 && T.Known[Value] ? &T.Forms[Value] : nullptr;
}

bool describeOperands(const FormInfo &Form, std::span<const OperandInput> Ops,
                      const OperandRules &Rules, OperandSpecs &Out, std::string &Error) {
  Out = OperandSpecs{};
  unsigned N = unsigned(Ops.size());
  if (N > MaxOperands) {
    Error = "instruction has " + std::to_string(N) + " operands; the X86 disassembler tables hold at most " +
            std::to_string(MaxOperands);
    return false;
  }
  // Original[K] == K for an operand of its own; otherwise the (later)
  // operand tied to it, which it duplicates.
  unsigned Original[MaxOperands];
  unsigned NumPhysical = 0;
  for (unsigned K = 0; K != N; ++K) {
    Original[K] = K;
    int Tied = Ops[K].TiedTo;
    if (Tied < 0)
      ++NumPhysical;
    else if (unsigned(Tied) < N)
      Original[Tied] = K;
  }

  const auto &ByName = rowsByName();
  unsigned Index = 0, Physical = 0;
  for (unsigned S = 0; S != Form.NumSteps; ++S) {
    uint8_t Step = Form.Steps[S];
    Role R = Role(Step & 7);
    switch (Condition((Step >> 3) & 7)) {
    case Unconditional: break;
    case IfNDD: if (!Rules.NDD) continue; break;
    case IfVvvvNotNDD: if (!Rules.Vvvv || Rules.NDD) continue; break;
    case IfVvvv: if (!Rules.Vvvv) continue; break;
    case IfMask: if (!Rules.Mask) continue; break;
    }
    if (Physical >= NumPhysical) {
      if (Step & OptionalBit)
        continue;
      Error = "Unexpected number of operands for " + std::string(Form.Name);
      return false;
    }
    while (Index < N && Original[Index] != Index) {
      unsigned Of = Original[Index];
      if (Of > 4) {
        Error = "Unexpected number of operands for " + std::string(Form.Name);
        return false;
      }
      Out[Index] = {OperandEncoding::ENCODING_DUP, OperandType(unsigned(OperandType::TYPE_DUP0) + Of)};
      ++Index;
    }
    if (Index >= N) {
      Error = "Unexpected number of operands for " + std::string(Form.Name);
      return false;
    }
    std::string_view Name = Ops[Index].RecordName;
    auto It = ByName.find(Name);
    const OperandRow *Row = It == ByName.end() ? nullptr : It->second;
    uint8_t Enc = Row ? Row->ByRole[R] : None;
    if (Enc == None) {
      Error = std::string(RoleErrors[R]) + std::string(Name);
      return false;
    }
    if (Row->Sized == Sizing::Iw && (R == Imm || R == Reloc) && Rules.OpSize != 1)
      Enc = uint8_t(OperandEncoding::ENCODING_IW);
    // Compressed displacement: the ModR/M forms scaled by CD8_Scale follow
    // their base encoding.
    if (Rules.CD8Scale != 0 &&
        (Enc == uint8_t(OperandEncoding::ENCODING_RM) || Enc == uint8_t(OperandEncoding::ENCODING_VSIB) ||
         Enc == uint8_t(OperandEncoding::ENCODING_SIB))) {
      unsigned Shift = 0;
      while ((2u << Shift) <= Rules.CD8Scale)
        ++Shift;
      Enc = uint8_t(Enc + Shift);
      if (Enc >= uint8_t(OperandEncoding::NumEncodings)) {
        Error = "Invalid CDisp scaling";
        return false;
      }
    }
    OperandType Type = Row->Type;
    if (Type == OperandType::TYPE_NONE) {
      Error = "Unhandled type string " + std::string(Name);
      return false;
    }
    if ((Row->Sized == Sizing::Rv16 && Rules.OpSize == 1) ||
        (Row->Sized == Sizing::Rv32 && Rules.OpSize == 2 && !Rules.W))
      Type = OperandType::TYPE_Rv;
    Out[Index] = {OperandEncoding(Enc), Type};
    ++Index;
    ++Physical;
  }
  return true;
}

} // namespace tblgen::codegen::x86
