//===- Instructions.h - The instruction model of a target -------*- C++ -*-===//
//
// What the MC-layer backends need to know about an Instruction record, read
// the way llvm-tblgen's CodeGenInstruction reads it (with the same checks,
// so that malformed input fails on the same first error):
//
//  * the operand list: the (outs ...) then the (ins ...) arguments, each
//    with its type record, name, print/encoder method, MCOI operand type and
//    the range of MachineInstr operands it covers (an Operand with a
//    non-empty MIOperandInfo covers one per sub-operand; variable_ops covers
//    none and only marks the instruction variadic);
//  * per MachineInstr operand: its constraint (tied to an earlier operand,
//    or early-clobber), sub-operand name, encoder method and DisableEncoding
//    mark;
//  * the flags (InstrFlags.def), with the '?' state of mayLoad, mayStore and
//    hasSideEffects kept apart;
//  * the asm string, namespace, implicit defs and uses.
//
// The storage is dense: an InstructionSet keeps every operand of every
// instruction in one vector and every MachineInstr operand in another;
// Instruction refers to ranges of them. Queries never allocate.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {

class DagInit;
class Record;
class RecordKeeper;

namespace codegen {

/// An instruction as the opcode enum orders it.
struct EnumInstr {
  const Record *Def;
  bool Generic; ///< in the TargetOpcode namespace
  bool Pseudo;
};

/// Indexes into Instrs in llvm-tblgen's opcode enum order: the fixed opcodes
/// (TargetOpcodes.def) in that order, then the instructions outside the
/// TargetOpcode namespace, pseudos first, each group by name. TargetOpcode
/// instructions that are no fixed opcode get no number and come first, in
/// their order in Instrs. Position maps each def to its index in Instrs. A
/// fixed opcode that is no Instruction def is llvm-tblgen's fatal error.
std::vector<unsigned> orderByEnumValue(const RecordKeeper &Records, const std::vector<EnumInstr> &Instrs,
                                       const std::unordered_map<const Record *, unsigned> &Position);

/// One boolean property of an instruction.
enum class InstrFlag : uint8_t {
#define INSTR_FLAG(Name, InDocs) Name,
#include "InstrFlags.def"
  NumFlags
};

/// The record field name of a flag ("mayLoad").
std::string_view instrFlagName(InstrFlag F);
/// Whether -gen-instr-docs lists the flag when it is set.
bool isDocumentedInstrFlag(InstrFlag F);

/// The constraint on one MachineInstr operand.
struct OperandConstraint {
  enum Kind : uint8_t { None, Tied, EarlyClobber };
  Kind K = None;
  /// For Tied: the flat (MachineInstr) number of the operand it is tied to.
  unsigned TiedTo = 0;
  bool operator==(const OperandConstraint &O) const = default;
};

/// One MachineInstr operand: an operand itself or one of its sub-operands
/// (32 bytes: a big target has hundreds of thousands).
struct MIOperand {
  OperandConstraint Constraint;
  /// Name given in the instruction's (Op:$a (ops $x, $y)) form, or empty.
  std::string_view subOpName() const { return {SubOpPtr, SubOpLen}; }
  /// Encoder method for this sub-operand, or empty.
  std::string_view encoderMethod() const { return {EncPtr, EncLen}; }
  void setSubOpName(std::string_view S) {
    SubOpPtr = S.data();
    SubOpLen = uint32_t(S.size());
  }
  void setEncoderMethod(std::string_view S) {
    EncPtr = S.data();
    EncLen = uint32_t(S.size());
  }
  uint32_t SubOpLen = 0, EncLen = 0;
  const char *SubOpPtr = nullptr, *EncPtr = nullptr;
};

/// What an operand record (RegisterClass, Operand, RegisterOperand...)
/// contributes to every operand it types; read once per record and shared
/// by those operands.
struct OperandRecInfo {
  enum Kind : uint8_t { RegOperand, Operand, VariableOps, RegClass, Other, Unknown };
  Kind K = Other;
  bool IsPredicateOp = false, IsOptionalDef = false;
  unsigned MINumOperands = 1;
  std::string_view PrintMethod = "printOperand", EncoderMethod;
  const DagInit *MIOperandInfo = nullptr;
  std::string OperandType; ///< "MCOI::OPERAND_REGISTER"
};

/// One entry of the flattened (outs) + (ins) list.
struct InstrOperand {
  const Record *Rec = nullptr; ///< RegisterClass, Operand, RegisterOperand...
  std::string_view Name;       ///< without the '$'
  /// What Rec says (held by the set).
  const OperandRecInfo *Info = nullptr;
  unsigned MIOperandNo = 0; ///< first MachineInstr operand it covers
  unsigned FirstMIOp = 0;   ///< index of its first MIOperand in the set

