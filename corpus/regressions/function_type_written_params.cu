// A function type keeps its parameters as its declarator wrote them: names, and
// types before adjustment (`const int`, `int [3]`, `void (int)`).
#include "prelude.cuh"
typedef void (*callback_t)(void *user, int status);
typedef void plain_fn(int a);
void (*v1)(int x, char y);
extern int at_exit_like(void (*func)(int status, void *arg), void *arg);
void (*returns_fp(int a))(int b);
using alias_fn = void(int z);
alias_fn *pa;
template <class T> void tf(T (*cb)(T v, int w)) { }
void use_tf() { tf<int>(0); }
struct M { void (*mp)(int mm); int (M::*pm)(int pmx); };
void by_ref(void (&r)(int rr));
void (*arr[2])(int ai);
void (*const cp)(int ci) = 0;
void (*p1)(int a[3], void g(int h), const int c);
void (*p2)(const int, int[3], void(int), int * const);
typedef void (*T1)(const int c);
template <class T> struct X { void (*cb)(T v, int w); T (*cb2)(T vv); };
X<int> xi;
