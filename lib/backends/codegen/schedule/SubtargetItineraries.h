//===- SubtargetItineraries.h - -gen-subtarget's itinerary tables -*- C++ -*-===//
//
// The itinerary part of <Target>GenSubtargetInfo.inc: the functional unit
// and bypass namespaces of each ProcessorItineraries, the Stages,
// OperandCycles and ForwardingPaths tables shared by all itineraries, one
// InstrItinerary table per itineraries record, and (for targets whose
// processors use itineraries and no machine model) the MCSchedModel of each
// processor model pointing at its itineraries.
//
// Targets that mix itineraries with machine models get their per-operand
// tables and models from SubtargetSched.h, which calls
// writeItineraryTables; the class numbering of codegen::ItineraryModel and
// codegen::ScheduleModel agree (both key classes by itinerary class and
// SchedRW list, in instruction order).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>

namespace tblgen {

class OStream;

namespace codegen {
class ItineraryModel;
}

/// Writes the DBGFIELD / DBGVAL_OR_NULLPTR macro prologue that opens the
/// scheduling tables (shared by the itinerary-only and machine-model paths).
void writeDbgFieldMacros(OStream &OS);

/// Writes the unit and bypass namespaces, the Stages, OperandCycles and
/// ForwardingPaths tables and the InstrItinerary tables (each piece
/// preceded by a blank line), for a target with itineraries.
void writeItineraryTables(OStream &OS, const std::string &Target,
                          const codegen::ItineraryModel &Itins);

/// Writes the scheduling tables of GET_SUBTARGETINFO_MC_DESC, from the
/// DBGFIELD prologue to its #undefs, for a target whose processors use
/// itineraries (some of them) and no machine model.
void writeItinerarySchedTables(OStream &OS, const std::string &Target,
                               const codegen::ItineraryModel &Itins);

} // namespace tblgen
