// Deduction guides (`X(params) -> X<args>;`, `explicit` and attributes dropped), constructor
// templates, a `typename enable_if<...>::type = true` non-type parameter, and template
// parameters each printed at the line of its name (an unnamed one at its default's).
template<bool B, class T = void> struct enable_if {};
template<class T> struct enable_if<true, T> { typedef T type; };
template<class... B> struct and_ { static const bool value = true; };
template<class T> struct D { static const bool value = true; };

template<class T1, class T2> struct pair {
  T1 first; T2 second;
  template <typename U1 = T1, typename U2 = T2,
            typename enable_if<and_<D<U1>, D<U2>>
                               ::value, bool>::type = true>
  constexpr pair() : first(), second() { }
  struct zero { zero(pair*); };
  pair(T1 x, zero, ...) : first(x), second() {}
  template<class U> pair(zero, U&& y, ...) : first(), second(y) {}
  template<class U> pair(U* y, int) : first(), second() {}
  pair(T1 a, T2 b) : first(a), second(b) {}
};
template<typename T1, typename T2> pair(T1, T2) -> pair<T1, T2>;

namespace n {
template<class T> struct B { T t; B(T x) : t(x) {} };
template<class T> explicit B(T*) -> B<T>;
B(const char*) -> B<int>;
template<class T> __attribute__((host)) __attribute__((device)) B(T&&, int) -> B<T>;
}

template<class T,
         int N
            = 3,
         class U
            = int,
         bool
           = true,
         bool Bv =
           false>
struct X {};

struct Plain { template<class U> Plain(U, ...) {} };

void f() { pair p(1, 2.0); n::B q(3); X<int> x; Plain pl(1); (void)p; (void)q; (void)x; (void)pl; }
