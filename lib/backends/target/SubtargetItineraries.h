//===- SubtargetItineraries.h - -gen-subtarget's itinerary tables -*- C++ -*-===//
//
// The itinerary part of <Target>GenSubtargetInfo.inc: the functional unit
// and bypass namespaces of each ProcessorItineraries, the Stages,
// OperandCycles and ForwardingPaths tables shared by all itineraries, one
// InstrItinerary table per itineraries record, and (for targets whose
// processors use itineraries and no machine model) the MCSchedModel of each
// processor model pointing at its itineraries.
//
// Targets that mix itineraries with machine models are refused before
// writing (Subtarget.cpp): their tables come from target::ScheduleModel.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>

namespace tblgen {

class OStream;

namespace target {
class ItineraryModel;
}

/// Writes the scheduling tables of GET_SUBTARGETINFO_MC_DESC, from the
/// DBGFIELD prologue to its #undefs, for a target whose processors use
/// itineraries (some of them) and no machine model.
void writeItinerarySchedTables(OStream &OS, const std::string &Target,
                               const target::ItineraryModel &Itins);

} // namespace tblgen
