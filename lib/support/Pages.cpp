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

/// The worker: a fixed ring of requests under a mutex (a request is rare:
/// one per 64 KiB-2 MiB of new memory), served in order by one detached
/// thread that sleeps on a condition variable when there is nothing to do.
/// Requests come from operator new too, so nothing here allocates: the
/// ring is fixed and the thread is made with pthread_create. Static
/// storage, never destroyed: the thread may still wait when the process
/// ends.
class Worker {
public:
  struct Request {
    void *P;
    size_t Bytes;
    size_t BlockBytes;
    void (*OnRefused)(void *);
  };

  bool running() const { return State.load(std::memory_order_acquire) == Running; }

  bool start() {
    int S = State.load(std::memory_order_acquire);
    if (S != Idle)
      return S == Running;
    pthread_mutex_lock(&StartMutex);
    S = State.load(std::memory_order_relaxed);
    if (S == Idle) {
      pthread_attr_t Attr;
      bool Ok = pthread_attr_init(&Attr) == 0;
      if (Ok) {
        pthread_t T;
        Ok = pthread_attr_setstacksize(&Attr, size_t(64) << 10) == 0 &&
             pthread_attr_setdetachstate(&Attr, PTHREAD_CREATE_DETACHED) == 0 &&
             pthread_create(&T, &Attr, &Worker::serve, this) == 0;
        pthread_attr_destroy(&Attr);
      }
      S = Ok ? Running : Failed;
      State.store(S, std::memory_order_release);
    }
    pthread_mutex_unlock(&StartMutex);
    return S == Running;
  }

  /// The request's ticket, or 0 when the ring is full.
  uint64_t push(const Request &R) {
    pthread_mutex_lock(&Mutex);
    uint64_t Ticket = 0;
    bool Signal = false;
    if (Issued - Done.load(std::memory_order_relaxed) < RingSize) {
      Ring[Issued % RingSize] = R;
      Ticket = ++Issued;
      Signal = Sleeping;
    }
    pthread_mutex_unlock(&Mutex);
    if (Signal)
      pthread_cond_signal(&Wake);
    return Ticket;
  }

  bool done(uint64_t Ticket) const {
    return Ticket && Done.load(std::memory_order_acquire) >= Ticket;
  }

  void wait(uint64_t Ticket) {
    if (!Ticket || done(Ticket))
      return;
    pthread_mutex_lock(&Mutex);
    while (!done(Ticket))
      pthread_cond_wait(&Finished, &Mutex);
    pthread_mutex_unlock(&Mutex);
  }

private:
  static constexpr size_t RingSize = 256;
  enum : int { Idle, Running, Failed };

  static void *serve(void *Self) {
    Worker &W = *static_cast<Worker *>(Self);
    for (;;) {
      pthread_mutex_lock(&W.Mutex);
      while (W.Issued == W.Done.load(std::memory_order_relaxed)) {
        W.Sleeping = true;
        pthread_cond_wait(&W.Wake, &W.Mutex);
      }
      W.Sleeping = false;
      Request R = W.Ring[W.Done.load(std::memory_order_relaxed) % RingSize];
      pthread_mutex_unlock(&W.Mutex);
      if (!populate(R.P, R.Bytes) && R.BlockBytes) {
        // One refused page spoils the whole call: go block by block.
        for (size_t Off = 0; Off < R.Bytes; Off += R.BlockBytes) {
          void *B = static_cast<char *>(R.P) + Off;
          if (!populate(B, std::min(R.BlockBytes, R.Bytes - Off)) && R.OnRefused)
            R.OnRefused(B);
        }
      }
      pthread_mutex_lock(&W.Mutex);
      W.Done.fetch_add(1, std::memory_order_release);
      pthread_mutex_unlock(&W.Mutex);
      pthread_cond_broadcast(&W.Finished);
    }
    return nullptr;
  }

  pthread_mutex_t Mutex = PTHREAD_MUTEX_INITIALIZER, StartMutex = PTHREAD_MUTEX_INITIALIZER;
  pthread_cond_t Wake = PTHREAD_COND_INITIALIZER, Finished = PTHREAD_COND_INITIALIZER;
  Request Ring[RingSize];
  uint64_t Issued = 0;   ///< Under Mutex.
  bool Sleeping = false; ///< Under Mutex: the thread waits on Wake.
  std::atomic<uint64_t> Done{0};
  std::atomic<int> State{Idle};
};

alignas(64) Worker TheWorker;
std::atomic<bool> Enabled{false};

} // namespace

void enableBackgroundPopulate() { Enabled.store(true, std::memory_order_release); }

bool backgroundPopulateEnabled() { return Enabled.load(std::memory_order_relaxed); }

bool startHelper() { return backgroundPopulateEnabled() && TheWorker.start(); }

bool backgroundPopulateRunning() { return TheWorker.running(); }

uint64_t populateAsync(void *P, size_t Bytes, size_t BlockBytes, void (*OnRefused)(void *)) {
  if (!Bytes || !startHelper())
    return 0;
  return TheWorker.push({P, Bytes, BlockBytes < Bytes ? BlockBytes : 0, OnRefused});
}

bool populateSoon(void *P, size_t Bytes, size_t BlockBytes, void (*OnRefused)(void *)) {
  if (!Bytes || !TheWorker.running())
    return false;
  return TheWorker.push({P, Bytes, BlockBytes < Bytes ? BlockBytes : 0, OnRefused}) != 0;
}

bool populated(uint64_t Ticket) { return TheWorker.done(Ticket); }

void waitPopulated(uint64_t Ticket) { TheWorker.wait(Ticket); }

} // namespace tblgen::pages
