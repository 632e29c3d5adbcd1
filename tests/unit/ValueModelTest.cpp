//===- ValueModelTest.cpp - Types, values, fields, records, the keeper ----===//
//
// The data model under the parser: interning (equal values and types are
// the same object), type compatibility (typeIsConvertibleTo, typeIsA,
// resolveTypes), value conversions, RecordVal::setValue, the order of
// superclasses, and RecordKeeper lookups.
//
//===----------------------------------------------------------------------===//

#include "parse/Parser.h"
#include "record/RecordEdit.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

using namespace tblgen;

namespace {

class ValueModelTest : public ::testing::Test {
protected:
  RecordKeeper RK;

  const IntInit *I(int64_t V) { return IntInit::get(RK, V); }
  const BitInit *B(bool V) { return BitInit::get(RK, V); }
  const StringInit *S(std::string_view V) { return StringInit::get(RK, V); }
  const StringInit *Code(std::string_view V) {
    return StringInit::get(RK, V, StringInit::SF_Code);
  }
  const RecTy *IntTy() { return IntRecTy::get(RK); }
  const RecTy *BitTy() { return BitRecTy::get(RK); }
  const RecTy *StrTy() { return StringRecTy::get(RK); }
  const RecTy *DagTy() { return DagRecTy::get(RK); }
  const RecTy *BitsTy(unsigned N) { return BitsRecTy::get(RK, N); }
  const BitsInit *Bits(std::vector<bool> LowToHigh) {
    std::vector<const Init *> Bs;
    for (bool V : LowToHigh)
      Bs.push_back(B(V));
    return BitsInit::get(RK, Bs);
  }
  const ListInit *Ints(std::vector<int64_t> Vs) {
    std::vector<const Init *> Elts;
    for (int64_t V : Vs)
      Elts.push_back(I(V));
    return ListInit::get(Elts, IntTy());
  }
  Record *addClass(std::string_view Name, std::vector<const Record *> Supers = {}) {
    auto R = std::make_unique<Record>(Name, std::vector<SrcLoc>{}, RK, Record::RK_Class);
    for (const Record *Sup : Supers) {
      for (const auto &P : Sup->getSuperClasses())
        RecordEdit::addSuperClass(*R, P.first, P.second);
      RecordEdit::addSuperClass(*R, Sup, SrcRange{});
    }
    Record *P = R.get();
    RK.addClass(std::move(R));
    return P;
  }
  Record *addDef(std::string_view Name, std::vector<const Record *> Supers = {}) {
    auto R = std::make_unique<Record>(Name, std::vector<SrcLoc>{}, RK);
    for (const Record *Sup : Supers) {
      for (const auto &P : Sup->getSuperClasses())
        RecordEdit::addSuperClass(*R, P.first, P.second);
      RecordEdit::addSuperClass(*R, Sup, SrcRange{});
    }
    Record *P = R.get();
    RK.addDef(std::move(R));
    return P;
  }
};

/// Parses Text (named "model.td") with the real front end.
struct Parsed {
  SourceMgr SM;
  std::FILE *Err = std::tmpfile();
  Diagnostics Diags{SM, Err};
  RecordKeeper Records;
  bool OK = false;

