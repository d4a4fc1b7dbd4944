// An operator function named without an object in a member function of a class calls
// it through the implicit `this`, which EDG prints (`!this->operator==(a)`); in a class
// template the call prints as written.
struct A { bool operator==(const A &) const; int operator()(int) const; A &operator=(const A &o);
  bool ne(const A &a) const { return !operator==(a); }
  int call() const { return operator()(3); }
  void as(const A &o) { operator=(o); }
};
struct D : A { bool ne2(const A &a) const { return !operator==(a); } };
template <class T> struct B { bool operator==(const B &) const; T t;
  bool ne(const B &a) const { return !operator==(a); }
  int call(int x) const { return operator()(x); } int operator()(int) const;
};
int main() { B<int> b; return b.ne(b) + b.call(1); }
