//===- Output.cpp - Buffered text output for backends ---------------------===//

#include "tblgen/Output.h"

#include "support/Pages.h"

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tblgen {

namespace {

/// Texts on disk are read and compared this much at a time.
constexpr size_t ChunkBytes = size_t(1) << 20;

/// Calls Step(Done) until N bytes have moved, Step returning how many it
/// moved (a system call's result: retried on EINTR); false at an error or
/// when nothing moves.
template <typename Fn> bool moveFully(size_t N, Fn Step) {
  for (size_t Done = 0; Done < N;) {
    ssize_t Got = Step(Done);
    if (Got < 0 && errno == EINTR)
      continue;
    if (Got <= 0)
      return false;
    Done += size_t(Got);
  }
  return true;
}

/// Writes all of [P, P + N) to FD: at its file offset, or from offset At
/// when At is not negative.
bool writeFully(int FD, const char *P, size_t N, off_t At = -1) {
  return moveFully(N, [&](size_t Done) {
    return At < 0 ? ::write(FD, P + Done, N - Done) : ::pwrite(FD, P + Done, N - Done, At + off_t(Done));
  });
}

/// Reads exactly N bytes of FD from offset At into P; false at an error or
/// at the end of the file first.
bool readFully(int FD, char *P, size_t N, off_t At) {
  return moveFully(N, [&](size_t Done) { return ::pread(FD, P + Done, N - Done, At + off_t(Done)); });
}

/// Moves FD above the standard descriptors: with stdout closed, a new file
/// would otherwise become descriptor 1 and the output would go into itself.
int aboveStdio(int FD) {
  if (FD < 0 || FD > 2)
    return FD;
  int High = ::fcntl(FD, F_DUPFD_CLOEXEC, 3);
  ::close(FD);
  return High;
}

/// An unnamed temporary file: in Dir when it is given and can hold one
/// (Linkable is then set), else a memfd, or an unlinked file in $TMPDIR.
int makeSpillFile(const std::string &Dir, bool &Linkable) {
  Linkable = false;
#ifdef O_TMPFILE
  if (!Dir.empty()) {
    int FD = aboveStdio(::open(Dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600));
    if (FD >= 0) {
      Linkable = true;
      return FD;
    }
  }
#endif
#ifdef MFD_CLOEXEC
  int FD = aboveStdio(::memfd_create("tblgen-output", MFD_CLOEXEC));
  if (FD >= 0)
    return FD;
#endif
  const char *TmpDir = std::getenv("TMPDIR");
  std::string Path = std::string(TmpDir && *TmpDir ? TmpDir : "/tmp") + "/tblgen-output.XXXXXX";
  int FD2 = ::mkstemp(Path.data());
  if (FD2 >= 0)
    ::unlink(Path.c_str());
  return aboveStdio(FD2);
}

/// Texts that grow past this many bytes move to pages of their own.
constexpr size_t BigText = size_t(256) << 10;

size_t pageSize() {
  static const size_t P = size_t(::sysconf(_SC_PAGESIZE));
  return P;
}

size_t roundToPages(size_t N) { return (N + pageSize() - 1) & ~(pageSize() - 1); }

} // namespace

OStream::~OStream() {
  if (SpillFD >= 0)
    ::close(SpillFD);
  if (Big)
    ::munmap(Big, BigReserved);
}

bool OStream::growPages(size_t Len, size_t Need) {
  // Present pages grow by a quarter (at least 128 KiB) at a time, the
  // address space by doubling (mremap moves the pages, not the bytes).
  size_t Present =
      roundToPages(std::max(Need, BigPresent + std::max(BigPresent / 4, size_t(128) << 10)));
  if (!Big) {
    size_t Reserve = roundToPages(std::max(4 * Present, size_t(4) << 20));
    void *M = ::mmap(nullptr, Reserve, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (M == MAP_FAILED) {
      NoPages = true;
      return false;
    }
    Big = static_cast<char *>(M);
    BigReserved = Reserve;
    pages::populate(Big, Present);
    if (Len)
      std::memcpy(Big, Buf.data(), Len);
    std::string().swap(Buf);
  } else {
    if (Present > BigReserved) {
      size_t Reserve = roundToPages(std::max(2 * BigReserved, Present));
      void *M = ::mremap(Big, BigReserved, Reserve, MREMAP_MAYMOVE);
      if (M == MAP_FAILED)
        std::abort(); // out of address space
      Big = static_cast<char *>(M);
      BigReserved = Reserve;
    }
    pages::populate(Big + BigPresent, Present - BigPresent);
  }
  BigPresent = Present;
  Start = Big;
  Lim = Big + BigPresent;
  return true;
}

void OStream::detachPages() const {
  Buf.assign(Big, size_t(Pos - Big));
  ::munmap(Big, BigReserved);
  Big = nullptr;
  BigReserved = BigPresent = 0;
  NoPages = true;
}

char *OStream::makeRoom(size_t N) {
  size_t Len = view().size();
  if (!Lim || N >= size_t(Lim - Pos)) {
    if ((Big || Len + N + 1 > BigText) && !NoPages && growPages(Len, Len + N + 1)) {
      Pos = Start + Len;
      return Pos;
    }
    // The room is zero-filled once, when it is added; doubling keeps that
    // linear in the text. Taking the text back from str() reuses the
    // string's spare capacity, at most 4 KiB of it, so a caller that
    // alternates str() and writes does not refill much (and a fresh stream
    // starts in the string's inline buffer).
    size_t Size = Lim ? 2 * Buf.size() : std::min(Buf.capacity(), Len + 4096);
    Size = std::max(Size, Len + N + 1);
    if (SpillAt)
      Size = std::min(Size, std::max(SpillAt + 4096, Len + N + 1));
    Buf.resize(Size);
    Start = Buf.data();
    Lim = Buf.data() + Buf.size();
  }
  Pos = Start + Len;
  return Pos;
}

OStream &OStream::writeSlow(const char *S, size_t N) {
  // A piece as big as the spill threshold goes to the temporary file
  // straight after what is buffered, instead of through the buffer (which
  // would otherwise grow to its size first).
  if (SpillAt && N >= SpillAt) {
    spill();
    if (SpillAt && SpillFD >= 0 && view().empty()) {
      if (writeFully(SpillFD, S, N)) {
        Spilled += N;
        return *this;
      }
      unspill(); // (out of space: everything in memory again)
    }
  }
  char *D = makeRoom(N);
  if (N)
    std::memcpy(D, S, N);
  Pos = D + N;
  if (SpillAt && view().size() >= SpillAt)
    spill();
  return *this;
}

char *OStream::claimSlow(size_t N) {
  // No spilling here: the caller has yet to write the bytes; the next
  // write that does not fit spills them.
  char *D = makeRoom(N);
  Pos = D + N;
  return D;
}

void OStream::spill() {
  if (SpillFD < 0) {
    SpillFD = makeSpillFile(SpillDir, SpillLinkable);
    if (SpillFD < 0) {
      SpillAt = 0; // keep everything in memory
      return;
    }
  }
  std::string_view Text = view();
  if (!writeFully(SpillFD, Text.data(), Text.size())) {
    unspill();
    return;
  }
  Spilled += Text.size();
  clear();
}

void OStream::unspill() {
  // Out of space for the temporary file: keep the rest in memory and
  // bring back what was written (the first Spilled bytes; a write that
  // failed part way counts for nothing), so nothing is lost.
  detach();
  std::string All;
  All.resize(Spilled);
  if (!readFully(SpillFD, All.data(), Spilled, 0))
    std::abort();
  All += Buf;
  Buf.swap(All);
  ::close(SpillFD);
  SpillFD = -1;
  Spilled = 0;
  SpillAt = 0;
}

bool OStream::linkAs(const std::string &Path, unsigned Mode) const {
  if (!spilledBeside()) {
    errno = EXDEV;
    return false;
  }
  // At the end of the spilled part, however often this is called.
  std::string_view Rest = view();
  if (!writeFully(SpillFD, Rest.data(), Rest.size(), off_t(Spilled)))
    return false;
  if (::fchmod(SpillFD, mode_t(Mode)) != 0)
    return false;
  // An O_TMPFILE file gets its name through its /proc link.
  char Self[48];
  std::snprintf(Self, sizeof Self, "/proc/self/fd/%d", SpillFD);
  return ::linkat(AT_FDCWD, Self, AT_FDCWD, Path.c_str(), AT_SYMLINK_FOLLOW) == 0;
}

/// Copies the first N bytes of file From to To (at its offset) in the
/// kernel; returns how many were copied before an error or the end.
static uint64_t copyFile(int To, int From, uint64_t N) {
  off_t At = 0;
  while (uint64_t(At) < N) {
    ssize_t Got = ::sendfile(To, From, &At, size_t(std::min<uint64_t>(N - uint64_t(At), 1u << 30)));
    if (Got < 0 && errno == EINTR)
      continue;
    if (Got <= 0)
      break;
  }
  return uint64_t(At);
}

bool OStream::writeTo(int FD) const {
  if (FD == SpillFD && FD >= 0) {
    errno = EBADF;
    return false;
  }
  if (Spilled) {
    // The kernel copies from the temporary file directly when it can.
    uint64_t Off = copyFile(FD, SpillFD, Spilled);
    if (Off == Spilled)
      return writeFully(FD, view().data(), view().size());
    if (Off != 0)
      return false; // part went out: a real write error
  }
  if (!forEachSpilledChunk([&](uint64_t, std::string_view Chunk) {
        return writeFully(FD, Chunk.data(), Chunk.size());
      }))
    return false;
  return writeFully(FD, view().data(), view().size());
}

bool OStream::append(const OStream &Other) {
  if (Other.Spilled && SpillAt) {
    spill();
    if (SpillAt && SpillFD >= 0 && view().empty()) {
      if (copyFile(SpillFD, Other.SpillFD, Other.Spilled) == Other.Spilled) {
        Spilled += Other.Spilled;
        *this << Other.view();
        return true;
      }
      // (A copy that stopped part way is dropped: the rest goes through
      // memory below.)
      if (::ftruncate(SpillFD, off_t(Spilled)) != 0 ||
          ::lseek(SpillFD, off_t(Spilled), SEEK_SET) != off_t(Spilled))
        unspill();
    }
  }
  bool Read = Other.forEachSpilledChunk([&](uint64_t, std::string_view Chunk) {
    *this << Chunk;
    return true;
  });
  *this << Other.view();
  return Read;
}

bool OStream::equals(std::string_view Other) const {
  if (Other.size() != size())
    return false;
  if (!forEachSpilledChunk([&](uint64_t Off, std::string_view Chunk) {
        return Other.substr(size_t(Off), Chunk.size()) == Chunk;
      }))
    return false;
  return Other.substr(size_t(Spilled)) == view();
}

bool OStream::equalsFile(int FD) const {
  struct stat St;
  if (::fstat(FD, &St) != 0 || !S_ISREG(St.st_mode) || uint64_t(St.st_size) != size())
    return false;
  std::string Old;
  auto Same = [&](uint64_t At, std::string_view Chunk) {
    Old.resize(Chunk.size());
    return readFully(FD, Old.data(), Chunk.size(), off_t(At)) &&
           std::memcmp(Old.data(), Chunk.data(), Chunk.size()) == 0;
  };
  if (!forEachSpilledChunk(Same))
    return false;
  std::string_view Rest = view();
  for (size_t I = 0; I < Rest.size(); I += ChunkBytes)
    if (!Same(Spilled + I, Rest.substr(I, ChunkBytes)))
      return false;
  return true;
}

template <typename Fn> bool OStream::forEachSpilledChunk(Fn F) const {
  if (!Spilled)
    return true;
  std::string Tmp(ChunkBytes, '\0');
  for (uint64_t Off = 0; Off < Spilled;) {
    size_t Want = size_t(std::min<uint64_t>(ChunkBytes, Spilled - Off));
    if (!readFully(SpillFD, Tmp.data(), Want, off_t(Off)) || !F(Off, std::string_view(Tmp.data(), Want)))
      return false;
    Off += Want;
  }
  return true;
}

void OStream::writeUnsigned(uint64_t V) {
  // Most numbers in generated tables have one or two digits.
  if (V < 10) {
    *this << char('0' + V);
    return;
  }
  static constexpr char Pairs[] = "00010203040506070809101112131415161718192021222324"
                                  "25262728293031323334353637383940414243444546474849"
                                  "50515253545556575859606162636465666768697071727374"
                                  "75767778798081828384858687888990919293949596979899";
  char Tmp[20];
  char *P = Tmp + sizeof(Tmp);
  while (V >= 100) {
    unsigned Two = unsigned(V % 100);
    V /= 100;
    P -= 2;
    std::memcpy(P, Pairs + 2 * Two, 2);
  }
  if (V >= 10) {
    P -= 2;
    std::memcpy(P, Pairs + 2 * V, 2);
  } else {
    *--P = char('0' + V);
  }
  *this << std::string_view(P, size_t(Tmp + sizeof(Tmp) - P));
}

void OStream::writeSigned(int64_t V) {
  if (V < 0) {
    *this << '-';
    // Negate in unsigned arithmetic so INT64_MIN works.
    writeUnsigned(uint64_t(0) - uint64_t(V));
    return;
  }
  writeUnsigned(uint64_t(V));
}

void OStream::writeHex(uint64_t V, bool Upper) {
  const char *Digits = Upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char Tmp[16];
  char *P = Tmp + sizeof(Tmp);
  do {
    *--P = Digits[V & 15];
    V >>= 4;
  } while (V);
  *this << std::string_view(P, size_t(Tmp + sizeof(Tmp) - P));
}

void printInOrder(OStream &OS, size_t N,
                  const std::function<void(OStream &, size_t, size_t, unsigned)> &Print) {
  // Chunks of at least MinItems items, at most MaxChunks of them: enough to
  // balance the two threads, few enough that handing over costs nothing.
  constexpr size_t MinItems = 256, MaxChunks = 64;
  static const bool TwoCores = std::thread::hardware_concurrency() >= 2;
  if (N < 2 * MinItems || !TwoCores) {
    Print(OS, 0, N, 0);
    return;
  }
  size_t Chunks = std::min(MaxChunks, N / MinItems);
  auto chunkBegin = [&](size_t C) { return N * C / Chunks; };

  // The helper prints the odd chunks into two buffers in turn; buffer B
  // holds chunk 2k+1 for k = B (mod 2).
  struct Slot {
    OStream Buf;
    bool Full = false;
  };
  Slot Slots[2];
  std::mutex M;
  std::condition_variable CV;
  bool Stop = false;                 // the main thread failed
  std::exception_ptr HelperError;    // the helper failed (it stops then)
  bool HelperDone = false;

  std::thread Helper([&] {
    try {
      for (size_t C = 1, K = 0; C < Chunks; C += 2, ++K) {
        Slot &S = Slots[K % 2];
        {
          std::unique_lock<std::mutex> L(M);
          CV.wait(L, [&] { return !S.Full || Stop; });
          if (Stop)
            break;
        }
        Print(S.Buf, chunkBegin(C), chunkBegin(C + 1), 1);
        std::lock_guard<std::mutex> L(M);
        S.Full = true;
        CV.notify_all();
      }
    } catch (...) {
      std::lock_guard<std::mutex> L(M);
      HelperError = std::current_exception();
    }
    std::lock_guard<std::mutex> L(M);
    HelperDone = true;
    CV.notify_all();
  });

  std::exception_ptr MainError;
  try {
    for (size_t C = 0, K = 0; C < Chunks; ++C) {
      if (C % 2 == 0) {
        Print(OS, chunkBegin(C), chunkBegin(C + 1), 0);
        continue;
      }
      Slot &S = Slots[K++ % 2];
      {
        std::unique_lock<std::mutex> L(M);
        CV.wait(L, [&] { return S.Full || HelperDone; });
        if (!S.Full)
          break; // the helper failed
      }
      OS << S.Buf.view();
      S.Buf.clear();
      std::lock_guard<std::mutex> L(M);
      S.Full = false;
      CV.notify_all();
    }
  } catch (...) {
    MainError = std::current_exception();
    std::lock_guard<std::mutex> L(M);
    Stop = true;
    CV.notify_all();
  }
  Helper.join();
  if (MainError)
    std::rethrow_exception(MainError);
  if (HelperError)
    std::rethrow_exception(HelperError);
}

} // namespace tblgen
