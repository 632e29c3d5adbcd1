//===- RecordEdit.h - The front end's write access to records ---*- C++ -*-===//
//
// Internal to the front end. include/tblgen/Record.h is the backend-facing
// API: records, fields and values read-only. Building records (adding
// fields and superclasses, renaming, setting values) is private to the
// record library and the parser, which are friends of Record and
// RecordVal. Other front-end code (the unit tests of the record library,
// benchmarks) edits records through this class.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

namespace tblgen {

/// Write access to records for front-end code that is not a friend of
/// Record: each function is the Record/RecordVal member of the same name.
class RecordEdit {
public:
  static void addSuperClass(Record &R, const Record *Super, SrcRange Range) {
    R.addSuperClass(Super, Range);
  }
  static void addValue(Record &R, const RecordVal &RV) { R.addValue(RV); }
  static void setName(Record &R, const Init *Name) { R.setName(Name); }
  static RecordVal *getValue(Record &R, std::string_view Name) { return R.getValue(Name); }
  static bool resolveReferences(Record &R) { return R.resolveReferences(); }
  static bool resolveReferences(Record &R, Resolver &Res) { return R.resolveReferences(Res); }
  /// RecordVal::setValue: true on a type error (the value is kept).
  static bool setValue(RecordVal &RV, const Init *V) { return RV.setValue(V); }
};

} // namespace tblgen
