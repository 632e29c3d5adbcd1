//===- SubtargetSched.h - -gen-subtarget's machine model tables -*- C++ -*-===//
//
// The MCSchedModel part of <Target>GenSubtargetInfo.inc: the global
// WriteProcRes / WriteLatency / ReadAdvance tables, one MCSchedClassDesc
// table per processor model that describes instructions, the table of
// scheduling class names, and per model its processor resources and its
// MCSchedModel. Built on codegen::ScheduleModel.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>

namespace tblgen {

class OStream;

namespace codegen {
class ItineraryModel;
class ScheduleModel;
}

/// Writes the scheduling tables of the GET_SUBTARGETINFO_MC_DESC section,
/// from the DBGFIELD prologue to its #undefs. Model is null when no
/// processor uses a machine model; Itins, when some processor has
/// itineraries, adds their tables (SubtargetItineraries.h). NoModel (the
/// NoSchedModel def, when there is one) gives the fields of the model
/// written when Model is null.
void writeSubtargetSchedTables(OStream &OS, const std::string &Target,
                               const codegen::ScheduleModel *Model,
                               const codegen::ItineraryModel *Itins = nullptr,
                               const Record *NoModel = nullptr);

} // namespace tblgen
