//===- SubtargetSideText.h - Sections written ahead on a helper thread -*- C++ -*-===//
//
// -gen-subtarget writes the sections that depend only on the finished
// models (the variant resolution functions) on a second thread while this
// thread writes the scheduling tables that come before them; each section
// is appended at its place, so the output is the one a single thread
// writes. A section the helper has not finished by its turn (or that
// follows a report there) is written here instead, so this thread never
// waits for the helper, and diagnostics are unchanged
// (codegen/schedule/ScheduleThreads.h).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/schedule/ScheduleThreads.h"

#include "tblgen/Output.h"

#include <atomic>
#include <memory>
#include <vector>

namespace tblgen {

class SideText {
public:
  using Writer = std::function<void(OStream &)>;

  /// Starts writing Parts, in order, on a helper thread. The writers may
  /// only read shared state.
  explicit SideText(std::vector<Writer> Parts)
      : Parts(std::move(Parts)), Texts(makeTexts(this->Parts.size())),
        Task([this] {
          for (size_t I = 0; I < this->Parts.size() && !Cancel; ++I) {
            this->Parts[I](*Texts[I]);
            if (!codegen::AheadTask::quietSoFar())
              return;
            Done.store(I + 1, std::memory_order_release);
          }
        }) {}
  ~SideText() { Cancel = true; } // (then Task joins)

  /// Appends part I if the helper has written it, else writes it here.
  void appendTo(OStream &OS, size_t I) {
    if (Done.load(std::memory_order_acquire) > I)
      OS << Texts[I]->view();
    else
      Parts[I](OS);
  }

private:
  static std::vector<std::unique_ptr<OStream>> makeTexts(size_t N) {
    std::vector<std::unique_ptr<OStream>> Out;
    for (size_t I = 0; I < N; ++I)
      Out.push_back(std::make_unique<OStream>());
    return Out;
  }

  std::vector<Writer> Parts;
  std::vector<std::unique_ptr<OStream>> Texts;
  std::atomic<size_t> Done{0}; ///< parts written without a report
  std::atomic<bool> Cancel{false};
  codegen::AheadTask Task; // last: joined before the texts go
};

} // namespace tblgen
