// RUN: %tblgen --dump-json %s | FileCheck %s
// DIFF: --dump-json
// Strings are escaped as llvm::json escapes them: '"' and '\\' with a
// backslash, tab, newline and carriage return short, other control
// characters as \u00xx (lower-case hex), DEL and non-ASCII as they are.
// Any name can be a key; keys sort bytewise, so names below '!' come
// before "!instanceof", and a def called "!tablegen_json_version" replaces
// the version (it is set later), as in llvm-tblgen.
def esc {
  string quote = "say \"hi\" \\ bye";
  string ws = "a\tb\nc";
  code ctl = [{x}];
  string utf = "café € 😀";
}
def "weird \"name\"\t";
def " space";
def "";
def "!tablegen_json_version" { int v = 2; }

// CHECK: {"":{"!anonymous":false,"!fields":[],"!locs":["escaping.td:17"],"!name":"","!superclasses":[]}
// CHECK-SAME: ," space":{
// CHECK-SAME: ,"!instanceof":{}
// CHECK-SAME: ,"!tablegen_json_version":{"!anonymous":false,{{.*}}"v":2}
// CHECK-SAME: ,"esc":{"!anonymous":false{{.*}}"ctl":"\u0001\u001f\u0008\u000c\r\u000bx",
// CHECK-SAME: "quote":"say \"hi\" \\ bye",
// CHECK-SAME: "utf":"café € 😀","ws":"a\tb\nc"}
// CHECK-SAME: ,"weird \"name\"\t":{
