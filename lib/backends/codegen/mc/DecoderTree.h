//===- DecoderTree.h - The decision tree of a decoder table ------*- C++ -*-===//
//
// A set of encodings of one width becomes a tree of tests on instruction
// bits, chosen the way llvm-tblgen's DecoderEmitter chooses them: at each
// level the bit range that splits the remaining encodings into the most
// groups; encodings with unknown bits in that range are tried after the
// others ("try ... else try ..."); a lone encoding checks its remaining
// known bits, its predicate and soft-fail bits, then decodes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "backends/codegen/mc/DecoderEncoding.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tblgen::decoder {

/// One node of the tree.
struct TreeNode {
  enum Kind : uint8_t { Any, All, CheckField, SwitchField, CheckPredicate, SoftFail, Decode };
  Kind K;
  explicit TreeNode(Kind K) : K(K) {}

  /// Any (alternatives tried in order) and All (steps in sequence).
  std::vector<std::unique_ptr<TreeNode>> Children;
  /// CheckField and SwitchField: the bit range (and, for CheckField, the value).
  unsigned Start = 0, Width = 0;
  uint64_t Value = 0;
  /// SwitchField: value -> subtree, in value order.
  std::map<uint64_t, std::unique_ptr<TreeNode>> Cases;
  /// CheckPredicate: the C++ condition; Decode: the decoder statements.
  std::string Text;
  /// SoftFail masks.
  uint64_t Positive = 0, Negative = 0;
  /// Decode: the encoding.
  const DecoderEncoding *Encoding = nullptr;
  /// The table writer's: the predicate's or decoder's number, and the
  /// subtree's size in bytes (~0u until measured).
  mutable unsigned Number = 0, Size = ~0u;
};

/// Builds the tree for the encodings Ids (indices into Encodings). On a
/// conflict, prints llvm-tblgen's "Decoding Conflict" dump to stderr and
/// returns null. Predicate texts come from PredicateOf, decoder texts from
/// DecoderOf.
std::unique_ptr<TreeNode>
buildDecoderTree(const std::vector<DecoderEncoding> &Encodings, std::vector<unsigned> Ids,
                 const std::function<std::string(const DecoderEncoding &)> &PredicateOf,
                 const std::function<std::string(const DecoderEncoding &)> &DecoderOf);

} // namespace tblgen::decoder
