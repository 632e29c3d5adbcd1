//===- RegisterNames.h - Qualified names of target records ------*- C++ -*-===//
#pragma once

#include <string>

namespace tblgen {

class Record;

namespace codegen {

/// "Namespace::Name" for a record with a non-empty Namespace field, else
/// its name (llvm-tblgen's getQualifiedName).
std::string qualifiedName(const Record *R);

} // namespace codegen
} // namespace tblgen
