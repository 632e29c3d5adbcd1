//===- NeonHeader.cpp - -gen-arm-neon / -gen-arm-fp16 / -gen-arm-bf16 -----===//
//
// arm_neon.h, arm_fp16.h and arm_bf16.h: one inline function (or, when an
// argument must stay a constant, a pointer or a half, a macro) per
// intrinsic. Bodies are builtin calls or the record's operation dags
// printed as C; intrinsics whose vectors depend on lane order get a
// little-endian body and a big-endian one that reverses arguments and
// result, plus a non-reversing "__noswap_" variant when other intrinsics
// call them. Intrinsics come out sorted by guard and name, each after the
// ones it calls.
//
//===----------------------------------------------------------------------===//

#include "backends/clang/arm/NeonModel.h"
#include "backends/common/LLVMCompat.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <tuple>
#include <unordered_set>

namespace tblgen::armneon {

namespace {

constexpr std::string_view License = R"( *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
 * THE SOFTWARE.
 *
 *===-----------------------------------------------------------------------===
 */
)";

constexpr std::string_view LaneReverse = R"(#if !defined(__LITTLE_ENDIAN__)
#if defined(__aarch64__) || defined(__arm64ec__)
#define __lane_reverse_64_32 1,0
#define __lane_reverse_64_16 3,2,1,0
#define __lane_reverse_64_8 7,6,5,4,3,2,1,0
#define __lane_reverse_128_64 1,0
#define __lane_reverse_128_32 3,2,1,0
#define __lane_reverse_128_16 7,6,5,4,3,2,1,0
#define __lane_reverse_128_8 15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0
#else
#define __lane_reverse_64_32 1,0
#define __lane_reverse_64_16 3,2,1,0
#define __lane_reverse_64_8 7,6,5,4,3,2,1,0
#define __lane_reverse_128_64 0,1
#define __lane_reverse_128_32 1,0,3,2
#define __lane_reverse_128_16 3,2,1,0,7,6,5,4
#define __lane_reverse_128_8 7,6,5,4,3,2,1,0,15,14,13,12,11,10,9,8
#endif
#endif
)";

/// A named value of a body: parameter, result or temporary.
struct Var {
  NType T;
  std::string N;
  std::string name() const { return "__" + N; }
};

using Value = std::pair<NType, std::string>;

/// Writes the bodies of the intrinsics of one header.
class Writer {
public:
  explicit Writer(Model &M) : M(M) {}

  /// Finds calls and who needs a __noswap_ variant; prints nothing.
  void index(NIntrinsic &I) {
    Cur = &I;
    Out.clear();
    initVars();
    body("");
    Out.clear();
  }

  std::string generate(NIntrinsic &I) {
    Cur = &I;
    Out.clear();
    if (I.endianSafe()) {
      impl(false, "", "");
      return Out;
    }
    Out += "#ifdef __LITTLE_ENDIAN__\n";
    impl(false, "", "");
    Out += "#else\n";
    impl(true, "", "__noswap_");
    if (I.NeededEarly)
      impl(false, "__noswap_", "__noswap_");
    Out += "#endif\n\n";
    return Out;
  }

private:
  Model &M;
  unsigned Unique = 0;
  NIntrinsic *Cur = nullptr;
  std::map<std::string, Var> Vars;
  Var Ret;
  std::string Out;

  bool macro() const { return Cur->UseMacro; }
  void newline() { Out += macro() ? " \\\n" : "\n"; }

  void initVars() {
    Vars.clear();
    for (unsigned K = 1; K < Cur->Types.size(); ++K) {
      std::string N = "p" + std::to_string(K - 1);
      Vars[N] = Var{Cur->Types[K], N + Cur->Postfix};
    }
    Ret = Var{Cur->Types[0], "ret" + Cur->Postfix};
  }

