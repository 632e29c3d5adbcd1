// Availability interfaces: one op interface per class deriving from
// Availability that a def instantiates (the first such def, by name, gives
// its fields), and an error for a def of two classes.
// RUN: %mlir-tblgen -gen-avail-interface-decls %s | FileCheck %s --check-prefix=DECLS
// RUN: %mlir-tblgen -gen-avail-interface-defs %s | FileCheck %s --check-prefix=DEFS
// RUN: not %mlir-tblgen -gen-avail-interface-defs -DTWO %s 2>&1 | FileCheck %s --check-prefix=TWO
// DIFF: -gen-avail-interface-decls
// DIFF: -gen-avail-interface-defs
// DIFF: -gen-avail-interface-decls -DTWO
// DIFF: -gen-avail-interface-defs -DTWO

class Availability {
  string cppNamespace = ?;
  string interfaceName = ?;
  string interfaceDescription = "";
  string queryFnRetType = ?;
  string queryFnName = ?;
  code mergeAction = ?;
  string initializer = ?;
  string instanceType = ?;
  code instancePreparation = "";
  string instance = ?;
}
class MinV<int v> : Availability {
  int version = v;
  let cppNamespace = "";
  let interfaceName = "QueryMin";
  let queryFnRetType = "int";
  let queryFnName = "getMin";
}
class Other : Availability {
  let cppNamespace = "::a::b";
  let interfaceName = "QueryOther";
  let interfaceDescription = [{
    Some desc
      more
  }];
  let queryFnRetType = "int *";
  let queryFnName = "getOther";
}
def z1 : MinV<1>;
def a2 : MinV<2>;
def : Other;
#ifdef TWO
class Mix;
def bad : Other, Mix;
// TWO: interface-availability.td:[[@LINE-1]]:5: error: expected to only have one direct superclass
#endif

// DECLS:      class QueryMin;
// DECLS-EMPTY:
// DECLS-NEXT: namespace detail {
// DECLS-NEXT: struct QueryMinTraits {
// DECLS:          virtual int getMin(const Concept *impl, Operation *tblgen_opaque_op) const = 0;
// DECLS:        class ExternalModel : public FallbackModel<ConcreteOp> {};
// DECLS:      /*
// DECLS-EMPTY:
// DECLS-NEXT: */
// DECLS-NEXT: class QueryMin : public OpInterface<QueryMin, detail::QueryMinTraits> {
// DECLS:      namespace a::b {
// DECLS:      /*
// DECLS-NEXT: Some desc
// DECLS-NEXT:       more
// DECLS-NEXT: */
// DECLS:        int * getOther();
// DECLS-NEXT: };
// DECLS-EMPTY:
// DECLS-EMPTY:
// DECLS-NEXT: } // namespace a::b

// DEFS:      int QueryMin::getMin() {
// DEFS-NEXT:   return getImpl()->getMin(getImpl(), getOperation());
// DEFS-NEXT: }
// DEFS-NEXT: int * a::b::QueryOther::getOther() {
