//===- micro.cpp - Micro-benchmarks of the tblgen front end ---------------===//
//
// Google Benchmark micro-benchmarks of the hot paths of the front end:
//
//   BM_Lex*       tokens per second over a real input (Intrinsics.td and
//                 everything it includes) or a generated one;
//   BM_Parse      the whole front end over the same input;
//   BM_*Init*     value interning, for values already interned (hit) and
//                 new ones (miss);
//   BM_Resolve*   instantiating a class: resolving a copy of it through a
//                 MapResolver that binds its template arguments;
//   BM_Print      RecordKeeper::print (--print-records) into an OStream.
//
// The real input is read from $TBLGEN_BENCH_LLVM_INCLUDE (default
// /usr/include/llvm-22); when it is missing a generated input is used.
// Every file is read from disk once and then served from memory, so the
// numbers do not include I/O.
//
//===----------------------------------------------------------------------===//

#include "lex/Lexer.h"
#include "parse/Parser.h"
#include "record/RecordEdit.h"
#include "record/Resolvers.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"
#include "tblgen/SourceMgr.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace tblgen;

namespace {

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

/// A generated input of N defs of a few classes, exercising template
/// arguments, bang operators, lists, bits and dags.
std::string generatedInput(unsigned N) {
  std::string S;
  S += "class Base<int a, string s> {\n"
       "  int Value = a;\n"
       "  string Name = s;\n"
       "  bits<8> Enc = !cast<bits<8>>(a);\n"
       "  list<int> L = [a, !add(a, 1), !mul(a, 2)];\n"
       "}\n"
       "class Derived<int a, string s> : Base<a, !strconcat(s, \"_d\")> {\n"
       "  dag D = (ops a, s);\n"
       "  code C = [{ return X; }];\n"
       "}\n";
  char Buf[160];
  for (unsigned I = 0; I < N; ++I) {
    std::snprintf(Buf, sizeof(Buf), "def Rec%u : Derived<%u, \"rec%u\">; // def %u\n", I,
                  I % 200, I, I);
    S += Buf;
  }
  return S;
}

/// The benchmark input: a main buffer and the files it may include, all in
/// memory.
struct Corpus {
  std::string MainName;
  std::string MainText;
  std::vector<std::string> IncludeDirs;
  /// Path -> contents; an empty optional-like entry (Found == false) caches
  /// a path that does not exist.
  struct File {
    bool Found;
    std::string Text;
  };
  mutable std::map<std::string, File> Files;

  bool read(const std::string &Path, std::string &Text) const {
    auto It = Files.find(Path);
    if (It == Files.end()) {
      File F{false, {}};
      std::ifstream In(Path, std::ios::binary);
      if (In) {
        std::ostringstream SS;
        SS << In.rdbuf();
        F = {true, SS.str()};
      }
      It = Files.emplace(Path, std::move(F)).first;
    }
    if (!It->second.Found)
      return false;
    Text = It->second.Text;
    return true;
  }

