// `__alignof__` of an expression prints `__alignof__ (e)`; in a template, an operand of
// dependent type waits for instantiation and prints without the space: `__alignof__(T::m)`.
struct Q { int m; double d; };
template<class T> struct A { static const unsigned long a2 = __alignof__(T::m); };
int g; const unsigned long a3 = __alignof__(g); const unsigned long a4 = __alignof__(Q::d);
template<class T2> struct B { alignas(__alignof__(T2::m)) unsigned char s[4]; };
int main() { A<Q> a; B<Q> b; (void)a; (void)b; return 0; }
