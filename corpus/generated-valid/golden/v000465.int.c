# 1 "v000465.cu"
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
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 13 "v000465.cu"
struct Body6 { 
# 14
unsigned y7, flag8; 
# 15
int flag9; 
# 16
float id10; 
# 17
}; 
# 18
inline Body6 operator+(Body6 a, Body6 b) { 
# 19
Body6 r = a; 
# 20
(r.y7) += (b.y7); 
# 21
(r.flag8) += (b.flag8); 
# 22
(r.flag9) += (b.flag9); 
# 23
(r.id10) += (b.id10); 
# 24
return r; 
# 25
} 
# 26
template< class T, int N = 3> T 
# 27
update11(T p12, const Body6 &q13, Body6 b14) { 
# 28
float r15 = p12; 
# 29
if ((static_cast< T>((q13.y7) % (N))) < 8) { 
# 30
size_t s16[5] = {1UL, (2), 1UL, 7UL, (2402L)}; 
# 31
if (p12 > (r15 + (56))) { 
# 32
T res17{22U}; 
# 33
T q18 = (8); 
# 34
} else { 
# 35
}  
# 36
}  
# 37
return N; 
# 38
} 
# 39
__attribute__((unused)) void reduce19(float *buf20, Body6 a21, unsigned long cfg22) {int volatile ___ = 1;(void)buf20;(void)a21;(void)cfg22;
# 43
::exit(___);}
#if 0
# 39
{ 
# 40
a21 = a21; 
# 41
update11< double, 1> (update11< long, 4> (cfg22, (a21 + a21), a21), a21, Body6{static_cast< unsigned>(buf20[4]), (10), 1, (21U)}); 
# 42
auto lim23 = static_cast< short>(update11< long, 4> (60UL, Body6{(static_cast< unsigned>(49)), (62ULL), (26UL), (3.375F)}, (a21 + a21))); 
# 43
} 
#endif
# 44 "v000465.cu"
enum class Axis24: unsigned { Blue25 = 2U, Green26, Mul27}; 
# 45
template< class T, class U> 
# 46
__attribute((always_inline)) __attribute__((unused)) inline float tile28(const T *src29, unsigned long long b30, const T *input31) {int volatile ___ = 1;(void)src29;(void)b30;(void)input31;
# 50
::exit(___);}
#if 0
# 46
{ 
# 47
b30 = update11(static_cast< T>(3), Body6{28LL, static_cast< unsigned>((input31[__device_builtin_variable_threadIdx.x]) + 62), static_cast< int>(b30 | (42L)), static_cast< float>(update11(static_cast< T>((18.0)), Body6{(15), 8U, 59, (61L)}, Body6{}))}, Body6{(1549ULL), (static_cast< unsigned>(2)), (38L), (7.125F)}); 
# 48
b30 = ((1404UL) & ((__device_builtin_variable_threadIdx.x) - b30)); 
# 49
return update11< T, 3> (static_cast< T>(44UL + (src29[(__device_builtin_variable_gridDim.x) & (7)])), Body6{(10UL), (8), static_cast< int>(21 + __device_builtin_variable_warpSize), (39)}, Body6{3U, (22), static_cast< int>((b30 + (__device_builtin_variable_threadIdx.x)) + (46)), (8.0F)}); 
# 50
} 
#endif
# 51 "v000465.cu"
constexpr int run_bias32(int len33) { 
# 52
len33 = len33; 
# 53
return 8; 
# 54
} 
# 55
__attribute__((unused)) inline void kick34(int count35) {int volatile ___ = 1;(void)count35;
# 60
::exit(___);}
#if 0
# 55
{ 
# 56
Axis24 e36 = Axis24::Green26; 
# 57
unsigned z37 = count35; 
# 58
e36 = Axis24::Blue25; 
# 59
e36 = e36; 
# 60
} 
#endif
# 61 "v000465.cu"
static void combine38(unsigned a39) ;
#if 0
# 61
{ 
# 62
tile28< unsigned, double> (&a39, 3, (const unsigned *)nullptr); 
# 63
if ((63) != ((__device_builtin_variable_gridDim.x) + a39)) { 
# 64
return; 
# 65
}  
# 66
} 
#endif
# 67 "v000465.cu"
__attribute__((visibility("hidden"))) void smooth40(float q41, int len42) ;
#if 0
# 67
{ 
# 68
unsigned tid43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
constexpr int lim44 = (3 * 6); 
# 70
len42 = (tile28< float, int> (&q41, 36UL, &q41)); 
# 71
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 72 "v000465.cu"
template< class T, int N = 4> static void 
# 73
__wrapper__device_stub_fuse45_kernel(const T *&src46) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 73
{ 
# 74
int idx47 = __device_builtin_variable_threadIdx.x; 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 72 "v000465.cu"
template< class T, int N = 4> static void 
# 73
fuse45_kernel(const T *src46) {__wrapper__device_stub_fuse45_kernel<T,N>(src46);
# 75
return;}
#if 0
# 73
{ 
# 74
int idx47 = __device_builtin_variable_threadIdx.x; 
# 75
} 
#endif
# 76 "v000465.cu"
__attribute__((unused)) size_t blend48(double a49, int count50) {int volatile ___ = 1;(void)a49;(void)count50;
# 86
::exit(___);}
#if 0
# 76
{ 
# 77
auto u51 = update11< int, 4> ((54) + (__device_builtin_variable_threadIdx.x), Body6{(61), static_cast< unsigned>(((__device_builtin_variable_gridDim.x) + a49) + count50), (63U), (2.0F)}, Body6{(50), 5U, count50, (3.625F)}); 
# 79
#pragma unroll
for (
# 79
int i52 = u51; i52 > 0; --i52) { 
# 80
constexpr int res53 = 19; 
# 81
}  
# 82
u51 = u51; 
# 83
bool off54 = u51 != a49; 
# 84
Body6 flag55 = {7U, static_cast< unsigned>(tile28< unsigned, long> (static_cast< const unsigned *>(nullptr), count50, static_cast< const unsigned *>(nullptr))), (static_cast< int>(36)), (-(17.875F))}; 
# 85
return __device_builtin_variable_blockDim.y; 
# 86
} 
#endif
# 87 "v000465.cu"
int main() { 
# 88
int count56 = 1196; 
# 89
auto off57 = count56 - 3; 
# 90
count56 = (36 / (off57 ^ (count56 % off57))); 
# 91
int q58[8]{off57, 3840, (0U), 43, 0, 39, (55U), 53}; 
# 92
double v59 = off57; 
# 93
(__cudaPushCallConfiguration((off57 + 127) / 128, 32)) ? (void)0 : smooth40(v59, count56); 
# 94
v59 = (static_cast< double>(v59)); 
# 95
(__cudaPushCallConfiguration((off57 + 63) / 64, (8 + 8) * 8)) ? (void)0 : combine38(571UL); 
# 96
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : fuse45_kernel< double, 4> (nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v000465.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__df4b714d_10_v000465_cu_584f9399
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000465.cudafe1.stub.c"
#include "v000465.cudafe1.stub.c"
# 1 "v000465.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
