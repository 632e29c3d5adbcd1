//===- Regex.h - LLVM-compatible extended regular expressions --*- C++ -*-===//
//
// Internal to lib/record. !match and !instances take extended regular
// expressions with the validity rules of the BSD regcomp that llvm-tblgen
// uses; matching itself is left to the C library.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <regex.h>

#include <string>
#include <string_view>

namespace tblgen {

/// A compiled extended regular expression with LLVM's (BSD regcomp's)
/// notion of validity; matching uses the C library.
class PosixRegex {
public:
  /// Compiles Pattern; isValid() says whether llvm-tblgen would accept it.
  explicit PosixRegex(std::string_view Pattern);
  ~PosixRegex() {
    if (Valid)
      regfree(&Re);
  }
  PosixRegex(const PosixRegex &) = delete;
  PosixRegex &operator=(const PosixRegex &) = delete;

  bool isValid() const { return Valid; }
  /// Does the pattern match anywhere in S?
  bool match(std::string_view S) const {
    if (S.size() < Prefix.size() || S.compare(0, Prefix.size(), Prefix) != 0)
      return false;
#ifdef REG_STARTEND
    regmatch_t M[1];
    M[0].rm_so = 0;
    M[0].rm_eo = regoff_t(S.size());
    return regexec(&Re, S.data() ? S.data() : "", 1, M, REG_STARTEND) == 0;
#else
    std::string Copy(S);
    return regexec(&Re, Copy.c_str(), 0, nullptr, 0) == 0;
#endif
  }

private:
  regex_t Re;
  bool Valid = false;
  std::string Prefix; // bytes every match starts with (see the constructor)
};

} // namespace tblgen
