//===- Output.h - Buffered text output for backends -------------*- C++ -*-===//
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
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
  OStream() = default;
  OStream(const OStream &) = delete;
  OStream &operator=(const OStream &) = delete;
  ~OStream();

  // Inlined so that a literal's length is known where it is written.
  [[gnu::always_inline]] OStream &operator<<(std::string_view S) {
    Buf.append(S.data(), S.size());
    return checkSpill();
  }
  [[gnu::always_inline]] OStream &operator<<(const char *S) {
    return *this << std::string_view(S);
  }
  OStream &operator<<(const std::string &S) { Buf.append(S); return checkSpill(); }
  OStream &operator<<(char C) { Buf.push_back(C); return checkSpill(); }
  template <typename T>
  std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, char> && !std::is_same_v<T, bool>, OStream &>
  operator<<(T V) {
    if constexpr (std::is_signed_v<T>) writeSigned(int64_t(V)); else writeUnsigned(uint64_t(V));
    return *this;
  }
  OStream &operator<<(bool B) { return *this << (B ? '1' : '0'); }

  /// Writes N spaces.
  OStream &indent(unsigned N) { Buf.append(N, ' '); return checkSpill(); }
  /// Writes V in decimal.
  void writeSigned(int64_t V);
  void writeUnsigned(uint64_t V);
  /// Writes V in hex (lower case digits, no prefix).
  void writeHex(uint64_t V, bool Upper = false);

  /// Everything written so far (unless spilling is on, see below).
  std::string &str() { return Buf; }
  const std::string &str() const { return Buf; }
  /// Bytes written so far.
  uint64_t size() const { return Spilled + Buf.size(); }
  /// A hint that about N more bytes are coming (saves regrowing the buffer;
  /// when spilling, the buffer never needs more than the threshold).
  void reserve(size_t N) {
    if (SpillAt && N > SpillAt)
      N = SpillAt + 4096;
    Buf.reserve(Buf.size() + N);
  }

  /// Driver side. Once the buffer holds Threshold bytes, its contents move to
  /// an anonymous temporary file (memfd), so big outputs do not stay in
  /// memory; str() then holds only the part not yet moved. Stays in memory
  /// when no temporary file can be made.
  void enableSpill(size_t Threshold) { SpillAt = Threshold; }
  bool spilled() const { return Spilled != 0; }
  /// Writes everything (spilled part, then buffer) to FD. False on error.
  bool writeTo(int FD) const;
  /// Whether the whole text equals Other.
  bool equals(std::string_view Other) const;

private:
  OStream &checkSpill() {
    if (SpillAt && Buf.size() >= SpillAt)
      spill();
    return *this;
  }
  void spill();
  /// Calls F(offset, chunk) on the spilled text in order; false if reading
  /// fails or F returns false.
  template <typename Fn> bool forEachSpilledChunk(Fn F) const;
  std::string Buf;
  size_t SpillAt = 0;
  int SpillFD = -1;
  uint64_t Spilled = 0;
};

/// Prints items [0, N) in order into OS on two threads. Print(Out, Begin,
/// End, Thread) prints items [Begin, End) into Out; Thread (0 or 1) tells
/// which thread runs the call, for callers that keep scratch state per
/// thread. The items are cut into chunks that alternate between this thread
/// (printing straight into OS) and a helper thread (printing into a buffer
/// that is appended when its turn comes), so OS receives exactly what one
/// thread printing everything would write, and at most two chunks wait in
/// memory. Print may only read shared state. An exception thrown by Print
/// reaches the caller (the first one, after both threads stopped). Small
/// inputs, or a machine with one core, are printed on this thread alone.
void printInOrder(OStream &OS, size_t N,
                  const std::function<void(OStream &Out, size_t Begin, size_t End,
                                           unsigned Thread)> &Print);

} // namespace tblgen
