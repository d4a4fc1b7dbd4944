template<int N> struct F {
  static const int v = F<N - 1>::v;
};
template <> struct F<0> {
  static const int v = 0;
};
int depth = F<201>::v;
