//===- Reports.h - --time-phases and --mem-stats reports --------*- C++ -*-===//
//
// What a run reports about itself on stderr: the phase timers of
// --time-phases, in llvm::TimerGroup's format, and ours, --mem-stats (peak
// memory after each phase and the size of the record set).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include <sys/resource.h>

namespace tblgen::driver {

//===----------------------------------------------------------------------===//
// --time-phases: timers reported in llvm::TimerGroup's format
//===----------------------------------------------------------------------===//

struct TimeRecord {
  double Wall = 0, User = 0, System = 0;
  double process() const { return User + System; }
  static TimeRecord now() {
    TimeRecord T;
    struct rusage RU;
    if (getrusage(RUSAGE_SELF, &RU) == 0) {
      T.User = double(RU.ru_utime.tv_sec) + double(RU.ru_utime.tv_usec) / 1e6;
      T.System = double(RU.ru_stime.tv_sec) + double(RU.ru_stime.tv_usec) / 1e6;
    }
    T.Wall = std::chrono::duration<double>(
                 std::chrono::steady_clock::now().time_since_epoch())
                 .count();
    return T;
  }
  TimeRecord &operator+=(const TimeRecord &O) {
    Wall += O.Wall, User += O.User, System += O.System;
    return *this;
  }
  TimeRecord &operator-=(const TimeRecord &O) {
    Wall -= O.Wall, User -= O.User, System -= O.System;
    return *this;
  }
};

/// Mirrors llvm's TGTimer: starting a phase stops the previous one; the
/// "Backend overall" timer is discarded when the backend starts timers of
/// its own.
class PhaseTimer final : public RecordKeeper::TimerHooks {
public:
  void start(std::string_view Name) override {
    if (Last >= 0 && Timers[size_t(Last)].Running) {
      stopTimer(Timers[size_t(Last)]);
      if (BackendTimer) {
        Timers[size_t(Last)] = makeTimer(Timers[size_t(Last)].Name);
        BackendTimer = false;
      }
    }
    Timers.push_back(makeTimer(std::string(Name)));
    Last = int(Timers.size() - 1);
    Timer &T = Timers.back();
    T.Running = T.Triggered = true;
    T.Start = TimeRecord::now();
  }
  void stop() override {
    if (Last >= 0)
      stopTimer(Timers[size_t(Last)]);
  }
  void startBackend(std::string_view Name) {
    start(Name);
    BackendTimer = true;
  }
  void stopBackend() {
    if (BackendTimer) {
      stop();
      BackendTimer = false;
    }
  }

  /// Prints the report (llvm::TimerGroup::PrintQueuedTimers).
  void print(FILE *Out) const {
    struct Entry {
      TimeRecord Time;
      std::string Name;
    };
    std::vector<Entry> Entries;
    // TimerGroup keeps its timers newest first.
    for (auto It = Timers.rbegin(); It != Timers.rend(); ++It)
      if (It->Triggered)
        Entries.push_back({It->Time, It->Name});
    if (Entries.empty())
      return;
    std::stable_sort(Entries.begin(), Entries.end(), [](const Entry &A, const Entry &B) {
      return A.Time.Wall < B.Time.Wall;
    });
    TimeRecord Total;
    for (const Entry &E : Entries)
      Total += E.Time;

    std::string S;
    char Buf[256];
    const std::string Rule = "===" + std::string(73, '-') + "===\n";
    const std::string Desc = "TableGen Phase Timing";
    S += Rule;
    S += std::string((80 - Desc.size()) / 2, ' ') + Desc + "\n";
    S += Rule;
    std::snprintf(Buf, sizeof(Buf),
                  "  Total Execution Time: %5.4f seconds (%5.4f wall clock)\n",
                  Total.process(), Total.Wall);
    S += Buf;
    S += '\n';
    if (Total.User != 0)
      S += "   ---User Time---";
    if (Total.System != 0)
      S += "   --System Time--";
    if (Total.process() != 0)
      S += "   --User+System--";
    S += "   ---Wall Time---";
    S += "  --- Name ---\n";
    auto val = [&](double V, double T) {
      if (T < 1e-7)
        S += "        -----     ";
      else {
        std::snprintf(Buf, sizeof(Buf), "  %7.4f (%5.1f%%)", V, V * 100 / T);
        S += Buf;
      }
    };
    auto row = [&](const TimeRecord &T, const std::string &Name) {
      if (Total.User != 0)
        val(T.User, Total.User);
      if (Total.System != 0)
        val(T.System, Total.System);
      if (Total.process() != 0)
        val(T.process(), Total.process());
      val(T.Wall, Total.Wall);
      S += "  ";
      S += Name;
      S += '\n';
    };
    for (auto It = Entries.rbegin(); It != Entries.rend(); ++It)
      row(It->Time, It->Name);
    row(Total, "Total");
    S += '\n';
    std::fwrite(S.data(), 1, S.size(), Out);
    std::fflush(Out);
  }

private:
  struct Timer {
    std::string Name;
    TimeRecord Time, Start;
    bool Running = false, Triggered = false;
  };
  static Timer makeTimer(std::string Name) {
    Timer T;
    T.Name = std::move(Name);
    return T;
  }
  static void stopTimer(Timer &T) {
    if (!T.Running)
      return;
    T.Running = false;
    T.Time += TimeRecord::now();
    T.Time -= T.Start;
  }

