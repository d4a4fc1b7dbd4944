// In a template: a direct-initialization of a dependent type with several arguments prints them as a list (`typename is< C> ::sentry cerb(in, true);`, not a comma expression); an assignment to a member of an object of another dependent specialization converts nothing yet (`(guard.m_g) = 0;`).
template <class C> struct is { struct sentry { sentry(is &, bool); }; };
template <class C> struct S { typedef C char_type; char_type *s; bool m_g;
  bool eq(char_type a, char_type b) { return a == b; }
  void f(is<C> &in) {
    typename is<C>::sentry cerb(in, true);
    C c(1, 2);
    int i = 0;
    while (!eq(s[i], char_type())) ++i;
  }
};
template <class T> struct G { T *p; bool m_g; };
template <class T> void g(G<T> &guard) { guard.m_g = 0; (guard.m_g) = 0; }
