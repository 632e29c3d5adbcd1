#!/usr/bin/env python3
"""Random generator of valid TableGen programs, for differential testing.

    randgen.py SEED            print the program generated from SEED
    randgen.py SEED -o FILE    write it to FILE

The program is built type-directed, so that it is well typed: classes with
template arguments (with defaults, record-typed ones too) and parent classes,
defs with `let` overrides, anonymous class instantiations, multiclasses with
def/defm inside and defm outside, foreach (lists and ranges), top-level let,
if/else, defvar, defset, deftype, and bang operators of every kind (integer,
bit, string, list, dag, casts, !foreach/!filter/!foldl, !cond, ...) over
literals, template arguments, fields and global variables. Class bodies keep
their template arguments unresolved, which exercises printing of partially
evaluated expressions.

A few constructs can still fail at evaluation time (an int that does not
fit a bits<n>, !head of a list that came out empty, ...); the differential
test then only requires both tools to fail at the same line.

The same seed always gives the same program (the generator uses its own
random.Random).
"""
import argparse
import random
import sys

# Types are tuples: ("bit",), ("int",), ("string",), ("bits", n),
# ("list", T), ("dag",), ("rec", ClassName).
BIT, INT, STRING, DAG = ("bit",), ("int",), ("string",), ("dag",)


def lst(t):
    return ("list", t)


def bits(n):
    return ("bits", n)


def rec(c):
    return ("rec", c)


def tstr(t):
    k = t[0]
    if k == "bits":
        return "bits<%d>" % t[1]
    if k == "list":
        return "list<%s>" % tstr(t[1])
    if k == "rec":
        return t[1]
    return k


class ClassInfo:
    def __init__(self, name, targs, fields, parents):
        self.name = name
        self.targs = targs      # [(name, type, has_default)]
        self.fields = fields    # {name: type}, own and inherited
        self.parents = parents  # [ClassInfo]

    def ancestors(self):
        out = {self.name}
        for p in self.parents:
            out |= p.ancestors()
        return out