  void impl(bool Reverse, std::string_view NamePrefix, std::string_view CallPrefix) {
    // Macros share the caller's scope: variables of intrinsics that call
    // one get a unique suffix.
    for (NIntrinsic *D : Cur->Deps)
      if (D->UseMacro) {
        Cur->Postfix = "_" + std::to_string(Unique++);
        break;
      }
    initVars();
    prototype(NamePrefix);
    if (Cur->Unavailable) {
      Out += " __attribute__((unavailable));";
    } else {
      Out += macro() ? " __extension__ ({" : " {";
      newline();
      if (Ret.T.K != NType::Void) {
        Out += "  " + Ret.T.str() + " " + Ret.name() + ";";
        newline();
      }
      shadowArgs();
      if (Reverse)
        reverseArgs();
      body(CallPrefix);
      if (Reverse)
        reverseResult();
      if (Ret.T.K != NType::Void) {
        Out += macro() ? "  " + Ret.name() + ";" : "  return " + Ret.name() + ";";
        newline();
      }
      Out += macro() ? "})" : "}";
    }
    Out += "\n";
  }

  void prototype(std::string_view NamePrefix) {
    if (macro()) {
      Out += "#define ";
    } else {
      Out += "__ai ";
      if (!Cur->TargetGuard.empty())
        Out += "__attribute__((target(\"" + Cur->TargetGuard + "\"))) ";
      Out += Cur->Types[0].str() + " ";
    }
    Out += std::string(NamePrefix) + Cur->mangle(Cur->Name, NClass::S) + "(";
    for (unsigned K = 0; K < Cur->numParams(); ++K) {
      if (K)
        Out += ", ";
      const Var &V = Vars["p" + std::to_string(K)];
      if (!macro())
        Out += V.T.str() + " ";
      Out += V.name();
    }
    Out += ")";
  }

  /// Macro arguments are copied to typed locals (but for constants and
  /// pointers).
  void shadowArgs() {
    if (!macro())
      return;
    for (unsigned K = 0; K < Cur->numParams(); ++K) {
      const NType &T = Cur->Types[K + 1];
      if (T.Imm || T.Ptr)
        continue;
      Var &V = Vars["p" + std::to_string(K)];
      Var Copy{V.T, "s" + std::to_string(K) + Cur->Postfix};
      Out += "  " + Copy.T.str() + " " + Copy.name() + " = " + V.name() + ";";
      newline();
      V = Copy;
    }
  }

  void reverseInto(const Var &Dest, const Var &Src) {
    std::string Lanes =
        "__lane_reverse_" + std::to_string(Dest.T.Bits) + "_" + std::to_string(Dest.T.Elt);
    if (Dest.T.Vecs > 1) {
      newline();
      for (unsigned K = 0; K < Dest.T.Vecs; ++K) {
        std::string Field = ".val[" + std::to_string(K) + "]";
        Out += "  " + Dest.name() + Field + " = __builtin_shufflevector(" + Src.name() + Field +
               ", " + Src.name() + Field + ", " + Lanes + ");";
        newline();
      }
      return;
    }
    Out += "  " + Dest.name() + " = __builtin_shufflevector(" + Src.name() + ", " + Src.name() +
           ", " + Lanes + ");";
    newline();
  }

  void reverseArgs() {
    if (Cur->endianSafe())
      return;
    for (unsigned K = 0; K < Cur->numParams(); ++K) {
      Var &V = Vars["p" + std::to_string(K)];
      Var Rev{V.T, "rev" + std::to_string(K) + Cur->Postfix};
      if (!Rev.T.isVector() || Rev.T.lanes() == 1)
        continue;
      Out += "  " + Rev.T.str() + " " + Rev.name() + ";";
      reverseInto(Rev, V);
      V = Rev;
    }
  }

  void reverseResult() {
    if (Cur->endianSafe())
      return;
    if (!Cur->Types[0].isVector() || Cur->Types[0].lanes() == 1)
      return;
    reverseInto(Ret, Ret);
  }

  void body(std::string_view CallPrefix) {
    if (!Cur->hasBody()) {
      builtinCall();
      return;
    }
    std::vector<std::string> Lines;
    for (const Init *E : Cur->Body->getValues()) {
      if (const auto *S = dyn_cast<StringInit>(E))
        Lines.push_back(replaceParams(S->getAsString()));
      else if (const auto *D = dyn_cast<DagInit>(E))
        Lines.push_back(dag(D, CallPrefix).second + ";");
    }
    if (Lines.empty())
      return;
    if (Ret.T.K != NType::Void)
      Lines.back().insert(0, Ret.name() + " = ");
    for (const std::string &L : Lines) {
      Out += "  " + L;
      newline();
    }
  }

