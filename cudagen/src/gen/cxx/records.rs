//! Classes beyond the 0.1 aggregates: unions (anonymous too), bit-fields, nested and anonymous
//! classes, multiple and virtual inheritance with virtual functions, conversion operators,
//! `operator()` and the other overloadable operators, friend templates.

use super::{sp, Gen};
use crate::ast::{Item, Space};
use crate::features::Feature;
use crate::model::Ty;

impl Gen<'_, '_> {
    pub(super) fn union_construct(&mut self) -> Vec<Item> {
        let space = self.entry_space();
        let s = sp(space);
        let u = self.fresh_from(&["Bits", "Word", "Raw", "Pun"]);
        let (ity, iname) = if self.r.chance(50) {
            ("int", "i")
        } else {
            ("unsigned", "u")
        };
        let with_double = self.r.chance(30);
        let mut c = self.code();
        let anonymous =
            self.on(Feature::UnionAnonymous) && (!self.on(Feature::Union) || self.r.chance(50));
        let f = self.fresh("use");
        if anonymous {
            // A struct with a tag and an anonymous union member.
            self.mark(Feature::UnionAnonymous);
            self.mark(Feature::Union);
            c.l(0, format!("struct {u} {{"));
            c.l(1, "int tag;");
            c.l(1, "union {");
            c.l(2, format!("{ity} {iname};"));
            c.l(2, "float f;");
            if with_double {
                c.l(2, "double d;");
            }
            c.l(1, "};");
            c.l(0, "};");
            let limit = self.r.range(1, 9);
            c.l(0, format!("{s}float {f}(int x) {{"));
            c.l(1, format!("{u} v{{}};"));
            c.l(1, "v.tag = x;");
            c.l(1, format!("if (x > {limit}) {{"));
            c.l(2, format!("v.f = {}.5f;", self.r.range(0, 9)));
            c.l(2, "return v.f;");
            c.l(1, "}");
            c.l(1, format!("v.{iname} = static_cast<{ity}>(x);"));
            c.l(1, format!("return static_cast<float>(v.{iname}) + 1.0f;"));
            c.l(0, "}");
            self.entry(&f, space, Ty::Float, vec![Ty::Int]);
        } else {
            self.mark(Feature::Union);
            let bytes = if with_double { 8 } else { 4 };
            c.l(0, format!("union {u} {{"));
            c.l(1, format!("{ity} {iname};"));
            c.l(1, "float f;");
            if with_double {
                c.l(1, "double d;");
            }
            c.l(1, format!("unsigned char bytes[{bytes}];"));
            let method = self.r.chance(50);
            if method {
                c.l(
                    1,
                    format!("{s}int low() const {{ return static_cast<int>(bytes[0]); }}"),
                );
            }
            c.l(0, "};");
            let k = self.r.range(0, bytes - 1);
            c.l(0, format!("{s}int {f}(int x) {{"));
            c.l(1, format!("{u} v{{}};"));
            c.l(1, format!("v.{iname} = static_cast<{ity}>(x);"));
            let low = if method { " + v.low()" } else { "" };
            c.l(
                1,
                format!(
                    "return static_cast<int>(v.bytes[{k}]) + static_cast<int>(v.{iname}){low};"
                ),
            );
            c.l(0, "}");
            self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        }
        vec![c.item()]
    }

