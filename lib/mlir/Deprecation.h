//===- Deprecation.h - Uses of deprecated ODS definitions -------*- C++ -*-===//
//
// mlir-tblgen's check, before any backend runs (-on-deprecated): a def with
// a string odsDeprecated field (ODS's Deprecated<reason>) is deprecated, and
// every named def that refers to it, directly or through lists, dags and
// anonymous defs, gets a warning at its location with the reason as a note.
//
//===----------------------------------------------------------------------===//
#pragma once

namespace tblgen {
class RecordKeeper;
}

namespace tblgen::mlir {

/// Warns of each use of a deprecated def: per deprecated def (by name), the
/// named defs using it (by name). With AsError, a use found ends the run
/// (a fatal note after the warnings).
void warnOfDeprecatedUses(const RecordKeeper &Records, bool AsError);

} // namespace tblgen::mlir
