//===- DialectInterfaceGen.cpp - -gen-dialect-interface-decls -------------===//
//
// A dialect interface is a plain C++ class deriving from
// DialectInterface::Base: a constructor taking the dialect, then one const
// virtual method per interface method, its body inline. The layout
// (indentation included) follows mlir-tblgen's to the byte: the method
// lines go through one re-indenting writer whose state carries over from
// method to method, the closing braces bypass it.
//
//===----------------------------------------------------------------------===//

#include "InterfaceText.h"

#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlir::iface {

namespace {

std::string_view rtrimBlanks(std::string_view S) {
  while (!S.empty() && (S.back() == ' ' || S.back() == '\t'))
    S.remove_suffix(1);
  return S;
}

void writeDialectInterface(OStream &OS, const Interface &I) {
  NsBlock Ns(OS, I.cppNamespace());
  writeClassComment(OS, I.description());
  const std::string &N = I.name();
  OS << "class " << N << " : public ::mlir::DialectInterface::Base<" << N << "> {\npublic:\n  " << N
     << "(::mlir::Dialect *dialect) : Base(dialect) {}\n";
  LineWriter W(OS);
  W.indentTo(2);
  for (const InterfaceMethod &M : I.methods()) {
    std::string Desc = M.description();
    if (!Desc.empty()) {
      W << "\n";
      std::string_view Text = rtrimBlanks(Desc);
      W.reflow(Text, "/// ");
      if (!Text.ends_with('\n'))
        W << "\n";
    }
    W << "virtual " << typePrefix(M.returnType()) << M.name() << "(";
    bool First = true;
    for (const InterfaceArg &A : M.args()) {
      if (!First)
        W << ", ";
      First = false;
      W << A.Type << " " << A.Name;
    }
    W << ") const {";
    std::string Body = M.body();
    if (!Body.empty()) {
      W << "\n";
      W.indentTo(4);
      W << Body << "\n";
      W.indentTo(2);
    }
    OS << "}\n";
  }
  OS << "};\n";
}

void emitDialectInterfaceDecls(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Dialect Interface Declarations", OS);
  for (const Record *R : interfaceRecords(Records, InterfaceKind::Dialect, /*ByID=*/true))
    writeDialectInterface(OS, Interface(R));
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRDialectInterfaceDecls, TM_MLIR, "gen-dialect-interface-decls",
                             "Generate dialect interface declarations.", emitDialectInterfaceDecls,
                             BT_None);

} // namespace tblgen::mlir::iface
