//===- TemplateArgs.h - Pairing a use's arguments with parameters -*- C++ -*-===//
//
// Internal to lib. Every use of a class or multiclass with arguments
// ("def X : C<1, b = 2>", "defm Y : M<3>", the value "C<4>") needs the same
// step before anything is substituted: decide which value each template
// parameter takes. The parser (inheritance, defm) and the anonymous
// instantiation of VarDefInit share it here so that both agree on which
// argument wins and on which defaults apply.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <span>
#include <vector>

namespace tblgen {

/// One template parameter (its qualified name, "C:x" or "M::x") and the
/// value it takes in one use.
struct ParamValue {
  const Init *Param;
  const Init *Value;
};

/// Why the arguments of a use could not be paired with the parameters.
struct ArgMatch {
  enum Problem : uint8_t {
    None,
    GivenTwice, ///< a parameter received two values (by position and name)
    NoValue,    ///< a parameter was not given one and has no default
  };
  Problem P = None;
  const Init *Param = nullptr; ///< the parameter at fault
  explicit operator bool() const { return P == None; }
};

/// Appends to Out the value of each template parameter of Owner for a use
/// with Args: first the parameters the arguments designate (by position or
/// by name), in the order the arguments are written, then every other one
/// with its default, in declaration order. A parameter given twice stops
/// the pairing there; one left without a value is reported but still paired
/// with its '?' (the first such problem is returned), so that a caller that
/// knows the use was checked already can ignore the result.
/// Out has room for Owner.getTemplateArgs().size() pairs; Count receives
/// the number written.
ArgMatch matchTemplateArgs(const Record &Owner, std::span<const ArgumentInit *const> Args,
                           ParamValue *Out, size_t &Count);
/// The same, appending to a vector (std::vector or SmallVec): a use of a
/// class with a few parameters then needs no heap.
template <typename Vec>
ArgMatch matchTemplateArgs(const Record &Owner, std::span<const ArgumentInit *const> Args,
                           Vec &Out) {
  size_t Old = Out.size(), Count = 0;
  Out.resize(Old + Owner.getTemplateArgs().size());
  ArgMatch M = matchTemplateArgs(Owner, Args, Out.data() + Old, Count);
  Out.resize(Old + Count);
  return M;
}

} // namespace tblgen
