//===- ScheduleThreads.h - Work done ahead on a helper thread ---*- C++ -*-===//
//
// -gen-subtarget overlaps independent parts of its work on the second
// core: the InstRW instruction sets are expanded while the instructions,
// the types and the instructions' classes are read (the helper numbers the
// instructions from the records itself), and the main thread takes those
// that are done when it needs them (Schedule.cpp, InstRWsAhead); the
// variant resolution functions are written while the scheduling tables are
// (lib/backends/codegen/schedule/SubtargetSideText.h), and each model's class table
// as soon as its rows are built (SubtargetSched.cpp).
//
// Work done ahead reports quietly (tblgen/HelperThread.h, runQuietly). If
// it reports anything at all (or throws), its result must be dropped and
// the work done again on the main thread at its turn, so that messages come
// out exactly as, and in the order that, one thread prints them. These
// tasks run on threads of their own, not on the process's helper thread:
// two of them overlap (the variant texts and the class tables), and the
// helper serves one user at a time. The work may only read shared
// state (the records may be read on several threads: RecordKeeper::
// endFrontEnd) and state of its own.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Error.h"
#include "tblgen/HelperThread.h"

#include <functional>
#include <thread>

namespace tblgen::codegen {

class AheadTask {
public:
  /// Starts Work on a thread of its own; when no second thread is allowed
  /// (secondThreadAllowed) or no diagnostics are bound on this thread, does
  /// nothing (succeeded() is false then).
  explicit AheadTask(std::function<void()> Work) : Work(std::move(Work)) {
    Diagnostics *Main = currentDiagnostics();
    if (!secondThreadAllowed() || !Main)
      return;
    const SourceMgr *SM = &Main->sourceMgr();
    Helper = std::thread([this, SM] { run(*SM); });
    Started = true;
  }
  AheadTask(const AheadTask &) = delete;
  AheadTask &operator=(const AheadTask &) = delete;
  ~AheadTask() { wait(); }

  /// Waits for the helper; whether Work ran to its end reporting nothing.
  bool succeeded() {
    wait();
    return Ok;
  }

  /// Whether Work was started on a thread.
  bool started() const { return Started; }

  /// Within Work: whether nothing has been reported so far (so that work
  /// done in steps may hand over each step that reported nothing).
  static bool quietSoFar() { return tblgen::quietSoFar(); }

private:
  void wait() {
    if (Helper.joinable())
      Helper.join();
  }
  void run(const SourceMgr &SM) { Ok = runQuietly(SM, Work); }

  std::function<void()> Work;
  std::thread Helper;
  bool Started = false;
  bool Ok = false;
};

} // namespace tblgen::codegen
