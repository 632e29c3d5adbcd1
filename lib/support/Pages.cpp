//===- Pages.cpp - Memory straight from the system ------------------------===//
#include "support/Pages.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
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

void populate(void *P, size_t Bytes) {
  // A kernel that does not know the advice, or a range that is not mapped
  // read-write, answers with an error, and the pages fault in as usual.
  if (!Bytes)
    return;
  static const uintptr_t PageMask = uintptr_t(::sysconf(_SC_PAGESIZE)) - 1;
  uintptr_t Begin = reinterpret_cast<uintptr_t>(P) & ~PageMask;
  uintptr_t End = (reinterpret_cast<uintptr_t>(P) + Bytes + PageMask) & ~PageMask;
  ::madvise(reinterpret_cast<void *>(Begin), End - Begin, MADV_POPULATE_WRITE);
}

namespace {

/// The background worker: a fixed ring of ranges, served in order. One per
/// process (it manages the process's pages, not any keeper's values), made
/// on first use and never destroyed, so no exit-time join is needed.
/// Requests come from operator new too, so nothing here allocates while
/// holding the lock: the ring is fixed, and the thread is started outside
/// it (an allocation made while starting it finds the worker not running
/// and is served synchronously).
class PopulateWorker {
public:
  uint64_t request(void *P, size_t Bytes) {
    if (State.load(std::memory_order_acquire) != Running && !start())
      return 0;
    std::lock_guard<std::mutex> L(M);
    if (Issued - Done.load(std::memory_order_relaxed) >= RingSize)
      return 0; // Full: the caller populates it itself.
    Ring[Issued % RingSize] = {P, Bytes};
    uint64_t Ticket = ++Issued;
    Wake.notify_one();
    return Ticket;
  }
  bool running() const { return State.load(std::memory_order_relaxed) == Running; }
  bool done(uint64_t Ticket) const { return Ticket && Done.load(std::memory_order_acquire) >= Ticket; }
  void wait(uint64_t Ticket) {
    if (!Ticket || done(Ticket))
      return;
    std::unique_lock<std::mutex> L(M);
    Finished.wait(L, [&] { return done(Ticket); });
  }

private:
  static constexpr size_t RingSize = 1024;
  enum : int { Idle, Starting, Running };
  struct Range {
    void *P;
    size_t Bytes;
  };

  bool start() {
    int Expected = Idle;
    if (!State.compare_exchange_strong(Expected, Starting, std::memory_order_acq_rel))
      return false; // Being started (perhaps by this very thread) or failed.
    try {
      std::thread(&PopulateWorker::serve, this).detach();
    } catch (...) {
      return false; // Stays Starting: never tried again.
    }
    State.store(Running, std::memory_order_release);
    return true;
  }

  void serve() {
    for (;;) {
      Range R;
      {
        std::unique_lock<std::mutex> L(M);
        Wake.wait(L, [&] { return Issued != Done.load(std::memory_order_relaxed); });
        R = Ring[Done.load(std::memory_order_relaxed) % RingSize];
      }
      populate(R.P, R.Bytes);
      {
        std::lock_guard<std::mutex> L(M);
        Done.fetch_add(1, std::memory_order_release);
      }
      Finished.notify_all();
    }
  }

  std::mutex M;
  std::condition_variable Wake, Finished;
  Range Ring[RingSize];
  uint64_t Issued = 0;
  std::atomic<uint64_t> Done{0};
  std::atomic<int> State{Idle};
};

std::atomic<PopulateWorker *> Worker{nullptr};

} // namespace

void enableBackgroundPopulate() {
  if (!Worker.load(std::memory_order_acquire)) {
    static PopulateWorker *const Made = new PopulateWorker();
    Worker.store(Made, std::memory_order_release);
  }
}

bool backgroundPopulateEnabled() { return Worker.load(std::memory_order_relaxed) != nullptr; }

bool backgroundPopulateRunning() {
  PopulateWorker *W = Worker.load(std::memory_order_relaxed);
  return W && W->running();
}

uint64_t populateAsync(void *P, size_t Bytes) {
  PopulateWorker *W = Worker.load(std::memory_order_acquire);
  return W && Bytes ? W->request(P, Bytes) : 0;
}

bool populated(uint64_t Ticket) {
  PopulateWorker *W = Worker.load(std::memory_order_acquire);
  return W && W->done(Ticket);
}

void waitPopulated(uint64_t Ticket) {
  if (PopulateWorker *W = Worker.load(std::memory_order_acquire))
    W->wait(Ticket);
}

} // namespace tblgen::pages
