//===- CommandLineSplit.h - Text into command-line arguments ----*- C++ -*-===//
//
// The two ways the driver turns text into arguments: response files
// (@file), split as llvm::cl splits them, and the lines of a --batch file,
// split as a POSIX shell splits a simple command.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tblgen::driver {

/// Splits a response file's contents into arguments the way llvm's GNU
/// tokenizer does: whitespace separates, quotes group, a backslash escapes
/// the next character.
void tokenizeResponseFile(std::string_view S, std::vector<std::string> &Out);

/// Splits one line of a batch file into words as sh does for a simple
/// command: blanks separate; '...' keeps everything literally; "..." keeps
/// everything but lets a backslash escape \ " $ and `; outside quotes a
/// backslash escapes the next character; a '#' that starts a word starts a
/// comment up to the end of the line. Returns false, with Err set, on an
/// unterminated quote or a trailing backslash.
bool splitShellWords(std::string_view Line, std::vector<std::string> &Words, std::string &Err);

} // namespace tblgen::driver
