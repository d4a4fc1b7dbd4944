// Inside its own definition a function template's name still finds the other overloads of
// that name (the entity is declared in the enclosing scope, not in its parameter list).
struct D { int x, y, z, w; int f; };
extern "C" D mk(int x, int y, int z, int w, int f);
template<class T> D mk() { return mk(0, 0, 0, 0, 1); }
template<> D mk<float>() { int e = 4; return mk(e, 0, 0, 0, 2); }
int add(int a, int b);
template<class T> T add(T a) { return add(a, a); }
template<class T> struct S { static int s(int); int f() { return s(1); } };
D use() { return mk<int>(); }
int use2() { return add(2) + S<int>().f(); }
