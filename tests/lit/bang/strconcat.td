// RUN: %tblgen %s | FileCheck %s
// DIFF:
// !strconcat, the paste operator # and !interleave.
class C<string a, string b> {
  string cat = !strconcat(a, b);
  string cat3 = !strconcat(a, "-", b);
  string paste = a # b;
  string paste2 = a # "_" # b;
  string pasteint = a # 1;
  code c = [{x}] # [{y}];
}
def x : C<"foo", "bar">;
def lit {
  string s = !strconcat("a", "b", "c");
  string p = "a" # "b";
  code cc = !strconcat([{code1}], [{code2}]);
  string mixed = !strconcat([{code}], "str");
}
def foo # bar;
defvar v = "pre";
def v # _post;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<string C:a = ?, string C:b = ?> {
// CHECK-NEXT:   string cat = !strconcat(C:a, C:b);
// CHECK-NEXT:   string cat3 = !strconcat(C:a, !strconcat("-", C:b));
// CHECK-NEXT:   string paste = !strconcat(C:a, C:b);
// CHECK-NEXT:   string paste2 = !strconcat(C:a, !strconcat("_", C:b));
// CHECK-NEXT:   string pasteint = !strconcat(C:a, "1");
// CHECK-NEXT:   code c = [{xy}];
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def foobar {
// CHECK-NEXT: }
// CHECK-NEXT: def lit {
// CHECK-NEXT:   string s = "abc";
// CHECK-NEXT:   string p = "ab";
// CHECK-NEXT:   code cc = [{code1code2}];
// CHECK-NEXT:   code mixed = [{codestr}];
// CHECK-NEXT: }
// CHECK-NEXT: def v_post {
// CHECK-NEXT: }
// CHECK-NEXT: def x {	// C
// CHECK-NEXT:   string cat = "foobar";
// CHECK-NEXT:   string cat3 = "foo-bar";
// CHECK-NEXT:   string paste = "foobar";
// CHECK-NEXT:   string paste2 = "foo_bar";
// CHECK-NEXT:   string pasteint = "foo1";
// CHECK-NEXT:   code c = [{xy}];
// CHECK-NEXT: }
