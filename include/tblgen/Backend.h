//===- Backend.h - Backend registry -----------------------------*- C++ -*-===//
//
// A backend turns the RecordKeeper into text. Each backend registers itself
// with a name (the driver's option, e.g. "gen-searchable-tables") and a
// description shown by --help:
//
//   void emitFoo(const RecordKeeper &Records, OStream &OS) { ... }
//   TBLGEN_REGISTER_BACKEND(Foo, "gen-foo", "Generate foo tables", emitFoo);
//
// docs/writing-a-backend.md is the guide; examples/backend-skeleton/ a
// complete example.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {

class RecordKeeper;

/// A backend entry point. It prints into OS; errors are reported through
/// PrintError/PrintFatalError (a FatalError is thrown by the latter).
using BackendFn = void (*)(const RecordKeeper &Records, OStream &OS);

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
  /// The extra texts by suffix, in the order they are written.
  const std::map<std::string, std::unique_ptr<OStream>, std::less<>> &extras() const {
    return Extras;
  }

private:
  std::string Prefix;
  OStream Main;
  std::map<std::string, std::unique_ptr<OStream>, std::less<>> Extras;
};

/// The entry point of a backend writing several files.
using MultiFileBackendFn = void (*)(const RecordKeeper &Records, OutputFiles &Out);

struct BackendInfo {
  std::string_view Name;        ///< option name without dashes
  std::string_view Description; ///< for --help
  BackendFn Run;                ///< null for a multi-file backend
  MultiFileBackendFn RunMulti = nullptr;
};

/// All registered backends, sorted by name.
const std::vector<BackendInfo> &backendRegistry();
/// Registers a backend; used through TBLGEN_REGISTER_BACKEND.
bool registerBackend(std::string_view Name, std::string_view Desc, BackendFn Fn);
/// Registers a backend that writes several files; used through
/// TBLGEN_REGISTER_MULTI_FILE_BACKEND.
bool registerMultiFileBackend(std::string_view Name, std::string_view Desc,
                              MultiFileBackendFn Fn);
/// Looks a backend up by option name; null when there is none.
const BackendInfo *findBackend(std::string_view Name);

#define TBLGEN_REGISTER_BACKEND(Id, Name, Desc, Fn)                            \
  static const bool TblgenBackendRegistered_##Id = ::tblgen::registerBackend(Name, Desc, Fn)

#define TBLGEN_REGISTER_MULTI_FILE_BACKEND(Id, Name, Desc, Fn)                 \
  static const bool TblgenBackendRegistered_##Id =                             \
      ::tblgen::registerMultiFileBackend(Name, Desc, Fn)

/// Options of the form --name=value (or --name value; flags: --name) that
/// backends read, e.g. -intrinsic-prefix=x86 for -gen-intrinsic-enums or
/// --class=Intrinsic for -print-enums. A backend registers each option it
/// reads (so the driver accepts it and --help lists it) and reads its value
/// with getBackendOption.
struct BackendOptionInfo {
  std::string_view Name;        ///< option name without dashes
  std::string_view Description; ///< for --help
  std::string_view Backend;     ///< backend it belongs to ("" = general)
  std::string_view ValueName;   ///< shown by --help: --name=<ValueName>
  bool IsFlag;                  ///< takes no value (--name or --name=true/false)
};

/// Registers an option; registering the same name again is harmless (the
/// first registration wins). Returns true.
bool registerBackendOption(std::string_view Name, std::string_view Desc,
                           std::string_view Backend = {},
                           std::string_view ValueName = "string",
                           bool IsFlag = false);
/// All registered options, sorted by name.
const std::vector<BackendOptionInfo> &backendOptionRegistry();
const BackendOptionInfo *findBackendOption(std::string_view Name);
/// The value given on the command line (the last one when repeated), or
/// null when the option was not given. A flag given without a value reads
/// "true".
const std::string *getBackendOption(std::string_view Name);
/// The value of an option, or Default when it was not given.
std::string getBackendOption(std::string_view Name, std::string_view Default);
/// True when a flag was given (--flag, --flag=true, --flag=1).
bool getBackendFlag(std::string_view Name, bool Default = false);
/// Set by the driver (and by tests).
void setBackendOption(std::string_view Name, std::string Value);
void clearBackendOptions();

#define TBLGEN_REGISTER_BACKEND_OPTION(Id, ...)                                \
  static const bool TblgenBackendOptionRegistered_##Id = ::tblgen::registerBackendOption(__VA_ARGS__)

/// Writes the standard "Automatically generated file" banner that
/// llvm-tblgen backends put at the top of their output.
void emitSourceFileHeader(std::string_view Desc, OStream &OS, const RecordKeeper &Records);
/// The same banner without the "From: <input file>" line (for the backends
/// that llvm-tblgen runs without passing the records to the banner).
void emitSourceFileHeader(std::string_view Desc, OStream &OS);

} // namespace tblgen
