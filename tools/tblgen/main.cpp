//===- main.cpp - The tblgen driver ---------------------------------------===//
//
// Command line compatible with llvm-tblgen 22:
//
//   tblgen [options] [<input file>]
//   tblgen --batch <file>          (ours: one command line per line)
//
// and, called by the name clang-tblgen or mlir-tblgen (links made by the
// build), with clang-tblgen 22 or mlir-tblgen 22 (ToolProfile.h): the same
// options, that program's actions (and mlir-tblgen's own options).
//
// Reads the input (stdin when none or "-"), parses it into a RecordKeeper,
// runs one backend (--print-records by default) into memory and writes the
// result to stdout or, with -o, atomically to a file. The whole pipeline
// runs on a large stack of its own (the main thread switched onto it, or a
// thread) so that deeply nested input cannot overflow it.
//
// The parts: Options (command line, --help), Run (the parse, backend and
// write steps of one run), OutputWriter (atomic output and dependency
// files), Reports (--time-phases, --mem-stats), Batch (--batch).
//
//===----------------------------------------------------------------------===//

#include "Batch.h"
#include "Options.h"
#include "Run.h"

#include <cstdio>
#include <cstdlib>

#include <pthread.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <ucontext.h>
#include <unistd.h>

using namespace tblgen;
using namespace tblgen::driver;

#if defined(__SANITIZE_ADDRESS__)
/// The leak checker's defaults in sanitized builds: pointers stored at
/// unaligned offsets count (a pattern node's value-type list keeps its heap
/// block's address in 2-byte aligned words, and the objects a run never
/// frees are reachable only through such pointers).
extern "C" const char *__lsan_default_options() { return "use_unaligned=1"; }
#endif

