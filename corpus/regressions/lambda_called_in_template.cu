// A lambda called where it is written prints as written in a template definition (`[](T u) { … } (t)`), as a call of the closure object elsewhere (`([](int x) { … } )(2)`).
int a() { return [](int x) { return x + 1; }(2); }
template <class... T> int b(T... t) { return [&](T... u) { return sizeof...(u); }(t...); }
template <class T> int c(T t) { return [](T u) { return 1; }(t); }
int d() { auto v = [](int x) { return x; }(3); return v; }
int e = b(1, 2) + c(1);
template <class T> int f(T) { return [](int x) { return x; }(1); }
template <class T> int g(T t) { return [](int x) { return x; }(t); }
template <class T> int h(T t) { auto l = [](T u) { return 1; }; return l(t); }
int e2 = f(1) + g(2) + h(3);
