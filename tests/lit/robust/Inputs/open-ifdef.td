// An #ifdef that is not closed in this file (it may not be closed by the
// includer either).
#ifdef SOMETHING
def neverSeen;