namespace {

/// A single run and its never-freed objects (ParsedInput), reachable from
/// static storage so that leak checkers do not report them.
struct Job {
  RunContext C;
  const BackendInfo *Action = nullptr;
  ParsedInput Parsed;
  BackendOutput Output;
  int Status = 1;
  bool OnOwnThread = false; // runs on a big stack of its own (thread or switched)
};

/// What follows a run: the --mem-stats and --time-phases reports, flushing
/// stdout; the process's exit status.
int finishJob(Job &J) {
  if (J.C.Stats)
    J.C.Stats->print(stderr);
  // llvm-tblgen prints the timing report when its RecordKeeper goes away,
  // which a fatal error (exit) skips.
  if (J.C.Timer && !J.Parsed.Fatal && !J.Output.Fatal)
    J.C.Timer->print(stderr);
  std::fflush(stdout);
  return J.Status == 0 ? 0 : 1;
}

void *jobThread(void *P) {
  Job &J = *static_cast<Job *>(P);
  parseStep(J.C, *J.Action, J.Parsed);
  if (J.Parsed.Ok) {
    backendStep(J.C, *J.Action, J.Parsed, J.Output);
    J.Status = writeStep(J.C, J.Parsed.SM->Dependencies, J.Output);
  }
#ifdef TBLGEN_FAST_EXIT
  // Done: finish here and end the process from this thread, so that neither
  // the thread's teardown (its allocator heap) nor exit handlers run.
  if (J.OnOwnThread) {
    int RC = finishJob(J);
    std::fflush(stderr);
    flushProfileCounters();
    std::_Exit(RC);
  }
#endif
  return nullptr;
}

constexpr size_t BigStackSizes[] = {size_t(1) << 30, size_t(256) << 20, size_t(64) << 20};

#ifdef TBLGEN_FAST_EXIT
/// The job of runOnOwnStack (makecontext passes only ints).
Job *StackJob = nullptr;

void stackEntry() { jobThread(StackJob); }

/// Runs the job on this thread, switched onto a big stack of its own (with
/// a guard page below it), when the system gives one: a second thread would
/// cost a clone, a second allocator heap on fresh pages and a join, about a
/// quarter of a small run's start-up. The job ends the process itself
/// (fast exit); should it return, this returns too. False if no stack could
/// be had.
bool runOnOwnStack(Job &J) {
  const size_t Guard = size_t(::sysconf(_SC_PAGESIZE));
  for (size_t Size : BigStackSizes) {
    void *Mem = ::mmap(nullptr, Size + Guard, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (Mem == MAP_FAILED)
      continue;
    if (::mprotect(Mem, Guard, PROT_NONE) != 0) {
      ::munmap(Mem, Size + Guard);
      continue;
    }
    static ucontext_t Caller, Callee;
    if (::getcontext(&Callee) != 0)
      return false;
    Callee.uc_stack.ss_sp = static_cast<char *>(Mem) + Guard;
    Callee.uc_stack.ss_size = Size;
    Callee.uc_link = &Caller;
    StackJob = &J;
    J.OnOwnThread = true;
    ::makecontext(&Callee, stackEntry, 0);
    if (::swapcontext(&Caller, &Callee) != 0) {
      J.OnOwnThread = false;
      return false;
    }
    return true;
  }
  return false;
}
#endif

/// Runs the job on a big stack: this thread's, switched (fast exit only),
/// else a thread's (falling back to smaller ones, then to this thread as it
/// is, when the system refuses).
void runOnBigStack(Job &J) {
#ifdef TBLGEN_FAST_EXIT
  if (runOnOwnStack(J))
    return;
#endif
  for (size_t Size : BigStackSizes) {
    pthread_attr_t Attr;
    if (pthread_attr_init(&Attr) != 0)
      break;
    pthread_t Thread;
    J.OnOwnThread = true;
    bool Started = pthread_attr_setstacksize(&Attr, Size) == 0 &&
                   pthread_create(&Thread, &Attr, jobThread, &J) == 0;
    pthread_attr_destroy(&Attr);
    if (Started) {
      pthread_join(Thread, nullptr);
      return;
    }
  }
  J.OnOwnThread = false;
  jobThread(&J);
}

} // namespace

int main(int argc, char **argv) {
  mode_t Mask = ::umask(0);
  ::umask(Mask);

  DriverOptions Opts;
  Opts.Tool = &toolForProgram(argv[0]);
  Opts.CreationMode = 0666 & ~Mask;
  std::vector<std::string> Errors;
  std::vector<std::string> Args(argv + 1, argv + argc);
  const ArgsResult R = parseArguments(Args, baseName(argv[0]), argv[0], Opts, Errors);
  for (const std::string &N : Opts.Notes)
    std::fprintf(stderr, "%s\n", N.c_str());
  switch (R) {
  case ArgsResult::Help:
  case ArgsResult::HelpHidden:
    printHelp(*Opts.Tool, argv[0], R == ArgsResult::HelpHidden);
    return std::fflush(stdout) == 0 ? 0 : 1;
  case ArgsResult::Version:
    printVersion(*Opts.Tool);
    return std::fflush(stdout) == 0 ? 0 : 1;
  case ArgsResult::Error:
    for (const std::string &E : Errors)
      std::fprintf(stderr, "%s\n", E.c_str());
    return 1;
  case ArgsResult::Run:
    break;
  }

  if (!Opts.BatchFile.empty())
    return runBatch(Opts, Args, argv[0]);

  PhaseTimer Timer;
  RunStats Stats;
  // Static storage: the run's objects (Job::Parsed) are never freed, and
  // must stay reachable after main returns so leak checkers do not report
  // them.
  static Job J;
  J.C.Opts = &Opts;
  J.C.Argv0 = argv[0];
  J.C.Err = stderr;
  J.C.Timer = Opts.TimePhases ? &Timer : nullptr;
  J.C.Stats = Opts.MemStats ? &Stats : nullptr;
  J.Action = findAction(*Opts.Tool, Opts.Action);
  runOnBigStack(J);
  return finishJob(J);
}
