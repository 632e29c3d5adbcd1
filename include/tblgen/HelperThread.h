//===- HelperThread.h - The backends' second thread -------------*- C++ -*-===//
//
// Backends overlap independent parts of their work on one helper thread per
// process (-gen-dag-isel, -gen-global-isel and the pattern database,
// -gen-subtarget's schedule model). The thread is started on first use and
// never stopped: a thread that ends pays for its allocator heap's teardown
// (millions of instructions once it has built half the matchers), and the
// thread that joins it would wait for that. It serves one user at a time.
// There is none on a one-core machine, when the thread cannot be made, or
// when the environment sets TBLGEN_NO_HELPER_THREAD (to measure one way
// against the other with one binary); users then do all the work
// themselves, with the same result.
//
// A task on the helper may read shared state (the records may be read from
// several threads once the front end is done: RecordKeeper::endFrontEnd)
// and write only its own. It reports through runQuietly: a part that
// reported anything is dropped and done again on the calling thread at its
// turn, so that messages come out exactly as, and in the order that, one
// thread prints them.
//
//   HelperScope Helper;               // holds the helper for the scope
//   if (Helper)
//     runBoth(*Helper.get(), Mine, Theirs);
//   else
//     { Mine(); Theirs(); }
//
//===----------------------------------------------------------------------===//
#pragma once

#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>

namespace tblgen {

class SourceMgr;

/// Whether work may go to a second thread at all: two cores or more, and
/// TBLGEN_NO_HELPER_THREAD not set.
bool secondThreadAllowed();

/// The process's helper thread.
class HelperThread {
public:
  /// The helper, held by the caller until finish(); null when there is
  /// none or another user holds it.
  static HelperThread *acquire();

  /// Runs F (which must not throw) on the helper.
  void start(std::function<void()> F);
  /// Waits until the task given last has returned (start may follow).
  void wait();
  /// wait(), then frees the helper for the next acquire().
  void finish();
  /// Runs F (which must not throw) and frees the helper when F returns,
  /// without waiting: for work whose end nobody needs to see, such as
  /// freeing what the caller is done with. Until then acquire() gives null.
  void startAndRelease(std::function<void()> F);

  struct State; ///< (internal)
  explicit HelperThread(State &S) : S(S) {}

private:
  State &S;
};

/// Holds the helper for a scope (if it could be had) and finishes it on
/// the way out, also when an exception leaves the scope, so that a task
/// never outlives what it reads.
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
  HelperThread *operator->() const { return H; }
  explicit operator bool() const { return H != nullptr; }

  /// Hands F to the helper (see startAndRelease), which this scope then no
  /// longer holds; F runs here when there is no helper.
  void disposeWith(std::function<void()> F) {
    if (!H) {
      F();
      return;
    }
    H->startAndRelease(std::move(F));
    H = nullptr;
  }

private:
  HelperThread *H;
};

/// Runs Mine() here and Theirs() on H, and returns when both are done.
/// When Mine is done before H has begun Theirs (the helper was not
/// scheduled: another process holds the other core), Theirs runs here
/// instead of being waited for. An exception is raised once both have
/// stopped, Mine's first; Theirs is skipped when Mine failed first.
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

/// Runs F(Begin, End, Part) on items [Split, N) (Part 1, on the helper)
/// and on [0, Split) (Part 0, here), and returns when both are done (see
/// runBoth); F(0, N, 0) here when the helper is not free.
template <typename Fn> void runSplit(size_t N, size_t Split, Fn &&F) {
  HelperScope Helper;
  if (!Helper || Split == 0 || Split >= N) {
    F(size_t(0), N, 0u);
    return;
  }
  runBoth(*Helper.get(), [&] { F(size_t(0), Split, 0u); }, [&] { F(Split, N, 1u); });
}

/// Runs Work on this thread with diagnostics of its own that print nothing
/// (bound for the Print* helpers); true when Work returned and reported
/// nothing at all (no error, warning or note). Within Work,
/// quietSoFar() tells whether that is still so.
bool runQuietly(const SourceMgr &SM, const std::function<void()> &Work);
/// Within runQuietly's Work: whether nothing has been reported yet (so
/// work done in steps may hand over each step that reported nothing).
bool quietSoFar();

} // namespace tblgen