  /// A source manager serving the corpus; returns the main buffer's id.
  unsigned load(SourceMgr &SM) const {
    SM.IncludeDirs = IncludeDirs;
    SM.IncludeReader = [this](const std::string &Path, std::string &Text) {
      return read(Path, Text);
    };
    return SM.addBuffer(MainName, MainText, SrcLoc());
  }
};

const Corpus &corpus() {
  static const Corpus C = [] {
    Corpus C;
    const char *Env = std::getenv("TBLGEN_BENCH_LLVM_INCLUDE");
    std::string Root = Env && *Env ? Env : "/usr/include/llvm-22";
    C.MainName = Root + "/llvm/IR/Intrinsics.td";
    C.IncludeDirs = {Root};
    if (!C.read(C.MainName, C.MainText)) {
      std::fprintf(stderr, "note: %s not found; using a generated input\n", C.MainName.c_str());
      C.MainName = "generated.td";
      C.MainText = generatedInput(20000);
      C.IncludeDirs.clear();
    }
    return C;
  }();
  return C;
}

/// A front end run over the corpus, kept for the benchmarks of later
/// phases.
struct Parsed {
  SourceMgr SM;
  std::unique_ptr<Diagnostics> Diags;
  RecordKeeper Records;
  bool Ok = false;
};

bool parseInto(const Corpus &C, Parsed &P) {
  unsigned Main = C.load(P.SM);
  P.Diags = std::make_unique<Diagnostics>(P.SM, stderr);
  P.Records.setInputFilename(C.MainName);
  P.Records.setSourceMgr(&P.SM);
  setCurrentDiagnostics(P.Diags.get());
  bool Ok = parseTableGen(P.SM, *P.Diags, P.Records, Main, ParseOptions());
  setCurrentDiagnostics(nullptr);
  return Ok && !P.Diags->hasErrors();
}

const Parsed &parsedCorpus() {
  static Parsed *P = [] {
    auto *P = new Parsed;
    P->Ok = parseInto(corpus(), *P);
    return P;
  }();
  return *P;
}

//===----------------------------------------------------------------------===//
// Lexer and parser
//===----------------------------------------------------------------------===//

/// Lexes a whole input (includes followed); returns the token count and
/// adds the bytes of every buffer read to Bytes.
size_t lexAll(const Corpus &C, size_t &Bytes) {
  SourceMgr SM;
  unsigned Main = C.load(SM);
  Diagnostics Diags(SM, stderr);
  Lexer L(SM, Diags, {});
  L.start(Main);
  size_t N = 0;
  for (Tok K = L.lex(); K != Tok::Eof && K != Tok::Error; K = L.lex())
    ++N;
  for (unsigned I = 0; I < SM.numBuffers(); ++I)
    Bytes += SM.buffer(I).size();
  return N;
}

void reportLexRates(benchmark::State &St, size_t Tokens, size_t Bytes) {
  St.counters["tokens/s"] = benchmark::Counter(double(Tokens), benchmark::Counter::kIsRate);
  St.counters["tokens"] =
      benchmark::Counter(double(Tokens), benchmark::Counter::kAvgIterations);
  St.SetBytesProcessed(int64_t(Bytes));
}

void BM_LexIntrinsics(benchmark::State &St) {
  const Corpus &C = corpus();
  size_t Tokens = 0, Bytes = 0;
  for (auto _ : St)
    Tokens += lexAll(C, Bytes);
  reportLexRates(St, Tokens, Bytes);
}
BENCHMARK(BM_LexIntrinsics)->Unit(benchmark::kMillisecond);

void BM_LexGenerated(benchmark::State &St) {
  Corpus C;
  C.MainName = "generated.td";
  C.MainText = generatedInput(unsigned(St.range(0)));
  size_t Tokens = 0, Bytes = 0;
  for (auto _ : St)
    Tokens += lexAll(C, Bytes);
  reportLexRates(St, Tokens, Bytes);
}
BENCHMARK(BM_LexGenerated)->Arg(1000)->Arg(20000)->Unit(benchmark::kMillisecond);

void BM_Parse(benchmark::State &St) {
  const Corpus &C = corpus();
  for (auto _ : St) {
    Parsed P;
    if (!parseInto(C, P))
      St.SkipWithError("the input does not parse");
    benchmark::DoNotOptimize(P.Records.getDefs().size());
  }
}
BENCHMARK(BM_Parse)->Unit(benchmark::kMillisecond);

//===----------------------------------------------------------------------===//
// Interning
//===----------------------------------------------------------------------===//

constexpr int64_t Batch = 4096;

/// Runs Body(RK, Index) Batch times per iteration with a fresh index each
/// time (so every call creates a new value); the keeper is replaced, outside
/// the timing, after Limit values so that memory stays bounded.
template <typename Setup, typename Fn>
void runMisses(benchmark::State &St, int64_t Limit, Setup &&Prepare, Fn &&Body) {
  auto RK = std::make_unique<RecordKeeper>();
  Prepare(*RK);
  int64_t Next = 0;
  for (auto _ : St) {
    if (Next + Batch > Limit) {
      St.PauseTiming();
      RK = std::make_unique<RecordKeeper>();
      Prepare(*RK);
      Next = 0;
      St.ResumeTiming();
    }
    for (int64_t I = 0; I < Batch; ++I)
      benchmark::DoNotOptimize(Body(*RK, Next + I));
    Next += Batch;
  }
  St.SetItemsProcessed(St.iterations() * Batch);
}

void BM_IntInitHit(benchmark::State &St) {
  RecordKeeper RK;
  for (int64_t I = 0; I < 1024; ++I)
    IntInit::get(RK, I);
  for (auto _ : St)
    for (int64_t I = 0; I < Batch; ++I)
      benchmark::DoNotOptimize(IntInit::get(RK, I & 1023));
  St.SetItemsProcessed(St.iterations() * Batch);
}
BENCHMARK(BM_IntInitHit);

void BM_IntInitMiss(benchmark::State &St) {
  runMisses(St, int64_t(1) << 20, [](RecordKeeper &) {},
            [](RecordKeeper &RK, int64_t I) { return IntInit::get(RK, I); });
}
BENCHMARK(BM_IntInitMiss);

/// Distinct identifiers like the names of a real input.
const std::vector<std::string> &names() {
  static const std::vector<std::string> N = [] {
    std::vector<std::string> V;
    V.reserve(size_t(1) << 18);
    for (unsigned I = 0; I < (1u << 18); ++I)
      V.push_back("int_x86_avx512_mask_op" + std::to_string(I) + "_ps_512");
    return V;
  }();
  return N;
}

void BM_StringInitHit(benchmark::State &St) {
  const std::vector<std::string> &N = names();
  RecordKeeper RK;
  for (size_t I = 0; I < 1024; ++I)
    StringInit::get(RK, N[I]);
  for (auto _ : St)
    for (int64_t I = 0; I < Batch; ++I)
      benchmark::DoNotOptimize(StringInit::get(RK, N[size_t(I & 1023)]));
  St.SetItemsProcessed(St.iterations() * Batch);
}
BENCHMARK(BM_StringInitHit);

void BM_StringInitMiss(benchmark::State &St) {
  const std::vector<std::string> &N = names();
  runMisses(St, int64_t(N.size()), [](RecordKeeper &) {},
            [&](RecordKeeper &RK, int64_t I) { return StringInit::get(RK, N[size_t(I)]); });
}
BENCHMARK(BM_StringInitMiss);

/// The operands of the BinOpInit benchmarks: 1024 interned ints.
struct IntOperands {
  std::vector<const Init *> Ints;
  const RecTy *IntTy = nullptr;
  void prepare(RecordKeeper &RK) {
    Ints.clear();
    for (int64_t I = 0; I < 1024; ++I)
      Ints.push_back(IntInit::get(RK, I));
    IntTy = IntRecTy::get(RK);
  }
};

void BM_BinOpInitHit(benchmark::State &St) {
  RecordKeeper RK;
  IntOperands Ops;
  Ops.prepare(RK);
  for (int64_t I = 0; I < 1024; ++I)
    BinOpInit::get(BinOpInit::Add, Ops.Ints[size_t(I)], Ops.Ints[size_t(1023 - I)], Ops.IntTy);
  for (auto _ : St)
    for (int64_t I = 0; I < Batch; ++I) {
      size_t J = size_t(I & 1023);
      benchmark::DoNotOptimize(
          BinOpInit::get(BinOpInit::Add, Ops.Ints[J], Ops.Ints[1023 - J], Ops.IntTy));
    }
  St.SetItemsProcessed(St.iterations() * Batch);
}
BENCHMARK(BM_BinOpInitHit);

void BM_BinOpInitMiss(benchmark::State &St) {
  IntOperands Ops;
  runMisses(St, int64_t(1) << 20, [&](RecordKeeper &RK) { Ops.prepare(RK); },
            [&](RecordKeeper &, int64_t I) {
              return BinOpInit::get(BinOpInit::Add, Ops.Ints[size_t(I & 1023)],
                                    Ops.Ints[size_t((I >> 10) & 1023)], Ops.IntTy);
            });
}
BENCHMARK(BM_BinOpInitMiss);

//===----------------------------------------------------------------------===//
// Resolution
//===----------------------------------------------------------------------===//

/// A class with template arguments used by many kinds of field values.
const char *const ResolveInput = R"(
def ins;
class Inst<int op, string asm, list<int> uses, bits<4> sz> {
  int Opcode = op;
  string AsmString = !strconcat(asm, "\t$dst, $src");
  string Mnemonic = asm;
  list<int> Uses = uses;
  list<int> Defs = !listconcat(uses, [op]);
  bits<4> Size = sz;
  bits<8> Low = op;
  bits<16> Encoding = { sz, 0b0000, Low };
  int Cost = !add(op, !size(uses), 3);
  bit IsBig = !gt(op, 100);
  dag Operands = (ins op, asm);
  string Name = !if(!eq(op, 0), "nop", asm # "_" # op);
}
)";

struct ResolveFixture {
  SourceMgr SM;
  std::unique_ptr<Diagnostics> Diags;
  RecordKeeper RK;
  const Record *Class = nullptr;
  std::vector<const Init *> Args;

