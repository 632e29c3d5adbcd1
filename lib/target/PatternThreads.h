//===- PatternThreads.h - The helper thread of the pattern code ---*- C++ -*-===//
#pragma once

#include <condition_variable>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <thread>

namespace tblgen {
namespace target {

/// The helper thread of the selection backends' two-thread parts (reading
/// instruction patterns, -gen-dag-isel's matcher generation and table
/// writing): started on first use and kept, idle, for the life of the
/// process. A thread that ends pays for its allocator heap's teardown
/// (~10 M instructions after generating half the matchers), and the thread
/// that joins it waits for that. One user at a time (acquire / release);
/// null when no thread can be started, there is one core, or the
/// environment sets TBLGEN_NO_HELPER_THREAD.
class HelperThread {
public:
  static HelperThread *acquire() {
    static HelperThread *const H = start();
    return H && H->InUse.try_lock() ? H : nullptr;
  }
  /// Runs F (which must not throw) on the helper.
  void run(std::function<void()> F) {
    std::lock_guard<std::mutex> L(M);
    Task = std::move(F);
    Pending = true;
    CV.notify_all();
  }
  /// Waits until the task given to run() is done.
  void wait() {
    std::unique_lock<std::mutex> L(M);
    CV.wait(L, [&] { return !Pending; });
  }
  void release() { InUse.unlock(); }

private:
  std::mutex M, InUse;
  std::condition_variable CV;
  std::function<void()> Task;
  bool Pending = false;

  static HelperThread *start() {
    // TBLGEN_NO_HELPER_THREAD (any value) keeps everything on one thread,
    // for measuring one way against the other with the same binary.
    if (std::thread::hardware_concurrency() < 2 || std::getenv("TBLGEN_NO_HELPER_THREAD"))
      return nullptr;
    auto *H = new HelperThread; // never deleted: the thread may outlive main
    try {
      std::thread([H] { H->loop(); }).detach();
    } catch (...) {
      delete H;
      return nullptr;
    }
    return H;
  }
  [[noreturn]] void loop() {
    for (;;) {
      std::function<void()> F;
      {
        std::unique_lock<std::mutex> L(M);
        CV.wait(L, [&] { return Pending && Task; });
        F = std::move(Task);
        Task = nullptr;
      }
      F();
      F = nullptr; // (the task's captures die on this thread, before wait() returns)
      std::lock_guard<std::mutex> L(M);
      Pending = false;
      CV.notify_all();
    }
  }
};

/// acquire() .. release() as a scope.
struct HelperUse {
  HelperThread *H = HelperThread::acquire();
  ~HelperUse() {
    if (H)
      H->release();
  }
};

} // namespace target
} // namespace tblgen
