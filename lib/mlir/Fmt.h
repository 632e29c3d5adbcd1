//===- Fmt.h - The "$placeholder" template language of mlir-tblgen -*- C++ -*-===//
//
// Code snippets in ODS and DRR (predicates, builders, native code calls,
// parsers and printers, interface method bodies) are templates: "$name"
// stands for a named value ($_self, $_builder, $_loc, $_op, $cppClass...),
// "$N" for the Nth positional value and "$N..." for the positional values
// from N on. This is the one routine that fills them in.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace tblgen::mlir {

/// The named values of a template, by name without the '$'. Setting a
/// name twice keeps the last value.
class FmtVars {
public:
  FmtVars() = default;
  FmtVars(std::initializer_list<std::pair<std::string, std::string>> Init) {
    for (const auto &[K, V] : Init)
      set(K, V);
  }
  /// Gives placeholder $Name the value Value.
  FmtVars &set(std::string_view Name, std::string Value);
  /// The value of $Name, or null.
  const std::string *find(std::string_view Name) const;

private:
  std::vector<std::pair<std::string, std::string>> Values;
};

/// Where named values come from: a callable from a name (without '$') to
/// its value or null, referenced (not owned) for the length of one call.
class FmtLookup {
public:
  FmtLookup(std::nullptr_t) : Obj(nullptr), Fn(nullptr) {}
  FmtLookup(const FmtVars *Vars) : Obj(Vars), Fn(&viaVars) {}
  template <typename F, typename = std::enable_if_t<
                            std::is_invocable_r_v<const std::string *, const F &, std::string_view>>>
  FmtLookup(const F &Callable)
      : Obj(&Callable), Fn([](const void *O, std::string_view N) -> const std::string * {
          return (*static_cast<const F *>(O))(N);
        }) {}
  const std::string *operator()(std::string_view Name) const { return Obj ? Fn(Obj, Name) : nullptr; }

private:
  static const std::string *viaVars(const void *O, std::string_view N) {
    return static_cast<const FmtVars *>(O)->find(N);
  }
  const void *Obj;
  const std::string *(*Fn)(const void *, std::string_view);
};

/// The marker written after a placeholder that has no value.
inline constexpr std::string_view FmtNoSubst = "<no-subst-found>";

/// Template Text filled in:
///   "$$"        a '$';
///   "$N"        Positional[N], else the named value "N";
///   "$N..."     Positional[N..] joined by ", ", else the value "N" and "...";
///   "$name"     the named value (name: letters, digits, '_');
/// a placeholder without a value stays as written, followed by
/// FmtNoSubst; a '$' before anything else is the value named "" if there
/// is one (a lookup may fail the run there), else stays as is.
std::string fmtSubstitute(std::string_view Text, FmtLookup Named,
                          const std::vector<std::string> &Positional = {});

/// fmtSubstitute with named values only.
inline std::string fmtSubstitute(std::string_view Text, const FmtVars &Vars) {
  return fmtSubstitute(Text, FmtLookup(&Vars));
}

} // namespace tblgen::mlir
