//===- Decoder.cpp - -gen-disassembler --------------------------------------===//
//
// Writes the table-driven instruction decoder of a target:
//
//  * one byte table per (instruction width, DecoderNamespace, hardware
//    mode): DecoderTable<Namespace>[_<Mode>]<Width>, the decision tree of
//    DecoderTree.cpp flattened into opcodes (OPC_Scope, OPC_SwitchField,
//    OPC_CheckField, OPC_CheckPredicate, OPC_SoftFail, OPC_Decode) with
//    ULEB128 operands and a comment per line at column 45;
//  * Decode<Name>RegClassByHwMode for each RegClassByHwMode without a
//    DecoderMethod (a switch on the register-info mode);
//  * decodeToMCInst: the decoders, numbered in order of first use;
//  * checkDecoderPredicate when some encoding has an assembler predicate;
//  * decodeInstruction, the interpreter of the tables (only the opcodes the
//    tables use).
//
// Options (llvm-tblgen's): --suppress-per-hwmode-duplicates=O0|O1|O2,
// --use-fn-table-in-decode-to-mcinst, --specialize-decoders-per-bitwidth,
// --ignore-non-decodable-operands, --ignore-fully-defined-operands.
//
// Variable-length (dag) targets also get InstrLenTable and a decodeInstruction
// that widens the instruction (makeUp) before reading bits.
//
// A target named X86 gets the tables of X86's own disassembler instead
// (backends/codegen/x86/X86Disassembler.cpp), one named WebAssembly those of
// WasmDisassembler.cpp.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/DecoderEncoding.h"
#include "backends/codegen/mc/DecoderTree.h"
#include "backends/codegen/mc/WasmDisassembler.h"
#include "backends/codegen/schedule/FeatureBits.h"
#include "backends/codegen/x86/X86Disassembler.h"
#include "backends/common/LLVMCompat.h"
#include "codegen/Encoding.h"
#include "codegen/FieldSlot.h"
#include "codegen/Instructions.h"
#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <charconv>
#include <cstring>
#include <map>
#include <unordered_map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace tblgen {
namespace {

using namespace decoder;

constexpr std::string_view SuppressOption = "suppress-per-hwmode-duplicates";
constexpr std::string_view FnTableOption = "use-fn-table-in-decode-to-mcinst";
constexpr std::string_view SpecializeOption = "specialize-decoders-per-bitwidth";
constexpr std::string_view IgnoreNonDecodableOption = "ignore-non-decodable-operands";
constexpr std::string_view IgnoreFullyDefinedOption = "ignore-fully-defined-operands";

unsigned ulebSize(uint64_t V) {
  unsigned N = 1;
  while (V >= 0x80) {
    V >>= 7;
    ++N;
  }
  return N;
}

/// Predicates and decoders, numbered in order of first use across tables.
struct Numbering {
  std::vector<std::string> Predicates, Decoders;
  bool HasCheckPredicate = false, HasSoftFail = false;
  unsigned addPredicate(const std::string &S) { return add(Predicates, S); }
  unsigned addDecoder(const std::string &S) { return add(Decoders, S); }
  void clearDecoders() { Decoders.clear(); }

private:
  // Few distinct texts: a linear search beats hashing the long ones.
  static unsigned add(std::vector<std::string> &List, const std::string &S) {
    for (unsigned K = 0; K != List.size(); ++K)
      if (List[K] == S)
        return K;
    List.push_back(S);
    return unsigned(List.size() - 1);
  }
};

/// Flattens a tree into the bytes of a table, with comments.
class TableWriter {
public:
  TableWriter(Numbering &Nums, std::string &Out) : Nums(Nums), Out(Out) {}
  void write(const std::string &Name, unsigned BitWidth, bool Specialize, const TreeNode *Root);

private:
  void number(const TreeNode *N);
  unsigned size(const TreeNode *N) const;
  unsigned measure(const TreeNode *N) const;
  void startLine() {
    CommentIndex = Index;
    Out.append("  ", 2);
  }
  void opcode(std::string_view Name) {
    startLine();
    Out.append(Name).append(", ", 2);
    ++Index;
  }
  void byte(unsigned V) {
    appendNumber(V);
    Out.append(", ", 2);
    ++Index;
  }
  void appendNumber(uint64_t V) {
    char Buf[24];
    auto [P, Ec] = std::to_chars(Buf, Buf + sizeof Buf, V);
    Out.append(Buf, size_t(P - Buf));
  }
  /// compat::formatHex(V) without a temporary.
  void appendHex(uint64_t V) {
    char Buf[20];
    char *P = Buf + sizeof Buf;
    do {
      *--P = "0123456789abcdef"[V & 15];
      V >>= 4;
    } while (V);
    *--P = 'x';
    *--P = '0';
    Out.append(P, size_t(Buf + sizeof Buf - P));
  }
  /// "Inst[MSB:LSB]", or "Inst[N]" for one bit.
  void appendRange(unsigned Start, unsigned Width) {
    Out.append("Inst[", 5);
    appendNumber(Start + Width - 1);
    if (Width > 1) {
      Out += ':';
      appendNumber(Start);
    }
    Out += ']';
  }
  void appendLit(std::string_view S) { Out.append(S.data(), S.size()); }
  void uleb(uint64_t V) {
    while (V >= 0x80) {
      byte(unsigned((V & 0x7f) | 0x80));
      V >>= 7;
    }
    byte(unsigned(V));
  }
  /// Starts the comment of the current line at column 45.
  std::string &comment(unsigned Indent) {
    const void *NL = memrchr(Out.data(), '\n', Out.size());
    size_t Column = NL ? Out.size() - size_t(static_cast<const char *>(NL) - Out.data()) - 1
                       : Out.size();
    constexpr size_t CommentColumn = 45;
    if (Column > CommentColumn) {
      Out += '\n';
      Column = 0;
    }
    Out.append(Column < CommentColumn ? CommentColumn - Column : 1, ' ');
    char Buf[16];
    auto [P, Ec] = std::to_chars(Buf, Buf + sizeof Buf, CommentIndex);
    size_t Digits = size_t(P - Buf);
    Out.append("// ", 3);
    Out.append(IndexWidth > Digits ? IndexWidth - Digits : 0, ' ');
    Out.append(Buf, Digits).append(": ", 2).append(Indent, ' ');
    return Out;
  }
  void node(const TreeNode *N, unsigned Indent);

