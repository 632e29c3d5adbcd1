//===- SubtargetSideText.h - Sections written ahead on a helper thread -*- C++ -*-===//
//
// -gen-subtarget writes the sections that depend only on the finished
// models (the variant resolution functions) on a second thread while this
// thread writes the scheduling tables that come before them; each section
// is appended at its place, so the output is the one a single thread
// writes. When the helper reports anything, the sections are written again
// here at their turn (target/ScheduleThreads.h).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "target/ScheduleThreads.h"

#include "tblgen/Output.h"

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
          for (size_t I = 0; I < this->Parts.size(); ++I)
            this->Parts[I](*Texts[I]);
        }) {}

  /// Appends part I (waiting for the helper), or writes it here.
  void appendTo(OStream &OS, size_t I) {
    if (Task.succeeded())
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
  target::AheadTask Task; // last: joined before the texts go
};

} // namespace tblgen
