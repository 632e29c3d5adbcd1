//===- Prototype.h - Clang builtin prototypes as type strings ---*- C++ -*-===//
//
// A builtin's Prototype ("double(int, _Constant unsigned int)") turned into
// the type string Clang's Builtins.def tables use ("diIUi").
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_BACKENDS_CLANG_BUILTINS_PROTOTYPE_H
#define TBLGEN_BACKENDS_CLANG_BUILTINS_PROTOTYPE_H

#include "tblgen/Record.h"

#include <string>

namespace tblgen::clangbuiltins {

/// The type string of Builtin's prototype, with Substitution standing for
/// the template parameter T. A malformed prototype is a fatal error at the
/// Prototype field.
std::string encodePrototype(const Record *Builtin, std::string_view Substitution);

} // namespace tblgen::clangbuiltins

#endif