  Numbering &Nums;
  std::string &Out;
  unsigned Index = 0, CommentIndex = 0, IndexWidth = 1;
};

void TableWriter::number(const TreeNode *N) {
  switch (N->K) {
  case TreeNode::Any:
  case TreeNode::All:
    for (const auto &C : N->Children)
      number(C.get());
    break;
  case TreeNode::SwitchField:
    for (const auto &[V, C] : N->Cases)
      number(C.get());
    break;
  case TreeNode::CheckPredicate:
    N->Number = Nums.addPredicate(N->Text);
    break;
  case TreeNode::Decode:
    N->Number = Nums.addDecoder(N->Text);
    break;
  default:
    break;
  }
}

unsigned TableWriter::size(const TreeNode *N) const {
  // node() asks for the size of every scope and case, at every level:
  // each subtree is measured once (write() numbers the tree first).
  if (N->Size == ~0u)
    N->Size = measure(N);
  return N->Size;
}

unsigned TableWriter::measure(const TreeNode *N) const {
  switch (N->K) {
  case TreeNode::Any: {
    if (N->Children.size() == 1)
      return size(N->Children[0].get());
    unsigned S = 0;
    for (size_t K = 0; K + 1 < N->Children.size(); ++K) {
      unsigned C = size(N->Children[K].get());
      S += 1 + ulebSize(C) + C;
    }
    return S + size(N->Children.back().get());
  }
  case TreeNode::All: {
    unsigned S = 0;
    for (const auto &C : N->Children)
      S += size(C.get());
    return S;
  }
  case TreeNode::CheckField:
    return 1 + ulebSize(N->Start) + 1 + ulebSize(N->Value);
  case TreeNode::SwitchField: {
    unsigned S = 1 + ulebSize(N->Start) + 1;
    size_t K = 0;
    for (const auto &[V, C] : N->Cases) {
      unsigned CS = size(C.get());
      bool Last = ++K == N->Cases.size();
      S += ulebSize(V) + ulebSize(Last ? 0 : CS) + CS;
    }
    return S;
  }
  case TreeNode::CheckPredicate:
    return 1 + ulebSize(N->Number);
  case TreeNode::SoftFail:
    return 1 + ulebSize(N->Positive) + ulebSize(N->Negative);
  case TreeNode::Decode:
    return 1 + ulebSize(N->Encoding->Opcode) + ulebSize(N->Number);
  }
  return 0;
}

void TableWriter::node(const TreeNode *N, unsigned Indent) {
  switch (N->K) {
  case TreeNode::Any: {
    if (N->Children.size() == 1)
      return node(N->Children[0].get(), Indent);
    for (size_t K = 0; K + 1 < N->Children.size(); ++K) {
      opcode("OPC_Scope");
      uleb(size(N->Children[K].get()));
      comment(Indent);
      appendLit(K == 0 ? std::string_view("try {\n") : std::string_view("} else try {\n"));
      node(N->Children[K].get(), Indent + 1);
    }
    comment(Indent);
    appendLit("} else try {\n");
    node(N->Children.back().get(), Indent + 1);
    comment(Indent);
    appendLit("}\n");
    return;
  }
  case TreeNode::All:
    for (const auto &C : N->Children)
      node(C.get(), Indent);
    return;
  case TreeNode::SwitchField: {
    opcode("OPC_SwitchField");
    uleb(N->Start);
    byte(N->Width);
    comment(Indent);
    appendLit("switch ");
    appendRange(N->Start, N->Width);
    appendLit(" {\n");
    size_t K = 0;
    for (const auto &[V, C] : N->Cases) {
      bool Last = ++K == N->Cases.size();
      startLine();
      uleb(V);
      uleb(Last ? 0 : size(C.get()));
      comment(Indent);
      appendLit("case ");
      appendHex(V);
      appendLit(": {\n");
      node(C.get(), Indent + 1);
      comment(Indent);
      appendLit("}\n");
    }
    comment(Indent);
    appendLit("} // switch ");
    appendRange(N->Start, N->Width);
    appendLit("\n");
    return;
  }
  case TreeNode::CheckField: {
    opcode("OPC_CheckField");
    uleb(N->Start);
    byte(N->Width);
    uleb(N->Value);
    comment(Indent);
    appendLit("check ");
    appendRange(N->Start, N->Width);
    appendLit(" == ");
    appendHex(N->Value);
    appendLit("\n");
    return;
  }
  case TreeNode::CheckPredicate: {
    unsigned Idx = N->Number;
    opcode("OPC_CheckPredicate");
    uleb(Idx);
    Nums.HasCheckPredicate = true;
    comment(Indent);
    appendLit("check predicate ");
    appendNumber(Idx);
    appendLit("\n");
    return;
  }
  case TreeNode::SoftFail:
    opcode("OPC_SoftFail");
    uleb(N->Positive);
    uleb(N->Negative);
    Nums.HasSoftFail = true;
    comment(Indent) += "softfail pos=" + compat::formatHex(N->Positive, 10) +
                       " neg=" + compat::formatHex(N->Negative, 10) + "\n";
    return;
  case TreeNode::Decode: {
    unsigned Idx = N->Number;
    opcode("OPC_Decode");
    uleb(N->Encoding->Opcode);
    uleb(Idx);
    comment(Indent);
    appendLit("decode to ");
    appendLit(N->Encoding->Name);
    appendLit(" using decoder ");
    appendNumber(Idx);
    appendLit("\n");
    return;
  }
  }
}

void TableWriter::write(const std::string &Name, unsigned BitWidth, bool Specialize,
                        const TreeNode *Root) {
  number(Root);
  unsigned Size = size(Root) + (Specialize ? ulebSize(BitWidth) : 0);
  Out += "static const uint8_t " + Name + "[" + std::to_string(Size) + "] = {\n";
  IndexWidth = 1;
  for (unsigned S = Size; S /= 10;)
    ++IndexWidth;
  Index = 0;
  if (Specialize) {
    startLine();
    uleb(BitWidth);
    comment(0) += "BitWidth " + std::to_string(BitWidth) + "\n";
  }
  node(Root, 0);
  Out += "};\n";
}

/// The decoder-table interpreter, with only the cases the tables need.
void writeDecodeInstruction(OStream &OS, const Numbering &Nums, bool Specialize, bool VarLen) {
  OS << "\n"
        "template <typename InsnType>\n"
        "static DecodeStatus decodeInstruction(const uint8_t DecodeTable[], MCInst &MI,\n"
        "                                      InsnType insn, uint64_t Address,\n"
        "                                      const MCDisassembler *DisAsm,\n"
        "                                      const MCSubtargetInfo &STI";
  if (VarLen)
    OS << ",\n                                      "
          "llvm::function_ref<void(APInt &, uint64_t)> makeUp";
  OS << ") {\n";
  if (Nums.HasCheckPredicate)
    OS << "  const FeatureBitset &Bits = STI.getFeatureBits();\n";
  OS << "  const uint8_t *Ptr = DecodeTable;\n";
  if (Specialize)
    OS << "\n"
          "  [[maybe_unused]] uint32_t BitWidth = decodeULEB128AndIncUnsafe(Ptr);\n"
          "  assert(InsnBitWidth<InsnType> == BitWidth &&\n"
          "         \"Table and instruction bitwidth mismatch\");\n";
  OS << R"(
  SmallVector<const uint8_t *, 8> ScopeStack;
  DecodeStatus S = MCDisassembler::Success;
  while (true) {
    ptrdiff_t Loc = Ptr - DecodeTable;
    const uint8_t DecoderOp = *Ptr++;
    switch (DecoderOp) {
    default:
      errs() << Loc << ": Unexpected decode table opcode: "
             << (int)DecoderOp << '\n';
      return MCDisassembler::Fail;
    case OPC_Scope: {
      unsigned NumToSkip = decodeULEB128AndIncUnsafe(Ptr);
      const uint8_t *SkipTo = Ptr + NumToSkip;
      ScopeStack.push_back(SkipTo);
      LLVM_DEBUG(dbgs() << Loc << ": OPC_Scope(" << SkipTo - DecodeTable
                        << ")\n");
      continue;
    }
    case OPC_SwitchField: {
      // Decode the start value.
      unsigned Start = decodeULEB128AndIncUnsafe(Ptr);
      unsigned Len = *Ptr++;)";
  if (VarLen)
    OS << "\n      makeUp(insn, Start + Len);";
  OS << R"(
      uint64_t FieldValue = fieldFromInstruction(insn, Start, Len);
      uint64_t CaseValue;
      unsigned CaseSize;
      while (true) {
        CaseValue = decodeULEB128AndIncUnsafe(Ptr);
        CaseSize = decodeULEB128AndIncUnsafe(Ptr);
        if (FieldValue == CaseValue || !CaseSize)
          break;
        Ptr += CaseSize;
      }
      if (FieldValue == CaseValue) {
        LLVM_DEBUG(dbgs() << Loc << ": OPC_SwitchField(" << Start << ", " << Len
                          << "): " << FieldValue << '\n');
        continue;
      }
      break;
    }
    case OPC_CheckField: {
      // Decode the start value.
      unsigned Start = decodeULEB128AndIncUnsafe(Ptr);
      unsigned Len = *Ptr;)";
  if (VarLen)
    OS << "\n      makeUp(insn, Start + Len);";
  OS << R"(
      uint64_t FieldValue = fieldFromInstruction(insn, Start, Len);
      // Decode the field value.
      unsigned PtrLen = 0;
      uint64_t ExpectedValue = decodeULEB128(++Ptr, &PtrLen);
      Ptr += PtrLen;
      bool Failed = ExpectedValue != FieldValue;

      LLVM_DEBUG(dbgs() << Loc << ": OPC_CheckField(" << Start << ", " << Len
                        << ", " << ExpectedValue << "): FieldValue = "
                        << FieldValue << ", ExpectedValue = " << ExpectedValue
                        << ": " << (Failed ? "FAIL, " : "PASS\n"););
      if (!Failed)
        continue;
      break;
    })";
  if (Nums.HasCheckPredicate)
    OS << R"(
    case OPC_CheckPredicate: {
      // Decode the Predicate Index value.
      unsigned PIdx = decodeULEB128AndIncUnsafe(Ptr);
      // Check the predicate.
      bool Failed = !checkDecoderPredicate(PIdx, Bits);

      LLVM_DEBUG(dbgs() << Loc << ": OPC_CheckPredicate(" << PIdx << "): "
                        << (Failed ? "FAIL, " : "PASS\n"););
      if (!Failed)
        continue;
      break;
    })";
  OS << R"(
    case OPC_Decode: {
      // Decode the Opcode value.
      unsigned Opc = decodeULEB128AndIncUnsafe(Ptr);
      unsigned DecodeIdx = decodeULEB128AndIncUnsafe(Ptr);

      MI.clear();
      MI.setOpcode(Opc);
      bool DecodeComplete;)";
  if (VarLen)
    OS << "\n      unsigned Len = InstrLenTable[Opc];\n"
       << "      makeUp(insn, Len);";
  OS << R"(
      S = decodeToMCInst(DecodeIdx, S, insn, MI, Address, DisAsm,
                         DecodeComplete);
      LLVM_DEBUG(dbgs() << Loc << ": OPC_Decode: opcode " << Opc
                        << ", using decoder " << DecodeIdx << ": "
                        << (S ? "PASS, " : "FAIL, "));

      if (DecodeComplete) {
        LLVM_DEBUG(dbgs() << "decoding complete\n");
        return S;
      }
      assert(S == MCDisassembler::Fail);
      // Reset decode status. This also drops a SoftFail status that could be
      // set before the decode attempt.
      S = MCDisassembler::Success;
      break;
    })";
  if (Nums.HasSoftFail)
    OS << R"(
    case OPC_SoftFail: {
      // Decode the mask values.
      uint64_t PositiveMask = decodeULEB128AndIncUnsafe(Ptr);
      uint64_t NegativeMask = decodeULEB128AndIncUnsafe(Ptr);
      bool Failed = (insn & PositiveMask) != 0 || (~insn & NegativeMask) != 0;
      if (Failed)
        S = MCDisassembler::SoftFail;
      LLVM_DEBUG(dbgs() << Loc << ": OPC_SoftFail: " << (Failed ? "FAIL\n" : "PASS\n"));
      continue;
    })";
  OS << R"(
    }
    if (ScopeStack.empty()) {
      LLVM_DEBUG(dbgs() << "returning Fail\n");
      return MCDisassembler::Fail;
    }
    Ptr = ScopeStack.pop_back_val();
    LLVM_DEBUG(dbgs() << "continuing at " << Ptr - DecodeTable << '\n');
  }
  llvm_unreachable("bogosity detected in disassembler state machine!");
}

)";
}

