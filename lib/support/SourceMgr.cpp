//===- SourceMgr.cpp - Source buffers and 32-bit locations ----------------===//
//
// Buffers live in one global location space: buffer N occupies the locations
// [Base, Base + size] (the last one is its NUL sentinel), and the next buffer
// starts one past that. Location 0 is never used.
//
//===----------------------------------------------------------------------===//

#include "tblgen/SourceMgr.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>
#include <stdexcept>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tblgen {

namespace {

constexpr unsigned TabWidth = 8;

/// Reads all of descriptor FD into Text. Returns 0 or an errno value.
int readAll(int FD, std::string &Text) {
  struct stat St;
  if (fstat(FD, &St) == 0) {
    if (S_ISDIR(St.st_mode))
      return EISDIR;
    if (S_ISREG(St.st_mode) && St.st_size > 0)
      Text.reserve(size_t(St.st_size) + 1);
  }
  char Chunk[65536];
  for (;;) {
    ssize_t N = ::read(FD, Chunk, sizeof(Chunk));
    if (N < 0) {
      if (errno == EINTR)
        continue;
      return errno;
    }
    if (N == 0)
      return 0;
    Text.append(Chunk, size_t(N));
  }
}

/// A file's contents, mapped read-only when possible (no copy, and no page
/// faults one by one: the pages come from the page cache in one go), else
/// read into Text.
struct FileContents {
  std::string Text;
  void *Map = nullptr;
  size_t Size = 0; ///< of the mapped file
};

/// Maps a regular file whose size is not a multiple of the page size: the
/// rest of its last page reads as zeros, which gives the NUL sentinel for
/// free. Returns false (with nothing mapped) otherwise.
bool mapFile(int FD, FileContents &Out) {
  struct stat St;
  if (fstat(FD, &St) != 0 || !S_ISREG(St.st_mode) || St.st_size <= 0)
    return false;
  static const long Page = ::sysconf(_SC_PAGESIZE);
  size_t Size = size_t(St.st_size);
  if (Page <= 0 || Size % size_t(Page) == 0 || Size >= std::numeric_limits<uint32_t>::max())
    return false;
  int Flags = MAP_PRIVATE;
#ifdef MAP_POPULATE
  Flags |= MAP_POPULATE;
#endif
  void *M = ::mmap(nullptr, Size, PROT_READ, Flags, FD, 0);
  if (M == MAP_FAILED)
    return false;
  Out.Map = M;
  Out.Size = Size;
  return true;
}

/// Opens Path and maps or reads it. Returns 0 or an errno value.
int loadFile(const std::string &Path, FileContents &Out) {
  if (Path.empty())
    return ENOENT;
  int FD;
  do
    FD = ::open(Path.c_str(), O_RDONLY | O_CLOEXEC);
  while (FD < 0 && errno == EINTR);
  if (FD < 0)
    return errno;
  int Err = mapFile(FD, Out) ? 0 : readAll(FD, Out.Text);
  ::close(FD);
  return Err;
}

/// Joins a directory and a relative name the way llvm::sys::path::append
/// does for POSIX paths: exactly one separator between the two parts.
std::string joinPath(const std::string &Dir, const std::string &Name) {
  std::string Out = Dir;
  if (!Out.empty() && Out.back() == '/') {
    size_t Skip = Name.find_first_not_of('/');
    if (Skip != std::string::npos)
      Out.append(Name, Skip, std::string::npos);
    return Out;
  }
  if (!Out.empty() && (Name.empty() || Name.front() != '/'))
    Out.push_back('/');
  Out += Name;
  return Out;
}

/// Appends Line to Out, replacing each tab by spaces up to the next multiple
/// of the tab width (at least one space).
void appendExpanded(std::string &Out, std::string_view Line) {
  unsigned Col = 0;
  for (char C : Line) {
    if (C != '\t') {
      Out.push_back(C);
      ++Col;
      continue;
    }
    do {
      Out.push_back(' ');
      ++Col;
    } while (Col % TabWidth != 0);
  }
  Out.push_back('\n');
}

} // namespace

SourceMgr::SourceMgr() : LineMutex(std::make_unique<std::mutex>()) {}

SourceMgr::Buffer::~Buffer() {
  if (Mapped)
    ::munmap(Mapped, MappedBytes);
}

unsigned SourceMgr::pushBuffer(std::unique_ptr<Buffer> B, SrcLoc IncludeLoc) {
  B->Base = NextBase;
  B->IncludeLoc = IncludeLoc;
  NextBase = uint32_t(uint64_t(NextBase) + B->Text.size());
  Buffers.push_back(std::move(B));
  return unsigned(Buffers.size() - 1);
}

