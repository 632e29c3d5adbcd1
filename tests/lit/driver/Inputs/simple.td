// A small input that needs nothing but --print-records.
class Base<int v> {
  int Value = v;
  string Name = "base";
}
def First : Base<1>;
def Second : Base<2> {
  let Name = "second";
  int Extra = 42;
}
