//===- RegisterNames.h - Register names for -gen-callingconv ----*- C++ -*-===//
//
// A calling convention names its registers either by reference (a Register
// def) or, in CCAssignToRegTuple, by a string: the def name of a register
// that may only exist as a member of a RegisterTuples expansion. llvm-tblgen
// answers the string form from its full register bank; this is the small
// part of that bank the calling-convention backend needs: every register's
// def name and namespace, with the checks llvm-tblgen makes on the way (so
// that an incomplete description fails on the same first error).
//
// Boundary: the register bank's deeper validation (sub-register indices,
// register units, register class fields) is not repeated here; it belongs
// to the target model library, which this file should defer to once that
// exists.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace tblgen {

class Init;
class Record;
class RecordKeeper;

namespace codegen {

/// Qualified names ("Ns::Name", or "Name" with an empty namespace) of the
/// registers of a target, looked up by def name.
class RegisterNames {
public:
  /// Reads the Register defs and expands the RegisterTuples defs; reports a
  /// fatal error as llvm-tblgen's register bank does when the description
  /// lacks the register classes or a tuple is malformed.
  explicit RegisterNames(const RecordKeeper &Records);

  /// The qualified name of the register with that def name, or null.
  const std::string *lookup(std::string_view DefName) const;

private:
  void addTuples(const Record *Tuples);

  /// Def name -> qualified name. The first register of a name wins: the
  /// defs, then the tuple members in the order of their RegisterTuples.
  std::map<std::string, std::string, std::less<>> ByName;
  /// Names synthesized by all tuples so far (a repeat is an error).
  std::map<std::string, bool, std::less<>> TupleNames;
};

/// "Namespace::Name" for a record with a non-empty Namespace field, else
/// its name (llvm-tblgen's getQualifiedName).
std::string qualifiedName(const Record *R);

} // namespace codegen
} // namespace tblgen
