//===- InstrFlagInference.h - Flags implied by selection patterns -*- C++ -*-===//
//
// llvm-tblgen's pattern database completes the mayLoad, mayStore and
// hasSideEffects flags of an instruction from the selection pattern that
// produces it (its own Pattern, else the first single-instruction Pat
// record whose result it is), and guesses hasSideEffects for those left
// '?' with no pattern when the target's InstrInfo allows guessing. The
// backends that print flags (-gen-instr-docs, -gen-instr-info) see those
// completed flags.
//
// This is a structural reading of the patterns: every SDNode, ComplexPattern
// and intrinsic reachable from the source dag (through PatFrag bodies)
// contributes its memory and side-effect properties. Type inference is not
// performed.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "target/Instructions.h"

#include <cstdint>
#include <vector>

namespace tblgen {
class RecordKeeper;
namespace target {

/// The flags of every instruction of Set (by set index) after inference.
/// Conflicts between an explicit flag and its pattern are errors (the last
/// one fatal), as in llvm-tblgen.
std::vector<uint64_t> inferInstrFlags(const RecordKeeper &Records, const InstructionSet &Set);

} // namespace target
} // namespace tblgen
