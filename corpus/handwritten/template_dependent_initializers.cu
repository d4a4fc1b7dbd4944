// Inside templates, an initializer that waits for instantiation is re-printed in parentheses
// (`(T::v)`, `(S< U...> ::v + 1)`, a conditional of them), a template parameter alone stays
// bare; a class template's own name with arguments (`Q<U...>::v`) names the template.
// A class template's enumerators keep their written initializers past the first.
typedef unsigned long size_t;
template<class T> struct R {
  static const int a = sizeof(T);
  static const int b = 1 + 2;
  static const int c = T::v;
  static const int d = T::v + 1;
  static constexpr int e = T::v;
  static const bool f = !T::v;
  int g = T::v;
  int h = 3;
  enum { i = T::v, j = 4 };
};
template<int N> struct W { static const int a = N; static const int b = N + 1; static const int c = -N; int d = N; };
template<int N> constexpr int vt = N;
template<int N> constexpr int vt2 = N + 1;
template<class T> constexpr int vt3 = T::v;
template<class T> int fn() { int x = T::v; return x; }

template<typename T, typename... U>
struct Q { static const int v = Q<U...>::v; };
template<typename T>
struct S { static const int v = S<T*>::v + 1; };

template <typename... Types> struct SA { static const size_t A = 0; static const size_t Z = 0; };
template <typename Tp, typename... Types>
struct SA<Tp, Types...> {
  static const size_t A =
    alignof(Tp) > SA<Types...>::A
      ? alignof(Tp) : SA<Types...>::A;
  static const size_t B = SA<Types...>::Z;
};

template<int N> struct En {
  enum { a = 0, b = 1, c = 5, d, e = N, f, g = N + 1, h = sizeof(int) };
  enum { a1 = N, b1 = 0, c1 };
  enum { x = -1, y = 0, z = 1 };
  enum { p = 1 - 1, q };
  enum class E2 { s = 0, t = 1 };
};
template<int N> void local_enum() { enum { a = 0, b = 1 }; }
enum { a0 = 0, b0 = 1, c0 = 5, d0 };

struct V { static const int v = 7; };
int use() { return R<V>::c + W<2>::b + SA<int, double>::A; }
