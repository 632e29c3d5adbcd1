//===- DiagModel.h - Clang's diagnostic records, read once ------*- C++ -*-===//
//
// The reading of Diagnostic.td that the diagnostics backends share:
//
//   Diag        a Diagnostic record: its class, severity, flags, component,
//               the group it is in and its category
//   GroupDef    a DiagGroup record, with the groups that list it as a
//               subgroup (its parents)
//   Flag        the DiagGroup records of one group name: one -W option,
//               numbered in name order (the group index of the tables)
//   categories  the category names in order of first use, "" first
//   pedantic    the off-by-default extensions that -Wpedantic controls
//               directly, and the groups it controls directly
//
// Diagnostics come in the order llvm-tblgen lists a class's records (by
// name, digits compared as numbers). What a backend does not need is not
// read: DiagModel::Needs says what to compute.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "DiagFields.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::clangdiag {

/// The class of a diagnostic (its Class field).
enum class DiagKind : uint8_t { Note, Remark, Warning, Extension, Error, Trap, Other };

constexpr int32_t None = -1;

struct Diag {
  const Record *R = nullptr;
  std::string_view Name;
  std::string_view ClassName;  ///< CLASS_ERROR, ...
  /// The default severity's Name ("Error", "Ignored", ...): read at its
  /// first use (DiagModel::severity).
  mutable std::string_view Severity;
  mutable bool SeverityRead = false;
  std::string_view Component;  ///< "" when unset
  bool HasComponent = false;   ///< Component holds a string
  std::string_view Summary;    ///< the text
  DiagKind Kind = DiagKind::Other;
  int32_t Group = None;        ///< GroupDef index of its Group, or None
  uint32_t Category = 0;       ///< index into DiagModel::categories()
};

/// A DiagGroup record.
struct GroupDef {
  const Record *R = nullptr;
  std::string_view Name;             ///< GroupName
  std::string_view CategoryName;
  uint32_t Flag = 0;                 ///< the Flag of its name
  std::vector<uint32_t> SubGroups;   ///< GroupDef indices, as listed
  std::vector<uint32_t> Parents;     ///< GroupDef indices listing it, in record order
};

/// One group name: the DiagGroup records naming it, the diagnostics in
/// them, their subgroups.
struct Flag {
  std::string_view Name;
  std::vector<uint32_t> Defs;        ///< GroupDef indices, in record order
  std::vector<uint32_t> Diags;       ///< Diag indices, in record order
  std::vector<uint32_t> SubFlags;    ///< Flag indices of every def's subgroups
};

class DiagModel {
public:
  enum Needs : unsigned {
    NeedGroups = 1,     ///< groupDefs(), flags() (and the redefinition report)
    NeedCategories = 2, ///< categories(), Diag::Category
    NeedPedantic = 4,   ///< the -Wpedantic sets
  };

  /// Reads the Diagnostic records and what Need asks for. Reading the
  /// groups reports groups defined more than once (llvm-tblgen's messages,
  /// which do not fail the run).
  DiagModel(const RecordKeeper &Records, unsigned Need);

  const std::vector<Diag> &diags() const { return Diags; }
  const std::vector<GroupDef> &groupDefs() const { return Defs; }
  const std::vector<Flag> &flags() const { return Flags; }
  /// The index of the flag named Name, or None.
  int32_t findFlag(std::string_view Name) const;
  const std::vector<std::string> &categories() const { return Categories; }

  /// Diagnostics -Wpedantic controls directly, in record order.
  const std::vector<uint32_t> &pedanticDiags() const { return PedanticDiags; }
  /// Groups (GroupDef indices) -Wpedantic controls directly, in record order.
  const std::vector<uint32_t> &pedanticGroups() const { return PedanticGroups; }
  /// Whether D belongs to component Component ("" for every component); a
  /// fatal error when D's Component is not a string and one is asked for.
  static bool inComponent(const Diag &D, std::string_view Component);

  /// D's default severity ("Error", "Ignored", ...), read at the first
  /// call: a diagnostic without one is a fatal error only when a backend
  /// asks, and the first asked for is the one reported, as in clang-tblgen.
  std::string_view severity(const Diag &D) const;

  /// Whether diagnostic D is in pedanticDiags().
  bool isPedantic(uint32_t D) const { return !InPedantic.empty() && InPedantic[D]; }

private:
  std::vector<Diag> Diags;
  std::vector<GroupDef> Defs;
  std::vector<Flag> Flags;
  std::unordered_map<std::string_view, uint32_t> FlagByName;
  std::vector<std::string> Categories;
  std::vector<uint32_t> PedanticDiags, PedanticGroups;
  std::vector<bool> InPedantic;
  mutable FieldReader SeverityField{"DefaultSeverity"}, SeverityName{"Name"};

  void readDiags(const RecordKeeper &Records);
  void readGroups(const RecordKeeper &Records);
  void readDiagDetails(const std::unordered_map<const Record *, uint32_t> &DefOf);
  void reportRedefinitions() const;
  void assignCategories();
  void inferPedantic();
};

} // namespace tblgen::clangdiag
