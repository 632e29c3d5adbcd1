//===- SequenceTables.h - Strings and sequences packed into arrays -*- C++ -*-===//
//
// The tables generated code indexes by offset, shared by every backend that
// emits them (intrinsics, options, runtime libcalls, target library info):
//
//   StringOffsetTable  distinct NUL-terminated strings concatenated into one
//                      llvm::StringTable, first-added first, "" at offset 0
//   SequenceTable<T>   sequences laid out in one array, where a sequence that
//                      is a suffix of another reuses its tail
//   SuffixStringTable  a SequenceTable of NUL-terminated strings, written as
//                      one string literal per stored string (register names)
//   writeEscaped       the escaping of the string literals they print
//
// The layout and text are those of llvm-tblgen's StringToOffsetTable and
// SequenceToOffsetTable, since the generated offsets are part of the output.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen::tables {

/// Writes S as raw_ostream::write_escaped does: backslash, tab, newline and
/// double quote escaped, other bytes outside 0x20..0x7E as 3-digit octal.
void writeEscaped(OStream &OS, std::string_view S);

/// Distinct strings concatenated with a NUL after each, in the order they
/// were first added; the empty string sits at offset 0.
class StringOffsetTable {
public:
  StringOffsetTable() { add(""); }

  /// The offset of S, adding it when new. The table keeps a copy.
  unsigned add(std::string_view S);
  /// The offset of a string added before, or -1 when it was not.
  int64_t find(std::string_view S) const;
  /// The offset of a string that was added.
  unsigned get(std::string_view S) const { return unsigned(find(S)); }
  /// Bytes of the concatenated strings, NULs included.
  size_t size() const { return Aggregate.size(); }

  /// Writes the definition of NameStorage (a char array) and Name (an
  /// llvm::StringTable). With an empty ClassPrefix both are static; else
  /// they define members of ClassPrefix (the storage only when
  /// PrefixStorage).
  void emitStringTableDef(OStream &OS, std::string_view Name, std::string_view ClassPrefix = {},
                          bool PrefixStorage = true) const;

private:
  /// 12 bytes: a table of a few ten thousand strings stays small.
  struct Slot {
    static constexpr uint32_t Empty = UINT32_MAX;
    uint32_t Offset = Empty, Len = 0;
    uint32_t Hash = 0; ///< the hash's low bits
    bool used() const { return Offset != Empty; }
  };
  size_t slotFor(std::string_view S, uint32_t H) const;
  void rehash();
  /// Open addressing over the strings stored in Aggregate.
  std::vector<Slot> Slots = std::vector<Slot>(64);
  size_t NumStrings = 0;
  std::string Aggregate;
};

/// Sequences of T packed into one array, each optionally followed by a
/// terminator. A sequence that is a suffix of another one (terminators
/// included) is not stored separately. The rows come out in the order of
/// the reversed sequences, as llvm-tblgen's SequenceToOffsetTable does.
/// T needs operator< and operator== (equal sequences share one row).
template <typename T> class SequenceTable {
public:
  explicit SequenceTable(std::optional<T> Terminator) : Terminator(Terminator) {}

  /// Adds a sequence; the result identifies it for offsetOf().
  unsigned add(std::span<const T> Seq) {
    Seqs.push_back({uint32_t(Elems.size()), uint32_t(Seq.size()), 0, false});
    Elems.insert(Elems.end(), Seq.begin(), Seq.end());
    return unsigned(Seqs.size() - 1);
  }

  /// A hint that about NumSeqs more sequences of NumElems elements in all
  /// are coming: big tables then grow once instead of doubling (and
  /// holding the old and the new array while they copy).
  void reserve(size_t NumSeqs, size_t NumElems) {
    Seqs.reserve(Seqs.size() + NumSeqs);
    Elems.reserve(Elems.size() + NumElems);
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
      int C = compareReversed(seq(A), seq(B));
      return C != 0 ? C < 0 : A < B;
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

  /// Offset of Seq, a sequence that was added or a suffix of one (after
  /// layout()): for callers that key sequences by value rather than by the
  /// id add() returned. In the sorted order, the first sequence not
  /// before Seq ends with it; stored or not, its offset is a valid place
  /// (one not stored lies inside the one that ends with it).
  unsigned lookup(std::span<const T> Seq) const {
    auto It = std::partition_point(Order.begin(), Order.end(), [&](unsigned Id) {
      return compareReversed(seq(Id), Seq) < 0;
    });
    assert(It != Order.end() && "sequence not in the table");
    const Entry &E = Seqs[*It];
    assert(E.Len >= Seq.size() &&
           std::equal(Seq.rbegin(), Seq.rend(), seq(*It).rbegin()) && "sequence not in the table");
    return E.Offset + (E.Len - unsigned(Seq.size()));
  }

  /// Calls Row(Offset, Elements) for each stored sequence, in array order
  /// (terminators not included).
  template <typename RowFn> void forEachRow(RowFn Row) const {
    for (unsigned Idx : Order)
      if (Seqs[Idx].Kept)
        Row(Seqs[Idx].Offset, seq(Idx));
  }

  /// Writes the rows "  /* offset */ e, e, ..." (Print writes one element);
  /// a dummy row when the array would be empty.
  template <typename PrintFn> void emit(OStream &OS, PrintFn Print) const {
    forEachRow([&](unsigned Offset, std::span<const T> Elements) {
      OS << "  /* " << Offset << " */ ";
      for (const T &V : Elements) {
        Print(OS, V);
        OS << ", ";
      }
      if (Terminator) {
        Print(OS, *Terminator);
        OS << ',';
      }
      OS << '\n';
    });
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
  /// Compares A and B read from their ends: <0, 0 or >0. One pass, where
  /// two lexicographical_compare calls on reverse iterators would take two.
  static int compareReversed(std::span<const T> A, std::span<const T> B) {
    const T *PA = A.data() + A.size(), *PB = B.data() + B.size();
    const size_t N = std::min(A.size(), B.size());
    for (size_t K = 0; K < N; ++K) {
      --PA;
      --PB;
      if (*PA < *PB)
        return -1;
      if (*PB < *PA)
        return 1;
    }
    return A.size() < B.size() ? -1 : (A.size() > B.size() ? 1 : 0);
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

/// Strings stored as NUL-terminated char sequences of a SequenceTable (a
/// string that ends another shares its bytes), written one string literal
/// per stored string: llvm-tblgen's layout for register and class names.
class SuffixStringTable {
public:
  void add(std::string_view S) { Chars.add(std::span<const char>(S.data(), S.size())); }
  /// Fixes the layout; call once, after the last add().
  void layout() { Chars.layout(); }
  /// The offset of a string that was added (after layout()).
  unsigned get(std::string_view S) const {
    return Chars.lookup(std::span<const char>(S.data(), S.size()));
  }
  /// Writes "Decl = { ... };" with one "  /* offset */ \"...\\0\"" line per
  /// stored string, inside pragmas that silence -Woverlength-strings.
  void emitDef(OStream &OS, std::string_view Decl) const;
  /// Bytes in the laid out table, terminators included.
  unsigned size() const { return Chars.size(); }

private:
  SequenceTable<char> Chars{'\0'};
};

} // namespace tblgen::tables