  explicit Parsed(std::string Text, bool ExactAllocationStats = true) {
    unsigned Buf = SM.addBuffer("model.td", std::move(Text), SrcLoc());
    Records.setInputFilename("model.td");
    if (ExactAllocationStats)
      Records.enableAllocationModel();
    OK = parseTableGen(SM, Diags, Records, Buf, ParseOptions()) && !Diags.hasErrors();
  }
  ~Parsed() { std::fclose(Err); }
};

//===----------------------------------------------------------------------===//
// Interning
//===----------------------------------------------------------------------===//

TEST_F(ValueModelTest, EqualValuesAreTheSameObject) {
  EXPECT_EQ(I(42), I(42));
  EXPECT_NE(I(42), I(43));
  EXPECT_EQ(I(INT64_MIN), I(INT64_MIN));
  EXPECT_EQ(B(true), B(true));
  EXPECT_NE(B(true), B(false));
  EXPECT_EQ(UnsetInit::get(RK), UnsetInit::get(RK));

  // Strings are interned by text and format: code differs from string.
  EXPECT_EQ(S("abc"), S(std::string("ab") + "c"));
  EXPECT_NE(S("abc"), Code("abc"));
  EXPECT_EQ(Code("abc"), Code("abc"));
  EXPECT_TRUE(Code("abc")->hasCodeFormat());
  EXPECT_FALSE(S("abc")->hasCodeFormat());
  EXPECT_EQ(S(""), S(""));
  // A NUL byte is part of the text.
  EXPECT_NE(S(std::string_view("a\0b", 3)), S("a"));

  EXPECT_EQ(Bits({true, false, true}), Bits({true, false, true}));
  EXPECT_NE(Bits({true, false, true}), Bits({true, false, false}));
  EXPECT_NE(Bits({true}), Bits({true, false}));

  // Lists: same elements and element type.
  EXPECT_EQ(Ints({1, 2, 3}), Ints({1, 2, 3}));
  EXPECT_NE(Ints({1, 2, 3}), Ints({1, 2}));
  EXPECT_EQ(ListInit::get({}, IntTy()), ListInit::get({}, IntTy()));
  EXPECT_NE(ListInit::get({}, IntTy()), ListInit::get({}, StrTy()));

  // Variables: same name and type.
  EXPECT_EQ(VarInit::get("x", IntTy()), VarInit::get("x", IntTy()));
  EXPECT_NE(VarInit::get("x", IntTy()), VarInit::get("x", StrTy()));
  EXPECT_NE(VarInit::get("x", IntTy()), VarInit::get("y", IntTy()));
  const VarInit *X = VarInit::get("x", BitsTy(4));
  EXPECT_EQ(VarBitInit::get(X, 2), VarBitInit::get(X, 2));
  EXPECT_NE(VarBitInit::get(X, 2), VarBitInit::get(X, 1));
}

TEST_F(ValueModelTest, RecordsDagsAndArguments) {
  Record *Op = addDef("op");
  const DefInit *D = Op->getDefInit();
  EXPECT_EQ(D, DefInit::get(Op));
  EXPECT_EQ(D->getDef(), Op);

  const Init *Args[] = {I(1), S("two")};
  const StringInit *Names[] = {S("a"), nullptr};
  const DagInit *Dag1 = DagInit::get(D, nullptr, Args, Names);
  EXPECT_EQ(Dag1, DagInit::get(D, nullptr, Args, Names));
  EXPECT_NE(Dag1, DagInit::get(D, S("n"), Args, Names));
  const StringInit *OtherNames[] = {S("b"), nullptr};
  EXPECT_NE(Dag1, DagInit::get(D, nullptr, Args, OtherNames));
  EXPECT_EQ(Dag1->getAsString(), "(op 1:$a, \"two\")");

  EXPECT_EQ(ArgumentInit::get(I(1), 0u), ArgumentInit::get(I(1), 0u));
  EXPECT_NE(ArgumentInit::get(I(1), 0u), ArgumentInit::get(I(1), 1u));
  EXPECT_NE(ArgumentInit::get(I(1), 0u), ArgumentInit::get(I(1), S("x")));
  EXPECT_EQ(ArgumentInit::get(I(1), S("x")), ArgumentInit::get(I(1), S("x")));
}

TEST_F(ValueModelTest, EqualTypesAreTheSameObject) {
  EXPECT_EQ(IntRecTy::get(RK), IntTy());
  EXPECT_EQ(BitsTy(4), BitsTy(4));
  EXPECT_NE(BitsTy(4), BitsTy(5));
  EXPECT_EQ(IntTy()->getListTy(), ListRecTy::get(IntTy()));
  EXPECT_EQ(IntTy()->getListTy()->getListTy(), ListRecTy::get(ListRecTy::get(IntTy())));
  EXPECT_NE(IntTy()->getListTy(), StrTy()->getListTy());

  // Record types are sets of classes: the order does not matter.
  Record *A = addClass("A");
  Record *Bc = addClass("B");
  const Record *AB[] = {A, Bc};
  const Record *BA[] = {Bc, A};
  EXPECT_EQ(RecordRecTy::get(RK, AB), RecordRecTy::get(RK, BA));
  EXPECT_EQ(RecordRecTy::get(RK, AB)->getAsString(), "{A, B}");
  EXPECT_EQ(RecordRecTy::get(A), RecordRecTy::get(A));
  EXPECT_NE(RecordRecTy::get(A), RecordRecTy::get(Bc));
  EXPECT_EQ(RecordRecTy::get(A)->getAsString(), "A");
  EXPECT_EQ(RecordRecTy::get(RK, {})->getAsString(), "{}");

  EXPECT_EQ(BitsTy(8)->getAsString(), "bits<8>");
  EXPECT_EQ(DagTy()->getListTy()->getAsString(), "list<dag>");
}

//===----------------------------------------------------------------------===//
// Type compatibility
//===----------------------------------------------------------------------===//

TEST_F(ValueModelTest, TypeIsConvertibleTo) {
  // bit, bits and int convert to each other (bits only at the same width,
  // and to bit only when one bit wide).
  EXPECT_TRUE(BitTy()->typeIsConvertibleTo(IntTy()));
  EXPECT_TRUE(IntTy()->typeIsConvertibleTo(BitTy()));
  EXPECT_TRUE(IntTy()->typeIsConvertibleTo(BitsTy(7)));
  EXPECT_TRUE(BitsTy(7)->typeIsConvertibleTo(IntTy()));
  EXPECT_TRUE(BitsTy(7)->typeIsConvertibleTo(BitsTy(7)));
  EXPECT_FALSE(BitsTy(7)->typeIsConvertibleTo(BitsTy(8)));
  EXPECT_TRUE(BitsTy(1)->typeIsConvertibleTo(BitTy()));
  EXPECT_FALSE(BitsTy(2)->typeIsConvertibleTo(BitTy()));
  EXPECT_TRUE(BitTy()->typeIsConvertibleTo(BitsTy(1)));
  EXPECT_FALSE(BitTy()->typeIsConvertibleTo(BitsTy(2)));

  // Strings, dags: only to themselves.
  EXPECT_TRUE(StrTy()->typeIsConvertibleTo(StrTy()));
  EXPECT_FALSE(StrTy()->typeIsConvertibleTo(IntTy()));
  EXPECT_FALSE(IntTy()->typeIsConvertibleTo(StrTy()));
  EXPECT_TRUE(DagTy()->typeIsConvertibleTo(DagTy()));
  EXPECT_FALSE(DagTy()->typeIsConvertibleTo(StrTy()));

  // Lists follow their elements.
  EXPECT_TRUE(IntTy()->getListTy()->typeIsConvertibleTo(BitsTy(3)->getListTy()));
  EXPECT_FALSE(StrTy()->getListTy()->typeIsConvertibleTo(IntTy()->getListTy()));
  EXPECT_FALSE(IntTy()->getListTy()->typeIsConvertibleTo(IntTy()));

  // Records: a subclass converts to its superclasses.
  Record *A = addClass("A");
  Record *Bc = addClass("B", {A});
  Record *C = addClass("C");
  Record *D = addClass("D", {Bc, C});
  EXPECT_TRUE(RecordRecTy::get(Bc)->typeIsConvertibleTo(RecordRecTy::get(A)));
  EXPECT_FALSE(RecordRecTy::get(A)->typeIsConvertibleTo(RecordRecTy::get(Bc)));
  EXPECT_TRUE(RecordRecTy::get(D)->typeIsConvertibleTo(RecordRecTy::get(A)));
  const Record *AC[] = {A, C};
  EXPECT_TRUE(RecordRecTy::get(D)->typeIsConvertibleTo(RecordRecTy::get(RK, AC)));
  EXPECT_FALSE(RecordRecTy::get(Bc)->typeIsConvertibleTo(RecordRecTy::get(RK, AC)));
  // Every record type converts to the empty record type.
  EXPECT_TRUE(RecordRecTy::get(C)->typeIsConvertibleTo(RecordRecTy::get(RK, {})));
  EXPECT_FALSE(RecordRecTy::get(C)->typeIsConvertibleTo(StrTy()));
}

TEST_F(ValueModelTest, TypeIsA) {
  EXPECT_TRUE(BitsTy(4)->typeIsA(BitsTy(4)));
  EXPECT_FALSE(BitsTy(4)->typeIsA(BitsTy(5)));
  EXPECT_FALSE(BitTy()->typeIsA(IntTy())); // convertible, but not the same
  EXPECT_TRUE(IntTy()->getListTy()->typeIsA(IntTy()->getListTy()));
  EXPECT_FALSE(IntTy()->getListTy()->typeIsA(BitsTy(2)->getListTy()));
  Record *A = addClass("A");
  Record *Bc = addClass("B", {A});
  EXPECT_TRUE(RecordRecTy::get(Bc)->typeIsA(RecordRecTy::get(A)));
  EXPECT_FALSE(RecordRecTy::get(A)->typeIsA(RecordRecTy::get(Bc)));
  EXPECT_TRUE(RecordRecTy::get(Bc)->getListTy()->typeIsA(RecordRecTy::get(A)->getListTy()));
}

TEST_F(ValueModelTest, ResolveTypes) {
  EXPECT_EQ(resolveTypes(IntTy(), IntTy()), IntTy());
  // One side converts to the other: the other.
  EXPECT_EQ(resolveTypes(BitTy(), IntTy()), IntTy());
  EXPECT_EQ(resolveTypes(BitsTy(3), IntTy()), IntTy());
  EXPECT_EQ(resolveTypes(StrTy(), IntTy()), nullptr);
  EXPECT_EQ(resolveTypes(BitsTy(1), BitsTy(2)), nullptr);
  EXPECT_EQ(resolveTypes(DagTy(), DagTy()), DagTy());
  // Lists resolve their elements.
  EXPECT_EQ(resolveTypes(StrTy()->getListTy(), StrTy()->getListTy()), StrTy()->getListTy());
  EXPECT_EQ(resolveTypes(StrTy()->getListTy(), IntTy()->getListTy()), nullptr);

  // Records: the most specific common superclasses.
  Record *A = addClass("A");
  Record *Bc = addClass("B", {A});
  Record *C = addClass("C", {A});
  Record *D = addClass("D", {Bc});
  Record *X = addClass("X");
  EXPECT_EQ(resolveTypes(RecordRecTy::get(Bc), RecordRecTy::get(C)), RecordRecTy::get(A));
  EXPECT_EQ(resolveTypes(RecordRecTy::get(D), RecordRecTy::get(Bc)), RecordRecTy::get(Bc));
  EXPECT_EQ(resolveTypes(RecordRecTy::get(D), RecordRecTy::get(C)), RecordRecTy::get(A));
  // Nothing in common: the empty record type (any record).
  EXPECT_EQ(resolveTypes(RecordRecTy::get(X), RecordRecTy::get(A)), RecordRecTy::get(RK, {}));
  EXPECT_EQ(resolveTypes(RecordRecTy::get(Bc)->getListTy(), RecordRecTy::get(C)->getListTy()),
            RecordRecTy::get(A)->getListTy());
  EXPECT_EQ(resolveTypes(RecordRecTy::get(A), IntTy()), nullptr);
}

//===----------------------------------------------------------------------===//
// Value conversions
//===----------------------------------------------------------------------===//

TEST_F(ValueModelTest, IntBitsBitConversions) {
  // int -> bits<n>: the low bits, when the value fits (as unsigned or as
  // a negative two's complement number).
  EXPECT_EQ(I(5)->convertInitializerTo(BitsTy(4)), Bits({true, false, true, false}));
  EXPECT_EQ(I(-1)->convertInitializerTo(BitsTy(3)), Bits({true, true, true}));
  EXPECT_EQ(I(-4)->convertInitializerTo(BitsTy(3)), Bits({false, false, true}));
  EXPECT_EQ(I(16)->convertInitializerTo(BitsTy(4)), nullptr);
  EXPECT_EQ(I(-5)->convertInitializerTo(BitsTy(3)), nullptr);
  EXPECT_EQ(I(0)->convertInitializerTo(BitsTy(0)), Bits({}));
  // int -> bit: only 0 and 1.
  EXPECT_EQ(I(1)->convertInitializerTo(BitTy()), B(true));
  EXPECT_EQ(I(0)->convertInitializerTo(BitTy()), B(false));
  EXPECT_EQ(I(2)->convertInitializerTo(BitTy()), nullptr);
  // bits -> int, bit -> int.
  EXPECT_EQ(Bits({false, true, true})->convertInitializerTo(IntTy()), I(6));
  EXPECT_EQ(B(true)->convertInitializerTo(IntTy()), I(1));
  EXPECT_EQ(B(true)->convertInitializerTo(BitsTy(1)), Bits({true}));
  // bits with an unset bit do not make an int.
  const Init *Partial[] = {B(true), UnsetInit::get(RK)};
  EXPECT_EQ(BitsInit::get(RK, Partial)->convertInitializerTo(IntTy()), nullptr);
  EXPECT_FALSE(BitsInit::get(RK, Partial)->isComplete());
  // bits<n> -> bits<m> only when n == m.
  EXPECT_EQ(Bits({true, false})->convertInitializerTo(BitsTy(2)), Bits({true, false}));
  EXPECT_EQ(Bits({true, false})->convertInitializerTo(BitsTy(3)), nullptr);
  // Strings do not convert to numbers, nor numbers to strings.
  EXPECT_EQ(S("1")->convertInitializerTo(IntTy()), nullptr);
  EXPECT_EQ(I(1)->convertInitializerTo(StrTy()), nullptr);
  // '?' converts to anything.
  EXPECT_EQ(UnsetInit::get(RK)->convertInitializerTo(IntTy()), UnsetInit::get(RK));
}

TEST_F(ValueModelTest, BitRangesAndLists) {
  const unsigned Low2[] = {0, 1};
  EXPECT_EQ(I(6)->convertInitializerBitRange(Low2), Bits({false, true}));
  const unsigned High[] = {63};
  EXPECT_EQ(I(INT64_MIN)->convertInitializerBitRange(High), Bits({true}));
  const unsigned TooHigh[] = {64};
  EXPECT_EQ(I(1)->convertInitializerBitRange(TooHigh), nullptr);

  // A list converts element by element.
  const ListInit *L = Ints({1, 2});
  const Init *AsBits = L->convertInitializerTo(BitsTy(2)->getListTy());
  ASSERT_NE(AsBits, nullptr);
  EXPECT_EQ(cast<ListInit>(AsBits)->getElement(1), Bits({false, true}));
  EXPECT_EQ(Ints({1, 4})->convertInitializerTo(BitsTy(2)->getListTy()), nullptr);
  EXPECT_EQ(L->convertInitializerTo(StrTy()->getListTy()), nullptr);
}

TEST_F(ValueModelTest, StringsAndCode) {
  // Code is a string with another format: it converts to string (keeping
  // its format) and prints as [{...}].
  const Init *C = Code("x < y");
  EXPECT_EQ(C->convertInitializerTo(StrTy()), C);
  EXPECT_EQ(C->getAsString(), "[{x < y}]");
  // Strings print between quotes as they are, without escapes.
  EXPECT_EQ(S("a\"b\\c\n")->getAsString(), "\"a\"b\\c\n\"");
  EXPECT_EQ(S("q")->getAsUnquotedString(), "q");
  EXPECT_EQ(StringInit::determineFormat(StringInit::SF_String, StringInit::SF_Code),
            StringInit::SF_Code);
  EXPECT_EQ(StringInit::determineFormat(StringInit::SF_String, StringInit::SF_String),
            StringInit::SF_String);
}

TEST_F(ValueModelTest, RecordValues) {
  Record *A = addClass("A");
  Record *Bc = addClass("B", {A});
  Record *X = addClass("X");
  Record *Def = addDef("b1", {Bc});
  const DefInit *D = Def->getDefInit();
  EXPECT_EQ(D->getType(), RecordRecTy::get(Bc));
  EXPECT_EQ(D->convertInitializerTo(RecordRecTy::get(A)), D);
  EXPECT_EQ(D->convertInitializerTo(RecordRecTy::get(X)), nullptr);
  EXPECT_EQ(D->convertInitializerTo(StrTy()), nullptr);
}

//===----------------------------------------------------------------------===//
// RecordVal::setValue
//===----------------------------------------------------------------------===//

TEST_F(ValueModelTest, SetValueConverts) {
  RecordVal IntField(S("i"), IntTy(), RecordVal::FK_Normal);
  EXPECT_EQ(IntField.getValue(), UnsetInit::get(RK)); // new fields are '?'
  EXPECT_FALSE(RecordEdit::setValue(IntField, Bits({true, true})));
  EXPECT_EQ(IntField.getValue(), I(3));
  EXPECT_FALSE(RecordEdit::setValue(IntField, B(true)));
  EXPECT_EQ(IntField.getValue(), I(1));

  RecordVal BitsField(S("b"), BitsTy(4), RecordVal::FK_Normal);
  EXPECT_EQ(BitsField.getValue(), BitsInit::get(RK, std::vector<const Init *>(
                                                        4, UnsetInit::get(RK))));
  EXPECT_FALSE(RecordEdit::setValue(BitsField, I(9)));
  EXPECT_EQ(BitsField.getValue(), Bits({true, false, false, true}));
  // An unresolved value of a bits type becomes a list of its bits.
  const VarInit *V = VarInit::get("v", BitsTy(4));
  EXPECT_FALSE(RecordEdit::setValue(BitsField, V));
  ASSERT_TRUE(isa<BitsInit>(BitsField.getValue()));
  EXPECT_EQ(BitsField.getValue()->getAsString(), "{ v{3}, v{2}, v{1}, v{0} }");
  // A string field holding code prints as code.
  RecordVal StrField(S("s"), StrTy(), RecordVal::FK_Normal);
  EXPECT_FALSE(RecordEdit::setValue(StrField, Code("c")));
  EXPECT_EQ(StrField.getPrintType(), "code");
  EXPECT_FALSE(RecordEdit::setValue(StrField, S("s")));
  EXPECT_EQ(StrField.getPrintType(), "string");
}

TEST_F(ValueModelTest, SetValueFailureKeepsTheOldValue) {
  RecordVal F(S("i"), IntTy(), RecordVal::FK_Normal);
  EXPECT_FALSE(RecordEdit::setValue(F, I(7)));
  EXPECT_TRUE(RecordEdit::setValue(F, S("not an int")));
  EXPECT_EQ(F.getValue(), I(7));
  RecordVal Bits2(S("n"), BitsTy(2), RecordVal::FK_Normal);
  EXPECT_TRUE(RecordEdit::setValue(Bits2, S("s")));
  EXPECT_FALSE(Bits2.getValue()->isComplete()); // still { ?, ? }
  // An int that does not fit is not an error here: int converts to bits, so
  // the value becomes the bits of a cast that never folds (and the def that
  // holds it reports "could not be fully resolved").
  EXPECT_FALSE(RecordEdit::setValue(Bits2, I(4)));
  EXPECT_EQ(Bits2.getValue()->getAsString(), "{ !cast<bits<2>>(4){1}, !cast<bits<2>>(4){0} }");
  // Setting null clears the value.
  EXPECT_FALSE(RecordEdit::setValue(F, nullptr));
  EXPECT_EQ(F.getValue(), nullptr);
}

TEST_F(ValueModelTest, FieldPrinting) {
  RecordVal F(S("i"), IntTy(), RecordVal::FK_Normal);
  RecordEdit::setValue(F, I(3));
  OStream OS;
  F.print(OS);
  RecordVal NC(S("f"), StrTy(), RecordVal::FK_NonconcreteOK);
  NC.print(OS, false);
  EXPECT_EQ(OS.str(), "int i = 3;\nfield string f = ?");
  EXPECT_TRUE(NC.isNonconcreteOK());
  EXPECT_FALSE(NC.isTemplateArg());
}

//===----------------------------------------------------------------------===//
// Records and the keeper, through the parser
//===----------------------------------------------------------------------===//

const char *const Hierarchy = R"(
class A { int a = 1; }
class B : A { int b = 2; }
class C { int c = 3; }
class D : B, C;
def d : D;
def e : C, B;
defvar Global = 5;
defset list<A> Set = {
  def inSet : B;
}
def R10 : A;
def R9 : A;
def : A;
)";

