//===- FuzzBackends.cpp - Fuzz target: print-records and JSON backends ----===//
//
// Parses the input and, when it is accepted, runs the generic backends on
// the records: --print-records, --dump-json and --print-detailed-records
// (each looked up in the backend registry, as the driver does).
//
//===----------------------------------------------------------------------===//

#include "FuzzCommon.h"
#include "tblgen/Backend.h"
#include "tblgen/Output.h"

using namespace tblgen;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  fuzz::runOnBigStack([&] {
    SourceMgr SM;
    Diagnostics Diags(SM, fuzz::diagSink());
    setCurrentDiagnostics(&Diags);
    {
      RecordKeeper RK;
      if (fuzz::parseInput(Data, Size, SM, Diags, RK)) {
        OStream Print;
        Print << RK;
        BackendOptions NoOptions;
        for (const char *Name : {"dump-json", "print-detailed-records"}) {
          const BackendInfo *B = findBackend(Name);
          if (!B)
            continue;
          OutputFiles Out("fuzz");
          try {
            runBackend(*B, RK, Out, BackendContext{NoOptions, Diags});
          } catch (const FatalError &) {
          }
        }
      }
    }
    setCurrentDiagnostics(nullptr);
  });
  return 0;
}
