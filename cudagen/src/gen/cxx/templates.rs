//! Templates beyond 0.1's: variadic templates, packs and folds; non-type template parameters of
//! every kind; template template parameters; partial and explicit specializations; alias and
//! variable templates; class template argument deduction and deduction guides; `if constexpr`
//! with type traits; SFINAE and `enable_if`; constexpr functions with loops; namespaces.

use super::{sp, Gen};
use crate::ast::{Item, Space};
use crate::features::Feature;
use crate::model::{FuncInfo, Konst, Mem, TParam, Ty, Var};

impl Gen<'_, '_> {
    /// Registers a named integral constant (a `constexpr` global, a variable template's
    /// instance) the rest of the program may read anywhere.
    pub(crate) fn constant(&mut self, name: &str, value: i64) {
        self.globals.push(Var {
            name: name.to_string(),
            ty: Ty::Int,
            dims: Vec::new(),
            mem: Mem::Constexpr,
            mutable: false,
            k: Konst::Int(value as i128),
        });
    }

    /// In header mode, a trait of `<type_traits>` (and the header is included); else the
    /// program's own trait, declared into `c` once.
    fn traits_prefix(&self) -> bool {
        self.cxx.is_some_and(|o| o.headers) && self.includes.contains(&"type_traits")
    }

