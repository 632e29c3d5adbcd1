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
// It reads the pattern model (Patterns.h): the database is built (so its
// errors are reported, as llvm-tblgen's pattern database reports them for
// these backends), and every SDNode, ComplexPattern leaf and intrinsic of a
// pattern's source tree contributes its memory and side-effect properties.
// The first pattern producing an instruction alone gives its flags (and
// isBitcast, from the instruction's own pattern only); then every pattern's
// effects are verified against its result instructions' flags.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/Instructions.h"

#include <cstdint>
#include <vector>

namespace tblgen {
class RecordKeeper;
namespace codegen {

class PatternDatabase;

/// The flags of every instruction of Set (by set index) after inference.
/// Conflicts between an explicit flag and its pattern, and patterns whose
/// effects no result instruction carries, are errors (the last one fatal),
/// as in llvm-tblgen.
std::vector<uint64_t> inferInstrFlags(const RecordKeeper &Records, const InstructionSet &Set);
/// The same over a database the caller built already (before its variants
/// are added: the first pattern of an instruction decides), so that a
/// backend reading patterns builds the database once.
std::vector<uint64_t> inferInstrFlags(const RecordKeeper &Records, const InstructionSet &Set,
                                      const PatternDatabase &DB);

} // namespace codegen
} // namespace tblgen
