template <class T>
struct A { T a; };
template <>
struct A<int> { int b; };
template <class T>
T f(T x) { return x; }
template <>
int f<int>(int x) { return x; }
template <>
inline
double f(double x) { return x; }
template <class T>
struct B { T a; void g(); };
template <>
void
B<int>::g() { }
template <class T>
struct C;
template <>
struct C<int>;
