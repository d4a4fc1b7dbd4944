// A callee written as a parenthesized name keeps its parentheses (they suppress ADL),
// qualified or not, in templates and out: `(ns::mx)(a, b)`, `(h2)(a)`, `(::h2)(3)`.
namespace ns { template <class T> const T &mx(const T &a, const T &b) { return a < b ? b : a; } int h(int); }
int h2(int);
template <class T> T f(T a, T b) { return (ns::mx)(a, b) + (ns::h)(1); }
int g(int a, int b) { return (ns::mx)(a, b) + (ns::h)(2) + (h2)(a) + (::h2)(3); }
int main() { return 0; }
