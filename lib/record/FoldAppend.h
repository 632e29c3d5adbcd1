//===- FoldAppend.h - !foldl bodies that append to the accumulator -*- C++ -*-===//
//
// Internal to lib/record. A !foldl whose body only appends to its
// accumulator (acc # "\n" # el, !listconcat(acc, [x])) builds one value
// per element, each a copy of the one before: quadratic in the result's
// length. foldAppending builds the result in one growing buffer instead and
// interns only the last value, which is the one the fold would give.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <cstddef>

namespace tblgen {

/// Folds the leading elements of Elts of F (Elts: F's list, resolved) when
/// F's body appends to the accumulator; returns the accumulator after them
/// and sets Done to their number (0 and F's start when the body is of
/// another shape). The caller folds the remaining elements one by one.
const Init *foldAppending(const FoldOpInit &F, std::span<const Init *const> Elts,
                          const Record *CurRec, size_t &Done);

} // namespace tblgen
