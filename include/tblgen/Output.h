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

  // The writers below are inlined: a write that fits in the room left is a
  // compare and a copy whose length is often known where it is written.
  [[gnu::always_inline]] OStream &operator<<(std::string_view S) {
    if (S.size() < size_t(Lim - Pos)) {
      if (!S.empty()) // an empty view may have no data pointer at all
        std::memcpy(Pos, S.data(), S.size());
      Pos += S.size();
      return *this;
    }
    return writeSlow(S.data(), S.size());
  }
  [[gnu::always_inline]] OStream &operator<<(const char *S) {
    return *this << std::string_view(S);
  }
  OStream &operator<<(const std::string &S) { return *this << std::string_view(S); }
  [[gnu::always_inline]] OStream &operator<<(char C) {
    if (size_t(Lim - Pos) > 1) {
      *Pos++ = C;
      return *this;
    }
    return writeSlow(&C, 1);
  }
  template <typename T>
  std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, char> && !std::is_same_v<T, bool>, OStream &>
  operator<<(T V) {
    if constexpr (std::is_signed_v<T>) writeSigned(int64_t(V)); else writeUnsigned(uint64_t(V));
    return *this;
  }
  OStream &operator<<(bool B) { return *this << (B ? '1' : '0'); }

  /// Writes N spaces.
  OStream &indent(unsigned N) { return fill(N, ' '); }
  /// Writes N copies of C.
  OStream &fill(size_t N, char C) {
    std::memset(claim(N), C, N);
    return *this;
  }
  /// Writes V in decimal.
  void writeSigned(int64_t V);
  void writeUnsigned(uint64_t V);
  /// Writes V in hex (lower case digits, no prefix).
  void writeHex(uint64_t V, bool Upper = false);
  /// The next N bytes of the text, for the caller to fill in right away
  /// (before any other call on this stream).
  [[gnu::always_inline]] char *claim(size_t N) {
    if (N < size_t(Lim - Pos)) {
      char *P = Pos;
      Pos += N;
      return P;
    }
    return claimSlow(N);
  }

  /// Everything written so far that is still in memory (unless spilling is
  /// on, see below, that is all of it). Valid until the next write.
  std::string_view view() const {
    return Lim ? std::string_view(Start, size_t(Pos - Start)) : std::string_view(Buf);
  }
  /// The same text as a string the caller may change; writes after the
  /// change continue from its end.
  std::string &str() { detach(); return Buf; }
  const std::string &str() const { detach(); return Buf; }
  /// Forgets the text still in memory (what was spilled stays).
  void clear() {
    if (Lim)
      Pos = Start;
    else
      Buf.clear();
  }
  /// Bytes written so far.
  uint64_t size() const { return Spilled + view().size(); }
  /// A hint that about N more bytes are coming (saves regrowing the buffer;
  /// when spilling, the buffer never needs more than the threshold).
  void reserve(size_t N) {
    if (SpillAt && N > SpillAt)
      N = SpillAt + 4096;
    makeRoom(N);
  }

  /// Driver side. Once the buffer holds Threshold bytes, its contents move to
  /// an anonymous temporary file (memfd), so big outputs do not stay in
  /// memory; view() then holds only the part not yet moved. A single write
  /// of Threshold bytes or more goes to the file directly (after what is
  /// buffered), not through the buffer. Stays in memory when no temporary
  /// file can be made.
  /// With Dir, the temporary file is made in that directory when it can be
  /// (an unnamed file, gone if the process ends first), so that the driver
  /// can give it the output's name (linkAs) instead of copying it.
  void enableSpill(size_t Threshold, std::string_view Dir = {}) {
    SpillAt = Threshold;
    SpillDir = Dir;
  }
  /// Spills as Other does (the same threshold, the same directory): for a
  /// piece of Other's text written apart and appended later.
  void spillLike(const OStream &Other) {
    SpillAt = Other.SpillAt;
    SpillDir = Other.SpillDir;
  }
  /// Appends Other's whole text (a spilled part is copied file to file by
  /// the kernel when both spill). False if Other's spilled part could not
  /// be read back (what was read is appended).
  bool append(const OStream &Other);
  /// The spill threshold (0: the text stays in memory).
  size_t spillsAt() const { return SpillAt; }
  bool spilled() const { return Spilled != 0; }
  /// Whether the text went to an unnamed file in the directory given to
  /// enableSpill.
  bool spilledBeside() const { return Spilled != 0 && SpillLinkable; }
  /// Completes that file with the rest of the text, sets its mode and links
  /// it at Path (a name that must not exist yet). False, with errno set,
  /// when it cannot; the text is unchanged and writeTo still works.
  bool linkAs(const std::string &Path, unsigned Mode) const;
  /// Writes everything (spilled part, then buffer) to FD. False on error.
  bool writeTo(int FD) const;
  /// Whether the whole text equals Other.
  bool equals(std::string_view Other) const;
  /// Whether the whole text equals the contents of the regular file open
  /// as FD, read a chunk at a time (a big old output is never held whole).
  bool equalsFile(int FD) const;

private:
  OStream &writeSlow(const char *S, size_t N);
  char *claimSlow(size_t N);
  /// Makes room for more than N bytes after the text; returns where the
  /// text ends.
  char *makeRoom(size_t N);
  /// Makes Buf hold exactly the text.
  void detach() const {
    if (Big)
      detachPages();
    else if (Lim)
      Buf.resize(size_t(Pos - Buf.data()));
    Start = Pos = Lim = nullptr;
  }
  /// makeRoom for a text of Need bytes (room included) kept in pages.
  /// False when no pages can be had (the text stays in Buf).
  bool growPages(size_t Len, size_t Need);
  void detachPages() const;
  void spill();
  /// After a failed write to the temporary file: the text back in memory,
  /// spilling off.
  void unspill();
  /// Calls F(offset, chunk) on the spilled text in order; false if reading
  /// fails or F returns false.
  template <typename Fn> bool forEachSpilledChunk(Fn F) const;
  /// While writing, the text is [Start, Pos) and [Pos, Lim) is room for
  /// more (zeros); all three are null when Buf holds exactly the text:
  /// before the first write and after str(). Start is Buf's data, or for a
  /// long text (see growPages) Big: pages mapped for it alone, BigReserved
  /// bytes of address space of which the first BigPresent are made present
  /// in bulk as the text grows (no page faults, and growing moves the
  /// mapping instead of copying the text into a fresh, faulting buffer).
  mutable std::string Buf;
  mutable char *Start = nullptr;
  mutable char *Pos = nullptr;
  mutable char *Lim = nullptr;
  mutable char *Big = nullptr;
  mutable size_t BigReserved = 0, BigPresent = 0;
  /// No pages for this stream: mapping failed, or the text was taken as a
  /// string once (str() alternating with writes then stays linear).
  mutable bool NoPages = false;
  size_t SpillAt = 0;
  std::string SpillDir;
  bool SpillLinkable = false;
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
