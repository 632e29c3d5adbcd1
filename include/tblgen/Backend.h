//===- Backend.h - Backend registry -----------------------------*- C++ -*-===//
//
// A backend turns the RecordKeeper into text. Each backend registers itself
// with a name (the driver's option, e.g. "gen-searchable-tables") and a
// description shown by --help:
//
//   void emitFoo(const RecordKeeper &Records, OStream &OS) { ... }
//   TBLGEN_REGISTER_BACKEND(Foo, "gen-foo", "Generate foo tables", emitFoo);
//
// A backend that reads options (or wants its Diagnostics) takes a third
// parameter, the BackendContext of the run:
//
//   void emitBar(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
//     std::string Prefix = Ctx.option("bar-prefix", "");
//     ...
//   }
//
// Everything a run needs is in the RecordKeeper and the context, never in
// process-wide state, so that several backends may run at once on one
// RecordKeeper, each on its own thread.
//
// docs/writing-a-backend.md is the guide; examples/backend-skeleton/ a
// complete example.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {

class Diagnostics;
class RecordKeeper;

/// The values of the backend options given for one run (--name=value; a
/// flag given without a value reads "true"). The driver fills it from the
/// command line; a backend reads it through its BackendContext.
class BackendOptions {
public:
  /// The value given (the last one when repeated), or null when the option
  /// was not given.
  const std::string *get(std::string_view Name) const;
  /// The value of an option, or Default when it was not given.
  std::string get(std::string_view Name, std::string_view Default) const;
  /// True when a flag was given (--flag, --flag=true, --flag=1).
  bool getFlag(std::string_view Name, bool Default = false) const;
  void set(std::string_view Name, std::string Value);
  void clear() { Values.clear(); }

private:
  std::map<std::string, std::string, std::less<>> Values;
};

/// What one backend run sees besides the records and the output: the
/// options of the run and the diagnostics it reports to. While a backend
/// runs (runBackend), the Print* helpers of tblgen/Error.h report to Diags
/// on the backend's thread.
struct BackendContext {
  const BackendOptions &Options;
  Diagnostics &Diags;

  const std::string *option(std::string_view Name) const { return Options.get(Name); }
  std::string option(std::string_view Name, std::string_view Default) const {
    return Options.get(Name, Default);
  }
  bool flag(std::string_view Name, bool Default = false) const { return Options.getFlag(Name, Default); }
};

/// A backend entry point. It prints into OS; errors are reported through
/// PrintError/PrintFatalError (a FatalError is thrown by the latter).
using BackendFn = void (*)(const RecordKeeper &Records, OStream &OS);
/// The same, for a backend that reads its context (options, diagnostics).
using BackendContextFn = void (*)(const RecordKeeper &Records, OStream &OS,
                                  const BackendContext &Ctx);

/// The TableGen programs the driver acts as (a mask): tblgen offers
/// llvm-tblgen's actions, clang-tblgen clang-tblgen's. A backend or option
/// belongs to the programs its registration names; the default is tblgen.
enum ToolMask : unsigned {
  TM_LLVM = 1,  ///< tblgen, llvm-tblgen's actions
  TM_Clang = 2, ///< clang-tblgen
  TM_MLIR = 4,  ///< mlir-tblgen
  TM_All = TM_LLVM | TM_Clang | TM_MLIR,
};

/// What a backend needs from the front end, declared at registration.
enum BackendTraits : unsigned {
  BT_None = 0,
  /// The front end must keep llvm-tblgen's allocation statistics
  /// (RecordKeeper::enableAllocationModel) for this backend to print.
  BT_NeedsAllocationModel = 1,
};

/// The outputs of a backend that writes several files (as llvm-tblgen's
/// -gen-register-info does): the main text, which goes where -o says, and
/// extra texts, each written beside it under the name of -o without its
/// last extension followed by the extra's suffix ("-o X.inc": XEnums.inc).
/// The driver writes all of them or, after an error, none; to stdout they
/// follow the main text in suffix order.
class OutputFiles {
public:
  explicit OutputFiles(std::string Prefix) : Prefix(std::move(Prefix)) {}
  /// The main text.
  OStream &main() { return Main; }
  /// The text of the extra file with this suffix (created on first use).
  OStream &extra(std::string_view Suffix);
  /// What names the extra files: the base name of -o without its last
  /// extension ("X" for "dir/X.inc"; "-" for stdout).
  const std::string &prefix() const { return Prefix; }
  /// Driver side: every file of the set, the main one and the extra ones
  /// made later, moves to a temporary file past Threshold bytes
  /// (OStream::enableSpill), made in Dir when it is given.
  void enableSpill(size_t Threshold, std::string_view Dir = {}) {
    SpillAt = Threshold;
    SpillDir = Dir;
    Main.enableSpill(Threshold, Dir);
    for (auto &E : Extras)
      E.second->enableSpill(Threshold, Dir);
  }
  /// The extra texts by suffix, in the order they are written.
  const std::map<std::string, std::unique_ptr<OStream>, std::less<>> &extras() const {
    return Extras;
  }

private:
  std::string Prefix;
  OStream Main;
  std::map<std::string, std::unique_ptr<OStream>, std::less<>> Extras;
  size_t SpillAt = 0;
  std::string SpillDir;
};

/// The entry point of a backend writing several files.
using MultiFileBackendFn = void (*)(const RecordKeeper &Records, OutputFiles &Out);

