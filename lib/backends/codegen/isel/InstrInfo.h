//===- InstrInfo.h - Shared state of the -gen-instr-info pieces -*- C++ -*-===//
//
// -gen-instr-info writes many independent sections; each lives in its own
// file and reads the same view of the target, built once by InstrInfo.cpp:
// the instructions in enum order (with a target's specialisation of a
// standard pseudo standing in for it), their flags after pattern inference,
// the target's name and instruction namespace.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/Instructions.h"

#include "tblgen/Output.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;

namespace instrinfo {

/// The instructions of the target as the generated tables number them.
struct InstrTable {
  const RecordKeeper &Records;
  const Record *TargetDef = nullptr;
  std::string TargetName; ///< "XCore"
  std::string Namespace;  ///< instruction namespace ("XCore")

  /// Instruction I of the enum is Set[I]: the record the tables describe
  /// (a TargetSpecializedStandardPseudoInstruction for a remapped pseudo).
  codegen::InstructionSet Set;
  /// The record that names enum value I (the standard pseudo itself for a
  /// remapped one): enum entries, the name table and comments use it.
  std::vector<const Record *> Named;
  /// The instructions as read from their own records (a remapped pseudo
  /// with its pointer operands): base(I) is enum value I.
  const codegen::InstructionSet *Base = nullptr;
  const codegen::Instruction &base(size_t I) const { return *Base->find(Named[I]); }
  /// Flags of enum value I after pattern inference.
  std::vector<uint64_t> Flags;
  /// -instr-info-expand-mi-operand-info: the operand type table lists the
  /// sub-operands of complex operands (default) or the operands themselves.
  bool ExpandMIOperandInfo = true;
  /// Enum value of the first target (non-TargetOpcode) instruction.
  unsigned FirstTarget = 0;

  explicit InstrTable(const RecordKeeper &R) : Records(R) {}
  size_t size() const { return Named.size(); }
  const codegen::Instruction &operator[](size_t I) const { return Set[unsigned(I)]; }
  std::string_view name(size_t I) const;
  bool has(size_t I, codegen::InstrFlag F) const { return Flags[I] >> unsigned(F) & 1; }
};

/// "uint8_t" .. "uint64_t": the smallest unsigned type holding MaxValue.
std::string_view minimalUnsignedType(uint64_t MaxValue);

/// GET_INSTRINFO_OPERAND_ENUM and GET_INSTRINFO_NAMED_OPS (when some
/// instruction sets UseNamedOperandTable).
void emitNamedOperands(const InstrTable &T, OStream &OS);
/// GET_INSTRINFO_OPERAND_TYPES_ENUM, _OPERAND_TYPE and _MEM_OPERAND_SIZE
/// (only llvm-tblgen's X86 target gets them).
void emitOperandTypes(const InstrTable &T, OStream &OS);
/// GET_INSTRINFO_LOGICAL_OPERAND_SIZE_MAP (when some instruction sets
/// UseLogicalOperandMappings).
void emitLogicalOperandSizes(const InstrTable &T, OStream &OS);
/// GET_INSTRINFO_MC_HELPER_DECLS and GET_INSTRINFO_MC_HELPERS: the
/// TIIPredicates expanded for MCInst.
void emitMCHelpers(const InstrTable &T, OStream &OS);
/// The TIIPredicates as TargetInstrInfo members (declarations or bodies).
void emitTIIHelpers(const InstrTable &T, OStream &OS, bool Definitions);
/// GET_COMPUTE_FEATURES, GET_AVAILABLE_OPCODE_CHECKER and
/// ENABLE_INSTR_PREDICATE_VERIFIER.
void emitFeatureVerifier(const InstrTable &T, OStream &OS);
/// The InstrMapping tables (getXXX(Opcode, ...) lookup functions).
void emitInstrMappings(const InstrTable &T, OStream &OS);

} // namespace instrinfo
} // namespace tblgen
