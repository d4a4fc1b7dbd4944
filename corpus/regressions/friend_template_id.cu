// A friend type declaration naming a class template specialization prints that
// template-id with its template's class key (`friend struct hash< vec> ; `), no new class;
// in a class template with a dependent base it keeps the minimal qualifier (`::` for a
// global template) where other uses are fully qualified.
template<class T> struct Q { };
namespace other { template<class T> struct S { }; }
namespace nsx {
namespace inner { template<class T> struct R { }; }
template<class T> struct hash;
template<class T> struct hash<T*> { };
template<class A> struct B { };
template<class T> class cl;
template<class T, class A> class vec { };
template<class A> class vec<bool, A> : protected B<A> {
  friend struct nsx::hash<vec>;
  friend struct nsx::hash<int>;
  friend struct inner::R<int>;
  friend struct other::S<int>;
  friend struct Q<int>;
  friend class hash<char>;
  hash<int> *h;
  struct N { friend struct Q<char>; };
};
template<class T> struct plain {
  friend struct hash<plain *>;
  friend class cl<T>;
};
struct W { friend struct nsx::hash<W>; friend struct hash<char>; };
}
struct Z { friend class nsx::cl<int>; friend struct nsx::hash<Z>; };