void writeDecoderFunction(OStream &OS, const std::vector<std::string> &Decoders, unsigned Bucket,
                          bool FnTable) {
  const std::string TmpType = "using TmpType = std::conditional_t<std::is_integral<InsnType>::"
                              "value, InsnType, uint64_t>;\n";
  const std::string Params = "DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, "
                             "const MCDisassembler *Decoder, bool &DecodeComplete";
  auto FnName = [&](size_t Idx) {
    std::string N = "decodeFn";
    if (Bucket)
      N.append("_").append(std::to_string(Bucket)).append("bit");
    return N.append("_").append(std::to_string(Idx));
  };
  auto Template = [&] {
    OS << "template <typename InsnType>\nstatic ";
    if (Bucket)
      OS << "std::enable_if_t<InsnBitWidth<InsnType> == " << Bucket << ", DecodeStatus>\n";
    else
      OS << "DecodeStatus ";
  };
  if (FnTable)
    for (size_t K = 0; K != Decoders.size(); ++K) {
      Template();
      OS << FnName(K) << "(" << Params << ") {\n"
         << "  " << TmpType << "  [[maybe_unused]] TmpType tmp;\n"
         << Decoders[K] << "  return S;\n}\n\n";
    }
  OS << "// Handling " << uint64_t(Decoders.size()) << " cases.\n";
  Template();
  OS << "decodeToMCInst(unsigned Idx, " << Params << ") {\n"
     << "  DecodeComplete = true;\n";
  if (FnTable) {
    OS << "  using DecodeFnTy = DecodeStatus (*)(" << Params << ");\n"
       << "  static constexpr DecodeFnTy decodeFnTable[] = {\n";
    for (size_t K = 0; K != Decoders.size(); ++K)
      OS << "    " << FnName(K) << ",\n";
    OS << "  };\n"
       << "  if (Idx >= " << uint64_t(Decoders.size()) << ")\n"
       << "    llvm_unreachable(\"Invalid decoder index!\");\n"
       << "  return decodeFnTable[Idx](S, insn, MI, Address, Decoder, DecodeComplete);\n";
  } else {
    OS << "  " << TmpType << "  TmpType tmp;\n"
       << "  switch (Idx) {\n"
       << "  default: llvm_unreachable(\"Invalid decoder index!\");\n";
    for (size_t K = 0; K != Decoders.size(); ++K)
      OS << "  case " << uint64_t(K) << ":\n" << Decoders[K] << "    return S;\n";
    OS << "  }\n";
  }
  OS << "}\n";
}

