//===- OutputWriter.cpp - Writing output and dependency files -------------===//
//
// Atomic output files (OutputWriter.h): stage every file as a temporary
// beside its target, then rename them all into place.
//
//===----------------------------------------------------------------------===//

#include "OutputWriter.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tblgen::driver {

namespace {

/// An output file written to a temporary file beside it, waiting to be
/// renamed into place (so that several outputs appear together or not at
/// all). Tmp is empty when nothing is left to do (the file already held the
/// text, or it is a device written directly).
struct StagedFile {
  std::string Target;
  std::string Tmp;
};

/// First half of writing Data to Path: through a temporary file in the same
/// directory, so that readers never see a partial file and a failure leaves
/// any existing file untouched. With KeepIdentical, an existing file that
/// already holds Data is left alone; a new file gets CreationMode. Returns
/// false with Err set on failure.
bool stageOutputFile(const std::string &Path, const OStream &Data, bool KeepIdentical,
                     mode_t CreationMode, StagedFile &Out, std::string &Err) {
  Out = StagedFile();
  if (Path.empty()) {
    Err = std::strerror(ENOENT);
    return false;
  }
  std::string Target = Path;
  struct stat St;
  if (::lstat(Path.c_str(), &St) == 0 && S_ISLNK(St.st_mode)) {
    // Write through the link, as opening the path would.
    if (char *Real = ::realpath(Path.c_str(), nullptr)) {
      Target = Real;
      std::free(Real);
    }
  }
  bool Exists = ::stat(Target.c_str(), &St) == 0;
  if (Exists && S_ISDIR(St.st_mode)) {
    Err = std::strerror(EISDIR);
    return false;
  }
  if (Exists && !S_ISREG(St.st_mode)) {
    // A device or a pipe (e.g. /dev/null): write into it directly.
    int FD = ::open(Target.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (FD < 0) {
      Err = std::strerror(errno);
      return false;
    }
    bool Ok = Data.writeTo(FD);
    int E = errno;
    ::close(FD);
    if (!Ok) {
      Err = std::strerror(E);
      return false;
    }
    return true;
  }
  if (Exists && KeepIdentical && uint64_t(St.st_size) == Data.size()) {
    // (A file of another size differs: nothing to read.)
    int FD = ::open(Target.c_str(), O_RDONLY | O_CLOEXEC);
    if (FD >= 0) {
      bool Same = Data.equalsFile(FD);
      ::close(FD);
      if (Same)
        return true;
    }
  }

  const mode_t Mode = Exists ? (St.st_mode & 07777) : CreationMode;
  if (Data.spilledBeside()) {
    // The text is already in an unnamed file of this directory: naming it
    // saves copying it (when that fails, it is copied as below).
    static std::atomic<unsigned> Serial{0};
    std::string Tmp = Target + ".tmp." + std::to_string(::getpid()) + "." +
                      std::to_string(Serial.fetch_add(1));
    if (Data.linkAs(Tmp, Mode)) {
      Out.Target = std::move(Target);
      Out.Tmp = std::move(Tmp);
      return true;
    }
  }
  std::string Tmp = Target + ".tmp.XXXXXX";
  int FD = ::mkstemp(Tmp.data());
  if (FD < 0) {
    Err = std::strerror(errno);
    return false;
  }
  ::fchmod(FD, Mode);
  bool Ok = Data.writeTo(FD);
  int E = errno;
  if (::close(FD) != 0 && Ok) {
    Ok = false;
    E = errno;
  }
  if (!Ok) {
    ::unlink(Tmp.c_str());
    Err = std::strerror(E);
    return false;
  }
  Out.Target = std::move(Target);
  Out.Tmp = std::move(Tmp);
  return true;
}

/// Second half: renames the temporary file into place.
bool commitOutputFile(StagedFile &F, std::string &Err) {
  if (F.Tmp.empty())
    return true;
  if (::rename(F.Tmp.c_str(), F.Target.c_str()) != 0) {
    Err = std::strerror(errno);
    ::unlink(F.Tmp.c_str());
    F.Tmp.clear();
    return false;
  }
  F.Tmp.clear();
  return true;
}

void discardStagedFile(StagedFile &F) {
  if (!F.Tmp.empty())
    ::unlink(F.Tmp.c_str());
  F.Tmp.clear();
}

} // namespace


bool writeOutputFile(const std::string &Path, const OStream &Data,
                     bool KeepIdentical, mode_t CreationMode, std::string &Err) {
  StagedFile F;
  return stageOutputFile(Path, Data, KeepIdentical, CreationMode, F, Err) &&
         commitOutputFile(F, Err);
}

std::string spillDirFor(const std::string &Output) {
  if (Output.empty() || Output == "-")
    return {};
  struct stat St;
  if (::lstat(Output.c_str(), &St) == 0 && !S_ISREG(St.st_mode))
    return {}; // a device, a link, a directory: written the usual way
  size_t Slash = Output.rfind('/');
  if (Slash == std::string::npos)
    return ".";
  return Slash == 0 ? "/" : Output.substr(0, Slash);
}

/// The name that extra outputs share, as llvm-tblgen derives it from -o:
/// the file name without its last extension.
std::string outputStem(const std::string &Output) {
  size_t Slash = Output.rfind('/');
  std::string Name = Slash == std::string::npos ? Output : Output.substr(Slash + 1);
  if (Name == "." || Name == "..")
    return Name;
  size_t Dot = Name.rfind('.');
  return Dot == std::string::npos ? Name : Name.substr(0, Dot);
}

/// Writes the main output and the extra ones beside it: all of them or,
/// when one cannot be written, none (the temporary files are removed).
/// Returns false with Path and Err set to the file that failed.
bool writeOutputSet(const std::string &Output, const OutputFiles &Files, bool KeepIdentical,
                    mode_t CreationMode, std::string &FailedPath, std::string &Err) {
  size_t Slash = Output.rfind('/');
  std::string Dir = Slash == std::string::npos ? "" : Output.substr(0, Slash + 1);
  std::vector<std::pair<std::string, const OStream *>> All;
  All.emplace_back(Output, &const_cast<OutputFiles &>(Files).main());
  for (const auto &[Suffix, Text] : Files.extras())
    All.emplace_back(Dir + Files.prefix() + Suffix, Text.get());
  std::vector<StagedFile> Staged(All.size());
  for (size_t I = 0; I < All.size(); ++I) {
    if (!stageOutputFile(All[I].first, *All[I].second, KeepIdentical, CreationMode, Staged[I],
                         Err)) {
      for (size_t J = 0; J < I; ++J)
        discardStagedFile(Staged[J]);
      FailedPath = All[I].first;
      return false;
    }
  }
  for (size_t I = 0; I < All.size(); ++I) {
    if (!commitOutputFile(Staged[I], Err)) {
      for (size_t J = I + 1; J < All.size(); ++J)
        discardStagedFile(Staged[J]);
      FailedPath = All[I].first;
      return false;
    }
  }
  return true;
}

std::string depFileText(const std::string &Output, const std::vector<std::string> &Deps) {
  std::set<std::string> Sorted(Deps.begin(), Deps.end());
  std::string Text = Output + ":";
  for (const std::string &D : Sorted)
    Text += " " + D;
  Text += "\n";
  return Text;
}

bool writeStdout(const OStream &Data) {
  if (std::fflush(stdout) != 0)
    return false;
  return Data.writeTo(STDOUT_FILENO);
}

} // namespace tblgen::driver
