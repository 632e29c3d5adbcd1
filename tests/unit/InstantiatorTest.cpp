//===- InstantiatorTest.cpp - The instantiation engine on its own ---------===//
//
// Classes come from parsing a small file; the engine (lib/parse/
// Instantiator.h) is then driven directly: inheritance with bound
// parameters, expansion of a loop body into defs or into a kept loop, the
// checks at commit, and the pairing of arguments with parameters.
//
//===----------------------------------------------------------------------===//

#include "parse/Instantiator.h"
#include "parse/Parser.h"
#include "record/RecordEdit.h"
#include "record/TemplateArgs.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <utility>

using namespace tblgen;

namespace {

struct Fixture {
  SourceMgr SM;
  std::FILE *Err = std::tmpfile();
  Diagnostics Diags{SM, Err};
  RecordKeeper Records;
  bool Silenced = false;
  Instantiator Engine{Records, Diags, Silenced};

  explicit Fixture(std::string Text) {
    unsigned Buf = SM.addBuffer("inst.td", std::move(Text), SrcLoc());
    Records.setInputFilename("inst.td");
    EXPECT_TRUE(parseTableGen(SM, Diags, Records, Buf, ParseOptions()));
    setCurrentDiagnostics(&Diags);
  }
  ~Fixture() {
    setCurrentDiagnostics(nullptr);
    std::fclose(Err);
  }
  std::string diagnostics() {
    std::fflush(Err);
    std::rewind(Err);
    std::string S;
    char Buf[256];
    size_t N;
    while ((N = std::fread(Buf, 1, sizeof Buf, Err)) > 0)
      S.append(Buf, N);
    return S;
  }
  const Init *str(std::string_view S) { return StringInit::get(Records, S); }
  const Init *num(int64_t V) { return IntInit::get(Records, V); }
  std::unique_ptr<Record> def(std::string_view Name) {
    return std::make_unique<Record>(Name, std::vector<SrcLoc>{}, Records);
  }
  /// "Cls<Args...>" with positional arguments.
  TemplateUse use(std::string_view Cls, std::vector<const Init *> Args) {
    TemplateUse U;
    U.Target = Records.getClass(Cls);
    for (unsigned I = 0; I < Args.size(); ++I)
      U.Args.push_back(ArgumentInit::get(Args[I], I));
    return U;
  }
};

constexpr const char *Classes = R"(
class Base<int a, int b = 10> {
  int Sum = !add(a, b);
  string Me = NAME;
}
class Derived<int c> : Base<c> {
  int Twice = !mul(Sum, 2);
}
)";

} // namespace

TEST(InstantiatorTest, InheritBindsParametersAndNameThenCommits) {
  Fixture F(Classes);
  auto D = F.def("D");
  TemplateUse U = F.use("Derived", {F.num(5)});
  ASSERT_FALSE(F.Engine.inherit(*D, U));
  // Fields come from both classes; parameters are substituted, not copied.
  EXPECT_EQ(std::as_const(*D).getValue("Derived:c"), nullptr);
  ASSERT_NE(std::as_const(*D).getValue("Sum"), nullptr);
  EXPECT_EQ(std::as_const(*D).getValue("Sum")->getValue(), F.num(15));
  // Ancestry: Base's, then Derived.
  ASSERT_EQ(D->getSuperClasses().size(), 2u);
  EXPECT_EQ(D->getSuperClasses()[0].first->getName(), "Base");
  EXPECT_EQ(D->getSuperClasses()[1].first->getName(), "Derived");

  Record *Raw = D.get();
  ASSERT_FALSE(F.Engine.commit(std::move(D)));
  EXPECT_EQ(F.Records.getDef("D"), Raw);
  // The commit's last resolution settles fields referring to fields, and
  // NAME became the def's name.
  EXPECT_EQ(Raw->getValueAsInt("Twice"), 30);
  EXPECT_EQ(Raw->getValueAsString("Me"), "D");
  EXPECT_FALSE(F.Diags.hasErrors());
}

TEST(InstantiatorTest, AncestorTwiceIsListedTwiceButAClassOnlyOnce) {
  Fixture F(Classes);
  auto D = F.def("D");
  // Base directly, then again through Derived: a diamond, allowed.
  ASSERT_FALSE(F.Engine.inherit(*D, F.use("Base", {F.num(1)})));
  ASSERT_FALSE(F.Engine.inherit(*D, F.use("Derived", {F.num(2)})));
  ASSERT_EQ(D->getSuperClasses().size(), 3u);
  EXPECT_EQ(D->getSuperClasses()[1].first->getName(), "Base");
  // Naming a class the record already has is an error.
  EXPECT_TRUE(F.Engine.inherit(*D, F.use("Derived", {F.num(3)})));
  EXPECT_NE(F.diagnostics().find("Already subclass of 'Derived'!"), std::string::npos);
}

