// Template definitions as EDG re-prints them: friend templates, an unnamed value pack, a member
// of an unknown specialization ([temp.dep.type]) kept as written, pack expansions in braced lists,
// a template template parameter as an argument, a pack in a function type, typename in a base's
// arguments, dependent noexcept and pseudo-destructor calls.
template<bool> struct tt { typedef int type; };
template<class T> struct S {
  enum { v = sizeof(T) > 4 };
  typedef typename tt<v>::type type;
  enum { w = (v) ? sizeof(T) * (8) : (0) };
  static const int d = w - v;
  template<class U> friend struct S;
  template<class U> friend class Q;
};
template<int...> struct IT;
template<int... I> struct IT { };
template<class T, bool, bool> struct Sel;
template<class T> struct Sel<T, true, true> { typedef unsigned type; };
template<class It> struct tr { typedef It value_type; };
template<class It> using key_t = typename tr<It>::value_type::first_type;
template<class... Ts> struct V { static constexpr bool f[sizeof...(Ts)] = {__is_same(int, Ts)...}; };
template<class D, class V, template<class...> class Op, class... A> struct det { };
template<class D, template<class...> class Op, class... A> struct det<D, void, Op, A...> { };
template<class F> struct ro;
template<class F, class... A> struct ro<F(A...)> { };
template<class T> T&& dv2();
template<bool B> struct bc2 { static const bool value = B; };
template<class T> struct NS {
  template<class U> static bc2<noexcept(dv2<U&>().~U())> t1(int);
  template<class U> static bc2<noexcept(dv2<U&>().f())> t2(int);
  static bc2<noexcept(1 + 1)> t3(int);
  static constexpr bool b = noexcept(dv2<T>());
};
template<class T> struct R { typedef T type; };
template<class T> struct I { typedef T type; };
template<class T> struct DB : I<typename R<T>::type>::type { };
