//===- X86Backend.cpp - What the X86 table backends share -----------------===//

#include "backends/codegen/x86/X86Backend.h"

#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/CodeGen/Registers.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <charconv>

namespace tblgen::x86tables {

void checkTarget(const RecordKeeper &Records) {
  searchable::TargetInfo Checks(Records);
  (void)codegen::getTargetDef(Records);
}

unsigned selectAsmVariant(const RecordKeeper &Records, const BackendContext &Ctx) {
  unsigned Num = 0;
  if (const std::string *V = Ctx.option("asmwriternum")) {
    auto [End, Err] = std::from_chars(V->data(), V->data() + V->size(), Num);
    if (Err != std::errc() || End != V->data() + V->size())
      PrintFatalError("for the --asmwriternum option: '" + *V +
                      "' value invalid for uint argument!");
  }
  const Record *Target = codegen::getTargetDef(Records);
  std::vector<const Record *> Writers = Target->getValueAsListOfDefs("AssemblyWriters");
  if (Num >= Writers.size())
    PrintFatalError("Target does not have an AsmWriter #" + std::to_string(Num) + "!");
  return unsigned(Writers[Num]->getValueAsInt("Variant"));
}

} // namespace tblgen::x86tables
