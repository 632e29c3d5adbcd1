def fromInput {
  int x = "not an int";
}
