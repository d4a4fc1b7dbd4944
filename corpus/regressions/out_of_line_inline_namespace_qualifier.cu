// An out-of-class member definition written in an enclosing namespace names the
// inline namespaces between it and its class (`void __cxx11::list< T> ::f()`).
namespace lib {
inline namespace v1 {
template <class T> struct list { void f(); template <class I> void g(I); };
struct S { void h(); };
}
template <class T> void list<T>::f() {}
template <class T> template <class I> void list<T>::g(I) {}
void S::h() {}
}
namespace A { inline namespace B { template <class T> struct L { void f(); }; }
template <class T> void L<T>::f() {}
}
int main() { return 0; }
