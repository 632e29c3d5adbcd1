// Bad declarative op formats: -gen-op-decls and -gen-op-defs fail with no
// output, printing the error with the line of the format and a caret, a
// note at the op, then the error's own note, as mlir-tblgen does.
// RUN: not %mlir-tblgen -gen-op-decls -DUNKNOWN -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=UNKNOWN
// RUN: not %mlir-tblgen -gen-op-defs -DUNKNOWN -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=UNKNOWN
// RUN: not %mlir-tblgen -gen-op-decls -DNOATTRDICT -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOATTRDICT
// RUN: not %mlir-tblgen -gen-op-defs -DNOATTRDICT -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOATTRDICT
// RUN: not %mlir-tblgen -gen-op-decls -DNOOPERAND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOOPERAND
// RUN: not %mlir-tblgen -gen-op-defs -DNOOPERAND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOOPERAND
// RUN: not %mlir-tblgen -gen-op-decls -DNOTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOTYPE
// RUN: not %mlir-tblgen -gen-op-defs -DNOTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOTYPE
// RUN: not %mlir-tblgen -gen-op-decls -DNORESULTTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NORESULTTYPE
// RUN: not %mlir-tblgen -gen-op-defs -DNORESULTTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NORESULTTYPE
// RUN: not %mlir-tblgen -gen-op-decls -DNOREGION -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOREGION
// RUN: not %mlir-tblgen -gen-op-defs -DNOREGION -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOREGION
// RUN: not %mlir-tblgen -gen-op-decls -DNOSUCCESSOR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOSUCCESSOR
// RUN: not %mlir-tblgen -gen-op-defs -DNOSUCCESSOR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOSUCCESSOR
// RUN: not %mlir-tblgen -gen-op-decls -DDUPOPERAND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=DUPOPERAND
// RUN: not %mlir-tblgen -gen-op-defs -DDUPOPERAND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=DUPOPERAND
// RUN: not %mlir-tblgen -gen-op-decls -DDUPTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=DUPTYPE
// RUN: not %mlir-tblgen -gen-op-defs -DDUPTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=DUPTYPE
// RUN: not %mlir-tblgen -gen-op-decls -DRESULTVAR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=RESULTVAR
// RUN: not %mlir-tblgen -gen-op-defs -DRESULTVAR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=RESULTVAR
// RUN: not %mlir-tblgen -gen-op-decls -DCOLON -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=COLON
// RUN: not %mlir-tblgen -gen-op-defs -DCOLON -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=COLON
// RUN: not %mlir-tblgen -gen-op-decls -DDICTREGION -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=DICTREGION
// RUN: not %mlir-tblgen -gen-op-defs -DDICTREGION -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=DICTREGION
// RUN: not %mlir-tblgen -gen-op-decls -DANCHORATTR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=ANCHORATTR
// RUN: not %mlir-tblgen -gen-op-defs -DANCHORATTR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=ANCHORATTR
// RUN: not %mlir-tblgen -gen-op-decls -DGROUPOPERAND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=GROUPOPERAND
// RUN: not %mlir-tblgen -gen-op-defs -DGROUPOPERAND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=GROUPOPERAND
// RUN: not %mlir-tblgen -gen-op-decls -DNOANCHOR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOANCHOR
// RUN: not %mlir-tblgen -gen-op-defs -DNOANCHOR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=NOANCHOR
// RUN: not %mlir-tblgen -gen-op-decls -DANCHORLITERAL -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=ANCHORLITERAL
// RUN: not %mlir-tblgen -gen-op-defs -DANCHORLITERAL -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=ANCHORLITERAL
// RUN: not %mlir-tblgen -gen-op-decls -DQUALIFIED -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=QUALIFIED
// RUN: not %mlir-tblgen -gen-op-defs -DQUALIFIED -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=QUALIFIED
// RUN: not %mlir-tblgen -gen-op-decls -DREF -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=REF
// RUN: not %mlir-tblgen -gen-op-defs -DREF -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=REF
// RUN: not %mlir-tblgen -gen-op-decls -DTWODICTS -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=TWODICTS
// RUN: not %mlir-tblgen -gen-op-defs -DTWODICTS -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=TWODICTS
// RUN: not %mlir-tblgen -gen-op-decls -DFUNCTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=FUNCTYPE
// RUN: not %mlir-tblgen -gen-op-defs -DFUNCTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=FUNCTYPE
// RUN: not %mlir-tblgen -gen-op-decls -DLITERAL -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=LITERAL
// RUN: not %mlir-tblgen -gen-op-defs -DLITERAL -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=LITERAL
// RUN: not %mlir-tblgen -gen-op-decls -DOVERLAP -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OVERLAP
// RUN: not %mlir-tblgen -gen-op-defs -DOVERLAP -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OVERLAP
// RUN: not %mlir-tblgen -gen-op-decls -DTYPEATTR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=TYPEATTR
// RUN: not %mlir-tblgen -gen-op-defs -DTYPEATTR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=TYPEATTR
// RUN: not %mlir-tblgen -gen-op-decls -DSECOND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=SECOND
// RUN: not %mlir-tblgen -gen-op-defs -DSECOND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=SECOND
// RUN: not %mlir-tblgen -gen-op-decls -DCUSTOMARG -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=CUSTOMARG
// RUN: not %mlir-tblgen -gen-op-defs -DCUSTOMARG -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=CUSTOMARG
// RUN: not %mlir-tblgen -gen-op-decls -DCUSTOMTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=CUSTOMTYPE
// RUN: not %mlir-tblgen -gen-op-defs -DCUSTOMTYPE -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=CUSTOMTYPE
// RUN: not %mlir-tblgen -gen-op-decls -DOILISTATTR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OILISTATTR
// RUN: not %mlir-tblgen -gen-op-defs -DOILISTATTR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OILISTATTR
// RUN: not %mlir-tblgen -gen-op-decls -DOILISTOPERAND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OILISTOPERAND
// RUN: not %mlir-tblgen -gen-op-defs -DOILISTOPERAND -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OILISTOPERAND
// RUN: not %mlir-tblgen -gen-op-decls -DOILISTADJACENT -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OILISTADJACENT
// RUN: not %mlir-tblgen -gen-op-defs -DOILISTADJACENT -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OILISTADJACENT
// RUN: not %mlir-tblgen -gen-op-decls -DOILISTLITERAL -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OILISTLITERAL
// RUN: not %mlir-tblgen -gen-op-defs -DOILISTLITERAL -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=OILISTLITERAL
// RUN: not %mlir-tblgen -gen-op-decls -DGROUPOPERANDS -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=GROUPOPERANDS
// RUN: not %mlir-tblgen -gen-op-defs -DGROUPOPERANDS -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=GROUPOPERANDS
// RUN: not %mlir-tblgen -gen-op-decls -DGROUPSUCCESSOR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=GROUPSUCCESSOR
// RUN: not %mlir-tblgen -gen-op-defs -DGROUPSUCCESSOR -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=GROUPSUCCESSOR
// RUN: not %mlir-tblgen -gen-op-decls -DGROUPDICT -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=GROUPDICT
// RUN: not %mlir-tblgen -gen-op-defs -DGROUPDICT -I %S %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=GROUPDICT
// RUN: not %mlir-tblgen -gen-op-decls -DUNKNOWN -I %S %s 2>/dev/null | count 0
// RUN: not %mlir-tblgen -gen-op-defs -DUNKNOWN -I %S %s 2>/dev/null | count 0
// RUN: %mlir-tblgen -gen-op-decls -DUNKNOWN -asmformat-error-is-fatal=false -I %S %s 2>&1 | FileCheck %s --check-prefix=NONFATAL
// DIFF: -gen-op-decls -DUNKNOWN
// DIFF: -gen-op-decls -DNOATTRDICT
// DIFF: -gen-op-decls -DNOOPERAND
// DIFF: -gen-op-decls -DNOTYPE
// DIFF: -gen-op-decls -DNORESULTTYPE
// DIFF: -gen-op-decls -DNOREGION
// DIFF: -gen-op-decls -DNOSUCCESSOR
// DIFF: -gen-op-decls -DDUPOPERAND
// DIFF: -gen-op-decls -DDUPTYPE
// DIFF: -gen-op-decls -DRESULTVAR
// DIFF: -gen-op-decls -DCOLON
// DIFF: -gen-op-decls -DDICTREGION
// DIFF: -gen-op-decls -DANCHORATTR
// DIFF: -gen-op-decls -DGROUPOPERAND
// DIFF: -gen-op-decls -DNOANCHOR
// DIFF: -gen-op-decls -DANCHORLITERAL
// DIFF: -gen-op-decls -DQUALIFIED
// DIFF: -gen-op-decls -DREF
// DIFF: -gen-op-decls -DTWODICTS
// DIFF: -gen-op-decls -DFUNCTYPE
// DIFF: -gen-op-decls -DLITERAL
// DIFF: -gen-op-decls -DOVERLAP
// DIFF: -gen-op-decls -DTYPEATTR
// DIFF: -gen-op-decls -DSECOND
// DIFF: -gen-op-decls -DCUSTOMARG
// DIFF: -gen-op-decls -DCUSTOMTYPE
// DIFF: -gen-op-decls -DOILISTATTR
// DIFF: -gen-op-decls -DOILISTOPERAND
// DIFF: -gen-op-decls -DOILISTADJACENT
// DIFF: -gen-op-decls -DOILISTLITERAL
// DIFF: -gen-op-decls -DGROUPOPERANDS
// DIFF: -gen-op-decls -DGROUPSUCCESSOR
// DIFF: -gen-op-decls -DGROUPDICT
// DIFF: -gen-op-decls -DUNKNOWN -asmformat-error-is-fatal=false
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect { let name = "t"; }
class T_Op<string mnemonic, list<Trait> traits = []> : Op<Test_Dialect, mnemonic, traits> {
  let arguments = (ins AnyType:$x, Variadic<AnyType>:$v, I32Attr:$a, OptionalAttr<AnyAttr>:$o);
  let results = (outs AnyType:$r);
}

