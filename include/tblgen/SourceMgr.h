//===- SourceMgr.h - Source buffers and 32-bit locations --------*- C++ -*-===//
//
// Every byte of every buffer tblgen reads has a unique 32-bit location: each
// buffer is given a base offset in one global space, so a location is a
// single integer and 0 means "no location".
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {

/// A position in some source buffer; 0 is the invalid location.
struct SrcLoc {
  uint32_t Raw = 0;
  constexpr SrcLoc() = default;
  constexpr explicit SrcLoc(uint32_t R) : Raw(R) {}
  bool isValid() const { return Raw != 0; }
  friend bool operator==(SrcLoc A, SrcLoc B) { return A.Raw == B.Raw; }
  friend bool operator!=(SrcLoc A, SrcLoc B) { return A.Raw != B.Raw; }
};

/// A half-open range of source locations.
struct SrcRange {
  SrcLoc Start, End;
};

/// Owns the source buffers and maps locations back to file, line and column.
class SourceMgr {
public:
  struct Buffer {
    std::string Name;      ///< Path as opened (or "<stdin>").
    std::string_view Text; ///< Contents, followed by a NUL sentinel.
    uint32_t Base = 0;     ///< Location of the first byte.
    SrcLoc IncludeLoc;     ///< Where it was included from, if anywhere.
    mutable std::vector<uint32_t> LineStarts; ///< Built lazily.
    size_t size() const { return Text.size() - 1; }

    Buffer() = default;
    Buffer(const Buffer &) = delete;
    Buffer &operator=(const Buffer &) = delete;
    ~Buffer();
    /// Where Text lives: a string, or a read-only mapping of the file (for
    /// a file included again, neither: the first buffer's text).
    std::string Owned;
    void *Mapped = nullptr;
    size_t MappedBytes = 0;
  };

  SourceMgr();

  /// Adds a buffer; returns its index.
  unsigned addBuffer(std::string Name, std::string Text, SrcLoc IncludeLoc);
  /// Reads a file into a new buffer. Returns -1 (and sets Err) on failure.
  int addFile(const std::string &Path, SrcLoc IncludeLoc, std::string &Err);
  /// Finds an include file: the name as given (relative to the working
  /// directory) first, then the include directories in order. Returns -1
  /// when it cannot be found. A name included before gets a new buffer over
  /// the text first read for it (the file is not searched for or read
  /// again).
  int addIncludeFile(const std::string &Name, SrcLoc IncludeLoc,
                     std::string &FullPath);

  unsigned numBuffers() const { return Buffers.size(); }
  const Buffer &buffer(unsigned Id) const { return *Buffers[Id]; }
  /// Index of the buffer holding Loc, or -1.
  int findBuffer(SrcLoc Loc) const;
  /// Location of byte Offset in buffer Id.
  SrcLoc locFor(unsigned Id, size_t Offset) const {
    return SrcLoc(Buffers[Id]->Base + uint32_t(Offset));
  }
  /// Pointer to the byte at Loc.
  const char *pointer(SrcLoc Loc) const;

  struct LineCol {
    unsigned Line = 0, Col = 0;
  };
  LineCol lineCol(SrcLoc Loc) const;
  /// The whole line holding Loc, without its newline.
  std::string_view lineText(SrcLoc Loc) const;

  std::vector<std::string> IncludeDirs;
  /// When set, include files are read through this instead of the file
  /// system: it is called with each candidate path and returns true with
  /// the contents in Text when that path exists (the fuzz targets use it so
  /// that `include` never touches the disk).
  std::function<bool(const std::string &Path, std::string &Text)> IncludeReader;
  /// Every file opened, in order (for -d dependency files).
  std::vector<std::string> Dependencies;

  /// Prints "file:line:col: <kind>: msg", the source line and a caret, with
  /// "Included from" lines first, in the format llvm::SourceMgr uses.
  void printMessage(std::string &Out, SrcLoc Loc, std::string_view Kind,
                    std::string_view Msg) const;

private:
  const Buffer *bufferFor(SrcLoc Loc) const;
  /// Adds a file's contents: a read-only mapping of MapSize bytes (the byte
  /// after them reads as NUL; the buffer unmaps it) when Map is set, else
  /// Text. -1 (and the mapping released) when the location space is full.
  int addLoaded(std::string Name, std::string Text, void *Map, size_t MapSize,
                SrcLoc IncludeLoc);
  /// Places B (Text set) after the last buffer.
  unsigned pushBuffer(std::unique_ptr<Buffer> B, SrcLoc IncludeLoc);
  void printIncludeStack(std::string &Out, SrcLoc IncludeLoc) const;

  std::vector<std::unique_ptr<Buffer>> Buffers;
  uint32_t NextBase = 1;
  /// Include name -> the buffer its file was first read into (not with an
  /// IncludeReader).
  std::unordered_map<std::string, unsigned> IncludedAs;
  /// Guards the lazy construction of Buffer::LineStarts (diagnostics may be
  /// printed from several threads).
  std::unique_ptr<std::mutex> LineMutex;
};

/// Appends a diagnostic's quoted source line as llvm-tblgen prints it: Line
/// with its tabs expanded (to the next multiple of 8 columns), a newline,
/// then a caret under byte Column and a newline (the caret line is left
/// out when Line holds a non-ASCII byte).
void appendSourceLine(std::string &Out, std::string_view Line, size_t Column);

} // namespace tblgen