/// A buffer over Text (a NUL is appended).
static std::unique_ptr<SourceMgr::Buffer> ownedBuffer(std::string Name, std::string Text) {
  auto B = std::make_unique<SourceMgr::Buffer>();
  B->Name = std::move(Name);
  B->Owned = std::move(Text);
  B->Owned.push_back('\0');
  B->Text = B->Owned;
  return B;
}

unsigned SourceMgr::addBuffer(std::string Name, std::string Text,
                              SrcLoc IncludeLoc) {
  if (uint64_t(NextBase) + Text.size() + 1 > std::numeric_limits<uint32_t>::max())
    throw std::length_error("tblgen: source location space exhausted");
  return pushBuffer(ownedBuffer(std::move(Name), std::move(Text)), IncludeLoc);
}

int SourceMgr::addLoaded(std::string Name, std::string Text, void *Map, size_t MapSize,
                         SrcLoc IncludeLoc) {
  size_t Size = Map ? MapSize : Text.size();
  if (uint64_t(NextBase) + Size + 1 > std::numeric_limits<uint32_t>::max()) {
    if (Map)
      ::munmap(Map, MapSize);
    return -1;
  }
  if (!Map)
    return int(pushBuffer(ownedBuffer(std::move(Name), std::move(Text)), IncludeLoc));
  auto B = std::make_unique<Buffer>();
  B->Name = std::move(Name);
  B->Mapped = Map;
  B->MappedBytes = MapSize;
  B->Text = std::string_view(static_cast<const char *>(Map), MapSize + 1);
  return int(pushBuffer(std::move(B), IncludeLoc));
}

int SourceMgr::addFile(const std::string &Path, SrcLoc IncludeLoc,
                       std::string &Err) {
  FileContents C;
  std::string Name = Path;
  int Code;
  if (Path == "-") {
    Name = "<stdin>";
    Code = readAll(STDIN_FILENO, C.Text);
  } else {
    Code = loadFile(Path, C);
  }
  if (Code != 0) {
    Err = std::strerror(Code);
    return -1;
  }
  int Id = addLoaded(std::move(Name), std::move(C.Text), C.Map, C.Size, IncludeLoc);
  if (Id < 0)
    Err = "File too large";
  return Id;
}

int SourceMgr::addIncludeFile(const std::string &Name, SrcLoc IncludeLoc,
                              std::string &FullPath) {
  if (!IncludeReader) {
    if (auto It = IncludedAs.find(Name); It != IncludedAs.end()) {
      const Buffer &First = *Buffers[It->second];
      if (uint64_t(NextBase) + First.Text.size() > std::numeric_limits<uint32_t>::max())
        return -1;
      auto B = std::make_unique<Buffer>();
      B->Name = First.Name;
      B->Text = First.Text;
      FullPath = First.Name;
      Dependencies.push_back(First.Name);
      return int(pushBuffer(std::move(B), IncludeLoc));
    }
  }
  // Like llvm::SourceMgr::OpenIncludeFile: the name as given (relative to
  // the working directory) first, then each include directory in order.
  FileContents C;
  auto read = [&](const std::string &P) {
    C = FileContents();
    return IncludeReader ? IncludeReader(P, C.Text) : loadFile(P, C) == 0;
  };
  std::string Path = Name;
  bool Found = read(Path);
  for (size_t I = 0; !Found && I != IncludeDirs.size(); ++I) {
    Path = joinPath(IncludeDirs[I], Name);
    Found = read(Path);
  }
  if (!Found)
    return -1;
  int Id = addLoaded(Path, std::move(C.Text), C.Map, C.Size, IncludeLoc);
  if (Id >= 0) {
    FullPath = Path;
    Dependencies.push_back(std::move(Path));
    if (!IncludeReader)
      IncludedAs.emplace(Name, unsigned(Id));
  }
  return Id;
}

int SourceMgr::findBuffer(SrcLoc Loc) const {
  if (!Loc.isValid() || Buffers.empty())
    return -1;
  // Buffers are added with increasing bases: find the last base <= Loc.
  auto It = std::upper_bound(
      Buffers.begin(), Buffers.end(), Loc.Raw,
      [](uint32_t R, const std::unique_ptr<Buffer> &B) { return R < B->Base; });
  if (It == Buffers.begin())
    return -1;
  --It;
  const Buffer &B = **It;
  if (Loc.Raw - B.Base > B.size())
    return -1;
  return int(It - Buffers.begin());
}

const SourceMgr::Buffer *SourceMgr::bufferFor(SrcLoc Loc) const {
  int Id = findBuffer(Loc);
  return Id < 0 ? nullptr : Buffers[unsigned(Id)].get();
}

