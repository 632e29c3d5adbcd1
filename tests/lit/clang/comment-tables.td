// RUN: %clang-tblgen -gen-clang-comment-html-tags %s | FileCheck %s --check-prefix=TAGS
// RUN: %clang-tblgen -gen-clang-comment-html-tags-properties %s | FileCheck %s --check-prefix=PROPS
// RUN: %clang-tblgen -gen-clang-comment-html-named-character-references %s | FileCheck %s --check-prefix=NCR
// RUN: %clang-tblgen -gen-clang-comment-html-named-character-references -DBAD_NCR %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BADNCR
// RUN: %clang-tblgen -gen-clang-comment-command-info %s | FileCheck %s --check-prefix=INFO
// RUN: %clang-tblgen -gen-clang-comment-command-list %s | FileCheck %s --check-prefix=LIST
// RUN: not %clang-tblgen -gen-clang-comment-html-tags -DDUP %s 2>&1 | FileCheck %s --check-prefix=DUP
// DIFF: -gen-clang-comment-html-tags
// DIFF: -gen-clang-comment-html-tags-properties
// DIFF: -gen-clang-comment-html-named-character-references
// DIFF: -gen-clang-comment-html-named-character-references -DBAD_NCR
// DIFF: -gen-clang-comment-command-info
// DIFF: -gen-clang-comment-command-list
//
// The documentation comment tables: string switches over HTML tag names,
// named character references and command names, the command table in
// record name order, and the command list naming the characters a macro
// argument cannot hold. An invalid code point is reported, skipped, and the
// run still succeeds.

class Tag<string spelling> {
  string Spelling = spelling;
  bit EndTagOptional = 0;
  bit EndTagForbidden = 0;
}
def Em : Tag<"em">;
def Br : Tag<"br"> { let EndTagForbidden = 1; }
def Bz : Tag<"bz"> { let EndTagOptional = 1; }
def Tbody : Tag<"tbody"> { let EndTagOptional = 1; }
def Thead : Tag<"thead"> { let EndTagOptional = 1; }
#ifdef DUP
// A spelling twice (clang-tblgen 22 aborts; docs/known-differences.md).
def Em2 : Tag<"em">;
// DUP: error: Had duplicate keys to match on: 'em'
#endif

// TAGS:      bool isHTMLTagName(StringRef Name) {
// TAGS:      case 2:	 // 3 strings to match.
// TAGS:        return true;	 // "em"
// TAGS:      case 5:	 // 2 strings to match.
// TAGS-NEXT:   if (Name[0] != 't')
// TAGS:        if (memcmp(Name.data()+2, "ead", 3) != 0)
// TAGS:      return false;
// PROPS:     bool isHTMLEndTagOptional(StringRef Name) {
// PROPS:     return true;	 // "bz"
// PROPS:     bool isHTMLEndTagForbidden(StringRef Name) {
// PROPS-NEXT:  switch (Name.size()) {

class NCR<string spelling, int codePoint> {
  string Spelling = spelling;
  int CodePoint = codePoint;
}
def : NCR<"a", 0x41>;
def : NCR<"eacute", 0xE9>;
def : NCR<"euro", 0x20AC>;
def : NCR<"frak", 0x1D504>;
#ifdef BAD_NCR
def : NCR<"big", 0x110000>;
def : NCR<"sur", 0xDC00>;
#endif
// NCR:       StringRef translateHTMLNamedCharacterReferenceToUTF8(
// NCR-NEXT:  {{^                                             }}StringRef Name) {
// NCR:       return "\x41";	 // "a"
// NCR:       return "\xe2\x82\xac";	 // "euro"
// NCR:       return "\xf0\x9d\x94\x84";	 // "frak"
// NCR:       return "\xc3\xa9";	 // "eacute"
// NCR:       return StringRef();
// BADNCR:    comment-tables.td:[[@LINE-10]]:1: error: invalid code point
// BADNCR:    comment-tables.td:[[@LINE-10]]:1: error: invalid code point

class Command<string name> {
  string Name = name;
  string EndCommandName = "";
  int NumArgs = 0;
  bit IsInlineCommand = 0;
  bit IsBlockCommand = 0;
  bit IsBriefCommand = 0;
  bit IsReturnsCommand = 0;
  bit IsParamCommand = 0;
  bit IsTParamCommand = 0;
  bit IsThrowsCommand = 0;
  bit IsDeprecatedCommand = 0;
  bit IsHeaderfileCommand = 0;
  bit IsParCommand = 0;
  bit IsEmptyParagraphAllowed = 0;
  bit IsVerbatimBlockCommand = 0;
  bit IsVerbatimBlockEndCommand = 0;
  bit IsVerbatimLineCommand = 0;
  bit IsDeclarationCommand = 0;
  bit IsFunctionDeclarationCommand = 0;
  bit IsRecordLikeDetailCommand = 0;
  bit IsRecordLikeDeclarationCommand = 0;
}
multiclass Verbatim<string name, string end> {
  def Begin : Command<name> {
    let EndCommandName = end;
    let IsVerbatimBlockCommand = 1;
  }
  def End : Command<end> { let IsVerbatimBlockEndCommand = 1; }
}
def Param : Command<"param"> { let IsBlockCommand = 1; let IsParamCommand = 1; }
def Arg : Command<"a"> { let NumArgs = 1; let IsInlineCommand = 1; }
defm FBrace : Verbatim<"f{", "f}">;
def Slash : Command<"/link"> { let IsRecordLikeDeclarationCommand = 1; }
def Dollar : Command<"f$"> { let IsVerbatimBlockCommand = 1; let EndCommandName = "f$"; }
def Other : Command<"x-y(z)">;

// INFO:      const CommandInfo Commands[] = {
// INFO-NEXT:   { "a", "", 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
// INFO-NEXT:   { "f$", "f$", 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 },
// INFO-NEXT:   { "f{", "f}", 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 },
// INFO-NEXT:   { "f}", "", 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0 },
// INFO-NEXT:   { "x-y(z)", "", 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
// INFO-NEXT:   { "param", "", 5, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
// INFO-NEXT:   { "/link", "", 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0 }
// INFO-NEXT: };
// INFO:      return &Commands[6];	 // "/link"
// INFO:      return nullptr;
// LIST:      #ifndef COMMENT_COMMAND
// LIST-NEXT: #  define COMMENT_COMMAND(NAME)
// LIST-NEXT: #endif
// LIST-NEXT: COMMENT_COMMAND(a)
// LIST-NEXT: COMMENT_COMMAND(fdollar)
// LIST-NEXT: COMMENT_COMMAND(flbrace)
// LIST-NEXT: COMMENT_COMMAND(frbrace)
// LIST-NEXT: COMMENT_COMMAND(x-ylparenzrparen)
// LIST-NEXT: COMMENT_COMMAND(param)
// LIST-NEXT: COMMENT_COMMAND(slashlink)
// LIST-NOT:  COMMENT