  ResolveFixture() {
    unsigned Main = SM.addBuffer("resolve.td", ResolveInput, SrcLoc());
    Diags = std::make_unique<Diagnostics>(SM, stderr);
    RK.setSourceMgr(&SM);
    setCurrentDiagnostics(Diags.get());
    if (parseTableGen(SM, *Diags, RK, Main, ParseOptions()))
      Class = RK.getClass("Inst");
    setCurrentDiagnostics(nullptr);
  }
  /// Values for the template arguments, varying with Seed.
  void bind(MapResolver &R, int64_t Seed) {
    std::span<const Init *const> TA = Class->getTemplateArgs();
    const Init *Op = IntInit::get(RK, Seed);
    const Init *Uses[] = {IntInit::get(RK, 1), IntInit::get(RK, 2)};
    const Init *Bits[] = {BitInit::get(RK, true), BitInit::get(RK, false),
                          BitInit::get(RK, Seed & 1), BitInit::get(RK, false)};
    R.set(TA[0], Op);
    R.set(TA[1], StringInit::get(RK, "add"));
    R.set(TA[2], ListInit::get(Uses, IntRecTy::get(RK)));
    R.set(TA[3], BitsInit::get(RK, Bits));
  }
};

void runResolve(benchmark::State &St, int64_t Variety) {
  ResolveFixture F;
  if (!F.Class) {
    St.SkipWithError("the resolve input does not parse");
    return;
  }
  setCurrentDiagnostics(F.Diags.get());
  int64_t Seed = 0;
  for (auto _ : St) {
    Record Copy(*F.Class);
    MapResolver R(&Copy);
    F.bind(R, Seed);
    Seed = (Seed + 1) % Variety;
    RecordEdit::resolveReferences(Copy, R);
    benchmark::DoNotOptimize(Copy.getValues().data());
  }
  setCurrentDiagnostics(nullptr);
  St.SetItemsProcessed(St.iterations());
}

/// The same arguments every time: every value built is already interned.
void BM_ResolveSameArgs(benchmark::State &St) { runResolve(St, 1); }
BENCHMARK(BM_ResolveSameArgs);

/// 4096 different argument sets: mostly new values at first, then hits.
void BM_ResolveVaried(benchmark::State &St) { runResolve(St, 4096); }
BENCHMARK(BM_ResolveVaried);

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

void BM_PrintRecords(benchmark::State &St) {
  const Parsed &P = parsedCorpus();
  if (!P.Ok) {
    St.SkipWithError("the input does not parse");
    return;
  }
  size_t Bytes = 0;
  for (auto _ : St) {
    OStream OS;
    P.Records.print(OS);
    Bytes += OS.size();
    benchmark::DoNotOptimize(OS.str().data());
  }
  St.SetBytesProcessed(int64_t(Bytes));
}
BENCHMARK(BM_PrintRecords)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
