//===- OffsetTables.h - Strings and sequences packed into arrays -*- C++ -*-===//
//
// Two helpers that emitted tables share:
//
//   StringOffsetTable  NUL-terminated strings concatenated into one
//                      llvm::StringTable, each distinct string stored once.
//   SequenceTable      sequences laid out in one array, where a sequence that
//                      is a suffix of another reuses its tail.
//
// Both reproduce the layout and text of llvm-tblgen's StringToOffsetTable
// and SequenceToOffsetTable.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen::intrinsics {

/// Writes S with C-style escapes for backslash, quote, tab and newline, and
/// three-digit octal escapes for other unprintable bytes.
void writeEscaped(OStream &OS, std::string_view S);

/// Distinct NUL-terminated strings concatenated; offset 0 holds "".
class StringOffsetTable {
public:
  StringOffsetTable() { add(""); }

  /// The offset of S, added first if new. S must stay alive (and unchanged)
  /// as long as the table.
  unsigned add(std::string_view S) {
    auto [It, Inserted] = Offsets.try_emplace(S, unsigned(Aggregate.size()));
    if (Inserted) {
      Aggregate.append(S);
      Aggregate.push_back('\0');
    }
    return It->second;
  }
  /// The offset of a string that was added.
  unsigned get(std::string_view S) const { return Offsets.at(S); }

  /// Defines NameStorage (a char array) and Name (an llvm::StringTable).
  void emitStringTableDef(OStream &OS, std::string_view Name) const;

private:
  std::unordered_map<std::string_view, unsigned> Offsets;
  std::string Aggregate;
};

/// Sequences of T packed into one array, each optionally followed by a
/// terminator. A sequence that is a suffix of another one (terminators
/// included) is not stored separately. The rows come out in the order of
/// the reversed sequences, as llvm-tblgen's SequenceToOffsetTable does.
template <typename T> class SequenceTable {
public:
  explicit SequenceTable(std::optional<T> Terminator) : Terminator(Terminator) {}

  /// Adds a sequence; the result identifies it for offsetOf().
  unsigned add(std::span<const T> Seq) {
    Seqs.push_back({uint32_t(Elems.size()), uint32_t(Seq.size()), 0, false});
    Elems.insert(Elems.end(), Seq.begin(), Seq.end());
    return unsigned(Seqs.size() - 1);
  }

  bool empty() const { return Seqs.empty(); }
  /// Number of elements in the laid out array.
  unsigned size() const { return Entries; }

  /// Fixes the layout; call once, after the last add().
  void layout() {
    Order.resize(Seqs.size());
    for (unsigned I = 0; I != Order.size(); ++I)
      Order[I] = I;
    std::sort(Order.begin(), Order.end(), [&](unsigned A, unsigned B) {
      std::span<const T> SA = seq(A), SB = seq(B);
      if (std::lexicographical_compare(SA.rbegin(), SA.rend(), SB.rbegin(), SB.rend()))
        return true;
      if (std::lexicographical_compare(SB.rbegin(), SB.rend(), SA.rbegin(), SA.rend()))
        return false;
      return A < B;
    });
    // In this order everything a sequence is a suffix of follows it
    // directly, so a sequence is stored unless the next one ends with it.
    for (size_t I = Order.size(); I-- > 0;)
      Seqs[Order[I]].Kept = I + 1 == Order.size() || !isSuffix(Order[I], Order[I + 1]);
    for (unsigned Idx : Order)
      if (Seqs[Idx].Kept) {
        Seqs[Idx].Offset = Entries;
        Entries += Seqs[Idx].Len + (Terminator ? 1 : 0);
      }
    for (size_t I = Order.size(); I-- > 0;) {
      Entry &E = Seqs[Order[I]];
      if (!E.Kept) {
        const Entry &Next = Seqs[Order[I + 1]];
        E.Offset = Next.Offset + (Next.Len - E.Len);
      }
    }
  }

  /// Offset of an added sequence in the array (after layout()).
  unsigned offsetOf(unsigned Id) const { return Seqs[Id].Offset; }

  /// Writes the rows "  /* offset */ e, e, ..." (Print writes one element);
  /// a dummy row when the array would be empty.
  template <typename PrintFn> void emit(OStream &OS, PrintFn Print) const {
    for (unsigned Idx : Order) {
      const Entry &E = Seqs[Idx];
      if (!E.Kept)
        continue;
      OS << "  /* " << E.Offset << " */ ";
      for (const T &V : seq(Idx)) {
        Print(OS, V);
        OS << ", ";
      }
      if (Terminator) {
        Print(OS, *Terminator);
        OS << ',';
      }
      OS << '\n';
    }
    if (!Entries) {
      OS << "  /* dummy */ ";
      Print(OS, T());
      OS << '\n';
    }
  }

private:
  struct Entry {
    uint32_t Begin, Len, Offset;
    bool Kept;
  };
  std::span<const T> seq(unsigned Id) const {
    return std::span<const T>(Elems).subspan(Seqs[Id].Begin, Seqs[Id].Len);
  }
  /// Is sequence A a suffix of sequence B?
  bool isSuffix(unsigned A, unsigned B) const {
    std::span<const T> SA = seq(A), SB = seq(B);
    return SA.size() <= SB.size() && std::equal(SA.rbegin(), SA.rend(), SB.rbegin());
  }

  std::optional<T> Terminator;
  std::vector<T> Elems;
  std::vector<Entry> Seqs;
  std::vector<unsigned> Order;
  unsigned Entries = 0;
};

} // namespace tblgen::intrinsics
