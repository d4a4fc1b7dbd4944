// An access specifier is printed on the line where its member is positioned: a member
// template's declaration (no body, no class definition) stays on its `template` line, so
// its access does too; a member template's definition and an alias template are at their
// name's line.
template<class T> struct Q {
  int a;
private:
  template<typename U,
           typename V>
    Q(U, V);
public:
  template<typename U>
    static
    int
    g(U);
protected:
  template<typename U>
    struct
    R;
};
template<class T> struct Q3 {
private:
  template<typename U>
    static
    int
    g(U) { return 0; }
public:
  template<typename U>
    struct
    R { };
private:
  template<typename U>
  using
  A = U;
};
