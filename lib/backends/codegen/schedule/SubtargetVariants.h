//===- SubtargetVariants.h - Variant resolution in -gen-subtarget -*- C++ -*-===//
//
// The bodies of resolveVariantSchedClassImpl (MC layer: transitions whose
// predicates are all MCSchedPredicates, guarded by CPUID) and of
// resolveSchedClass (target layer: every transition, guarded by
// SchedModel->getProcessorID()): a switch over the variant classes that
// returns the class each guarded transition leads to.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>

namespace tblgen {

class OStream;

namespace codegen {
class ScheduleModel;
}

/// Writes the switch and the epilogue of one resolve function; Model may be
/// null (no machine model: only the epilogue).
void writeVariantResolution(OStream &OS, const std::string &Target,
                            const codegen::ScheduleModel *Model, bool ForMC);

} // namespace tblgen
