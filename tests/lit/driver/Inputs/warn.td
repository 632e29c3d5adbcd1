// Parses with one warning (an unused template argument).
class C<int unused> {
  int Y = 1;
}
def D : C<1>;
