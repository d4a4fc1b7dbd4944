// A typedef naming the class of a qualified name inside a value template argument is
// replaced by the type it stands for; outside template arguments it stays.
template <unsigned long A, unsigned long B> struct Pair { static constexpr unsigned long hi = A, lo = B; typedef Pair type; };
template <unsigned long A> struct Gate { typedef int type; static const int v = 1; struct valid { static const bool value = true; }; };
template <unsigned long A> int pick() { return 0; }
template <class T> struct Wrap { typedef T type; };
template <class A, class B> struct Div { typedef Pair<2, 3> type; };
template <class A, class B> using div_t = typename Div<A, B>::type;
typedef Pair<1, 2> Fixed;
template <unsigned long N> struct Big {
    static constexpr unsigned long q = N / 2;
    typedef Pair<q, N> P;
    typedef typename Wrap<P>::type RP;
    using G = Gate<N>;
    using V = typename G::valid;
    typedef div_t<P, RP> CF;
    typedef Gate<P::hi> S1;
    typedef typename Gate<P::hi>::type T1;
    static const unsigned long x = P::hi + P::lo;
    static const int y = Gate<P::hi>::v;
    int f() { return pick<P::hi>() + pick<RP::lo>() + (int)P::lo; }
    typedef Gate<RP::lo> T2;
    typedef Gate<P::type::lo> T3;
    typedef Gate<sizeof(P)> T4;
    typedef Gate<(P::hi > 0)> T5;
    typedef Gate<Fixed::hi> T6;
    typedef Gate<V::value> T7;
    typedef Gate<CF::hi == 1> T8;
};
Big<4> b;
int main() { return b.f(); }
