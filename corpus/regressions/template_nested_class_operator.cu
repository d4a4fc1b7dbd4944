// In a class template, an object of the class itself or of a class nested in it is
// of a dependent type to EDG, even where its members are known: an overloaded
// operator on it (a friend, a member, a defaulted non-trivial assignment) is not
// bound at definition and prints as written.
struct vec {
  int *p;
  vec &operator=(const vec &o) { p = o.p; return *this; }
};
template <class T> class ud {
public:
  struct pt {
    T a;
    vec v;
    pt() {}
    pt &operator=(const pt &) = default;
    bool operator==(const pt &y) const { return a == y.a; }
    bool self(const pt &y) const { return *this == y; }
  };
  struct qt {
    int b;
    friend bool operator<(const qt &x, const qt &y) { return x.b < y.b; }
  };
  bool operator!=(const ud &o) const { return false; }
  friend bool operator==(const ud &d1, const ud &d2) { return d1.p == d2.p; }
  bool eq(const ud &d2) const { return *this != d2; }
  bool lt(const qt &a, const qt &b) const { return a < b; }
  void set(const pt &x) { p = x; }
  pt p;
};
struct nn {
  struct in {
    bool operator<(const in &o) const { return true; }
  };
  bool f(in a, in b) { return a < b; }
};
int main() { return 0; }
