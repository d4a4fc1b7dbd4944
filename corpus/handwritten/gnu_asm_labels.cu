// GNU asm labels on variables and functions: after the exception specification, before the
// attributes; a redeclaration that writes none prints none.
extern int v1 __asm__("w1");
extern int v2 asm("w2") __attribute__((unused));
extern "C" int f1(int) __asm ("g1");
extern "C" int f2(int*) noexcept(true) __asm__ ("g" "2") __attribute__ ((__nonnull__ (1)));
__attribute__((unused)) int f3(int) __asm__("g3");
int f4(int a) __asm__("g4");
int f4(int a) { return a; }
