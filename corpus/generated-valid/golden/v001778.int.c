# 1 "v001778.cu"
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
# 7 "v001778.cu"
double g_norm3[] = {(9.5), (33), (47)}; 
# 8
enum Color4: int { ADD5, LOW6, IDLE7, GREEN8 = 4}; 
# 10
inline int sweep9(int n10, int n11, unsigned q12) 
# 11
{ 
# 12
long y13[3]{(12LL), (-2353L), ((long)58)}; 
# 13
(y13[n10]) = (21ULL); 
# 14
(y13[n10]) += ((long)((y13[2]) % (8))); 
# 15
--(y13[1]); 
# 16
q12 <<= (IDLE7); 
# 17
n11 ^= ((y13[1]) % n10); 
# 18
return y13[1]; 
# 19
} 
# 21
__attribute__((visibility("hidden"))) void smooth14(const short *src15, int count16) ;
#if 0
# 22
{ 
# 23
size_t v17 = sweep9(sweep9(sweep9(count16, count16, count16), static_cast< unsigned>(count16), count16 - 33), 42, *src15); 
# 24
int x18[4] = {}; 
# 25
} 
#endif
# 28 "v001778.cu"
__attribute((always_inline)) __attribute__((unused)) inline void probe19(int count20) 
# 29
{int volatile ___ = 1;(void)count20;
# 33
::exit(___);}
#if 0
# 29
{ 
# 30
sweep9(count20, GREEN8, 30); 
# 31
Color4 y21 = LOW6; 
# 32
sweep9(sweep9(3476LL, count20, (int)63), y21 * (-0), 52); 
# 33
} 
#endif
# 35 "v001778.cu"
extern "C" {
# 36
__attribute__((unused)) int update29(int len30, float *buf31) 
# 37
{int volatile ___ = 1;(void)len30;(void)buf31;
# 42
::exit(___);}
#if 0
# 37
{ 
# 38
(buf31[5]) = (buf31[6]); 
# 39
constexpr int res32 = 3239; 
# 40
double mid33[6] = {}; 
# 41
return __device_builtin_variable_blockIdx.z; 
# 42
} 
#endif
# 44 "v001778.cu"
__attribute__((visibility("hidden"))) void filter22_kernel(int *acc23) ;
#if 0
# 45
{ 
# 46
int i24 = __device_builtin_variable_threadIdx.x; 
# 47
long stride25{(-63)}; 
# 48
for (int j26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j26 < ((IDLE7) + 11); j26 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 49
Color4 val27 = GREEN8; 
# 50
}  
# 51
(acc23[i24]) %= (22UL * (sweep9(sweep9(*acc23, acc23[__device_builtin_variable_threadIdx.x], stride25), sweep9(*acc23, stride25, *acc23), acc23[0]))); 
# 52
sweep9(stride25, (size_t)(i24 * i24), __device_builtin_variable_threadIdx.x); 
# 53
double *tmp28 = reinterpret_cast< double *>(acc23); 
# 54
stride25 ^= i24; 
# 55
} 
#endif
# 56 "v001778.cu"
}
# 58
namespace math34 { 
# 59
__attribute((always_inline)) __attribute__((unused)) static inline unsigned grow35(float beta36) 
# 60
{int volatile ___ = 1;(void)beta36;
# 66
::exit(___);}
#if 0
# 60
{ 
# 61
if ((beta36 * (beta36 - beta36)) > beta36) { 
# 62
beta36 -= beta36; 
# 63
Color4 y37 = IDLE7; 
# 64
}  
# 65
return (__device_builtin_variable_blockIdx.x) ? sweep9(sweep9(beta36, beta36, GREEN8), ADD5, (60) % (__device_builtin_variable_blockDim.x)) : (((__device_builtin_variable_gridDim.x) % (8)) >> ((45) - (__device_builtin_variable_blockIdx.y))); 
# 66
} 
#endif
# 68 "v001778.cu"
float blend38(int lane39, int lane40) 
# 69
{ 
# 70
float base41[6] = {(float)(lane40 / lane40), (-35L), (7.0F)}; 
# 71
++(base41[lane39]); 
# 72
if (static_cast< unsigned>(base41[lane39])) { 
# 73
return static_cast< int>(lane40); 
# 74
}  
# 75
return (16.75F); 
# 76
} 
# 78
__attribute__((visibility("hidden"))) void sweep42_kernel(float b43) ;
#if 0
# 79
{ 
# 80
__attribute__((unused)) extern long dyn_44[]; 
# 81
unsigned gid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
(dyn_44[5])--; 
# 83
b43 += (sweep9((__device_builtin_variable_gridDim.y) * ((LOW6) / b43), math34::blend38(3, 28), gid45)); 
# 84
(dyn_44[__device_builtin_variable_blockIdx.x]) = ((int)update29(b43, nullptr)); 
# 85
} 
#endif
# 86 "v001778.cu"
}
# 88
int main() 
# 89
{ 
# 90
int n46 = 1728; 
# 91
(g_norm3[n46]) = (math34::blend38(((33L < n46) ? 34 : 61UL) - (38U), g_norm3[n46])); 
# 92
Color4 hi47 = ADD5; 
# 93
(__cudaPushCallConfiguration(LOW6, 128)) ? (void)0 : smooth14(static_cast< const short *>(nullptr), IDLE7); 
# 94
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : filter22_kernel(static_cast< int *>(nullptr)); 
# 95
(__cudaPushCallConfiguration(LOW6, ((IDLE7) + ((GREEN8) + ((IDLE7) + 24))) * ((GREEN8) + (GREEN8)))) ? (void)0 : math34::sweep42_kernel(math34::blend38((g_norm3[1]) / hi47, (n46 == 42UL) ? 35 : n46)); 
# 96
return 0; 
# 97
} 

# 1 "v001778.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__30a2f93a_10_v001778_cu_g_norm3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001778.cudafe1.stub.c"
#include "v001778.cudafe1.stub.c"
# 1 "v001778.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
