//===- FuzzLexer.cpp - Fuzz target: lexer and preprocessor ----------------===//
//
// Lexes the input to the end (or the first error): tokens, escapes, numbers,
// code fragments, comments, #define/#ifdef/#else/#endif and include.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"
#include "lex/Lexer.h"

using namespace tblgen;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  fuzz::runOnBigStack([&] {
    SourceMgr SM;
    SM.IncludeReader = fuzz::readVirtualInclude;
    Diagnostics Diags(SM, fuzz::diagSink());
    setCurrentDiagnostics(&Diags);
    unsigned Main = SM.addBuffer(
        "fuzz.td", std::string(reinterpret_cast<const char *>(Data), Size), SrcLoc());
    Lexer L(SM, Diags, {"FUZZ", "DEFINED"});
    L.setMaxIncludeDepth(50);
    L.start(Main);
    // Every token consumes at least one byte, except the include/EOF
    // transitions; the bound only guards against a lexer that stops
    // advancing.
    size_t Limit = 4 * Size + 1000;
    for (size_t N = 0; N < Limit; ++N) {
      Tok K = L.lex();
      if (K == Tok::Eof || K == Tok::Error)
        break;
      if (N + 1 == Limit)
        __builtin_trap(); // the lexer is not making progress
      (void)L.strVal();
      (void)SM.lineCol(L.loc());
    }
    setCurrentDiagnostics(nullptr);
  });
  return 0;
}
