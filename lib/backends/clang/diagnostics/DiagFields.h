//===- DiagFields.h - Reading the diagnostic records' fields ----*- C++ -*-===//
#pragma once

#include <string_view>

namespace tblgen {
class Record;
} // namespace tblgen

namespace tblgen::clangdiag {

/// A string field of R as a view into the record's value (stable for the
/// keeper's life); a fatal error, as getValueAsString reports it, when the
/// field is missing or holds no string.
std::string_view textField(const Record *R, std::string_view Field);

} // namespace tblgen::clangdiag