std::string predicateOf(const DecoderEncoding &E, std::string_view Target) {
  std::vector<const Record *> Preds = E.Def->getValueAsListOfDefs("Predicates");
  std::vector<const Record *> MC;
  for (const Record *P : Preds)
    if (P->getValueAsBit("AssemblerMatcherPredicate"))
      MC.push_back(P);
  if (MC.empty())
    return "";
  std::string Out;
  for (size_t K = 0; K != MC.size(); ++K) {
    if (K)
      Out += " && ";
    if (!codegen::appendFeatureTest(Out, Target, MC[K]->getValueAsDag("AssemblerCondDag"),
                                    MC.size() > 1))
      PrintFatalError(MC[K], "Invalid AssemblerCondDag!");
  }
  return Out;
}

/// One decoder per RegClassByHwMode without a DecoderMethod of its own: a
/// switch over the register-info mode calling each mode's class decoder (the
/// class's DecoderMethod, else Decode<Class>RegisterClass), modes in the order
/// the record lists them. Records come in name order.
void writeModeClassDecoders(OStream &OS, const RecordKeeper &Records,
                            const codegen::EncodingModel &Model) {
  const auto &Selects = Records.getAllDerivedDefinitionsIfDefined("RegClassByHwMode");
  for (const Record *Sel : Selects) {
    if (const RecordVal *Own = Sel->getValue("DecoderMethod"))
      if (const auto *S = dyn_cast<StringInit>(Own->getValue()); S && !S->getValue().empty())
        continue;
    OS << "[[maybe_unused]]\nstatic DecodeStatus Decode" << Sel->getName()
       << "RegClassByHwMode(MCInst &Inst, unsigned Imm, uint64_t Addr, "
          "const MCDisassembler *Decoder) {\n"
       << "  switch (Decoder->getSubtargetInfo().getHwMode(MCSubtargetInfo::HwMode_RegInfo)) "
          "{\n";
    std::vector<const Record *> Modes = Sel->getValueAsListOfDefs("Modes");
    std::vector<const Record *> Classes = Sel->getValueAsListOfDefs("Objects");
    for (size_t K = 0; K != Modes.size() && K != Classes.size(); ++K) {
      unsigned Id = Model.modeId(Modes[K]);
      std::string Call = Classes[K]->getValueAsString("DecoderMethod");
      if (Call.empty())
        Call = "Decode" + std::string(Classes[K]->getName()) + "RegisterClass";
      OS << "  case " << Id << ": // " << Model.modeName(Id) << "\n    return " << Call
         << "(Inst, Imm, Addr, Decoder);\n";
    }
    OS << "  default:\n    llvm_unreachable(\"no decoder for hwmode\");\n  }\n}\n\n";
  }
  // The blank line closes the section whenever the target has such classes,
  // even when each has a decoder of its own.
  if (!Selects.empty())
    OS << "\n";
}

