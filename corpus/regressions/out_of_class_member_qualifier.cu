// A member defined outside its class: the class in the declarator's qualifier is
// named from the scope the definition is in (not as written), a typedef of it by
// the class; a member template of a plain class sees the class's members.
int first_entity(int x) { return x; }
namespace a {
typedef int pt;
inline namespace v1 {
struct I { void f(); };
}
namespace b {
struct C {
  struct pt { int p; };
  void f(); void g(); void h(); void m(); void n();
  template <class F> void gi(F f, const pt &p);
  static int s;
  struct D { void f(); };
  struct E;
  struct FF;
};
template <class T> struct G {
  static int s;
  void f();
  struct E;
};
}
void b::C::f() {}
void a::b::C::g() {}
void a::b::C::D::f() {}
template <class F> void a::b::C::gi(F f, const pt &p) { pt q = p; }
int a::b::C::s = 1;
struct a::b::C::E { int x; };
template <class T> int a::b::G<T>::s = 2;
template <class T> void a::b::G<T>::f() {}
template <class T> struct a::b::G<T>::E { int y; };
void I::f() {}
}
void a::b::C::h() {}
typedef a::b::C CC;
void CC::m() {}
void ::a::b::C::n() {}
struct ::a::b::C::FF { int z; };
int main() { return 0; }