  std::string replaceParams(std::string S) {
    for (size_t At = S.find('$'); At != std::string::npos; At = S.find('$')) {
      size_t End = At + 1;
      while (End < S.size() && std::isalpha((unsigned char)S[End]))
        ++End;
      auto It = Vars.find(S.substr(At + 1, End - At - 1));
      if (It == Vars.end())
        PrintFatalError(Cur->Def, "Variable not defined!");
      S.replace(At, End - At, It->second.name());
    }
    return S;
  }

  static std::string bitCast(const NType &T, const std::string &V) {
    return "__builtin_bit_cast(" + T.str() + ", " + V + ")";
  }

  void builtinCall() {
    const std::vector<NType> &Ty = Cur->Types;
    bool SRet = Ty[0].Vecs >= 2;
    NClass C = Cur->hasScalar() ? Cur->CK : NClass::B;
    std::string Call = "__builtin_neon_" + Cur->mangle(Cur->Name, C) + "(";
    if (SRet)
      Call += "&" + Ret.name() + ", ";
    for (unsigned K = 0; K < Cur->numParams(); ++K) {
      const Var &V = Vars["p" + std::to_string(K)];
      NType T = V.T;
      if (T.Vecs > 1) {
        NType One = T;
        One.Vecs = 1;
        One.makeInteger(8, true);
        for (unsigned J = 0; J < T.Vecs; ++J) {
          std::string Field = V.name() + ".val[" + std::to_string(J) + "]";
          Call += (C == NClass::B ? bitCast(One, Field) : Field) + ", ";
        }
        continue;
      }
      std::string Arg = V.name();
      if (T.isVector() && (C == NClass::B || (T.isHalf() && !T.ScalarMangle))) {
        T.makeInteger(8, true);
        Arg = bitCast(T, Arg);
      } else if (T.isVector() && C == NClass::I && (T.isInteger() || T.K == NType::Poly)) {
        T.K = NType::SInt;
        Arg = bitCast(T, Arg);
      }
      Call += Arg + ", ";
    }
    if (C == NClass::B) {
      Call += std::to_string(Ty[Cur->KeyType].neonEnum());
    } else if (Cur->numParams() > 0 || SRet) {
      Call.pop_back();
      Call.pop_back();
    }
    Call += ")";
    std::string Line = "  ";
    if (!SRet && Ret.T.K != NType::Void)
      Line += Ret.name() + " = " + bitCast(Ret.T, Call);
    else
      Line += Call;
    Out += Line + ";";
    newline();
  }

  Value arg(const DagInit *D, unsigned K, std::string_view CallPrefix) {
    std::string_view Name = D->getArgNameStr(K);
    if (!Name.empty()) {
      auto It = Vars.find(std::string(Name));
      if (It == Vars.end())
        PrintFatalError(Cur->Def, "Variable not defined!");
      return {It->second.T, It->second.name()};
    }
    const auto *Sub = dyn_cast<DagInit>(D->getArg(K));
    if (!Sub)
      PrintFatalError(Cur->Def, "Arguments must either be DAGs or names!");
    return dag(Sub, CallPrefix);
  }

  static std::string unquoted(const Init *I) {
    if (const auto *S = dyn_cast<StringInit>(I))
      return std::string(S->getValue());
    return "";
  }

