// The type of a value that is one of two records of different classes
// (both branches of an !if): the classes common to both, found by going up
// from the first record's classes and stopping at each class the second
// record belongs to. A class reached along two paths is listed twice.
//
// RUN: not %tblgen -DDIAMOND %s 2>&1 | FileCheck %s --check-prefix=DIAMOND
// RUN: not %tblgen -DTWOWAYS %s 2>&1 | FileCheck %s --check-prefix=TWOWAYS
// RUN: not %tblgen -DSWAPPED %s 2>&1 | FileCheck %s --check-prefix=SWAPPED
// DIFF: -DDIAMOND
// DIFF: -DTWOWAYS
// DIFF: -DSWAPPED

class A;
class B : A;
class C : A;
class D : B, C;
class E : A;
class G : A;
class H : B, G;
def d : D;
def e : E;
def h : H;

#ifdef DIAMOND
// DIAMOND: [[@LINE+1]]:26: error: Field 'i' of type 'int' is incompatible with value '!if(T:c, d, e)' of type '{A, A}'
class T<bit c> { int i = !if(c, d, e); }
#endif

#ifdef TWOWAYS
// TWOWAYS: [[@LINE+1]]:26: error: Field 'i' of type 'int' is incompatible with value '!if(T:c, h, d)' of type '{A, B}'
class T<bit c> { int i = !if(c, h, d); }
#endif

#ifdef SWAPPED
// SWAPPED: [[@LINE+1]]:26: error: Field 'i' of type 'int' is incompatible with value '!if(T:c, d, h)' of type '{A, B}'
class T<bit c> { int i = !if(c, d, h); }
#endif
