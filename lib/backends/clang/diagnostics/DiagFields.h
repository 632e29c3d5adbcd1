//===- DiagFields.h - Reading the diagnostic records' fields ----*- C++ -*-===//
#pragma once

#include <cstddef>
#include <string_view>

namespace tblgen {
class Init;
class Record;
} // namespace tblgen

namespace tblgen::clangdiag {

/// A string field of R as a view into the record's value (stable for the
/// keeper's life); a fatal error, as getValueAsString reports it, when the
/// field is missing or holds no string.
std::string_view textField(const Record *R, std::string_view Field);

/// One field read from many records that share a layout (the diagnostics,
/// all from one class): the position the field had in the previous record
/// is tried first. Missing fields and values of the wrong kind are fatal
/// errors, reported as the Record accessors report them.
class FieldReader {
public:
  explicit FieldReader(std::string_view Name) : Name(Name) {}

  const Init *value(const Record *R);
  std::string_view text(const Record *R);
  const Record *def(const Record *R);
  bool bit(const Record *R);

private:
  std::string_view Name;
  const Init *NameInit = nullptr; ///< the interned name, once seen
  size_t Slot = 0;
};

} // namespace tblgen::clangdiag
