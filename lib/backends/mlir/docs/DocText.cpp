//===- DocText.cpp - Text helpers of the MLIR documentation backends ------===//
#include "DocText.h"

#include "mlir/Reindent.h"
#include "tblgen/Output.h"

namespace tblgen::mlirdoc {

namespace {

bool isWhite(char C) {
  return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v';
}

} // namespace

void writeFlushLeft(OStream &OS, std::string_view Text) {
  while (!Text.empty() && (Text.back() == ' ' || Text.back() == '\t'))
    Text.remove_suffix(1);
  mlir::writeReindented(OS, Text);
  if (!Text.ends_with('\n'))
    OS << '\n';
}

void writeSummary(OStream &OS, std::string_view Summary) {
  if (Summary.empty())
    return;
  while (!Summary.empty() && isWhite(Summary.front()))
    Summary.remove_prefix(1);
  while (!Summary.empty() && isWhite(Summary.back()))
    Summary.remove_suffix(1);
  OS << "\n_";
  if (!Summary.empty()) {
    char C = Summary.front();
    OS << (C >= 'a' && C <= 'z' ? char(C - 'a' + 'A') : C) << Summary.substr(1);
  }
  OS << "_\n";
}

} // namespace tblgen::mlirdoc