TEST(ValueModelRecords, SuperClassOrder) {
  Parsed P(Hierarchy);
  ASSERT_TRUE(P.OK);
  const Record *D = P.Records.getDef("d");
  ASSERT_NE(D, nullptr);
  // All superclasses, each after its own superclasses, in the order of the
  // declarations: A B C D.
  std::string All;
  for (const auto &SC : D->getSuperClasses())
    All += std::string(SC.first->getName()) + " ";
  EXPECT_EQ(All, "A B C D ");
  std::vector<const Record *> Direct;
  D->getDirectSuperClasses(Direct);
  ASSERT_EQ(Direct.size(), 1u);
  EXPECT_EQ(Direct[0]->getName(), "D");

  const Record *E = P.Records.getDef("e");
  All.clear();
  for (const auto &SC : E->getSuperClasses())
    All += std::string(SC.first->getName()) + " ";
  EXPECT_EQ(All, "C A B ");
  // This form lists the direct superclasses from the last one back, as
  // llvm-tblgen's does.
  Direct.clear();
  E->getDirectSuperClasses(Direct);
  ASSERT_EQ(Direct.size(), 2u);
  EXPECT_EQ(Direct[0]->getName(), "B");
  EXPECT_EQ(Direct[1]->getName(), "C");
  // The type of a def names its direct superclasses, sorted.
  EXPECT_EQ(E->getType()->getAsString(), "{B, C}");
  EXPECT_TRUE(E->isSubClassOf("A"));
  EXPECT_TRUE(E->isSubClassOf(P.Records.getClass("A")));
  EXPECT_FALSE(E->isSubClassOf("D"));
  // Fields come in the order the superclasses were added.
  std::string Fields;
  for (const RecordVal &RV : E->getValues())
    Fields += std::string(RV.getName()) + " ";
  EXPECT_EQ(Fields, "c a b ");
}