    pub(super) fn variadic_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::VariadicTemplate);
        let space = self.entry_space();
        let s = sp(space);
        let mut c = self.code();
        let fold = self.fresh("fold");
        let count = self.fresh("count");
        let use_fold = self.on(Feature::FoldExpression) || !self.on(Feature::PackExpansion);
        // The fold (or, without folds, a recursion over the pack).
        let (op, ident) = *self.r.pick(&[("+", "0.0"), ("*", "1.0")]);
        if use_fold {
            self.mark(Feature::FoldExpression);
            let body = match self.r.below(4) {
                0 => format!("({ident} {op} ... {op} static_cast<double>(xs))"),
                1 => format!("(static_cast<double>(xs) {op} ... {op} {ident})"),
                2 => format!("(... {op} static_cast<double>(xs))"),
                _ => format!("(static_cast<double>(xs) {op} ...)"),
            };
            c.l(0, "template <typename... Ts>");
            c.l(0, format!("{s}double {fold}(Ts... xs) {{"));
            c.l(1, format!("return {body};"));
            c.l(0, "}");
        } else {
            self.mark(Feature::PackExpansion);
            c.l(
                0,
                format!("{s}inline double {fold}() {{ return {ident}; }}"),
            );
            c.l(0, "template <typename T, typename... Rest>");
            c.l(0, format!("{s}double {fold}(T first, Rest... rest) {{"));
            c.l(
                1,
                format!("return static_cast<double>(first) {op} {fold}(rest...);"),
            );
            c.l(0, "}");
        }
        // sizeof... and a pack expanded into a braced list.
        let packed = self.r.chance(60);
        c.l(0, "template <typename... Ts>");
        c.l(0, format!("{s}int {count}(Ts... xs) {{"));
        if packed {
            self.mark(Feature::PackExpansion);
            c.l(1, "int values[] = {static_cast<int>(xs)...};");
            c.l(1, "return values[0] + static_cast<int>(sizeof...(Ts));");
        } else {
            c.l(1, "return static_cast<int>(sizeof...(xs));");
        }
        c.l(0, "}");
        let logical = self.on(Feature::FoldExpression) && self.r.chance(50);
        let all = self.fresh("all");
        if logical {
            let (lop, cmp) = *self.r.pick(&[("&&", "!="), ("||", "==")]);
            c.l(0, "template <typename... Ts>");
            c.l(
                0,
                format!("{s}bool {all}(Ts... xs) {{ return (... {lop} (xs {cmp} 0)); }}"),
            );
        }
        let f = self.fresh("spread");
        c.l(0, format!("{s}int {f}(int x) {{"));
        let k = self.r.range(1, 9);
        let mut terms = vec![
            format!("static_cast<int>({fold}(x, {k}.5f, {k}u))"),
            format!("{count}(x, x, 1.0)"),
        ];
        if logical {
            terms.push(format!("({all}(x, {k}) ? 1 : 0)"));
        }
        if self.r.chance(50) {
            // A pack forwarded through another call.
            self.mark(Feature::PackExpansion);
            terms.push(format!("{count}(static_cast<long>(x), {k})"));
        }
        c.l(1, format!("return {};", terms.join(" + ")));
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        // The variadic function itself, at one arity the model describes.
        let params = match self.r.below(3) {
            0 => vec![Ty::Int, Ty::Float],
            1 => vec![Ty::Double, Ty::Int, Ty::Int],
            _ => vec![Ty::Float],
        };
        self.entry(&fold, space, Ty::Double, params);
        vec![c.item()]
    }

    pub(super) fn nttp_integral_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::NttpIntegral);
        let space = self.entry_space();
        let s = sp(space);
        let arr = self.fresh("Fixed");
        let scale = self.fresh("scaleBy");
        let sign = self.fresh("flip");
        let (ty, tname) = self.cxx_type();
        let n = self.r.range(1, 8);
        let (nt, nsuffix) = *self
            .r
            .pick(&[("unsigned", "u"), ("int", ""), ("long", "l")]);
        let mut c = self.code();
        c.l(0, format!("template <typename T, {nt} N>"));
        c.l(0, format!("struct {arr} {{"));
        c.l(1, "T data[N];");
        c.l(1, format!("{s}T sum() const {{"));
        c.l(2, "T s = T();");
        c.l(2, format!("for ({nt} i = 0; i < N; ++i) {{"));
        c.l(3, "s += data[i];");
        c.l(2, "}");
        c.l(2, "return s;");
        c.l(1, "}");
        c.l(0, "};");
        c.l(0, format!("template <int K, typename T> {s}T {scale}(T v) {{ return v * static_cast<T>(K); }}"));
        let flag = self.r.chance(50);
        c.l(
            0,
            format!("template <bool Neg> {s}int {sign}(int v) {{ return Neg ? -v : v; }}"),
        );
        let extra = if self.r.chance(50) {
            let ch = self.fresh("charTag");
            c.l(0, format!("template <char C, long long L = {}LL> {s}int {ch}() {{ return static_cast<int>(C) + static_cast<int>(L); }}", self.r.range(1, 99)));
            format!(" + {ch}<'{}'>()", *self.r.pick(&["a", "z", "0", "#"]))
        } else {
            String::new()
        };
        let f = self.fresh("fixed");
        let cast = if ty == Ty::Int {
            "x".to_string()
        } else {
            format!("static_cast<{tname}>(x)")
        };
        c.l(0, format!("{s}{tname} {f}(int x) {{"));
        c.l(1, format!("{arr}<{tname}, {n}{nsuffix}> a{{}};"));
        c.l(1, format!("a.data[0] = {cast};"));
        let k = self.r.range(2, 7);
        c.l(
            1,
            format!(
                "return a.sum() + {scale}<{k}>({cast}) + static_cast<{tname}>({sign}<{flag}>(x){extra});"
            ),
        );
        c.l(0, "}");
        self.entry(&f, space, ty, vec![Ty::Int]);
        // The scaling template itself: the model instantiates its int and type parameters.
        self.funcs.push(FuncInfo {
            name: scale,
            space,
            ret: Ty::TParam("T".into()),
            params: vec![Ty::TParam("T".into())],
            defaults: 0,
            tparams: vec![TParam::Int("K".into(), None), TParam::Type("T".into())],
            is_kernel: false,
            is_constexpr: false,
        });
        vec![c.item()]
    }

    pub(super) fn nttp_enum_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::NttpEnum);
        self.mark(Feature::IfConstexpr);
        let space = self.entry_space();
        let s = sp(space);
        let e = self.fresh_from(&["Op", "Mode", "Policy"]);
        let apply = self.fresh("apply");
        let scoped = self.r.chance(60);
        let names = ["Add", "Mul", "Sub"];
        let n = self.r.range(2, 3) as usize;
        let mut c = self.code();
        let (head, q) = if scoped {
            (format!("enum class {e}"), format!("{e}::"))
        } else {
            (format!("enum {e}"), String::new())
        };
        let labels: Vec<String> = names[..n]
            .iter()
            .map(|w| {
                if scoped {
                    w.to_string()
                } else {
                    format!("{e}{w}")
                }
            })
            .collect();
        c.l(0, format!("{head} {{ {} }};", labels.join(", ")));
        c.l(0, format!("template <{e} O = {q}{}>", labels[0]));
        c.l(0, format!("{s}int {apply}(int a, int b) {{"));
        c.l(1, format!("if constexpr (O == {q}{}) {{", labels[0]));
        c.l(2, "return a + b;");
        if n == 3 {
            c.l(
                1,
                format!("}} else if constexpr (O == {q}{}) {{", labels[1]),
            );
            c.l(2, "return a * b;");
            c.l(1, "} else {");
            c.l(2, "return a - b;");
        } else {
            c.l(1, "} else {");
            c.l(2, "return a * b;");
        }
        c.l(1, "}");
        c.l(0, "}");
        let f = self.fresh("policy");
        c.l(0, format!("{s}int {f}(int x) {{"));
        let calls: Vec<String> = labels
            .iter()
            .map(|l| format!("{apply}<{q}{l}>(x, {})", self.r.range(1, 9)))
            .collect();
        c.l(
            1,
            format!("return {} + {apply}<>(x, x);", calls.join(" + ")),
        );
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn nttp_pointer_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::NttpPointer);
        let mut c = self.code();
        let f = self.fresh("indirect");
        match self.r.below(3) {
            0 => {
                // A pointer to function.
                let space = self.entry_space();
                let s = sp(space);
                let target = self.fresh("twice");
                let via = self.fresh("callWith");
                let k = self.r.range(2, 5);
                c.l(0, format!("{s}int {target}(int v) {{ return v * {k}; }}"));
                c.l(
                    0,
                    format!("template <int (*F)(int)> {s}int {via}(int x) {{ return F(x) + 1; }}"),
                );
                c.l(
                    0,
                    format!(
                        "{s}int {f}(int x) {{ return {via}<{target}>(x) + {via}<&{target}>(1); }}"
                    ),
                );
                self.entry(&f, space, Ty::Int, vec![Ty::Int]);
            }
            1 => {
                // A pointer to member.
                let space = self.entry_space();
                let s = sp(space);
                let rec = self.fresh("Pt");
                let get = self.fresh("field");
                c.l(0, format!("struct {rec} {{ int a; int b; float w; }};"));
                c.l(
                    0,
                    format!(
                        "template <int {rec}::*M> {s}int {get}(const {rec} &p) {{ return p.*M; }}"
                    ),
                );
                c.l(0, format!("{s}int {f}(int x) {{"));
                c.l(1, format!("{rec} p{{x, {}, 1.0f}};", self.r.range(1, 9)));
                c.l(
                    1,
                    format!("return {get}<&{rec}::a>(p) + {get}<&{rec}::b>(p);"),
                );
                c.l(0, "}");
                self.entry(&f, space, Ty::Int, vec![Ty::Int]);
            }
            _ => {
                // A pointer to a host array (host code reads it).
                let table = self.fresh("table");
                let read = self.fresh("readAt");
                let vals: Vec<String> = (0..4).map(|_| self.r.range(0, 99).to_string()).collect();
                c.l(0, format!("int {table}[4] = {{{}}};", vals.join(", ")));
                c.l(
                    0,
                    format!("template <int *P> int {read}(int i) {{ return P[i & 3]; }}"),
                );
                c.l(
                    0,
                    format!("int {f}(int x) {{ return {read}<{table}>(x) + {read}<{table}>(1); }}"),
                );
                self.entry(&f, Space::Host, Ty::Int, vec![Ty::Int]);
            }
        }
        vec![c.item()]
    }

    pub(super) fn nttp_reference_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::NttpReference);
        let mut c = self.code();
        let counter = self.fresh("counter");
        let bump = self.fresh("bump");
        let f = self.fresh("tally");
        let (space, decl) = if self.r.chance(50) {
            (
                Space::Host,
                format!("int {counter} = {};", self.r.range(0, 9)),
            )
        } else {
            (Space::Device, format!("__device__ int {counter};"))
        };
        let s = sp(space);
        c.l(0, decl);
        c.l(0, format!("template <int &R> {s}int {bump}(int x) {{"));
        c.l(1, "R += x;");
        c.l(1, "return R;");
        c.l(0, "}");
        c.l(
            0,
            format!("{s}int {f}(int x) {{ return {bump}<{counter}>(x); }}"),
        );
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn nttp_auto_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::NttpAuto);
        let space = self.entry_space();
        let s = sp(space);
        let add = self.fresh("addConst");
        let mut c = self.code();
        c.l(0, "template <auto V>");
        c.l(0, format!("{s}int {add}(int x) {{"));
        c.l(1, "using value_type = decltype(V);");
        c.l(
            1,
            "return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));",
        );
        c.l(0, "}");
        let mut terms = Vec::new();
        for v in ["3", "'a'", "7u", "true", "2L"] {
            if self.r.chance(60) || terms.is_empty() {
                terms.push(format!("{add}<{v}>(x)"));
            }
        }
        if self.on(Feature::FoldExpression) && self.r.chance(50) {
            self.mark(Feature::FoldExpression);
            self.mark(Feature::VariadicTemplate);
            let sum = self.fresh("sumConsts");
            c.l(0, format!("template <auto... Vs> {s}int {sum}() {{ return (0 + ... + static_cast<int>(Vs)); }}"));
            terms.push(format!("{sum}<1, 'b', 3u>()"));
        }
        let f = self.fresh("consts");
        c.l(
            0,
            format!("{s}int {f}(int x) {{ return {}; }}", terms.join(" + ")),
        );
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    /// `enable_if` in a non-type template parameter (`typename X<...>::type = 0`) or the return
    /// type; the program's own `enable_if`, or `<type_traits>`'s in header mode.
    pub(super) fn enable_if_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::EnableIf);
        self.mark(Feature::Sfinae);
        let space = self.entry_space();
        let s = sp(space);
        let mut c = self.code();
        let narrow = self.fresh("narrow");
        let (enable, small) = if self.traits_prefix() {
            self.mark(Feature::HdrTypeTraits);
            ("std::enable_if".to_string(), None)
        } else {
            self.mark(Feature::PartialSpecialization);
            let enable = self.fresh("EnableIf");
            let small = self.fresh("IsSmall");
            c.l(
                0,
                format!("template <bool B, typename T = void> struct {enable} {{}};"),
            );
            c.l(
                0,
                format!("template <typename T> struct {enable}<true, T> {{ using type = T; }};"),
            );
            c.l(0, format!("template <typename T> struct {small} {{ static constexpr bool value = sizeof(T) <= 4; }};"));
            (enable, Some(small))
        };
        let cond = |neg: bool| match &small {
            Some(sm) => format!("{}{sm}<T>::value", if neg { "!" } else { "" }),
            None => format!("{}(sizeof(T) <= 4)", if neg { "!" } else { "" }),
        };
        if self.r.chance(60) {
            self.mark(Feature::NttpDependentType);
            for (neg, k) in [(false, 1), (true, 2)] {
                c.l(
                    0,
                    format!(
                        "template <typename T, typename {enable}<{}, int>::type = 0>",
                        cond(neg)
                    ),
                );
                c.l(
                    0,
                    format!("{s}int {narrow}(T v) {{ return static_cast<int>(v) + {k}; }}"),
                );
            }
        } else {
            for (neg, k) in [(false, 1), (true, 2)] {
                c.l(0, "template <typename T>");
                c.l(0, format!("{s}typename {enable}<{}, int>::type {narrow}(T v) {{ return static_cast<int>(v) * {k}; }}", cond(neg)));
            }
        }
        self.entry_template(&narrow, space, Ty::Int);
        vec![c.item()]
    }

    pub(super) fn template_template_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::TemplateTemplateParam);
        let space = self.entry_space();
        let s = sp(space);
        let wrap = self.fresh("Wrap");
        let unwrap = self.fresh("unwrap");
        let holder = self.fresh("Holder");
        let mut c = self.code();
        c.l(0, format!("template <typename T> struct {wrap} {{"));
        c.l(1, "T v;");
        c.l(1, format!("{s}T get() const {{ return v; }}"));
        c.l(0, "};");
        c.l(0, format!("template <template <typename> class W, typename T> {s}T {unwrap}(const W<T> &w) {{ return w.get(); }}"));
        c.l(
            0,
            format!("template <template <typename> class W> struct {holder} {{"),
        );
        c.l(1, "W<int> a;");
        c.l(1, "W<float> b;");
        c.l(
            1,
            format!("{s}float both() const {{ return static_cast<float>(a.get()) + b.get(); }}"),
        );
        c.l(0, "};");
        let f = self.fresh("layers");
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("{wrap}<int> w{{x}};"));
        c.l(1, format!("{holder}<{wrap}> h{{{{x}}, {{1.5f}}}};"));
        c.l(
            1,
            format!("return {unwrap}(w) + {unwrap}<{wrap}, int>(w) + static_cast<int>(h.both());"),
        );
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn specialization_construct(&mut self) -> Vec<Item> {
        let space = self.entry_space();
        let s = sp(space);
        let pick = self.fresh("Pick");
        let tag = self.fresh("tag");
        let vec = self.fresh("Lanes");
        let mut c = self.code();
        let partial = self.on(Feature::PartialSpecialization);
        let explicit = self.on(Feature::ExplicitSpecialization) || !partial;
        let mut terms = vec![format!("{pick}<char, long>::value")];
        c.l(0, format!("template <typename T, typename U> struct {pick} {{ static constexpr int value = 1; }};"));
        if partial {
            self.mark(Feature::PartialSpecialization);
            c.l(0, format!("template <typename T> struct {pick}<T, T> {{ static constexpr int value = 2; }};"));
            c.l(0, format!("template <typename T> struct {pick}<T *, int> {{ static constexpr int value = 3; }};"));
            terms.push(format!("{pick}<int, int>::value"));
            terms.push(format!("{pick}<float *, int>::value"));
            c.l(0, format!("template <typename T, int N> struct {vec} {{"));
            c.l(1, "T d[N];");
            c.l(1, format!("{s}T first() const {{ return d[0]; }}"));
            c.l(0, "};");
            c.l(0, format!("template <typename T> struct {vec}<T, 1> {{"));
            c.l(1, "T d;");
            c.l(1, format!("{s}T first() const {{ return d; }}"));
            c.l(0, "};");
        }
        if explicit {
            self.mark(Feature::ExplicitSpecialization);
            c.l(0, format!("template <> struct {pick}<float, double> {{ static constexpr int value = 4; }};"));
            terms.push(format!("{pick}<float, double>::value"));
            c.l(
                0,
                format!("template <typename T> {s}int {tag}(T) {{ return 0; }}"),
            );
            c.l(
                0,
                format!("template <> {s}int {tag}<float>(float) {{ return 1; }}"),
            );
            c.l(
                0,
                format!("template <> {s}int {tag}(double) {{ return 2; }}"),
            );
            terms.push(format!("{tag}(1.0f) + {tag}(x) + {tag}(2.0)"));
        }
        let f = self.fresh("specialized");
        c.l(0, format!("{s}int {f}(int x) {{"));
        if partial {
            c.l(1, format!("{vec}<int, 1> one{{x}};"));
            c.l(1, format!("{vec}<int, 3> three{{{{x, 1, 2}}}};"));
            terms.push("one.first() + three.first()".into());
        }
        c.l(1, format!("return x + {};", terms.join(" + ")));
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn alias_variable_construct(&mut self) -> Vec<Item> {
        let space = self.entry_space();
        let s = sp(space);
        let mut c = self.code();
        let f = self.fresh("aliased");
        let alias = self.on(Feature::AliasTemplate);
        let var = self.on(Feature::VariableTemplate) || !alias;
        let mut body = Vec::new();
        let mut terms = vec!["x".to_string()];
        if alias {
            self.mark(Feature::AliasTemplate);
            let ptr = self.fresh("Ptr");
            let duo = self.fresh("Duo");
            let same = self.fresh("Same");
            c.l(0, format!("template <typename T> using {ptr} = T *;"));
            c.l(
                0,
                format!("template <typename A, typename B> struct {duo} {{ A a; B b; }};"),
            );
            c.l(
                0,
                format!("template <typename T> using {same} = {duo}<T, T>;"),
            );
            body.push(format!("{ptr}<int> p = &x;"));
            body.push(format!("{same}<int> d{{x, {}}};", self.r.range(1, 9)));
            terms.push("*p + d.a + d.b".into());
        }
        if var {
            self.mark(Feature::VariableTemplate);
            let scale = self.fresh("kScale");
            let size = self.fresh("kSize");
            let k = self.r.range(2, 9);
            let m = self.r.range(1, 4);
            c.l(
                0,
                format!("template <typename T> constexpr T {scale} = T({k});"),
            );
            c.l(0, format!("template <typename T> constexpr int {size} = static_cast<int>(sizeof(T)) * {m};"));
            terms.push(format!("{size}<double> + static_cast<int>({scale}<float>)"));
            // Instances the rest of the program may read as constants.
            self.constant(&format!("{size}<int>"), 4 * m);
            self.constant(&format!("{size}<char>"), m);
        }
        c.l(0, format!("{s}int {f}(int x) {{"));
        for b in body {
            c.l(1, b);
        }
        c.l(1, format!("return {};", terms.join(" + ")));
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn ctad_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::Ctad);
        let space = self.entry_space();
        let s = sp(space);
        let holder = self.fresh("Keep");
        let duo = self.fresh("Twin");
        let view = self.fresh("View");
        let mut c = self.code();
        c.l(0, format!("template <typename T> struct {holder} {{"));
        c.l(1, "T v;");
        c.l(1, format!("{s}{holder}(T x) : v(x) {{}}"));
        c.l(1, format!("{s}T get() const {{ return v; }}"));
        c.l(0, "};");
        let guides = self.on(Feature::DeductionGuide);
        c.l(
            0,
            format!("template <typename A, typename B> struct {duo} {{ A a; B b; }};"),
        );
        if guides {
            self.mark(Feature::DeductionGuide);
            c.l(
                0,
                format!("template <typename A, typename B> {duo}(A, B) -> {duo}<A, B>;"),
            );
            c.l(0, format!("template <typename T> struct {view} {{"));
            c.l(1, "const T *p;");
            c.l(1, "int n;");
            c.l(1, format!("{s}{view}(const T *q, int m) : p(q), n(m) {{}}"));
            c.l(0, "};");
            c.l(
                0,
                format!("template <typename T> {view}(T *, int) -> {view}<T>;"),
            );
        }
        let f = self.fresh("deduce");
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("{holder} h(x);"));
        c.l(1, format!("{holder} g{{{}.5}};", self.r.range(0, 9)));
        if guides {
            c.l(1, format!("{duo} d{{x, 2.5f}};"));
            c.l(1, format!("{view} w(&x, 1);"));
            c.l(1, "return h.get() + static_cast<int>(g.get()) + d.a + w.n;");
        } else {
            c.l(1, "return h.get() + static_cast<int>(g.get());");
        }
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn if_constexpr_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::IfConstexpr);
        self.mark(Feature::TypeTraits);
        let space = self.entry_space();
        let s = sp(space);
        let mut c = self.code();
        let classify = self.fresh("classify");
        let real = if self.traits_prefix() {
            self.mark(Feature::HdrTypeTraits);
            self.r
                .pick(&[
                    "std::is_floating_point<T>::value",
                    "std::is_floating_point_v<T>",
                    "!std::is_integral_v<T>",
                ])
                .to_string()
        } else {
            self.mark(Feature::ExplicitSpecialization);
            let trait_ = self.fresh("IsReal");
            c.l(0, format!("template <typename T> struct {trait_} {{ static constexpr bool value = false; }};"));
            c.l(
                0,
                format!(
                    "template <> struct {trait_}<float> {{ static constexpr bool value = true; }};"
                ),
            );
            c.l(0, format!("template <> struct {trait_}<double> {{ static constexpr bool value = true; }};"));
            format!("{trait_}<T>::value")
        };
        let k = self.r.range(2, 9);
        c.l(0, "template <typename T>");
        c.l(0, format!("{s}int {classify}(T v) {{"));
        c.l(1, format!("if constexpr ({real}) {{"));
        c.l(2, format!("return static_cast<int>(v * {k});"));
        c.l(1, "} else if constexpr (sizeof(T) == 8) {");
        c.l(2, "return static_cast<int>(v) + 3;");
        c.l(1, "} else {");
        c.l(2, "return static_cast<int>(v) + 1;");
        c.l(1, "}");
        c.l(0, "}");
        self.entry_template(&classify, space, Ty::Int);
        vec![c.item()]
    }

    pub(super) fn sfinae_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::Sfinae);
        let space = self.entry_space();
        let s = sp(space);
        let mut c = self.code();
        let sized = self.fresh("Sized");
        let size_of = self.fresh("sizeOf");
        let n = self.r.range(2, 16);
        c.l(
            0,
            format!("struct {sized} {{ {s}int size() const {{ return {n}; }} }};"),
        );
        c.l(0, format!("template <typename T> {s}auto {size_of}(const T &v, int) -> decltype(v.size()) {{ return v.size(); }}"));
        c.l(
            0,
            format!("template <typename T> {s}int {size_of}(const T &, long) {{ return 1; }}"),
        );
        let mut terms = vec![format!("{size_of}(s, 0)"), format!("{size_of}(x, 0)")];
        if self.r.chance(50) {
            // Detection through a partial specialization on a `void` made from an expression.
            self.mark(Feature::PartialSpecialization);
            let make_void = self.fresh("MakeVoid");
            let has = self.fresh("HasSize");
            c.l(
                0,
                format!("template <typename...> struct {make_void} {{ using type = void; }};"),
            );
            c.l(0, format!("template <typename T, typename = void> struct {has} {{ static constexpr int value = 0; }};"));
            c.l(0, format!("template <typename T> struct {has}<T, typename {make_void}<decltype(T().size())>::type> {{ static constexpr int value = 1; }};"));
            terms.push(format!("{has}<{sized}>::value + {has}<int>::value"));
        }
        let f = self.fresh("probe");
        c.l(0, format!("{s}int {f}(int x) {{"));
        c.l(1, format!("{sized} s{{}};"));
        c.l(1, format!("return {};", terms.join(" + ")));
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn constexpr_loop_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::ConstexprLoop);
        let mut c = self.code();
        let f = self.fresh_from(&["tri", "powSum", "steps"]);
        let k = self.r.range(1, 5);
        let arg = self.r.range(2, 9);
        let (lines, value): (Vec<String>, i64) = match self.r.below(3) {
            0 => (
                vec![
                    "int s = 0;".into(),
                    "for (int i = 1; i <= n; ++i) {".into(),
                    format!("    s += i * {k};"),
                    "}".into(),
                    "return s;".into(),
                ],
                k * arg * (arg + 1) / 2,
            ),
            1 => (
                vec![
                    "int s = 0;".into(),
                    "int i = 0;".into(),
                    "while (i < n) {".into(),
                    format!("    s += {k};"),
                    "    ++i;".into(),
                    "}".into(),
                    "return s;".into(),
                ],
                k * arg,
            ),
            _ => (
                vec![
                    "int s = 0;".into(),
                    "for (int i = 0; i < n; ++i) {".into(),
                    "    for (int j = 0; j <= i; ++j) {".into(),
                    format!("        s += {k};"),
                    "    }".into(),
                    "}".into(),
                    "return s;".into(),
                ],
                k * arg * (arg + 1) / 2,
            ),
        };
        c.l(
            0,
            format!("__host__ __device__ constexpr int {f}(int n) {{"),
        );
        for l in lines {
            // The body's own indentation is in four spaces: re-indent it with the program's.
            let depth = (l.len() - l.trim_start().len()) / 4;
            c.l(1 + depth, l.trim_start());
        }
        c.l(0, "}");
        let kname = self.fresh("kSteps");
        c.l(0, format!("constexpr int {kname} = {f}({arg});"));
        c.l(
            0,
            format!("static_assert({f}({arg}) == {value}, \"a constexpr loop\");"),
        );
        self.constant(&kname, value);
        self.funcs.push(FuncInfo {
            name: f,
            space: Space::HostDevice,
            ret: Ty::Int,
            params: vec![Ty::Int],
            defaults: 0,
            tparams: Vec::new(),
            is_kernel: false,
            is_constexpr: true,
        });
        vec![c.item()]
    }

    pub(super) fn namespaces_construct(&mut self) -> Vec<Item> {
        let space = self.entry_space();
        let s = sp(space);
        let lib = self.fresh_from(&["lib", "core", "api"]);
        let ver = self.fresh("version");
        let help = self.fresh("helper");
        let k = self.r.range(1, 9);
        let mut c = self.code();
        c.l(0, format!("namespace {lib} {{"));
        let inline = self.on(Feature::InlineNamespace);
        let inner = if inline {
            self.mark(Feature::InlineNamespace);
            let v = *self.r.pick(&["v1", "v2", "abi"]);
            c.l(0, format!("inline namespace {v} {{"));
            c.l(0, format!("{s}int {ver}(int x) {{ return x + {k}; }}"));
            c.l(0, format!("}} // namespace {v}"));
            Some(v)
        } else {
            c.l(0, format!("{s}int {ver}(int x) {{ return x + {k}; }}"));
            None
        };
        self.mark(Feature::NestedNamespace);
        c.l(0, "namespace detail::impl {");
        c.l(
            0,
            format!(
                "{s}int {help}(int x) {{ return x * {}; }}",
                self.r.range(2, 5)
            ),
        );
        c.l(0, "} // namespace detail::impl");
        c.l(0, format!("}} // namespace {lib}"));
        let using_decl = self.on(Feature::UsingDeclaration);
        if using_decl {
            self.mark(Feature::UsingDeclaration);
            c.l(0, format!("using {lib}::{ver};"));
        }
        let f = self.fresh("layered");
        c.l(0, format!("{s}int {f}(int x) {{"));
        let direct = self.on(Feature::UsingDirective);
        let mut terms = Vec::new();
        if direct {
            self.mark(Feature::UsingDirective);
            c.l(1, format!("using namespace {lib}::detail::impl;"));
            terms.push(format!("{help}(x)"));
        } else {
            terms.push(format!("{lib}::detail::impl::{help}(x)"));
        }
        terms.push(if using_decl {
            format!("{ver}(x)")
        } else {
            format!("{lib}::{ver}(x)")
        });
        if let Some(v) = inner {
            terms.push(format!("{lib}::{v}::{ver}(1)"));
        }
        c.l(1, format!("return {};", terms.join(" + ")));
        c.l(0, "}");
        self.entry(&f, space, Ty::Int, vec![Ty::Int]);
        self.entry(&format!("{lib}::{ver}"), space, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }
}