#ifdef UNKNOWN
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $nope attr-dict"; }
#endif
#ifdef NOATTRDICT
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o `:` type($x) type($v) type($r)"; }
#endif
#ifdef NOOPERAND
def T_Op1 : T_Op<"o"> { let assemblyFormat = [{
  $v $a attr-dict `:`
    type($v) type($r)
}]; }
#endif
#ifdef NOTYPE
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict `:` type($v) type($r)"; }
#endif
#ifdef NORESULTTYPE
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict `:` type($x) type($v)"; }
#endif
#ifdef NOREGION
def T_Op1 : T_Op<"o"> {
  let arguments = (ins);
  let results = (outs);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "attr-dict-with-keyword";
}
#endif
#ifdef NOSUCCESSOR
def T_Op1 : T_Op<"o"> {
  let arguments = (ins);
  let results = (outs);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "attr-dict";
}
#endif
#ifdef DUPOPERAND
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $x attr-dict"; }
#endif
#ifdef DUPTYPE
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a attr-dict `:` type($x) type($x)"; }
#endif
#ifdef RESULTVAR
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $r attr-dict"; }
#endif
#ifdef COLON
def T_Op1 : T_Op<"o"> {
  let assemblyFormat = "$x $v $a ($o^)? attr-dict `:` type($x) type($v) type($r)";
}
#endif
#ifdef DICTREGION
def T_Op1 : T_Op<"o"> {
  let arguments = (ins);
  let results = (outs);
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "attr-dict $body";
}
#endif
#ifdef ANCHORATTR
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v (`a` $a^)? $o attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef GROUPOPERAND
def T_Op1 : T_Op<"o"> { let assemblyFormat = "(`x` $x^)? $v $a $o attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef NOANCHOR
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x (`v` $v)? $a $o attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef ANCHORLITERAL
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x (`v`^ $v)? $a $o attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef QUALIFIED
def T_Op1 : T_Op<"o"> { let assemblyFormat = "qualified($x) $v $a $o attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef REF
def T_Op1 : T_Op<"o"> { let assemblyFormat = "custom<C>(ref($x)) $x $v $a $o attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef TWODICTS
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef FUNCTYPE
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict `:` type($x) custom<C>(functional-type($v, $r))"; }
#endif
#ifdef LITERAL
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x `1x` $v $a $o attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef OVERLAP
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x operands $a $o attr-dict `:` type(operands) type($r)"; }
#endif
#ifdef TYPEATTR
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict `:` type($a)"; }
#endif
#ifdef SECOND
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a attr-dict `:` type($x) type($v) type($r)"; }
def T_Op2 : T_Op<"p"> { let assemblyFormat = "$x $v $a `:` type($x) type($v) type($r)"; }
#endif
#ifdef CUSTOMARG
def T_Op1 : T_Op<"o"> { let assemblyFormat = "custom<C>(operands) $a attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef CUSTOMTYPE
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a attr-dict `:` custom<C>(type(operands)) type($r)"; }
#endif
#ifdef OILISTATTR
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x oilist(`v` $v | `a` $a) attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef OILISTOPERAND
def T_Op1 : T_Op<"o"> { let assemblyFormat = "oilist(`x` $x | `v` $v) $a attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef OILISTADJACENT
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x oilist(`v` $v | `o` $o) oilist(`o` `,`) $a attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef OILISTLITERAL
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x oilist(`v` $v | `o` $o) `v` $a attr-dict `:` type($x) type($v) type($r)"; }
#endif
#ifdef GROUPOPERANDS
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a attr-dict (`:` type(operands)^)? type($r)"; }
#endif
#ifdef GROUPSUCCESSOR
def T_Op1 : T_Op<"o"> {
  let successors = (successor VariadicSuccessor<AnySuccessor>:$dests);
  let assemblyFormat = "$x $v $a (`to` $dests^)? attr-dict `:` type($x) type($v) type($r)";
}
#endif
#ifdef GROUPDICT
def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a (`x` attr-dict $v^)? `:` type($x) type($v) type($r)"; }
#endif

// UNKNOWN: error: expected variable to refer to an argument, region, result, or successor
// UNKNOWN-NEXT: $x $v $nope attr-dict
// UNKNOWN-NEXT: {{^ {6}\^$}}
// UNKNOWN-NEXT: {{.*}}op-format-errors.td:116:5: note: in custom assembly format for this operation
// UNKNOWN-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $nope attr-dict"; }
// UNKNOWN-NEXT: {{^ {4}\^$}}

// NOATTRDICT: error: 'attr-dict' directive not found in custom assembly format
// NOATTRDICT-NEXT: $x $v $a $o `:` type($x) type($v) type($r)
// NOATTRDICT-NEXT: {{^\^$}}
// NOATTRDICT-NEXT: {{.*}}op-format-errors.td:119:5: note: in custom assembly format for this operation
// NOATTRDICT-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o `:` type($x) type($v) type($r)"; }
// NOATTRDICT-NEXT: {{^ {4}\^$}}

// NOOPERAND: error: operand #0, named 'x', not found
// NOOPERAND-NEXT:   $v $a attr-dict `:`
// NOOPERAND-NEXT: {{^ {2}\^$}}
// NOOPERAND-NEXT: {{.*}}op-format-errors.td:122:5: note: in custom assembly format for this operation
// NOOPERAND-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = [{
// NOOPERAND-NEXT: {{^ {4}\^$}}
// NOOPERAND-NEXT: note: suggest adding a '$x' directive to the custom assembly format
// NOOPERAND-NEXT:   $v $a attr-dict `:`
// NOOPERAND-NEXT: {{^ {2}\^$}}

// NOTYPE: error: format ambiguity caused by `:` literal found after attribute `o` which does not have a buildable type
// NOTYPE-NEXT: $x $v $a $o attr-dict `:` type($v) type($r)
// NOTYPE-NEXT: {{^\^$}}
// NOTYPE-NEXT: {{.*}}op-format-errors.td:128:5: note: in custom assembly format for this operation
// NOTYPE-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict `:` type($v) type($r)"; }
// NOTYPE-NEXT: {{^ {4}\^$}}

// NORESULTTYPE: error: format ambiguity caused by `:` literal found after attribute `o` which does not have a buildable type
// NORESULTTYPE-NEXT: $x $v $a $o attr-dict `:` type($x) type($v)
// NORESULTTYPE-NEXT: {{^\^$}}
// NORESULTTYPE-NEXT: {{.*}}op-format-errors.td:131:5: note: in custom assembly format for this operation
// NORESULTTYPE-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict `:` type($x) type($v)"; }
// NORESULTTYPE-NEXT: {{^ {4}\^$}}

// NOREGION: error: region #0, named 'body', not found
// NOREGION-NEXT: attr-dict-with-keyword
// NOREGION-NEXT: {{^\^$}}
// NOREGION-NEXT: {{.*}}op-format-errors.td:134:5: note: in custom assembly format for this operation
// NOREGION-NEXT: def T_Op1 : T_Op<"o"> {
// NOREGION-NEXT: {{^ {4}\^$}}
// NOREGION-NEXT: note: suggest adding a '$body' directive to the custom assembly format
// NOREGION-NEXT: attr-dict-with-keyword
// NOREGION-NEXT: {{^\^$}}

// NOSUCCESSOR: error: successor #0, named 'dest', not found
// NOSUCCESSOR-NEXT: attr-dict
// NOSUCCESSOR-NEXT: {{^\^$}}
// NOSUCCESSOR-NEXT: {{.*}}op-format-errors.td:142:5: note: in custom assembly format for this operation
// NOSUCCESSOR-NEXT: def T_Op1 : T_Op<"o"> {
// NOSUCCESSOR-NEXT: {{^ {4}\^$}}
// NOSUCCESSOR-NEXT: note: suggest adding a '$dest' directive to the custom assembly format
// NOSUCCESSOR-NEXT: attr-dict
// NOSUCCESSOR-NEXT: {{^\^$}}

// DUPOPERAND: error: operand 'x' is already bound
// DUPOPERAND-NEXT: $x $x attr-dict
// DUPOPERAND-NEXT: {{^ {3}\^$}}
// DUPOPERAND-NEXT: {{.*}}op-format-errors.td:150:5: note: in custom assembly format for this operation
// DUPOPERAND-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $x attr-dict"; }
// DUPOPERAND-NEXT: {{^ {4}\^$}}

// DUPTYPE: error: 'type' of 'x' is already bound
// DUPTYPE-NEXT: $x $v $a attr-dict `:` type($x) type($x)
// DUPTYPE-NEXT: {{^ {32}\^$}}
// DUPTYPE-NEXT: {{.*}}op-format-errors.td:153:5: note: in custom assembly format for this operation
// DUPTYPE-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a attr-dict `:` type($x) type($x)"; }
// DUPTYPE-NEXT: {{^ {4}\^$}}

// RESULTVAR: error: result variables can can only be used as a child to a 'type' directive
// RESULTVAR-NEXT: $x $r attr-dict
// RESULTVAR-NEXT: {{^ {3}\^$}}
// RESULTVAR-NEXT: {{.*}}op-format-errors.td:156:5: note: in custom assembly format for this operation
// RESULTVAR-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $r attr-dict"; }
// RESULTVAR-NEXT: {{^ {4}\^$}}

// COLON: error: format ambiguity caused by `:` literal found after attribute `o` which does not have a buildable type
// COLON-NEXT: $x $v $a ($o^)? attr-dict `:` type($x) type($v) type($r)
// COLON-NEXT: {{^\^$}}
// COLON-NEXT: {{.*}}op-format-errors.td:159:5: note: in custom assembly format for this operation
// COLON-NEXT: def T_Op1 : T_Op<"o"> {
// COLON-NEXT: {{^ {4}\^$}}

// DICTREGION: error: format ambiguity caused by `attr-dict` directive followed by region `body`
// DICTREGION-NEXT: attr-dict $body
// DICTREGION-NEXT: {{^\^$}}
// DICTREGION-NEXT: {{.*}}op-format-errors.td:164:5: note: in custom assembly format for this operation
// DICTREGION-NEXT: def T_Op1 : T_Op<"o"> {
// DICTREGION-NEXT: {{^ {4}\^$}}
// DICTREGION-NEXT: note: try using `attr-dict-with-keyword` instead
// DICTREGION-NEXT: attr-dict $body
// DICTREGION-NEXT: {{^\^$}}

// ANCHORATTR: error: only optional or default-valued attributes can be used to anchor an optional group
// ANCHORATTR-NEXT: $x $v (`a` $a^)? $o attr-dict `:` type($x) type($v) type($r)
// ANCHORATTR-NEXT: {{^ {6}\^$}}
// ANCHORATTR-NEXT: {{.*}}op-format-errors.td:172:5: note: in custom assembly format for this operation
// ANCHORATTR-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v (`a` $a^)? $o attr-dict `:` type($x) type($v) type($r)"; }
// ANCHORATTR-NEXT: {{^ {4}\^$}}

// GROUPOPERAND: error: only variable length operands can be used within an optional group
// GROUPOPERAND-NEXT: (`x` $x^)? $v $a $o attr-dict `:` type($x) type($v) type($r)
// GROUPOPERAND-NEXT: {{^\^$}}
// GROUPOPERAND-NEXT: {{.*}}op-format-errors.td:175:5: note: in custom assembly format for this operation
// GROUPOPERAND-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "(`x` $x^)? $v $a $o attr-dict `:` type($x) type($v) type($r)"; }
// GROUPOPERAND-NEXT: {{^ {4}\^$}}

// NOANCHOR: error: optional group has no anchor element
// NOANCHOR-NEXT: $x (`v` $v)? $a $o attr-dict `:` type($x) type($v) type($r)
// NOANCHOR-NEXT: {{^ {3}\^$}}
// NOANCHOR-NEXT: {{.*}}op-format-errors.td:178:5: note: in custom assembly format for this operation
// NOANCHOR-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x (`v` $v)? $a $o attr-dict `:` type($x) type($v) type($r)"; }
// NOANCHOR-NEXT: {{^ {4}\^$}}

// ANCHORLITERAL: error: only variables and types can be used to anchor an optional group
// ANCHORLITERAL-NEXT: $x (`v`^ $v)? $a $o attr-dict `:` type($x) type($v) type($r)
// ANCHORLITERAL-NEXT: {{^ {3}\^$}}
// ANCHORLITERAL-NEXT: {{.*}}op-format-errors.td:181:5: note: in custom assembly format for this operation
// ANCHORLITERAL-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x (`v`^ $v)? $a $o attr-dict `:` type($x) type($v) type($r)"; }
// ANCHORLITERAL-NEXT: {{^ {4}\^$}}

// QUALIFIED: error: 'qualified' directive expects an attribute or a `type` directive
// QUALIFIED-NEXT: qualified($x) $v $a $o attr-dict `:` type($x) type($v) type($r)
// QUALIFIED-NEXT: {{^\^$}}
// QUALIFIED-NEXT: {{.*}}op-format-errors.td:184:5: note: in custom assembly format for this operation
// QUALIFIED-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "qualified($x) $v $a $o attr-dict `:` type($x) type($v) type($r)"; }
// QUALIFIED-NEXT: {{^ {4}\^$}}

// REF: error: operand 'x' must be bound before it is referenced
// REF-NEXT: custom<C>(ref($x)) $x $v $a $o attr-dict `:` type($x) type($v) type($r)
// REF-NEXT: {{^ {14}\^$}}
// REF-NEXT: {{.*}}op-format-errors.td:187:5: note: in custom assembly format for this operation
// REF-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "custom<C>(ref($x)) $x $v $a $o attr-dict `:` type($x) type($v) type($r)"; }
// REF-NEXT: {{^ {4}\^$}}

// TWODICTS: error: 'attr-dict' directive has already been seen
// TWODICTS-NEXT: $x $v $a $o attr-dict attr-dict `:` type($x) type($v) type($r)
// TWODICTS-NEXT: {{^ {22}\^$}}
// TWODICTS-NEXT: {{.*}}op-format-errors.td:190:5: note: in custom assembly format for this operation
// TWODICTS-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict attr-dict `:` type($x) type($v) type($r)"; }
// TWODICTS-NEXT: {{^ {4}\^$}}

// FUNCTYPE: error: 'functional-type' is only valid as a top-level directive
// FUNCTYPE-NEXT: $x $v $a $o attr-dict `:` type($x) custom<C>(functional-type($v, $r))
// FUNCTYPE-NEXT: {{^ {45}\^$}}
// FUNCTYPE-NEXT: {{.*}}op-format-errors.td:193:5: note: in custom assembly format for this operation
// FUNCTYPE-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict `:` type($x) custom<C>(functional-type($v, $r))"; }
// FUNCTYPE-NEXT: {{^ {4}\^$}}

// LITERAL: error: expected valid literal but got '1x': valid keyword starts with a letter or '_'
// LITERAL-NEXT: $x `1x` $v $a $o attr-dict `:` type($x) type($v) type($r)
// LITERAL-NEXT: {{^ {3}\^$}}
// LITERAL-NEXT: {{.*}}op-format-errors.td:196:5: note: in custom assembly format for this operation
// LITERAL-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x `1x` $v $a $o attr-dict `:` type($x) type($v) type($r)"; }
// LITERAL-NEXT: {{^ {4}\^$}}

// OVERLAP: error: 'operands' directive creates overlap in format
// OVERLAP-NEXT: $x operands $a $o attr-dict `:` type(operands) type($r)
// OVERLAP-NEXT: {{^ {3}\^$}}
// OVERLAP-NEXT: {{.*}}op-format-errors.td:199:5: note: in custom assembly format for this operation
// OVERLAP-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x operands $a $o attr-dict `:` type(operands) type($r)"; }
// OVERLAP-NEXT: {{^ {4}\^$}}

// TYPEATTR: error: attributes cannot be used as children to a `type` directive
// TYPEATTR-NEXT: $x $v $a $o attr-dict `:` type($a)
// TYPEATTR-NEXT: {{^ {31}\^$}}
// TYPEATTR-NEXT: {{.*}}op-format-errors.td:202:5: note: in custom assembly format for this operation
// TYPEATTR-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a $o attr-dict `:` type($a)"; }
// TYPEATTR-NEXT: {{^ {4}\^$}}

// SECOND: error: 'attr-dict' directive not found in custom assembly format
// SECOND-NEXT: $x $v $a `:` type($x) type($v) type($r)
// SECOND-NEXT: {{^\^$}}
// SECOND-NEXT: {{.*}}op-format-errors.td:206:5: note: in custom assembly format for this operation
// SECOND-NEXT: def T_Op2 : T_Op<"p"> { let assemblyFormat = "$x $v $a `:` type($x) type($v) type($r)"; }
// SECOND-NEXT: {{^ {4}\^$}}

// CUSTOMARG: error: only variables and types may be used as parameters to a custom directive
// CUSTOMARG-NEXT: custom<C>(operands) $a attr-dict `:` type($x) type($v) type($r)
// CUSTOMARG-NEXT: {{^\^$}}
// CUSTOMARG-NEXT: {{.*}}op-format-errors.td:209:5: note: in custom assembly format for this operation
// CUSTOMARG-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "custom<C>(operands) $a attr-dict `:` type($x) type($v) type($r)"; }
// CUSTOMARG-NEXT: {{^ {4}\^$}}

// CUSTOMTYPE: error: type directives within a custom directive may only refer to variables
// CUSTOMTYPE-NEXT: $x $v $a attr-dict `:` custom<C>(type(operands)) type($r)
// CUSTOMTYPE-NEXT: {{^ {23}\^$}}
// CUSTOMTYPE-NEXT: {{.*}}op-format-errors.td:212:5: note: in custom assembly format for this operation
// CUSTOMTYPE-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a attr-dict `:` custom<C>(type(operands)) type($r)"; }
// CUSTOMTYPE-NEXT: {{^ {4}\^$}}

// OILISTATTR: error: only optional attributes can be used in an oilist parsing group
// OILISTATTR-NEXT: $x oilist(`v` $v | `a` $a) attr-dict `:` type($x) type($v) type($r)
// OILISTATTR-NEXT: {{^ {3}\^$}}
// OILISTATTR-NEXT: {{.*}}op-format-errors.td:215:5: note: in custom assembly format for this operation
// OILISTATTR-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x oilist(`v` $v | `a` $a) attr-dict `:` type($x) type($v) type($r)"; }
// OILISTATTR-NEXT: {{^ {4}\^$}}

// OILISTOPERAND: error: only variable length operands can be used within an oilist parsing group
// OILISTOPERAND-NEXT: oilist(`x` $x | `v` $v) $a attr-dict `:` type($x) type($v) type($r)
// OILISTOPERAND-NEXT: {{^\^$}}
// OILISTOPERAND-NEXT: {{.*}}op-format-errors.td:218:5: note: in custom assembly format for this operation
// OILISTOPERAND-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "oilist(`x` $x | `v` $v) $a attr-dict `:` type($x) type($v) type($r)"; }
// OILISTOPERAND-NEXT: {{^ {4}\^$}}

// OILISTADJACENT: error: format ambiguity because o is used in two adjacent oilist elements.
// OILISTADJACENT-NEXT: $x oilist(`v` $v | `o` $o) oilist(`o` `,`) $a attr-dict `:` type($x) type($v) type($r)
// OILISTADJACENT-NEXT: {{^\^$}}
// OILISTADJACENT-NEXT: {{.*}}op-format-errors.td:221:5: note: in custom assembly format for this operation
// OILISTADJACENT-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x oilist(`v` $v | `o` $o) oilist(`o` `,`) $a attr-dict `:` type($x) type($v) type($r)"; }
// OILISTADJACENT-NEXT: {{^ {4}\^$}}

// OILISTLITERAL: error: format ambiguity because v is used both in oilist element and the adjacent literal.
// OILISTLITERAL-NEXT: $x oilist(`v` $v | `o` $o) `v` $a attr-dict `:` type($x) type($v) type($r)
// OILISTLITERAL-NEXT: {{^\^$}}
// OILISTLITERAL-NEXT: {{.*}}op-format-errors.td:224:5: note: in custom assembly format for this operation
// OILISTLITERAL-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x oilist(`v` $v | `o` $o) `v` $a attr-dict `:` type($x) type($v) type($r)"; }
// OILISTLITERAL-NEXT: {{^ {4}\^$}}

// GROUPOPERANDS: error: only literals, types, and variables can be used within an optional group
// GROUPOPERANDS-NEXT: $x $v $a attr-dict (`:` type(operands)^)? type($r)
// GROUPOPERANDS-NEXT: {{^ {19}\^$}}
// GROUPOPERANDS-NEXT: {{.*}}op-format-errors.td:227:5: note: in custom assembly format for this operation
// GROUPOPERANDS-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a attr-dict (`:` type(operands)^)? type($r)"; }
// GROUPOPERANDS-NEXT: {{^ {4}\^$}}

// GROUPSUCCESSOR: error: only literals, types, and variables can be used within an optional group
// GROUPSUCCESSOR-NEXT: $x $v $a (`to` $dests^)? attr-dict `:` type($x) type($v) type($r)
// GROUPSUCCESSOR-NEXT: {{^ {9}\^$}}
// GROUPSUCCESSOR-NEXT: {{.*}}op-format-errors.td:230:5: note: in custom assembly format for this operation
// GROUPSUCCESSOR-NEXT: def T_Op1 : T_Op<"o"> {
// GROUPSUCCESSOR-NEXT: {{^ {4}\^$}}

// GROUPDICT: error: operand 'v' is already bound
// GROUPDICT-NEXT: $x $v $a (`x` attr-dict $v^)? `:` type($x) type($v) type($r)
// GROUPDICT-NEXT: {{^ {24}\^$}}
// GROUPDICT-NEXT: {{.*}}op-format-errors.td:236:5: note: in custom assembly format for this operation
// GROUPDICT-NEXT: def T_Op1 : T_Op<"o"> { let assemblyFormat = "$x $v $a (`x` attr-dict $v^)? `:` type($x) type($v) type($r)"; }
// GROUPDICT-NEXT: {{^ {4}\^$}}

// With -asmformat-error-is-fatal=false the op is declared without parse() and print().
// NONFATAL: error: expected variable to refer to an argument, region, result, or successor
// NONFATAL: class Op1 : public ::mlir::Op<Op1
// NONFATAL-NOT: parse(
// NONFATAL: };

// The definitions, compared with mlir-tblgen by difftest:
// DIFF: -gen-op-defs -DUNKNOWN
// DIFF: -gen-op-defs -DNOATTRDICT
// DIFF: -gen-op-defs -DNOOPERAND
// DIFF: -gen-op-defs -DNOTYPE
// DIFF: -gen-op-defs -DNORESULTTYPE
// DIFF: -gen-op-defs -DNOREGION
// DIFF: -gen-op-defs -DNOSUCCESSOR
// DIFF: -gen-op-defs -DDUPOPERAND
// DIFF: -gen-op-defs -DDUPTYPE
// DIFF: -gen-op-defs -DRESULTVAR
// DIFF: -gen-op-defs -DCOLON
// DIFF: -gen-op-defs -DDICTREGION
// DIFF: -gen-op-defs -DANCHORATTR
// DIFF: -gen-op-defs -DGROUPOPERAND
// DIFF: -gen-op-defs -DNOANCHOR
// DIFF: -gen-op-defs -DANCHORLITERAL
// DIFF: -gen-op-defs -DQUALIFIED
// DIFF: -gen-op-defs -DREF
// DIFF: -gen-op-defs -DTWODICTS
// DIFF: -gen-op-defs -DFUNCTYPE
// DIFF: -gen-op-defs -DLITERAL
// DIFF: -gen-op-defs -DOVERLAP
// DIFF: -gen-op-defs -DTYPEATTR
// DIFF: -gen-op-defs -DSECOND
// DIFF: -gen-op-defs -DCUSTOMARG
// DIFF: -gen-op-defs -DCUSTOMTYPE
// DIFF: -gen-op-defs -DOILISTATTR
// DIFF: -gen-op-defs -DOILISTOPERAND
// DIFF: -gen-op-defs -DOILISTADJACENT
// DIFF: -gen-op-defs -DOILISTLITERAL
// DIFF: -gen-op-defs -DGROUPOPERANDS
// DIFF: -gen-op-defs -DGROUPSUCCESSOR
// DIFF: -gen-op-defs -DGROUPDICT
