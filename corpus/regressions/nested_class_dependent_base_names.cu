// A class nested in a class template, with a dependent base: the enclosing template's
// member types stay dependent names (`typename VB< T, A> ::pointer`, mem-initializer
// `VB< T, A> ::alloc_type()`), namespace-scope classes are named from `::`, and the
// mem-initializers print in the order they run (bases as declared, then the unmatched
// dependent ones, then the fields as declared).
template <class A> struct Tr { typedef A *pointer; typedef A other; };
struct D0 { D0(); D0(int); };
struct D1 { D1(); };
struct P1 { int a; int b; D1 d1; P1() : b(1), a(2) { } };
template <class T> struct Q { int a; int b; Q() : b(1), a(2) { } };
template <class T, class A> struct VB {
  typedef typename Tr<A>::other alloc_type;
  typedef typename Tr<T>::pointer pointer;
  typedef int size_type;
  struct Data { pointer p; Data(); };
  struct Impl : public alloc_type, public Data {
    pointer q; size_type n;
    Impl() noexcept(sizeof(alloc_type) > 1) : alloc_type() { }
    Impl(const alloc_type &a) : alloc_type(a) { }
    Impl(Impl &&x) : alloc_type(static_cast<Impl &&>(x)), Data() { }
    Impl(pointer p2, size_type n2) : n(n2), q(p2) { }
    void f() { size_type z = 0; pointer w(q); }
  };
  struct I1 : public D0, public D1 { int f; I1() : f(1), D1(), D0(2) { } };
  struct I2 : public alloc_type, public D0 { int f; I2() : f(1), alloc_type(), D0(2) { } };
  struct I3 : public A, public D0 { int f; I3() : f(1), A(), D0(2) { } };
  pointer own;
};
template <class A> struct W : A, D0 { int f; W() : f(1), A(), D0(2) { } };
int main() { P1 p; return p.a; }
