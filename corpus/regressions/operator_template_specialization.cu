// Overloaded operators on a class template specialization without an instance resolve to
// non-member operator templates by deduction and conversion ranking (E-OVL prints them).
namespace lib {
inline namespace v1 {
template <class C, class A = C *> struct Str {
  Str(const C *);
  C *d;
};
template <class C> struct Other { C c; };
}
template <class C, class A> Str<C, A> operator+(const Str<C, A> &l, const C *r) { return l; }
template <class C, class A> Str<C, A> operator+(Str<C, A> &&l, const C *r) { return l; }
template <class C, class A> Str<C, A> operator+(const C *l, const Str<C, A> &r) { return r; }
template <class C, class A> Str<C, A> operator+(const Str<C, A> &l, const Str<C, A> &r) { return l; }
template <class C, class A> Str<C, A> operator+(Str<C, A> &&l, Str<C, A> &&r) { return l; }
template <class C, class A> Str<C, A> operator+(const Str<C, A> &l, C r) { return l; }
template <class C> Other<C> operator+(const Other<C> &l, const C *r) { return l; }
template <class C, class A> bool operator==(const Str<C, A> &l, const C *r) { return true; }
typedef Str<char> str;
}
const char *describe(int);
lib::str number(int);
struct Code { lib::str message() const; };
struct Failure { Failure(const lib::str &); };
struct SysFailure : Failure {
  SysFailure(Code c, const char *what) : Failure(what + (": " + c.message())) {}
};
lib::str report(const lib::str &where, int code) {
  lib::str a = where + ": ";
  lib::str b = where + ": " + describe(code) + " (" + a;
  lib::str c = lib::str("call") + " @" + number(44);
  bool same = lib::str(describe(code)) == "ok";
  lib::str d = where + 'x';
  if (same) return b;
  return c + d;
}
