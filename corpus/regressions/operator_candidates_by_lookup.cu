// An operator's non-member candidates are those ordinary lookup (enclosing namespaces and
// the namespaces their using-directives nominate) or argument-dependent lookup reaches:
// an operator template in a namespace neither reaches leaves the operator built-in.
namespace std {
template <class A, class B> struct pair { };
template <class A, class B> inline bool operator!=(const pair<A, B> &, const pair<A, B> &) { return false; }
namespace rel_ops { template <class T> inline bool operator!=(const T &x, const T &y) { return !(x == y); } }
inline namespace v1 { struct W { }; bool operator==(W, int); }
}
enum Err { Ok = 0, Bad = 1 };
typedef enum Err Err_t;
Err_t f1() { Err_t status = Bad; if (status != Ok) { return status; } return Ok; }
template <class T> Err_t f2(T) { Err_t status = Bad; bool b = status != Ok; if (status != Ok) { return status; } return b ? Ok : Bad; }
namespace m { enum E { A, B }; bool operator|(E, E); bool g(E e) { return e | A; } }
namespace n { bool operator&(m::E, m::E); bool h(m::E e) { return e & m::A; } }
namespace p { using namespace n; bool k(m::E e) { return e & m::B; } }
bool q(m::E e) { return e & m::B; }
bool r(std::W w) { return w == 1; }
namespace s { using namespace std::rel_ops; bool t(Err e) { return e != Ok; } }
