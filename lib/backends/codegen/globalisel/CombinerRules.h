//===- CombinerRules.h - Combine rules to match-table rules ----*- C++ -*-===//
//
// The state of one -gen-global-isel-combiner run over a GICombiner: the
// match-table rules built from its GICombineRules, the deduplicated C++
// snippets (match predicates, custom actions) and the subtarget features
// used, ready for CombinerEmitter.cpp to write.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "backends/codegen/globalisel/CombinerPatterns.h"
#include "backends/codegen/globalisel/RuleMatchers.h"
#include "codegen/TargetInfo.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
namespace gicombiner {


/// Deduplicated C++ snippets, numbered in first-use order.
struct CodePool {
  std::vector<std::string> Codes;
  unsigned id(const std::string &Code) {
    for (unsigned I = 0; I < Codes.size(); ++I)
      if (Codes[I] == Code)
        return I;
    Codes.push_back(Code);
    return unsigned(Codes.size() - 1);
  }
};

/// Name -> C++ expression for ${name} in snippets; the first binding wins.
using Expansions = std::map<std::string, std::string>;

struct MatchData {
  std::string Symbol, Type;
  std::string var() const { return "GIMatchData_" + Symbol; }
};

/// Shared state of one combiner's emission.
struct CombinerState {
  const RecordKeeper &RK;
  searchable::TargetInfo &Target;
  const codegen::InstructionSet &Insts;
  PatFragCache &Frags;
  TableContext Ctx;
  CodePool MatchCode, ActionCode;
  std::vector<std::unique_ptr<RuleMatcher>> Rules;
  std::vector<const Record *> Features; ///< in first-use order
  unsigned NextRuleMatcherID = 0;
  bool DebugCXXPreds = false;
  bool HadError = false;
  unsigned UnknownTypeCounter = 0;
};

/// Parses and emits one GICombineRule.
/// Parses and emits every rule of List (GICombineGroups flattened, a rule
/// seen twice skipped with a warning), numbering them from NextID; All
/// receives (id, name) of each. With StopAfterParse rules are only parsed
/// and Dump receives their description.
void collectRules(CombinerState &S, const std::vector<const Record *> &List,
                  std::vector<std::pair<unsigned, std::string>> &All, std::set<std::string> &Seen,
                  unsigned &NextID, bool StopAfterParse, std::string &Dump);

} // namespace gicombiner
} // namespace tblgen
