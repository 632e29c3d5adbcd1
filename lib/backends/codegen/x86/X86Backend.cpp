//===- X86Backend.cpp - What the X86 table backends share -----------------===//

#include "backends/codegen/x86/X86Backend.h"

#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/CodeGen/Registers.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"


namespace tblgen::x86tables {

void checkTarget(const RecordKeeper &Records) {
  searchable::TargetInfo Checks(Records);
  (void)codegen::getTargetDef(Records);
}

unsigned selectAsmVariant(const RecordKeeper &Records, const BackendContext &Ctx) {
  unsigned Num = 0;
  if (const std::string *V = Ctx.option("asmwriternum")) {
    std::optional<unsigned> N = parseUnsignedOption(*V);
    if (!N)
      PrintFatalError("for the --asmwriternum option: '" + *V +
                      "' value invalid for uint argument!");
    Num = *N;
  }
  const Record *Target = codegen::getTargetDef(Records);
  std::vector<const Record *> Writers = Target->getValueAsListOfDefs("AssemblyWriters");
  if (Num >= Writers.size())
    PrintFatalError("Target does not have an AsmWriter #" + std::to_string(Num) + "!");
  return unsigned(Writers[Num]->getValueAsInt("Variant"));
}

} // namespace tblgen::x86tables
