// RUN: %tblgen %s | FileCheck %s
// DIFF:
// A !foldl whose accumulator appears several times in each step (both arms
// of an !if, and inside a class instantiation's argument) over a parameter
// known only when the class or multiclass is used: the unfolded value is a
// shared chain whose parts are reached by many paths.

class Size<int n, bit first> {
  int N = n;
  bit First = first;
}

class InList<int x, list<int> l> {
  bit ret = !foldl(0, l, acc, y, !or(acc, !eq(x, y)));
}

class Pick<list<int> wanted> {
  list<Size> Sizes =
    !foldl([]<Size>, !range(9), acc, i,
           !if(InList<i, wanted>.ret,
               !listconcat(acc, [Size<i, !empty(acc)>]),
               acc));
  list<int> Ns = !foreach(s, Sizes, s.N);
  list<bit> Firsts = !foreach(s, Sizes, s.First);
}

multiclass PickM<list<int> wanted> {
  def _sizes {
    list<Size> Sizes =
      !foldl([]<Size>, !range(12), acc, i,
             !if(InList<i, wanted>.ret,
                 !listconcat(acc, [Size<i, !empty(acc)>]),
                 acc));
    list<int> Ns = !foreach(s, Sizes, s.N);
  }
}

def A : Pick<[1, 3, 5, 8]>;
def B : Pick<[]>;
defm M : PickM<[0, 11, 4]>;

// CHECK:      def A {
// CHECK:        list<int> Ns = [1, 3, 5, 8];
// CHECK-NEXT:   list<bit> Firsts = [1, 0, 0, 0];
// CHECK:      def B {
// CHECK:        list<int> Ns = [];
// CHECK:      def M_sizes {
// CHECK:        list<int> Ns = [0, 4, 11];
