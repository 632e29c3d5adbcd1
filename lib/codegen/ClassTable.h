//===- ClassTable.h - Classes a backend tests records against -*- C++ -*-===//
//
// A backend that asks "does this record derive from Instruction / Register
// / ComplexPattern ..." for every node of thousands of patterns looks the
// class records up once, by name, and then tests with a pointer compare
// per superclass instead of a name compare. A class the input does not
// define is null: no record derives from it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <cstddef>
#include <string_view>

namespace tblgen::codegen {

/// The class records named by Names, indexed by Id (an enum whose values
/// are 0..N-1, in Names' order).
template <typename Id, size_t N> class ClassTable {
public:
  ClassTable(const RecordKeeper &Records, const std::string_view (&Names)[N]) {
    for (size_t C = 0; C < N; ++C)
      Classes[C] = Records.getClass(Names[C]);
  }

  /// The class record, or null when the input does not define it.
  const Record *get(Id C) const { return Classes[size_t(C)]; }
  /// Whether R derives from class C.
  bool isA(const Record *R, Id C) const { return R->isSubClassOf(get(C)); }

private:
  const Record *Classes[N] = {};
};

} // namespace tblgen::codegen
