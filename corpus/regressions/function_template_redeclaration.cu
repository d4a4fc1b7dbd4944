// [temp.over.link]: a function template declaration redeclares the earlier one with equivalent template parameters and function type (parameters compared by position); the redeclaration prints without the first one's `static`.
template <class T> static inline int m(T **p, int n);
static inline int q(int);
static int r(int);
template <class T> static inline int m(T **p, int n) { return n; }
static inline int q(int x) { return x; }
static int r(int x) { return x; }
template <class T> static __attribute__((host)) int s(T);
template <class T> static __attribute__((host)) int s(T x) { return 1; }
int use() { int *p; return m(&p, 1) + q(1) + r(1) + s(1); }
template <class A, class B> constexpr A pw(A a, B) { return a; }
namespace n2 { template <class A, int N> struct arr {}; }
template <class U, class V> extern constexpr U pw(U, V);
template <class T, int N> int sz(const n2::arr<T, N> &);
template <class X, int M> int sz(const n2::arr<X, M> &a) { return M; }
namespace g { template <class T> struct promote { typedef T type; };
template <class A, class B> using promote_2 = promote<decltype(A() + B())>; }
namespace std {
template <class A, class B> inline constexpr typename g::promote_2<A, B>::type pw(A a, B b) { return a + b; }
}
namespace std {
template <class A, class B> extern __attribute__((host)) __attribute__((device)) __attribute__((cudart_builtin)) typename g::promote_2<A, B>::type pw(A, B);
}