TEST(ValueModelRecords, KeeperLookups) {
  Parsed P(Hierarchy);
  ASSERT_TRUE(P.OK);
  RecordKeeper &RK = P.Records;
  EXPECT_NE(RK.getClass("A"), nullptr);
  EXPECT_EQ(RK.getClass("d"), nullptr); // a def, not a class
  EXPECT_NE(RK.getDef("d"), nullptr);
  EXPECT_EQ(RK.getDef("A"), nullptr);
  EXPECT_EQ(RK.getDef("anonymous_0")->getName(), "anonymous_0");
  EXPECT_TRUE(RK.getDef("anonymous_0")->isAnonymous());

  // Globals: defvars and defsets; getGlobal also finds defs.
  EXPECT_EQ(RK.getGlobal("Global"), IntInit::get(RK, 5));
  const auto *Set = dyn_cast_or_null<ListInit>(RK.getGlobal("Set"));
  ASSERT_NE(Set, nullptr);
  ASSERT_EQ(Set->size(), 1u);
  EXPECT_EQ(Set->getElementAsRecord(0)->getName(), "inSet");
  EXPECT_EQ(RK.getGlobal("d"), RK.getDef("d")->getDefInit());
  EXPECT_EQ(RK.getGlobal("nothing"), nullptr);
  EXPECT_EQ(RK.getGlobals().count("Global"), 1u);

  // Defs are kept sorted by name (byte order) ...
  std::string Names;
  for (const auto &[Name, Rec] : RK.getDefs())
    Names += Name + " ";
  EXPECT_EQ(Names, "R10 R9 anonymous_0 d e inSet ");
  // ... and getAllDerivedDefinitions sorts with numbers compared as numbers.
  std::string Derived;
  for (const Record *R : RK.getAllDerivedDefinitions("A"))
    Derived += std::string(R->getName()) + " ";
  EXPECT_EQ(Derived, "R9 R10 anonymous_0 d e inSet ");
  EXPECT_TRUE(RK.getAllDerivedDefinitionsIfDefined("NoSuchClass").empty());
  EXPECT_EQ(RK.getAllDerivedDefinitionsIfDefined("D").size(), 1u);

  // Record IDs follow the order of creation.
  EXPECT_LT(RK.getDef("d")->getID(), RK.getDef("e")->getID());
  EXPECT_LT(RK.getClass("A")->getID(), RK.getClass("B")->getID());
}

