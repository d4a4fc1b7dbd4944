// A value parameter of an alias template expanded where it qualifies a member template prints the argument given for it.
template<bool B, typename T = void> struct en { typedef T type; };
template<bool B, typename T = void> using en_t = typename en<B, T>::type;
template<bool C, typename... T> struct TC { template<typename U> static constexpr bool ok() { return C; } };
template<typename T1, typename T2> struct tup {
  template<bool Dummy> using TCC = TC<Dummy, T1, T2>;
  template<bool Cond, typename U> using Impl = en_t<TCC<Cond>::template ok<U>(), bool>;
};
