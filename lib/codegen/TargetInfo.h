//===- TargetInfo.h - What -gen-searchable-tables needs of a target -*- C++ -*-===//
//
// A table field whose values are Intrinsic or Instruction records prints and
// sorts by information llvm-tblgen takes from its CodeGenTarget: an
// intrinsic's enum name and LLVM name, an instruction's enum value. This is
// the small part of that model the searchable-tables backend needs, with the
// same checks (and so the same first error) as llvm-tblgen when the input
// lacks the target description.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen {

class Record;
class RecordKeeper;

namespace searchable {

/// What a table needs to know about one intrinsic.
struct IntrinsicInfo {
  std::string EnumName;     ///< "x86_sse_sfence" for int_x86_sse_sfence
  std::string Name;         ///< "llvm.x86.sse.sfence"
  std::string TargetPrefix; ///< "x86", or "" for target-independent ones
};

/// The target model, built when the input defines any Instruction or
/// Intrinsic record (as llvm-tblgen builds its CodeGenTarget then, whether
/// or not a table uses them). Construction reports a fatal error when the
/// input is not a complete target description.
class TargetInfo {
public:
  explicit TargetInfo(const RecordKeeper &Records);
  ~TargetInfo();

  /// Information about intrinsic Def, computed on first use (with the
  /// checks llvm-tblgen makes on an intrinsic record).
  const IntrinsicInfo &getIntrinsic(const Record *Def);

  /// The value of instruction Def in the target's instruction enum: the
  /// fixed target-independent opcodes first, then pseudo instructions, then
  /// the others, each group ordered by name.
  int64_t getInstrIntValue(const Record *Def);

private:
  void computeInstrEnum();

  const RecordKeeper &Records;
  std::unordered_map<const Record *, std::unique_ptr<IntrinsicInfo>> Intrinsics;
  std::unordered_map<const Record *, int64_t> InstrValues;
  bool InstrEnumComputed = false;
};

} // namespace searchable
} // namespace tblgen
