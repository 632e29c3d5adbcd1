//===- NameScan.h - Searching instruction names for patterns ----*- C++ -*-===//
//
// Internal to lib/codegen: what (instregex ...) needs to search thousands of
// instruction names for each pattern quickly. The names are packed back to
// back in one buffer (no record is touched while searching), and a pattern
// is first narrowed to the names containing a literal that every match of
// it must contain, so that the regular expression runs on few names.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen::codegen {

/// The longest run of characters that every string matched by Pattern (an
/// extended regular expression, in the grammar PosixRegex accepts) must
/// contain. Empty when no run is certain: an alternation or an unmatched
/// ')' at top level, or only characters under a repetition or in groups or
/// bracket expressions. (For a pattern PosixRegex rejects, the result is
/// meaningless, as nothing matches it.)
std::string requiredLiteral(std::string_view Pattern);

/// The strings a regular expression's matches start with.
struct MatchStarts {
  /// Sorted, none a prefix of another.
  std::vector<std::string> Strs;
  /// Whether every text starting with one of Strs is matched (else only
  /// texts starting with one of them may be).
  bool Exact = false;
};

/// What the matches of Regex at the start of a text start with; Regex is an
/// extended regular expression that PosixRegex accepts, anchored by its
/// leading '^'. Nullopt when no short list is known (a match may start
/// with anything).
std::optional<MatchStarts> matchStarts(std::string_view Regex);

/// Strings stored back to back in one buffer, each followed by a NUL.
class PackedNames {
public:
  void add(std::string_view Name) {
    Chars.append(Name);
    Chars.push_back('\0');
    Starts.push_back(uint32_t(Chars.size()));
  }
  size_t size() const { return Starts.size() - 1; }
  std::string_view operator[](size_t K) const {
    return {Chars.data() + Starts[K], Starts[K + 1] - Starts[K] - 1};
  }
  /// The K whose names start with Prefix, [First, Last), the names being
  /// sorted and those before From known to be less than Prefix.
  std::pair<size_t, size_t> withPrefix(std::string_view Prefix, size_t From = 0) const;

  /// Calls Fn(K), in increasing order, for every K in [First, Last) whose
  /// name contains Lit at or after position Skip (names shorter than Skip
  /// never do). Lit must not be empty nor contain a NUL.
  template <typename F>
  void forEachContaining(size_t First, size_t Last, size_t Skip, std::string_view Lit,
                         F &&Fn) const {
    std::string_view All(Chars.data(), Starts[Last]);
    size_t K = First;
    while (K < Last) {
      size_t From = Starts[K] + Skip;
      if (From >= Starts[K + 1]) { // (shorter than Skip)
        ++K;
        continue;
      }
      size_t At = All.find(Lit, From);
      if (At == std::string_view::npos)
        return;
      K = nameAt(K, Last, At);
      if (At < Starts[K] + Skip)
        continue; // (found in the skipped start of name K: search it again)
      Fn(K);
      ++K;
    }
  }

private:
  /// The K in [First, Last) whose name holds position At.
  size_t nameAt(size_t First, size_t Last, size_t At) const;

  std::string Chars;
  /// Where each name starts, and one past the last one's NUL.
  std::vector<uint32_t> Starts{0};
};

} // namespace tblgen::codegen
