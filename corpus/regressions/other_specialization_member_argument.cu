// A data member of another dependent specialization's object, passed as an argument or a mem-initializer's operand, is bound at instantiation and wrapped like a dependent member (`mv((p.first))`, `_M_comp((c.m))`); one of the class being defined is not (`mv(o.x)`).
template <class T> T &&mv(T &t) { return static_cast<T &&>(t); }
template <class A, class B> struct pr { A first; B second; };
template <class A, class B> A &&get1(pr<A, B> &&p) { return mv(p.first); }
template <class C> struct comp { C m; };
template <class C> struct val { C _M_comp; explicit val(const comp<C> &c) : _M_comp(c.m) {} val(comp<C> &&c) : _M_comp(mv(c.m)) {} };
template <class C> struct self { C x; C g(const self &o) { return mv(o.x); } };
