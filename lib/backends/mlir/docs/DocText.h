//===- DocText.h - Text helpers of the MLIR documentation backends -*- C++ -*-===//
//
// The Markdown backends of mlir-tblgen print descriptions flush left: the
// text of a TableGen string block keeps its lines but loses the indentation
// common to them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string_view>

namespace tblgen {
class OStream;
} // namespace tblgen

namespace tblgen::mlirdoc {

/// Writes Text without its leading blank lines and trailing blanks, each
/// line without the indentation common to the non-blank lines, a blank line
/// as an empty one; the last line ends with a newline.
void writeFlushLeft(OStream &OS, std::string_view Text);

/// "\n_Summary_\n" with the summary trimmed and its first letter upper
/// case; nothing for an empty summary.
void writeSummary(OStream &OS, std::string_view Summary);

} // namespace tblgen::mlirdoc
