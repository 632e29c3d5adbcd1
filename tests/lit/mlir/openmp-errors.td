// Mistakes in OpenMP clauses: -gen-openmp-clause-ops reports the first at
// its def as mlir-tblgen does, exits 1 and writes no output. mlir-tblgen
// crashes on an unnamed argument and on one that is not a def; this fails
// at the clause instead.
// RUN: rm -f %t.inc
// RUN: not %mlir-tblgen -gen-openmp-clause-ops -DSTORAGE %s -o %t.inc 2>&1 | FileCheck %s --check-prefix=STORAGE
// RUN: not test -e %t.inc
// RUN: not %mlir-tblgen -gen-openmp-clause-ops -DNOTDAG %s 2>&1 | FileCheck %s --check-prefix=NOTDAG
// RUN: not %mlir-tblgen -gen-openmp-clause-ops -DUNNAMED %s 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not %mlir-tblgen -gen-openmp-clause-ops -DSTRARG %s 2>&1 | FileCheck %s --check-prefix=STRARG
// DIFF: -gen-openmp-clause-ops -DSTORAGE
// DIFF: -gen-openmp-clause-ops -DNOTDAG
// DIFF: -gen-openmp-clause-ops

def ins;
class TypeConstraint { string summary = ""; }
def AnyType : TypeConstraint;
class Attr { code storageType = ?; code returnType = ?; }
class OpenMP_Clause {
  bit ignoreArgs = false;
  bit ignoreAsmFormat = false;
  bit ignoreDesc = false;
  bit ignoreExtraDecl = false;
  dag arguments = (ins);
  string reqAssemblyFormat = "";
  string optAssemblyFormat = "";
  string description = "";
  string extraClassDeclaration = "";
}
def OpenMP_FineClause : OpenMP_Clause { let arguments = (ins AnyType:$v); }

#ifdef STORAGE
// An attribute without a storage type.
def NoStorage : Attr;
// STORAGE: openmp-errors.td:[[@LINE-1]]:5: error: Record `NoStorage', field `storageType' exists but does not have a string value
def OpenMP_BadClause : OpenMP_Clause { let arguments = (ins NoStorage:$x); }
#endif

#ifdef NOTDAG
def OpenMP_NoArgsClause : OpenMP_Clause { let arguments = ?; }
// NOTDAG: openmp-errors.td:[[@LINE-1]]:5: error: Record `OpenMP_NoArgsClause', field `arguments' does not have a dag initializer!
#endif

#ifdef UNNAMED
def OpenMP_UnnamedClause : OpenMP_Clause { let arguments = (ins AnyType); }
// UNNAMED: openmp-errors.td:[[@LINE-1]]:5: error: clause argument #0 has no name
#endif

#ifdef STRARG
def OpenMP_StringClause : OpenMP_Clause { let arguments = (ins "foo":$x); }
// STRARG: openmp-errors.td:[[@LINE-1]]:5: error: clause argument 'x' is not a def
#endif
