// A dependent enumerator's initializer prints with a member typedef qualifier resolved to the template-id it stands for (`enum { v1 = isb< s::tag, C> ::value}` for `_Base::value`); a static member's or a function's keeps the typedef.
namespace s {
struct tag {};
template <class A, class B> struct isb { static const bool value = false; };
template <class I, class C = int> struct rai : isb<tag, C> {
  typedef isb<tag, C> _Base;
  enum { v1 = _Base::value };
  static const bool v2 = _Base::value;
  bool f() { return _Base::value; }
};
template <class I> struct q {
  typedef isb<I, int> B2;
  typedef int N;
  enum { v3 = B2::value };
  N g() { return B2::value; }
};
typedef isb<int, int> NB;
template <class I> struct r { enum { v4 = NB::value }; };
}
