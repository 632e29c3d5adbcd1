//===- InterfaceText.cpp - Text helpers of the interface backends ---------===//
#include "InterfaceText.h"

#include "mlir/Namespace.h"
#include "tblgen/Output.h"

#include <algorithm>

namespace tblgen::mlir::iface {

namespace {

bool isSpace(char C) {
  return C == ' ' || C == '\t' || C == '\n' || C == '\v' || C == '\f' || C == '\r';
}

std::string_view rtrimBlanks(std::string_view S) {
  while (!S.empty() && (S.back() == ' ' || S.back() == '\t'))
    S.remove_suffix(1);
  return S;
}

/// The column of the first character other than a space or a tab; npos
/// for a blank line.
size_t textColumn(std::string_view Line) { return Line.find_first_not_of(" \t"); }

} // namespace

LineWriter &LineWriter::operator<<(std::string_view S) {
  auto emit = [&](std::string_view Line) {
    std::string_view Rest = Line.substr(std::min(Skip, Line.size()));
    if (LineStart) {
      OS.indent(Indent);
      OS << Prefix;
    }
    OS << Rest;
  };
  while (!S.empty()) {
    size_t NL = S.find('\n');
    if (NL == std::string_view::npos) {
      if (Skip < S.size()) {
        emit(S);
        LineStart = false;
      }
      break;
    }
    std::string_view Line = S.substr(0, NL);
    // A blank line comes out empty, unless lines carry a prefix.
    bool Blank = std::all_of(Line.begin(), Line.end(), isSpace);
    if (!Blank || !Prefix.empty())
      emit(Line);
    OS << '\n';
    LineStart = true;
    S.remove_prefix(NL + 1);
  }
  return *this;
}

LineWriter &LineWriter::indentTo(unsigned N) {
  OS.indent(N);
  LineStart = false;
  Indent = N;
  return *this;
}

LineWriter &LineWriter::reflow(std::string_view S, std::string_view LinePrefix) {
  // Leading blank lines go.
  while (!S.empty()) {
    size_t NL = S.find('\n');
    std::string_view Line = S.substr(0, NL);
    size_t Col = textColumn(Line);
    if (Col != std::string_view::npos) {
      Skip = Col;
      break;
    }
    S = NL == std::string_view::npos ? std::string_view() : S.substr(NL + 1);
  }
  for (std::string_view Rest = S; !Rest.empty();) {
    size_t NL = Rest.find('\n');
    size_t Col = textColumn(Rest.substr(0, NL));
    if (Col != std::string_view::npos)
      Skip = std::min(Skip, Col);
    Rest = NL == std::string_view::npos ? std::string_view() : Rest.substr(NL + 1);
  }
  std::string_view Saved = Prefix;
  Prefix = LinePrefix;
  *this << S;
  Prefix = Saved;
  Skip = 0;
  return *this;
}

NsBlock::NsBlock(OStream &OS, std::string_view Ns) : OS(OS), Name(plainNamespace(Ns)) {
  if (!Name.empty())
    OS << "namespace " << Name << " {\n\n";
}

NsBlock::~NsBlock() {
  if (!Name.empty())
    OS << "\n} // namespace " << Name << "\n";
}

void writeDocComment(OStream &OS, std::string_view Desc, std::string_view Lead) {
  if (Desc.empty())
    return;
  OS << "\n";
  std::string_view Text = rtrimBlanks(Desc);
  std::string Prefix = std::string(Lead) + "/// ";
  LineWriter W(OS);
  W.reflow(Text, Prefix);
  if (!Text.ends_with('\n'))
    W << "\n";
}

void writeClassComment(OStream &OS, std::string_view Desc) {
  std::string_view Text = trimmed(Desc);
  if (Text.empty())
    return;
  LineWriter W(OS);
  W.reflow(Text, "/// ");
  W << "\n";
}

void writeMarkdown(OStream &OS, std::string_view Desc) {
  if (Desc.empty())
    return;
  OS << "\n";
  std::string_view Text = rtrimBlanks(Desc);
  LineWriter W(OS);
  W.reflow(Text);
  if (!Text.ends_with('\n'))
    W << "\n";
}

std::string_view trimmed(std::string_view S) {
  while (!S.empty() && isSpace(S.front()))
    S.remove_prefix(1);
  while (!S.empty() && isSpace(S.back()))
    S.remove_suffix(1);
  return S;
}

std::string typePrefix(std::string_view Type) {
  std::string_view T = trimmed(Type);
  std::string Out(T);
  if (T.empty() || (T.back() != '&' && T.back() != '*'))
    Out += ' ';
  return Out;
}

Subst Family::modelSubst() const {
  Subst S;
  if (isOp())
    S.set("_this", "impl");
  S.set(Placeholder, std::string(Cast)).set("_self", std::string(Cast));
  return S;
}

Subst Family::traitSubst() const {
  Subst S;
  S.set(Placeholder, std::string(TraitSelf));
  return S;
}

Subst Family::classSubst() const {
  Subst S;
  S.set(Placeholder, "(*this)");
  return S;
}

const Family &family(InterfaceKind K) {
  static const Family Families[] = {
      {InterfaceKind::Attr, "::mlir::Attribute", "AttributeInterface", "ConcreteAttr", "_attr",
       "(::llvm::cast<ConcreteAttr>(tablegen_opaque_val))",
       "(*static_cast<const ConcreteAttr *>(this))"},
      {InterfaceKind::Op, "::mlir::Operation *", "OpInterface", "ConcreteOp", "_op",
       "(llvm::cast<ConcreteOp>(tablegen_opaque_val))", "(*static_cast<ConcreteOp *>(this))"},
      {InterfaceKind::Type, "::mlir::Type", "TypeInterface", "ConcreteType", "_type",
       "(::llvm::cast<ConcreteType>(tablegen_opaque_val))",
       "(*static_cast<const ConcreteType *>(this))"},
      {InterfaceKind::Dialect, "", "DialectInterface", "", "", "", ""},
  };
  return Families[unsigned(K)];
}

} // namespace tblgen::mlir::iface
