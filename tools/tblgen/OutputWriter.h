//===- OutputWriter.h - Writing output and dependency files -----*- C++ -*-===//
//
// Output files are written atomically: through a temporary file beside the
// target, renamed into place once complete, so that readers never see a
// partial file and a failed run leaves the old file untouched. A backend's
// several outputs appear together or not at all.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Backend.h"
#include "tblgen/Output.h"

#include <string>
#include <vector>

#include <sys/types.h>

namespace tblgen::driver {

/// Writes Data to Path atomically. With KeepIdentical (--write-if-changed)
/// an existing file that already holds Data is left alone; a new file gets
/// CreationMode. Returns false with Err set (strerror text) on failure.
bool writeOutputFile(const std::string &Path, const OStream &Data, bool KeepIdentical,
                     mode_t CreationMode, std::string &Err);

/// Where the outputs of -o Output may be produced as unnamed files, to be
/// named once complete (OStream::enableSpill): Output's directory, or ""
/// for stdout and for an existing Output that is not a regular file.
std::string spillDirFor(const std::string &Output);

/// The name that extra outputs share, as llvm-tblgen derives it from -o:
/// the file name without its last extension.
std::string outputStem(const std::string &Output);

/// Writes the main output to Output and the extra ones beside it: all of
/// them or, when one cannot be written, none. Returns false with FailedPath
/// and Err set to the file that failed.
bool writeOutputSet(const std::string &Output, const OutputFiles &Files, bool KeepIdentical,
                    mode_t CreationMode, std::string &FailedPath, std::string &Err);

/// Writes Data to standard output (after flushing stdio's buffer).
bool writeStdout(const OStream &Data);

/// The text of a make-style dependency file: "Output: dep dep ...", the
/// dependencies sorted and without duplicates.
std::string depFileText(const std::string &Output, const std::vector<std::string> &Deps);

} // namespace tblgen::driver
