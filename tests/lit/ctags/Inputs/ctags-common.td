// Classes and defs that multi-file.td includes; the tags below point here.

class Fwd;
class Base<int n> { int N = n; }
def Zed : Base<3>;

multiclass Pair<int n> {
  def _lo : Base<n>;
  def _hi : Base<!add(n, 1)>;
}
