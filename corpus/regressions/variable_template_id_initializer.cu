// A variable template's specialization for dependent arguments is a constant in a
// constant context (static_assert, static data member) but an ordinary expression in
// another variable's initializer (bare `size_v< T>  + 1`; a unary operator over it is
// wrapped, its type waiting for instantiation). A concept-id prints bare on its own and
// makes the operators over it constants.
namespace lib {
template <class T> concept C = sizeof(T) == 4;
template <class T> constexpr bool V = sizeof(T) == 4;
template <class T> constexpr int I = sizeof(T);
}
template <class T> constexpr bool W1 = lib::C<T>;
template <class T> constexpr bool W2 = lib::V<T>;
template <class T> constexpr bool W3 = lib::C<T> && lib::V<T>;
template <class T> constexpr bool W4 = !lib::C<T>;
template <class T> constexpr int W7 = sizeof(T) + lib::I<T>;
template <class T> constexpr bool W8 = (bool)lib::V<T>;
template <class T> constexpr int W9 = -lib::I<T>;
template <class T> constexpr bool W10 = lib::C<T> || sizeof(T) == 2;
template <class T> constexpr int W11 = lib::I<T>;
template <class T> constexpr int W12 = lib::I<int>;
template <class T> const int W15 = lib::I<T> + 1;
template <class T> struct S {
  static_assert(lib::V<T>);
  static_assert(lib::C<T>);
  enum { e = lib::I<T>, f = lib::C<T> };
  static constexpr bool b = lib::C<T>;
  static constexpr int k2 = lib::I<T> + 1;
  static const int k3 = lib::I<T>;
  static constexpr int k5 = -lib::I<T>;
  int a[lib::I<T>];
  int g() { int x = lib::I<T> + 1; bool y = lib::C<T>; const int z = -lib::I<T>; return x + y + z; }
};
constexpr bool W5 = lib::C<int>;
int main() { return 0; }
