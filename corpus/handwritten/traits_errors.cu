#include "prelude.cuh"

// Misused type traits: a failed static_assert on a folded trait, __underlying_type of a
// non-enumeration, a missing operand.
struct A { virtual void f(); };
static_assert(__is_empty(A), "A is not empty");
typedef __underlying_type(int) bad;
bool b = __is_same(int);