  Value dag(const DagInit *D, std::string_view CallPrefix) {
    const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
    std::string Op = OpDef ? std::string(OpDef->getDef()->getName()) : "";
    if (Op == "cast" || Op == "bitcast")
      return castTo(D, Op == "bitcast", CallPrefix);
    if (Op == "shuffle")
      return shuffle(D, CallPrefix);
    if (Op == "dup" || Op == "dup_typed") {
      bool Typed = Op == "dup_typed";
      Value A = arg(D, Typed ? 1 : 0, CallPrefix);
      NType T = Cur->Base;
      if (Typed) {
        if (const auto *S = dyn_cast<StringInit>(D->getArg(0)))
          T = NType::fromName(S->getValue());
        else
          T = arg(D, 0, CallPrefix).first;
      }
      std::string S = "(" + T.str() + ") {";
      for (unsigned K = 0; K < T.lanes(); ++K)
        S += (K ? ", " : "") + A.second;
      return {T, S + "}"};
    }
    if (Op == "splat") {
      Value A = arg(D, 0, CallPrefix);
      Value B = arg(D, 1, CallPrefix);
      std::string S = "__builtin_shufflevector(" + A.second + ", " + A.second;
      for (unsigned K = 0; K < Cur->Base.lanes(); ++K)
        S += ", " + B.second;
      return {Cur->Base, S + ")"};
    }
    if (Op == "save_temp") {
      Value A = arg(D, 1, CallPrefix);
      std::string N(D->getArgNameStr(0));
      if (N.empty() || Vars.count(N))
        PrintFatalError(Cur->Def, "save_temp() needs a new name as the first argument");
      Vars[N] = Var{A.first, N + Cur->Postfix};
      return {NType(), A.first.str() + " " + Vars[N].name() + " = " + A.second};
    }
    if (Op == "op") {
      std::string Sym = unquoted(D->getArg(0));
      Value A = arg(D, 1, CallPrefix);
      if (D->getNumArgs() == 2)
        return {A.first, Sym + A.second};
      Value B = arg(D, 2, CallPrefix);
      return {A.first, A.second + " " + Sym + " " + B.second};
    }
    if (Op == "call" || Op == "call_mangled")
      return call(D, Op == "call_mangled", CallPrefix);
    if (Op == "name_replace") {
      std::string S = Cur->Name, From = unquoted(D->getArg(0));
      size_t At = S.find(From);
      if (At == std::string::npos)
        PrintFatalError(Cur->Def, "name should contain '" + From + "'!");
      S.replace(At, From.size(), unquoted(D->getArg(1)));
      return {NType(), S};
    }
    if (Op == "literal")
      return {NType::fromName(unquoted(D->getArg(0))), unquoted(D->getArg(1))};
    PrintFatalError(Cur->Def, "Unknown operation!");
  }

  Value call(const DagInit *D, bool Mangled, std::string_view CallPrefix) {
    std::vector<NType> Types;
    std::vector<std::string> Values;
    for (unsigned K = 1; K < D->getNumArgs(); ++K) {
      Value V = arg(D, K, CallPrefix);
      Types.push_back(V.first);
      Values.push_back(V.second);
    }
    std::string N;
    if (const auto *S = dyn_cast<StringInit>(D->getArg(0)))
      N = S->getValue();
    else
      N = arg(D, 0, CallPrefix).second;
    std::string Want;
    if (Mangled) {
      if (compat::stringField(Cur->Def, "Name").find("laneq") != std::string_view::npos)
        N += "q";
      Want = Cur->mangle(N, NClass::S);
    }
    auto It = M.ByName.find(N);
    if (It == M.ByName.end())
      PrintFatalError(Cur->Def, "Intrinsic '" + N + "' not found!");
    NIntrinsic *Callee = nullptr;
    unsigned Found = 0;
    for (NIntrinsic &C : It->second) {
      if (Mangled && Want != C.mangledName(true))
        continue;
      if (C.numParams() != Types.size())
        continue;
      bool Same = true;
      for (unsigned K = 0; K < Types.size(); ++K)
        Same &= Types[K] == C.Types[K + 1];
      if (Same) {
        Callee = &C;
        ++Found;
      }
    }
    if (Found != 1) {
      // The message names the call's argument types and lists the overloads.
      std::string Msg =
          std::string(Found ? "Multiple overloads found" : "No compatible intrinsic found") +
          " - looking up intrinsic '" + N + "(";
      for (size_t K = 0; K < Types.size(); ++K)
        Msg += (K ? ", " : "") + Types[K].str();
      Msg += ")'\nAvailable overloads:\n";
      for (const NIntrinsic &C : It->second) {
        Msg += "  - " + C.Types[0].str() + " " + C.mangledName() + "(";
        for (unsigned K = 1; K < C.Types.size(); ++K)
          Msg += (K > 1 ? ", " : "") + C.Types[K].str();
        Msg += ")\n";
      }
      PrintFatalError(Cur->Def, Msg);
    }
    Callee->NeededEarly = true;
    Cur->Deps.insert(Callee);
    std::string S = Callee->endianSafe() ? "" : std::string(CallPrefix);
    S += Callee->mangledName(true) + "(";
    for (size_t K = 0; K < Values.size(); ++K)
      S += (K ? ", " : "") + Values[K];
    return {Callee->Types[0], S + ")"};
  }