TEST_F(ValueModelTest, AnonymousNamesAndRenaming) {
  const Init *N0 = RK.getNewAnonymousName();
  const Init *N1 = RK.getNewAnonymousName();
  EXPECT_NE(N0, N1);
  EXPECT_EQ(N0->getAsUnquotedString(), "anonymous_0");
  EXPECT_EQ(N1->getAsUnquotedString(), "anonymous_1");

  Record *R = addDef("old");
  RecordEdit::setName(*R, S("new"));
  RK.renameDef(R, "old");
  EXPECT_EQ(RK.getDef("old"), nullptr);
  EXPECT_EQ(RK.getDef("new"), R);
  EXPECT_EQ(R->getName(), "new");
}

// The name index (open addressing with deletion by shifting back) keeps
// every record findable through many insertions and renames.
TEST_F(ValueModelTest, ManyDefsAndRenames) {
  std::vector<Record *> Recs;
  for (int I = 0; I < 2000; ++I)
    Recs.push_back(addDef("r" + std::to_string(I)));
  for (int I = 0; I < 2000; I += 3) {
    RecordEdit::setName(*Recs[I], S("renamed" + std::to_string(I)));
    RK.renameDef(Recs[I], "r" + std::to_string(I));
  }
  for (int I = 0; I < 2000; ++I) {
    bool Renamed = I % 3 == 0;
    EXPECT_EQ(RK.getDef("r" + std::to_string(I)), Renamed ? nullptr : Recs[I]) << I;
    EXPECT_EQ(RK.getDef("renamed" + std::to_string(I)), Renamed ? Recs[I] : nullptr) << I;
  }
  EXPECT_EQ(RK.getDefs().size(), 2000u);
}

} // namespace

