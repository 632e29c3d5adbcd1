//===- CTags.cpp - --gen-ctags: a ctags(1) index of classes and defs ------===//
//
// One tag per class, per forward declaration of a class and per def (named
// or anonymous): "name<TAB>file<TAB>line", sorted by name, then file, then
// line, after the two standard "!_TAG_FILE_*" header lines. The file is the
// path the buffer was opened as (so it depends on -I and on how the input was
// named), as in llvm-tblgen.
//
//===----------------------------------------------------------------------===//
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <tuple>

namespace tblgen {
namespace {

struct Tag {
  std::string_view Name;
  std::string_view File;
  unsigned Line;

  bool operator<(const Tag &O) const {
    return std::tie(Name, File, Line) < std::tie(O.Name, O.File, O.Line);
  }
};

class CTagsEmitter {
public:
  CTagsEmitter(const RecordKeeper &Records, const SourceMgr &SM) : Records(Records), SM(SM) {}

  void run(OStream &OS) {
    std::vector<Tag> Tags;
    Tags.reserve(Records.getClasses().size() + Records.getDefs().size());
    for (const auto &[Name, Class] : Records.getClasses()) {
      Tags.push_back(makeTag(Name, firstLoc(*Class)));
      for (SrcLoc L : Class->getForwardDeclarationLocs())
        Tags.push_back(makeTag(Name, L));
    }
    for (const auto &[Name, Def] : Records.getDefs())
      Tags.push_back(makeTag(Name, firstLoc(*Def)));
    std::sort(Tags.begin(), Tags.end());

    OS << "!_TAG_FILE_FORMAT\t1\t/original ctags format/\n";
    OS << "!_TAG_FILE_SORTED\t1\t/0=unsorted, 1=sorted, 2=foldcase/\n";
    for (const Tag &T : Tags)
      OS << T.Name << '\t' << T.File << '\t' << T.Line << '\n';
  }

private:
  static SrcLoc firstLoc(const Record &R) {
    return R.getLoc().empty() ? SrcLoc() : R.getLoc().front();
  }

  Tag makeTag(std::string_view Name, SrcLoc Loc) const {
    int Buf = SM.findBuffer(Loc);
    if (Buf < 0)
      return {Name, {}, 0};
    return {Name, SM.buffer(unsigned(Buf)).Name, SM.lineCol(Loc).Line};
  }

  const RecordKeeper &Records;
  const SourceMgr &SM;
};

void emitCTags(const RecordKeeper &Records, OStream &OS) {
  const SourceMgr *SM = Records.getSourceMgr();
  if (!SM)
    if (Diagnostics *D = currentDiagnostics())
      SM = &D->sourceMgr();
  if (!SM)
    PrintFatalError("--gen-ctags needs the source manager of the run");
  CTagsEmitter(Records, *SM).run(OS);
}

} // namespace

TBLGEN_REGISTER_BACKEND(CTags, "gen-ctags", "Generate ctags-compatible index", emitCTags);

} // namespace tblgen
