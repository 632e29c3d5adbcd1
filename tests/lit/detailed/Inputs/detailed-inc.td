// Included by basic.td: locations print the base name of this file.
class FromInclude<string s> {
  string S = s;
}
