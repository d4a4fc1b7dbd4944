// A dependent template-id keeps its type arguments as written: a namespace typedef and a
// member typedef of a dependent type by name; a block-scope typedef and a member typedef of a
// non-dependent type expanded; a base-specifier's arguments canonical.
template<class T> T&& fw(T& t);
template<class T> struct is_ref { static const bool value = false; };
template<bool, class A, class B> struct cond { typedef A type; };
template<class A, class B> struct pr {
  typedef A first_type; typedef B second_type;
  typedef A* ptr;
  A first; B second;
  void f(pr& p) { first = fw<first_type>(p.first); second = fw<const second_type>(p.second); }
  using ref = typename cond<is_ref<ptr>::value, ptr, first_type>::type;
  typedef typename cond<true, ptr, int>::type t2;
};
typedef int I;
template<class T> struct Q { typedef cond<true, I, T> c; };
typedef unsigned long SZ;
typedef int I2;
template<class T, T v> struct ic2 { static const T value = v; };
template<class... T> struct L2 { };
template<class A, class B> struct cond2 { typedef A type; };
template<class T> struct al : public ic2<SZ, sizeof(T)> { typedef cond2<SZ, T> c1; };
template<class T> struct al2 : public cond2<I2, T> { typedef cond2<I2, T> c1; };
template<class T> struct ms {
  using U = L2<unsigned char, unsigned short>;
  typedef T* P;
  typedef typename cond2<U, T>::type t1;
  typedef typename cond2<P, T>::type t2;
};
template<class T> int f2(T x) { typedef T* LP; typedef int LI; typedef decltype(x + 1) D; return sizeof(cond2<LP, T>) + sizeof(cond2<LI, T>) + sizeof(cond2<D, T>); }
