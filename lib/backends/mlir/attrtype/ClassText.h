//===- ClassText.h - The C++ class of an AttrDef or TypeDef -----*- C++ -*-===//
//
// The generated class of one def as text: its declaration (the storage
// struct's forward declaration and the class body) and its definitions (the
// storage struct, then the out-of-line members, in declaration order).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>

namespace tblgen {
class OStream;
namespace mlir {
class AttrOrTypeDef;
} // namespace mlir
} // namespace tblgen

namespace tblgen::mlirattr {

/// "namespace N {" and a blank line; at the end a blank line and
/// "} // namespace N". Nothing when N is empty.
class BlankNamespace {
public:
  BlankNamespace(OStream &OS, std::string_view Ns);
  ~BlankNamespace();
  BlankNamespace(const BlankNamespace &) = delete;
  BlankNamespace &operator=(const BlankNamespace &) = delete;

private:
  OStream &OS;
  std::string Name;
};

/// One def's class, ready to write.
struct DefClass {
  std::string StorageNs;  ///< the storage struct's namespace ("" when none)
  std::string StorageFwd; ///< "struct XStorage;\n", when it has storage
  std::string Storage;    ///< the storage struct, when generated
  std::string Decl;       ///< the class declaration
  std::string Defs;       ///< out-of-line member definitions

  void writeDecl(OStream &OS) const;
  void writeDef(OStream &OS) const;
};

/// Builds the class of D; FormatErrorsFatal: whether an error in its
/// assembly format ends the run (-asmformat-error-is-fatal).
DefClass buildDefClass(const mlir::AttrOrTypeDef &D, bool FormatErrorsFatal);

/// Text re-indented: the indentation of its first non-blank line removed
/// from every line, Indent put before each non-blank one, blank lines
/// before and after it dropped, each line ending in a newline.
std::string reindent(std::string_view Text, std::string_view Indent);

} // namespace tblgen::mlirattr
