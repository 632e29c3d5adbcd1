//===- Casting.h - isa/cast/dyn_cast over closed kind enums -----*- C++ -*-===//
#pragma once

#include <cassert>

namespace tblgen {

/// isa, cast and dyn_cast accept null (isa/dyn_cast answer false/null).
template <typename To, typename From> inline bool isa(const From *V) {
  return V && To::classof(V);
}
template <typename To, typename From> inline To *cast(From *V) {
  assert(isa<To>(V) && "cast to the wrong kind");
  return static_cast<To *>(V);
}
template <typename To, typename From> inline const To *cast(const From *V) {
  assert(isa<To>(V) && "cast to the wrong kind");
  return static_cast<const To *>(V);
}
template <typename To, typename From> inline To *dyn_cast(From *V) {
  return isa<To>(V) ? static_cast<To *>(V) : nullptr;
}
template <typename To, typename From> inline const To *dyn_cast(const From *V) {
  return isa<To>(V) ? static_cast<const To *>(V) : nullptr;
}

/// LLVM spellings, for backend authors used to them (isa and dyn_cast
/// already accept null here).
template <typename To, typename From> inline To *dyn_cast_or_null(From *V) {
  return dyn_cast<To>(V);
}
template <typename To, typename From> inline const To *dyn_cast_or_null(const From *V) {
  return dyn_cast<To>(V);
}
template <typename To, typename From> inline bool isa_and_nonnull(const From *V) {
  return isa<To>(V);
}
template <typename To, typename From> inline const To *cast_or_null(const From *V) {
  return V ? cast<To>(V) : nullptr;
}

} // namespace tblgen
