//===- Subtarget.h - Features and processors of a target --------*- C++ -*-===//
//
// The part of a target description that -gen-subtarget (and later the
// scheduling backends) share: the SubtargetFeature records with their bit
// numbers, the Processor records sorted by CPU name, and the names the CPU
// may be given on the command line (processors and aliases).
//
// Scheduling models are a separate, larger step. For now the model records
// which processors use no machine model at all (NoSchedModel and
// NoItineraries); a backend that can only handle that case asks
// firstUnsupportedProcessor() and reports a located error.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen {

class Record;
class RecordKeeper;

namespace codegen {

/// The most features a target may define: llvm's FeatureBitset holds
/// MAX_SUBTARGET_WORDS 64-bit words and one bit is kept spare.
inline constexpr unsigned MaxSubtargetWords = 6;
inline constexpr unsigned MaxSubtargetFeatures = MaxSubtargetWords * 64;

/// A feature bit set as printed in the generated tables.
using FeatureMask = std::vector<uint64_t>;

/// Features and processors of the (single) target of a record set.
class SubtargetModel {
public:
  /// Collects the features and processors, and checks (as llvm-tblgen's
  /// schedule model does, for every target backend that builds it) that no
  /// two processors share a CPU name: a fatal located error otherwise.
  explicit SubtargetModel(const RecordKeeper &Records);

  /// Only the features, without the processors and their check: for
  /// -gen-target-features, which reads the processors itself (in the order
  /// llvm-tblgen reads them, which decides the first error).
  static SubtargetModel featuresOnly(const RecordKeeper &Records);

  /// The check -gen-subtarget adds: no two features share a command-line
  /// name (features without one are exempt).
  void checkUniqueFeatureNames() const;

  /// SubtargetFeature records ordered by record name (numbers compared as
  /// numbers); a feature's bit is its position here.
  const std::vector<const Record *> &features() const { return Features; }
  /// The bit of Feature (0 for a record that is not a feature).
  unsigned featureBit(const Record *Feature) const;
  /// The bit set of the features in List.
  FeatureMask featureMask(const std::vector<const Record *> &List) const;

  /// Processor records ordered by their Name field.
  const std::vector<const Record *> &processors() const { return Processors; }
  /// Every CPU name (processors and ProcessorAlias records), sorted.
  const std::vector<std::string> &cpuNames() const { return CpuNames; }

  /// The first processor (in CPU-name order) that has itineraries, or null
  /// when none has.
  const Record *firstProcessorWithItineraries() const;
  /// The first processor (in CPU-name order) that has a scheduling model or
  /// itineraries, or null when every processor uses neither.
  const Record *firstProcessorWithSchedModel() const;

private:
  SubtargetModel() = default;
  void collectFeatures(const RecordKeeper &Records);

  std::vector<const Record *> Features;
  std::unordered_map<const Record *, unsigned> FeatureBits;
  std::vector<const Record *> Processors;
  std::vector<std::string> CpuNames;
};

} // namespace codegen
} // namespace tblgen
