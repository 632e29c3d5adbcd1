// A self-include with a guard ends after one level.
#ifndef GUARDED_SELF
#define GUARDED_SELF
include "guarded-self.td"
def fromGuarded;
#endif
