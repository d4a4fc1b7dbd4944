// `T{}` of a scalar type used as an operand (call argument, operator operand, sizeof,
// default argument, template argument's decltype) prints as the folded zero of T's
// canonical type: the typedef is gone (`(unsigned long)0UL`), an int zero is `0`, an enum's
// is `(E)e0`. As a variable's initializer itself it keeps the written type.
typedef unsigned long my_size;
typedef int I;
enum E { e0 };
typedef E TE;
template<class T> T&& declval();
template<class T, class U = void> struct isa { };
template<class T> struct isa<T, decltype(declval<T&>().allocate(my_size{}), void())> { int x; };
my_size a1 = my_size{}; int a4 = int{}; I a6 = I{}; E a7 = E{};
long take(long);
long f(int x) { return my_size{} + int{} + I{} + E{} + x + take(my_size{}) + take(I{}); }
template<class T> long g(T x) { return my_size{} + I{} + x; }
template<class T> struct S {
  static const long v = sizeof(my_size{}) + sizeof(I{});
  void h(long = my_size{}, long = I{});
};
// `void()` is the cast `(void)0`, wrapped as an operand.
void vf() { void(); return void(); }
template<class T> void vg(T x) { (void)x, void(); }
int vh(int x) { return (void(), x); }
