// E-CONST: a static_assert condition waiting for instantiation is parenthesized: a
// dependent construction (`(T{})`, `(is_integral< T> {})`), a fold, a call with dependent
// explicit template arguments, a dependent sizeof converted to bool.
template <class T> struct IC { static constexpr bool value = true; constexpr operator bool() const { return true; } };
static_assert(IC<int>::value, "d");
template <class T> constexpr bool f() { return true; }
template <class T, class... A> void g() {
  static_assert(IC<T>{}, "1");
  static_assert(IC<T>(), "2");
  static_assert(T{}, "3");
  static_assert(T(), "4");
  static_assert((sizeof(A) && ...), "5");
  static_assert(sizeof...(A) < 100, "6");
  static_assert(__is_same(T, int) || true, "7");
  static_assert(f<T>(), "8");
  static_assert(__is_class(T), "10");
  static_assert(IC<T>::value, "11");
  static_assert(!IC<T>::value || true, "12");
  static_assert(true, "13");
  static_assert(sizeof(T), "14");
}
