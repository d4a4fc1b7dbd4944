namespace ns { template<class T> struct agg { static int go(T*) { return 0; } }; template<class T> int fr(T*); }
template<class T> struct V {
  int shrink() { return ns::agg<V>::go(this) + ns::agg<V*>::go(0) + ns::fr<V>(this); }
};
template<class T> struct RW { static int fun(T&); static void fun(T&&) = delete;
  template<class U, class = decltype(RW::fun(*(U*)0))> RW(U&& u) noexcept(noexcept(RW::fun(*(U*)0))) : d(RW::fun(u)) {}
  int d; void m() { RW::fun(*(T*)0); RW<T>::fun(*(T*)0); } };
template<class T> struct S { typedef int type; static const int c = 1; static int fun(T&);
  type a; int arr[S::c];
  void m(); static int k() { return sizeof(type) + S::c; }
  struct In { static int q(); void z() { S::fun(*(T*)0); In::q(); } };
};
template<class T> void S<T>::m() { S::fun(*(T*)0); type x = S::c; }