class DisassemblerWriter {
public:
  DisassemblerWriter(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx)
      : Records(Records), OS(OS), Ctx(Ctx) {}
  void run();

private:
  void readEncodings(const codegen::InstructionSet &Set, const codegen::EncodingModel &Model);
  bool decodable(const Record *Instr) const {
    return !AsmParserOnlySlot.getBit(Instr) && !CodeGenOnlySlot.getBit(Instr);
  }
  /// The fields read of every instruction (codegen/FieldSlot.h).
  mutable codegen::FieldSlot AsmParserOnlySlot{"isAsmParserOnly"}, CodeGenOnlySlot{"isCodeGenOnly"},
      InstSlot{"Inst"}, SizeSlot{"Size"};
  bool validEncoding(const Record *Enc) const;

  const RecordKeeper &Records;
  OStream &OS;
  const BackendContext &Ctx;
  std::vector<DecoderEncoding> Encodings;
  std::map<unsigned, std::vector<unsigned>> IdsByMode;
  decoder::EncodingCache ParseCache;
};

bool DisassemblerWriter::validEncoding(const Record *Enc) const {
  const Init *Value = InstSlot.find(Enc);
  if (!Value && !Enc->getValue("Inst"))
    return false;
  if (const auto *Bits = dyn_cast_or_null<BitsInit>(Value))
    return SizeSlot.getInt(Enc) != 0 && !Bits->allInComplete();
  if (const auto *D = dyn_cast_or_null<DagInit>(Value)) {
    // (A variable-length encoding of no bits decodes nothing.)
    return codegen::EncodingModel::readVarLen(Enc->getValue("Inst"), D).Width != 0;
  }
  return false;
}

