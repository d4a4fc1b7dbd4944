# 1 "constexpr_call_init.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
int n; 
# 2
int g(int a) { return a; } 
# 3
constexpr int sq(int v) { return v * v; } 
# 4
auto gl = [](int a) { return a; } ; typedef decltype(gl) __T0;
# 5
double gx = (gl(2)); 
# 6
int gy = gl(2); 
# 7
int gz = (gl(2) * gl(3)); 
# 8
void f(int p) { 
# 9
int nn = 1; 
# 10
const int cn = 4; 
# 11
constexpr int ce = 5; 
# 12
auto l1 = [nn](int a) { return a + (nn); } ; typedef decltype(l1) __T1;
# 13
auto l2 = [](int a) { return a + n; } ; typedef decltype(l2) __T2;
# 14
auto l3 = [](int a) { return g(a); } ; typedef decltype(l3) __T3;
# 15
auto l4 = [](int a) { int s = 0; for (int i = 0; i < a; ++i) { s += i; }  return s; } ; typedef decltype(l4) __T4;
# 16
auto l5 = [&nn](int a) { return a + (nn); } ; typedef decltype(l5) __T5;
# 17
auto l6 = [=](int a) { return a; } ; typedef decltype(l6) __T6;
# 18
auto l7 = [](double a) { return a * (2); } ; typedef decltype(l7) __T7;
# 19
auto l8 = [](int a) { if (a > 3) { return 1; }  return 2; } ; typedef decltype(l8) __T8;
# 20
auto l9 = [](int a) { return sq(a) + cn; } ; typedef decltype(l9) __T9;
# 21
double x1 = l1(3); 
# 22
double x2 = l2(3); 
# 23
double x3 = l3(3); 
# 24
double x4 = (l4(3)); 
# 25
double x5 = l5(3); 
# 26
double x6 = (l6(3)); 
# 27
double x7 = (l7(3) * (2)); 
# 28
double x8 = (l8(3)); 
# 29
double x9 = (sq(cn) + sq(ce)); 
# 30
double x10 = sq(p); 
# 31
double x11 = (l6(cn)); 
# 32
double x12 = l6(nn); 
# 33
double x13 = (l9(1)); 
# 34
int x14 = (-l6(1)); 
# 35
int x15 = ((l6(1)) ? 1 : 2); 
# 36
int x16 = l6(l6(1)); 
# 37
long x17 = (l6(sq(2))); 
# 38
int x18 = l6(1); 
# 39
bool x19 = (l6(1) < 2); 
# 40
int x20 = l6(1), x21 = (l6(1) + 1); 
# 41
} 
# 42
constexpr double half(double v) { return v / (2); } 
# 43
struct S { int m; constexpr int get() const { return m; } static constexpr int st(int a) { return a; } }; 
# 44
template< class T> constexpr T tw(T a) { return a * 2; } 
# 45
template< class T> void tf(T t) { 
# 46
double a = sq(3); 
# 47
T b = sq(3); 
# 48
int c = sq(3) + 1; 
# 49
auto l = [](int x) { return x; } ; 
# 50
double d = l(2); 
# 51
int e = tw(3) + 1; 
# 52
} 
# 53
void f2() { 
# 54
S s{1}; 
# 55
double x1 = s.get(); 
# 56
double x2 = (S::st(2)); 
# 57
int x3 = (S::st(2) + 1); 
# 58
constexpr S cs{2}; 
# 59
double x4 = (cs.get()); 
# 60
int x5 = tw(3); 
# 61
double x6 = (tw(3)); 
# 62
double x7 = (tw< int> (3)); 
# 63
float x8 = (half((3.0))); 
# 64
double x9 = half((3.0)); 
# 65
int x10 = (sq(2) * 2), x11 = sq(2); 
# 66
auto gl = [](auto a) { return a + 1; } ; typedef decltype(gl) __T10;
# 67
double x12 = (gl(1)); 
# 68
double x13 = (gl((1.5)) + (gl(2))); 
# 69
auto gr = [](const auto &a, auto b) { return a < b; } ; typedef decltype(gr) __T11;
# 70
int x14 = (gr(1, 2)); 
# 71
auto g3 = [](auto a) { return a; } ; typedef decltype(g3) __T12;
# 72
double x15 = (g3('c')); 
# 73
int x16 = (g3((2.5))); 
# 74
tf(1); 
# 75
} 
# 76
static int q = sq(4); 
# 77
const double cq = (sq(4)); 
# 78
struct F { int operator()(int a, int b) const { return a; } }; 
# 79
int g(int a, int b) { return a; } 
# 80
void f3() { 
# 81
auto maxof = [](auto a, auto b) { return (a > b) ? a : b; } ; typedef decltype(maxof) __T13;
# 82
auto mi = [](int a, int b) { return (a > b) ? a : b; } ; typedef decltype(mi) __T14;
# 83
F fo; 
# 84
double m1 = (maxof((2.5), (1.0)) + (maxof(3, 4))); 
# 85
double m2 = (maxof(3, 4)); 
# 86
double m3 = (mi(3, 4)); 
# 87
double m4 = fo(3, 4); 
# 88
int m5 = (maxof(3, 4) + 1); 
# 89
int m6 = (mi(3, 4) + 1); 
# 90
int m7 = fo(3, 4) + 1; 
# 91
double m8 = g(3, 4); 
# 92
int m9 = maxof(3, 4); 
# 93
int m10 = mi(3, 4); 
# 94
int m11 = fo(3, 4); 
# 95
int m12 = 1 + fo(3, 4); 
# 96
m12 = fo(3, 4); 
# 97
m12 = (fo(3, 4) + 1); 
# 98
g(fo(1, 2), mi(1, 2)); 
# 99
double m13 = ((1.0) + (mi(3, 4))); 
# 100
} 
# 101
constexpr int later(int); 
# 102
constexpr int len(const char *s) { return (*s) ? 1 + len(s + 1) : 0; } 
# 103
constexpr int dv(int a) { return 10 / a; } 
# 104
double z1 = later(1); 
# 105
double z2 = (len("abc")); 
# 106
double z4 = (dv(2)); 
# 107
constexpr int later(int a) { return a; } 
# 108
double z5 = (later(1)); 
# 109
constexpr int cf(int a) { return a; } 
# 110
double z7 = (cf(cf(1) + cf(2))); 
# 111
enum E { EA = 1}; 
# 112
double z8 = (cf(EA)); 

# 1 "constexpr_call_init.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d23ab428_22_constexpr_call_init_cu__Z1gi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "constexpr_call_init.cudafe1.stub.c"
#include "constexpr_call_init.cudafe1.stub.c"
# 1 "constexpr_call_init.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
