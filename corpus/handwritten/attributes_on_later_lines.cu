#include "prelude.cuh"

// GNU attributes written on a later (or earlier) source line than the construct they follow
// are positioned at their own line with one leading space, as glibc's `__THROW
// __attribute__ ((__const__))` and the vector types' `struct DEPRECATED(...)` NL `ALIGN(16)
// name` need; `__const__` prints as EDG's own name `const`.
extern const unsigned short **f1(void) noexcept(true)
     __attribute__ ((__const__));
extern int f2(void) throw()
     __attribute__ ((__pure__));
extern int f3(void)
     __attribute__ ((__const__));
int f4(void) __attribute__((__const__));
int f5(void) __attribute__((__noreturn__, __const__));
#define DEPRECATED(m) __attribute__((deprecated(m)))
struct DEPRECATED("use v4a")
__attribute__((aligned(16))) v4
{
  long x, y, z, w;
};
struct __attribute__((aligned(8))) v2 { int x, y; };
enum
  __attribute__((deprecated)) E { e0 };
