//===- Pages.cpp - Memory straight from the system ------------------------===//
#include "support/Pages.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 // Linux 5.14
#endif

namespace tblgen::pages {

void *map(size_t Bytes) {
  const int Prot = PROT_READ | PROT_WRITE, Flags = MAP_PRIVATE | MAP_ANONYMOUS;
  if (Bytes < HugePage || Bytes % HugePage) {
    void *M = ::mmap(nullptr, Bytes, Prot, Flags, -1, 0);
    return M == MAP_FAILED ? nullptr : M;
  }
  // Over-map by one huge page and trim to a 2 MiB boundary.
  void *M = ::mmap(nullptr, Bytes + HugePage, Prot, Flags, -1, 0);
  if (M == MAP_FAILED)
    return nullptr;
  uintptr_t Start = reinterpret_cast<uintptr_t>(M);
  uintptr_t Aligned = (Start + HugePage - 1) & ~uintptr_t(HugePage - 1);
  if (Aligned > Start)
    ::munmap(M, Aligned - Start);
  if (uintptr_t Tail = Start + Bytes + HugePage - (Aligned + Bytes))
    ::munmap(reinterpret_cast<void *>(Aligned + Bytes), Tail);
#ifdef MADV_HUGEPAGE
  ::madvise(reinterpret_cast<void *>(Aligned), Bytes, MADV_HUGEPAGE);
#endif
  return reinterpret_cast<void *>(Aligned);
}

void unmap(void *P, size_t Bytes) {
  if (P)
    ::munmap(P, Bytes);
}

bool populate(void *P, size_t Bytes) {
  // A kernel that does not know the advice, or a range that is not mapped
  // read-write, answers with an error, and the pages fault in as usual.
  if (!Bytes)
    return true;
  static const uintptr_t PageMask = uintptr_t(::sysconf(_SC_PAGESIZE)) - 1;
  uintptr_t Begin = reinterpret_cast<uintptr_t>(P) & ~PageMask;
  uintptr_t End = (reinterpret_cast<uintptr_t>(P) + Bytes + PageMask) & ~PageMask;
  return ::madvise(reinterpret_cast<void *>(Begin), End - Begin, MADV_POPULATE_WRITE) == 0;
}

namespace {

/// The helper of populateSoon: a small queue of ranges under a mutex (a
/// request is rare: one per few hundred KiB of new memory), served in order
/// by one thread that sleeps on a condition variable when there is nothing
/// to do. Static storage, never destroyed: the thread may still be waiting
/// when the process ends.
struct Helper {
  struct Range {
    void *P;
    size_t Bytes;
    size_t BlockBytes;
    void (*OnRefused)(void *);
  };
  static constexpr unsigned Capacity = 64;
  pthread_mutex_t Mutex = PTHREAD_MUTEX_INITIALIZER;
  pthread_cond_t Wake = PTHREAD_COND_INITIALIZER;
  Range Queue[Capacity];
  unsigned Head = 0, Count = 0; ///< Under Mutex.
  bool Waiting = false;         ///< Under Mutex: the thread sleeps on Wake.

  static void *run(void *Self) {
    Helper &H = *static_cast<Helper *>(Self);
    for (;;) {
      pthread_mutex_lock(&H.Mutex);
      while (!H.Count) {
        H.Waiting = true;
        pthread_cond_wait(&H.Wake, &H.Mutex);
      }
      H.Waiting = false;
      Range R = H.Queue[H.Head];
      H.Head = (H.Head + 1) % Capacity;
      --H.Count;
      pthread_mutex_unlock(&H.Mutex);
      if (populate(R.P, R.Bytes) || !R.BlockBytes)
        continue;
      // One refused page spoils the whole call: go block by block.
      for (size_t Off = 0; Off < R.Bytes; Off += R.BlockBytes) {
        void *B = static_cast<char *>(R.P) + Off;
        if (!populate(B, std::min(R.BlockBytes, R.Bytes - Off)) && R.OnRefused)
          R.OnRefused(B);
      }
    }
    return nullptr;
  }

  bool push(const Range &R) {
    pthread_mutex_lock(&Mutex);
    bool Queued = Count < Capacity;
    bool Signal = false;
    if (Queued) {
      Queue[(Head + Count) % Capacity] = R;
      ++Count;
      Signal = Waiting;
    }
    pthread_mutex_unlock(&Mutex);
    if (Signal)
      pthread_cond_signal(&Wake);
    return Queued;
  }
};

alignas(64) Helper TheHelper;
/// 0: not started, 1: running, 2: could not start.
std::atomic<int> HelperState{0};
pthread_mutex_t StartMutex = PTHREAD_MUTEX_INITIALIZER;

} // namespace

bool startHelper() {
  int S = HelperState.load(std::memory_order_acquire);
  if (S)
    return S == 1;
  pthread_mutex_lock(&StartMutex);
  S = HelperState.load(std::memory_order_relaxed);
  if (!S) {
    pthread_attr_t Attr;
    bool Ok = pthread_attr_init(&Attr) == 0;
    if (Ok) {
      pthread_t T;
      Ok = pthread_attr_setstacksize(&Attr, size_t(64) << 10) == 0 &&
           pthread_attr_setdetachstate(&Attr, PTHREAD_CREATE_DETACHED) == 0 &&
           pthread_create(&T, &Attr, Helper::run, &TheHelper) == 0;
      pthread_attr_destroy(&Attr);
    }
    S = Ok ? 1 : 2;
    HelperState.store(S, std::memory_order_release);
  }
  pthread_mutex_unlock(&StartMutex);
  return S == 1;
}

bool populateSoon(void *P, size_t Bytes, size_t BlockBytes, void (*OnRefused)(void *)) {
  if (HelperState.load(std::memory_order_acquire) != 1 || !Bytes)
    return false;
  return TheHelper.push({P, Bytes, BlockBytes < Bytes ? BlockBytes : 0, OnRefused});
}

} // namespace tblgen::pages
