//===- HelperThreadTest.cpp - The backends' second thread -----------------===//

#include "tblgen/Error.h"
#include "tblgen/HelperThread.h"
#include "tblgen/SourceMgr.h"

#include <gtest/gtest.h>

#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace tblgen;

TEST(HelperThreadTest, RunQuietlyTellsWhetherAnythingWasReported) {
  SourceMgr SM;
  EXPECT_TRUE(runQuietly(SM, [] {}));
  EXPECT_FALSE(runQuietly(SM, [] { PrintWarning("w"); }));
  EXPECT_FALSE(runQuietly(SM, [] { PrintNote("n"); })); // notes count too
  EXPECT_FALSE(runQuietly(SM, [] { PrintError("e"); }));
  EXPECT_FALSE(runQuietly(SM, [] { throw std::runtime_error("x"); }));

  // quietSoFar follows the reports within the work, and is false outside.
  std::vector<bool> Seen;
  EXPECT_FALSE(runQuietly(SM, [&] {
    Seen.push_back(quietSoFar());
    PrintWarning("w");
    Seen.push_back(quietSoFar());
  }));
  EXPECT_EQ(Seen, (std::vector<bool>{true, false}));
  EXPECT_FALSE(quietSoFar());
}

TEST(HelperThreadTest, QuietReportsDoNotReachTheOuterDiagnostics) {
  SourceMgr SM;
  Diagnostics Outer(SM);
  DiagnosticsScope Scope(Outer);
  EXPECT_FALSE(runQuietly(SM, [] { PrintError("e"); }));
  EXPECT_EQ(Outer.errorCount(), 0u);
  EXPECT_EQ(currentDiagnostics(), &Outer);
}

TEST(HelperThreadTest, OneUserAtATime) {
  HelperScope First;
  if (!First)
    GTEST_SKIP() << "no helper thread here (one core or TBLGEN_NO_HELPER_THREAD)";
  HelperScope Second;
  EXPECT_FALSE(Second);
}

TEST(HelperThreadTest, RunBothAndRunSplitCoverEverything) {
  std::vector<int> Hits(1000, 0);
  runSplit(Hits.size(), 400, [&](size_t Begin, size_t End, unsigned) {
    for (size_t I = Begin; I < End; ++I)
      ++Hits[I];
  });
  for (int H : Hits)
    EXPECT_EQ(H, 1);

  HelperScope Helper;
  if (!Helper)
    GTEST_SKIP() << "no helper thread here";
  int Mine = 0, Theirs = 0;
  runBoth(*Helper.get(), [&] { Mine = 1; }, [&] { Theirs = 2; });
  EXPECT_EQ(Mine + Theirs, 3);
  // An exception in either part is raised once both have stopped.
  EXPECT_THROW(runBoth(*Helper.get(), [] {}, [] { throw std::runtime_error("x"); }),
               std::runtime_error);
}

TEST(HelperThreadTest, DisposeWithReleasesTheHelperWhenDone) {
  int Freed = 0;
  {
    HelperScope Helper;
    Helper.disposeWith([&] { Freed = 1; });
    EXPECT_FALSE(Helper);
  }
  // The helper is free again once the disposal has run (which the mutex
  // that hands it over orders before this read).
  if (secondThreadAllowed()) {
    bool Free = false;
    for (int Try = 0; Try < 5000 && !Free; ++Try) {
      HelperScope Again;
      Free = bool(Again);
      if (!Free)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    ASSERT_TRUE(Free);
  }
  EXPECT_EQ(Freed, 1);
}
