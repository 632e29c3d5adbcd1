//===- AttrArgs.h - The arguments of clang attributes -----------*- C++ -*-===//
//
// An attribute argument as the generated code sees it: its kind (from its
// Argument class), its member names, its C++ type, and the pieces of code
// each backend writes for it (member declarations, accessors, constructor
// parts, serialization, dumping, traversal, template instantiation).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class OStream;
class Record;
} // namespace tblgen

namespace tblgen::clangattr {

enum class ArgKind : uint8_t {
#define ATTR_ARG_KIND(Id, ClassName, CxxType) Id,
#include "AttrArgKinds.def"
};

/// One argument of an attribute.
struct Arg {
  ArgKind Kind;
  const Record *Def = nullptr;   ///< null for the DelayedArgs member
  std::string Attr;              ///< the attribute's record name
  std::string Lower, Upper;      ///< member and parameter names
  std::string Type;              ///< the stored C++ type (simple and variadic kinds)
  bool Optional = false, Fake = false;
  int64_t Default = 0;           ///< DefaultBool, DefaultInt
  // Enum and VariadicEnum:
  std::string FullType, ShortType;
  std::vector<std::string> Values, Enums, Uniques;
  bool External = false, Covered = true;

  bool isVariadic() const;
  bool isEnum() const { return Kind == ArgKind::Enum || Kind == ArgKind::VariadicEnum; }
  /// Holds a single value of Type with the plain getter (the kinds llvm's
  /// SimpleArgument covers).
  bool isSimple() const;
};

/// The arguments of attribute A, in order.
std::vector<Arg> attrArgs(const Record *A);
/// The DelayedArgs member of an attribute that accepts expression packs.
Arg delayedArgs(const Record *A);

/// The pieces of code written for an argument.
namespace argcode {
void declarations(OStream &OS, const Arg &A);
void accessors(OStream &OS, const Arg &A);
void accessorDefinitions(OStream &OS, const Arg &A);
void cloneArgs(OStream &OS, const Arg &A);
void templateInstantiationArgs(OStream &OS, const Arg &A);
void templateInstantiation(OStream &OS, const Arg &A);
void ctorBody(OStream &OS, const Arg &A);
void ctorInitializers(OStream &OS, const Arg &A);
void ctorDefaultInitializers(OStream &OS, const Arg &A);
void ctorParameters(OStream &OS, const Arg &A);
void implicitCtorArgs(OStream &OS, const Arg &A);
void pchReadDecls(OStream &OS, const Arg &A);
void pchReadArgs(OStream &OS, const Arg &A);
void pchWrite(OStream &OS, const Arg &A);
/// The test that an optional argument was left out ("false": never known).
std::string isOmitted(const Arg &A);
void value(OStream &OS, const Arg &A);
void dump(OStream &OS, const Arg &A);
void dumpChildren(OStream &OS, const Arg &A);
void astVisitorTraversal(OStream &OS, const Arg &A);
/// The setter of a variadic argument (the DelayedArgs member).
void variadicSetter(OStream &OS, const Arg &A);
/// The string conversions of an enum argument: declarations (Header) or
/// definitions.
void enumConversions(OStream &OS, const Arg &A, bool Header);
} // namespace argcode

} // namespace tblgen::clangattr
