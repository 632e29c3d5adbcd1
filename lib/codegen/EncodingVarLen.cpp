//===- EncodingVarLen.cpp - Variable-length (dag) encodings ---------------===//
//
// Reading a dag Inst field into segments, and resolving the operand names
// its segments use (codegen/Encoding.h).
//
//===----------------------------------------------------------------------===//

#include "codegen/Encoding.h"
#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <span>
#include <string>

namespace tblgen::codegen {
namespace {

class VarLenParser {
public:
  explicit VarLenParser(const RecordVal *Field) : Field(Field) {}
  VarLenEncoding parse(const DagInit *D) {
    walk(D);
    for (const EncodingSegment &S : Out.Segments)
      Out.Width += S.Width;
    return std::move(Out);
  }

private:
  [[noreturn]] void fail(const std::string &Msg) { PrintFatalError(Field, Msg); }
  void walk(const DagInit *D);
  /// The (encoder "...") and (decoder "...") directives among Args, if any.
  static void customCoders(std::span<const Init *const> Args, EncodingSegment &S);

  const RecordVal *Field;
  VarLenEncoding Out;
};

void VarLenParser::customCoders(std::span<const Init *const> Args, EncodingSegment &S) {
  for (const Init *Arg : Args) {
    const auto *D = dyn_cast<DagInit>(Arg);
    if (!D)
      continue;
    const auto *Op = dyn_cast<DefInit>(D->getOperator());
    if (!Op)
      continue;
    std::string_view Kind = Op->getDef()->getName();
    if (Kind != "encoder" && Kind != "decoder")
      continue;
    const StringInit *Fn = D->getNumArgs() ? dyn_cast<StringInit>(D->getArg(0)) : nullptr;
    if (!Fn)
      PrintFatalError("expected '" + std::string(Kind) +
                      "' directive to be followed by a custom function name.");
    (Kind == "encoder" ? S.Encoder : S.Decoder) = Fn->getValue();
  }
}

void VarLenParser::walk(const DagInit *D) {
  std::string Op = D->getOperator()->getAsString();
  auto Args = D->getArgs();
  if (Op == "ascend" || Op == "descend") {
    bool Reverse = Op == "descend";
    for (size_t K = 0; K != Args.size(); ++K) {
      const Init *Arg = Args[Reverse ? Args.size() - 1 - K : K];
      if (const auto *Bits = dyn_cast<BitsInit>(Arg)) {
        if (!Bits->isComplete())
          fail("Expecting complete bits init in `" + Op + "`");
        EncodingSegment S;
        S.Width = Bits->getNumBits();
        S.Bits = Bits;
        Out.Segments.push_back(S);
      } else if (const auto *Bit = dyn_cast<BitInit>(Arg)) {
        EncodingSegment S;
        S.Width = 1;
        S.Bit = Bit;
        Out.Segments.push_back(S);
      } else if (const auto *Sub = dyn_cast<DagInit>(Arg)) {
        walk(Sub);
      } else {
        fail("Unrecognized type of argument in `" + Op + "`: " + Arg->getAsString());
      }
    }
  } else if (Op == "operand") {
    if (Args.size() < 2)
      fail("Expecting at least 2 arguments for `operand`");
    Out.HasOperands = true;
    const auto *Name = dyn_cast<StringInit>(Args[0]);
    const auto *Width = dyn_cast<IntInit>(Args[1]);
    if (!Name || !Width)
      fail("Invalid argument types for `operand`");
    if (Width->getValue() <= 0)
      fail("Invalid number of bits for `operand`");
    EncodingSegment S;
    S.Width = unsigned(Width->getValue());
    S.OperandName = Name->getValue();
    customCoders(Args.subspan(2), S);
    Out.Segments.push_back(S);
  } else if (Op == "slice") {
    if (Args.size() < 3)
      fail("Expecting at least 3 arguments for `slice`");
    Out.HasOperands = true;
    const auto *Name = dyn_cast<StringInit>(Args[0]);
    const auto *Hi = dyn_cast<IntInit>(Args[1]);
    const auto *Lo = dyn_cast<IntInit>(Args[2]);
    if (!Name || !Hi || !Lo)
      fail("Invalid argument types for `slice`");
    if (Hi->getValue() < 0 || Lo->getValue() < 0)
      fail("Invalid bit range for `slice`");
    // Either order of the bounds names the same bits.
    int64_t High = std::max(Hi->getValue(), Lo->getValue());
    int64_t Low = std::min(Hi->getValue(), Lo->getValue());
    EncodingSegment S;
    S.Width = unsigned(High - Low + 1);
    S.OperandName = Name->getValue();
    S.LowBit = unsigned(Hi->getValue() < Lo->getValue() ? Hi->getValue() : Lo->getValue());
    customCoders(Args.subspan(3), S);
    Out.Segments.push_back(S);
  }
  // Any other operator contributes nothing.
}

} // namespace

std::pair<unsigned, unsigned> EncodingModel::operandOf(const InstructionSet &Set,
                                                      const Instruction &I, std::string_view Ref) {
  std::string Name(I.Def->getName());
  auto Fail = [&](const std::string &Msg) { PrintFatalError(I.Def->getLocs(), Msg); };
  if (!Ref.starts_with("$"))
    Fail(Name + ": Illegal operand name: '" + std::string(Ref) + "'");
  std::string_view Op = Ref.substr(1), Sub;
  if (size_t Dot = Op.find('.'); Dot != std::string_view::npos) {
    Sub = Op.substr(Dot + 1);
    if (Sub.empty())
      Fail(Name + ": illegal empty suboperand name in '" + std::string(Ref) + "'");
    Op = Op.substr(0, Dot);
  }
  auto Ops = Set.operands(I);
  // A name given to a sub-operand in the operand list.
  for (unsigned K = 0; K != Ops.size(); ++K) {
    auto Subs = Set.miOperands(Ops[K]);
    for (unsigned J = 0; J != Subs.size(); ++J)
      if (!Subs[J].subOpName().empty() && Subs[J].subOpName() == Op) {
        if (!Sub.empty())
          Fail(Name + ": Cannot use dotted suboperand name within suboperand '" +
               std::string(Op) + "'");
        return {K, J};
      }
  }
  int K = Set.operandNamed(I, Op);
  if (K < 0)
    Fail("'" + Name + "' does not have an operand named '$" + std::string(Op) + "'!");
  if (Sub.empty())
    return {unsigned(K), 0};
  if (const DagInit *Info = Ops[unsigned(K)].miOperandInfo())
    for (unsigned J = 0; J != Info->getNumArgs(); ++J)
      if (Info->getArgNameStr(J) == Sub)
        return {unsigned(K), J};
  Fail(Name + ": unknown suboperand name in '" + std::string(Ref) + "'");
  return {0, 0};
}

VarLenEncoding EncodingModel::readVarLen(const RecordVal *Field, const DagInit *D) {
  return VarLenParser(Field).parse(D);
}

} // namespace tblgen::codegen