void DisassemblerWriter::readEncodings(const codegen::InstructionSet &Set,
                                       const codegen::EncodingModel &Model) {
  // The modes some encoding selection uses, and the namespaces per mode.
  std::set<unsigned> UsedModes;
  std::map<std::string, std::set<unsigned>> ModesOfNamespace;
  for (const Record *Select : Records.getAllDerivedDefinitions("HwModeSelect"))
    for (const auto &[Mode, Obj] : Model.select(Select))
      if (Obj->isSubClassOf("InstructionEncoding")) {
        ModesOfNamespace[Obj->getValueAsString("DecoderNamespace")].insert(Mode);
        UsedModes.insert(Mode);
      }
  if (UsedModes.empty())
    UsedModes.insert(codegen::DefaultMode);
  std::string Suppress = Ctx.option(SuppressOption, "O0");

  // Enum values by instruction index.
  const std::vector<unsigned> &Order = Set.enumOrder();
  std::vector<unsigned> EnumValue(Set.instructions().size(), 0);
  for (unsigned K = 0; K != Order.size(); ++K)
    EnumValue[Order[K]] = K;

  for (unsigned Idx : Order) {
    const codegen::Instruction &I = Set[Idx];
    const Record *R = I.Def;
    if (!codegen::EncodingModel::isEncoded(I) || !decodable(R))
      continue;
    bool ByMode = false;
    std::vector<codegen::ModeEncoding> Selected = Model.encodingsOf(R, ByMode);
    if (ByMode) {
      for (const auto &[Mode, Enc] : Selected) {
        if (!validEncoding(Enc))
          continue;
        IdsByMode[Mode].push_back(unsigned(Encodings.size()));
        Encodings.push_back(parseEncoding(Set, I, Enc, EnumValue[Idx], Model, &ParseCache));
      }
      continue;
    }
    if (!validEncoding(R))
      continue;
    unsigned Id = unsigned(Encodings.size());
    Encodings.push_back(parseEncoding(Set, I, R, EnumValue[Idx], Model, &ParseCache));
    if (Suppress == "O2") {
      IdsByMode[codegen::DefaultMode].push_back(Id);
    } else if (Suppress == "O1") {
      auto It = ModesOfNamespace.find(Encodings.back().Namespace);
      if (It == ModesOfNamespace.end())
        IdsByMode[codegen::DefaultMode].push_back(Id);
      else
        for (unsigned M : It->second)
          IdsByMode[M].push_back(Id);
    } else {
      for (unsigned M : UsedModes)
        IdsByMode[M].push_back(Id);
    }
  }
  for (const Record *Enc : Records.getAllDerivedDefinitionsIfDefined("AdditionalEncoding")) {
    const Record *InstDef = Enc->getValueAsDef("AliasOf");
    if (!decodable(InstDef) || !validEncoding(Enc))
      continue;
    const codegen::Instruction *I = Set.find(InstDef);
    if (!I)
      continue;
    IdsByMode[codegen::DefaultMode].push_back(unsigned(Encodings.size()));
    Encodings.push_back(
        parseEncoding(Set, *I, Enc, EnumValue[unsigned(I - Set.instructions().data())], Model,
                      &ParseCache));
  }
}