  Value castTo(const DagInit *D, bool Bit, std::string_view CallPrefix) {
    unsigned Last = D->getNumArgs() - 1;
    Value V = arg(D, Last, CallPrefix);
    NType To = V.first;
    for (unsigned K = 0; K < Last; ++K) {
      std::string_view Name = D->getArgNameStr(K);
      if (!Name.empty()) {
        auto It = Vars.find(std::string(Name));
        if (It == Vars.end())
          PrintFatalError(Cur->Def, "Variable not found");
        To = It->second.T;
        continue;
      }
      std::string Mod = unquoted(D->getArg(K));
      if (Mod == "R")
        To = Cur->Types[0];
      else if (Mod == "U")
        To.K = NType::UInt;
      else if (Mod == "S")
        To.K = NType::SInt;
      else if (Mod == "H")
        halve(To);
      else if (Mod == "D")
        twice(To);
      else if (Mod == "8")
        To.makeInteger(8, true);
      else if (Mod == "32") {
        if (To.Bits <= 32)
          PrintFatalError(Cur->Def, "Not enough bits to make it 32!");
        To.Elt = 32;
      } else
        To = NType::fromName(Mod);
    }
    if (Bit)
      return {To, bitCast(To, V.second)};
    return {To, "(" + To.str() + ")(" + V.second + ")"};
  }

  /// Evaluates a shuffle mask expression to lane numbers (distinct, in
  /// order); mask0 and mask1 are the lanes of the two operands.
  void mask(const Init *E, unsigned Lanes, unsigned EltBits, std::vector<unsigned> &Out) {
    auto Add = [&Out](unsigned V) {
      if (std::find(Out.begin(), Out.end(), V) == Out.end())
        Out.push_back(V);
    };
    if (const auto *Def = dyn_cast<DefInit>(E)) {
      std::string_view N = Def->getDef()->getName();
      if (N == "mask0" || N == "mask1")
        for (unsigned K = 0; K < Lanes; ++K)
          Add(K + (N == "mask1" ? Lanes : 0));
      else if (N.starts_with("sv") && N.size() > 2 &&
               N.find_first_not_of("0123456789", 2) == std::string_view::npos)
        Add(unsigned(std::stoul(std::string(N.substr(2)))));
      return;
    }
    const auto *D = dyn_cast<DagInit>(E);
    if (!D)
      return;
    const auto *OpDef = dyn_cast<DefInit>(D->getOperator());
    std::string Op = OpDef ? std::string(OpDef->getDef()->getName()) : "";
    auto Eval = [&](unsigned From) {
      std::vector<unsigned> S;
      for (unsigned K = From; K < D->getNumArgs(); ++K)
        mask(D->getArg(K), Lanes, EltBits, S);
      return S;
    };
    auto IntArg = [&](unsigned K) -> int64_t {
      const auto *I = dyn_cast<IntInit>(D->getArg(K));
      return I ? I->getValue() : 0;
    };
    if (Op == "add") {
      for (unsigned V : Eval(0))
        Add(V);
    } else if (Op == "interleave") {
      std::vector<std::vector<unsigned>> Sets;
      size_t Max = 0;
      for (unsigned K = 0; K < D->getNumArgs(); ++K) {
        Sets.emplace_back();
        mask(D->getArg(K), Lanes, EltBits, Sets.back());
        Max = std::max(Max, Sets.back().size());
      }
      for (size_t N = 0; N < Max; ++N)
        for (const auto &S : Sets)
          if (N < S.size())
            Add(S[N]);
    } else if (Op == "decimate" || Op == "rotl" || Op == "rotr") {
      std::vector<unsigned> S;
      mask(D->getArg(0), Lanes, EltBits, S);
      int64_t N = IntArg(1);
      if (S.empty() || N <= 0)
        return;
      if (Op == "decimate") {
        for (size_t K = 0; K < S.size(); K += size_t(N))
          Add(S[K]);
        return;
      }
      size_t Shift = size_t(N) % S.size();
      if (Op == "rotr")
        Shift = (S.size() - Shift) % S.size();
      for (size_t K = 0; K < S.size(); ++K)
        Add(S[(K + Shift) % S.size()]);
    } else if (Op == "highhalf" || Op == "lowhalf") {
      std::vector<unsigned> S = Eval(0);
      size_t Half = S.size() / 2;
      bool High = Op == "highhalf";
      for (size_t K = High ? Half : 0; K < (High ? S.size() : Half); ++K)
        Add(S[K]);
    } else if (Op == "rev") {
      std::vector<unsigned> S = Eval(1);
      int64_t Width = IntArg(0) / int64_t(EltBits);
      if (Width <= 0)
        return;
      for (size_t Start = 0; Start + size_t(Width) <= S.size(); Start += size_t(Width))
        for (int64_t L = Width - 1; L >= 0; --L)
          Add(S[Start + size_t(L)]);
    }
  }

