// Value-dependent enumerators and static constants of class templates ([temp.dep.constexpr]):
// a reference inside another enumerator's initializer prints the referenced initializer, a
// template argument whose constant is a '>' comparison is parenthesized, uses are E-CONST.
template<bool> struct tt { typedef int type; };
template<int> struct ti { typedef int type; };
template<class T> struct S {
  enum { v = sizeof(T) > 4 };
  enum { v2 = bool(T::x) || bool(T::y) };
  enum { v3 = T::x };
  enum { v4 = sizeof(T) };
  typedef typename tt<v>::type a1;
  typedef typename tt<v2>::type a2;
  typedef typename tt<v3>::type a3;
  typedef typename ti<v>::type a4;
  typedef typename ti<v4>::type a5;
  typedef typename ti<v2>::type a6;
  enum { w = v ? 1 : 0, w2 = v2 ? 1 : 0, w3 = v3 + 1, w4 = v4 + 1 };
  static const int d = w - v;
  static const int d2 = sizeof(T);
  static const int d3 = T::x;
  static const int d4 = T::x + 1;
  static constexpr int d5 = T::x + 1;
  static const bool d6 = T::x;
};
template<class T> struct UB { enum { v = 0 }; };
template<class T> struct UD : public UB<T> {
  using UB<T>::v;
  enum { w = v ? sizeof(T) * 8 : 0 };
  static const int k = v + 1;
};
template<class T> struct V {
  static const bool s = (T)(-1) < 0;
  static const int d = sizeof(T) - s;
  static const int e = s ? 1 : 2;
};
template<bool> struct tt2 { typedef int type; };
template<int> struct ti2 { typedef int type; };
template<class T> struct S2 {
  typedef typename tt2<(sizeof(T) > 4)>::type a1;
  typedef typename tt2<(sizeof(T) < 4)>::type a2;
  typedef typename ti2<(sizeof(T) + 4)>::type a3;
  typedef typename ti2<(sizeof(T) >> 1)>::type a4;
  typedef typename tt2<(sizeof(T) > 4) && true>::type a5;
  typedef typename tt2<(sizeof(T) >= 4)>::type a6;
  typedef typename tt2<!(sizeof(T) > 4)>::type a7;
};
