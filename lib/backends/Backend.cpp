//===- Backend.cpp - Backend registry, backend options, file banner -------===//
//
// Backends register themselves from static initializers (through
// TBLGEN_REGISTER_BACKEND), so every table here is a function-local static:
// it is constructed on first use, whatever the order in which the static
// initializers of the library run.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <deque>
#include <map>
#include <mutex>

namespace tblgen {

namespace {

/// Owns copies of the names and descriptions given at registration, so that
/// callers may pass temporaries.
std::string_view intern(std::string_view S) {
  static std::deque<std::string> Strings;
  Strings.emplace_back(S);
  return Strings.back();
}

std::mutex &registryMutex() {
  static std::mutex M;
  return M;
}

std::vector<BackendInfo> &backends() {
  static std::vector<BackendInfo> V;
  return V;
}

std::vector<BackendOptionInfo> &options() {
  static std::vector<BackendOptionInfo> V;
  return V;
}

/// The "--class=<class name>" option of -print-enums is part of the driver's
/// command line in llvm-tblgen; register it here so the driver accepts it
/// whichever backends are linked in.
const bool ClassOptionRegistered =
    registerBackendOption("class", "Print Enum list for this class",
                          "print-enums", "class name");

} // namespace

const std::vector<BackendInfo> &backendRegistry() { return backends(); }

namespace {
bool addBackend(BackendInfo Info) {
  std::lock_guard<std::mutex> Lock(registryMutex());
  auto &V = backends();
  auto It = std::lower_bound(
      V.begin(), V.end(), Info.Name,
      [](const BackendInfo &B, std::string_view N) { return B.Name < N; });
  if (It != V.end() && It->Name == Info.Name)
    return false; // the first registration wins
  Info.Name = intern(Info.Name);
  Info.Description = intern(Info.Description);
  V.insert(It, Info);
  return true;
}
} // namespace

bool registerBackend(std::string_view Name, std::string_view Desc, BackendFn Fn,
                     unsigned Traits) {
  BackendInfo Info{Name, Desc};
  Info.Run = Fn;
  Info.Traits = Traits;
  return addBackend(Info);
}

bool registerBackend(std::string_view Name, std::string_view Desc,
                     BackendContextFn Fn, unsigned Traits) {
  BackendInfo Info{Name, Desc};
  Info.RunWithContext = Fn;
  Info.Traits = Traits;
  return addBackend(Info);
}

bool registerMultiFileBackend(std::string_view Name, std::string_view Desc,
                              MultiFileBackendFn Fn, unsigned Traits) {
  BackendInfo Info{Name, Desc};
  Info.RunMulti = Fn;
  Info.Traits = Traits;
  return addBackend(Info);
}

OStream &OutputFiles::extra(std::string_view Suffix) {
  auto It = Extras.find(Suffix);
  if (It == Extras.end()) {
    It = Extras.emplace(std::string(Suffix), std::make_unique<OStream>()).first;
    if (SpillAt)
      It->second->enableSpill(SpillAt);
  }
  return *It->second;
}

namespace {
thread_local const BackendContext *CurrentContext = nullptr;

/// Binds a context on this thread for a scope.
class ContextScope {
public:
  explicit ContextScope(const BackendContext &C) : Saved(CurrentContext) { CurrentContext = &C; }
  ~ContextScope() { CurrentContext = Saved; }

private:
  const BackendContext *Saved;
};
} // namespace

const BackendContext *currentBackendContext() { return CurrentContext; }

void runBackend(const BackendInfo &B, const RecordKeeper &Records, OutputFiles &Out,
                const BackendContext &Ctx) {
  DiagnosticsScope Scope(Ctx.Diags);
  ContextScope BindContext(Ctx);
  if (B.RunMulti)
    B.RunMulti(Records, Out);
  else if (B.RunWithContext)
    B.RunWithContext(Records, Out.main(), Ctx);
  else
    B.Run(Records, Out.main());
}

const BackendInfo *findBackend(std::string_view Name) {
  const auto &V = backends();
  auto It = std::lower_bound(
      V.begin(), V.end(), Name,
      [](const BackendInfo &B, std::string_view N) { return B.Name < N; });
  if (It != V.end() && It->Name == Name)
    return &*It;
  return nullptr;
}

bool registerBackendOption(std::string_view Name, std::string_view Desc,
                           std::string_view Backend,
                           std::string_view ValueName, bool IsFlag) {
  std::lock_guard<std::mutex> Lock(registryMutex());
  auto &V = options();
  auto It = std::lower_bound(
      V.begin(), V.end(), Name,
      [](const BackendOptionInfo &O, std::string_view N) { return O.Name < N; });
  if (It != V.end() && It->Name == Name)
    return true;
  V.insert(It, BackendOptionInfo{intern(Name), intern(Desc), intern(Backend),
                                 intern(ValueName), IsFlag});
  return true;
}

const std::vector<BackendOptionInfo> &backendOptionRegistry() {
  return options();
}

const BackendOptionInfo *findBackendOption(std::string_view Name) {
  const auto &V = options();
  auto It = std::lower_bound(
      V.begin(), V.end(), Name,
      [](const BackendOptionInfo &O, std::string_view N) { return O.Name < N; });
  if (It != V.end() && It->Name == Name)
    return &*It;
  return nullptr;
}

std::optional<unsigned> parseUnsignedOption(std::string_view V) {
  unsigned Radix = 10;
  auto dropPrefix = [&](std::string_view P, unsigned R) {
    if (V.size() >= P.size() && (V.substr(0, P.size()) == P)) {
      V.remove_prefix(P.size());
      Radix = R;
      return true;
    }
    return false;
  };
  if (!dropPrefix("0x", 16) && !dropPrefix("0X", 16) && !dropPrefix("0b", 2) &&
      !dropPrefix("0B", 2) && !dropPrefix("0o", 8) && V.size() > 1 && V[0] == '0' &&
      V[1] >= '0' && V[1] <= '9') {
    V.remove_prefix(1);
    Radix = 8;
  }
  if (V.empty())
    return std::nullopt;
  uint64_t Value = 0;
  for (char C : V) {
    unsigned D = C >= '0' && C <= '9'   ? unsigned(C - '0')
                 : C >= 'a' && C <= 'z' ? unsigned(C - 'a' + 10)
                 : C >= 'A' && C <= 'Z' ? unsigned(C - 'A' + 10)
                                        : 36;
    if (D >= Radix)
      return std::nullopt;
    Value = Value * Radix + D;
    if (Value > 0xffffffffu)
      return std::nullopt;
  }
  return unsigned(Value);
}

const std::string *BackendOptions::get(std::string_view Name) const {
  auto It = Values.find(Name);
  return It == Values.end() ? nullptr : &It->second;
}

std::string BackendOptions::get(std::string_view Name, std::string_view Default) const {
  const std::string *V = get(Name);
  return V ? *V : std::string(Default);
}

bool BackendOptions::getFlag(std::string_view Name, bool Default) const {
  const std::string *V = get(Name);
  if (!V)
    return Default;
  return *V == "true" || *V == "TRUE" || *V == "True" || *V == "1" ||
         V->empty();
}

void BackendOptions::set(std::string_view Name, std::string Value) {
  auto It = Values.find(Name);
  if (It == Values.end())
    Values.emplace(std::string(Name), std::move(Value));
  else
    It->second = std::move(Value);
}

//===----------------------------------------------------------------------===//
// emitSourceFileHeader
//===----------------------------------------------------------------------===//

namespace {

constexpr size_t BannerWidth = 80;

/// Left, then Fill up to column BannerWidth - |Right|, then Right; no fill
/// when Left is already that long.
void bannerLine(OStream &OS, std::string_view Left, char Fill, std::string_view Right) {
  const size_t Until = BannerWidth - Right.size();
  OS << Left;
  if (Left.size() < Until)
    OS.fill(Until - Left.size(), Fill);
  OS << Right << '\n';
}

std::string_view baseName(std::string_view Path) {
  size_t Slash = Path.rfind('/');
  return Slash == std::string_view::npos ? Path : Path.substr(Slash + 1);
}

} // namespace

/// The banner: a framed box holding Desc (wrapped to the box), a notice
/// and, when Input is not empty, its file name.
static void printSourceFileHeader(std::string_view Desc, OStream &OS,
                                  std::string_view Input) {
  constexpr std::string_view Open = "|* ", Close = " *|";
  const size_t Room = BannerWidth - Open.size() - Close.size();
  // The box's lines between its top and bottom rules; "" is a blank line.
  std::vector<std::string> Inside{""};
  size_t At = 0;
  do {
    Inside.emplace_back(Desc.substr(At, Room));
    At += Room;
  } while (At < Desc.size());
  Inside.emplace_back("");
  Inside.emplace_back("Automatically generated file, do not edit!");
  if (!Input.empty())
    Inside.push_back("From: " + std::string(baseName(Input)));
  Inside.emplace_back("");

  bannerLine(OS, "/*===- TableGen'erated file ", '-', "*- C++ -*-===*\\");
  for (const std::string &Text : Inside)
    bannerLine(OS, std::string(Open) + Text, ' ', Close);
  bannerLine(OS, "\\*===", '-', "===*/");
  OS << '\n';
}

void emitSourceFileHeader(std::string_view Desc, OStream &OS,
                          const RecordKeeper &Records) {
  printSourceFileHeader(Desc, OS, Records.getInputFilename());
}

void emitSourceFileHeader(std::string_view Desc, OStream &OS) {
  printSourceFileHeader(Desc, OS, std::string_view());
}

} // namespace tblgen
