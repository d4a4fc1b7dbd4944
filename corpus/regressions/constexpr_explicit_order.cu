// EDG prints `constexpr explicit` whatever the written order (chrono's duration and
// time_point constructors).
struct A { explicit constexpr A(int x) : v(x) {} int v; };
struct B { constexpr explicit B(int x) : v(x) {} int v; };
template<class T> struct D { explicit constexpr D(T x) : v(x) {} T v; explicit constexpr operator bool() const { return v; } };
constexpr A a(1);
