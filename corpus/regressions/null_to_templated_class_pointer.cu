// In a class template, a pointer to the class (or to a class nested in it) is a dependent
// type: a null constant assigned to it is not converted there and prints bare.
template <class T> struct C {
  C *self; T *tp; int *ip;
  void f() {
    struct G { C *g; int *gi; } gd;
    gd.g = 0; gd.gi = 0;
    self = 0; tp = 0; ip = 0;
    C *loc; loc = 0;
    int *il; il = 0;
  }
};
struct N { void f() { struct G { N *g; } gd; gd.g = 0; } };
