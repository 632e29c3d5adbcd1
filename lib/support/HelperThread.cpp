//===- HelperThread.cpp - The backends' second thread ---------------------===//
#include "tblgen/HelperThread.h"

#include "tblgen/Error.h"

#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace tblgen {

struct HelperThread::State {
  std::mutex M;
  std::condition_variable Wake, Done;
  std::function<void()> Task;
  bool Busy = false;            ///< a task was given and has not returned
  bool Held = false;            ///< lent to a user
  bool ReleaseWhenDone = false; ///< startAndRelease's task

  [[noreturn]] void loop() {
    for (;;) {
      std::function<void()> F;
      {
        std::unique_lock<std::mutex> L(M);
        Wake.wait(L, [&] { return Busy && Task; });
        F = std::move(Task);
        Task = nullptr;
      }
      F();
      F = nullptr; // what the task captured goes before its waiter wakes
      std::lock_guard<std::mutex> L(M);
      Busy = false;
      if (ReleaseWhenDone) {
        ReleaseWhenDone = false;
        Held = false;
      }
      Done.notify_all();
    }
  }
};

namespace {

HelperThread *makeHelper() {
  if (!secondThreadAllowed())
    return nullptr;
  // Never destroyed: the thread outlives static destruction, asleep.
  auto *S = new HelperThread::State;
  try {
    std::thread([S] { S->loop(); }).detach();
  } catch (...) {
    delete S;
    return nullptr;
  }
  return new HelperThread(*S);
}

/// runQuietly's diagnostics on this thread (null outside it).
thread_local const Diagnostics *QuietDiags = nullptr;

} // namespace

bool secondThreadAllowed() {
  static const bool Allowed =
      std::thread::hardware_concurrency() >= 2 && !std::getenv("TBLGEN_NO_HELPER_THREAD");
  return Allowed;
}

HelperThread *HelperThread::acquire() {
  static HelperThread *const H = makeHelper();
  if (!H)
    return nullptr;
  std::lock_guard<std::mutex> L(H->S.M);
  if (H->S.Held)
    return nullptr;
  H->S.Held = true;
  return H;
}

void HelperThread::start(std::function<void()> F) {
  std::lock_guard<std::mutex> L(S.M);
  S.Task = std::move(F);
  S.Busy = true;
  S.Wake.notify_all();
}

void HelperThread::wait() {
  std::unique_lock<std::mutex> L(S.M);
  S.Done.wait(L, [&] { return !S.Busy; });
}

void HelperThread::finish() {
  std::unique_lock<std::mutex> L(S.M);
  S.Done.wait(L, [&] { return !S.Busy; });
  S.Held = false;
}

void HelperThread::startAndRelease(std::function<void()> F) {
  std::lock_guard<std::mutex> L(S.M);
  S.Task = std::move(F);
  S.Busy = true;
  S.ReleaseWhenDone = true;
  S.Wake.notify_all();
}

bool runQuietly(const SourceMgr &SM, const std::function<void()> &Work) {
  Diagnostics Quiet(SM);
  Quiet.setQuiet(true);
  DiagnosticsScope Scope(Quiet);
  const Diagnostics *Outer = QuietDiags;
  QuietDiags = &Quiet;
  bool Returned = false;
  try {
    Work();
    Returned = true;
  } catch (...) {
  }
  QuietDiags = Outer;
  return Returned && Quiet.reportCount() == 0;
}

bool quietSoFar() { return QuietDiags && QuietDiags->reportCount() == 0; }

} // namespace tblgen
