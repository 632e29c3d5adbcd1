//===- Limits.cpp - Resource limits of a run ------------------------------===//
//
// The limits themselves are checked where values are built (Ops.cpp,
// OpsTernary.cpp, Values.cpp, the parser); this file holds what they
// share: installing the memory limit in the arena and reporting a limit
// that was exceeded.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <string>

using namespace tblgen;

namespace {

void memoryLimitReached(const void *Ctx) {
  const auto &RK = *static_cast<const RecordKeeper *>(Ctx);
  RK.limitExceeded(SrcLoc(), "memory used by values", "max-memory",
                   RK.getLimits().MaxMemory >> 20);
}

} // namespace

void RecordKeeper::setLimits(const ResourceLimits &L) {
  Limits = L;
  TheArena.setLimit(size_t(L.MaxMemory), memoryLimitReached, this);
}

void RecordKeeper::limitExceeded(SrcLoc Loc, std::string_view What, std::string_view Option,
                                 uint64_t Limit) const {
  std::string Msg = std::string(What) + " exceeds the limit of " + std::to_string(Limit);
  if (Option == "max-memory")
    Msg += " MiB";
  else if (Option == "max-list-size")
    Msg += " elements";
  else if (Option == "max-string-size")
    Msg += " bytes";
  Msg += " (raise it with --" + std::string(Option) + ")";
  if (!Loc.isValid())
    Loc = StatementLoc;
  if (Loc.isValid())
    PrintFatalError(Loc, Msg);
  PrintFatalError(Msg);
}
