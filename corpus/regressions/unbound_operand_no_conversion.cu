// In a template, an access through an object whose class is not the current instantiation
// (a member class of the class template) is type-dependent for EDG: an operator over it
// records no conversion of its other operand (`(a.m) + 1`, `a.g() >= 12`), and a const
// arithmetic local initialized from a type-dependent expression is a value-dependent
// constant (`(d + (1))`).
#include "prelude.cuh"
template <class T> void f(T t) {
  const double d = t + 1.0;
  const double e = d + 1;
  double e2 = d + 1;
  const float fl = t;
  float e3 = fl + 1;
  double nd = t + 1.0;
  double e4 = nd + 1;
  (void)e; (void)e2; (void)e3; (void)e4;
}
struct P { double m; double g() const; };
template <class T> struct Q {
  struct N { double m; double g() const; };
  struct G { int flag; };
  N n; P p; double x;
  void k(const N& a, G& g) {
    double r1 = a.m + 1;
    double r2 = a.g() + 1;
    bool r3 = a.g() >= 12;
    double r4 = 2 * (a.m + x);
    double r5 = p.m + 1;
    double r6 = p.g() + 1;
    double r7 = n.m * 2;
    double r8 = x + 1;
    double r9 = -a.m + 1;
    double r10 = (a.m) + 1 + 2;
    bool r11 = a.m && 1;
    double r12 = a.m ? 1 : 2.0;
    const double c2 = a.m + x;
    const double c3 = c2 + 1;
    g.flag = 0;
    if (a.g() >= 12) { x = r1 + r2 + r3 + r4 + r5 + r6 + r7 + r8 + r9 + r10 + r11 + r12 + c3; }
  }
};
