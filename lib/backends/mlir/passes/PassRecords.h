//===- PassRecords.h - MLIR's Pass records ----------------------*- C++ -*-===//
//
// The pass backends of mlir-tblgen (-gen-pass-decls, -gen-pass-doc,
// -gen-pass-capi-header, -gen-pass-capi-impl) read the same records: every
// def of class PassBase (mlir/Pass/PassBase.td) with its options, list
// options, statistics, dependent dialects and constructor. Reading a pass
// takes its lists (options, statistics, dependentDialects, in that order);
// its other fields, and those of its options and statistics, are read when
// a backend asks for them, so that a missing field is reported where
// mlir-tblgen reports it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::mlirpass {

/// An Option or ListOption of a pass.
class PassOption {
public:
  explicit PassOption(const Record *R) : R(R) {}
  std::string member() const;       ///< cppName: the C++ member
  std::string argument() const;     ///< the command-line name
  std::string type() const;         ///< the C++ value (element) type
  std::string defaultValue() const; ///< "" when there is none
  std::string description() const;
  std::string extraFlags() const;   ///< additionalOptFlags, "" when none
  bool isList() const;              ///< a ListOption

private:
  const Record *R;
};

/// A Statistic of a pass.
class PassStatistic {
public:
  explicit PassStatistic(const Record *R) : R(R) {}
  std::string member() const; ///< cppName
  std::string name() const;
  std::string description() const;

private:
  const Record *R;
};

/// One PassBase def.
class PassInfo {
public:
  /// Reads R's options, statistics and dependent dialects.
  explicit PassInfo(const Record *R);

  std::string_view name() const; ///< the def's name
  std::string argument() const;  ///< its command-line argument
  std::string baseClass() const; ///< the C++ base class
  std::string summary() const;
  std::string description() const;
  /// The constructor call as written; "" when the default create functions
  /// apply.
  std::string constructor() const;
  /// The call that makes the pass: the constructor, or create<Name>().
  std::string creatorCall() const;

  const std::vector<PassOption> &options() const { return Options; }
  const std::vector<PassStatistic> &statistics() const { return Statistics; }
  const std::vector<std::string> &dialects() const { return Dialects; }

private:
  const Record *Def;
  std::vector<PassOption> Options;
  std::vector<PassStatistic> Statistics;
  std::vector<std::string> Dialects;
};

/// Every PassBase def, in record name order.
std::vector<const Record *> passRecords(const RecordKeeper &Records);
/// Every PassBase def read, in record name order.
std::vector<PassInfo> readPasses(const RecordKeeper &Records);

/// Text given in an indented TableGen block ([{ ... }]) as written flush
/// left, each line ending in a newline: the common indentation of its lines
/// removed, blank lines before it and the blank end of its last line
/// dropped, other blank lines made empty.
std::string flushLeft(std::string_view Text);
/// S without leading and trailing white space.
std::string trimBlanks(std::string_view S);

} // namespace tblgen::mlirpass