    pub(super) fn bitfield_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::BitField);
        let space = self.entry_space();
        let s = sp(space);
        let name = self.fresh_from(&["Flags", "Packed", "Header", "Mask"]);
        let n = self.r.range(2, 5) as usize;
        let mut c = self.code();
        c.l(0, format!("struct {name} {{"));
        // (field, unsigned?, width)
        let mut fields = Vec::new();
        for i in 0..n {
            let unsigned = self.r.chance(60);
            let width = self.r.range(2, 12);
            let fname = format!("f{i}");
            let ty = if unsigned {
                *self.r.pick(&["unsigned", "unsigned int", "unsigned short"])
            } else {
                *self.r.pick(&["int", "signed int", "short"])
            };
            let width = if ty.ends_with("short") {
                width.min(15)
            } else {
                width
            };
            c.l(1, format!("{ty} {fname} : {width};"));
            fields.push((fname, unsigned, width));
            if self.r.chance(20) {
                // Unnamed bit-fields: padding, or a zero width that starts a new unit.
                let pad = if self.r.chance(50) {
                    0
                } else {
                    self.r.range(1, 7)
                };
                c.l(1, format!("unsigned : {pad};"));
            }
        }
        if self.r.chance(30) {
            c.l(1, "bool on : 1;");
            fields.push(("on".into(), true, 1));
        }
        c.l(0, "};");
        let f = self.fresh("pack");
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("{name} b{{}};"));
        let mut sum = Vec::new();
        for (i, (fname, unsigned, width)) in fields.iter().enumerate() {
            if fname == "on" {
                c.l(1, "b.on = x > 2;");
                sum.push("(b.on ? 1 : 0)".to_string());
                continue;
            }
            if i % 2 == 0 && *unsigned {
                let mask = (1i64 << width) - 1;
                c.l(
                    1,
                    format!("b.{fname} = static_cast<unsigned>(x) & {mask}u;"),
                );
            } else {
                // A constant that fits the field's width.
                let max = if *unsigned {
                    (1i64 << width) - 1
                } else {
                    (1i64 << (width - 1)) - 1
                };
                let v = self.r.range(0, max.min(99));
                c.l(1, format!("b.{fname} = {v};"));
            }
            sum.push(format!("static_cast<int>(b.{fname})"));
        }
        c.l(1, format!("return {};", sum.join(" + ")));
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn nested_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::NestedClass);
        let space = self.entry_space();
        let s = sp(space);
        let outer = self.fresh_from(&["Grid", "Tree", "Pool", "Table"]);
        let inner = *self.r.pick(&["Entry", "Slot", "Leaf", "Item"]);
        let (ty, tname) = self.cxx_type();
        let k = self.r.range(2, 9);
        let mut c = self.code();
        c.l(0, format!("struct {outer} {{"));
        c.l(1, format!("using value_type = {tname};"));
        if self.r.chance(50) {
            c.l(1, "enum Kind { Small, Large };");
        }
        c.l(1, format!("struct {inner} {{"));
        c.l(2, "value_type v;");
        c.l(
            2,
            format!("{s}value_type scaled() const {{ return v * static_cast<value_type>({k}); }}"),
        );
        c.l(1, "};");
        c.l(1, format!("{inner} first, second;"));
        c.l(
            1,
            format!("{s}value_type total() const {{ return first.scaled() + second.v; }}"),
        );
        c.l(0, "};");
        let f = self.fresh("walk");
        let cast = "static_cast<value_type>(x)";
        c.l(0, format!("{s}{tname} {f}(int x) {{"));
        c.l(1, format!("using value_type = {outer}::value_type;"));
        c.l(1, format!("{outer}::{inner} e{{{cast}}};"));
        c.l(1, format!("{outer} t{{e, e}};"));
        c.l(1, "return t.total();");
        c.l(0, "}");
        self.entry(&f, space, ty, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn anonymous_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::AnonymousClass);
        let space = self.entry_space();
        let s = sp(space);
        let mut c = self.code();
        let rec = self.fresh_from(&["Range", "Window", "Extent"]);
        let alias = self.fresh("Anon");
        c.l(0, format!("struct {rec} {{"));
        c.l(1, "struct {");
        c.l(2, "int lo, hi;");
        c.l(1, "} span;");
        c.l(1, "int count;");
        c.l(0, "};");
        c.l(0, "typedef struct {");
        c.l(1, "int key;");
        c.l(1, "float weight;");
        c.l(0, format!("}} {alias};"));
        let f = self.fresh("extent");
        let d = self.r.range(1, 9);
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("{rec} r{{}};"));
        c.l(1, "r.span.lo = x;");
        c.l(1, format!("r.span.hi = x + {d};"));
        c.l(1, format!("{alias} a{{x, 1.0f}};"));
        c.l(1, "return r.span.hi - r.span.lo + a.key;");
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn inheritance_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::MultipleInheritance);
        let space = self.entry_space();
        let s = sp(space);
        let n = self.r.range(2, 3) as usize;
        let derived = self.fresh_from(&["Mixed", "Combo", "Blend"]);
        let mut c = self.code();
        let mut bases = Vec::new();
        for i in 0..n {
            let b = self.fresh_from(&["Base", "Part", "Trait"]);
            let m = self.r.range(1, 5);
            c.l(0, format!("struct {b} {{"));
            c.l(1, format!("int m{i};"));
            c.l(1, format!("{s}int get{i}() const {{ return m{i} * {m}; }}"));
            c.l(0, "};");
            bases.push(b);
        }
        let access: Vec<String> = bases
            .iter()
            .map(|b| {
                if self.r.chance(30) {
                    format!("public {b}")
                } else {
                    b.clone()
                }
            })
            .collect();
        c.l(0, format!("struct {derived} : {} {{", access.join(", ")));
        c.l(1, "int own;");
        let calls: Vec<String> = (0..n).map(|i| format!("get{i}()")).collect();
        c.l(
            1,
            format!(
                "{s}int sum() const {{ return {} + own; }}",
                calls.join(" + ")
            ),
        );
        c.l(0, "};");
        let f = self.fresh("mix");
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("{derived} d{{}};"));
        for i in 0..n {
            c.l(1, format!("d.m{i} = x + {i};"));
        }
        c.l(1, "d.own = x;");
        if self.r.chance(50) {
            c.l(1, format!("const {} &b = d;", bases[0]));
            c.l(1, "return d.sum() + b.get0();");
        } else {
            c.l(1, "return d.sum();");
        }
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn virtual_construct(&mut self) -> Vec<Item> {
        let space = self.entry_space();
        let s = sp(space);
        let mut c = self.code();
        let f = self.fresh("dispatch");
        let diamond = self.on(Feature::VirtualInheritance)
            && (!self.on(Feature::VirtualFunction) || self.r.chance(50));
        self.mark(Feature::VirtualFunction);
        if diamond {
            self.mark(Feature::VirtualInheritance);
            self.mark(Feature::MultipleInheritance);
            let top = self.fresh("Root");
            let left = self.fresh("Left");
            let right = self.fresh("Right");
            let bottom = self.fresh("Join");
            let v = self.r.range(1, 9);
            c.l(0, format!("struct {top} {{"));
            c.l(1, format!("int v = {v};"));
            c.l(1, format!("{s}virtual int get() const {{ return v; }}"));
            c.l(1, format!("{s}virtual ~{top}() {{}}"));
            c.l(0, "};");
            c.l(0, format!("struct {left} : virtual {top} {{"));
            c.l(
                1,
                format!("{s}int get() const override {{ return v + 1; }}"),
            );
            c.l(0, "};");
            c.l(0, format!("struct {right} : virtual public {top} {{"));
            c.l(1, format!("int r = {};", self.r.range(1, 9)));
            c.l(0, "};");
            c.l(0, format!("struct {bottom} : {left}, {right} {{}};"));
            c.l(0, format!("{s}int {f}(int x) {{"));
            c.l(1, format!("{bottom} j;"));
            c.l(1, "j.v = x;");
            c.l(1, format!("const {top} &t = j;"));
            c.l(1, "return t.get() + j.r;");
            c.l(0, "}");
            self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        } else {
            let base = self.fresh("Shape");
            let (ty, tname) = if self.r.chance(50) {
                (Ty::Float, "float")
            } else {
                (Ty::Double, "double")
            };
            c.l(0, format!("struct {base} {{"));
            c.l(1, format!("{s}virtual {tname} area() const = 0;"));
            c.l(1, format!("{s}virtual int sides() const {{ return 0; }}"));
            c.l(1, format!("{s}virtual ~{base}() {{}}"));
            c.l(0, "};");
            let n = self.r.range(1, 3) as usize;
            let mut kids = Vec::new();
            for i in 0..n {
                let k = self.fresh(["Square", "Tri", "Disc"][i % 3]);
                let fin = if self.r.chance(40) { " final" } else { "" };
                c.l(0, format!("struct {k}{fin} : {base} {{"));
                c.l(1, format!("{tname} s;"));
                c.l(1, format!("{s}explicit {k}({tname} v) : s(v) {{}}"));
                c.l(
                    1,
                    format!("{s}{tname} area() const override {{ return s * s; }}"),
                );
                if self.r.chance(50) {
                    c.l(
                        1,
                        format!("{s}int sides() const override {{ return {}; }}", i + 3),
                    );
                }
                c.l(0, "};");
                kids.push(k);
            }
            c.l(0, format!("{s}{tname} {f}({tname} x) {{"));
            for (i, k) in kids.iter().enumerate() {
                c.l(1, format!("{k} k{i}(x);"));
            }
            c.l(1, format!("const {base} *p = &k0;"));
            let mut total = "p->area() + static_cast<".to_string() + tname + ">(p->sides())";
            for i in 1..kids.len() {
                c.l(1, format!("const {base} &r{i} = k{i};"));
                total += &format!(" + r{i}.area()");
            }
            c.l(1, format!("return {total};"));
            c.l(0, "}");
            self.entry(&f, space, ty.clone(), vec![ty]);
        }
        vec![c.item()]
    }

    pub(super) fn conversion_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::ConversionOperator);
        let space = self.entry_space();
        let s = sp(space);
        let name = self.fresh_from(&["Meter", "Celsius", "Ratio", "Weight"]);
        let (ty, tname) = if self.r.chance(60) {
            (Ty::Float, "float")
        } else {
            (Ty::Double, "double")
        };
        let mut c = self.code();
        c.l(0, format!("struct {name} {{"));
        c.l(1, format!("{tname} v;"));
        c.l(1, format!("{s}operator {tname}() const {{ return v; }}"));
        let explicit_bool = self.r.chance(60);
        if explicit_bool {
            c.l(
                1,
                format!("{s}explicit operator bool() const {{ return v > 0; }}"),
            );
        }
        c.l(0, "};");
        let f = self.fresh("convert");
        c.l(0, format!("{s}{tname} {f}({tname} x) {{"));
        c.l(1, format!("{name} m{{x}};"));
        c.l(1, format!("{tname} plain = m;"));
        if explicit_bool {
            c.l(1, "return plain + (m ? 1 : 0);");
        } else {
            c.l(1, format!("return plain + static_cast<{tname}>(m) * 2;"));
        }
        c.l(0, "}");
        self.entry(&f, space, ty.clone(), vec![ty]);
        vec![c.item()]
    }

    pub(super) fn functor_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::CallOperator);
        let space = self.entry_space();
        let s = sp(space);
        let name = self.fresh_from(&["Scale", "Offset", "Affine", "Clamp"]);
        let k = self.r.range(2, 9);
        let mut c = self.code();
        c.l(0, format!("struct {name} {{"));
        c.l(1, "int k;");
        c.l(
            1,
            format!("{s}int operator()(int v) const {{ return v * k; }}"),
        );
        let generic = self.r.chance(50);
        if generic {
            c.l(1, "template <typename T>");
            c.l(
                1,
                format!("{s}T operator()(T a, T b) const {{ return a + b; }}"),
            );
        }
        c.l(0, "};");
        let f = self.fresh("call");
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("{name} fn{{{k}}};"));
        if generic {
            c.l(1, "return fn(x) + fn(x, 1);");
        } else {
            c.l(1, "return fn(x) + fn.operator()(1);");
        }
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn operators_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::OperatorOverloadMore);
        let space = self.entry_space();
        let s = sp(space);
        let name = self.fresh_from(&["V2", "Pair", "Cplx", "Dual"]);
        let (ty, t) = if self.r.chance(60) {
            (Ty::Float, "float")
        } else {
            (Ty::Int, "int")
        };
        let mut c = self.code();
        c.l(0, format!("struct {name} {{"));
        c.l(1, format!("{t} x, y;"));
        c.l(
            1,
            format!("{s}{t} operator[](int i) const {{ return i == 0 ? x : y; }}"),
        );
        c.l(
            1,
            format!(
                "{s}{name} &operator+=(const {name} &o) {{ x += o.x; y += o.y; return *this; }}"
            ),
        );
        c.l(
            1,
            format!("{s}{name} operator-() const {{ return {name}{{-x, -y}}; }}"),
        );
        c.l(
            1,
            format!("{s}{name} &operator++() {{ ++x; return *this; }}"),
        );
        c.l(
            1,
            format!("{s}bool operator<(const {name} &o) const {{ return x < o.x; }}"),
        );
        c.l(1, format!("friend {s}bool operator==(const {name} &a, const {name} &b) {{ return a.x == b.x && a.y == b.y; }}"));
        c.l(0, "};");
        c.l(0, format!("{s}{name} operator*(const {name} &a, {t} k) {{ return {name}{{a.x * k, a.y * k}}; }}"));
        let f = self.fresh("ops");
        c.l(0, format!("{s}{t} {f}({t} v) {{"));
        c.l(1, format!("{name} a{{v, 1}};"));
        c.l(1, format!("{name} b = -a * 2;"));
        c.l(1, "a += b;");
        c.l(1, "++a;");
        c.l(
            1,
            "return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);",
        );
        c.l(0, "}");
        self.entry(&f, space, ty.clone(), vec![ty]);
        vec![c.item()]
    }

    pub(super) fn friend_template_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::FriendTemplate);
        let space = self.entry_space();
        let s = sp(space);
        let b = self.fresh_from(&["Vault", "Box", "Cell"]);
        let peek = self.fresh("peek");
        let spy = self.fresh("Spy");
        let mut c = self.code();
        c.l(0, format!("template <typename T> struct {b};"));
        c.l(
            0,
            format!("template <typename T> {s}T {peek}(const {b}<T> &b);"),
        );
        c.l(0, format!("template <typename T> struct {b} {{"));
        c.l(1, format!("{s}explicit {b}(T v) : val(v) {{}}"));
        c.l(
            1,
            format!("template <typename U> friend {s}U {peek}(const {b}<U> &b);"),
        );
        c.l(1, format!("template <typename U> friend struct {spy};"));
        c.l(0, "private:");
        c.l(1, "T val;");
        c.l(0, "};");
        c.l(
            0,
            format!("template <typename T> {s}T {peek}(const {b}<T> &b) {{ return b.val; }}"),
        );
        c.l(0, format!("template <typename U> struct {spy} {{"));
        c.l(1, format!("{s}static int look(const {b}<int> &b) {{ return b.val + static_cast<int>(sizeof(U)); }}"));
        c.l(0, "};");
        let f = self.fresh("unlock");
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("{b}<int> v(x);"));
        c.l(1, format!("return {peek}(v) + {spy}<float>::look(v);"));
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    /// The host-only class constructs: the object is made where the entry runs.
    pub(super) fn rtti_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::Rtti);
        self.mark(Feature::VirtualFunction);
        let base = self.fresh("Poly");
        let derived = self.fresh("Impl");
        let other = self.fresh("Other");
        let mut c = self.code();
        c.l(0, format!("struct {base} {{"));
        c.l(1, format!("virtual ~{base}() {{}}"));
        c.l(1, "virtual int id() const { return 1; }");
        c.l(0, "};");
        c.l(0, format!("struct {derived} : {base} {{"));
        c.l(
            1,
            format!(
                "int id() const override {{ return {}; }}",
                self.r.range(2, 9)
            ),
        );
        c.l(0, "};");
        c.l(0, format!("struct {other} : {base} {{}};"));
        let f = self.fresh("identify");
        c.l(0, format!("int {f}(int x) {{"));
        c.l(1, format!("{derived} d;"));
        c.l(1, format!("{base} *b = &d;"));
        c.l(
            1,
            format!("if ({derived} *p = dynamic_cast<{derived} *>(b)) {{"),
        );
        c.l(2, "return p->id() + x;");
        c.l(1, "}");
        c.l(
            1,
            format!("return dynamic_cast<{other} *>(b) != nullptr ? 1 : x;"),
        );
        c.l(0, "}");
        self.entry(&f, Space::Host, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn exceptions_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::Exceptions);
        let err = self.fresh("Failure");
        let f = self.fresh("guarded");
        let limit = self.r.range(1, 50);
        let mut c = self.code();
        c.l(0, format!("struct {err} {{"));
        c.l(1, "int code;");
        c.l(0, "};");
        let noexcept = self.r.chance(50);
        let helper = self.fresh("check");
        c.l(0, format!("int {helper}(int v) {{"));
        c.l(1, format!("if (v > {limit}) {{"));
        if self.r.chance(50) {
            c.l(2, format!("throw {err}{{v}};"));
        } else {
            c.l(2, "throw v;");
        }
        c.l(1, "}");
        c.l(1, "return v;");
        c.l(0, "}");
        let ne = if noexcept { " noexcept" } else { "" };
        c.l(0, format!("int {f}(int x){ne} {{"));
        c.l(1, "try {");
        c.l(2, format!("return {helper}(x);"));
        c.l(1, format!("}} catch (const {err} &e) {{"));
        c.l(2, "return e.code;");
        c.l(1, "} catch (int e) {");
        c.l(2, "return e + 1;");
        c.l(1, "} catch (...) {");
        c.l(2, "return 0;");
        c.l(1, "}");
        c.l(0, "}");
        self.entry(&f, Space::Host, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn binding_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::StructuredBinding);
        let space = self.entry_space();
        let s = sp(space);
        let rec = self.fresh_from(&["Result", "Split", "Parts"]);
        let make = self.fresh("make");
        let (t2, t2name) = self.cxx_type();
        let mut c = self.code();
        c.l(0, format!("struct {rec} {{"));
        c.l(1, "int first;");
        c.l(1, format!("{t2name} second;"));
        c.l(0, "};");
        let cast = if t2 == Ty::Int {
            "x".to_string()
        } else {
            format!("static_cast<{t2name}>(x)")
        };
        c.l(
            0,
            format!("{s}{rec} {make}(int x) {{ return {rec}{{x, {cast}}}; }}"),
        );
        let f = self.fresh("unpack");
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("auto [a, b] = {make}(x);"));
        c.l(1, "int arr[3] = {x, 1, 2};");
        let form = *self.r.pick(&["auto &", "const auto &", "auto"]);
        let sep = if form.ends_with('&') { "" } else { " " };
        c.l(1, format!("{form}{sep}[p, q, r] = arr;"));
        c.l(1, format!("{rec} v{{x, {cast}}};"));
        c.l(1, "auto &&[m, n] = v;");
        c.l(
            1,
            "return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);",
        );
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }
}
