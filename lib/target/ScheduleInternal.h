//===- ScheduleInternal.h - Pieces of the scheduling model ------*- C++ -*-===//
//
// Internal to lib/target: the set theory that expands InstRW instruction
// lists (ScheduleInstRW.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <memory>

namespace tblgen {

class RecordKeeper;
class SetTheory;

namespace target {

/// A set theory in which InstRW records expand to their Instrs field, with
/// the (instrs ...) and (instregex ...) operators over the target's
/// instructions.
std::unique_ptr<SetTheory> makeInstRWSets(const RecordKeeper &Records);

} // namespace target
} // namespace tblgen
