//===- ScheduleThreads.h - Work done ahead on a helper thread ---*- C++ -*-===//
//
// -gen-subtarget overlaps independent parts of its work on the second
// core: the InstRW instruction sets are expanded while the types and the
// instructions' classes are read, and the main thread takes those that are
// done when it needs them (Schedule.cpp, InstRWsAhead); the variant resolution functions are
// written while the scheduling tables are (lib/backends/target/
// SubtargetSideText.h), and each model's class table as soon as its rows
// are built (SubtargetSched.cpp).
//
// Work done ahead reports into a buffer of its own. If it reports anything
// at all (or throws), its result must be dropped and the work done again on
// the main thread at its turn, so that messages come out exactly as, and
// in the order that, one thread prints them. The work may only read shared
// state (the records may be read on several threads: RecordKeeper::
// endFrontEnd) and state of its own.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Error.h"

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <thread>

namespace tblgen::target {

class AheadTask {
public:
  /// Starts Work on a helper thread; with one core, or no diagnostics bound
  /// on this thread, does nothing (succeeded() is false then).
  explicit AheadTask(std::function<void()> Work) : Work(std::move(Work)) {
    static const bool TwoCores = std::thread::hardware_concurrency() >= 2;
    Diagnostics *Main = currentDiagnostics();
    if (!TwoCores || !Main)
      return;
    const SourceMgr *SM = &Main->sourceMgr();
    Helper = std::thread([this, SM] { run(*SM); });
  }
  AheadTask(const AheadTask &) = delete;
  AheadTask &operator=(const AheadTask &) = delete;
  ~AheadTask() { wait(); }

  /// Waits for the helper; whether Work ran to its end reporting nothing.
  bool succeeded() {
    wait();
    return Ok;
  }

  /// Within Work: whether nothing has been reported so far (so that work
  /// done in steps may hand over each step that reported nothing).
  static bool quietSoFar() {
    State &S = state();
    if (!S.Reports)
      return false;
    std::fflush(S.Reports);
    return *S.Len == 0;
  }

private:
  struct State {
    FILE *Reports = nullptr;
    size_t *Len = nullptr;
  };
  static State &state() {
    static thread_local State S;
    return S;
  }
  void wait() {
    if (Helper.joinable())
      Helper.join();
  }
  void run(const SourceMgr &SM) {
    char *Buf = nullptr;
    size_t Len = 0;
    FILE *Reports = open_memstream(&Buf, &Len);
    if (!Reports)
      return;
    bool Done = false;
    state() = {Reports, &Len};
    {
      Diagnostics D(SM, Reports);
      DiagnosticsScope Scope(D);
      try {
        Work();
        Done = true;
      } catch (...) {
      }
    }
    state() = {};
    std::fclose(Reports);
    Ok = Done && Len == 0;
    std::free(Buf);
  }

  std::function<void()> Work;
  std::thread Helper;
  bool Ok = false;
};

} // namespace tblgen::target
