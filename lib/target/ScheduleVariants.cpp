//===- ScheduleVariants.cpp - Classes inferred from the SchedRW lists -----===//
//
// After the instruction and InstRW classes, every class is visited in
// order (classes created on the way included) with each SchedRW list that
// applies to it: its own, each InstRW's (for that model), each ItinRW's of
// its itinerary class (for that model). Lists that name schedule variants
// are where new classes come from; that inference is not implemented yet,
// so variants are refused here, at the first one.
//
//===----------------------------------------------------------------------===//

#include "target/Schedule.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::target {

void ScheduleModel::inferClasses() {
  for (const Record *Variant : Records.getAllDerivedDefinitionsIfDefined("SchedVariant"))
    PrintFatalError(Variant, "-gen-subtarget: schedule variants are not implemented yet");
  for (const SchedClassInfo &SC : Classes) {
    if (!SC.ItinClass)
      continue;
    for (const ProcModelInfo &PM : ProcModels) {
      bool Matched = false;
      for (const Record *ItinRW : PM.ItinRWDefs) {
        std::vector<const Record *> Classes = ItinRW->getValueAsListOfDefs("MatchedItinClasses");
        if (std::find(Classes.begin(), Classes.end(), SC.ItinClass) == Classes.end())
          continue;
        if (Matched)
          PrintFatalError(ItinRW, "Duplicate itinerary class " +
                                      std::string(SC.ItinClass->getName()) +
                                      " in ItinResources for " + PM.Name);
        Matched = true;
      }
    }
  }
}

} // namespace tblgen::target
