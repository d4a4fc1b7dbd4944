// decltype of `&Fn::operator()` with a dependent Fn is a dependent type, also inside
// template arguments (cub's for_each.cuh: `first_parameter<decltype(&Fn::operator())>`).
template<class T> struct fp { using type = void; };
template<class C, class R, class A> struct fp<R (C::*)(A)> { using type = A; };
template<class Fn> using fp_t = typename fp<decltype(&Fn::operator())>::type;
template<class Fn> using g_t = fp<decltype(&Fn::f)>;
