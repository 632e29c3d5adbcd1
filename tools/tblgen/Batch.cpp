//===- Batch.cpp - tblgen --batch FILE ------------------------------------===//
//
// How a batch runs (Batch.h, docs/batch.md):
//
//  1. Every line is split (shell quoting) and parsed as a command line; a
//     line that does not parse fails alone.
//  2. Lines are grouped by what shapes the parse: input, include dirs,
//     macros, parse options, the --max-* limits. A line with --time-phases
//     or --mem-stats, or whose action prints the allocation statistics
//     (--print-detailed-records), is a group of its own (its report is about
//     its own run).
//  3. A pool of worker threads (big stacks, as the single run's) parses each
//     group once, then runs the group's backends concurrently on the shared,
//     read-only RecordKeeper, ahead of the parses still queued; the last
//     backend of a group frees its parse. Every message goes to a per-group
//     or per-line buffer.
//  4. Meanwhile, in line order, the main thread waits for each line, prints
//     its messages and writes its outputs and dependency file, exactly as a
//     separate run would, then drops its outputs; a failed line gets a final
//     "FILE:N: error" naming it.
//
//===----------------------------------------------------------------------===//

#include "Batch.h"

#include "CommandLineSplit.h"
#include "Run.h"

#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tblgen::driver {

namespace {

/// A FILE that writes into memory (open_memstream); text() closes it and
/// returns what was written. Falls back to stderr when no stream can be
/// made (messages then come out unordered, but still come out).
class MemoryStream {
public:
  MemoryStream() {
    F = ::open_memstream(&Buf, &Size);
    if (!F)
      F = stderr;
  }
  ~MemoryStream() {
    if (F && F != stderr)
      std::fclose(F);
    std::free(Buf);
  }
  MemoryStream(const MemoryStream &) = delete;
  MemoryStream &operator=(const MemoryStream &) = delete;
  FILE *file() const { return F; }
  /// Everything written so far.
  std::string_view text() {
    if (F == stderr)
      return {};
    std::fflush(F);
    return {Buf, Size};
  }

private:
  FILE *F = nullptr;
  char *Buf = nullptr;
  size_t Size = 0;
};

void printText(std::string_view S) {
  if (!S.empty())
    std::fwrite(S.data(), 1, S.size(), stderr);
}

struct Group;

/// One line's run.
struct LineRun {
  BatchLine Line;
  DriverOptions Opts;
  std::vector<std::string> ArgErrors; ///< the line could not be parsed
  const BackendInfo *Action = nullptr;
  Group *G = nullptr;
  std::unique_ptr<PhaseTimer> Timer;
  std::unique_ptr<RunStats> Stats;
  MemoryStream Messages; ///< the backend step's messages
  RunContext C;
  BackendOutput Output;
  bool Done = false; ///< ready to be written (under Progress::M)
};

/// Lines sharing one parse.
struct Group {
  std::vector<LineRun *> Lines;
  MemoryStream Messages; ///< the parse step's messages
  RunContext C;
  ParsedInput Parsed;
  /// The files the parse opened (the parse itself is freed once the
  /// group's last backend is done).
  std::vector<std::string> Dependencies;
  std::atomic<size_t> BackendsLeft{0};
};

/// The files the batch's lines wrote, by identity (device and inode, so
/// that different spellings of one path meet), with the first line that
/// wrote each.
class OutputClaims {
public:
  void claim(const DriverOptions &Opts, const BackendOutput &Out, unsigned Line) {
    if (!Opts.DepFile.empty())
      add(Opts.DepFile, Line);
    if (Opts.Output == "-" || !Out.Files)
      return;
    add(Opts.Output, Line);
    size_t Slash = Opts.Output.rfind('/');
    std::string Dir = Slash == std::string::npos ? "" : Opts.Output.substr(0, Slash + 1);
    for (const auto &Extra : Out.Files->extras())
      add(Dir + Out.Files->prefix() + Extra.first, Line);
  }
  /// The line that wrote Path, or 0.
  unsigned writerOf(const std::string &Path) const {
    if (Lines.empty())
      return 0;
    struct stat St;
    if (::stat(Path.c_str(), &St) != 0)
      return 0;
    auto It = Lines.find({St.st_dev, St.st_ino});
    return It == Lines.end() ? 0 : It->second;
  }

private:
  void add(const std::string &Path, unsigned Line) {
    struct stat St;
    if (::stat(Path.c_str(), &St) == 0)
      Lines.emplace(std::make_pair(St.st_dev, St.st_ino), Line);
  }
  std::map<std::pair<dev_t, ino_t>, unsigned> Lines;
};

/// Lines whose work is done, for the main thread that writes them in line
/// order while the workers go on.
struct Progress {
  std::mutex M;
  std::condition_variable CV;

