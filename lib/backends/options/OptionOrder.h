//===- OptionOrder.h - The order of options in option tables ----*- C++ -*-===//
//
// -gen-opt-parser-defs and -gen-opt-rst list options in the order
// llvm::opt::OptTable searches them: sentinel kinds (<input>, <unknown>)
// first by kind precedence, then by name (case-insensitively, a name after
// the longer names it is a prefix of, exact case breaking ties), then by
// prefixes, then by kind precedence. Two options that still compare equal
// are an error.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string_view>
#include <vector>

namespace tblgen {

class Record;

namespace options {

/// Reads field F of R, a list of strings, as views into the record keeper.
std::vector<std::string_view> stringList(const Record *R, std::string_view F);

/// Option spellings compared as llvm's StrCmpOptionName does: <0, 0, >0.
int compareOptionName(std::string_view A, std::string_view B);

/// The Option defs of Opts in option-table order. Options that compare
/// equal are reported (with the record locations) as a fatal error; which
/// two are named follows the comparisons llvm-tblgen's sort makes.
std::vector<const Record *> sortOptions(const std::vector<const Record *> &Opts);

} // namespace options
} // namespace tblgen
