#include "prelude.cuh"

// GNU type traits over two types and constructibility (overload resolution decides them).
struct B {};
struct D : B {};
struct P : private B {};
struct Other {};
struct Conv { operator int() const; };
struct FromInt { FromInt(int); };
struct ExplicitInt { explicit ExplicitInt(int); };
struct NoDefault { NoDefault(int, char); };
struct Deleted { Deleted() = delete; Deleted &operator=(const Deleted &) = delete; };
struct Throwing { Throwing(); Throwing(const Throwing &) noexcept; Throwing &operator=(int); };
struct Trivial { int a; };
struct L1 { int a; char b; };
struct L2 { int x; char y; };
typedef int Int;
static_assert(__is_same(int, Int) && !__is_same(int, const int) && __is_same_as(B, B), "same");
static_assert(!__is_same(int, long) && !__is_same(int &, int) && __is_same(int[2], Int[2]), "same 2");
static_assert(__is_base_of(B, D) && __is_base_of(B, P) && __is_base_of(B, B) && !__is_base_of(D, B) && !__is_base_of(int, int), "base");
static_assert(__is_constructible(B) && __is_constructible(FromInt, int) && __is_constructible(ExplicitInt, int), "ctor");
static_assert(!__is_constructible(NoDefault) && __is_constructible(NoDefault, int, char) && !__is_constructible(Deleted), "ctor 2");
static_assert(__is_constructible(int, Conv) && __is_constructible(int &, int &) && !__is_constructible(int &, int), "ctor 3");
static_assert(__is_trivially_constructible(Trivial) && __is_trivially_constructible(Trivial, const Trivial &) && !__is_trivially_constructible(FromInt, int), "trivial ctor");
static_assert(__is_nothrow_constructible(Trivial) && !__is_nothrow_constructible(Throwing) && __is_nothrow_constructible(Throwing, const Throwing &), "nothrow ctor");
static_assert(__is_assignable(int &, int) && !__is_assignable(int, int) && !__is_assignable(Deleted &, const Deleted &), "assign");
static_assert(__is_assignable(Throwing &, int) && !__is_nothrow_assignable(Throwing &, int) && __is_nothrow_assignable(Trivial &, Trivial), "assign 2");
static_assert(__is_trivially_assignable(Trivial &, const Trivial &) && !__is_trivially_assignable(Throwing &, int), "trivial assign");
static_assert(__is_layout_compatible(L1, L2) && !__is_layout_compatible(L1, Trivial) && __is_layout_compatible(int, int), "layout");
bool pairs[] = { __is_same(B, D), __is_base_of(Other, D), __is_constructible(FromInt, B) };
int sum() { return __is_same(float, float) + __is_assignable(B &, B) + __is_constructible(Conv, Conv &&); }
__global__ void k(int *out) { out[0] = __is_base_of(B, D) + __is_nothrow_constructible(Trivial, const Trivial &); }