  void finish(LineRun &R) {
    std::lock_guard<std::mutex> L(M);
    R.Done = true;
    CV.notify_all();
  }
  void finish(Group &G) {
    std::lock_guard<std::mutex> L(M);
    for (LineRun *R : G.Lines)
      R->Done = true;
    CV.notify_all();
  }
  void waitFor(const LineRun &R) {
    std::unique_lock<std::mutex> L(M);
    CV.wait(L, [&] { return R.Done; });
  }
};

/// What makes two lines parse differently: the parse's inputs, as one
/// string (each part length-prefixed so that no two lists collide).
std::string parseKey(const LineRun &L) {
  std::string K;
  auto add = [&](std::string_view S) {
    K += std::to_string(S.size());
    K += ':';
    K += S;
  };
  const DriverOptions &O = L.Opts;
  add(O.Input);
  add("I");
  for (const std::string &D : O.IncludeDirs)
    add(D);
  add("D");
  for (const std::string &D : O.Defines)
    add(D);
  add(O.NoWarnOnUnusedTemplateArgs ? "nowarn" : "warn");
  for (const char *Limit : {"max-value-depth", "max-include-depth", "max-instantiation-depth",
                            "max-eval-depth", "max-list-size", "max-bits-width",
                            "max-string-size", "max-memory"}) {
    const std::string *V = O.Backend.get(Limit);
    add(V ? *V : "-");
  }
  // A timed or measured run reports about itself alone; so does an action
  // that prints llvm-tblgen's allocation statistics (they count what its
  // own run interned).
  if (O.TimePhases || O.MemStats || (L.Action->Traits & BT_NeedsAllocationModel))
    add("line" + std::to_string(L.Line.Number));
  return K;
}

/// Worker threads over a queue of tasks; a task may queue more, at the
/// back (push) or to run next (pushFront). join() returns once the queue is
/// empty and no task runs.
class TaskPool {
public:
  using Task = std::function<void()>;

  void push(Task T) {
    std::lock_guard<std::mutex> L(M);
    Queue.push_back(std::move(T));
    CV.notify_one();
  }
  void pushFront(Task T) {
    std::lock_guard<std::mutex> L(M);
    Queue.push_front(std::move(T));
    CV.notify_one();
  }

  /// Starts running the queued tasks (and those they queue) on up to
  /// MaxThreads threads; when no thread can be made, runs them all here
  /// before returning.
  void start(unsigned MaxThreads) {
    unsigned N = std::max(1u, std::min<unsigned>(MaxThreads, unsigned(Queue.size())));
    for (unsigned I = 0; I < N; ++I) {
      pthread_t T;
      if (startBigStackThread(T))
        Threads.push_back(T);
    }
    if (Threads.empty())
      work(); // no thread could be made: run them here
  }
  /// Waits for the threads start() made.
  void join() {
    for (pthread_t T : Threads)
      pthread_join(T, nullptr);
    Threads.clear();
  }

private:
  static void *entry(void *P) {
    static_cast<TaskPool *>(P)->work();
    return nullptr;
  }
  bool startBigStackThread(pthread_t &T) {
    for (size_t Size : {size_t(1) << 30, size_t(256) << 20, size_t(64) << 20}) {
      pthread_attr_t Attr;
      if (pthread_attr_init(&Attr) != 0)
        return false;
      bool Ok = pthread_attr_setstacksize(&Attr, Size) == 0 &&
                pthread_create(&T, &Attr, entry, this) == 0;
      pthread_attr_destroy(&Attr);
      if (Ok)
        return true;
    }
    return false;
  }
  void work() {
    std::unique_lock<std::mutex> L(M);
    for (;;) {
      CV.wait(L, [&] { return !Queue.empty() || Running == 0; });
      if (Queue.empty())
        break; // nothing queued and nothing running that could queue more
      Task T = std::move(Queue.front());
      Queue.pop_front();
      ++Running;
      L.unlock();
      T();
      T = nullptr; // what the task captured goes before it counts as done
      L.lock();
      --Running;
      CV.notify_all();
    }
  }

