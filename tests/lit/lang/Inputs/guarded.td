// Included three times by include-guard-skips.td: the guard skips the
// whole body the second and third time.
#ifndef GUARDED_TD
#define GUARDED_TD
class Guarded<int n> { int N = n; }
  /* a block comment at a line start that holds a directive:
#endif
  */ #ifdef INNER
def guardedInner : Guarded<1>;
#else
def guardedOuter : Guarded<2>;
  #ifdef DEEPER
  def deeper : Guarded<3>;   # not a directive: #endif
  #endif
#endif
def guardedLast : Guarded<4>; // #else in a comment
#endif // GUARDED_TD
