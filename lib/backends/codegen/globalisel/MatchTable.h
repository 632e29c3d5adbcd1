//===- MatchTable.h - GlobalISel match table text model ---------*- C++ -*-===//
//
// The GlobalISel executors (instruction selector, combiners) run a byte
// table: opcodes, values and jump targets. This file models that table as a
// list of entries that know how to print themselves the way llvm-tblgen 22
// prints them (GIMT_EncodeN macros, /* comments */, a left index column),
// plus the low-level types (LLT) the table refers to.
//
// Shared candidate: -gen-global-isel writes the same table format.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tblgen {
class Record;
namespace gicombiner {

/// A low-level type as the match table names it (scalar, vector, pointer).
struct LowLevelType {
  enum Kind : uint8_t { Invalid, Scalar, Vector, Pointer } K = Invalid;
  unsigned Bits = 0;      ///< scalar / element size
  unsigned Elements = 0;  ///< vectors
  bool Scalable = false;  ///< vectors
  unsigned AddrSpace = 0; ///< pointers

  bool valid() const { return K != Invalid; }
  /// The ordering key llvm-tblgen uses (its packed raw LLT encoding).
  uint64_t rawKey() const;
  bool operator<(const LowLevelType &O) const { return rawKey() < O.rawKey(); }
  bool operator==(const LowLevelType &O) const = default;
  /// "GILLT_s32".
  std::string enumName() const;
  /// "LLT::scalar(32)".
  std::string constructor() const;
  /// The LLT of a ValueType record, or an invalid type when it has none.
  static LowLevelType fromValueType(const Record *VT);
};

/// One entry of the table (a value, an opcode, a comment, a label, a line
/// break...), printed as llvm-tblgen prints its MatchTableRecord.
struct TableEntry {
  enum Flag : unsigned {
    Comment = 1,
    CommaFollows = 2,
    LineBreakFollows = 4,
    Label = 8,
    JumpTarget = 16,
    Indent = 32,
    Outdent = 64,
    PreEncoded = 128,
  };
  unsigned LabelID = ~0u;
  std::string Text;
  unsigned Size = 0; ///< bytes in the table
  unsigned Flags = 0;
  int64_t RawValue = INT64_MIN; ///< switch ordering (opcode / type id)

  void makeComment() {
    Flags |= Comment;
    Flags &= ~unsigned(CommaFollows);
    Size = 0;
  }
};

/// The table being built: entries, label positions, size.
class MatchTable {
public:
  explicit MatchTable(bool IsCombiner) : Combiner(IsCombiner) {}

  static TableEntry lineBreak() { return {~0u, "", 0, TableEntry::LineBreakFollows}; }
  static TableEntry comment(std::string S) { return {~0u, std::move(S), 0, TableEntry::Comment}; }
  static TableEntry opcode(std::string S, int IndentAdjust = 0);
  static TableEntry named(unsigned Bytes, std::string S, int64_t Raw = INT64_MIN) {
    return {~0u, std::move(S), Bytes, TableEntry::CommaFollows, Raw};
  }
  static TableEntry intValue(unsigned Bytes, int64_t V);
  static TableEntry uleb(uint64_t V);
  static TableEntry label(unsigned ID);
  static TableEntry jumpTarget(unsigned ID);

  MatchTable &operator<<(const TableEntry &E);
  unsigned newLabel() { return NextLabel++; }
  bool isCombiner() const { return Combiner; }
  unsigned size() const { return Size; }

  /// Writes "  constexpr static uint8_t MatchTable0[] = {" ... "}; // Size".
  void write(OStream &OS) const;

private:
  void writeEntry(OStream &OS, const TableEntry &E, bool BreakNext) const;

  std::vector<TableEntry> Entries;
  std::map<unsigned, unsigned> Labels;
  unsigned Size = 0;
  unsigned NextLabel = 0;
  bool Combiner;
};

/// The GIMT_Encode macro definitions and their #undefs.
void writeEncodingMacros(OStream &OS);
void writeEncodingMacrosUndef(OStream &OS);

} // namespace gicombiner
} // namespace tblgen
