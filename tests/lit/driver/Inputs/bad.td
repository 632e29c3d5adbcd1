// Does not parse.
def X {
  int Y = ;
}
