// An explicit specialization names an instance: its non-type arguments print converted to their parameters' types (`template<> struct G< 0UL> `, `I< char, 'A'> `, `K< -2L> `), as every use of the instance does.
template <unsigned long N> struct G;
template <> struct G<0> { static int f() { return 0; } };
template <> struct G<1> { static int f() { return 1; } };
template <int N, bool B> struct H { };
template <> struct H<1, true> { };
template <class T, T v> struct I { };
template <> struct I<char, 65> { };
template <unsigned N> struct J { };
template <> struct J<3u> { };
template <long N> struct K { };
template <> struct K<-2> { };
int x = G<0>::f() + G<1>::f();
G<1> *pg;
