// A `constexpr` local's initializer in a template is a constant expression: an operator
// over a call that waits for instantiation (through a dependent typedef, or a function
// named through a dependent class) is wrapped; a `const` one stays bare.
template<class A> struct traits {
  static constexpr bool propagate() { return true; }
  static constexpr bool equal() { return false; }
};
template<bool B> struct flag {};
bool runtime();
template<class T, class A> struct Vec {
  typedef traits<A> alloc_traits;
  void move_assign() {
    constexpr bool move_storage = alloc_traits::propagate() || alloc_traits::equal();
    flag<move_storage> f;
    const bool plain = alloc_traits::propagate() || alloc_traits::equal();
  }
  void named() {
    constexpr bool both = traits<A>::propagate() && traits<A>::equal();
    bool value = traits<A>::propagate() && runtime();
  }
};
