//===- ScheduleInternal.h - Pieces of the scheduling model ------*- C++ -*-===//
//
// Internal to lib/codegen: the set theory that expands InstRW instruction
// lists (ScheduleInstRW.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/Instructions.h"

#include <memory>
#include <vector>

namespace tblgen {

class Record;
class RecordKeeper;
class SetTheory;

namespace codegen {

/// The target's instructions in enum order (the InstructionSet's).
std::vector<EnumInstr> enumInstrs(const RecordKeeper &Records);
/// The same, read from the records without the InstructionSet (for a
/// helper thread that runs while it is built), given the defs of
/// Instruction in name order. Reports what reading Namespace and isPseudo
/// reports, and llvm-tblgen's error for a missing fixed opcode.
std::vector<EnumInstr> enumInstrs(const RecordKeeper &Records,
                                  const std::vector<const Record *> &Defs);

/// A set theory in which InstRW records expand to their Instrs field, with
/// the (instrs ...) and (instregex ...) operators over the instructions
/// (in enum order).
std::unique_ptr<SetTheory> makeInstRWSets(const std::vector<EnumInstr> &Instrs);
/// The same over the InstructionSet's instructions.
std::unique_ptr<SetTheory> makeInstRWSets(const RecordKeeper &Records);

} // namespace codegen
} // namespace tblgen

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {
class Record;
namespace codegen {

/// The defs deriving from each of a fixed set of classes, asked of the
/// keeper once (its index of defs by class answers from the class's own
/// defs), each list ordered as getAllDerivedDefinitions orders it. A class
/// the input does not define has an empty list.
class DerivedDefs {
public:
  DerivedDefs(const RecordKeeper &Records, const std::vector<std::string_view> &Classes);
  const std::vector<const Record *> &get(std::string_view Class) const;

private:
  std::unordered_map<std::string, std::vector<const Record *>> Lists;
};

} // namespace codegen
} // namespace tblgen
