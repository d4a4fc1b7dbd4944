// A friend class template declaration prints on its `template` line
// (`template< class U> friend struct W; `), with the access of the section it is in;
// a plain friend declaration takes no access specifier.
template<class T> struct Q2 {
private:
  template<typename U>
  friend
  struct
  W;
public:
  template<typename U>
  using
  A = U;
};
class R;
class C { public: int a; private: friend class R; public: int b; };
template<class T> class P {
  template<class U> friend class P;
public:
  int x;
};
P<int> pi;
