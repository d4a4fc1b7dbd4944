// A constexpr literal operator returning a class object is evaluated to a class constant
// that prints in its own parentheses wherever it stands (outside templates).
struct D { long r; constexpr D(long x) : r(x) {} };
template <class R> struct DT { R r; constexpr DT(R x) : r(x) {} };
constexpr D operator""_s(unsigned long long x) { return D((long)x); }
constexpr D operator""_t(long double x) { return D((long)x); }
constexpr DT<long> operator""_u(unsigned long long x) { return DT<long>((long)x); }
D operator""_n(unsigned long long x) { return D((long)x); }
constexpr long operator""_l(unsigned long long x) { return (long)x; }
D mk(D d) { return d; }
D mkr(const D &d) { return d; }
DT<long> mkt(DT<long> d) { return d; }
long tl(long);
bool operator<(D, D);
struct H { D d; H() : d(2_s) {} };
D g() { return 2_s; }
void f(D q) {
  mk(2_s); mkr(2_s); mk(2_n); mkr(2_n); mk(2.5_t); mkt(3_u);
  tl(2_l);
  D x = 2_s;
  D y(2_s);
  bool b = q < 2_s;
  b = 2_s < q;
  q = 2_s;
}
template <class T> void t(T) { mk(2_s); }
