// An implicit conversion-function call (`operator bool()`, `operator int*()`) whose object
// is a member access, a dereference or a subscript prints the object wrapped, wherever the
// conversion stands (`if ((m))`, `bool q = (s.n);`, `g((*p));`); a variable or a call
// stays bare, and as an operand the wrapped object takes no more parentheses (`!(m)`).
struct E { void *p; explicit operator bool() const { return p; } };
struct I { void *p; operator bool() const { return p; } operator int*() const; };
struct S { E m; I n; static I sn; };
I gi(); I arr[3]; I &ri();
void g(bool);
struct N { E m; I n; int *q; I *pn;
  bool f(S s, S *ps) const { if (s.m) { } if (ps->n) { } bool q = n; g(n); bool r = s.n; bool t(m); if (n) return n; return ps->n; }
  void h() const { if (m) { } while (m) { } bool c = !m; bool d = m && n; if (this->m) { } int a = n ? 1 : 2; bool e = n || pn[0]; bool l = (n); }
};
bool h(S s, I *p, I &r) { if (gi()) { } if (*p) { } if (arr[1]) { } if (r) { } if (ri()) { } bool a = *p; bool b = gi(); if (S::sn) { } int *ip = s.n; return p[0]; }
bool k(E e, I i) { if (e) { } bool b = !e; return i; }
int main() { return 0; }
