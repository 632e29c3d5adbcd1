//===- X86MnemonicTables.cpp - -gen-x86-mnemonic-tables -------------------===//
//
// One predicate per assembler mnemonic of the X86 target, telling whether
// an opcode is spelled with it: "bool isADD(unsigned Opcode)". A mnemonic is
// read in the asm variant of the writer -asmwriternum selects (mnemonic()
// of the X86 model). Instructions the disassembler would not decode,
// prefix bytes and the NonParsable asm variant are left out.
//
// The mnemonics come in the iteration order of the llvm::StringMap that
// llvm-tblgen collects them in (compat::StringMapOrder, inserted in opcode
// enum order); the opcodes of one mnemonic in enum order. The output has
// no "From:" line in its banner and ends without a newline.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/x86/X86Backend.h"

#include "backends/common/LLVMCompat.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace x86tables {
namespace {

using namespace codegen::x86;

/// The opcodes of each mnemonic, mnemonics numbered in first-seen order.
struct MnemonicGroups {
  compat::StringMapOrder Keys;
  std::vector<std::string> Names;
  std::vector<std::vector<const Record *>> Members;

  void add(std::string Mnemonic, const Record *Def) {
    unsigned K = Keys.insert(Mnemonic);
    if (K == Names.size()) {
      Names.push_back(std::move(Mnemonic));
      Members.emplace_back();
    }
    Members[K].push_back(Def);
  }
};

bool isListed(const X86Instr &I) {
  if (!I.isDecodable())
    return false;
  return I.Def->getValueAsString("AsmVariantName") != "NonParsable" && I.form() != Form::PrefixByte;
}

void emitMnemonicTables(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  checkTarget(Records);
  unsigned Variant = selectAsmVariant(Records, Ctx);
  const X86Target &Target = getX86Target(Records);

  MnemonicGroups Groups;
  for (const X86Instr &I : Target.instrs())
    if (Target.requireAll(I), isListed(I))
      Groups.add(mnemonic(Target.instruction(I), Variant), I.Def);
  std::vector<unsigned> Order = Groups.Keys.order();

  emitSourceFileHeader("X86 Mnemonic tables", OS);
  OS << "namespace llvm {\nnamespace X86 {\n\n";
  OS << "#ifdef GET_X86_MNEMONIC_TABLES_H\n#undef GET_X86_MNEMONIC_TABLES_H\n\n";
  for (unsigned K : Order)
    OS << "bool is" << Groups.Names[K] << "(unsigned Opcode);\n";
  OS << "#endif // GET_X86_MNEMONIC_TABLES_H\n\n";

  OS << "#ifdef GET_X86_MNEMONIC_TABLES_CPP\n#undef GET_X86_MNEMONIC_TABLES_CPP\n\n";
  for (unsigned K : Order) {
    OS << "bool is" << Groups.Names[K] << "(unsigned Opcode) {\n";
    const std::vector<const Record *> &Defs = Groups.Members[K];
    if (Defs.size() == 1) {
      OS << "\treturn Opcode == " << Defs[0]->getName() << ";\n}\n\n";
      continue;
    }
    OS << "\tswitch (Opcode) {\n";
    for (const Record *Def : Defs)
      OS << "\tcase " << Def->getName() << ":\n";
    OS << "\t\treturn true;\n\t}\n\treturn false;\n}\n\n";
  }
  OS << "#endif // GET_X86_MNEMONIC_TABLES_CPP\n\n";
  OS << "} // end namespace X86\n} // end namespace llvm";
}

} // namespace
} // namespace x86tables

TBLGEN_REGISTER_BACKEND(X86MnemonicTables, "gen-x86-mnemonic-tables", "Generate X86 mnemonic tables",
                        x86tables::emitMnemonicTables);

} // namespace tblgen
