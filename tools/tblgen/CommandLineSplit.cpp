//===- CommandLineSplit.cpp - Text into command-line arguments ------------===//
//
// Response files and batch-file lines into argument vectors
// (CommandLineSplit.h).
//
//===----------------------------------------------------------------------===//

#include "CommandLineSplit.h"

namespace tblgen::driver {

namespace {
bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r'; }
} // namespace

void tokenizeResponseFile(std::string_view S, std::vector<std::string> &Out) {
  std::string Tok;
  bool InToken = false;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (isBlank(C)) {
      if (InToken)
        Out.push_back(Tok);
      Tok.clear();
      InToken = false;
      continue;
    }
    InToken = true;
    if (C == '\\' && I + 1 < S.size()) {
      Tok += S[++I];
    } else if (C == '\'' || C == '"') {
      char Quote = C;
      for (++I; I < S.size() && S[I] != Quote; ++I) {
        if (S[I] == '\\' && Quote == '"' && I + 1 < S.size())
          ++I;
        Tok += S[I];
      }
    } else {
      Tok += C;
    }
  }
  if (InToken)
    Out.push_back(Tok);
}

bool splitShellWords(std::string_view Line, std::vector<std::string> &Words, std::string &Err) {
  std::string Word;
  // A word exists once any character of it, or an empty pair of quotes,
  // was seen: '' is an (empty) argument.
  bool InWord = false;
  size_t I = 0;
  auto finishWord = [&] {
    if (InWord)
      Words.push_back(Word);
    Word.clear();
    InWord = false;
  };
  while (I < Line.size()) {
    char C = Line[I];
    if (isBlank(C)) {
      finishWord();
      ++I;
      continue;
    }
    if (C == '#' && !InWord)
      break; // a comment to the end of the line
    InWord = true;
    if (C == '\\') {
      if (I + 1 >= Line.size()) {
        Err = "a backslash ends the line";
        return false;
      }
      Word += Line[I + 1];
      I += 2;
      continue;
    }
    if (C == '\'') {
      size_t Close = Line.find('\'', I + 1);
      if (Close == std::string_view::npos) {
        Err = "unterminated single quote";
        return false;
      }
      Word.append(Line.substr(I + 1, Close - I - 1));
      I = Close + 1;
      continue;
    }
    if (C == '"') {
      ++I;
      for (;;) {
        if (I >= Line.size()) {
          Err = "unterminated double quote";
          return false;
        }
        char D = Line[I];
        if (D == '"') {
          ++I;
          break;
        }
        if (D == '\\' && I + 1 < Line.size() &&
            (Line[I + 1] == '\\' || Line[I + 1] == '"' || Line[I + 1] == '$' ||
             Line[I + 1] == '`')) {
          Word += Line[I + 1];
          I += 2;
          continue;
        }
        Word += D;
        ++I;
      }
      continue;
    }
    Word += C;
    ++I;
  }
  finishWord();
  return true;
}

} // namespace tblgen::driver
