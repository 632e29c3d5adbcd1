// A small directive language that reaches every part of -gen-directive-decl
// and -gen-directive-impl: exported enumerators, bitmask enums, spellings
// that change with the version, clause values, implicit clauses, the Flang
// parser options, leaf constructs, computed associations and "end"
// directives. Included by decl.td, impl.td and flang.td.

include "llvm/Frontend/Directive/DirectiveBase.td"

def Tdl : DirectiveLanguage {
  let name = "Tdl";
  let cppNamespace = "tdl";
  let directivePrefix = "TDLD_";
  let clausePrefix = "TDLC_";
  let makeEnumAvailableInNamespace = true;
  let enableBitmaskEnumInNamespace = true;
  let clauseEnumSetClass = "TdlClauseSet";
  let flangClauseBaseClass = "TdlClause";
}

def L_Cxx : SourceLanguage<"C plus plus">;

// Values of the clauses "order" and "mode".
def TDL_ORDER_fast : EnumVal<"fast", 2, 1> {}
def TDL_ORDER_slow : EnumVal<"slow", 3, 1> { let isDefault = true; }
def TDL_ORDER_unknown : EnumVal<"unknown", 4, 0> {}

def TDL_MODE_a : EnumVal<"a", 1, 1> { let isDefault = true; }
def TDL_MODE_b : EnumVal<"b", 2, 1> {}

def TDLC_Async : Clause<[Spelling<"async">]> {
  let flangClass = "ScalarIntExpr";
  let isValueOptional = true;
}
def TDLC_Copy : Clause<[Spelling<"copy">, Spelling<"pcopy", 1, 2>,
                        Spelling<"present_or_copy", 3>]> {
  let flangClass = "ObjectList";
  let clangClass = "CopyClause";
}
def TDLC_Default : Clause<[Spelling<"default">]> {
  let flangClass = "DefaultKind";
  let isValueOptional = true;
  let isValueList = true;
  let defaultValue = "none";
}
def TDLC_DeviceType : Clause<[Spelling<"device_type">, Spelling<"dtype">]> {
  let flangClass = "Name";
  let isValueList = true;
  let clangAccSpelling = "DType";
}
def TDLC_Gang : Clause<[Spelling<"gang">]> {
  let flangClass = "ScalarIntConstantExpr";
  let prefix = "num";
}
def TDLC_Length : Clause<[Spelling<"vector_length">]> {
  let flangClass = "ScalarExpr";
  let prefix = "len";
  let isPrefixOptional = false;
  let isValueOptional = true;
  let defaultValue = "1";
}
def TDLC_Hidden : Clause<[Spelling<"hidden">]> {
  let isImplicit = true;
  let skipFlangUnparser = true;
}
def TDLC_HiddenWithClass : Clause<[Spelling<"hidden_class">]> {
  let isImplicit = true;
  let clangClass = "HiddenClause";
  let flangClass = "ScalarLogicalExpr";
}
def TDLC_Order : Clause<[Spelling<"order">]> {
  let enumClauseValue = "OrderKind";
  let allowedClauseValues = [TDL_ORDER_fast, TDL_ORDER_slow, TDL_ORDER_unknown];
  let flangClass = "OrderKind";
}
def TDLC_Mode : Clause<[Spelling<"mode">]> {
  let enumClauseValue = "ModeKind";
  let allowedClauseValues = [TDL_MODE_a, TDL_MODE_b];
}
def TDLC_Unknown : Clause<[Spelling<"unknown">]> {
  let isDefault = true;
}

def TDLD_Parallel : Directive<[Spelling<"parallel">]> {
  let allowedClauses = [VersionedClause<TDLC_Async>, VersionedClause<TDLC_Copy, 2>];
  let allowedOnceClauses = [VersionedClause<TDLC_Default, 1, 5>];
  let allowedExclusiveClauses = [VersionedClause<TDLC_Gang>];
  let requiredClauses = [VersionedClause<TDLC_Default>, VersionedClause<TDLC_Order>];
  let association = AS_Block;
  let category = CA_Executable;
}
def TDLD_Loop : Directive<[Spelling<"loop">]> {
  let allowedClauses = [VersionedClause<TDLC_Gang>, VersionedClause<TDLC_DeviceType>];
  let association = AS_LoopNest;
  let category = CA_Executable;
  let languages = [L_Fortran];
}
def TDLD_Fuse : Directive<[Spelling<"fuse">]> {
  let association = AS_LoopSeq;
  let category = CA_Executable;
  let languages = [];
}
def TDLD_Barrier : Directive<[Spelling<"barrier">]> {
  let association = AS_None;
  let category = CA_Utility;
  let languages = [L_C, L_Cxx];
}
def TDLD_ParallelLoop : Directive<[Spelling<"parallel loop">]> {
  let leafConstructs = [TDLD_Parallel, TDLD_Loop];
  let allowedClauses = [VersionedClause<TDLC_Async>, VersionedClause<TDLC_Gang>];
  let category = CA_Executable;
}
def TDLD_BarrierParallelFuse : Directive<[Spelling<"barrier parallel fuse">]> {
  let leafConstructs = [TDLD_Barrier, TDLD_Parallel, TDLD_Fuse];
  let category = CA_Meta;
}
def TDLD_EndParallelLoop : Directive<[Spelling<"end parallel loop">]> {
  let leafConstructs = [TDLD_Parallel, TDLD_Loop];
  let category = CA_Subsidiary;
}
def TDLD_EndBarrier : Directive<[Spelling<"END barrier">]> {
  let association = AS_Delimited;
  let category = CA_Declarative;
}
def TDLD_Declare : Directive<[Spelling<"declare target", 1, 4>, Spelling<"declare_target", 5>]> {
  let association = AS_Declaration;
  let category = CA_Declarative;
}
def TDLD_Section : Directive<[Spelling<"section">]> {
  let association = AS_Separating;
  let category = CA_Informational;
}
def TDLD_Unknown : Directive<[Spelling<"unknown">]> {
  let isDefault = true;
  let association = AS_None;
  let category = CA_Utility;
}
