//===- Reindent.h - Re-indenting blocks of text -----------------*- C++ -*-===//
//
// Descriptions in ODS are string blocks indented to sit inside their def;
// the documentation and Python backends print them with that common
// indentation removed, optionally behind a prefix of their own.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string_view>

namespace tblgen {
class OStream;
} // namespace tblgen

namespace tblgen::mlir {

/// Writes Text re-indented: leading lines of only spaces and tabs go; every
/// line loses the indentation common to the lines that are not blank and
/// is written behind Prefix (with no prefix, a blank line is written
/// empty); a last line without a newline is written only when something of
/// it is left after the common indentation. Lines written with something
/// on them (all of them when there is a prefix) start with Spaces spaces.
void writeReindented(OStream &OS, std::string_view Text, std::string_view Prefix = {},
                     unsigned Spaces = 0);

} // namespace tblgen::mlir