TEST(InstantiatorTest, MissingArgumentIsReportedWithTheDeclaration) {
  Fixture F(Classes);
  auto D = F.def("D");
  EXPECT_TRUE(F.Engine.inherit(*D, F.use("Base", {})));
  std::string Out = F.diagnostics();
  EXPECT_NE(Out.find("value not specified for template argument 'Base:a'"), std::string::npos);
  EXPECT_NE(Out.find("note: declared in 'Base'"), std::string::npos);
}

TEST(InstantiatorTest, MatchTemplateArgsOrder) {
  Fixture F(Classes);
  const Record &Base = *F.Records.getClass("Base");
  const Init *A = Base.getTemplateArgs()[0], *B = Base.getTemplateArgs()[1];

  // Written arguments first, in the order written, then the defaults.
  std::vector<ParamValue> Out;
  const ArgumentInit *ByName[] = {ArgumentInit::get(F.num(7), B)};
  ArgMatch M = matchTemplateArgs(Base, ByName, Out);
  EXPECT_EQ(M.P, ArgMatch::NoValue); // a has no default
  EXPECT_EQ(M.Param, A);
  ASSERT_EQ(Out.size(), 2u);
  EXPECT_EQ(Out[0].Param, B);
  EXPECT_EQ(Out[0].Value, F.num(7));
  EXPECT_EQ(Out[1].Param, A);

  Out.clear();
  const ArgumentInit *Twice[] = {ArgumentInit::get(F.num(1), 0u), ArgumentInit::get(F.num(2), A)};
  M = matchTemplateArgs(Base, Twice, Out);
  EXPECT_EQ(M.P, ArgMatch::GivenTwice);
  EXPECT_EQ(M.Param, A);

  Out.clear();
  const ArgumentInit *Good[] = {ArgumentInit::get(F.num(1), 0u)};
  EXPECT_TRUE(matchTemplateArgs(Base, Good, Out));
  ASSERT_EQ(Out.size(), 2u);
  EXPECT_EQ(Out[1].Value, F.num(10));
}

TEST(InstantiatorTest, LoopExpandsIntoDefsOrIsKept) {
  Fixture F(Classes);
  const RecTy *StrTy = StringRecTy::get(F.Records);
  const VarInit *I = VarInit::get("i", StrTy);

  // foreach i = ["a", "b"] in def "R" # i : Base<1>;
  auto Proto = F.def("");
  RecordEdit::setName(*Proto, BinOpInit::getStrConcat(F.str("R"), I));
  ASSERT_FALSE(F.Engine.inherit(*Proto, F.use("Base", {F.num(1)})));
  const Init *Names[] = {F.str("a"), F.str("b")};
  LoopNode Loop(SrcLoc(), I, ListInit::get(Names, StrTy));
  Loop.Items.emplace_back(std::move(Proto));

  Substitution Env;
  ASSERT_FALSE(F.Engine.expandLoop(Loop, Env, ExpandTarget{}));
  ASSERT_NE(F.Records.getDef("Ra"), nullptr);
  ASSERT_NE(F.Records.getDef("Rb"), nullptr);
  EXPECT_EQ(F.Records.getDef("Rb")->getValueAsString("Me"), "Rb");
  EXPECT_EQ(Env.mark(), 0u); // the iterator binding is gone again

  // Over a range not known yet (a multiclass parameter) and not to be
  // decided now, the loop is kept, with its body substituted.
  LoopNode Later(SrcLoc(), I, VarInit::get("M::names", StrTy->getListTy()));
  auto Proto2 = F.def("");
  RecordEdit::setName(*Proto2, BinOpInit::getStrConcat(F.str("S"), I));
  Later.Items.emplace_back(std::move(Proto2));
  Body Kept;
  ASSERT_FALSE(F.Engine.expandLoop(Later, Env, ExpandTarget{&Kept, false}));
  ASSERT_EQ(Kept.size(), 1u);
  auto *KeptLoop = std::get_if<std::unique_ptr<LoopNode>>(&Kept[0]);
  ASSERT_NE(KeptLoop, nullptr);
  EXPECT_EQ((*KeptLoop)->Items.size(), 1u);

  // The same loop must be decided at file level: an error.
  EXPECT_TRUE(F.Engine.expandLoop(Later, Env, ExpandTarget{}));
  EXPECT_NE(F.diagnostics().find("attempting to loop over 'M::names', expected a list"),
            std::string::npos);
}

TEST(InstantiatorTest, CommitRejectsAClashAndFeedsDefsets) {
  Fixture F("def X;\n");
  DefsetCollector Set;
  Set.ElementType = RecordRecTy::get(F.Records, {});
  F.Engine.openDefset(Set);
  EXPECT_TRUE(F.Engine.commit(F.def("X")));
  EXPECT_NE(F.diagnostics().find("def already exists: X"), std::string::npos);
  EXPECT_FALSE(F.Engine.commit(F.def("Y")));
  F.Engine.closeDefset();
  ASSERT_EQ(Set.Members.size(), 1u);
  EXPECT_EQ(Set.Members[0]->getAsString(), "Y");
}