  std::mutex M;
  std::condition_variable CV;
  std::deque<Task> Queue;
  unsigned Running = 0;
  std::vector<pthread_t> Threads;
};

unsigned workerCount() {
  long N = ::sysconf(_SC_NPROCESSORS_ONLN);
  if (const char *E = std::getenv("TBLGEN_BATCH_THREADS"))
    N = std::atol(E);
  return N < 1 ? 1u : unsigned(std::min(N, 64L));
}

bool readFile(const std::string &Path, std::string &Out, std::string &Err) {
  FILE *F = Path == "-" ? stdin : std::fopen(Path.c_str(), "rb");
  if (!F) {
    Err = std::strerror(errno);
    return false;
  }
  char Buf[65536];
  size_t N;
  while ((N = std::fread(Buf, 1, sizeof(Buf), F)) > 0)
    Out.append(Buf, N);
  bool Ok = !std::ferror(F);
  if (!Ok)
    Err = std::strerror(errno);
  if (F != stdin)
    std::fclose(F);
  return Ok;
}

} // namespace

std::vector<BatchLine> splitBatchFile(std::string_view Text) {
  std::vector<BatchLine> Lines;
  unsigned Number = 0;
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t End = Text.find('\n', Pos);
    if (End == std::string_view::npos)
      End = Text.size();
    std::string_view Line = Text.substr(Pos, End - Pos);
    Pos = End + 1;
    ++Number;
    BatchLine L;
    L.Number = Number;
    if (!splitShellWords(Line, L.Words, L.Error))
      L.Words.clear();
    else if (L.Words.empty())
      continue; // blank or a comment
    Lines.push_back(std::move(L));
  }
  return Lines;
}

