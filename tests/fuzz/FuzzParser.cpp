//===- FuzzParser.cpp - Fuzz target: parser and evaluator -----------------===//
//
// Parses and evaluates the input into a RecordKeeper: classes, defs,
// multiclasses, foreach, let, the bang operators, resolution and checks.
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"

using namespace tblgen;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  fuzz::runOnBigStack([&] {
    SourceMgr SM;
    Diagnostics Diags(SM, fuzz::diagSink());
    setCurrentDiagnostics(&Diags);
    {
      RecordKeeper RK;
      fuzz::parseInput(Data, Size, SM, Diags, RK);
    }
    setCurrentDiagnostics(nullptr);
  });
  return 0;
}
