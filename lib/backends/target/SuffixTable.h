//===- SuffixTable.h - Sequences packed into one array ----------*- C++ -*-===//
//
// Many generated tables are one array holding many (terminated) sequences,
// each referred to by its offset; a sequence that ends another shares its
// storage. The array lists the kept sequences ordered by their reversed
// elements, which puts each sequence right before any that end with it;
// llvm-tblgen lays its tables out the same way, so offsets match.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace tblgen::target {

template <typename Elem, typename Less = std::less<Elem>> class SuffixTable {
public:
  using Seq = std::vector<Elem>;

  explicit SuffixTable(std::optional<Elem> Terminator = Elem()) : Terminator(Terminator) {}

  void add(Seq S) { Pending.push_back(std::move(S)); }

  /// Fixes the layout; no add() after.
  void layout() {
    std::sort(Pending.begin(), Pending.end(), reversedLess);
    Pending.erase(std::unique(Pending.begin(), Pending.end()), Pending.end());
    for (size_t I = 0; I < Pending.size(); ++I) {
      // Sorted by reversed elements, a sequence that ends another one sits
      // right before it.
      if (I + 1 < Pending.size() && endsWith(Pending[I + 1], Pending[I]))
        continue;
      Kept.push_back(std::move(Pending[I]));
      Offsets.push_back(Entries);
      Entries += unsigned(Kept.back().size()) + (Terminator ? 1 : 0);
    }
    Pending.clear();
  }

  /// The offset of S (which was added) in the array.
  unsigned get(const Seq &S) const {
    auto It = std::lower_bound(Kept.begin(), Kept.end(), S, reversedLess);
    size_t I = size_t(It - Kept.begin());
    return Offsets[I] + unsigned(Kept[I].size() - S.size());
  }

  /// Entries in the array.
  unsigned size() const { return Entries; }

  /// Prints the array's body: one line per kept sequence.
  template <typename PrintFn> void emit(OStream &OS, PrintFn Print) const {
    for (size_t I = 0; I < Kept.size(); ++I) {
      OS << "  /* " << Offsets[I] << " */ ";
      for (const Elem &E : Kept[I]) {
        Print(OS, E);
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
      Print(OS, Elem());
      OS << '\n';
    }
  }

  const std::vector<Seq> &sequences() const { return Kept; }
  const std::vector<unsigned> &offsets() const { return Offsets; }

private:
  static bool reversedLess(const Seq &A, const Seq &B) {
    return std::lexicographical_compare(A.rbegin(), A.rend(), B.rbegin(), B.rend(), Less());
  }
  static bool endsWith(const Seq &Long, const Seq &Short) {
    return Short.size() <= Long.size() && std::equal(Short.rbegin(), Short.rend(), Long.rbegin());
  }

  std::optional<Elem> Terminator;
  std::vector<Seq> Pending, Kept;
  std::vector<unsigned> Offsets;
  unsigned Entries = 0;
};

/// Writes S as the inside of a C string literal, escaping as llvm's
/// raw_ostream::write_escaped does.
inline void writeEscaped(OStream &OS, const std::string &S) {
  static const char Hex[] = "0123456789ABCDEF";
  for (unsigned char C : S) {
    switch (C) {
    case '\\': OS << "\\\\"; break;
    case '\t': OS << "\\t"; break;
    case '\n': OS << "\\n"; break;
    case '"': OS << "\\\""; break;
    default:
      if (C >= 0x20 && C < 0x7f) {
        OS << char(C);
      } else {
        // Octal, three digits.
        OS << '\\' << char('0' + ((C >> 6) & 7)) << char('0' + ((C >> 3) & 7))
           << char('0' + (C & 7));
      }
    }
  }
  (void)Hex;
}

/// A string table: each string and its NUL, emitted as string literals.
class StringTable {
public:
  void add(const std::string &S) { T.add(std::vector<char>(S.begin(), S.end())); }
  void layout() { T.layout(); }
  unsigned get(const std::string &S) const { return T.get(std::vector<char>(S.begin(), S.end())); }
  /// Bytes in the laid out table, terminators included.
  unsigned size() const { return T.size(); }
  void emitDef(OStream &OS, const std::string &Decl) const {
    OS << "\n#ifdef __GNUC__\n"
       << "#pragma GCC diagnostic push\n"
       << "#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n"
       << "#endif\n"
       << Decl << " = {\n";
    for (size_t I = 0; I < T.sequences().size(); ++I) {
      const std::vector<char> &S = T.sequences()[I];
      OS << "  /* " << T.offsets()[I] << " */ \"";
      writeEscaped(OS, std::string(S.begin(), S.end()) + std::string(1, '\0'));
      OS << "\"\n";
    }
    OS << "};\n"
       << "#ifdef __GNUC__\n"
       << "#pragma GCC diagnostic pop\n"
       << "#endif\n\n";
  }

private:
  SuffixTable<char> T{'\0'};
};

} // namespace tblgen::target
