//===- OpsShared.h - Helpers the operator files share -----------*- C++ -*-===//
//
// Internal to lib/record: what Ops.cpp (unary and binary operators) and
// OpsTernary.cpp (ternary operators, !cond, !foldl, !isa, !exists,
// !instances) both use. Defined in Ops.cpp.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen::ops {

/// Reports a fatal error at the current record's location, or without a
/// location when there is no current record.
[[noreturn]] void fatalAt(const Record *CurRec, std::string_view Msg);
/// Reports a (non-fatal) error at the current record's location. (The
/// fold that reports it is not one to remember: see applyTo.)
void errorAt(RecordKeeper &RK, const Record *CurRec, std::string_view Msg);
/// The current record's first location, or none.
SrcLoc locOf(const Record *CurRec);
/// Fails unless a list of Count elements is within the list size limit.
/// Count is the distance between two int64 values, so it may be 2^64 - 1.
void checkListSize(RecordKeeper &RK, const Record *CurRec, uint64_t CountMinusOne,
                   std::string_view Op);
/// Fails when a string being built has grown past the string size limit
/// (checked while building, so that the temporary stays bounded too).
void checkStringSize(RecordKeeper &RK, size_t Size);

/// V as an IntInit after the implicit conversion to int, or null.
const IntInit *asInt(const Init *V);

/// The argument number a !getdagarg / !setdagarg / !setdagname key selects:
/// an index or an argument name. On failure, Err says why.
std::optional<unsigned> dagArgNumber(const DagInit *Dag, const Init *Key, std::string &Err);
std::vector<const StringInit *> argNames(const DagInit *D);
std::vector<const Init *> args(const DagInit *D);
/// Is Name the name of CurRec (possibly still anonymous)?
bool namesCurrentRecord(const StringInit *Name, const Record *CurRec);

} // namespace tblgen::ops
