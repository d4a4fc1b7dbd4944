#include "prelude.cuh"
// Enumerations with user operators (libstdc++'s _Ios_Iostate): unary operators are
// overloaded too; a member of a dependent base is bound at instantiation.
enum state_t { good = 0, bad = 1, eof = 2, state_end = 1 << 16 };
inline constexpr state_t operator&(state_t a, state_t b) { return state_t(int(a) & int(b)); }
inline constexpr state_t operator|(state_t a, state_t b) { return state_t(int(a) | int(b)); }
inline constexpr state_t operator~(state_t a) { return state_t(~int(a)); }
struct stream_base { typedef state_t iostate; static const iostate eofbit = eof; };
template <class C> struct basic_stream : stream_base {
  iostate rdstate() const { return st; }
  void clear(iostate s = good) { st = s; }
  iostate st;
};
template <class C> struct in_stream : basic_stream<C> {
  void putback(C) { this->clear(this->rdstate() & ~stream_base::eofbit); }
  int flags() const { return this->rdstate() | bad; }
};
template struct in_stream<char>;
void reset(stream_base::iostate& s) { s = s & ~stream_base::eofbit; }

// A template-id names only the templates of an overload set; in a template a member
// template-id is re-printed with `template`.
union any_data {
  void* access() noexcept { return &pod[0]; }
  const void* access() const noexcept { return &pod[0]; }
  template <typename T> T& access() noexcept { return *static_cast<T*>(access()); }
  template <typename T> const T& access() const noexcept { return *static_cast<const T*>(access()); }
  char pod[16];
};
struct holder { template <class T> static T make() { return T(); } template <class T> T& get(); };
template <class U> struct wrap { template <class V> static V cast(U u) { return V(u); } };
template <class F> struct manager {
  template <typename Fn> static void create(any_data& dest, Fn&& f) { dest.access<F*>() = new F(f); }
  static F* ptr(any_data& d) { return d.access<F*>(); }
  static int both(holder& h) { h.get<int>() = holder::make<int>(); return holder::make<F>() + wrap<F>::template cast<int>(F()); }
};
struct fn_obj { int operator()() { return 1; } };
int use(any_data& d) {
  fn_obj g;
  manager<fn_obj>::create(d, g);
  d.access<int>() = 3;
  return d.access<int>() + holder::make<int>();
}
__global__ void k(int* out, state_t s) { out[threadIdx.x] = int(s); }
