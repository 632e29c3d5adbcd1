//===- FuzzCommon.h - Shared set-up of the libFuzzer targets ----*- C++ -*-===//
//
// Each fuzz target runs one input through part of the pipeline the way the
// driver does: on a thread with a large stack (the parser and the evaluator
// recurse on nested input), with a fresh SourceMgr, Diagnostics and
// RecordKeeper, and with FatalError caught. Includes never reach the disk:
// a few in-memory files stand in for them. Diagnostics go to /dev/null so
// that the formatting code runs without flooding the fuzzer's output.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "parse/Parser.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/SourceMgr.h"

#include <pthread.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

namespace tblgen::fuzz {

/// The in-memory files that `include` can find.
inline bool readVirtualInclude(const std::string &Path, std::string &Text) {
  if (Path == "inc.td") {
    Text = "class IncClass<int n> { int v = n; }\ndef IncDef : IncClass<1>;\n";
    return true;
  }
  if (Path == "self.td") { // includes itself: exercises the depth limit
    Text = "include \"self.td\"\n";
    return true;
  }
  if (Path == "empty.td")
    return true;
  return false;
}

/// Where diagnostics go (opened once per process).
inline FILE *diagSink() {
  static FILE *Sink = std::fopen("/dev/null", "w");
  return Sink ? Sink : stderr;
}

/// Runs Fn on a thread with a 256 MiB stack and waits for it.
template <typename F> void runOnBigStack(F &&Fn) {
  struct Box {
    F *Fn;
    static void *run(void *P) {
      (*static_cast<Box *>(P)->Fn)();
      return nullptr;
    }
  } B{&Fn};
  pthread_attr_t Attr;
  pthread_attr_init(&Attr);
  pthread_attr_setstacksize(&Attr, size_t(256) << 20);
  pthread_t T;
  if (pthread_create(&T, &Attr, &Box::run, &B) != 0) {
    pthread_attr_destroy(&Attr);
    std::abort();
  }
  pthread_attr_destroy(&Attr);
  pthread_join(T, nullptr);
}

/// Limits small enough that one input cannot take seconds or gigabytes
/// (libFuzzer would report that as a timeout or an out-of-memory crash).
inline void setFuzzLimits(RecordKeeper &RK) {
  ResourceLimits L = RK.getLimits();
  L.MaxListSize = 1 << 16;
  L.MaxBitsWidth = 1 << 12;
  L.MaxStringSize = 1 << 20;
  L.MaxInstantiationDepth = 200;
  L.MaxEvalDepth = 200;
  L.MaxMemory = size_t(256) << 20;
  RK.setLimits(L);
}

/// One parse of Data into RK. Returns true when the input was accepted
/// without errors. A FatalError is a regular outcome (a limit error is one);
/// any other exception is a bug and crashes the fuzzer.
/// Includes go to Reader (by default the in-memory files only).
inline bool parseInput(const uint8_t *Data, size_t Size, SourceMgr &SM,
                       Diagnostics &Diags, RecordKeeper &RK,
                       bool (*Reader)(const std::string &, std::string &) = readVirtualInclude) {
  SM.IncludeReader = Reader;
  unsigned Main = SM.addBuffer("fuzz.td", std::string(reinterpret_cast<const char *>(Data), Size),
                               SrcLoc());
  RK.setInputFilename("fuzz.td");
  RK.setSourceMgr(&SM);
  setFuzzLimits(RK);
  ParseOptions PO;
  PO.Defines = {"FUZZ"};
  PO.MaxValueDepth = 2000;
  PO.MaxIncludeDepth = 50;
  try {
    return parseTableGen(SM, Diags, RK, Main, PO) && !Diags.hasErrors();
  } catch (const FatalError &) {
    return false;
  }
}

} // namespace tblgen::fuzz