  Value shuffle(const DagInit *D, std::string_view CallPrefix) {
    Value A = arg(D, 0, CallPrefix);
    Value B = arg(D, 1, CallPrefix);
    std::vector<unsigned> Lanes;
    mask(D->getArg(2), A.first.lanes(), A.first.Elt, Lanes);
    std::string S = "__builtin_shufflevector(" + A.second + ", " + B.second;
    for (unsigned L : Lanes)
      S += ", " + std::to_string(L);
    NType T = A.first;
    if (Lanes.size() > T.lanes()) {
      if (Lanes.size() != T.lanes() * 2)
        PrintFatalError(Cur->Def, "Can only double or half the number of elements in a shuffle!");
      twice(T);
    } else if (Lanes.size() < T.lanes()) {
      if (Lanes.size() != T.lanes() / 2)
        PrintFatalError(Cur->Def, "Can only double or half the number of elements in a shuffle!");
      halve(T);
    }
    return {T, S + ")"};
  }

  void halve(NType &T) {
    if (T.Bits == 64)
      PrintFatalError(Cur->Def, "Can't get smaller than 64!");
    T.Bits = 64;
  }
  void twice(NType &T) {
    if (T.Bits == 128)
      PrintFatalError(Cur->Def, "Can't get bigger than 128!");
    T.Bits = 128;
  }
};

void writeTypedefs(OStream &OS, std::string_view Specs) {
  std::vector<std::string> List;
  std::string Cur;
  for (char C : Specs) {
    Cur += C;
    if (C >= 'a' && C <= 'z') {
      List.push_back(Cur);
      Cur.clear();
    }
  }
  for (const std::string &TS : List) {
    NType T = NType::make(TS, ".");
    NType Elt = T;
    Elt.Bits = Elt.Elt;
    Elt.Vecs = 0;
    OS << (T.K == NType::Poly ? "typedef __attribute__((neon_polyvector_type("
                              : "typedef __attribute__((neon_vector_type(")
       << T.lanes() << "))) " << Elt.str() << " " << T.str() << ";\n";
  }
  OS << "\n";
  for (unsigned N = 2; N <= 4; ++N)
    for (const std::string &TS : List) {
      NType VT = NType::make(TS, std::string(1, char('0' + N)));
      OS << "typedef struct " << VT.str() << " {\n  " << NType::make(TS, ".").str() << " val[" << N
         << "];\n} " << VT.str() << ";\n\n";
    }
}

/// Writes every intrinsic: sorted, each after those it calls, with #if
/// blocks for architecture guards.
void writeIntrinsics(OStream &OS, Model &M) {
  Writer W(M);
  for (NIntrinsic *I : M.Defs)
    W.index(*I);
  std::vector<NIntrinsic *> Left = M.Defs;
  std::stable_sort(Left.begin(), Left.end(), [](const NIntrinsic *A, const NIntrinsic *B) {
    return std::tie(A->ArchGuard, A->TargetGuard, A->Name) <
           std::tie(B->ArchGuard, B->TargetGuard, B->Name);
  });
  // Passes in that order: an intrinsic goes out once none of its
  // dependencies is still waiting (one that went out earlier in the same
  // pass counts as out).
  std::unordered_set<const NIntrinsic *> Waiting(Left.begin(), Left.end());
  std::string Guard;
  bool Progress = true;
  std::vector<NIntrinsic *> Still;
  while (!Left.empty() && Progress) {
    Progress = false;
    Still.clear();
    for (NIntrinsic *I : Left) {
      bool Ready = true;
      for (NIntrinsic *D : I->Deps)
        if (Waiting.count(D))
          Ready = false;
      if (!Ready) {
        Still.push_back(I);
        continue;
      }
      if (I->ArchGuard != Guard) {
        if (!Guard.empty())
          OS << "#endif\n";
        Guard = I->ArchGuard;
        if (!Guard.empty())
          OS << "#if " << Guard << "\n";
      }
      OS << W.generate(*I);
      Progress = true;
      Waiting.erase(I);
    }
    Left.swap(Still);
  }
  if (!Left.empty())
    PrintFatalError("Some requirements were not satisfied!");
  if (!Guard.empty())
    OS << "#endif\n";
  OS << "\n#undef __ai\n\n";
}