// Without llvm-tblgen's allocation statistics, operators that fold are not
// interned first: the same records, fewer values.
TEST(ValueModelRecords, FoldingWithoutStatisticsMakesTheSameRecords) {
  const char *Text = R"(
    def ops; def ins;
    class Op<int opc, string asm, list<int> l> {
      int Opcode = opc;
      string Asm = !toupper(asm # " $a");
      bits<8> Enc = !and(opc, 255);
      int Size = !size(l);
      dag Ops = (ops !dag(ins, l, !foreach(x, l, "a" # x)));
      int Picked = !cond(!gt(opc, 3) : 1, true : 0);
    }
    multiclass M<int b> {
      def _x : Op<b, "x" # b, [b, !add(b, 1)]>;
      def _y : Op<!mul(b, 2), !strconcat("y", !cast<string>(b)), !range(3)>;
    }
    foreach i = 0-7 in defm D#i : M<i>;
  )";
  Parsed Exact(Text), Fast(Text, false);
  ASSERT_TRUE(Exact.OK);
  ASSERT_TRUE(Fast.OK);
  OStream A, B;
  A << Exact.Records;
  B << Fast.Records;
  EXPECT_EQ(A.str(), B.str());
  EXPECT_LT(Fast.Records.numInternedValues(), Exact.Records.numInternedValues());
  auto Kinds = Fast.Records.internedValuesByKind();
  auto ExactKinds = Exact.Records.internedValuesByKind();
  ASSERT_GT(ExactKinds.size(), size_t(Init::BinOpKind));
  size_t FastBinOps = Kinds.size() > Init::BinOpKind ? Kinds[Init::BinOpKind] : 0;
  EXPECT_LT(FastBinOps, ExactKinds[Init::BinOpKind]);
}

// A string keeps its characters in its own allocation, NUL-terminated.
TEST_F(ValueModelTest, StringCharactersFollowTheValue) {
  for (std::string Text : {std::string(), std::string("a"), std::string("abcd"),
                           std::string("abcdefghijklmnopqrstuvwxyz"), std::string(1000, 'q')}) {
    const StringInit *V = S(Text);
    EXPECT_EQ(V->getValue(), Text);
    EXPECT_EQ(V->getValue().data()[Text.size()], '\0');
    EXPECT_EQ(V, S(Text));
  }
}

