//! Declaration-side disambiguations: each source must parse with zero diagnostics, and
//! the IL must say which reading was taken.

use rcudafe_base::source::loader::RealFs;
use rcudafe_front::parse::{parse_translation_unit, ParseOptions};
use rcudafe_il::{dump, TranslationUnit};
use rcudafe_pp::{PpOptions, Preprocessor};

fn parse(src: &str) -> (TranslationUnit, usize) {
    let fs = RealFs;
    let mut pp = Preprocessor::new(b"t.cu", src.as_bytes().to_vec(), PpOptions::default(), &fs);
    let out = parse_translation_unit(&mut pp, &ParseOptions::default());
    (out.tu, out.diagnostics.len())
}

fn clean_dump(src: &str) -> String {
    let (tu, n) = parse(src);
    let d = dump(&tu);
    assert_eq!(n, 0, "diagnostics for {src}\n{d}");
    d
}

#[test]
fn direct_initializer_is_not_a_parameter_list() {
    let d = clean_dump("int q = 2; void f() { int y(16 * q); int g(int); }");
    assert!(d.contains("Var y"), "{d}");
    assert!(d.contains("Function g"), "{d}");
}

#[test]
fn functional_cast_starts_an_initializer() {
    let d = clean_dump("void f(float c) { unsigned m(float(c) - 6); int h(int (x)); }");
    assert!(d.contains("Var m"), "{d}");
    assert!(d.contains("Function h"), "{d}");
}

#[test]
fn colon_at_block_scope_is_not_a_bit_field() {
    clean_dump("struct B { int w : 3; }; void f(int (&a)[4]) { for (int x : a) { (void)x; } }");
}

#[test]
fn class_templates_and_specializations_are_found_by_name() {
    clean_dump(
        "template <class T> struct P { T c; };\n\
         template <class T> struct P<T *> { T *c; };\n\
         template <> struct P<int> { int c; static constexpr int k = 1; };\n\
         template <class T> using A = P<T>;\n\
         P<long> d; A<int> e; void f() { P<int> r{32}; int k = P<int>::k; (void)k; }",
    );
}

#[test]
fn member_bodies_see_later_members() {
    clean_dump("struct C { int f() { return r_ + g(); } C(int &c) : ref_(c) {} int g() { return 1; } int r_; int &ref_; };");
}

#[test]
fn injected_class_name_with_arguments_names_the_template() {
    clean_dump(
        "template <class... T> struct Tu {};\n\
         template <class H, class... T> struct Tu<H, T...> : Tu<T...> { H h; Tu(H a, T... t) : Tu<T...>(t...), h(a) {} };",
    );
}

#[test]
fn opaque_enum_redeclaration_has_the_enumerators() {
    clean_dump("enum class M : short; enum class M : short { Fast, Slow }; int f(M m) { return m == M::Fast; }");
}

fn clean_dump_20(src: &str) -> String {
    let fs = RealFs;
    let mut pp = Preprocessor::new(b"t.cu", src.as_bytes().to_vec(), PpOptions::default(), &fs);
    let out = parse_translation_unit(
        &mut pp,
        &ParseOptions {
            std_year: 2020,
            ..ParseOptions::default()
        },
    );
    let d = dump(&out.tu);
    assert_eq!(out.diagnostics.len(), 0, "diagnostics for {src}\n{d}");
    d
}

#[test]
fn member_function_pointer_declarators_are_declarations() {
    let d = clean_dump(
        "struct P { float x; float m() const; }; void take(int (*)(), float (P::*)() const);\n\
         void f(P &r) { float (P::*g)() const = &P::m; float P::*x = &P::x; (void)(r.*g)(); (void)(r.*x); }",
    );
    assert!(d.contains("Var g"), "{d}");
    assert!(d.contains("Var x"), "{d}");
}

#[test]
fn cxx20_template_lambdas_range_for_init_and_concepts() {
    let d = clean_dump_20(
        "template <typename T> concept Small = sizeof(T) < 8;\n\
         template <Small T> T twice(T v) { return v + v; }\n\
         auto half(Small auto v) { return v / 2; }\n\
         int f() { auto l = []<typename T>(T *p) { return p; }; int s = 0;\n\
         for (int a[] = {1, 2}; int x : a) s += x; return s + twice(1); }",
    );
    assert!(d.contains("Var x"), "{d}");
}

#[test]
fn braces_inside_template_arguments_do_not_end_them() {
    clean_dump(
        "template<int N> struct W {}; struct V { constexpr operator int() const { return 1; } };\n\
         using a = W<V{}>; W<V{}> x; template<class T> struct U {};\n\
         template<class... Ts> struct tl {}; template<class... Ts> int get(tl<Ts...>);\n\
         template<class... Ts> using at = U<decltype(get(tl<Ts...>{}))>;",
    );
}

#[test]
fn a_greater_than_inside_decltype_is_an_operator() {
    clean_dump(
        "template<class T> struct bt {}; template<class T> constexpr bool req = true;\n\
         template<bool B> struct E {};\n\
         template<class T, class U> auto g(const T& t, const U& u) -> E<req<bt<decltype(t > u)> > > {}",
    );
}

#[test]
fn decltype_names_a_base_class() {
    let d = clean_dump(
        "struct tt {}; template<class T> tt test();\n\
         template<class T> struct helper : decltype(test<T>()) {}; struct h2 : decltype(tt()) {};",
    );
    assert!(d.contains("Class h2"), "{d}");
}

#[test]
fn scoped_enumerators_are_in_scope_for_later_initializers() {
    clean_dump("enum class endian { little = 1234, big = 4321, native = little };");
}

#[test]
fn a_typedef_of_a_template_id_qualifies_its_members() {
    clean_dump(
        "template<class R> struct duration { typedef R rep; };\n\
         typedef duration<long> D; typedef D::rep r1; D::rep r2;\n\
         struct sys { typedef duration<long> duration; typedef duration::rep rep; };",
    );
}

#[test]
fn a_parenthesized_expression_before_a_closing_token_is_not_a_cast() {
    clean_dump("struct E {}; void f() { (throw (E())); } int g() { return (int)-1 + (int)(2.0); }");
}

#[test]
fn the_address_of_a_dependent_member_is_dependent() {
    clean_dump(
        "struct id { int x; }; struct Impl { void replace(const Impl*, const id*); };\n\
         struct loc { Impl* impl; template<class F> loc combine(const loc& o) const; };\n\
         template<class F> loc loc::combine(const loc& o) const { impl->replace(o.impl, &F::id); return o; }",
    );
}

#[test]
fn a_function_template_names_itself_with_arguments_in_its_body() {
    clean_dump(
        "namespace ns { template <class To, class From> To gc(From v) {\n\
         if constexpr (sizeof(From) == 2) { return ::ns::gc<To>(gc<float>(v)); }\n\
         else { return static_cast<To>(v); } } }\n\
         double d = ns::gc<double>(2.0f);",
    );
}
