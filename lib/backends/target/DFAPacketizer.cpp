//===- DFAPacketizer.cpp - -gen-dfa-packetizer -----------------------------===//
//
// For VLIW targets llvm-tblgen builds, per packetizer namespace, an
// automaton over the functional units the processors' itineraries use, and
// a create<Namespace>DFAPacketizer function. Targets whose processors have
// no itineraries get only the empty llvm namespace block.
//
// Supported so far: targets whose processors use no scheduling model and no
// itineraries (XCore's case). Any other processor is reported with a
// located "not implemented yet" error instead of a wrong automaton: the
// general case needs the schedule-class model (to map each class to its
// itinerary) and the DFA construction and encoding.
//
//===----------------------------------------------------------------------===//
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
  if (const Record *Proc = Model.firstProcessorWithSchedModel())
    PrintFatalError(Proc, "-gen-dfa-packetizer: processors with a scheduling model or "
                          "itineraries are not implemented yet");

  emitSourceFileHeader("Target DFA Packetizer Tables", OS);
  OS << "\n#include \"llvm/CodeGen/DFAPacketizer.h\"\n"
     << "namespace llvm {\n"
     << "} // end namespace llvm\n";
}

} // namespace

TBLGEN_REGISTER_BACKEND(DFAPacketizer, "gen-dfa-packetizer",
                        "Generate DFA Packetizer for VLIW targets", emitDFAPacketizer);

} // namespace tblgen
