//===- Output.h - Buffered text output for backends -------------*- C++ -*-===//
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

namespace tblgen {

/// Append-only text buffer that backends print into. The driver writes it to
/// the output file only after the backend succeeded.
///
///   OS << "enum " << Name << " {\n";     // strings, string_views, chars
///   OS << "  X = " << Value << ",\n";    // integers in decimal
///   OS.indent(4); OS.writeHex(V, true);   // spaces; hex without "0x"
///
/// A bool prints as 1 or 0 (as llvm::raw_ostream prints it). Values, types,
/// records and fields print with << too (see Record.h).
class OStream {
public:
  OStream &operator<<(std::string_view S) { Buf.append(S.data(), S.size()); return *this; }
  OStream &operator<<(const char *S) { Buf.append(S); return *this; }
  OStream &operator<<(const std::string &S) { Buf.append(S); return *this; }
  OStream &operator<<(char C) { Buf.push_back(C); return *this; }
  template <typename T>
  std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, char> && !std::is_same_v<T, bool>, OStream &>
  operator<<(T V) {
    if constexpr (std::is_signed_v<T>) writeSigned(int64_t(V)); else writeUnsigned(uint64_t(V));
    return *this;
  }
  OStream &operator<<(bool B) { return *this << (B ? '1' : '0'); }

  /// Writes N spaces.
  OStream &indent(unsigned N) { Buf.append(N, ' '); return *this; }
  /// Writes V in decimal.
  void writeSigned(int64_t V);
  void writeUnsigned(uint64_t V);
  /// Writes V in hex (lower case digits, no prefix).
  void writeHex(uint64_t V, bool Upper = false);

  /// Everything written so far.
  std::string &str() { return Buf; }
  const std::string &str() const { return Buf; }
  /// Bytes written so far.
  size_t size() const { return Buf.size(); }

private:
  std::string Buf;
};

} // namespace tblgen