void DisassemblerWriter::run() {
  searchable::TargetInfo Info(Records);
  const Record *Target = Records.getAllDerivedDefinitions("Target")[0];
  std::string TargetName(Target->getName());
  if (TargetName == "X86") {
    // X86 has a disassembler of its own, driven by tables of another kind.
    emitSourceFileHeader(" * " + TargetName + " Disassembler", OS);
    if (Records.getAllDerivedDefinitions("Instruction").size() <= 2)
      PrintFatalError("No 'Instruction' subclasses defined!");
    emitX86DisassemblerTables(Records, Target, OS);
    return;
  }
  if (TargetName == "WebAssembly") {
    // So has WebAssembly: byte-indexed opcode tables.
    emitSourceFileHeader(" * " + TargetName + " Disassembler", OS);
    if (Records.getAllDerivedDefinitions("Instruction").size() <= 2)
      PrintFatalError("No 'Instruction' subclasses defined!");
    emitWasmDisassemblerTables(Records, OS);
    return;
  }
  codegen::EncodingModel Model(Records, Target);
  emitSourceFileHeader(" * " + TargetName + " Disassembler", OS);
  if (Records.getAllDerivedDefinitions("Instruction").size() <= 2)
    PrintFatalError("No 'Instruction' subclasses defined!");
  const codegen::InstructionSet &Set = codegen::getInstructionSet(Records);
  readEncodings(Set, Model);

  DecoderOptions Opts;
  Opts.IgnoreNonDecodable = Ctx.flag(IgnoreNonDecodableOption);
  Opts.IgnoreFullyDefined = Ctx.flag(IgnoreFullyDefinedOption);
  Opts.FnTable = Ctx.flag(FnTableOption);
  bool Specialize = Ctx.flag(SpecializeOption);

  OS << R"(
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/DataTypes.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/LEB128.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include <assert.h>

namespace {

// InsnBitWidth is essentially a type trait used by the decoder emitter to query
// the supported bitwidth for a given type. But default, the value is 0, making
// it an invalid type for use as `InsnType` when instantiating the decoder.
// Individual targets are expected to provide specializations for these based
// on their usage.
template <typename T> constexpr uint32_t InsnBitWidth = 0;

)";

  // Variable-length targets: one width for all tables, and the length of
  // each instruction (by enum value) for the decoder to read.
  bool VarLen = codegen::EncodingModel::isVariableLength(Set);
  unsigned MaxLen = 0;
  if (VarLen) {
    std::vector<unsigned> Lengths(Set.enumOrder().size(), 0);
    for (const DecoderEncoding &E : Encodings) {
      MaxLen = std::max(MaxLen, E.width());
      Lengths[E.Opcode] = E.width();
    }
    OS << "static const uint8_t InstrLenTable[] = {\n";
    for (unsigned L : Lengths)
      OS << L << ",\n";
    OS << "};\n\n";
  }

  writeModeClassDecoders(OS, Records, Model);

  // Width -> (namespace, mode) -> encodings.
  std::map<unsigned, std::map<std::pair<std::string, unsigned>, std::vector<unsigned>>> Tables;
  for (const auto &[Mode, Ids] : IdsByMode)
    for (unsigned Id : Ids)
      Tables[VarLen ? MaxLen : Encodings[Id].width()][{Encodings[Id].Namespace, Mode}].push_back(
          Id);
  if (VarLen && Specialize)
    PrintFatalError("Cannot specialize decoders for variable length instuctions");

  // Predicate lists are interned: each list's condition is made once (its
  // errors are fatal, so the first encoding with the list reports them).
  std::unordered_map<const Init *, std::string> ConditionOfList;
  EncodingCache::FieldAt PredicatesField{"Predicates"};
  auto PredicateOf = [&](const DecoderEncoding &E) {
    const RecordVal *RV = PredicatesField.get(E.Def);
    if (!RV || !isa<ListInit>(RV->getValue()))
      return predicateOf(E, TargetName);
    auto [It, New] = ConditionOfList.try_emplace(RV->getValue());
    if (New)
      It->second = predicateOf(E, TargetName);
    return It->second;
  };
  // Many encodings decode alike: the text is made once per distinct
  // operand layout (what decoderText reads of the operands, as a key).
  std::unordered_map<std::string, std::string> TextOfLayout;
  std::string Key;
  auto DecoderOf = [&](const DecoderEncoding &E) {
    if (!E.DecoderMethod.empty())
      return decoderText(E, Opts);
    Key.clear();
    auto Put = [&](uint64_t V) { Key.append(reinterpret_cast<const char *>(&V), sizeof V); };
    for (const OperandDecode &Op : E.Operands) {
      if (Op.HasNoEncoding)
        return decoderText(E, Opts); // reports the operand
      Put(Op.Fields.size());
      for (const OperandField &F : Op.Fields)
        Put(uint64_t(F.Base) | uint64_t(F.Width) << 16 | uint64_t(F.Offset) << 32);
      Put(Op.InitValue ? 1 : 0);
      Put(Op.InitValue.value_or(0));
      Put(Op.HasCompleteDecoder);
      Put(Op.Decoder.size());
      Key.append(Op.Decoder);
    }
    auto [It, New] = TextOfLayout.try_emplace(Key);
    if (New)
      It->second = decoderText(E, Opts);
    return It->second;
  };
  Numbering Nums;
  bool Conflict = false;
  std::string Text;
  for (const auto &[Width, ByKey] : Tables) {
    for (const auto &[Key, Ids] : ByKey) {
      std::unique_ptr<TreeNode> Tree = buildDecoderTree(Encodings, Ids, PredicateOf, DecoderOf);
      Conflict |= !Tree;
      if (Conflict)
        continue;
      std::string Name = "DecoderTable" + Key.first;
      if (Key.second != codegen::DefaultMode)
        Name.append("_").append(Model.modeName(Key.second));
      Name += std::to_string(Width);
      Text.clear();
      TableWriter(Nums, Text).write(Name, Width, Specialize, Tree.get());
      OS << Text;
    }
    if (Specialize) {
      writeDecoderFunction(OS, Nums.Decoders, Width, Opts.FnTable);
      Nums.clearDecoders();
    }
  }
  if (Conflict)
    PrintFatalError("Decoding conflict encountered");
  if (!Specialize)
    writeDecoderFunction(OS, Nums.Decoders, 0, Opts.FnTable);
  if (Nums.HasCheckPredicate) {
    OS << "static bool checkDecoderPredicate(unsigned Idx, const FeatureBitset &FB) {\n"
       << "  switch (Idx) {\n"
       << "  default: llvm_unreachable(\"Invalid index!\");\n";
    for (size_t K = 0; K != Nums.Predicates.size(); ++K)
      OS << "  case " << uint64_t(K) << ":\n    return " << Nums.Predicates[K] << ";\n";
    OS << "  }\n}\n\n";
  }
  writeDecodeInstruction(OS, Nums, Specialize, VarLen);
  OS << "\n} // namespace\n";
}

