// Constructs of libstdc++ 12's headers: placement new with a pack expansion, out-of-line
// members of a partial specialization (its own scope), a dependent base named through a
// typedef (printed by what it names), GCC's 128-bit typedefs, attributes between an alias
// name and `=`, `__builtin_bit_cast`.
typedef unsigned long size_t;
void* operator new(size_t, void* p) noexcept;
template<class T> T&& fwd(T& t) { return static_cast<T&&>(t); }
template<typename Tp, typename... Args>
void construct_at(Tp* p, Args&&... args)
{ ::new((void*)p) Tp(fwd<Args>(args)...); }

template<class T, class A> struct vec { void r(size_t n); };
template<class A> struct Base { typedef int* BP; typedef int BT; };
template<class T> struct G { typedef T type; };
template<typename A>
struct vec<bool, A> : protected Base<A> {
  typedef Base<A> Base_;
  typedef typename Base_::BT BT;
  typedef typename G<A>::type GT;
  using typename Base_::BP;
  typedef size_t size_type;
  void re(size_type n);
};
template<typename A>
void vec<bool, A>::re(size_type n)
{
  size_type m = n;
  (void)m;
}

__int128_t big = 1;
__uint128_t ubig = 2;
template<class T> using void_t __attribute__((deprecated)) = void;
using first_argument_type __attribute__((deprecated)) = int;
float as_float(int x) { return __builtin_bit_cast(float, x); }
template<class To, class From> To bit_cast(const From& f) { return __builtin_bit_cast(To, f); }

int main() { int x; construct_at(&x, 3); vec<bool, int> v; v.re(2); return (int)as_float(0); }