int runBatch(const DriverOptions &Opts, const std::vector<std::string> &Args,
             const char *Argv0) {
  const std::string Prog = baseName(Argv0);
  const std::string &File = Opts.BatchFile;
  if (Args.size() > 2 || (Args.size() == 2 && Args[0] != "--batch" && Args[0] != "-batch")) {
    std::fprintf(stderr,
                 "%s: --batch takes no other option: give them on the lines of the batch file\n",
                 Prog.c_str());
    return 1;
  }
  std::string Text, Err;
  if (!readFile(File, Text, Err)) {
    std::fprintf(stderr, "%s: Could not open batch file '%s': %s\n", Prog.c_str(), File.c_str(),
                 Err.c_str());
    return 1;
  }

  // 1. Every line's options. Runs and groups are never freed (a parse is,
  // once its group is done): they stay reachable until the process ends.
  // The containers themselves are never destroyed either: a static deque's
  // destructor would free its blocks at exit and leave what they point to
  // unreachable (a leak report under LeakSanitizer, which checks after
  // static destructors).
  static std::deque<LineRun> &Runs = *new std::deque<LineRun>;
  static std::deque<Group> &Groups = *new std::deque<Group>;
  for (BatchLine &BL : splitBatchFile(Text)) {
    LineRun &R = Runs.emplace_back();
    R.Line = std::move(BL);
    R.Opts.CreationMode = Opts.CreationMode;
    R.Opts.Tool = Opts.Tool;
    if (!R.Line.Error.empty()) {
      R.ArgErrors.push_back(Prog + ": " + R.Line.Error);
      continue;
    }
    switch (parseArguments(R.Line.Words, Prog, Argv0, R.Opts, R.ArgErrors)) {
    case ArgsResult::Run:
      break;
    case ArgsResult::Help:
    case ArgsResult::HelpHidden:
    case ArgsResult::Version:
      R.ArgErrors.push_back(Prog + ": --help and --version are not allowed in a batch file");
      break;
    case ArgsResult::Error:
      break;
    }
    if (R.ArgErrors.empty() && !R.Opts.BatchFile.empty())
      R.ArgErrors.push_back(Prog + ": --batch is not allowed in a batch file");
    if (R.ArgErrors.empty())
      R.Action = findAction(*R.Opts.Tool, R.Opts.Action);
  }

  // 2. Groups of lines sharing a parse, in order of their first line.
  std::map<std::string, Group *> ByKey;
  for (LineRun &R : Runs) {
    if (!R.ArgErrors.empty())
      continue;
    if (R.Opts.TimePhases)
      R.Timer = std::make_unique<PhaseTimer>();
    if (R.Opts.MemStats)
      R.Stats = std::make_unique<RunStats>();
    R.C.Opts = &R.Opts;
    R.C.Argv0 = Argv0;
    R.C.Err = R.Messages.file();
    R.C.Timer = R.Timer.get();
    R.C.Stats = R.Stats.get();
    Group *&G = ByKey[parseKey(R)];
    if (!G) {
      G = &Groups.emplace_back();
      G->C = R.C; // the parse uses the first line's options (the same for all)
      G->C.Err = G->Messages.file();
    }
    G->Lines.push_back(&R);
    R.G = G;
  }

  // 3. Parses, then each group's backends, on the workers. A group's
  // backends run next (before the parses still queued), and the last of
  // them frees the parse: only the groups being worked on hold records.
  TaskPool Pool;
  Progress Ready;
  for (Group &G : Groups) {
    Pool.push([&G, &Pool, &Ready] {
      parseStep(G.C, *G.Lines.front()->Action, G.Parsed);
      if (G.Parsed.SM)
        G.Dependencies = G.Parsed.SM->Dependencies;
      if (!G.Parsed.Ok) {
        releaseParsed(G.Parsed);
        Ready.finish(G);
        return;
      }
      G.BackendsLeft = G.Lines.size();
      for (size_t I = G.Lines.size(); I-- > 0;) {
        LineRun *R = G.Lines[I];
        Pool.pushFront([R, &G, &Ready] {
          backendStep(R->C, *R->Action, G.Parsed, R->Output);
          if (--G.BackendsLeft == 0)
            releaseParsed(G.Parsed);
          Ready.finish(*R);
        });
      }
    });
  }
  Pool.start(workerCount());

  // 4. In line order, as each line is ready: messages, outputs, reports.
  int Status = 0;
  OutputClaims Written;
  for (LineRun &R : Runs) {
    int LineStatus = 1;
    if (!R.ArgErrors.empty()) {
      for (const std::string &E : R.ArgErrors)
        std::fprintf(stderr, "%s\n", E.c_str());
    } else {
      Ready.waitFor(R);
      Group &G = *R.G;
      bool First = G.Lines.front() == &R;
      if (First)
        printText(G.Messages.text());
      if (G.Parsed.Ok) {
        printText(R.Messages.text());
        RunContext WriteC = R.C;
        WriteC.Err = stderr;
        LineStatus = writeStep(WriteC, G.Dependencies, R.Output);
        Written.claim(R.Opts, R.Output, R.Line.Number);
        R.Output.Files.reset(); // written: its buffers go
      } else if (!First) {
        std::fprintf(stderr, "%s: %s:%u: error: its input failed to parse (see line %u)\n",
                     Prog.c_str(), File.c_str(), R.Line.Number, G.Lines.front()->Line.Number);
      }
      if (R.Stats)
        R.Stats->print(stderr);
      if (R.Timer && !G.Parsed.Fatal && !R.Output.Fatal)
        R.Timer->print(stderr);
    }
    std::fflush(stdout);
    if (LineStatus != 0) {
      std::fprintf(stderr, "%s: %s:%u: error: this line failed\n", Prog.c_str(), File.c_str(),
                   R.Line.Number);
      Status = 1;
    }
    std::fflush(stderr);
  }
  Pool.join();
  // Lines are written while later inputs are still being parsed, so a line
  // that reads what an earlier line writes would see it or not by timing:
  // such a batch fails, whatever the timing was. (A file written by a later
  // line is always read before it is written.)
  for (const Group &G : Groups)
    for (const std::string &D : G.Dependencies)
      if (unsigned Writer = Written.writerOf(D); Writer && Writer < G.Lines.front()->Line.Number) {
        std::fprintf(stderr,
                     "%s: %s:%u: error: this line reads '%s', which line %u of the same batch "
                     "writes; run them in separate batches\n",
                     Prog.c_str(), File.c_str(), G.Lines.front()->Line.Number, D.c_str(), Writer);
        Status = 1;
      }
  std::fflush(stdout);
  std::fflush(stderr);
#ifdef TBLGEN_FAST_EXIT
  flushProfileCounters();
  std::_Exit(Status);
#endif
  return Status;
}

} // namespace tblgen::driver