class Gen:
    WORDS = ["a", "b", "foo", "Bar", "x_y", "ABC", "hello world", "tab\\there",
             "q\\\"uote", "", "0", "A1", "zz", "MiXeD", "s p"]

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.out = []
        self.classes = []       # ClassInfo, in definition order
        self.defs = []          # (name, ClassInfo or None, fields {name: type})
        self.globals = []       # (name, type) of global defvars
        self.ops = []           # names of plain defs usable as dag operators
        self.counter = 0
        self.multiclasses = []  # (name, targs)
        self.unset = set()      # fields declared without a value
        self.anon_depth = 0     # Class<args>.field being generated
        self.mc_uses = {}       # multiclasses that contain a defm

    # ----------------------------------------------------------------------
    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def chance(self, p):
        return self.r.random() < p

    def pick(self, xs):
        return xs[self.r.randrange(len(xs))]

    def emit(self, line):
        self.out.append(line)

    # ----------------------------------------------------------------------
    # Types
    def rand_type(self, depth=0, allow_rec=True):
        choices = [BIT, INT, INT, STRING, STRING, bits(self.r.randint(1, 8)), DAG]
        if depth < 1:
            choices += [lst(INT), lst(STRING), None]
        if allow_rec and self.classes:
            choices.append(rec(self.pick(self.classes).name))
        t = self.pick(choices)
        if t is None:
            t = lst(self.rand_type(depth + 1, allow_rec))
            if t[1][0] in ("bit", "bits"):
                t = lst(INT)
        return t

    # ----------------------------------------------------------------------
    # Literals
    def str_lit(self):
        w = self.pick(self.WORDS)
        if self.chance(0.1):
            return "[{" + w.replace("\\", "") + "}]"
        return '"%s"' % w

    def int_lit(self):
        c = self.r.randrange(8)
        if c == 0:
            return str(self.r.choice([0, 1, -1, 2, 63, 64, 255, -128]))
        if c == 1:
            return hex(self.r.randrange(0, 4096))
        if c == 2:
            return str(self.r.randrange(-1000000, 1000000))
        if c == 3:
            return self.pick(["9223372036854775807", "-9223372036854775808", "0x7fffffff",
                              "4294967296", "-2147483648"])
        return str(self.r.randrange(-20, 50))

    # ----------------------------------------------------------------------
    # Expressions. env: list of (name, type) visible here.
    def vars_of(self, env, t):
        return [n for n, vt in env if vt == t]

    def expr(self, t, env, depth=0):
        if depth > 3 or self.chance(0.25 if depth else 0.1):
            return self.leaf(t, env)
        k = t[0]
        if k == "int":
            return self.int_expr(env, depth)
        if k == "bit":
            return self.bit_expr(env, depth)
        if k == "string":
            return self.string_expr(env, depth)
        if k == "bits":
            return self.bits_expr(t[1], env, depth)
        if k == "list":
            return self.list_expr(t[1], env, depth)
        if k == "dag":
            return self.dag_expr(env, depth)
        if k == "rec":
            return self.rec_expr(t[1], env, depth)
        raise AssertionError(t)

    def leaf(self, t, env):
        vs = self.vars_of(env, t)
        if vs and self.chance(0.6):
            return self.pick(vs)
        k = t[0]
        if k == "int":
            fs = self.def_fields(INT)
            if fs and self.chance(0.2):
                return self.pick(fs)
            return self.int_lit()
        if k == "bit":
            return self.pick(["0", "1", "true", "false"])
        if k == "string":
            fs = self.def_fields(STRING)
            if fs and self.chance(0.2):
                return self.pick(fs)
            return self.str_lit()
        if k == "bits":
            n = t[1]
            c = self.r.randrange(3)
            if c == 0:
                return "0b" + "".join(self.pick("01") for _ in range(n))
            if c == 1:
                return str(self.r.randrange(0, 1 << n))
            return "{ " + ", ".join(self.pick(["0", "1", "true", "false"]) for _ in range(n)) + " }"
        if k == "list":
            n = self.r.randrange(0, 4)
            if n == 0:
                return "[]<%s>" % tstr(t[1])
            return self.list_lit([self.leaf(t[1], env) for _ in range(n)])
        if k == "dag":
            return self.dag_lit(env, 3)
        if k == "rec":
            return self.rec_leaf(t[1], env)
        raise AssertionError(t)

    @staticmethod
    def list_lit(items):
        # "[{" would start a code literal.
        return "[ " + ", ".join(items) + "]" if items and items[0].startswith("{") else \
            "[" + ", ".join(items) + "]"

    def def_fields(self, t):
        """DefName.field (or Class<args>.field) references of type t."""
        out = []
        for name, ci, fields in self.defs[-12:]:
            for f, ft in fields.items():
                if ft == t and f not in self.unset:
                    out.append("%s.%s" % (name, f))
        if self.anon_depth == 0:
            for ci in self.classes[-4:]:
                for f, ft in ci.fields.items():
                    if ft == t and f not in self.unset and self.chance(0.3):
                        self.anon_depth += 1
                        out.append("%s.%s" % (self.anon_inst(ci, []), f))
                        self.anon_depth -= 1
        return out

    def int_expr(self, env, d):
        e = lambda: self.expr(INT, env, d + 1)
        c = self.r.randrange(22)
        if c < 3:
            op = self.pick(["add", "mul", "and", "or", "xor"])
            n = self.r.randint(2, 3)
            return "!%s(%s)" % (op, ", ".join(e() for _ in range(n)))
        if c == 3:
            return "!sub(%s, %s)" % (e(), e())
        if c == 4:
            return "!%s(%s, %d)" % (self.pick(["shl", "srl", "sra"]), e(), self.r.randrange(0, 64))
        if c == 5:
            return "!div(%s, %s)" % (e(), self.pick(["1", "2", "3", "-7", "16"]))
        if c == 6:
            return "!size(%s)" % self.expr(lst(self.pick([INT, STRING])), env, d + 1)
        if c == 7:
            return "!size(%s)" % self.expr(STRING, env, d + 1)
        if c == 8:
            return "!find(%s, %s)" % (self.expr(STRING, env, d + 1), self.str_lit())
        if c == 9:
            return "!logtwo(%s)" % self.pick(["1", "2", "1024", "7", "0x10000"])
        if c == 10:
            return "!if(%s, %s, %s)" % (self.expr(BIT, env, d + 1), e(), e())
        if c == 11:
            return self.cond_expr(INT, env, d)
        if c == 12:
            x, a = self.fresh("x"), self.fresh("acc")
            return "!foldl(%s, %s, %s, %s, !add(%s, %s))" % (
                e(), self.expr(lst(INT), env, d + 1), a, x, a, x)
        if c == 13:
            return "!not(%s)" % e()
        if c == 14:
            return self.expr(bits(self.r.randint(1, 8)), env, d + 1) if self.chance(0.3) else e()
        if c == 15:
            return "!cast<int>(%s)" % self.expr(BIT, env, d + 1)
        if c == 16:
            return "!head(%s)" % self.nonempty_list(INT, env, d)
        if c == 17:
            return "!head(!tail(%s))" % self.nonempty_list(INT, env, d, 2)
        if c == 18:
            return "!getdagarg<int>(%s, 0)" % self.dag_lit(env, 2, first=INT)
        if c == 19:
            return "!size(%s)" % self.dag_lit(env, 3)
        if c == 20:
            x = self.fresh("x")
            return "!size(!filter(%s, %s, !gt(%s, 0)))" % (x, self.expr(lst(INT), env, d + 1), x)
        return "!add(%s, %s)" % (e(), self.int_lit())

    def nonempty_list(self, t, env, d, n=1):
        """A list with at least n elements."""
        items = [self.expr(t, env, d + 2) for _ in range(n)]
        if self.chance(0.5):
            return self.list_lit(items)
        return "!listconcat(%s, %s)" % (self.list_lit(items), self.expr(lst(t), env, d + 1))

    def bit_expr(self, env, d):
        c = self.r.randrange(14)
        if c < 3:
            t = self.pick([INT, STRING, BIT])
            op = self.pick(["eq", "ne"]) if t == BIT else self.pick(["eq", "ne", "lt", "le", "gt", "ge"])
            return "!%s(%s, %s)" % (op, self.expr(t, env, d + 1), self.expr(t, env, d + 1))
        if c == 3:
            return "!not(%s)" % self.expr(BIT, env, d + 1)
        if c == 4:
            return "!%s(%s, %s)" % (self.pick(["and", "or", "xor"]), self.expr(BIT, env, d + 1),
                                   self.expr(BIT, env, d + 1))
        if c == 5:
            return "!empty(%s)" % self.expr(self.pick([STRING, lst(INT), DAG]), env, d + 1)
        if c == 6 and self.classes:
            ci = self.pick(self.classes)
            t = self.pick([rec(c.name) for c in self.classes])
            return "!isa<%s>(%s)" % (ci.name, self.expr(t, env, d + 1))
        if c == 7 and self.classes:
            ci = self.pick(self.classes)
            names = [n for n, _, _ in self.defs] or ["Nope"]
            return "!exists<%s>(%s)" % (ci.name, self.pick(['"%s"' % self.pick(names), self.str_lit()]))
        if c == 8:
            return "!initialized(%s)" % self.expr(self.pick([INT, STRING]), env, d + 1)
        if c == 9:
            return "!if(%s, %s, %s)" % (self.expr(BIT, env, d + 1), self.expr(BIT, env, d + 1),
                                        self.expr(BIT, env, d + 1))
        if c == 10:
            return self.cond_expr(BIT, env, d)
        if c == 11:
            return "!match(%s, %s)" % (self.expr(STRING, env, d + 1),
                                       self.pick(['"^a"', '"o+"', '"[A-Z]"', '"x|y"', '"^$"', '"b.r"']))
        if c == 12:
            n = self.r.randint(2, 6)
            vs = self.vars_of(env, bits(n))
            return "%s{%d}" % (self.pick(vs) if vs else self.leaf(bits(n), env), self.r.randrange(n))
        return "!eq(%s, %s)" % (self.expr(INT, env, d + 1), self.int_lit())

    def string_expr(self, env, d):
        s = lambda: self.expr(STRING, env, d + 1)
        c = self.r.randrange(17)
        if c < 3:
            return "!strconcat(%s)" % ", ".join(s() for _ in range(self.r.randint(2, 3)))
        if c == 3:
            return "%s # %s" % (self.paste_operand(env, d), self.paste_operand(env, d))
        if c == 4:
            return "!%s(%s)" % (self.pick(["toupper", "tolower"]), s())
        if c == 5:
            return "!substr(%s, 0, %s)" % (s(), self.pick(["0", "1", "2", "5", "100"]))
        if c == 6:
            return "!subst(%s, %s, %s)" % (self.pick(['"a"', '"o"', '"ab"', '"x"']), self.str_lit(), s())
        if c == 7:
            return "!interleave(%s, %s)" % (self.expr(lst(STRING), env, d + 1), self.str_lit())
        if c == 8:
            return "!interleave(%s, %s)" % (self.expr(lst(INT), env, d + 1), self.str_lit())
        if c == 9:
            return "!cast<string>(%s)" % self.expr(INT, env, d + 1)
        if c == 10:
            return "!repr(%s)" % self.expr(self.pick([INT, STRING, lst(INT), BIT]), env, d + 1)
        if c == 11:
            return "!if(%s, %s, %s)" % (self.expr(BIT, env, d + 1), s(), s())
        if c == 12:
            return self.cond_expr(STRING, env, d)
        if c == 13:
            x, a = self.fresh("x"), self.fresh("acc")
            return '!foldl("", %s, %s, %s, !strconcat(%s, %s))' % (
                self.expr(lst(STRING), env, d + 1), a, x, a, x)
        if c == 14:
            return "!head(%s)" % self.nonempty_list(STRING, env, d)
        if c == 15 and self.defs:
            name = self.pick(self.defs)[0]
            return "!cast<string>(%s)" % name if self.chance(0.5) else '!getdagopname(%s)' % self.dag_lit(env, 1, named_op=True)
        return "!getdagname(%s, 0)" % self.dag_lit(env, 2, first_named=True)

    def paste_operand(self, env, d):
        # Identifiers after '#' are names, not values: only variables and
        # literals here.
        c = self.r.randrange(3)
        if c == 0:
            vs = self.vars_of(env, STRING)
            return self.pick(vs) if vs else self.str_lit()
        if c == 1:
            vs = self.vars_of(env, INT)
            return self.pick(vs) if vs and self.chance(0.5) else self.int_lit()
        return "!strconcat(%s, %s)" % (self.expr(STRING, env, d + 2), self.str_lit())

    def cond_value(self, t, env, d):
        # llvm-tblgen drops a !cond whose chosen, still unresolved value has a
        # type other than the one it computed for the !cond (bit vs int, see
        # docs/known-differences.md): every value gets exactly type t here.
        if t == INT:
            return "!add(%s, 0)" % self.expr(INT, env, d + 1)
        if t == BIT:
            return "!%s(%s, %s)" % (self.pick(["eq", "ne", "lt", "ge"]), self.expr(INT, env, d + 2),
                                    self.expr(INT, env, d + 2))
        if t == STRING:
            return "!strconcat(%s, %s)" % (self.expr(STRING, env, d + 1), self.str_lit())
        return self.expr(t, env, d + 1)

    def cond_expr(self, t, env, d):
        n = self.r.randint(1, 3)
        parts = ["%s: %s" % (self.expr(BIT, env, d + 1), self.cond_value(t, env, d)) for _ in range(n)]
        parts.append("true: %s" % self.cond_value(t, env, d))
        return "!cond(%s)" % ", ".join(parts)

    def bits_expr(self, n, env, d):
        c = self.r.randrange(6)
        if c == 0:
            return "{ " + ", ".join(self.expr(BIT, env, d + 2) for _ in range(n)) + " }"
        if c == 1:
            wider = self.vars_of(env, bits(n + 2))
            if wider:
                lo = self.r.randrange(3)
                return "%s{%d-%d}" % (self.pick(wider), lo + n - 1, lo)
            return self.leaf(bits(n), env)
        if c == 2:
            return "!if(%s, %s, %s)" % (self.expr(BIT, env, d + 1), self.expr(bits(n), env, d + 1),
                                        self.expr(bits(n), env, d + 1))
        if c == 3 and n >= 2:
            # Binary literals inside braces contribute all their bits.
            k = self.r.randint(1, n - 1)
            return "{ 0b%s, %s }" % ("".join(self.pick("01") for _ in range(k)),
                                     ", ".join(self.expr(BIT, env, d + 2) for _ in range(n - k)))
        return self.leaf(bits(n), env)

    def list_expr(self, et, env, d):
        c = self.r.randrange(12)
        l = lambda: self.expr(lst(et), env, d + 1)
        if c < 2:
            return "!listconcat(%s)" % ", ".join(l() for _ in range(self.r.randint(2, 3)))
        if c == 2:
            return "!listsplat(%s, %d)" % (self.expr(et, env, d + 1), self.r.randrange(0, 4))
        if c == 3 and et == INT:
            if self.chance(0.5):
                return "!range(%s)" % self.pick(["0", "3", "-2"])
            return "!range(%s, %s%s)" % (self.pick(["0", "1", "-3"]), self.pick(["4", "0", "7"]),
                                         self.pick(["", ", 2", ", -1"]))
        if c == 4:
            x = self.fresh("x")
            src = self.pick([INT, STRING, et])
            inner = [(x, src)] + env
            return "!foreach(%s, %s, %s)" % (x, self.expr(lst(src), env, d + 1), self.expr(et, inner, d + 1))
        if c == 5:
            x = self.fresh("x")
            inner = [(x, et)] + env
            return "!filter(%s, %s, %s)" % (x, l(), self.expr(BIT, inner, d + 2))
        if c == 6:
            return "!tail(%s)" % self.nonempty_list(et, env, d)
        if c == 7:
            return "!if(%s, %s, %s)" % (self.expr(BIT, env, d + 1), l(), l())
        if c == 8 and et in (INT, STRING, BIT):
            return "!listremove(%s, %s)" % (l(), l())
        if c == 9:
            return "!listflatten(%s)" % self.nonempty_list(lst(et), env, d + 1)
        if c == 10:
            return "!listconcat(%s)[0...%d]" % (", ".join("[%s]" % self.expr(et, env, d + 2) for _ in range(3)),
                                                self.r.randrange(3))
        if c == 11:
            x, a = self.fresh("x"), self.fresh("acc")
            return "!foldl(%s, %s, %s, %s, !listconcat(%s, [%s]))" % (
                "[]<%s>" % tstr(et), self.expr(lst(et), env, d + 1), a, x, a, x)
        return self.leaf(lst(et), env)

    def dag_op(self):
        return self.pick(self.ops)

    def dag_lit(self, env, n, first=None, first_named=False, named_op=False):
        """(op args): n arguments (at least 1 when first is given)."""
        args = []
        for i in range(n):
            t = first if (i == 0 and first) else self.pick([INT, STRING, BIT, DAG if n > 1 else INT])
            v = self.leaf(t, env) if t != DAG else "(%s)" % self.dag_op()
            if self.chance(0.1) and i > 0:
                v = "?"
            name = ""
            if (i == 0 and first_named) or self.chance(0.3):
                name = ":$" + self.pick(["a", "b", "dst", "src", "x"])
            args.append(v + name)
        op = self.dag_op()
        if named_op or self.chance(0.15):
            op += ":$" + self.pick(["op", "o"])
        return "(%s%s)" % (op, (" " + ", ".join(args)) if args else "")

    def dag_expr(self, env, d):
        c = self.r.randrange(9)
        if c == 0:
            op = self.dag_op()
            return '!con((%s %s), (%s "s":$n))' % (op, self.leaf(INT, env), op)
        if c == 1:
            return "!dag(%s, %s, %s)" % (self.dag_op(), "[%s]" % ", ".join(self.leaf(INT, env) for _ in range(2)),
                                         '["p", "q"]' if self.chance(0.5) else '["", "r"]')
        if c == 2:
            return "!setdagop(%s, %s)" % (self.expr(DAG, env, d + 1), self.dag_op())
        if c == 3:
            return "!setdagarg(%s, 0, %s)" % (self.dag_lit(env, 2), self.leaf(self.pick([INT, STRING]), env))
        if c == 4:
            return "!setdagname(%s, 1, %s)" % (self.dag_lit(env, 2), self.pick(['"nn"', '"a"']))
        if c == 5:
            x = self.fresh("x")
            return "!foreach(%s, %s, %s)" % (x, self.dag_lit(env, 2), x)
        if c == 6:
            return "!if(%s, %s, %s)" % (self.expr(BIT, env, d + 1), self.expr(DAG, env, d + 1),
                                        self.expr(DAG, env, d + 1))
        if c == 7:
            return "!setdagopname(%s, %s)" % (self.dag_lit(env, 1), self.pick(['"op"', '"z"']))
        return self.dag_lit(env, self.r.randrange(0, 4))

    def defs_of(self, cname):
        return [n for n, ci, _ in self.defs if ci is not None and cname in ci.ancestors()]

    def rec_leaf(self, cname, env):
        vs = self.vars_of(env, rec(cname))
        if vs and self.chance(0.5):
            return self.pick(vs)
        ds = self.defs_of(cname)
        if ds and self.chance(0.7):
            return self.pick(ds)
        ci = next(c for c in self.classes if c.name == cname)
        return self.anon_inst(ci, env)

    def anon_inst(self, ci, env):
        args = self.class_args(ci, [], 3, allow_named=True)
        return "%s<%s>" % (ci.name, args) if args or self.chance(0.5) else ci.name + "<>"

    def rec_expr(self, cname, env, d):
        c = self.r.randrange(4)
        ds = self.defs_of(cname)
        if c == 0 and ds:
            return '!cast<%s>("%s")' % (cname, self.pick(ds))
        if c == 1:
            return "!if(%s, %s, %s)" % (self.expr(BIT, env, d + 1), self.rec_leaf(cname, env),
                                        self.rec_leaf(cname, env))
        if c == 2 and ds and self.chance(0.5):
            # A name computed by string operations.
            n = self.pick(ds)
            return '!cast<%s>(!strconcat("%s", "%s"))' % (cname, n[:1], n[1:])
        return self.rec_leaf(cname, env)

    # ----------------------------------------------------------------------
    # Statements
    def class_args(self, ci, env, d, allow_named=False):
        """Template argument values for ci: every required one, some of the
        defaulted ones (a positional prefix, or named values)."""
        if allow_named and ci.targs and self.chance(0.2):
            vals = ["%s = %s" % (n, self.expr(t, env, d))
                    for n, t, has_def in ci.targs if not has_def or self.chance(0.5)]
            return ", ".join(vals)
        vals = []
        for i, (n, t, has_def) in enumerate(ci.targs):
            if has_def and self.chance(0.4):
                break  # the rest are defaulted too
            vals.append(self.expr(t, env, d))
        return ", ".join(vals)

    def gen_class(self):
        name = self.fresh("C")
        ntargs = self.r.randrange(0, 4)
        targs, env = [], []
        decls = []
        defaults_started = False
        for i in range(ntargs):
            t = self.rand_type()
            an = "%s_a%d" % (name, i)
            has_def = defaults_started or self.chance(0.4)
            if has_def:
                defaults_started = True
                decls.append("%s %s = %s" % (tstr(t), an, self.expr(t, env, 2)))
            else:
                decls.append("%s %s" % (tstr(t), an))
            targs.append((an, t, has_def))
            env.append((an, t))
        parents = []
        if self.classes and self.chance(0.5):
            parents = self.r.sample(self.classes[-6:], min(len(self.classes[-6:]), self.r.randint(1, 2)))
            # Distinct classes that share no ancestor keep field names unique.
            seen, keep = set(), []
            for p in parents:
                if not (p.ancestors() & seen):
                    keep.append(p)
                    seen |= p.ancestors()
            parents = keep
        fields = {}
        for p in parents:
            fields.update(p.fields)
        head = "class %s" % name
        if decls:
            head += "<%s>" % ", ".join(decls)
        if parents:
            head += " : " + ", ".join(
                "%s<%s>" % (p.name, self.class_args(p, env, 2)) if p.targs else p.name for p in parents)
        body = []
        ci = ClassInfo(name, targs, fields, parents)
        self.body_items(body, fields, env, allow_let=True, nitems=self.r.randrange(0, 5), owner=name)
        self.emit_record(head, body)
        self.classes.append(ci)
        return ci

    def body_items(self, body, fields, env, allow_let, nitems, owner):
        env = list(env)
        for _ in range(nitems):
            c = self.r.randrange(10)
            if c < 6 or not fields:
                t = self.rand_type()
                fn = self.fresh("f")
                if self.chance(0.15):
                    body.append("  %s %s;" % (tstr(t), fn))
                    self.unset.add(fn)
                else:
                    body.append("  %s %s = %s;" % (tstr(t), fn, self.expr(t, env + self.field_env(fields))))
                fields[fn] = t
            elif c < 8 and allow_let:
                fn = self.pick(sorted(fields))
                t = fields[fn]
                if t[0] == "bits" and t[1] > 2 and self.chance(0.4):
                    hi = self.r.randrange(1, t[1])
                    body.append("  let %s{%d-0} = %s;" % (fn, hi, self.expr(bits(hi + 1), env)))
                else:
                    body.append("  let %s = %s;" % (fn, self.expr(t, env)))
            else:
                vn = self.fresh("v")
                t = self.rand_type()
                body.append("  defvar %s = %s;" % (vn, self.expr(t, env)))
                env.append((vn, t))

    def field_env(self, fields):
        # Fields may refer to earlier fields of the same record.
        if not self.chance(0.5):
            return []
        return [(n, t) for n, t in fields.items() if n not in self.unset]

    def emit_record(self, head, body):
        if body:
            self.emit(head + " {")
            self.out.extend(body)
            self.emit("}")
        else:
            self.emit(head + ";")

    def gen_def(self, env=(), name=None, record=True, indent=""):
        parents = []
        if self.classes and self.chance(0.85):
            parents = self.r.sample(self.classes, min(len(self.classes), self.r.randint(1, 2)))
            seen, keep = set(), []
            for p in parents:
                if not (p.ancestors() & seen):
                    keep.append(p)
                    seen |= p.ancestors()
            parents = keep
        fields = {}
        for p in parents:
            fields.update(p.fields)
        if name is None:
            name = self.fresh("D") if self.chance(0.93) else ""
        head = "def %s" % name if name else "def"
        if parents:
            head += " : " + ", ".join(
                "%s<%s>" % (p.name, self.class_args(p, list(env), 2)) if p.targs else p.name for p in parents)
        body = []
        self.body_items(body, fields, list(env), allow_let=True, nitems=self.r.randrange(0, 4), owner=name)
        if not record and "NAME" in name and self.chance(0.4):
            body.append("  string %s = NAME;" % self.fresh("nm"))
        if indent:
            body = [indent + b for b in body]
        if body:
            self.emit(indent + head + " {")
            self.out.extend(body)
            self.emit(indent + "}")
        else:
            self.emit(indent + head + ";")
        if record and name:
            self.defs.append((name, parents[0] if len(parents) == 1 else None, fields))
        return name

    def gen_multiclass(self):
        name = self.fresh("M")
        targs, decls, env = [], [], []
        for i in range(self.r.randrange(0, 3)):
            t = self.pick([INT, STRING, BIT, lst(INT)])
            an = "%s_a%d" % (name, i)
            if self.chance(0.3):
                decls.append("%s %s = %s" % (tstr(t), an, self.expr(t, env, 2)))
                targs.append((an, t, True))
            else:
                if targs and targs[-1][2]:
                    decls.append("%s %s = %s" % (tstr(t), an, self.leaf(t, env)))
                    targs.append((an, t, True))
                else:
                    decls.append("%s %s" % (tstr(t), an))
                    targs.append((an, t, False))
            env.append((an, t))
        self.emit("multiclass %s%s {" % (name, "<%s>" % ", ".join(decls) if decls else ""))
        for _ in range(self.r.randint(1, 3)):
            c = self.r.randrange(6)
            if c < 3:
                suffix = self.pick(["_" + self.fresh("r"), "NAME # \"_%s\"" % self.fresh("n"),
                                    "\"pre_\" # NAME # \"%s\"" % self.fresh("s")])
                self.gen_def(env, name=suffix, record=False, indent="  ")
            elif c == 3 and self.multiclasses:
                mn, mt = self.pick(self.multiclasses)
                self.mc_uses[name] = True
                args = ", ".join(self.expr(t, env, 2) for _, t, h in mt if not h)
                self.emit("  defm _%s : %s%s;" % (self.fresh("dm"), mn, "<%s>" % args if args else ""))
            elif c == 4:
                vn = self.fresh("v")
                t = self.pick([INT, STRING])
                self.emit("  defvar %s = %s;" % (vn, self.expr(t, env, 1)))
                env.append((vn, t))
            else:
                i = self.fresh("i")
                self.emit("  foreach %s = %s in" % (i, self.foreach_list(env)))
                self.gen_def(env + [(i, INT)], name="NAME # \"_\" # %s # \"%s\"" % (i, self.fresh("l")),
                             record=False, indent="    ")
        self.emit("}")
        self.multiclasses.append((name, targs))
        # Instantiate it.
        for _ in range(self.r.randint(1, 2)):
            args = []
            for an, t, has_def in targs:
                if has_def and self.chance(0.5):
                    break
                args.append(self.expr(t, [], 2))
            dn = self.fresh("DM")
            self.emit("defm %s : %s%s;" % (dn, name, "<%s>" % ", ".join(args) if args else ""))

    def foreach_list(self, env):
        c = self.r.randrange(4)
        if c == 0:
            return "[%s]" % ", ".join(str(v) for v in self.r.sample(range(-3, 10), self.r.randint(1, 3)))
        if c == 1:
            a = self.r.randrange(0, 3)
            return "%d...%d" % (a, a + self.r.randrange(0, 3))
        if c == 2:
            return "!range(%d)" % self.r.randrange(0, 4)
        return "{%d-%d}" % (self.r.randrange(0, 2), self.r.randrange(2, 4))

    def gen_foreach(self):
        i = self.fresh("i")
        self.emit("foreach %s = %s in {" % (i, self.foreach_list([])))
        env = [(i, INT)]
        if self.chance(0.25):
            j = self.fresh("j")
            words = self.r.sample(["a", "b", "Xy", "z0"], self.r.randint(1, 3))
            self.emit("  foreach %s = [%s] in" % (j, ", ".join('"%s"' % w for w in words)))
            self.gen_def(env + [(j, STRING)], name='"%s_" # %s # "_" # %s' % (self.fresh("N"), i, j),
                         record=False, indent="    ")
        for _ in range(self.r.randint(1, 2)):
            if self.chance(0.3):
                vn = self.fresh("v")
                self.emit("  defvar %s = %s;" % (vn, self.expr(INT, env, 1)))
                env.append((vn, INT))
            self.gen_def(env, name='"%s_" # %s' % (self.fresh("F"), i)
                         if self.chance(0.8) else '"%s_" # !add(%s, 1)' % (self.fresh("G"), i),
                         record=False, indent="  ")
        self.emit("}")

    def gen_let(self):
        # let over fields that every def of one class has.
        cands = [c for c in self.classes if c.fields]
        if not cands:
            return self.gen_def()
        ci = self.pick(cands)
        fn = self.pick(sorted(ci.fields))
        t = ci.fields[fn]
        self.emit("let %s = %s in {" % (fn, self.expr(t, [], 1)))
        for _ in range(self.r.randint(1, 2)):
            dn = self.fresh("L")
            args = "<%s>" % self.class_args(ci, [], 2) if ci.targs else ""
            self.emit("  def %s : %s%s;" % (dn, ci.name, args))
            self.defs.append((dn, ci, dict(ci.fields)))
        self.emit("}")

    def gen_if(self):
        self.emit("if %s then {" % self.expr(BIT, [], 1))
        self.gen_def(name=self.fresh("I"), record=False, indent="  ")
        if self.chance(0.5):
            self.emit("} else {")
            self.gen_def(name=self.fresh("E"), record=False, indent="  ")
        self.emit("}")

    def gen_assert(self):
        cond = "!eq(%s, %s)" % ((lambda v: (v, v))(self.expr(INT, self.globals, 2)))
        self.emit('assert %s, "always true";' % cond)

    def gen_misc_def(self):
        """A def with fields of the less common kinds."""
        name = self.fresh("X")
        body = []
        body.append("  code c = [{ %s }];" % self.pick(["x = y;", "", "a[b]", "\\n"]))
        body.append("  field int fi = %s;" % self.expr(INT, self.globals, 2))
        if self.classes and self.chance(0.5):
            ci = self.pick(self.classes)
            body.append("  list<%s> inst = !instances<%s>();" % (ci.name, ci.name))
            if self.chance(0.5):
                body.append('  list<%s> inst2 = !instances<%s>(%s);' % (
                    ci.name, ci.name, self.pick(['".*"', '"^D"', '"[0-9]$"'])))
        if self.ops:
            body.append("  dag d = %s;" % self.dag_lit([], 2))
            body.append("  string opn = !getdagopname(d);")
            body.append("  int nargs = !size(d);")
        self.emit("def %s {" % name)
        self.out.extend(body)
        self.emit("}")

    def gen_multiclass_inherit(self):
        if not self.multiclasses:
            return self.gen_multiclass()
        # Two bases that share a third would define the same records twice.
        plain = [m for m in self.multiclasses if not self.mc_uses.get(m[0])]
        if not plain:
            return self.gen_multiclass()
        bases = self.r.sample(plain, min(len(plain), self.r.randint(1, 2)))
        name = self.fresh("MI")
        heads = []
        for mn, mt in bases:
            args = []
            for an, t, has_def in mt:
                if has_def and self.chance(0.5):
                    break
                args.append(self.expr(t, [], 2))
            heads.append("%s%s" % (mn, "<%s>" % ", ".join(args) if args else ""))
        self.emit("multiclass %s : %s {" % (name, ", ".join(heads)))
        self.gen_def([], name="NAME # \"_%s\"" % self.fresh("own"), record=False, indent="  ")
        self.emit("}")
        self.emit("defm %s : %s;" % (self.fresh("DI"), name))

    def gen_defvar(self):
        vn = self.fresh("g")
        t = self.rand_type()
        self.emit("defvar %s = %s;" % (vn, self.expr(t, self.globals)))
        self.globals.append((vn, t))

    def gen_defset(self):
        if not self.classes:
            return
        ci = self.pick(self.classes)
        sn = self.fresh("S")
        self.emit("defset list<%s> %s = {" % (ci.name, sn))
        for _ in range(self.r.randint(0, 2)):
            dn = self.fresh("SD")
            args = "<%s>" % self.class_args(ci, [], 2) if ci.targs else ""
            self.emit("  def %s : %s%s;" % (dn, ci.name, args))
        self.emit("}")
        self.globals.append((sn, lst(rec(ci.name))))

    def program(self):
        self.emit("// Generated by tests/conformance/randgen.py")
        nops = self.r.randint(1, 3)
        for i in range(nops):
            op = "op%d" % i
            self.emit("def %s;" % op)
            self.ops.append(op)
        if self.chance(0.3):
            self.emit("deftype %s = %s;" % ("T_int", "int"))
        for _ in range(self.r.randint(4, 14)):
            c = self.r.randrange(21)
            if c < 5 or not self.classes:
                self.gen_class()
            elif c < 10:
                self.gen_def(self.globals)
            elif c < 12:
                self.gen_multiclass()
            elif c < 14:
                self.gen_foreach()
            elif c < 15:
                self.gen_let()
            elif c < 16:
                self.gen_if()
            elif c < 18:
                self.gen_defvar()
            elif c < 19:
                self.gen_defset()
            else:
                self.pick([self.gen_assert, self.gen_misc_def, self.gen_multiclass_inherit])()
        return "\n".join(self.out) + "\n"


def generate(seed):
    return Gen(seed).program()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    text = generate(a.seed)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