const char *SourceMgr::pointer(SrcLoc Loc) const {
  const Buffer *B = bufferFor(Loc);
  return B ? B->Text.data() + (Loc.Raw - B->Base) : nullptr;
}

SourceMgr::LineCol SourceMgr::lineCol(SrcLoc Loc) const {
  const Buffer *B = bufferFor(Loc);
  if (!B)
    return {};
  uint32_t Off = Loc.Raw - B->Base;
  std::lock_guard<std::mutex> Lock(*LineMutex);
  if (B->LineStarts.empty()) {
    // Lines are counted by '\n' only, as llvm::SourceMgr does.
    B->LineStarts.push_back(0);
    const char *Data = B->Text.data();
    size_t Size = B->size();
    for (const char *P = Data, *E = Data + Size;
         (P = static_cast<const char *>(std::memchr(P, '\n', size_t(E - P))));)
      B->LineStarts.push_back(uint32_t(++P - Data));
  }
  auto It = std::upper_bound(B->LineStarts.begin(), B->LineStarts.end(), Off);
  unsigned Line = unsigned(It - B->LineStarts.begin());
  return {Line, unsigned(Off - It[-1]) + 1};
}

std::string_view SourceMgr::lineText(SrcLoc Loc) const {
  const Buffer *B = bufferFor(Loc);
  if (!B)
    return {};
  const char *Start = B->Text.data();
  const char *End = Start + B->size();
  const char *P = Start + (Loc.Raw - B->Base);
  const char *LS = P, *LE = P;
  while (LS != Start && LS[-1] != '\n' && LS[-1] != '\r')
    --LS;
  while (LE != End && *LE != '\n' && *LE != '\r')
    ++LE;
  return std::string_view(LS, size_t(LE - LS));
}

void SourceMgr::printIncludeStack(std::string &Out, SrcLoc IncludeLoc) const {
  // Outermost include site first. Iterative so that deep include chains
  // cannot exhaust the stack.
  std::vector<SrcLoc> Chain;
  for (SrcLoc L = IncludeLoc; L.isValid();) {
    const Buffer *B = bufferFor(L);
    if (!B)
      break;
    Chain.push_back(L);
    L = B->IncludeLoc;
  }
  for (size_t I = Chain.size(); I-- != 0;) {
    const Buffer *B = bufferFor(Chain[I]);
    Out += "Included from ";
    Out += B->Name;
    Out += ':';
    Out += std::to_string(lineCol(Chain[I]).Line);
    Out += ":\n";
  }
}

void SourceMgr::printMessage(std::string &Out, SrcLoc Loc,
                             std::string_view Kind,
                             std::string_view Msg) const {
  const Buffer *B = bufferFor(Loc);
  if (!B) {
    // llvm::SourceMgr prints an invalid location as "<unknown>:0".
    Out += "<unknown>:0: ";
    Out += Kind;
    Out += ": ";
    Out += Msg;
    Out += '\n';
    return;
  }

  printIncludeStack(Out, B->IncludeLoc);

  // The line number counts '\n' only, but the line itself (and so the
  // column) is delimited by '\n' or '\r', as in llvm::SourceMgr.
  std::string_view Line = lineText(Loc);
  const char *LocPtr = B->Text.data() + (Loc.Raw - B->Base);
  size_t Column = size_t(LocPtr - Line.data());
  unsigned LineNo = lineCol(Loc).Line;
  if (!B->Name.empty()) {
    Out += B->Name == "-" ? std::string_view("<stdin>") : std::string_view(B->Name);
    Out += ':';
    Out += std::to_string(LineNo);
    Out += ':';
    Out += std::to_string(Column + 1);
    Out += ": ";
  }
  Out += Kind;
  Out += ": ";
  Out += Msg;
  Out += '\n';

  appendSourceLine(Out, Line, Column);
}

void appendSourceLine(std::string &Out, std::string_view Line, size_t Column) {
  bool NonASCII = std::any_of(Line.begin(), Line.end(),
                              [](char C) { return (C & 0x80) != 0; });
  appendExpanded(Out, Line);
  if (NonASCII)
    return;
  unsigned OutCol = 0;
  for (size_t I = 0; I <= Column; ++I) {
    char C = I == Column ? '^' : ' ';
    if (I < Line.size() && Line[I] == '\t') {
      do {
        Out.push_back(C);
        ++OutCol;
      } while (OutCol % TabWidth != 0);
    } else {
      Out.push_back(C);
      ++OutCol;
    }
  }
  Out.push_back('\n');
}

} // namespace tblgen