constexpr std::string_view InlineMacro =
    "#define __ai static __inline__ __attribute__((__always_inline__, __nodebug__))\n\n";

void emitNeon(const RecordKeeper &RK, OStream &OS) {
  Model M;
  M.build(RK);
  OS << "/*===---- arm_neon.h - ARM Neon intrinsics ---------------------------------===\n"
     << License << "\n#ifndef __ARM_NEON_H\n#define __ARM_NEON_H\n\n"
     << "#if !defined(__arm__) && !defined(__aarch64__) && !defined(__arm64ec__)\n"
     << "#error \"<arm_neon.h> is intended only for ARM and AArch64 targets\"\n"
     << "#elif !defined(__ARM_FP)\n"
     << "#error \"NEON intrinsics not available with the soft-float ABI. Please use "
        "-mfloat-abi=softfp or -mfloat-abi=hard\"\n#else\n\n#include <stdint.h>\n\n"
     << "#include <arm_bf16.h>\n#include <arm_vector_types.h>\n"
     << "#if defined(__aarch64__) || defined(__arm64ec__)\n"
     << "typedef uint8_t poly8_t;\ntypedef uint16_t poly16_t;\ntypedef uint64_t poly64_t;\n"
     << "typedef __uint128_t poly128_t;\n#else\ntypedef int8_t poly8_t;\n"
     << "typedef int16_t poly16_t;\ntypedef int64_t poly64_t;\n#endif\n";
  writeTypedefs(OS, "PcQPcPsQPsPlQPl");
  OS << InlineMacro << LaneReverse;
  writeIntrinsics(OS, M);
  OS << "#endif /* if !defined(__ARM_NEON) */\n#endif /* ifndef __ARM_FP */\n";
}

void emitFP16(const RecordKeeper &RK, OStream &OS) {
  Model M;
  M.build(RK);
  OS << "/*===---- arm_fp16.h - ARM FP16 intrinsics ---------------------------------===\n"
     << License << "\n#ifndef __ARM_FP16_H\n#define __ARM_FP16_H\n\n#include <stdint.h>\n\n"
     << "typedef __fp16 float16_t;\n"
     << InlineMacro;
  writeIntrinsics(OS, M);
  OS << "#endif /* __ARM_FP16_H */\n";
}

void emitBF16(const RecordKeeper &RK, OStream &OS) {
  Model M;
  M.build(RK);
  OS << "/*===---- arm_bf16.h - ARM BF16 intrinsics -----------------------------------===\n"
     << " *\n *\n * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.\n"
     << " * See https://llvm.org/LICENSE.txt for license information.\n"
     << " * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception\n *\n"
     << " *===-----------------------------------------------------------------------===\n */\n\n"
     << "#ifndef __ARM_BF16_H\n#define __ARM_BF16_H\n\ntypedef __bf16 bfloat16_t;\n"
     << InlineMacro;
  writeIntrinsics(OS, M);
  OS << "#endif\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ArmNeon, TM_Clang, "gen-arm-neon", "Generate arm_neon.h for clang",
                             emitNeon, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ArmFP16, TM_Clang, "gen-arm-fp16", "Generate arm_fp16.h for clang",
                             emitFP16, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(ArmBF16, TM_Clang, "gen-arm-bf16", "Generate arm_bf16.h for clang",
                             emitBF16, BT_None);

} // namespace tblgen::armneon