  std::vector<Timer> Timers;
  int Last = -1;
  bool BackendTimer = false;
};

//===----------------------------------------------------------------------===//
// --mem-stats: peak memory after each phase and the size of the record set
//===----------------------------------------------------------------------===//

/// Peak resident set size of the process so far, in KiB (0 if unknown).
inline long peakRSSKiB() {
  struct rusage RU;
  return getrusage(RUSAGE_SELF, &RU) == 0 ? RU.ru_maxrss : 0;
}

struct RunStats {
  bool Parsed = false; // the counts below are set
  long PeakParse = -1, PeakBackend = -1, PeakWrite = -1;
  size_t Classes = 0, Defs = 0, Interned = 0, ArenaBytes = 0;
  size_t Fields = 0, FieldRoom = 0, FieldDescs = 0, SuperClassRefs = 0;
  std::vector<size_t> ByKind;

  void noteParsed(const RecordKeeper &RK) {
    PeakParse = peakRSSKiB();
    Parsed = true;
    Classes = RK.getClasses().size();
    Defs = RK.getDefs().size();
    Interned = RK.numInternedValues();
    ByKind = RK.internedValuesByKind();
    ArenaBytes = RK.arenaBytes();
    FieldDescs = RK.numFieldDescs();
    RK.forEachDef([&](const Record *R) {
      Fields += R->getValues().size();
      FieldRoom += R->fieldCapacity();
      SuperClassRefs += R->getSuperClasses().size();
    });
  }

  /// Prints the phases that ran, one "name: value" per line.
  void print(FILE *Out) const {
    if (!Parsed)
      return;
    std::fprintf(Out, "tblgen statistics:\n");
    auto rss = [&](const char *Phase, long KiB) {
      if (KiB >= 0)
        std::fprintf(Out, "peak RSS after %-8s %10ld KiB\n", (std::string(Phase) + ":").c_str(),
                     KiB);
    };
    rss("parse", PeakParse);
    rss("backend", PeakBackend);
    rss("write", PeakWrite);
    std::fprintf(Out, "classes:                %10zu\n", Classes);
    std::fprintf(Out, "defs:                   %10zu\n", Defs);
    std::fprintf(Out, "interned values:        %10zu\n", Interned);
    for (size_t K = 0; K < ByKind.size(); ++K)
      if (ByKind[K])
        std::fprintf(Out, "  %-21s %10zu\n",
                     (std::string(RecordKeeper::initKindName(Init::Kind(K))) + ":").c_str(),
                     ByKind[K]);
    std::fprintf(Out, "arena bytes:            %10zu\n", ArenaBytes);
    std::fprintf(Out, "def fields:             %10zu (room for %zu)\n", Fields, FieldRoom);
    std::fprintf(Out, "field descriptors:      %10zu\n", FieldDescs);
    std::fprintf(Out, "def superclass refs:    %10zu\n", SuperClassRefs);
    std::fflush(Out);
  }
};

} // namespace tblgen::driver
