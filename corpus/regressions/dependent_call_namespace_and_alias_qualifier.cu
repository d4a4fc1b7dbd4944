// A namespace-qualified function template called with dependent arguments is named by
// its own namespace, the enclosing ones as the printing scope needs (`__detail::rtb(p)`
// inside `lib` for `lib::__detail::rtb(p)`; `nsi::g(p)` inside `nsi` itself). An alias
// template's id in an expression's qualifier gets no `template` (`gx::it< T> ::max`).
namespace gx { template<typename T> struct nti { static const T max = 5; };
  template<typename T> using it = nti<T>; }
namespace lib {
  namespace __detail { template<typename T> T rtb(T* p, unsigned long n) { return *p; } }
  template<typename T> struct TB { T* b; ~TB() { lib::__detail::rtb(b, 1); } };
  template<typename T> void f(T* p) { lib::__detail::rtb<T>(p, 1); lib::__detail::rtb(p, 1); }
  template<typename T> auto g(T* p) -> decltype(lib::__detail::rtb(p, 1));
}
namespace nsi {
  template<typename T> T g(T* p) { return *p; }
  template<typename T> void h(T* p) { nsi::g(p); }
}
namespace other { template<typename T> void f(T* p) { lib::__detail::rtb(p, 1); } }
template<typename I = int>
struct uid {
  explicit uid(I a, I b = gx::it<I>::max) {}
  I get() { return gx::it<I>::max; }
};
int main() { return 0; }
