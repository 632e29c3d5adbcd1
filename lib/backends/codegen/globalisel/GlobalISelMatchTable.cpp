//===- GlobalISelMatchTable.cpp - Writing GlobalISel match tables ---------===//
//
// The byte table (formatting, label resolution), the table entries of each
// check and action, and the emission of a rule (try block, checks, actions,
// coverage marker, done).
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/GlobalISelMatchTable.h"
#include "tblgen/HelperThread.h"

#include "tblgen/Record.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <exception>
#include <unordered_map>

namespace tblgen {
namespace gisel {

//===----------------------------------------------------------------------===//
// Low-level types
//===----------------------------------------------------------------------===//

std::string LowLevelType::enumName() const {
  switch (Kind) {
  case Scalar:
    return "GILLT_s" + std::to_string(Bits);
  case Vector:
    return std::string(Scalable ? "GILLT_nxv" : "GILLT_v") + std::to_string(Elts) + "s" +
           std::to_string(Bits);
  case Pointer:
    return "GILLT_p" + std::to_string(AddrSpace) + (Bits ? "s" + std::to_string(Bits) : "");
  }
  return "";
}

std::string LowLevelType::constructor() const {
  switch (Kind) {
  case Scalar:
    return "LLT::scalar(" + std::to_string(Bits) + ")";
  case Vector:
    return std::string("LLT::vector(") +
           (Scalable ? "ElementCount::getScalable(" : "ElementCount::getFixed(") +
           std::to_string(Elts) + "), " + std::to_string(Bits) + ")";
  case Pointer:
    return "LLT::pointer(" + std::to_string(AddrSpace) + ", " + std::to_string(Bits) + ")";
  }
  return "";
}

bool LowLevelType::operator<(const LowLevelType &O) const {
  // Scalars and pointers before vectors; pointers before scalars; then by
  // address space, element count, size.
  auto Rank = [](KindT K) { return K == Pointer ? 0 : K == Scalar ? 1 : 2; };
  if (Rank(Kind) != Rank(O.Kind))
    return Rank(Kind) < Rank(O.Kind);
  if (Kind == Pointer && AddrSpace != O.AddrSpace)
    return AddrSpace < O.AddrSpace;
  if (Kind == Vector && (Scalable != O.Scalable || Elts != O.Elts))
    return std::make_pair(Scalable, Elts) < std::make_pair(O.Scalable, O.Elts);
  if (Kind == Vector)
    return std::make_pair(Scalable, Bits * Elts) < std::make_pair(O.Scalable, O.Bits * O.Elts);
  return Bits < O.Bits;
}

//===----------------------------------------------------------------------===//
// The byte table
//===----------------------------------------------------------------------===//

MatchTable &MatchTable::storeRef(uint32_t Ref, unsigned Len, unsigned Size, unsigned Flags,
                                 unsigned Label) {
  if (Flags & LabelDef) {
    if (IsPart && Label < PartBase) {
      Foreign.emplace_back(Label, CurrentSize);
    } else {
      unsigned I = IsPart ? Label - PartBase : Label;
      if (I >= LabelAt.size())
        LabelAt.resize(I + 1, 0);
      LabelAt[I] = CurrentSize;
    }
  }
  CurrentSize += Size;
  if (Len >> Stored::LenBits || Size > 15)
    PrintFatalError("match table entry too large (" + std::to_string(Len) + " characters, " +
                    std::to_string(Size) + " bytes)");
  // (Labels and jumps have no text: their number takes its place.)
  const bool HasLabel = Flags & (LabelDef | JumpTarget);
  Entries.push_back({HasLabel ? Label : Ref,
                     (HasLabel ? 0u : Len) | Size << Stored::SizeShift | Flags << Stored::FlagShift});
  return *this;
}

void MatchTable::append(MatchTable &&Part) {
  const unsigned Shift = NextLabel, Off = CurrentSize;
  const uint32_t TextShift = Texts.takeOver(Part.Texts);
  for (size_t I = 0, N = Part.Entries.size(); I < N; ++I) {
    Stored E = Part.Entries[I];
    if (E.hasLabel()) {
      if (E.Ref >= PartBase)
        E.Ref = E.Ref - PartBase + Shift;
    } else if (E.len()) {
      E.Ref += TextShift;
    }
    Entries.push_back(E);
  }
  if (LabelAt.size() < Shift + Part.NextLabel)
    LabelAt.resize(Shift + Part.NextLabel, 0);
  for (size_t I = 0; I < Part.LabelAt.size(); ++I)
    LabelAt[Shift + I] = Part.LabelAt[I] + Off;
  for (const auto &[L, At] : Part.Foreign) {
    if (L >= LabelAt.size())
      LabelAt.resize(L + 1, 0);
    LabelAt[L] = At + Off;
  }
  NextLabel += Part.NextLabel;
  CurrentSize += Part.CurrentSize;
}

/// Whether N blocks can still be named by a 32-bit reference.
static void checkBlockCount(size_t N, unsigned BlockShift) {
  if (N > (size_t(1) << (32 - BlockShift)))
    PrintFatalError("match table too large (over 4 GiB of text)");
}

uint32_t MatchTable::TextStore::add(std::string_view S) {
  if (Blocks.empty() || S.size() > BlockSize - Used) {
    Blocks.emplace_back(new char[std::max(BlockSize, S.size())]);
    checkBlockCount(Blocks.size(), BlockShift);
    Used = 0;
  }
  std::memcpy(Blocks.back().get() + Used, S.data(), S.size());
  const uint32_t Ref = uint32_t(Blocks.size() - 1) << BlockShift | uint32_t(Used);
  // (A text longer than a block fills its block.)
  Used = std::min(Used + S.size(), BlockSize);
  return Ref;
}

uint32_t MatchTable::TextStore::literal(std::string_view S) {
  if (!Cache)
    Cache.reset(new Slot[CacheSlots]);
  Slot &C = Cache[(reinterpret_cast<uintptr_t>(S.data()) >> 3) & (CacheSlots - 1)];
  if (C.Ptr != S.data() || C.Len != S.size())
    C = {S.data(), uint32_t(S.size()), add(S)};
  return C.Ref;
}

uint32_t MatchTable::TextStore::takeOver(TextStore &O) {
  const uint32_t Shift = uint32_t(Blocks.size()) << BlockShift;
  for (auto &B : O.Blocks)
    Blocks.push_back(std::move(B));
  checkBlockCount(Blocks.size(), BlockShift);
  if (!O.Blocks.empty())
    Used = O.Used;
  O = TextStore();
  return Shift;
}

MatchTable &MatchTable::add(Entry E) { return store(E.Str, E.Size, E.Flags, E.Label); }

/// "0" ... "255" (kept for the program's life: entries view them).
static std::string_view smallNumber(unsigned V) {
  static const std::vector<std::string> Names = [] {
    std::vector<std::string> N;
    for (unsigned I = 0; I < 256; ++I)
      N.push_back(std::to_string(I));
    return N;
  }();
  return Names[V];
}

MatchTable &MatchTable::integer(unsigned Bytes, int64_t V) {
  uint64_t U = uint64_t(V);
  if (Bytes < 8)
    U &= (uint64_t(1) << Bytes * 8) - 1;
  if (U < 256)
    return storeLiteral(smallNumber(unsigned(U)), Bytes, CommaFollows);
  std::string S = std::to_string(U);
  if (U > uint64_t(INT64_MAX))
    S += 'u';
  return store(S, Bytes, CommaFollows);
}

MatchTable &MatchTable::uleb(uint64_t V) {
  if (V < 128)
    return storeLiteral(smallNumber(unsigned(V)), 1, CommaFollows);
  std::vector<uint8_t> Bytes;
  do {
    uint8_t B = V & 0x7f;
    V >>= 7;
    if (V)
      B |= 0x80;
    Bytes.push_back(B);
  } while (V);
  // Written as /* value(*/, 0xAA, 0xBB /*)*/.
  uint64_t Orig = 0;
  for (size_t I = Bytes.size(); I-- > 0;)
    Orig = Orig << 7 | (Bytes[I] & 0x7f);
  std::string S = "/* " + std::to_string(Orig) + "(*/";
  static const char *Hex = "0123456789ABCDEF";
  for (size_t I = 0; I < Bytes.size(); ++I) {
    if (I)
      S += ", ";
    S += "0x";
    S += Hex[Bytes[I] >> 4];
    S += Hex[Bytes[I] & 15];
  }
  S += "/*)*/";
  return store(S, unsigned(Bytes.size()), CommaFollows | PreEncoded);
}

MatchTable &MatchTable::lineBreak() { return store({}, 0, LineBreakFollows); }

// Labels and jumps keep the label number only: "Label N" is written out.
MatchTable &MatchTable::label(unsigned L) {
  return store({}, 0, LabelDef | Comment | LineBreakFollows, L);
}

MatchTable &MatchTable::jump(unsigned L) {
  return store({}, 4, JumpTarget | Comment | CommaFollows, L);
}

/// The text of the table, written through a raw pointer: room for a whole
/// entry (or line start) is made first, then it is copied in unchecked.
/// With a sink, the buffer is a window: each MiB goes to the sink (whose
/// spill file takes a piece that big without copying it), so the table is
/// not held in memory twice.
class MatchTable::Writer {
public:
  static constexpr size_t FlushAt = size_t(1) << 20;
  explicit Writer(OStream &Out) : Sink(&Out) { grow(FlushAt + (size_t(1) << 16)); }
  /// Room for N more characters.
  void room(size_t N) {
    if (Len >= FlushAt)
      flush();
    if (Len + N > Cap)
      grow(std::max(Cap * 2, Len + N));
  }
  /// Hands the sink what the buffer holds.
  void flush() {
    *Sink << str();
    Len = 0;
  }
  void put(std::string_view V) {
    // (An empty view may have a null data pointer, which memcpy must not get.)
    if (V.empty())
      return;
    std::memcpy(Buf.get() + Len, V.data(), V.size());
    Len += V.size();
  }
  template <size_t N> void lit(const char (&S)[N]) {
    std::memcpy(Buf.get() + Len, S, N - 1);
    Len += N - 1;
  }
  void put(char C) { Buf[Len++] = C; }
  void num(uint64_t V) {
    auto R = std::to_chars(Buf.get() + Len, Buf.get() + Len + 24, V);
    Len = size_t(R.ptr - Buf.get());
  }
  void spaces(size_t N) {
    std::memset(Buf.get() + Len, ' ', N);
    Len += N;
  }
  std::string_view str() const { return {Buf.get(), Len}; }

private:
  std::unique_ptr<char[]> Buf;
  size_t Len = 0, Cap = 0;
  OStream *Sink;
  void grow(size_t NewCap) {
    std::unique_ptr<char[]> New(new char[NewCap]); // (not zeroed)
    if (Len)
      std::memcpy(New.get(), Buf.get(), Len);
    Buf = std::move(New);
    Cap = NewCap;
  }
};

void MatchTable::writeEntry(Writer &OS, const Stored &E, bool BreakNext) const {
  // Fixed text of an entry: at most ~40 characters and three numbers.
  std::string_view Str = text(E);
  const unsigned Flags = E.flags(), Size = E.size();
  OS.room(Str.size() + 128);
  bool LineComment = BreakNext || (Flags & LineBreakFollows);
  if (Flags & (JumpTarget | CommaFollows))
    LineComment = false;
  if (Flags & Comment) {
    if (LineComment)
      OS.lit("// ");
    else
      OS.lit("/*");
  }
  if (Flags & (LabelDef | JumpTarget)) {
    OS.lit("Label ");
    OS.num(E.Ref);
  } else if (Size > 1 && !(Flags & (PreEncoded | Comment))) {
    OS.lit("GIMT_Encode");
    OS.num(Size);
    OS.put('(');
    OS.put(Str);
    OS.put(')');
  } else {
    OS.put(Str);
  }
  if (Flags & LabelDef) {
    OS.lit(": @");
    OS.num(LabelAt.at(E.Ref));
  }
  if ((Flags & Comment) && !LineComment)
    OS.lit("*/");
  if (Flags & JumpTarget) {
    if (Flags & Comment)
      OS.put(' ');
    OS.lit("GIMT_Encode4(");
    OS.num(LabelAt.at(E.Ref));
    OS.put(')');
  }
  if (Flags & CommaFollows) {
    OS.put(',');
    if (!BreakNext && !(Flags & LineBreakFollows))
      OS.put(' ');
  }
  if (Flags & LineBreakFollows)
    OS.put('\n');
}

void MatchTable::writeRange(Writer &OS, size_t Begin, size_t End, unsigned Index,
                            unsigned Indentation, size_t Width, bool Lead) const {
  auto BeginLine = [&] {
    OS.room(Width + Indentation + 64);
    char Buf[24];
    auto R = std::to_chars(Buf, Buf + sizeof(Buf), Index);
    size_t Len = size_t(R.ptr - Buf);
    OS.lit("     /* ");
    OS.spaces(Width > Len ? Width - Len : 0);
    OS.put(std::string_view(Buf, Len));
    OS.lit(" */ ");
    OS.spaces(Indentation);
  };
  if (Lead)
    BeginLine();
  // (A cursor through the blocks: E is entry I, Next entry I + 1 or null.)
  const size_t Count = Entries.size();
  const Stored *Next = Begin < Count ? &Entries[Begin] : nullptr;
  for (size_t I = Begin; I < End; ++I) {
    const Stored &E = *Next;
    Next = I + 1 >= Count                          ? nullptr
           : ((I + 1) & (EntryList::PerBlock - 1)) ? Next + 1
                                                   : &Entries[I + 1];
    bool BreakNext = Next && Next->Meta == unsigned(LineBreakFollows) << Stored::FlagShift;
    const unsigned Flags = E.flags();
    if (Flags == CommaFollows && E.size() <= 1) {
      // The common entry: its text and a comma (what writeEntry writes).
      std::string_view Str = text(E);
      OS.room(Str.size() + 2);
      OS.put(Str);
      OS.put(',');
      if (!BreakNext)
        OS.put(' ');
      Index += E.size();
      continue;
    }
    if (Flags & Indent)
      Indentation += 2;
    writeEntry(OS, E, BreakNext);
    if (Flags & LineBreakFollows)
      BeginLine();
    if (Flags & Outdent)
      Indentation -= 2;
    Index += E.size();
  }
}

void MatchTable::write(OStream &Out) const {
  const size_t Width = std::to_string(CurrentSize).size();
  const size_t N = Entries.size();
  // A big table is written in two halves, the second on a helper thread:
  // each half's starting byte index and indentation are known beforehand.
  // The split is at the start of a line (after an entry that breaks it),
  // a little before the middle (47.5% of the entries, where the two take
  // about as long): this thread also makes the pre-pass and hands both
  // halves to the output.
  HelperScope Helper;
  size_t Split = N;
  unsigned SplitIndex = 0, SplitIndentation = 0;
  if (Helper && N >= 40000) {
    unsigned Index = 0, Indentation = 0;
    for (size_t I = 0; I < N; ++I) {
      const Stored &E = Entries[I];
      if (E.flags() & Indent)
        Indentation += 2;
      Index += E.size();
      if (E.flags() & Outdent)
        Indentation -= 2;
      if (I + 1 >= N * 19 / 40 && I + 1 < N && (E.flags() & LineBreakFollows)) {
        // The first half ends with the prefix of the second's first line.
        Split = I + 1;
        SplitIndex = Index;
        SplitIndentation = Indentation;
        break;
      }
    }
  }
  // This thread's part goes to Out through a window of 1 MiB.
  Writer OS(Out);
  OS.room(64);
  OS.lit("  constexpr static uint8_t MatchTable0[] = {\n");
  if (Split == N) {
    writeRange(OS, 0, N, 0, 0, Width, true);
  } else {
    // (The helper's half goes to a stream that spills as Out does: neither
    // half is held whole when the output spills.)
    OStream SecondOut;
    SecondOut.spillLike(Out);
    Writer Second(SecondOut);
    runBoth(
        *Helper.get(), [&] { writeRange(OS, 0, Split, 0, 0, Width, true); },
        [&] {
          writeRange(Second, Split, N, SplitIndex, SplitIndentation, Width, false);
          Second.flush();
        });
    OS.flush();
    if (!Out.append(SecondOut))
      PrintFatalError("cannot read back the temporary file of the match table");
  }
  OS.room(64);
  OS.lit("}; // Size: ");
  OS.num(CurrentSize);
  OS.lit(" bytes\n");
  OS.flush();
}

void writeEncodingMacros(OStream &OS) {
  OS << "#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__\n"
        "#define GIMT_Encode2(Val) uint8_t(Val), uint8_t((Val) >> 8)\n"
        "#define GIMT_Encode4(Val) uint8_t(Val), uint8_t((Val) >> 8), uint8_t((Val) >> 16), "
        "uint8_t((Val) >> 24)\n"
        "#define GIMT_Encode8(Val) uint8_t(Val), uint8_t((Val) >> 8), uint8_t((Val) >> 16), "
        "uint8_t((Val) >> 24),  uint8_t(uint64_t(Val) >> 32), uint8_t(uint64_t(Val) >> 40), "
        "uint8_t(uint64_t(Val) >> 48), uint8_t(uint64_t(Val) >> 56)\n"
        "#else\n"
        "#define GIMT_Encode2(Val) uint8_t((Val) >> 8), uint8_t(Val)\n"
        "#define GIMT_Encode4(Val) uint8_t((Val) >> 24), uint8_t((Val) >> 16), "
        "uint8_t((Val) >> 8), uint8_t(Val)\n"
        "#define GIMT_Encode8(Val) uint8_t(uint64_t(Val) >> 56), uint8_t(uint64_t(Val) >> 48), "
        "uint8_t(uint64_t(Val) >> 40), uint8_t(uint64_t(Val) >> 32),  uint8_t((Val) >> 24), "
        "uint8_t((Val) >> 16), uint8_t((Val) >> 8), uint8_t(Val)\n"
        "#endif\n";
}

void writeEncodingUndefs(OStream &OS) {
  OS << "#undef GIMT_Encode2\n#undef GIMT_Encode4\n#undef GIMT_Encode8\n";
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

Pred::~Pred() = default;

static bool isInt8(int64_t V) { return V >= -128 && V <= 127; }

// (The operands a nested instruction records do not count: llvm-tblgen
// looks at the checks of the rule's root only.)
bool Pred::recordsOperand() const { return Kind == PredKind::RecordNamedOperand; }

bool Pred::identical(const Pred &O) const {
  if (Kind != O.Kind || InsnVar != O.InsnVar || OpIdx != O.OpIdx)
    return false;
  switch (Kind) {
  case PredKind::ComplexPattern:
    return false; // each fills its own renderer slot
  case PredKind::Instruction:
    return true;
  case PredKind::SameOperand:
    return S == O.S && C == O.C;
  default:
    return A == O.A && B == O.B && C == O.C && S == O.S && Strs == O.Strs && List == O.List;
  }
}

bool Pred::hasValue() const {
  if (Kind == PredKind::Opcode)
    return Strs.size() == 1 && Value.has_value();
  return Kind == PredKind::LLT && Value.has_value();
}

int64_t Pred::rawValue() const { return Value ? int64_t(*Value) : 0; }

MatchTable::Entry Pred::valueEntry() const {
  if (Kind == PredKind::Opcode)
    return {Strs.front(), 2, MatchTable::CommaFollows, 0};
  return {S.str(), 1, MatchTable::CommaFollows, 0};
}

unsigned Pred::countRenderers() const {
  if (Kind == PredKind::ComplexPattern)
    return 1;
  if (Kind == PredKind::Instruction && Nested)
    return Nested->countRenderers();
  return 0;
}

static void emitInsn(MatchTable &T, InsnM &I);

void Pred::emit(MatchTable &T) const {
  auto MI = [&] { T.comment("MI").uleb(InsnVar); };
  auto Op = [&] { T.comment("Op").uleb(OpIdx); };
  switch (Kind) {
  case PredKind::Opcode:
    T.opcode(Strs.size() == 1 ? "GIM_CheckOpcode" : "GIM_CheckOpcodeIsEither");
    MI();
    for (const std::string &N : Strs)
      T.named(2, N);
    break;
  case PredKind::NumOperands:
    T.opcode("GIM_CheckNumOperands");
    MI();
    T.comment("Expected").uleb(uint64_t(A));
    break;
  case PredKind::ImmPredicate:
    if (OpIdx == ~0u) {
      T.opcode("GIM_Check" + Strs.front() + "ImmPredicate");
      MI();
    } else {
      T.opcode("GIM_CheckImmOperandPredicate");
      MI();
      T.comment("MO").uleb(OpIdx);
    }
    T.comment("Predicate").named(2, S);
    break;
  case PredKind::Imm:
    T.opcode("GIM_CheckIsImm");
    MI();
    Op();
    break;
  case PredKind::AtomicOrdering:
    T.opcode(A == 1   ? "GIM_CheckAtomicOrderingOrStrongerThan"
             : A == 2 ? "GIM_CheckAtomicOrderingWeakerThan"
                      : "GIM_CheckAtomicOrdering");
    MI();
    T.comment("Order").named(1, "(uint8_t)AtomicOrdering::" + S);
    break;
  case PredKind::MemorySize:
    T.opcode("GIM_CheckMemorySizeEqualTo");
    MI();
    T.comment("MMO").uleb(uint64_t(A)).comment("Size").integer(4, B);
    break;
  case PredKind::MemoryVsLLTSize:
    T.opcode(B == 1   ? "GIM_CheckMemorySizeEqualToLLT"
             : B == 0 ? "GIM_CheckMemorySizeGreaterThanLLT"
                      : "GIM_CheckMemorySizeLessThanLLT");
    MI();
    T.comment("MMO").uleb(uint64_t(A)).comment("OpIdx").uleb(uint64_t(C));
    break;
  case PredKind::MemoryAddressSpace:
    T.opcode("GIM_CheckMemoryAddressSpace");
    MI();
    T.comment("MMO").uleb(uint64_t(A)).comment("NumAddrSpace").integer(1, int64_t(List.size()));
    for (int64_t AS : List)
      T.comment("AddrSpace").uleb(uint64_t(AS));
    break;
  case PredKind::MemoryAlignment:
    T.opcode("GIM_CheckMemoryAlignment");
    MI();
    T.comment("MMO").uleb(uint64_t(A)).comment("MinAlign").integer(1, B);
    break;
  case PredKind::VectorSplatImm:
    T.opcode(A ? "GIM_CheckIsBuildVectorAllOnes" : "GIM_CheckIsBuildVectorAllZeros");
    MI();
    break;
  case PredKind::NoUse:
    T.opcode("GIM_CheckHasNoUse");
    MI();
    break;
  case PredKind::OneUse:
    T.opcode("GIM_CheckHasOneUse");
    MI();
    break;
  case PredKind::GenericPredicate:
    T.opcode("GIM_CheckCxxInsnPredicate");
    MI();
    T.comment("FnId").named(2, S);
    break;
  case PredKind::MIFlags:
    T.opcode(A ? "GIM_MIFlagsNot" : "GIM_MIFlags");
    MI();
    T.named(4, S);
    break;
  case PredKind::LeafPredicate:
    T.opcode("GIM_CheckLeafOperandPredicate");
    MI();
    T.comment("MO").uleb(OpIdx).comment("Predicate").named(2, S);
    break;
  case PredKind::SameOperand:
    T.opcode(IgnoreCopies ? "GIM_CheckIsSameOperandIgnoreCopies" : "GIM_CheckIsSameOperand");
    MI();
    T.comment("OpIdx").uleb(OpIdx).comment("OtherMI").uleb(uint64_t(A));
    T.comment("OtherOpIdx").uleb(uint64_t(B));
    break;
  case PredKind::ComplexPattern:
    T.opcode("GIM_CheckComplexPattern");
    MI();
    Op();
    T.comment("Renderer").integer(2, Operand ? Operand->TempBase : 0).named(2, S);
    break;
  case PredKind::IntrinsicID:
    T.opcode("GIM_CheckIntrinsicID");
    MI();
    Op();
    T.named(2, S);
    break;
  case PredKind::CmpPredicate:
    T.opcode("GIM_CheckCmpPredicate");
    MI();
    Op();
    T.comment("Predicate").named(2, S);
    break;
  case PredKind::Instruction:
    T.opcode(IgnoreCopies ? "GIM_RecordInsnIgnoreCopies" : "GIM_RecordInsn");
    T.comment("DefineMI").uleb(Nested->Var);
    MI();
    T.comment("OpIdx").uleb(OpIdx).comment("MIs[" + std::to_string(Nested->Var) + "]");
    T.lineBreak();
    emitInsn(T, *Nested);
    return;
  case PredKind::Int:
    T.opcode(isInt8(A) ? "GIM_CheckConstantInt8" : "GIM_CheckConstantInt");
    MI();
    Op();
    T.integer(isInt8(A) ? 1 : 8, A);
    break;
  case PredKind::LiteralInt:
    T.opcode("GIM_CheckLiteralInt");
    MI();
    Op();
    T.integer(8, A);
    break;
  case PredKind::LLT:
    if (InsnVar == 0)
      T.opcode("GIM_RootCheckType");
    else {
      T.opcode("GIM_CheckType");
      MI();
    }
    Op();
    T.comment("Type").add(valueEntry());
    break;
  case PredKind::PointerToAny:
    T.opcode("GIM_CheckPointerToAny");
    MI();
    Op();
    T.comment("SizeInBits").uleb(uint64_t(A));
    break;
  case PredKind::RegBank:
    if (InsnVar == 0)
      T.opcode("GIM_RootCheckRegBankForClass");
    else {
      T.opcode("GIM_CheckRegBankForClass");
      MI();
    }
    Op();
    T.comment("RC").named(2, S);
    break;
  case PredKind::MBB:
    T.opcode("GIM_CheckIsMBB");
    MI();
    Op();
    break;
  case PredKind::RecordNamedOperand:
    T.opcode("GIM_RecordNamedOperand");
    MI();
    Op();
    T.comment("StoreIdx").uleb(uint64_t(A)).comment("Name : " + S);
    break;
  }
  T.lineBreak();
}

//===----------------------------------------------------------------------===//
// Operands and instructions
//===----------------------------------------------------------------------===//

bool OperandM::isSameAsAnother() const {
  for (const auto &P : Preds)
    if (P->Kind == PredKind::SameOperand)
      return true;
  return false;
}

unsigned OperandM::insnVar() const { return Insn->Var; }

OperandM *InsnM::operand(unsigned OpIdx) const {
  for (const auto &O : Ops)
    if (O->OpIdx == OpIdx)
      return O.get();
  return nullptr;
}

const Pred *InsnM::opcodePred() const {
  for (const auto &P : Preds)
    if (P->Kind == PredKind::Opcode)
      return P.get();
  return nullptr;
}

std::string InsnM::opcodeName() const {
  const Pred *P = opcodePred();
  return P ? P->S.str() : "";
}

bool InsnM::isConstant() const {
  // (Compared in place: the rule sort asks this for every nested
  // instruction of every pair it compares.)
  const Pred *P = opcodePred();
  return P && P->S == "G_CONSTANT";
}

bool InsnM::canAddNumOpsCheck() const {
  if (!AllowNumOpsCheck)
    return false;
  for (const auto &P : Preds)
    if (P->Kind == PredKind::NumOperands)
      return false;
  return true;
}

unsigned InsnM::countRenderers() const {
  unsigned N = 0;
  for (const auto &P : Preds)
    N += P->countRenderers();
  for (const auto &O : Ops)
    for (const auto &P : O->Preds)
      N += P->countRenderers();
  return N;
}

static void emitOperand(MatchTable &T, OperandM &O) {
  if (!O.Optimized)
    T.comment("MIs[" + std::to_string(O.insnVar()) + "] " +
              (O.Name.empty() ? "Operand " + std::to_string(O.OpIdx) : O.Name.str()))
        .lineBreak();
  if (O.Preds.empty() && !O.Optimized) {
    T.comment("No operand predicates").lineBreak();
    return;
  }
  for (const auto &P : O.Preds)
    P->emit(T);
}

static void emitInsn(MatchTable &T, InsnM &I) {
  if (I.canAddNumOpsCheck()) {
    Pred N(PredKind::NumOperands, I.Var, ~0u);
    N.A = int64_t(I.Ops.size());
    N.emit(T);
  }
  auto Filtered = [&](bool Dependent) {
    if (I.Preds.empty() && !I.Optimized) {
      T.comment("No instruction predicates").lineBreak();
      return;
    }
    for (const auto &P : I.Preds)
      if (P->dependsOnOperands() == Dependent)
        P->emit(T);
  };
  Filtered(false);
  for (auto &O : I.Ops)
    emitOperand(T, *O);
  Filtered(true);
}

//===----------------------------------------------------------------------===//
// Rules
//===----------------------------------------------------------------------===//

Matcher::~Matcher() = default;

std::unique_ptr<InsnM> RuleM::newInsn(std::string_view Name, bool NumOpsCheck) {
  auto I = std::make_unique<InsnM>();
  I->Var = unsigned(Insns.size());
  I->Name = Name;
  I->AllowNumOpsCheck = NumOpsCheck;
  Insns.push_back(I.get());
  Mutatable.push_back(I.get());
  return I;
}

OperandM &RuleM::addOperand(InsnM &I, unsigned OpIdx, std::string_view Name, unsigned TempBase) {
  auto O = std::make_unique<OperandM>();
  O->Insn = &I;
  O->OpIdx = OpIdx;
  O->Name = Name;
  O->TempBase = TempBase;
  OperandM &R = *O;
  I.Ops.push_back(std::move(O));
  if (!R.Name.empty())
    define(R.Name, R);
  return R;
}

void RuleM::define(std::string_view Name, OperandM &Op) {
  OperandM *First = find(Name);
  if (!First) {
    Defined.emplace_back(Name, &Op);
    return;
  }
  // A second use of a name: the operand must be the same as the first.
  auto P = std::make_unique<Pred>(PredKind::SameOperand, Op.insnVar(), Op.OpIdx);
  P->S = Name;
  P->A = First->insnVar();
  P->B = First->OpIdx;
  P->C = First->OpIdx;
  P->IgnoreCopies = IgnoreCopies;
  if (!Op.isSameAsAnother())
    Op.Preds.push_back(std::move(P));
}

OperandM *RuleM::find(std::string_view Name) const {
  for (const auto &[N, Op] : Defined)
    if (N == Name)
      return Op;
  return nullptr;
}

InsnM *RuleM::insnNamed(const std::string &Name) const {
  for (InsnM *I : Insns)
    if (I->Name == Name)
      return I;
  return nullptr;
}

/// Whether check A of an operand outranks check B of the same operand.
static bool higher(const Pred &A, const Pred &B);

static bool higher(InsnM &A, InsnM &B) {
  if (A.Ops.size() != B.Ops.size())
    return A.Ops.size() > B.Ops.size();
  for (size_t I = 0; I < std::min(A.Preds.size(), B.Preds.size()); ++I) {
    const Pred &L = *A.Preds[I], &R = *B.Preds[I];
    bool LH = L.Kind < R.Kind, RH = R.Kind < L.Kind;
    if (L.Kind == PredKind::Opcode && R.Kind == PredKind::Opcode && !LH && !RH) {
      LH = L.OpcodeRank < R.OpcodeRank;
      RH = R.OpcodeRank < L.OpcodeRank;
    }
    if (LH)
      return true;
    if (RH)
      return false;
  }
  for (size_t I = 0; I < A.Ops.size(); ++I) {
    OperandM &L = *A.Ops[I], &R = *B.Ops[I];
    if (L.Preds.size() != R.Preds.size()) {
      if (L.Preds.size() > R.Preds.size())
        return true;
      return false;
    }
    bool Decided = false, Result = false;
    for (size_t J = 0; J < L.Preds.size(); ++J) {
      if (higher(*L.Preds[J], *R.Preds[J])) {
        Decided = true;
        Result = true;
        break;
      }
      if (higher(*R.Preds[J], *L.Preds[J])) {
        Decided = true;
        break;
      }
    }
    if (Decided)
      return Result;
  }
  return false;
}

static bool higherBase(const Pred &A, const Pred &B) {
  bool AI = A.Kind == PredKind::Instruction, BI = B.Kind == PredKind::Instruction;
  bool AC = AI && A.Nested->isConstant(), BC = BI && B.Nested->isConstant();
  if (AI && BI)
    return !AC && BC;
  auto IsInt = [](const Pred &P) {
    return P.Kind == PredKind::Int || P.Kind == PredKind::LiteralInt;
  };
  if (AC && IsInt(B))
    return false;
  if (BC && IsInt(A))
    return true;
  return A.Kind < B.Kind;
}

static bool higher(const Pred &A, const Pred &B) {
  if (higherBase(A, B))
    return true;
  if (A.Kind != PredKind::Instruction)
    return false;
  if (higherBase(B, A))
    return false;
  return B.Kind == PredKind::Instruction && higher(*A.Nested, *B.Nested);
}

void rankOpcodes(const std::vector<RuleM *> &Rules) {
  // Checks grouped by name through a hash map, the few distinct names sorted.
  std::unordered_map<std::string_view, std::vector<Pred *>> ByName;
  auto Collect = [&](auto &Self, InsnM &I) -> void {
    for (const auto &P : I.Preds)
      if (P->Kind == PredKind::Opcode)
        ByName[P->S].push_back(P.get());
    for (const auto &O : I.Ops)
      for (const auto &P : O->Preds)
        if (P->Kind == PredKind::Instruction && P->Nested)
          Self(Self, *P->Nested);
  };
  for (RuleM *R : Rules)
    Collect(Collect, *R->Root);
  std::vector<std::string_view> Names;
  Names.reserve(ByName.size());
  for (const auto &[Name, Preds] : ByName)
    Names.push_back(Name);
  std::sort(Names.begin(), Names.end());
  for (unsigned K = 0; K != Names.size(); ++K)
    for (Pred *P : ByName[Names[K]])
      P->OpcodeRank = K;
}

bool RuleM::higherPriorityThan(const RuleM &B) const {
  if (higher(*Root, *B.Root))
    return true;
  return false;
}

bool RuleM::hasFirstCondition() const {
  if (!Root->Preds.empty())
    return true;
  for (const auto &O : Root->Ops)
    for (const auto &P : O->Preds)
      if (P->Kind != PredKind::Instruction)
        return true;
  return false;
}

const Pred &RuleM::firstCondition() const {
  if (!Root->Preds.empty())
    return *Root->Preds.front();
  for (const auto &O : Root->Ops)
    for (const auto &P : O->Preds)
      if (P->Kind != PredKind::Instruction)
        return *P;
  return *Root->Preds.front(); // unreachable: callers check first
}

/// Drops the null entries of a check list (keeping order); marks the list
/// as rearranged when any was dropped.
static void dropNull(PredList &L, bool &Optimized) {
  size_t Before = L.size();
  L.erase(std::remove(L.begin(), L.end(), nullptr), L.end());
  if (L.size() != Before)
    Optimized = true;
}

std::unique_ptr<Pred> RuleM::popFirstCondition() {
  if (!Root->Preds.empty()) {
    std::unique_ptr<Pred> P = std::move(Root->Preds.front());
    Root->Preds.erase(Root->Preds.begin());
    Root->Optimized = true;
    return P;
  }
  for (auto &O : Root->Ops)
    for (auto &P : O->Preds)
      if (P->Kind != PredKind::Instruction) {
        std::unique_ptr<Pred> R = std::move(P);
        dropNull(O->Preds, O->Optimized);
        return R;
      }
  return nullptr;
}

bool RuleM::recordsOperand() const {
  for (const auto &P : Root->Preds)
    if (P->recordsOperand())
      return true;
  for (const auto &O : Root->Ops)
    for (const auto &P : O->Preds)
      if (P->recordsOperand())
        return true;
  return false;
}

std::optional<unsigned> RuleM::firstRootType() const {
  if (Root->Preds.empty())
    return std::nullopt;
  const Pred &P = *Root->Preds.front();
  if (P.Kind == PredKind::LLT && P.InsnVar == 0 && P.OpIdx == 0)
    return P.Value;
  return std::nullopt;
}

/// Moves the checks that let the optimizer share work to the front of an
/// instruction's list: the opcode, (for variadic opcodes) the operand count,
/// the intrinsic ID, then the operand types.
static void optimizeInsn(InsnM &I) {
  std::vector<std::unique_ptr<Pred>> Stash;
  const Pred *Opc = I.opcodePred();
  Stash.push_back(std::move(I.Preds.front()));
  I.Preds.erase(I.Preds.begin());
  I.Optimized = true;
  if (Stash.back().get() == Opc) {
    if (I.canAddNumOpsCheck() && I.Variadic && !I.Ops.empty()) {
      auto N = std::make_unique<Pred>(PredKind::NumOperands, I.Var, ~0u);
      N->A = int64_t(I.Ops.size());
      Stash.push_back(std::move(N));
    }
    I.AllowNumOpsCheck = false;
    for (auto &O : I.Ops) {
      bool Found = false;
      for (auto &P : O->Preds)
        if (P->Kind == PredKind::IntrinsicID) {
          Stash.push_back(std::move(P));
          Found = true;
          break;
        }
      if (Found) {
        dropNull(O->Preds, O->Optimized);
        break;
      }
    }
  }
  if (I.Var > 0 && !I.Ops.empty()) {
    for (auto &P : I.Ops[0]->Preds)
      P.reset();
    dropNull(I.Ops[0]->Preds, I.Ops[0]->Optimized);
  }
  for (auto &O : I.Ops) {
    for (auto &P : O->Preds)
      if (P->Kind == PredKind::LLT)
        Stash.push_back(std::move(P));
    dropNull(O->Preds, O->Optimized);
  }
  I.Preds.insert(I.Preds.begin(), std::make_move_iterator(Stash.begin()),
                 std::make_move_iterator(Stash.end()));
}

void RuleM::optimize(MatcherStore &) {
  for (InsnM *I : Insns) {
    for (auto &O : I->Ops) {
      // ComplexPatterns are costly and rarely fail alone: they go last.
      for (auto &P : O->Preds)
        if (P->Kind == PredKind::ComplexPattern)
          Epilogue.push_back(std::move(P));
      dropNull(O->Preds, O->Optimized);
    }
    optimizeInsn(*I);
  }
  std::stable_sort(Epilogue.begin(), Epilogue.end(), [](const auto &L, const auto &R) {
    return std::make_tuple(L->Kind, L->InsnVar, L->OpIdx) <
           std::make_tuple(R->Kind, R->InsnVar, R->OpIdx);
  });
  // One erase per instruction; erasing the root goes last (it doubles as
  // the rule's end).
  std::vector<unsigned> Seen; // (few: one per matched instruction)
  auto RootErase = Actions.end();
  for (auto It = Actions.begin(); It != Actions.end();) {
    if ((*It)->Kind == ActionKind::EraseInst) {
      if (std::find(Seen.begin(), Seen.end(), (*It)->InsnID) != Seen.end()) {
        It = Actions.erase(It);
        continue;
      }
      Seen.push_back((*It)->InsnID);
      if ((*It)->InsnID == 0)
        RootErase = It;
    }
    ++It;
  }
  if (RootErase != Actions.end())
    Actions.splice(Actions.end(), Actions, RootErase);
}

void RuleM::emit(MatchTable &T) {
  Erased.clear();
  unsigned Label = T.newLabel();
  T.opcode("GIM_Try", +1).comment("On fail goto").jump(Label);
  T.comment("Rule ID " + std::to_string(ID) + " //").lineBreak();
  if (!Features.empty() || HwModeIdx >= 0) {
    std::string Name = "GIFBS";
    for (const Record *F : Features)
      Name += "_" + std::string(F->getName());
    if (HwModeIdx >= 0)
      Name += "_HwMode" + std::to_string(HwModeIdx);
    T.opcode("GIM_CheckFeatures").named(2, Name).lineBreak();
  }
  emitInsn(T, *Root);
  if (Insns.size() >= 2)
    T.opcode("GIM_CheckIsSafeToFold")
        .comment("NumInsns")
        .integer(1, int64_t(Insns.size() - 1))
        .lineBreak();
  for (const auto &P : Epilogue)
    P->emit(T);
  if (!Actions.empty()) {
    auto Last = std::prev(Actions.end());
    for (auto It = Actions.begin(); It != Last; ++It)
      emitAction(T, **It);
  }
  if (T.coverage())
    T.opcode("GIR_Coverage").integer(4, ID).lineBreak();
  else if (!T.combiner())
    T.comment("GIR_Coverage, " + std::to_string(ID) + ",").lineBreak();
  if (Actions.empty() || !emitActionAndDone(T, *Actions.back()))
    T.opcode("GIR_Done", -1).lineBreak();
  T.label(Label);
  if (ReleaseWhenEmitted) {
    Actions.clear();
    Epilogue.clear();
    Defined = {};
    ComplexSubOps.clear();
    Root.reset();
    Insns = {};
    Mutatable = {};
  }
}

//===----------------------------------------------------------------------===//
// Actions
//===----------------------------------------------------------------------===//

/// The matched operand a copy reads (its instruction variable and index).
static std::pair<unsigned, unsigned> sourceOf(const RuleM &R, const std::string &Name) {
  if (OperandM *O = R.find(Name))
    return {O->insnVar(), O->OpIdx};
  return {0, 0};
}

static void emitRenderer(MatchTable &T, const RuleM &R, const Renderer &Rn) {
  auto InsnID = [&] { T.comment("InsnID").uleb(Rn.InsnID); };
  switch (Rn.Kind) {
  case RenderKind::Copy:
  case RenderKind::CopyPhysReg: {
    auto [Old, Idx] = Rn.Kind == RenderKind::Copy ? sourceOf(R, Rn.Name) : std::pair{0u, 0u};
    if (Rn.Kind == RenderKind::CopyPhysReg)
      for (const auto &[Reg, O] : R.PhysRegOps)
        if (Reg->getName() == Rn.Name) {
          Old = O->insnVar();
          Idx = O->OpIdx;
        }
    if (Rn.InsnID == 0 && Old == 0)
      T.opcode("GIR_RootToRootCopy");
    else
      T.opcode("GIR_Copy").comment("NewInsnID").uleb(Rn.InsnID).comment("OldInsnID").uleb(Old);
    T.comment("OpIdx").uleb(Idx).comment(Rn.Name);
    break;
  }
  case RenderKind::CopyOrAddZeroReg: {
    auto [Old, Idx] = sourceOf(R, Rn.Name);
    T.opcode("GIR_CopyOrAddZeroReg").comment("NewInsnID").uleb(Rn.InsnID);
    T.comment("OldInsnID").uleb(Old).comment("OpIdx").uleb(Idx).named(2, Rn.Ref).comment(Rn.Name);
    break;
  }
  case RenderKind::CopySubReg: {
    auto [Old, Idx] = sourceOf(R, Rn.Name);
    T.opcode("GIR_CopySubReg").comment("NewInsnID").uleb(Rn.InsnID).comment("OldInsnID").uleb(Old);
    T.comment("OpIdx").uleb(Idx).comment("SubRegIdx").integer(2, Rn.SubRegIdx).comment(Rn.Name);
    break;
  }
  case RenderKind::CopyConstantAsImm:
  case RenderKind::CopyFConstantAsFPImm: {
    InsnM *I = R.insnNamed(Rn.Name);
    T.opcode(Rn.Kind == RenderKind::CopyConstantAsImm ? "GIR_CopyConstantAsSImm"
                                                      : "GIR_CopyFConstantAsFPImm");
    T.comment("NewInsnID").uleb(Rn.InsnID).comment("OldInsnID").uleb(I ? I->Var : 0);
    T.comment(Rn.Name);
    break;
  }
  case RenderKind::Imm:
  case RenderKind::SubRegIndex:
    T.opcode(isInt8(Rn.Imm) ? "GIR_AddImm8" : "GIR_AddImm");
    InsnID();
    T.comment(Rn.Kind == RenderKind::Imm ? "Imm" : "SubRegIndex");
    T.integer(isInt8(Rn.Imm) ? 1 : 8, Rn.Imm);
    break;
  case RenderKind::Register:
    T.opcode("GIR_AddRegister");
    InsnID();
    T.named(2, Rn.Ref).comment("AddRegisterRegFlags");
    if (Rn.IsDef)
      T.named(2, Rn.IsDead ? "RegState::Define | RegState::Dead" : "RegState::Define");
    else
      T.integer(2, 0);
    break;
  case RenderKind::TempRegister: {
    bool Flags = !Rn.Ref.empty() || Rn.IsDef;
    T.opcode(!Rn.Ref.empty() ? "GIR_AddTempSubRegister"
             : Flags                ? "GIR_AddTempRegister"
                                    : "GIR_AddSimpleTempRegister");
    InsnID();
    T.comment("TempRegID").uleb(uint64_t(Rn.Imm));
    if (Flags) {
      T.comment("TempRegFlags");
      if (Rn.IsDef)
        T.named(2, Rn.IsDead ? "RegState::Define|RegState::Dead" : "RegState::Define");
      else
        T.integer(2, 0);
      if (!Rn.Ref.empty())
        T.named(2, Rn.Ref);
    }
    break;
  }
  case RenderKind::ComplexPattern:
    T.opcode(Rn.SubOperand ? (Rn.SubRegIdx >= 0 ? "GIR_ComplexSubOperandSubRegRenderer"
                                                : "GIR_ComplexSubOperandRenderer")
                           : "GIR_ComplexRenderer");
    InsnID();
    T.comment("RendererID").integer(2, Rn.Imm);
    if (Rn.SubOperand)
      T.comment("SubOperand").uleb(*Rn.SubOperand);
    if (Rn.SubRegIdx >= 0)
      T.comment("SubRegIdx").integer(2, Rn.SubRegIdx);
    T.comment(Rn.Name);
    break;
  case RenderKind::Custom: {
    InsnM *I = R.insnNamed(Rn.Name);
    T.opcode("GIR_CustomRenderer");
    InsnID();
    T.comment("OldInsnID").uleb(I ? I->Var : 0).comment("Renderer").named(2, Rn.Ref);
    T.comment(Rn.Name);
    break;
  }
  case RenderKind::CustomOperand: {
    auto [Old, Idx] = sourceOf(R, Rn.Name);
    T.opcode("GIR_CustomOperandRenderer");
    InsnID();
    T.comment("OldInsnID").uleb(Old).comment("OpIdx").uleb(Idx);
    T.comment("OperandRenderer").named(2, Rn.Ref).comment(Rn.Name);
    break;
  }
  }
  T.lineBreak();
}

void RuleM::emitAction(MatchTable &T, const Action &A) {
  switch (A.Kind) {
  case ActionKind::DebugComment:
    T.comment(A.Text).lineBreak();
    return;
  case ActionKind::BuildMI:
    if (A.Mutate) {
      T.opcode("GIR_MutateOpcode").comment("InsnID").uleb(A.InsnID);
      T.comment("RecycleInsnID").uleb(A.Mutate->Var).comment("Opcode").named(2, A.Text);
      T.lineBreak();
      for (const std::string &D : A.implicitDefs()) {
        T.opcode("GIR_AddImplicitDef").comment("InsnID").uleb(A.InsnID).named(2, D);
        T.named(2, "RegState::Dead").lineBreak();
      }
      for (const std::string &U : A.implicitUses())
        T.opcode("GIR_AddImplicitUse").comment("InsnID").uleb(A.InsnID).named(2, U).lineBreak();
      markErased(A.Mutate->Var);
      return;
    }
    if (A.InsnID == 0)
      T.opcode("GIR_BuildRootMI");
    else
      T.opcode("GIR_BuildMI").comment("InsnID").uleb(A.InsnID);
    T.comment("Opcode").named(2, A.Text).lineBreak();
    for (const Renderer &Rn : A.Renderers)
      emitRenderer(T, *this, Rn);
    for (size_t I = 0; I < A.implicitDefs().size(); ++I)
      T.opcode("GIR_SetImplicitDefDead")
          .comment("InsnID")
          .uleb(A.InsnID)
          .comment("OpIdx for " + A.implicitDefs()[I])
          .uleb(I)
          .lineBreak();
    if (A.MayLoadOrStore) {
      T.opcode("GIR_MergeMemOperands").comment("InsnID").uleb(A.InsnID);
      T.comment("NumInsns").integer(1, int64_t(Insns.size())).comment("MergeInsnID's");
      for (InsnM *I : Insns)
        T.uleb(I->Var);
      T.lineBreak();
    }
    return;
  case ActionKind::EraseInst:
    if (!markErased(A.InsnID))
      return;
    T.opcode("GIR_EraseFromParent").comment("InsnID").uleb(A.InsnID).lineBreak();
    return;
  case ActionKind::ConstrainOperandToRegClass:
    T.opcode("GIR_ConstrainOperandRC").comment("InsnID").uleb(A.InsnID);
    T.comment("Op").uleb(A.OpIdx).named(2, A.Text).lineBreak();
    return;
  case ActionKind::ConstrainOperandsToDefinition:
    if (A.InsnID == 0)
      T.opcode("GIR_RootConstrainSelectedInstOperands");
    else
      T.opcode("GIR_ConstrainSelectedInstOperands").comment("InsnID").uleb(A.InsnID);
    T.lineBreak();
    return;
  case ActionKind::MakeTempRegister:
    T.opcode("GIR_MakeTempReg").comment("TempRegID").uleb(A.TempReg);
    T.comment("TypeID").named(1, A.Text).lineBreak();
    return;
  }
}

bool RuleM::emitActionAndDone(MatchTable &T, const Action &A) {
  if (A.Kind == ActionKind::EraseInst && A.InsnID == 0) {
    if (!markErased(0))
      return false;
    T.opcode("GIR_EraseRootFromParent_Done", -1).lineBreak();
    return true;
  }
  emitAction(T, A);
  return false;
}

} // namespace gisel
} // namespace tblgen
