// EDG prints function specifiers in its own order: friend/static, inline, virtual, constexpr, explicit.
struct B;
struct A {
  friend inline void fr(B &);
  inline friend void fr2(B &);
  virtual inline int f() const;
  inline static int g();
  explicit inline A(int);
  inline virtual ~A();
};
struct C : A {
  inline int f() const override;
  explicit inline constexpr C(long);
};
