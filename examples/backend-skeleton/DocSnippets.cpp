//===- DocSnippets.cpp - The short examples of docs/writing-a-backend.md --===//
//
// docs/writing-a-backend.md quotes the example backend and, for the few
// examples it does not contain, this file: building tblgen-skeleton
// compiles them, and tests/lit/examples/doc-snippets.test checks that the
// page quotes them exactly. Nothing calls these functions.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Output.h"
#include "tblgen/Record.h"

using namespace tblgen;

namespace doc_snippets {

/// Every def, by name.
void listDefs(const RecordKeeper &Records, OStream &OS) {
  for (const auto &[Name, Rec] : Records.getDefs())
    OS << Name << ": " << Rec.get()->getID() << '\n';
}

/// A field that may hold bits or an int.
int64_t readEncoding(const Record *Def) {
  const Init *V = Def->getValueInit("Encoding");
  if (auto *Bits = dyn_cast<BitsInit>(V))
    return Bits->convertInitializerToInt().value_or(0);
  else if (auto *Int = dyn_cast<IntInit>(V))
    return Int->getValue();
  return 0;
}

} // namespace doc_snippets
