//===- GlobalISelThread.h - -gen-global-isel's second thread ----*- C++ -*-===//
//
// One helper thread that runs one task at a time for -gen-global-isel
// (its share of the patterns to import, of the optimizer's passes, of the
// rule sort, of the table's emission and writing; at the end, freeing the
// rules and the pattern database while the output goes out). It is
// started on first use and never stopped: a thread's exit costs mimalloc's
// heap teardown (millions of instructions when the thread allocated the
// rules), which would sit on the critical path of whoever joins it. The
// process exits with the thread asleep.
//
//   if (HelperThread *H = HelperThread::acquire()) {
//     H->start([&] { ...; });   // must not throw
//     ...                       // this thread's share
//     H->finish();              // waits for the task; releases the helper
//   }
//
//===----------------------------------------------------------------------===//
#pragma once

#include <atomic>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace tblgen::gisel {

class HelperThread {
public:
  /// The helper, reserved for the caller until finish(); null when the
  /// machine has one core or another caller holds it.
  static HelperThread *acquire() {
    static const bool TwoCores = std::thread::hardware_concurrency() >= 2;
    if (!TwoCores)
      return nullptr;
    // (Made once and never destroyed: the thread outlives static
    // destruction.)
    static HelperThread *const H = new HelperThread;
    std::lock_guard<std::mutex> L(H->M);
    if (H->Held)
      return nullptr;
    H->Held = true;
    return H;
  }
  /// Runs F on the helper.
  void start(std::function<void()> F) {
    std::lock_guard<std::mutex> L(M);
    Task = std::move(F);
    Busy = true;
    CV.notify_all();
  }
  /// Waits until the task started last has returned; the helper is free
  /// for the next acquire.
  void finish() {
    std::unique_lock<std::mutex> L(M);
    Done.wait(L, [&] { return !Busy; });
    Held = false;
  }
  /// Runs F on the helper and releases it when F returns, without waiting
  /// (for work whose end nobody needs to see: freeing what the caller is
  /// done with). F must not throw. Until F returns, acquire() gives null.
  void startAndRelease(std::function<void()> F) {
    std::lock_guard<std::mutex> L(M);
    Task = std::move(F);
    Busy = true;
    ReleaseWhenDone = true;
    CV.notify_all();
  }
  /// Waits for the task without releasing the helper (start may follow).
  void wait() {
    std::unique_lock<std::mutex> L(M);
    Done.wait(L, [&] { return !Busy; });
  }

private:
  HelperThread() {
    std::thread([this] { loop(); }).detach();
  }
  void loop() {
    for (;;) {
      std::function<void()> F;
      {
        std::unique_lock<std::mutex> L(M);
        CV.wait(L, [&] { return Busy && Task; });
        F = std::move(Task);
        Task = nullptr;
      }
      F();
      F = nullptr; // (what the task captured goes before the caller wakes)
      std::lock_guard<std::mutex> L(M);
      Busy = false;
      if (ReleaseWhenDone) {
        ReleaseWhenDone = false;
        Held = false;
      }
      Done.notify_all();
    }
  }
  std::mutex M;
  std::condition_variable CV, Done;
  std::function<void()> Task;
  bool Busy = false, Held = false, ReleaseWhenDone = false;
};

/// Holds the helper for a scope; finish() on the way out (also when an
/// exception leaves the scope, so the helper never outlives what its task
/// reads).
class HelperScope {
public:
  HelperScope() : H(HelperThread::acquire()) {}
  ~HelperScope() {
    if (H)
      H->finish();
  }
  HelperScope(const HelperScope &) = delete;
  HelperScope &operator=(const HelperScope &) = delete;
  HelperThread *get() const { return H; }
  /// Hands F to the helper (see startAndRelease); the scope no longer
  /// holds it. F runs here when there is no helper.
  void disposeWith(std::function<void()> F) {
    if (!H) {
      F();
      return;
    }
    H->startAndRelease(std::move(F));
    H = nullptr;
  }
  explicit operator bool() const { return H; }
  HelperThread *operator->() const { return H; }

private:
  HelperThread *H;
};

/// Runs Mine() here and Theirs() on H, and returns when both are done.
/// When Mine is done before H began Theirs (the helper was not scheduled:
/// another process holds the other core), Theirs runs here instead of
/// being waited for. An exception is raised after both stopped (Mine's
/// first); Theirs is skipped when Mine failed first.
template <typename MineFn, typename TheirsFn>
void runBoth(HelperThread &H, MineFn &&Mine, TheirsFn &&Theirs) {
  std::atomic<bool> Taken{false};
  std::exception_ptr Error, MainError;
  H.start([&] {
    if (Taken.exchange(true))
      return;
    try {
      Theirs();
    } catch (...) {
      Error = std::current_exception();
    }
  });
  try {
    Mine();
  } catch (...) {
    MainError = std::current_exception();
  }
  if (!Taken.exchange(true) && !MainError) {
    try {
      Theirs();
    } catch (...) {
      Error = std::current_exception();
    }
  }
  H.wait();
  if (MainError)
    std::rethrow_exception(MainError);
  if (Error)
    std::rethrow_exception(Error);
}

/// Runs F(Begin, End, Part) on items [Split, N) (Part 1, on the helper) and
/// on [0, Split) (Part 0, here), and returns when both are done (see
/// runBoth). All here (F(0, N, 0)) when the helper is not free.
template <typename Fn> void runSplit(size_t N, size_t Split, Fn &&F) {
  HelperScope Helper;
  if (!Helper || Split == 0 || Split >= N) {
    F(size_t(0), N, 0u);
    return;
  }
  runBoth(*Helper.get(), [&] { F(size_t(0), Split, 0u); }, [&] { F(Split, N, 1u); });
}

} // namespace tblgen::gisel
