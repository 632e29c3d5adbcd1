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
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <mutex>

namespace tblgen {

namespace {

/// Owns copies of the names and descriptions given at registration, so that
/// callers may pass temporaries: they are packed into blocks that are never
/// freed (a static initializer registers each of ~200 backends and options,
/// so a heap string apiece was a good part of a small run's start-up).
std::string_view intern(std::string_view S) {
  static std::vector<std::unique_ptr<char[]>> Blocks;
  static char *Free = nullptr;
  static size_t Left = 0;
  if (S.size() > Left) {
    size_t Size = std::max<size_t>(S.size(), 16384);
    Blocks.emplace_back(new char[Size]); // (not zero-filled)
    Free = Blocks.back().get();
    Left = Size;
  }
  if (!S.empty())
    std::memcpy(Free, S.data(), S.size());
  std::string_view Copy(Free, S.size());
  Free += S.size();
  Left -= S.size();
  return Copy;
}

std::mutex &registryMutex() {
  static std::mutex M;
  return M;
}

/// Entries in registration order (a deque: addresses stay put), with a hash
/// index on their names for the lookups of every run, and the sorted copy
/// that listings want, made when first asked for after a registration.
template <typename T> class Registry {
public:
  /// Entry I for each entry named Name, in registration order.
  template <typename Fn> void forEachNamed(std::string_view Name, Fn F) const {
    forEachNamed(Name, hashOf(Name), F);
  }
  /// The same, H being hashOf(Name).
  template <typename Fn> void forEachNamed(std::string_view Name, size_t H, Fn F) const {
    if (Slots.empty())
      return;
    size_t Mask = Slots.size() - 1;
    for (size_t I = H & Mask;; I = (I + 1) & Mask) {
      uint32_t S = Slots[I];
      if (!S)
        return;
      if (Entries[S - 1].Name == Name)
        F(Entries[S - 1]);
    }
  }
  /// Adds E (H: hashOf(E.Name)).
  void add(const T &E, size_t H) {
    if (2 * (Entries.size() + 1) > Slots.size())
      grow();
    Entries.push_back(E);
    place(uint32_t(Entries.size()), H);
  }
  /// The entries sorted by Less (stable: registration order among equals).
  template <typename LessFn> const std::vector<T> &sorted(LessFn Less) {
    std::lock_guard<std::mutex> Lock(registryMutex());
    if (Sorted.size() != Entries.size()) {
      Sorted.assign(Entries.begin(), Entries.end());
      std::stable_sort(Sorted.begin(), Sorted.end(), Less);
    }
    return Sorted;
  }

  static size_t hashOf(std::string_view S) {
    uint64_t H = S.size();
    size_t I = 0;
    for (; I + 8 <= S.size(); I += 8) {
      uint64_t W;
      std::memcpy(&W, S.data() + I, 8);
      H = (H ^ W) * 0x9E3779B97F4A7C15ull;
    }
    for (; I < S.size(); ++I)
      H = (H ^ uint8_t(S[I])) * 0x100000001b3ull;
    return size_t(H ^ (H >> 31));
  }

private:
  void place(uint32_t Id, size_t H) {
    size_t Mask = Slots.size() - 1;
    size_t I = H & Mask;
    while (Slots[I])
      I = (I + 1) & Mask;
    Slots[I] = Id;
  }
  void grow() {
    Slots.assign(Slots.empty() ? 512 : 2 * Slots.size(), 0);
    for (uint32_t Id = 1; Id <= Entries.size(); ++Id)
      place(Id, hashOf(Entries[Id - 1].Name));
  }
  std::deque<T> Entries;
  std::vector<uint32_t> Slots; // entry index + 1; 0: empty
  std::vector<T> Sorted;
};

Registry<BackendInfo> &backends() {
  static Registry<BackendInfo> R;
  return R;
}

Registry<BackendOptionInfo> &options() {
  static Registry<BackendOptionInfo> R;
  return R;
}

/// The "--class=<class name>" option of -print-enums is part of the driver's
/// command line in llvm-tblgen; register it here so the driver accepts it
/// whichever backends are linked in.
const bool ClassOptionRegistered =
    registerBackendOption("class", "Print Enum list for this class",
                          "print-enums", "class name");

} // namespace

/// Sorted by name, then by tool mask (a name may be registered once per
/// program).
const std::vector<BackendInfo> &backendRegistry() {
  return backends().sorted([](const BackendInfo &A, const BackendInfo &B) {
    return A.Name != B.Name ? A.Name < B.Name : A.Tools < B.Tools;
  });
}

namespace {
bool addBackend(BackendInfo Info) {
  std::lock_guard<std::mutex> Lock(registryMutex());
  auto &R = backends();
  size_t H = R.hashOf(Info.Name);
  bool Taken = false;
  R.forEachNamed(Info.Name, H, [&](const BackendInfo &Same) {
    Taken |= (Same.Tools & Info.Tools) != 0; // the first registration wins
  });
  if (Taken)
    return false;
  Info.Name = intern(Info.Name);
  Info.Description = intern(Info.Description);
  R.add(Info, H);
  return true;
}

BackendInfo makeInfo(std::string_view Name, std::string_view Desc, unsigned Traits,
                     unsigned Tools) {
  BackendInfo Info{Name, Desc};
  Info.Traits = Traits;
  Info.Tools = Tools;
  return Info;
}
} // namespace

bool registerBackend(std::string_view Name, std::string_view Desc, BackendFn Fn,
                     unsigned Traits, unsigned Tools) {
  BackendInfo Info = makeInfo(Name, Desc, Traits, Tools);
  Info.Run = Fn;
  return addBackend(Info);
}

bool registerBackend(std::string_view Name, std::string_view Desc,
                     BackendContextFn Fn, unsigned Traits, unsigned Tools) {
  BackendInfo Info = makeInfo(Name, Desc, Traits, Tools);
  Info.RunWithContext = Fn;
  return addBackend(Info);
}

bool registerMultiFileBackend(std::string_view Name, std::string_view Desc,
                              MultiFileBackendFn Fn, unsigned Traits, unsigned Tools) {
  BackendInfo Info = makeInfo(Name, Desc, Traits, Tools);
  Info.RunMulti = Fn;
  return addBackend(Info);
}

OStream &OutputFiles::extra(std::string_view Suffix) {
  auto It = Extras.find(Suffix);
  if (It == Extras.end()) {
    It = Extras.emplace(std::string(Suffix), std::make_unique<OStream>()).first;
    if (SpillAt)
      It->second->enableSpill(SpillAt, SpillDir);
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

const BackendInfo *findBackend(std::string_view Name, unsigned Tools) {
  // Of the entries for Name serving one of Tools, the one with the lowest
  // tool mask (the first in backendRegistry's order).
  const BackendInfo *Found = nullptr;
  backends().forEachNamed(Name, [&](const BackendInfo &B) {
    if ((B.Tools & Tools) && (!Found || B.Tools < Found->Tools))
      Found = &B;
  });
  return Found;
}

bool registerBackendOption(std::string_view Name, std::string_view Desc,
                           std::string_view Backend,
                           std::string_view ValueName, bool IsFlag, unsigned Tools,
                           bool Hidden) {
  std::lock_guard<std::mutex> Lock(registryMutex());
  auto &R = options();
  size_t H = R.hashOf(Name);
  bool Known = false;
  R.forEachNamed(Name, H, [&](const BackendOptionInfo &) { Known = true; });
  if (!Known)
    R.add(BackendOptionInfo{intern(Name), intern(Desc), intern(Backend), intern(ValueName),
                            IsFlag, Tools, Hidden},
          H);
  return true;
}

const std::vector<BackendOptionInfo> &backendOptionRegistry() {
  return options().sorted([](const BackendOptionInfo &A, const BackendOptionInfo &B) {
    return A.Name < B.Name;
  });
}

const BackendOptionInfo *findBackendOption(std::string_view Name) {
  const BackendOptionInfo *Found = nullptr;
  options().forEachNamed(Name, [&](const BackendOptionInfo &O) { Found = &O; });
  return Found;
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
