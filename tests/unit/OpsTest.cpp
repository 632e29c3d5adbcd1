//===- OpsTest.cpp - Folding and printing of operator values --------------===//
#include "record/RecordEdit.h"
#include "record/Resolvers.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <gtest/gtest.h>

#include <memory>
#include <vector>

using namespace tblgen;

namespace {

class OpsTest : public ::testing::Test {
protected:
  RecordKeeper RK;
  SourceMgr SM;
  Diagnostics Diags{SM};
  Diagnostics *SavedDiags = nullptr;

  // Expected errors are counted but not printed.
  void SetUp() override {
    Diags.setQuiet(true);
    SavedDiags = currentDiagnostics();
    setCurrentDiagnostics(&Diags);
  }
  void TearDown() override { setCurrentDiagnostics(SavedDiags); }

  const IntInit *I(int64_t V) { return IntInit::get(RK, V); }
  const StringInit *S(std::string_view V) { return StringInit::get(RK, V); }
  const BitInit *B(bool V) { return BitInit::get(RK, V); }
  const RecTy *IntTy() { return IntRecTy::get(RK); }
  const RecTy *StrTy() { return StringRecTy::get(RK); }
  const RecTy *BitTy() { return BitRecTy::get(RK); }
  const VarInit *Var(std::string_view Name, const RecTy *T) { return VarInit::get(Name, T); }
  const ListInit *Ints(std::vector<int64_t> Vs) {
    std::vector<const Init *> Elts;
    for (int64_t V : Vs)
      Elts.push_back(I(V));
    return ListInit::get(Elts, IntTy());
  }
  const ListInit *Strs(std::vector<std::string_view> Vs) {
    std::vector<const Init *> Elts;
    for (auto V : Vs)
      Elts.push_back(S(V));
    return ListInit::get(Elts, StrTy());
  }
  const Init *bin(BinOpInit::BinaryOp Op, const Init *L, const Init *R, const RecTy *T) {
    return BinOpInit::get(Op, L, R, T)->Fold(nullptr);
  }
  const Init *un(UnOpInit::UnaryOp Op, const Init *L, const RecTy *T) {
    return UnOpInit::get(Op, L, T)->Fold(nullptr);
  }
  const Init *tern(TernOpInit::TernaryOp Op, const Init *L, const Init *M, const Init *R,
                   const RecTy *T) {
    return TernOpInit::get(Op, L, M, R, T)->Fold(nullptr);
  }
  Record *addDef(std::string_view Name, const Record *Super = nullptr) {
    auto R = std::make_unique<Record>(Name, std::vector<SrcLoc>{}, RK);
    if (Super)
      RecordEdit::addSuperClass(*R, Super, SrcRange{});
    Record *P = R.get();
    RK.addDef(std::move(R));
    return P;
  }
  Record *addClass(std::string_view Name) {
    auto R = std::make_unique<Record>(Name, std::vector<SrcLoc>{}, RK, Record::RK_Class);
    Record *P = R.get();
    RK.addClass(std::move(R));
    return P;
  }
};

TEST_F(OpsTest, ArithmeticFolds) {
  EXPECT_EQ(bin(BinOpInit::Add, I(1), I(2), IntTy()), I(3));
  EXPECT_EQ(bin(BinOpInit::Sub, I(1), I(2), IntTy()), I(-1));
  EXPECT_EQ(bin(BinOpInit::Mul, I(-3), I(7), IntTy()), I(-21));
  EXPECT_EQ(bin(BinOpInit::Div, I(-7), I(2), IntTy()), I(-3));
  EXPECT_EQ(bin(BinOpInit::And, I(12), I(10), IntTy()), I(8));
  EXPECT_EQ(bin(BinOpInit::Or, I(12), I(10), IntTy()), I(14));
  EXPECT_EQ(bin(BinOpInit::Xor, I(12), I(10), IntTy()), I(6));
  EXPECT_EQ(bin(BinOpInit::Shl, I(1), I(63), IntTy()), I(INT64_MIN));
  EXPECT_EQ(bin(BinOpInit::Sra, I(-8), I(1), IntTy()), I(-4));
  EXPECT_EQ(bin(BinOpInit::Srl, I(-1), I(60), IntTy()), I(15));
  // Bits and bit operands convert to int.
  EXPECT_EQ(bin(BinOpInit::Add, B(true), I(1), IntTy()), I(2));
  // Overflow wraps.
  EXPECT_EQ(bin(BinOpInit::Add, I(INT64_MAX), I(1), IntTy()), I(INT64_MIN));
}

TEST_F(OpsTest, ArithmeticErrors) {
  EXPECT_THROW(bin(BinOpInit::Div, I(1), I(0), IntTy()), FatalError);
  EXPECT_THROW(bin(BinOpInit::Div, I(INT64_MIN), I(-1), IntTy()), FatalError);
  EXPECT_THROW(bin(BinOpInit::Shl, I(1), I(64), IntTy()), FatalError);
  EXPECT_THROW(bin(BinOpInit::Srl, I(1), I(-1), IntTy()), FatalError);
  EXPECT_THROW(un(UnOpInit::Log2, I(0), IntTy()), FatalError);
  EXPECT_THROW(bin(BinOpInit::ListSplat, I(1), I(-1), IntTy()->getListTy()), FatalError);
  EXPECT_EQ(Diags.errorCount(), 6u);
}

TEST_F(OpsTest, Uniquing) {
  const Init *X = Var("x", IntTy());
  EXPECT_EQ(BinOpInit::get(BinOpInit::Add, X, I(1), IntTy()),
            BinOpInit::get(BinOpInit::Add, X, I(1), IntTy()));
  EXPECT_NE(BinOpInit::get(BinOpInit::Add, X, I(1), IntTy()),
            BinOpInit::get(BinOpInit::Sub, X, I(1), IntTy()));
  EXPECT_EQ(UnOpInit::get(UnOpInit::Not, X, IntTy()), UnOpInit::get(UnOpInit::Not, X, IntTy()));
  EXPECT_EQ(TernOpInit::get(TernOpInit::If, X, I(1), I(2), IntTy()),
            TernOpInit::get(TernOpInit::If, X, I(1), I(2), IntTy()));
  const Init *Cs[] = {X};
  const Init *Vs[] = {I(1)};
  EXPECT_EQ(CondOpInit::get(Cs, Vs, IntTy()), CondOpInit::get(Cs, Vs, IntTy()));
}

TEST_F(OpsTest, UnresolvedPrinting) {
  const Init *X = Var("x", IntTy());
  const Init *L = Var("l", IntTy()->getListTy());
  EXPECT_EQ(bin(BinOpInit::Add, X, I(1), IntTy())->getAsString(), "!add(x, 1)");
  EXPECT_EQ(un(UnOpInit::Cast, X, StrTy())->getAsString(), "!cast<string>(x)");
  EXPECT_EQ(un(UnOpInit::Not, X, IntTy())->getAsString(), "!not(x)");
  EXPECT_EQ(bin(BinOpInit::ListElem, L, I(0), IntTy())->getAsString(), "l[0]");
  EXPECT_EQ(bin(BinOpInit::ListSlice, L, Ints({0, 2}), IntTy()->getListTy())->getAsString(),
            "l[[0, 2]]");
  EXPECT_EQ(bin(BinOpInit::RangeC, X, I(5), IntTy()->getListTy())->getAsString(), "x...5");
  EXPECT_EQ(bin(BinOpInit::StrConcat, Var("s", StrTy()), S("a"), StrTy())->getAsString(),
            "!strconcat(s, \"a\")");
  EXPECT_EQ(bin(BinOpInit::GetDagArg, Var("d", DagRecTy::get(RK)), I(0), IntTy())->getAsString(),
            "!getdagarg<int>(d, 0)");
  EXPECT_EQ(tern(TernOpInit::If, Var("c", BitTy()), I(1), I(2), IntTy())->getAsString(),
            "!if(c, 1, 2)");
  EXPECT_EQ(tern(TernOpInit::Foreach, S("i"), L,
                 BinOpInit::get(BinOpInit::Add, Var("i", IntTy()), I(1), IntTy()),
                 IntTy()->getListTy())
                ->getAsString(),
            "!foreach(i, l, !add(i, 1))");
  EXPECT_EQ(tern(TernOpInit::Range, I(0), X, I(1), IntTy()->getListTy())->getAsString(),
            "!range(0, x, 1)");
  const Init *Cs[] = {Var("c", BitTy()), B(true)};
  const Init *Vs[] = {I(1), I(2)};
  EXPECT_EQ(CondOpInit::get(Cs, Vs, IntTy())->Fold(nullptr)->getAsString(),
            "!cond(c: 1, 1: 2)");
}

TEST_F(OpsTest, StringOps) {
  EXPECT_EQ(bin(BinOpInit::StrConcat, S("ab"), S("cd"), StrTy()), S("abcd"));
  EXPECT_EQ(BinOpInit::getStrConcat(S("ab"), S("cd")), S("abcd"));
  // The paste helper leaves non-strings as an unfolded operator.
  const Init *P = BinOpInit::getStrConcat(Var("x", StrTy()), S("cd"));
  ASSERT_TRUE(isa<BinOpInit>(P));
  EXPECT_EQ(P->getAsString(), "!strconcat(x, \"cd\")");
  // Either side being code makes the result code.
  const StringInit *C1 = StringInit::get(RK, "a", StringInit::SF_Code);
  const StringInit *C2 = StringInit::get(RK, "b", StringInit::SF_Code);
  EXPECT_EQ(BinOpInit::getStrConcat(C1, C2), StringInit::get(RK, "ab", StringInit::SF_Code));
  EXPECT_EQ(BinOpInit::getStrConcat(S("a"), C2), StringInit::get(RK, "ab", StringInit::SF_Code));
  EXPECT_EQ(BinOpInit::getStrConcat(S("a"), S("b")), S("ab"));
  // !interleave ignores the format of the first element.
  const Init *CodeFirst[] = {C1, S("b")};
  EXPECT_EQ(bin(BinOpInit::Interleave, ListInit::get(CodeFirst, StrTy()), S(","), StrTy()),
            S("a,b"));
  const Init *CodeSecond[] = {S("b"), C1};
  EXPECT_EQ(bin(BinOpInit::Interleave, ListInit::get(CodeSecond, StrTy()), S(","), StrTy()),
            StringInit::get(RK, "b,a", StringInit::SF_Code));

  EXPECT_EQ(un(UnOpInit::ToLower, S("AbC1"), StrTy()), S("abc1"));
  EXPECT_EQ(un(UnOpInit::ToUpper, S("AbC1"), StrTy()), S("ABC1"));
  EXPECT_EQ(un(UnOpInit::Size, S("hello"), IntTy()), I(5));
  EXPECT_EQ(un(UnOpInit::Empty, S(""), BitTy()), I(1));
  EXPECT_EQ(tern(TernOpInit::Subst, S("l"), S("L"), S("hello"), StrTy()), S("heLLo"));
  EXPECT_EQ(tern(TernOpInit::Substr, S("hello"), I(1), I(3), StrTy()), S("ell"));
  EXPECT_EQ(tern(TernOpInit::Substr, S("hello"), I(3), I(99), StrTy()), S("lo"));
  EXPECT_EQ(tern(TernOpInit::Find, S("hello"), S("l"), I(0), IntTy()), I(2));
  EXPECT_EQ(tern(TernOpInit::Find, S("hello"), S("l"), I(4), IntTy()), I(-1));
  EXPECT_EQ(bin(BinOpInit::Interleave, Strs({"a", "b", "c"}), S(", "), StrTy()), S("a, b, c"));
  EXPECT_EQ(bin(BinOpInit::Interleave, Ints({1, 2}), S("-"), StrTy()), S("1-2"));
  EXPECT_EQ(bin(BinOpInit::Interleave, Strs({}), S("-"), StrTy()), S(""));
  EXPECT_EQ(bin(BinOpInit::Match, S("abc123"), S("[0-9]+$"), BitTy()), B(true));
  EXPECT_EQ(bin(BinOpInit::Match, S("abc"), S("^b"), BitTy()), B(false));
  EXPECT_THROW(bin(BinOpInit::Match, S("abc"), S("(("), BitTy()), FatalError);
}

TEST_F(OpsTest, RegexDialect) {
  // Patterns follow the BSD regcomp that llvm::Regex uses.
  auto Matches = [&](std::string_view Str, std::string_view Re) {
    return bin(BinOpInit::Match, S(Str), S(Re), BitTy()) == B(true);
  };
  for (const char *Bad : {"", "a|", "|a", "(a|)", "a**", "a+?", "^*", "*a", "a{1", "a{2,1}",
                          "[[:foo:]]", "[b-a]", "\\1", "(a", "a)", "a{1}{2}"})
    EXPECT_THROW(bin(BinOpInit::Match, S("a"), S(Bad), BitTy()), FatalError) << Bad;
  EXPECT_TRUE(Matches("w", "^\\w$"));
  EXPECT_FALSE(Matches("x", "\\w"));
  EXPECT_TRUE(Matches("aa", "^(a)\\1$"));
  EXPECT_TRUE(Matches("a{", "a{"));
  EXPECT_TRUE(Matches("{x}", "^{x}$"));
  EXPECT_TRUE(Matches("aaa", "^a{2,}$"));
  EXPECT_FALSE(Matches("aaa", "^a{1,2}$"));
  EXPECT_TRUE(Matches("Ab1", "^[[:alpha:]]+[[:digit:]]$"));
  EXPECT_TRUE(Matches("a-b", "[]-]"));
  EXPECT_TRUE(Matches("x y", "x[[:<:]]y") == false);
  EXPECT_TRUE(Matches("x y", "[[:<:]]y"));
  EXPECT_TRUE(Matches("a.b", "a[.]b"));
  EXPECT_FALSE(Matches("axb", "a[.]b"));
  EXPECT_TRUE(Matches("a.b", "a\\.b"));
}

TEST_F(OpsTest, Comparisons) {
  EXPECT_EQ(bin(BinOpInit::Eq, S("a"), S("a"), BitTy()), B(true));
  EXPECT_EQ(bin(BinOpInit::Ne, S("a"), S("a"), BitTy()), B(false));
  EXPECT_EQ(bin(BinOpInit::Lt, S("a"), S("b"), BitTy()), B(true));
  EXPECT_EQ(bin(BinOpInit::Eq, I(3), I(3), BitTy()), B(true));
  EXPECT_EQ(bin(BinOpInit::Ge, I(2), I(3), BitTy()), B(false));
  EXPECT_EQ(bin(BinOpInit::Eq, B(true), I(1), BitTy()), B(true));
  // Incomparable operands stay unfolded.
  const Init *Mixed = bin(BinOpInit::Eq, S("1"), I(1), BitTy());
  EXPECT_TRUE(isa<BinOpInit>(Mixed));
  EXPECT_EQ(Mixed->getAsString(), "!eq(\"1\", 1)");
}

TEST_F(OpsTest, ListOps) {
  const RecTy *LT = IntTy()->getListTy();
  EXPECT_EQ(bin(BinOpInit::ListConcat, Ints({1}), Ints({2, 3}), LT), Ints({1, 2, 3}));
  EXPECT_EQ(BinOpInit::getListConcat(Ints({1}), Ints({2})), Ints({1, 2}));
  EXPECT_EQ(bin(BinOpInit::ListSplat, I(7), I(3), LT), Ints({7, 7, 7}));
  EXPECT_EQ(bin(BinOpInit::ListRemove, Ints({1, 2, 3, 2}), Ints({2}), LT), Ints({1, 3}));
  EXPECT_EQ(bin(BinOpInit::ListElem, Ints({5, 6}), I(1), IntTy()), I(6));
  EXPECT_TRUE(isa<BinOpInit>(bin(BinOpInit::ListElem, Ints({5, 6}), I(2), IntTy())));
  EXPECT_EQ(bin(BinOpInit::ListSlice, Ints({5, 6, 7}), Ints({2, 0}), LT), Ints({7, 5}));
  EXPECT_EQ(bin(BinOpInit::RangeC, I(1), I(3), LT), Ints({1, 2, 3}));
  EXPECT_EQ(bin(BinOpInit::RangeC, I(3), I(1), LT), Ints({3, 2, 1}));
  EXPECT_EQ(tern(TernOpInit::Range, I(0), I(5), I(2), LT), Ints({0, 2, 4}));
  EXPECT_EQ(tern(TernOpInit::Range, I(5), I(0), I(-2), LT), Ints({5, 3, 1}));
  EXPECT_EQ(tern(TernOpInit::Range, I(5), I(0), I(1), LT), Ints({}));
  EXPECT_EQ(un(UnOpInit::Head, Ints({4, 5}), IntTy()), I(4));
  EXPECT_EQ(un(UnOpInit::Tail, Ints({4, 5}), LT), Ints({5}));
  EXPECT_EQ(un(UnOpInit::Size, Ints({4, 5}), IntTy()), I(2));
  EXPECT_EQ(un(UnOpInit::Empty, Ints({}), BitTy()), I(1));
  const Init *Nested[] = {Ints({1}), Ints({2, 3})};
  EXPECT_EQ(un(UnOpInit::ListFlatten, ListInit::get(Nested, LT), LT), Ints({1, 2, 3}));
  EXPECT_EQ(un(UnOpInit::ListFlatten, Ints({1}), LT), Ints({1}));
}

TEST_F(OpsTest, UnaryMisc) {
  EXPECT_EQ(un(UnOpInit::Not, I(0), BitTy()), I(1));
  EXPECT_EQ(un(UnOpInit::Not, B(true), BitTy()), I(0));
  EXPECT_EQ(un(UnOpInit::Log2, I(1), IntTy()), I(0));
  EXPECT_EQ(un(UnOpInit::Log2, I(1025), IntTy()), I(10));
  EXPECT_EQ(un(UnOpInit::Cast, I(42), StrTy()), S("42"));
  EXPECT_EQ(un(UnOpInit::Cast, S("x"), StrTy()), S("x"));
  EXPECT_EQ(un(UnOpInit::Initialized, UnsetInit::get(RK), BitTy()), I(0));
  EXPECT_EQ(un(UnOpInit::Initialized, I(3), BitTy()), I(1));
  EXPECT_EQ(un(UnOpInit::Repr, I(3), StrTy()), S("3"));
  EXPECT_EQ(un(UnOpInit::Repr, S("q"), StrTy()), S("\"q\""));
}

TEST_F(OpsTest, IfAndCond) {
  EXPECT_EQ(tern(TernOpInit::If, B(true), I(1), I(2), IntTy()), I(1));
  EXPECT_EQ(tern(TernOpInit::If, I(0), I(1), I(2), IntTy()), I(2));
  const Init *Cs[] = {B(false), I(3)};
  const Init *Vs[] = {S("a"), S("b")};
  EXPECT_EQ(CondOpInit::get(Cs, Vs, StrTy())->Fold(nullptr), S("b"));
  const Init *NoCs[] = {B(false)};
  const Init *NoVs[] = {S("a")};
  EXPECT_THROW(CondOpInit::get(NoCs, NoVs, StrTy())->Fold(nullptr), FatalError);
}

TEST_F(OpsTest, ForeachFilterFold) {
  const RecTy *LT = IntTy()->getListTy();
  const VarInit *It = Var("i", IntTy());
  const Init *Body = BinOpInit::get(BinOpInit::Add, It, I(10), IntTy());
  // The loop variable is given by name, as the parser builds it.
  EXPECT_EQ(tern(TernOpInit::Foreach, S("i"), Ints({1, 2, 3}), Body, LT), Ints({11, 12, 13}));

  const Init *Pred = BinOpInit::get(BinOpInit::Gt, It, I(1), BitTy());
  EXPECT_EQ(tern(TernOpInit::Filter, S("i"), Ints({1, 2, 3}), Pred, LT), Ints({2, 3}));

  const VarInit *Acc = Var("acc", IntTy());
  const Init *Sum = BinOpInit::get(BinOpInit::Add, Acc, It, IntTy());
  const Init *F = FoldOpInit::get(I(0), Ints({1, 2, 3, 4}), S("acc"), S("i"), Sum, IntTy())->Fold(nullptr);
  EXPECT_EQ(F, I(10));
  const Init *Unres =
      FoldOpInit::get(I(0), Var("l", LT), S("acc"), S("i"), Sum, IntTy())->Fold(nullptr);
  EXPECT_EQ(Unres->getAsString(), "!foldl(0, l, acc, i, !add(acc, i))");
}

TEST_F(OpsTest, ResolveThroughMap) {
  const VarInit *X = Var("x", IntTy());
  const Init *E = BinOpInit::get(BinOpInit::Add, X, I(1), IntTy());
  MapResolver R;
  R.set(X->getNameInit(), I(4));
  EXPECT_EQ(E->resolveReferences(R), I(5));

  // !and with a false left operand short-circuits.
  const Init *A = BinOpInit::get(BinOpInit::And, X, Var("y", IntTy()), IntTy());
  MapResolver R0;
  R0.set(X->getNameInit(), I(0));
  EXPECT_EQ(A->resolveReferences(R0), I(0));

  // !foreach resolves outer variables in its body, then folds.
  const VarInit *It = Var("i", IntTy());
  const Init *Each = TernOpInit::get(TernOpInit::Foreach, S("i"), Var("l", IntTy()->getListTy()),
                                     BinOpInit::get(BinOpInit::Add, It, X, IntTy()),
                                     IntTy()->getListTy());
  MapResolver R2;
  R2.set(X->getNameInit(), I(1));
  R2.set(StringInit::get(RK, "l"), Ints({1, 2}));
  EXPECT_EQ(Each->resolveReferences(R2), Ints({2, 3}));
}

TEST_F(OpsTest, Bits) {
  const Init *Cmp = BinOpInit::get(BinOpInit::Eq, Var("x", IntTy()), I(1), BitTy());
  EXPECT_EQ(Cmp->getBit(0), Cmp);
  const Init *Sum = BinOpInit::get(BinOpInit::Add, Var("x", IntTy()), I(1), IntTy());
  EXPECT_TRUE(isa<VarBitInit>(Sum->getBit(2)));
  EXPECT_EQ(Sum->getBit(2)->getAsString(), "!add(x, 1){2}");
  // !isa is typed int and always takes a bit reference.
  Record *A = addClass("A");
  const Init *IsA = IsAOpInit::get(RecordRecTy::get(A), Var("r", RecordRecTy::get(A)));
  EXPECT_EQ(cast<TypedInit>(IsA)->getType(), IntTy());
}

TEST_F(OpsTest, RecordOps) {
  Record *A = addClass("A");
  Record *Foo = addDef("foo", A);
  Record *Bar = addDef("bar");
  const RecTy *ATy = RecordRecTy::get(A);

  EXPECT_EQ(un(UnOpInit::Cast, S("foo"), ATy), Foo->getDefInit());
  EXPECT_EQ(un(UnOpInit::Cast, Foo->getDefInit(), StrTy()), S("foo"));
  // An unknown name stays unresolved until the final resolution.
  EXPECT_TRUE(isa<UnOpInit>(un(UnOpInit::Cast, S("nope"), ATy)));
  EXPECT_THROW(UnOpInit::get(UnOpInit::Cast, S("nope"), ATy)->Fold(nullptr, true), FatalError);
  EXPECT_THROW(un(UnOpInit::Cast, S("bar"), ATy), FatalError);

  EXPECT_EQ(ExistsOpInit::get(ATy, S("foo"))->Fold(nullptr), I(1));
  EXPECT_EQ(ExistsOpInit::get(ATy, S("bar"))->Fold(nullptr), I(0));
  EXPECT_TRUE(isa<ExistsOpInit>(ExistsOpInit::get(ATy, S("zz"))->Fold(nullptr)));
  EXPECT_EQ(ExistsOpInit::get(ATy, S("zz"))->Fold(nullptr, true), I(0));

  EXPECT_EQ(IsAOpInit::get(ATy, Foo->getDefInit())->Fold(), I(1));
  EXPECT_EQ(IsAOpInit::get(ATy, Bar->getDefInit())->Fold(), I(0));
  EXPECT_EQ(IsAOpInit::get(IntTy(), S("x"))->Fold(), I(0));
  EXPECT_EQ(IsAOpInit::get(ATy, Var("v", ATy))->Fold(), I(1));

  EXPECT_EQ(bin(BinOpInit::Eq, Foo->getDefInit(), Foo->getDefInit(), BitTy()), B(true));
  EXPECT_EQ(bin(BinOpInit::Ne, Foo->getDefInit(), Bar->getDefInit(), BitTy()), B(true));

  const Init *Inst = InstancesOpInit::get(ATy, S("f.*"))->Fold(nullptr);
  const Init *FooOnly[] = {Foo->getDefInit()};
  EXPECT_EQ(Inst, ListInit::get(FooOnly, ATy));
}

TEST_F(OpsTest, DagOps) {
  Record *Op = addDef("op");
  Record *Op2 = addDef("op2");
  const Init *Args[] = {I(1), I(2)};
  const StringInit *Names[] = {S("a"), nullptr};
  const DagInit *D = DagInit::get(Op->getDefInit(), S("n"), Args, Names);
  const RecTy *DT = DagRecTy::get(RK);

  EXPECT_EQ(un(UnOpInit::Size, D, IntTy()), I(2));
  EXPECT_EQ(un(UnOpInit::GetDagOpName, D, StrTy()), S("n"));
  EXPECT_EQ(bin(BinOpInit::GetDagArg, D, S("a"), IntTy()), I(1));
  EXPECT_EQ(bin(BinOpInit::GetDagArg, D, I(1), IntTy()), I(2));
  EXPECT_EQ(bin(BinOpInit::GetDagArg, D, I(1), StrTy()), UnsetInit::get(RK));
  EXPECT_THROW(bin(BinOpInit::GetDagArg, D, I(5), IntTy()), FatalError);
  EXPECT_EQ(bin(BinOpInit::GetDagName, D, I(0), StrTy()), S("a"));
  EXPECT_EQ(bin(BinOpInit::GetDagName, D, I(1), StrTy()), UnsetInit::get(RK));
  EXPECT_EQ(bin(BinOpInit::SetDagOp, D, Op2->getDefInit(), DT)->getAsString(), "(op2 1:$a, 2)");
  EXPECT_EQ(bin(BinOpInit::SetDagOpName, D, S("m"), DT)->getAsString(), "(op:$m 1:$a, 2)");
  EXPECT_EQ(tern(TernOpInit::SetDagArg, D, I(1), I(9), DT)->getAsString(), "(op:$n 1:$a, 9)");
  EXPECT_EQ(tern(TernOpInit::SetDagName, D, S("a"), S("z"), DT)->getAsString(),
            "(op:$n 1:$z, 2)");
  EXPECT_EQ(bin(BinOpInit::Concat, D, D, DT)->getAsString(), "(op:$n 1:$a, 2, 1:$a, 2)");
  EXPECT_THROW(bin(BinOpInit::Concat, D, DagInit::get(Op2->getDefInit(), nullptr, Args, Names), DT),
               FatalError);
  EXPECT_EQ(tern(TernOpInit::Dag, Op->getDefInit(), Ints({1, 2}), Strs({"x", "y"}), DT)
                ->getAsString(),
            "(op 1:$x, 2:$y)");
  EXPECT_EQ(tern(TernOpInit::Foreach, S("e"), D,
                 BinOpInit::get(BinOpInit::Mul, Var("e", IntTy()), I(3), IntTy()), DT)
                ->getAsString(),
            "(!mul(op, 3):$n 3:$a, 6)");
}

} // namespace