struct BackendInfo {
  std::string_view Name;        ///< option name without dashes
  std::string_view Description; ///< for --help
  /// Exactly one of Run, RunWithContext and RunMulti is set.
  BackendFn Run = nullptr;
  BackendContextFn RunWithContext = nullptr;
  MultiFileBackendFn RunMulti = nullptr;
  unsigned Traits = BT_None;    ///< BackendTraits
  unsigned Tools = TM_LLVM;     ///< ToolMask: the programs offering it
};

/// All registered backends, sorted by name, then by tool mask (a copy made
/// when first asked for after a registration).
const std::vector<BackendInfo> &backendRegistry();
/// Registers a backend for the programs in Tools (a ToolMask); used through
/// TBLGEN_REGISTER_BACKEND. Returns false when a backend of that name is
/// already registered for one of them (the first registration wins).
bool registerBackend(std::string_view Name, std::string_view Desc, BackendFn Fn,
                     unsigned Traits = BT_None, unsigned Tools = TM_LLVM);
bool registerBackend(std::string_view Name, std::string_view Desc, BackendContextFn Fn,
                     unsigned Traits = BT_None, unsigned Tools = TM_LLVM);
/// Registers a backend that writes several files; used through
/// TBLGEN_REGISTER_MULTI_FILE_BACKEND.
bool registerMultiFileBackend(std::string_view Name, std::string_view Desc,
                              MultiFileBackendFn Fn, unsigned Traits = BT_None,
                              unsigned Tools = TM_LLVM);
/// The context of the backend running on this thread (bound by
/// runBackend), or null outside one. For shared helpers that honour a
/// general option without every caller passing it on (e.g.
/// --long-string-literals in tables::StringOffsetTable).
const BackendContext *currentBackendContext();

/// Looks a backend up by option name among those of the programs in Tools
/// (a ToolMask); null when there is none.
const BackendInfo *findBackend(std::string_view Name, unsigned Tools = TM_LLVM);
/// Runs backend B with context Ctx: the Print* helpers report to
/// Ctx.Diags on this thread until it returns (or throws FatalError). A
/// single-file backend prints into Out.main().
void runBackend(const BackendInfo &B, const RecordKeeper &Records, OutputFiles &Out,
                const BackendContext &Ctx);

/// Registers backend Fn (either signature) under the option Name; an
/// optional fifth argument gives its BackendTraits.
#define TBLGEN_REGISTER_BACKEND(Id, Name, Desc, ...)                           \
  static const bool TblgenBackendRegistered_##Id = ::tblgen::registerBackend(Name, Desc, __VA_ARGS__)

/// Registers backend Fn (either signature) under the option Name for the
/// programs in Tools (a ToolMask, e.g. TM_Clang), with BackendTraits Traits.
#define TBLGEN_REGISTER_TOOL_BACKEND(Id, Tools, Name, Desc, Fn, Traits)        \
  static const bool TblgenBackendRegistered_##Id =                             \
      ::tblgen::registerBackend(Name, Desc, Fn, Traits, Tools)

#define TBLGEN_REGISTER_MULTI_FILE_BACKEND(Id, Name, Desc, Fn)                 \
  static const bool TblgenBackendRegistered_##Id =                             \
      ::tblgen::registerMultiFileBackend(Name, Desc, Fn)

/// Options of the form --name=value (or --name value; flags: --name) that
/// backends read, e.g. -intrinsic-prefix=x86 for -gen-intrinsic-enums or
/// --class=Intrinsic for -print-enums. A backend registers each option it
/// reads (so the driver accepts it and --help lists it) and reads its value
/// from its BackendContext (Ctx.option(Name)).
struct BackendOptionInfo {
  std::string_view Name;        ///< option name without dashes
  std::string_view Description; ///< for --help
  std::string_view Backend;     ///< backend it belongs to ("" = general)
  std::string_view ValueName;   ///< shown by --help: --name=<ValueName>
  bool IsFlag;                  ///< takes no value (--name or --name=true/false)
  unsigned Tools = TM_All;      ///< ToolMask: the programs accepting it
  bool Hidden = false;          ///< listed by --help-hidden only
};

/// Registers an option; registering the same name again is harmless (the
/// first registration wins). Returns true. An option of a backend is
/// accepted by the programs offering that backend; Tools (a ToolMask)
/// narrows a general one (Backend "") to some programs; a Hidden one is
/// listed by --help-hidden only.
bool registerBackendOption(std::string_view Name, std::string_view Desc,
                           std::string_view Backend = {},
                           std::string_view ValueName = "string",
                           bool IsFlag = false, unsigned Tools = TM_All,
                           bool Hidden = false);
/// All registered options, sorted by name.
const std::vector<BackendOptionInfo> &backendOptionRegistry();
const BackendOptionInfo *findBackendOption(std::string_view Name);
/// The value of an option whose ValueName is "uint", read as llvm::cl reads
/// an unsigned: decimal, or with a 0x (hex), 0b (binary), 0o or 0 (octal)
/// prefix, fitting 32 bits; nullopt otherwise (llvm::cl's "value invalid
/// for uint argument").
std::optional<unsigned> parseUnsignedOption(std::string_view V);
#define TBLGEN_REGISTER_BACKEND_OPTION(Id, ...)                                \
  static const bool TblgenBackendOptionRegistered_##Id = ::tblgen::registerBackendOption(__VA_ARGS__)

/// Writes the standard "Automatically generated file" banner that
/// llvm-tblgen backends put at the top of their output.
void emitSourceFileHeader(std::string_view Desc, OStream &OS, const RecordKeeper &Records);
/// The same banner without the "From: <input file>" line (for the backends
/// that llvm-tblgen runs without passing the records to the banner).
void emitSourceFileHeader(std::string_view Desc, OStream &OS);

} // namespace tblgen
