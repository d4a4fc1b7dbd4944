// A friend's parameters are not in its class's scope: a member type of the class,
// of a base or of an enclosing class is named through that class there.
struct B0 { typedef long D0; struct BI {}; };
namespace M { struct MB { typedef int MT; }; }
struct S : B0, M::MB {
  typedef int T;
  struct In {};
  enum E { e1 };
  friend T f(S, T, D0, In, E, BI, MT) { return 0; }
  friend void g(T);
};
void g(S::T) {}
namespace N { struct S2 { typedef int T; friend void h(S2, T x) {} }; }
struct O { typedef int OT; struct I { typedef int T; friend void oi(I, T, OT) {} }; };
int main() {
  S s;
  f(s, 1, 2, S::In(), S::e1, B0::BI(), 3);
  O::I i;
  oi(i, 1, 2);
  return 0;
}
