__attribute__((device)) __attribute__((pure)) int a1(int a);
__attribute__((device)) __attribute__((const)) int a2(int a);
__attribute__((device)) __attribute__((warn_unused_result)) int a3(int a);
__attribute__((device)) __attribute__((used)) int a4(int a);
__attribute__((device)) __attribute__((visibility("default"))) int a5(int a);
__attribute__((device)) __attribute__((nonnull(1))) int a6(int *a);
__attribute__((device)) __attribute__((deprecated)) __attribute__((noinline)) int a7(int a);
__attribute__((deprecated)) __attribute__((device)) __attribute__((always_inline)) inline int a8(int a) { return a; }
__attribute__((device)) __attribute__((unavailable("x"))) int a9(int a);
__attribute__((device)) __attribute__((noreturn)) void a11(int a);
__attribute__((device)) __attribute__((cold)) void a12(int a);
__attribute__((device)) __attribute__((malloc)) void *a13(int a);
__attribute__((deprecated("__any() is deprecated in favor of __any_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning)."))) __attribute__((device)) bool any1(bool c) { return c; }
const char *s = "abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij";
const char *t = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const char *s2 = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\001\001\001";
const char *e = "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n";
void f() { __asm__ __volatile__("nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;nop;" : : : "memory"); }
