// A static data member named through a dependent specialization (dv<Q, P>::den) is
// type-dependent: the other operand of an operator over it gets no conversion (== 1).
template<bool B> struct bc { static constexpr bool value = B; };
template<long N, long D> struct rat { static constexpr long num = N; static constexpr long den = D; };
template<class A, class B> struct dv { static constexpr long den = A::den * B::num; };
template<class P> struct X {
  template<class Q> using h = bc< dv<Q, P>::den == 1>;
  using g = bc< dv<rat<1,1>, P>::den == 1>;
  static constexpr bool k = dv<rat<1,1>, P>::den == 1;
};
template<class P> bool f() { return dv<P, P>::den != 2; }
X<rat<1,2> > x;
