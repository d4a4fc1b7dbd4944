// Every declaration of a function prints the entity as it stands at the end of the TU:
// an earlier plain declaration of a function later defined inline prints `inline`, and
// a host declaration of a name later declared __device_builtin__ is dropped.
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
struct A { void f(); static int g(); };
inline void A::f() {}
inline int A::g() { return 1; }
namespace N { int h(int); }
inline int N::h(int) { return 2; }
int u(int);
int u(int);
inline int u(int x) { return x; }
extern __host__ __device__ int mn(const int a, const int b);
inline __host__ __device__ int mn(const int a, const int b) { return a < b ? a : b; }
static int cs(int s);
static inline int cs(int s) { return s; }
extern double rs(double x);
static inline __host__ __device__ float rs(const float a) { return a; }
extern int ab(int x) noexcept(true);
namespace S { using ::ab; inline long ab(long x) { return x; } }
extern "C" {
extern float xcosf(float x) noexcept(true); extern float __xcosf(float x) noexcept(true);
}
extern "C" {
__device__ __attribute__((device_builtin)) float __xcosf(float x) noexcept(true);
}
extern float ycosf(float x);
__device__ float ycosf(float x);
