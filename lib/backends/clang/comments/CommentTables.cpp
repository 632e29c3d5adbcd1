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

#include <cstdio>

namespace tblgen::clangcomment {

namespace {

using Cases = std::vector<std::pair<std::string, std::string>>;

/// Writes a function body: the switch over Name, then the fallback.
void writeLookup(OStream &OS, const Cases &C, std::string_view Fallback) {
  asmmatcher::writeStringSwitch(OS, "Name", C, 0, /*IgnoreDuplicates=*/false);
  OS << "  return " << Fallback << ";\n}\n\n";
}

/// Spellings of the Tag records, those with bit Field set (all when empty).
Cases tagCases(const RecordKeeper &Records, std::string_view Field) {
  Cases C;
  for (const Record *R : Records.getAllDerivedDefinitions("Tag"))
    if (Field.empty() || R->getValueAsBit(Field))
      C.emplace_back(R->getValueAsString("Spelling"), "return true;");
  return C;
}

void emitHTMLTags(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("HTML tag name matcher", OS, Records);
  OS << "bool isHTMLTagName(StringRef Name) {\n";
  writeLookup(OS, tagCases(Records, ""), "false");
}

void emitHTMLTagProperties(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("HTML tag properties", OS, Records);
  Cases Optional = tagCases(Records, "EndTagOptional");
  Cases Forbidden = tagCases(Records, "EndTagForbidden");
  OS << "bool isHTMLEndTagOptional(StringRef Name) {\n";
  writeLookup(OS, Optional, "false");
  OS << "bool isHTMLEndTagForbidden(StringRef Name) {\n";
  writeLookup(OS, Forbidden, "false");
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

void emitNamedCharacterReferences(const RecordKeeper &Records, OStream &OS) {
  Cases C;
  for (const Record *R : Records.getAllDerivedDefinitions("NCR")) {
    std::string Code = "return \"";
    if (!utf8Escapes(R->getValueAsInt("CodePoint"), Code)) {
      // Reported, skipped, and the run still succeeds (as in clang-tblgen).
      PrintUncountedError(R->getLoc().front(), "invalid code point");
      continue;
    }
    Code += "\";";
    C.emplace_back(R->getValueAsString("Spelling"), std::move(Code));
  }
  emitSourceFileHeader("HTML named character reference to UTF-8 translation", OS, Records);
  OS << "StringRef translateHTMLNamedCharacterReferenceToUTF8(\n"
     << std::string(45, ' ') << "StringRef Name) {\n";
  writeLookup(OS, C, "StringRef()");
}

/// The bit fields of a Command, in the order of CommandInfo's members.
constexpr std::string_view CommandBits[] = {
    "IsInlineCommand",           "IsBlockCommand",
    "IsBriefCommand",            "IsReturnsCommand",
    "IsParamCommand",            "IsTParamCommand",
    "IsThrowsCommand",           "IsDeprecatedCommand",
    "IsHeaderfileCommand",       "IsParCommand",
    "IsEmptyParagraphAllowed",   "IsVerbatimBlockCommand",
    "IsVerbatimBlockEndCommand", "IsVerbatimLineCommand",
    "IsDeclarationCommand",      "IsFunctionDeclarationCommand",
    "IsRecordLikeDetailCommand", "IsRecordLikeDeclarationCommand",
};

void emitCommandInfo(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("A list of commands useable in documentation comments", OS, Records);
  const auto &Commands = Records.getAllDerivedDefinitions("Command");
  OS << "namespace {\nconst CommandInfo Commands[] = {\n";
  Cases C;
  C.reserve(Commands.size());
  for (size_t I = 0; I < Commands.size(); ++I) {
    const Record *R = Commands[I];
    std::string Name = R->getValueAsString("Name");
    OS << "  { \"" << Name << "\", \"" << R->getValueAsString("EndCommandName") << "\", " << I
       << ", " << R->getValueAsInt("NumArgs");
    for (std::string_view Bit : CommandBits)
      OS << ", " << (R->getValueAsBit(Bit) ? 1 : 0);
    OS << ", 0 }" << (I + 1 < Commands.size() ? ",\n" : "\n"); // 0: not an unknown command
    C.emplace_back(std::move(Name), "return &Commands[" + std::to_string(I) + "];");
  }
  OS << "};\n} // unnamed namespace\n\n";
  OS << "const CommandInfo *CommandTraits::getBuiltinCommandInfo(\n"
     << std::string(41, ' ') << "StringRef Name) {\n";
  writeLookup(OS, C, "nullptr");
}

/// The words standing for the characters a macro argument cannot hold.
std::string_view charWord(char Ch) {
  switch (Ch) {
  case '$': return "dollar";
  case '/': return "slash";
  case '(': return "lparen";
  case ')': return "rparen";
  case '[': return "lsquare";
  case ']': return "rsquare";
  case '{': return "lbrace";
  case '}': return "rbrace";
  default: return {};
  }
}

void emitCommandList(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("A list of commands useable in documentation comments", OS, Records);
  OS << "#ifndef COMMENT_COMMAND\n#  define COMMENT_COMMAND(NAME)\n#endif\n";
  for (const Record *R : Records.getAllDerivedDefinitions("Command")) {
    OS << "COMMENT_COMMAND(";
    for (char Ch : R->getValueAsString("Name")) {
      std::string_view W = charWord(Ch);
      if (W.empty())
        OS << Ch;
      else
        OS << W;
    }
    OS << ")\n";
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
