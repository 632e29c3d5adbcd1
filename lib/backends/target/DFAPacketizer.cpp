//===- DFAPacketizer.cpp - -gen-dfa-packetizer -----------------------------===//
//
// For VLIW targets llvm-tblgen builds, per packetizer namespace, an
// automaton over the functional units the processors' itineraries use, and
// a create<Namespace>DFAPacketizer function. Targets whose processors have
// no itineraries get only the empty llvm namespace block.
//
// Supported so far: targets whose processors have no itineraries (with or
// without a machine model, which is built for its checks only). A processor
// with itineraries is reported with a located "not implemented yet" error
// instead of a wrong automaton: that needs the itinerary part of the
// schedule model and the DFA construction and encoding.
//
//===----------------------------------------------------------------------===//
#include "target/Schedule.h"
#include "target/Subtarget.h"
#include "target/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace {

void emitDFAPacketizer(const RecordKeeper &Records, OStream &OS) {
  // The target model is checked first, as llvm-tblgen builds it first.
  searchable::TargetInfo Target(Records);
  target::SubtargetModel Model(Records);
  if (const Record *Proc = Model.firstProcessorWithItineraries())
    PrintFatalError(Proc, "-gen-dfa-packetizer: processors with itineraries are not "
                          "implemented yet");
  // Machine models without itineraries give the packetizer nothing to do,
  // but llvm-tblgen builds (and so checks) them all the same.
  for (const Record *Proc : Model.processors())
    if (Proc->getValueAsDef("SchedModel")->getName() != "NoSchedModel") {
      target::ScheduleModel Sched(Records, Model);
      break;
    }

  emitSourceFileHeader("Target DFA Packetizer Tables", OS);
  OS << "\n#include \"llvm/CodeGen/DFAPacketizer.h\"\n"
     << "namespace llvm {\n"
     << "} // end namespace llvm\n";
}

} // namespace

TBLGEN_REGISTER_BACKEND(DFAPacketizer, "gen-dfa-packetizer",
                        "Generate DFA Packetizer for VLIW targets", emitDFAPacketizer);

} // namespace tblgen