  /// How many MachineInstr operands it covers.
  unsigned miNumOperands() const { return Info->MINumOperands; }
  /// The sub-operand dag (ops ...) of an Operand, or null.
  const DagInit *miOperandInfo() const { return Info->MIOperandInfo; }
  std::string_view printMethod() const { return Info->PrintMethod; }
  std::string_view encoderMethod() const { return Info->EncoderMethod; }
  std::string_view operandType() const { return Info->OperandType; }
};

class InstructionSet;

/// One instruction record, read as llvm-tblgen's CodeGenInstruction.
struct Instruction {
  const Record *Def = nullptr;
  std::string_view Namespace;
  std::string_view AsmString;

  /// The operands: [FirstOperand, FirstOperand + NumOperands) of the set.
  unsigned FirstOperand = 0, NumOperands = 0;
  /// How many of the operands are outputs.
  unsigned NumDefs = 0;
  /// Total MachineInstr operands (the sum of MINumOperands).
  unsigned NumMIOperands = 0;
  bool IsVariadic = false;
  bool HasOptionalDef = false;
  /// Some operand is a PredicateOp.
  bool HasPredicateOperand = false;

  uint64_t Flags = 0;      ///< bit per InstrFlag
  uint64_t UnsetFlags = 0; ///< bit per InstrFlag left '?'

  std::vector<const Record *> ImplicitDefs, ImplicitUses;

  bool is(InstrFlag F) const { return Flags >> unsigned(F) & 1; }
  bool isUnset(InstrFlag F) const { return UnsetFlags >> unsigned(F) & 1; }
  void set(InstrFlag F, bool V) {
    uint64_t Bit = uint64_t(1) << unsigned(F);
    Flags = V ? Flags | Bit : Flags & ~Bit;
  }
};

/// Instructions and their operands in dense storage. Either the whole
/// target (getInstructionSet) or a scratch set to which a backend adds the
/// few instructions it reads (as llvm-tblgen reads some one at a time).
class InstructionSet {
public:
  InstructionSet();
  ~InstructionSet();
  InstructionSet(InstructionSet &&) noexcept;
  InstructionSet &operator=(InstructionSet &&) noexcept;

  /// Reads Def as an instruction (fatal error on malformed operands or
  /// constraints) and appends it; returns its index.
  unsigned add(const Record *Def);

  const std::vector<Instruction> &instructions() const { return Instrs; }
  const Instruction &operator[](unsigned I) const { return Instrs[I]; }
  /// The instruction of Def, or null if not added.
  const Instruction *find(const Record *Def) const;

  std::span<const InstrOperand> operands(const Instruction &I) const {
    return {Operands.data() + I.FirstOperand, I.NumOperands};
  }
  /// The MachineInstr operands an operand covers.
  std::span<const MIOperand> miOperands(const InstrOperand &Op) const {
    return {MIOps.data() + Op.FirstMIOp, Op.miNumOperands()};
  }
  /// The index (within I's operands) of the operand named Name, or -1.
  int operandNamed(const Instruction &I, std::string_view Name) const;

  /// Instructions in the target's enum order (getInstructionSet only).
  const std::vector<unsigned> &enumOrder() const { return EnumOrder; }

  /// Moves the instructions of Other (none of them in this set) after
  /// this set's own.
  void append(InstructionSet &&Other);

private:
  friend struct InstructionSetSlot;
  friend class InstrReader;
  std::vector<Instruction> Instrs;
  std::vector<InstrOperand> Operands;
  std::vector<MIOperand> MIOps;
  std::unordered_map<const Record *, unsigned> ByDef;
  std::vector<unsigned> EnumOrder;
  /// What reading needs across instructions: where each field was found
  /// in the last instruction, what each operand record says (the operand
  /// types live there).
  struct ReadCache;
  std::unique_ptr<ReadCache> Cache;
  /// The caches of sets appended (their operand types are viewed).
  std::vector<std::unique_ptr<ReadCache>> Appended;
};

/// Every Instruction record of the target, read on first use (in record
/// name order, as llvm-tblgen does, so the first malformed one is reported)
/// and cached on the RecordKeeper. enumOrder() gives LLVM's enum order.
const InstructionSet &getInstructionSet(const RecordKeeper &Records);

/// The asm string with only variant Variant of each {a|b|c} group kept.
std::string flattenAsmVariants(std::string_view Asm, unsigned Variant);

} // namespace codegen
} // namespace tblgen
