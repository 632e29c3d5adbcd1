//===- CommentTables.cpp - Clang's documentation comment tables ----------===//
//
// The clang-tblgen backends reading the comment .td files:
//
//   -gen-clang-comment-html-tags            isHTMLTagName: every Tag spelling
//   -gen-clang-comment-html-tags-properties isHTMLEndTagOptional/Forbidden
//   -gen-clang-comment-html-named-character-references
//                                           NCR spelling -> UTF-8 bytes
//   -gen-clang-comment-command-info         the Commands table and its lookup
//   -gen-clang-comment-command-list         COMMENT_COMMAND(identifier) list
//
// Each lookup is a string switch over the spellings (the matcher shared
// with -gen-asm-matcher), inside a function whose result per match is
// fixed text.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/AsmMatcher.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdio>

namespace tblgen::clangcomment {

namespace {

using Cases = std::vector<std::pair<std::string, std::string>>;

/// Writes a function body: the switch over Name, then the fallback. A
/// string matched twice is an error (clang-tblgen 22 aborts).
void writeLookup(OStream &Out, const Cases &C, std::string_view Fallback) {
  std::vector<std::string_view> Keys;
  for (const auto &[Key, Code] : C)
    Keys.push_back(Key);
  std::sort(Keys.begin(), Keys.end());
  auto Twice = std::adjacent_find(Keys.begin(), Keys.end());
  if (Twice != Keys.end())
    PrintFatalError("Had duplicate keys to match on: '" + std::string(*Twice) + "'");
  asmmatcher::writeStringSwitch(Out, "Name", C, 0, /*IgnoreDuplicates=*/false);
  Out << "  return " << Fallback << ";\n}\n\n";
}

/// Spellings of the Tag records, those with bit Field set (all when empty).
Cases tagCases(const RecordKeeper &RK, std::string_view Field) {
  Cases C;
  for (const Record *R : RK.getAllDerivedDefinitions("Tag"))
    if (Field.empty() || R->getValueAsBit(Field))
      C.emplace_back(R->getValueAsString("Spelling"), "return true;");
  return C;
}

void emitHTMLTags(const RecordKeeper &RK, OStream &Out) {
  emitSourceFileHeader("HTML tag name matcher", Out, RK);
  Out << "bool isHTMLTagName(StringRef Name) {\n";
  writeLookup(Out, tagCases(RK, ""), "false");
}

void emitHTMLTagProperties(const RecordKeeper &RK, OStream &Out) {
  emitSourceFileHeader("HTML tag properties", Out, RK);
  Cases Optional = tagCases(RK, "EndTagOptional");
  Cases Forbidden = tagCases(RK, "EndTagForbidden");
  Out << "bool isHTMLEndTagOptional(StringRef Name) {\n";
  writeLookup(Out, Optional, "false");
  Out << "bool isHTMLEndTagForbidden(StringRef Name) {\n";
  writeLookup(Out, Forbidden, "false");
}

/// Code point CP as a C string literal body of \x escapes of its UTF-8
/// bytes; false when CP is no Unicode scalar value.
bool utf8Escapes(int64_t CP, std::string &Out) {
  if (CP < 0 || CP > 0x10FFFF || (CP >= 0xD800 && CP <= 0xDFFF))
    return false;
  unsigned char Bytes[4];
  unsigned N;
  if (CP < 0x80) {
    Bytes[0] = static_cast<unsigned char>(CP);
    N = 1;
  } else if (CP < 0x800) {
    Bytes[0] = static_cast<unsigned char>(0xC0 | (CP >> 6));
    N = 2;
  } else if (CP < 0x10000) {
    Bytes[0] = static_cast<unsigned char>(0xE0 | (CP >> 12));
    N = 3;
  } else {
    Bytes[0] = static_cast<unsigned char>(0xF0 | (CP >> 18));
    N = 4;
  }
  for (unsigned I = 1; I < N; ++I)
    Bytes[I] = static_cast<unsigned char>(0x80 | ((CP >> (6 * (N - 1 - I))) & 0x3F));
  char Buf[8];
  for (unsigned I = 0; I < N; ++I) {
    std::snprintf(Buf, sizeof Buf, "\\x%02x", Bytes[I]);
    Out += Buf;
  }
  return true;
}

void emitNamedCharacterReferences(const RecordKeeper &RK, OStream &Out) {
  Cases C;
  for (const Record *R : RK.getAllDerivedDefinitions("NCR")) {
    std::string Code = "return \"";
    if (!utf8Escapes(R->getValueAsInt("CodePoint"), Code)) {
      // Reported, skipped, and the run still succeeds (as in clang-tblgen).
      PrintUncountedError(R->getLoc().front(), "invalid code point");
      continue;
    }
    Code += "\";";
    C.emplace_back(R->getValueAsString("Spelling"), std::move(Code));
  }
  emitSourceFileHeader("HTML named character reference to UTF-8 translation", Out, RK);
  Out << "StringRef translateHTMLNamedCharacterReferenceToUTF8(\n"
     << std::string(45, ' ') << "StringRef Name) {\n";
  writeLookup(Out, C, "StringRef()");
}

/// The bit fields of a Command, in the order of CommandInfo's members,
/// each followed by a space.
constexpr std::string_view CommandBits =
    "IsInlineCommand IsBlockCommand IsBriefCommand IsReturnsCommand IsParamCommand "
    "IsTParamCommand IsThrowsCommand IsDeprecatedCommand IsHeaderfileCommand IsParCommand "
    "IsEmptyParagraphAllowed IsVerbatimBlockCommand IsVerbatimBlockEndCommand "
    "IsVerbatimLineCommand IsDeclarationCommand IsFunctionDeclarationCommand "
    "IsRecordLikeDetailCommand IsRecordLikeDeclarationCommand ";

void emitCommandInfo(const RecordKeeper &RK, OStream &Out) {
  emitSourceFileHeader("A list of commands useable in documentation comments", Out, RK);
  const auto &Commands = RK.getAllDerivedDefinitions("Command");
  Out << "namespace {\nconst CommandInfo Commands[] = {\n";
  Cases C;
  C.reserve(Commands.size());
  for (size_t I = 0; I < Commands.size(); ++I) {
    const Record *R = Commands[I];
    std::string Name = R->getValueAsString("Name");
    Out << "  { \"" << Name << "\", \"" << R->getValueAsString("EndCommandName") << "\", " << I
       << ", " << R->getValueAsInt("NumArgs");
    for (size_t At = 0, Space; (Space = CommandBits.find(' ', At)) != std::string_view::npos;
         At = Space + 1)
      Out << ", " << (R->getValueAsBit(CommandBits.substr(At, Space - At)) ? 1 : 0);
    Out << ", 0 }" << (I + 1 < Commands.size() ? ",\n" : "\n"); // 0: not an unknown command
    C.emplace_back(std::move(Name), "return &Commands[" + std::to_string(I) + "];");
  }
  Out << "};\n} // unnamed namespace\n\n";
  Out << "const CommandInfo *CommandTraits::getBuiltinCommandInfo(\n"
     << std::string(41, ' ') << "StringRef Name) {\n";
  writeLookup(Out, C, "nullptr");
}

/// The characters a macro argument cannot hold, each with the word that
/// stands for it.
constexpr std::pair<char, std::string_view> CharWords[] = {
    {'$', "dollar"}, {'/', "slash"},   {'(', "lparen"}, {')', "rparen"},
    {'[', "lsquare"}, {']', "rsquare"}, {'{', "lbrace"}, {'}', "rbrace"},
};

void emitCommandList(const RecordKeeper &RK, OStream &Out) {
  emitSourceFileHeader("A list of commands useable in documentation comments", Out, RK);
  Out << "#ifndef COMMENT_COMMAND\n#  define COMMENT_COMMAND(NAME)\n#endif\n";
  for (const Record *R : RK.getAllDerivedDefinitions("Command")) {
    Out << "COMMENT_COMMAND(";
    for (char Ch : R->getValueAsString("Name")) {
      const auto *W = std::find_if(std::begin(CharWords), std::end(CharWords),
                                   [Ch](const auto &P) { return P.first == Ch; });
      if (W == std::end(CharWords))
        Out << Ch;
      else
        Out << W->second;
    }
    Out << ")\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ClangCommentHTMLTags, TM_Clang, "gen-clang-comment-html-tags",
                             "Generate efficient matchers for HTML tag names that are used in "
                             "documentation comments",
                             emitHTMLTags, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangCommentHTMLTagsProperties, TM_Clang,
                             "gen-clang-comment-html-tags-properties",
                             "Generate efficient matchers for HTML tag properties",
                             emitHTMLTagProperties, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangCommentHTMLNamedCharacterReferences, TM_Clang,
                             "gen-clang-comment-html-named-character-references",
                             "Generate function to translate named character references to UTF-8 "
                             "sequences",
                             emitNamedCharacterReferences, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangCommentCommandInfo, TM_Clang, "gen-clang-comment-command-info",
                             "Generate command properties for commands that are used in "
                             "documentation comments",
                             emitCommandInfo, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ClangCommentCommandList, TM_Clang, "gen-clang-comment-command-list",
                             "Generate list of commands that are used in documentation comments",
                             emitCommandList, BT_None);

} // namespace tblgen::clangcomment
