// A member of an object of dependent type is an operand in parentheses as a call's or member
// initializer's argument and as an initializer; a constructor template does not hide its class
// template's name inside the class (pr< U, V> stays unqualified).
template<class T> T&& fw(T& t);
template<class T> void sw(T&, T&);
template<class A, class B> struct pr {
  A first; B second;
  pr(const A& a, const B& b) : first(a), second(b) { }
  template<class U, class V> pr(const pr<U, V>& p) : first(p.first), second(p.second) { }
  template<class U, class V> pr(pr<U, V>&& p) : first(fw<U>(p.first)), second(fw<V>(p.second)) { }
  void swap(pr& p) { sw(first, p.first); sw(second, p.second); }
  pr& operator=(const pr& p) { first = p.first; second = fw<B>(p.second); return *this; }
  template<class U> void g(U u) { sw(u.x, u.y); fw<U>(u.x); int k = u.x; }
};
template<class T> void sw2(T&, T&);
template<class U> int g2(U u, U* p) { u.x = 1; int a; a = u.x; a = u.x + 1; sw2(u.x.y, p->z); a = -u.x; if (u.x) a = 2; u.f(); u.x.f(); (u.x)(); return u.x; }
