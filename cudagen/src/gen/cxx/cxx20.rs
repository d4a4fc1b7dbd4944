//! C++20 (the TU is compiled with `-std=c++20`): concepts, requires-clauses and
//! requires-expressions, `consteval`, designated initializers, and `<=>` (header mode: the
//! comparison categories live in `<compare>`).

use super::{sp, Gen};
use crate::ast::{Item, Space};
use crate::features::Feature;
use crate::model::{FuncInfo, TParam, Ty};

impl Gen<'_, '_> {
    /// A constrained function template the model instantiates like any other: every type of
    /// `model::TEMPLATE_ARGS` satisfies the constraints.
    fn constrained(&mut self, name: &str, space: Space) {
        self.funcs.push(FuncInfo {
            name: name.to_string(),
            space,
            ret: Ty::TParam("T".into()),
            params: vec![Ty::TParam("T".into())],
            defaults: 0,
            tparams: vec![TParam::Type("T".into())],
            is_kernel: false,
            is_constexpr: false,
        });
    }

    pub(super) fn concept_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::Concept);
        let space = self.entry_space();
        let s = sp(space);
        let mut c = self.code();
        let small = self.fresh("Small");
        let num = self.fresh("Arith");
        let limit = *self.r.pick(&[8, 16]);
        c.l(
            0,
            format!("template <typename T> concept {small} = sizeof(T) <= {limit};"),
        );
        let with_expr = self.on(Feature::RequiresExpression);
        if with_expr {
            self.mark(Feature::RequiresExpression);
            c.l(
                0,
                format!("template <typename T> concept {num} = requires(T a, T b) {{"),
            );
            c.l(1, "a + b;");
            c.l(1, format!("{{ a * b }} -> {small};"));
            if self.r.chance(50) {
                c.l(1, "typename T;");
            }
            c.l(0, "};");
        } else {
            c.l(
                0,
                format!("template <typename T> concept {num} = {small}<T> && (sizeof(T) >= 4);"),
            );
        }
        let twice = self.fresh("twice");
        c.l(
            0,
            format!("template <{small} T> {s}T {twice}(T x) {{ return x + x; }}"),
        );
        self.constrained(&twice, space);
        if self.on(Feature::RequiresClause) {
            self.mark(Feature::RequiresClause);
            let thrice = self.fresh("thrice");
            let quad = self.fresh("quad");
            c.l(0, format!("template <typename T> requires (sizeof(T) >= 4) {s}T {thrice}(T x) {{ return x * 3; }}"));
            c.l(
                0,
                format!(
                    "template <typename T> {s}T {quad}(T x) requires {num}<T> {{ return x * 4; }}"
                ),
            );
            self.constrained(&thrice, space);
            self.constrained(&quad, space);
        }
        // An abbreviated function template: deduced only.
        let pick = self.fresh("sign");
        c.l(
            0,
            format!("{s}int {pick}({small} auto v) {{ return v != 0 ? 1 : 2; }}"),
        );
        self.entry(&pick, space, Ty::Int, vec![Ty::Int]);
        if with_expr && self.r.chance(50) {
            // A requires-expression as a condition.
            let has = self.fresh("measure");
            c.l(0, "template <typename T>");
            c.l(0, format!("{s}int {has}(T v) {{"));
            c.l(1, "if constexpr (requires { v.size(); }) {");
            c.l(2, "return static_cast<int>(v.size());");
            c.l(1, "} else {");
            c.l(2, "return 1;");
            c.l(1, "}");
            c.l(0, "}");
            self.mark(Feature::IfConstexpr);
            self.constrained_int(&has, space);
        }
        vec![c.item()]
    }

    /// A function template of one type parameter `T` taking a `T` and returning `int`.
    fn constrained_int(&mut self, name: &str, space: Space) {
        self.entry_template(name, space, Ty::Int);
    }

    pub(super) fn consteval_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::Consteval);
        let mut c = self.code();
        let sq = self.fresh("square");
        let k = self.r.range(0, 9);
        let arg = self.r.range(2, 12);
        c.l(
            0,
            format!("consteval int {sq}(int x) {{ return x * x + {k}; }}"),
        );
        let name = self.fresh("kSquare");
        c.l(0, format!("constexpr int {name} = {sq}({arg});"));
        self.constant(&name, arg * arg + k);
        if self.r.chance(50) {
            // An immediate invocation in a function body (any execution space).
            let space = self.entry_space();
            let s = sp(space);
            let f = self.fresh("folded");
            c.l(
                0,
                format!(
                    "{s}int {f}(int x) {{ return x + {sq}({}); }}",
                    self.r.range(1, 9)
                ),
            );
            self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        }
        vec![c.item()]
    }

    pub(super) fn designated_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::DesignatedInit);
        let space = self.entry_space();
        let s = sp(space);
        let rec = self.fresh_from(&["Config", "Opts", "Spec"]);
        let mut c = self.code();
        let fields = ["x", "y", "z", "w"];
        let n = self.r.range(2, 4) as usize;
        let mut types = Vec::new();
        for name in &fields[..n] {
            let t = *self.r.pick(&["int", "float", "unsigned", "double"]);
            types.push((*name, t));
        }
        let decls: Vec<String> = types.iter().map(|(n, t)| format!("{t} {n};")).collect();
        c.l(0, format!("struct {rec} {{ {} }};", decls.join(" ")));
        let f = self.fresh("configured");
        c.l(0, format!("{s}int {f}(int v) {{"));
        // All designators, in order; then a subset (the rest value-initialized).
        let all: Vec<String> = types
            .iter()
            .map(|(n, t)| {
                if *t == "int" {
                    format!(".{n} = v")
                } else {
                    format!(".{n} = static_cast<{t}>(v)")
                }
            })
            .collect();
        c.l(1, format!("{rec} a{{{}}};", all.join(", ")));
        let last = types.len() - 1;
        c.l(
            1,
            format!("{rec} b{{.{} = {}}};", types[last].0, self.r.range(1, 9)),
        );
        c.l(
            1,
            format!("{rec} d = {{.{} = {}}};", types[0].0, self.r.range(1, 9)),
        );
        c.l(
            1,
            format!(
                "return static_cast<int>(a.{0}) + static_cast<int>(b.{1}) + static_cast<int>(d.{0});",
                types[0].0, types[last].0
            ),
        );
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn three_way_construct(&mut self) -> Vec<Item> {
        if !self.includes.contains(&"compare") {
            return Vec::new();
        }
        self.mark(Feature::ThreeWayComparison);
        let rec = self.fresh_from(&["Version", "Key", "Stamp"]);
        let mut c = self.code();
        c.l(0, format!("struct {rec} {{"));
        c.l(1, "int major;");
        c.l(1, "int minor;");
        c.l(
            1,
            format!("auto operator<=>(const {rec} &) const = default;"),
        );
        c.l(0, "};");
        let f = self.fresh("ordered");
        c.l(0, format!("int {f}(int x) {{"));
        c.l(1, format!("{rec} a{{x, 1}};"));
        c.l(1, format!("{rec} b{{{}, x}};", self.r.range(1, 9)));
        c.l(1, "int r = (a < b ? 1 : 0) + ((a <=> b) == 0 ? 2 : 0);");
        c.l(
            1,
            format!("return r + ((x <=> {}) < 0 ? 4 : 0);", self.r.range(1, 9)),
        );
        c.l(0, "}");
        self.entry(&f, Space::Host, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }
}
