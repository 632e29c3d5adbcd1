//===- Wording.cpp - Clang's style rules for diagnostic text --------------===//

#include "Wording.h"

#include "DiagModel.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::clangdiag {

namespace {

bool isUpperAscii(char C) { return C >= 'A' && C <= 'Z'; }
bool isLowerAscii(char C) { return C >= 'a' && C <= 'z'; }
bool isDigitAscii(char C) { return C >= '0' && C <= '9'; }

struct ProperName {
  std::string_view Word;
  bool IsPrefix;
};
constexpr ProperName ProperNames[] = {
#define PROPER_NAME(Word, IsPrefix) {Word, IsPrefix},
#include "ProperNames.def"
};

/// Whether Word (the text up to its first space, '-', ',' or '}') may start
/// a diagnostic.
bool mayStart(std::string_view Word) {
  if (Word.empty() || isLowerAscii(Word[0]) ||
      !(isUpperAscii(Word[0]) || isDigitAscii(Word[0])))
    return true;
  // An acronym (capitals, digits, '+', '_'): "ISO", "C++14", "C"; a single
  // other capital is a word.
  if (std::all_of(Word.begin(), Word.end(), [](char C) {
        return isUpperAscii(C) || isDigitAscii(C) || C == '+' || C == '_';
      }))
    return Word.size() > 1 || Word[0] == 'C';
  return std::any_of(std::begin(ProperNames), std::end(ProperNames), [&](const ProperName &N) {
    return N.IsPrefix ? Word.starts_with(N.Word) : Word == N.Word;
  });
}

class WordingCheck {
public:
  explicit WordingCheck(const Diag &D) : D(D) {}

  void run() {
    std::string_view Text = D.Summary;
    if (Text.empty())
      return;
    if (!checkLeadingSelect(Text))
      return;
    if (!checkTrailingSelect(Text))
      checkEnd(Text);
  }

private:
  const Diag &D;

  void checkStart(std::string_view Text) {
    std::string_view Word = Text.substr(0, Text.find_first_of(" -,}"));
    if (!mayStart(Word))
      PrintError(D.R, "Diagnostics should not start with a capital letter; '" + std::string(Word) +
                          "' is invalid");
  }
  void checkEnd(std::string_view Text) {
    char Last = Text.back();
    if (Last == '.' || Last == '!')
      PrintError(D.R, "Diagnostics should not end with punctuation; '" + std::string(1, Last) +
                          "' is invalid");
  }

  /// A text starting with %select{..}: each option must start well, and
  /// after an empty option so must the word after the select. False when
  /// the braces do not balance (the text is not checked further).
  bool checkLeadingSelect(std::string_view Text) {
    constexpr std::string_view Lead = "%select{";
    if (!Text.starts_with(Lead)) {
      checkStart(Text);
      return true;
    }
    size_t Depth = 1, Close = Lead.size();
    for (; Close < Text.size(); ++Close) {
      Depth += Text[Close] == '{';
      Depth -= Text[Close] == '}';
      if (Depth == 0)
        break;
    }
    if (Depth != 0)
      return false;
    bool EmptyOption = false;
    forEachOption(Text.substr(Lead.size(), Close - Lead.size()), [&](std::string_view Option) {
      if (Option.empty())
        EmptyOption = true;
      else
        checkStart(Option);
    });
    if (EmptyOption) {
      // Past the '}' and the one digit after it.
      std::string_view After = Close + 2 <= Text.size() ? Text.substr(Close + 2) : "";
      size_t Skip = After.find_first_not_of(" \t\n\v\f\r");
      checkStart(Skip == std::string_view::npos ? std::string_view() : After.substr(Skip));
    }
    return true;
  }

  /// A text ending in %select{..}N (N one digit): each option must end
  /// well. Returns whether the end was checked that way.
  bool checkTrailingSelect(std::string_view Text) {
    const size_t Size = Text.size();
    if (Size < 3 || !isDigitAscii(Text[Size - 1]) || Text[Size - 2] != '}')
      return false;
    size_t Depth = 1, Open = Size - 3;
    for (; Open > 0; --Open) {
      Depth += Text[Open] == '}';
      Depth -= Text[Open] == '{';
      if (Depth == 0)
        break;
    }
    if (Depth != 0)
      return true; // unbalanced: the end is not checked at all
    constexpr std::string_view Select = "select";
    if (Open < Select.size() || Text.substr(Open - Select.size(), Select.size()) != Select)
      return false;
    forEachOption(Text.substr(Open + 1, Size - Open - 3), [&](std::string_view Option) {
      if (!Option.empty())
        checkEnd(Option);
    });
    return true;
  }

  /// The '|'-separated pieces of Options, nesting ignored.
  template <typename Fn> static void forEachOption(std::string_view Options, Fn Visit) {
    for (;;) {
      size_t Bar = Options.find('|');
      Visit(Options.substr(0, Bar));
      if (Bar == std::string_view::npos)
        return;
      Options.remove_prefix(Bar + 1);
    }
  }
};

} // namespace

void checkWording(const Diag &D) { WordingCheck(D).run(); }

} // namespace tblgen::clangdiag
