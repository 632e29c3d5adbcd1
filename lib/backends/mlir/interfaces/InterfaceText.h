//===- InterfaceText.h - Text helpers of the interface backends -*- C++ -*-===//
//
// What the interface backends share: the generated comment and Markdown
// forms of a description, "$_name" placeholder substitution in code blocks,
// and the per-family vocabulary of the generated C++ (value type, base
// class, template parameter, placeholders).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "mlir/Fmt.h"
#include "mlir/Interface.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen {
class OStream;
} // namespace tblgen

namespace tblgen::mlir::iface {

/// A writer that lays text out as mlir-tblgen's re-indenting stream does:
/// each line starts with Indent spaces and the current prefix, and, within
/// a reflow(), loses the block's common indentation.
class LineWriter {
public:
  explicit LineWriter(OStream &OS) : OS(OS) {}
  /// Writes N spaces now and indents the lines that follow by N.
  LineWriter &indentTo(unsigned N);
  /// Writes S as is (line starts indented and prefixed).
  LineWriter &operator<<(std::string_view S);
  /// Writes S without its leading blank lines and without the indentation
  /// its non-blank lines share, each line prefixed by Prefix.
  LineWriter &reflow(std::string_view S, std::string_view Prefix = "");

private:
  OStream &OS;
  unsigned Indent = 0;
  size_t Skip = 0;
  std::string_view Prefix;
  bool LineStart = true;
};

/// "namespace N {" and a blank line; a blank line and the closing comment
/// (nothing for the global namespace).
class NsBlock {
public:
  NsBlock(OStream &OS, std::string_view Ns);
  ~NsBlock();
  NsBlock(const NsBlock &) = delete;
  NsBlock &operator=(const NsBlock &) = delete;

private:
  OStream &OS;
  std::string Name;
};

/// A "///" comment of a description, lines prefixed by Lead: a blank line
/// first, the text re-indented, a final newline; nothing when it is empty.
void writeDocComment(OStream &OS, std::string_view Desc, std::string_view Lead = "");
/// The "///" comment of a class: the description trimmed, its lines kept as
/// they are, ending in a newline; nothing when it is blank.
void writeClassComment(OStream &OS, std::string_view Desc);
/// A description in Markdown: a blank line, then the text re-indented,
/// ending in a newline; nothing when it is empty.
void writeMarkdown(OStream &OS, std::string_view Desc);

/// Substitutions for "$name" placeholders in code (filled in with
/// fmtSubstitute).
using Subst = FmtVars;

/// A C++ type followed by a space unless it ends in '&' or '*' (trimmed).
std::string typePrefix(std::string_view Type);
/// Text without surrounding white space.
std::string_view trimmed(std::string_view S);

/// The C++ vocabulary of one interface family.
struct Family {
  InterfaceKind Kind;
  std::string_view ValueType;     ///< "::mlir::Operation *"
  std::string_view BaseClass;     ///< "OpInterface"
  std::string_view Concrete;      ///< "ConcreteOp"
  std::string_view Placeholder;   ///< "_op"
  std::string_view Cast;          ///< the value cast to the concrete class
  std::string_view TraitSelf;     ///< the value inside the trait
  bool isOp() const { return Kind == InterfaceKind::Op; }
  /// Substitutions in model method bodies.
  Subst modelSubst() const;
  /// Substitutions in trait method bodies and trait declarations.
  Subst traitSubst() const;
  /// Substitutions in the shared declarations of the interface class.
  Subst classSubst() const;
};

const Family &family(InterfaceKind K);

} // namespace tblgen::mlir::iface