void emitDisassembler(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  DisassemblerWriter(Records, OS, Ctx).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(Disassembler, "gen-disassembler", "Generate disassembler",
                        emitDisassembler);
TBLGEN_REGISTER_BACKEND_OPTION(DecoderSuppress, SuppressOption,
                               "Suppress duplication of instrs into per-HwMode decoder tables "
                               "(O0, O1, O2)",
                               "gen-disassembler", "value");
TBLGEN_REGISTER_BACKEND_OPTION(DecoderFnTable, FnTableOption,
                               "Use a table of function pointers instead of a switch case in "
                               "the generated `decodeToMCInst` function",
                               "gen-disassembler", "", true);
TBLGEN_REGISTER_BACKEND_OPTION(DecoderSpecialize, SpecializeOption,
                               "Specialize the generated `decodeToMCInst` function per bitwidth",
                               "gen-disassembler", "", true);
TBLGEN_REGISTER_BACKEND_OPTION(DecoderIgnoreNonDecodable, IgnoreNonDecodableOption,
                               "Do not issue an error if an operand cannot be decoded "
                               "automatically",
                               "gen-disassembler", "", true);
TBLGEN_REGISTER_BACKEND_OPTION(DecoderIgnoreFullyDefined, IgnoreFullyDefinedOption,
                               "Do not automatically decode operands with no '?' in their "
                               "encoding",
                               "gen-disassembler", "", true);

} // namespace tblgen
