# 1 "v002036.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13 "v002036.cu"
template< class T> static void 
# 14
__wrapper__device_stub_combine7_kernel(T *&out8, const T *&coef9, T *&acc10, const T *&src11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
int res13[8]{static_cast< int>(tid12), 35, static_cast< int>(__device_builtin_variable_blockIdx.x), 46, 7, 2, 2778, 22}; 
# 18
__attribute__((unused)) static float sh_14[32 * 4]; 
# 19
signed char sum15((((short)(coef9[tid12])) * ((res13[0]) + 53L)) % 12ULL); 
# 20
sum15++; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 13 "v002036.cu"
template< class T> static void 
# 14
combine7_kernel(T *out8, const T *coef9, T *acc10, const T *src11) 
# 15
{__wrapper__device_stub_combine7_kernel<T>(out8,coef9,acc10,src11);
# 21
return;}
#if 0
# 15
{ 
# 16
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
int res13[8]{static_cast< int>(tid12), 35, static_cast< int>(__device_builtin_variable_blockIdx.x), 46, 7, 2, 2778, 22}; 
# 18
__attribute__((unused)) static float sh_14[32 * 4]; 
# 19
signed char sum15((((short)(coef9[tid12])) * ((res13[0]) + 53L)) % 12ULL); 
# 20
sum15++; 
# 21
} 
#endif
# 22 "v002036.cu"
static int d_fuse16; 
# 23
using idx17_t = int; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T> static void 
# 26
__wrapper__device_stub_reduce18(T *&dst19, int *&acc20, const T *&coef21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
idx17_t idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
#pragma unroll 2
for (
# 30
int i23 = 0; i23 < d_fuse16; ++i23) { 
# 32
#pragma unroll
for (
# 32
int j24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j24 < (5 + 2); j24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 33
d_fuse16 <<= ((short)j24); 
# 34
(*dst19)++; 
# 35
(acc20[1]) = (coef21[d_fuse16]); 
# 36
}  
# 37
}  
# 38
} 
#endif

#pragma GCC diagnostic pop

# 25 "v002036.cu"
template< class T> static void 
# 26
reduce18(T *dst19, int *acc20, const T *coef21) 
# 27
{__wrapper__device_stub_reduce18<T>(dst19,acc20,coef21);
# 38
return;}
#if 0
# 27
{ 
# 28
idx17_t idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
#pragma unroll 2
for (
# 30
int i23 = 0; i23 < d_fuse16; ++i23) { 
# 32
#pragma unroll
for (
# 32
int j24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j24 < (5 + 2); j24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 33
d_fuse16 <<= ((short)j24); 
# 34
(*dst19)++; 
# 35
(acc20[1]) = (coef21[d_fuse16]); 
# 36
}  
# 37
}  
# 38
} 
#endif
# 39 "v002036.cu"
static_assert((sizeof(int) == (4)));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41
template< class T> static void 
# 42
__wrapper__device_stub_shade25(const T *&input26, float *&acc27, double &b28, float &a29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
unsigned i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
#pragma unroll
for (
# 46
int n31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n31 < 4; n31 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 47
d_fuse16 = ((char)(static_cast< unsigned long long>(-d_fuse16))); 
# 48
unsigned lim32{i30}; 
# 49
lim32 += 54LL; 
# 50
}  
# 51
a29 = (__device_builtin_variable_gridDim.z); 
# 52
++d_fuse16; 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 41 "v002036.cu"
template< class T> static void 
# 42
shade25(const T *input26, float *acc27, double b28, float a29) 
# 43
{__wrapper__device_stub_shade25<T>(input26,acc27,b28,a29);
# 53
return;}
#if 0
# 43
{ 
# 44
unsigned i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
#pragma unroll
for (
# 46
int n31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n31 < 4; n31 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 47
d_fuse16 = ((char)(static_cast< unsigned long long>(-d_fuse16))); 
# 48
unsigned lim32{i30}; 
# 49
lim32 += 54LL; 
# 50
}  
# 51
a29 = (__device_builtin_variable_gridDim.z); 
# 52
++d_fuse16; 
# 53
} 
#endif
# 55 "v002036.cu"
__attribute((noinline)) __attribute__((unused)) void count33(int stride34, int lane35, size_t cfg36) 
# 56
{int volatile ___ = 1;(void)stride34;(void)lane35;(void)cfg36;
# 67
::exit(___);}
#if 0
# 56
{ 
# 57
int e37 = 32; 
# 58
float stride38 = (((cfg36 += e37), d_fuse16) >> 0) - ((cfg36 & (15)) - (3)); 
# 59
if ((cfg36 | (32)) > cfg36) { 
# 60
return; 
# 61
}  
# 62
if ((lane35 & 15) != stride34) { 
# 63
return; 
# 64
}  
# 65
stride38 = (static_cast< signed char>(4)); 
# 66
lane35 = ((-(62 + lane35)) * 64); 
# 67
} 
#endif
# 70 "v002036.cu"
__attribute__((visibility("hidden"))) void trace39_kernel(idx17_t *out40, const float *coef41) ;
#if 0
# 71
{ 
# 72
int gid42 = __device_builtin_variable_threadIdx.x; 
# 73
__attribute__((unused)) static long long sh_43; 
# 74
for (int n44 = 0; n44 < gid42; n44++) { 
# 75
idx17_t r45 = ((n44 + n44) + n44) + 39; 
# 76
}  
# 77
auto val46 = (-56); 
# 78
} 
#endif
# 79 "v002036.cu"
static idx17_t c_pack47[8]; 
# 80
enum Op48 { HIGH49 = 2, MUL50}; 
# 81
short g_split51[] = {(60), (21UL), (12), (3U), (19), (2)}; 
# 82
static short c_score52[8]; 
# 84
int main() 
# 85
{ 
# 86
int len53 = 64; 
# 87
len53 = (11ULL); 
# 88
char s54[(MUL50) + (MUL50)] = {}; 
# 89
++(s54[len53]); 
# 90
(s54[3]) -= 7; 
# 91
static_assert(((17 * (HIGH49)) > 33));
# 92
(__cudaPushCallConfiguration((len53 + 255) / 256, 32, 0)) ? (void)0 : shade25((const unsigned *)nullptr, nullptr, (~(g_split51[len53])) + (46 - (s54[5])), 47U & len53); 
# 93
(__cudaPushCallConfiguration((len53 + 127) / 128, 256, 0)) ? (void)0 : combine7_kernel((float *)nullptr, (const float *)nullptr, static_cast< float *>(nullptr), static_cast< const float *>(nullptr)); 
# 94
(__cudaPushCallConfiguration((HIGH49) + 6, 256, 0)) ? (void)0 : reduce18((long *)nullptr, &len53, static_cast< const long *>(nullptr)); 
# 95
(__cudaPushCallConfiguration(256, 64 + (32 + 160), sizeof(double) * (32))) ? (void)0 : trace39_kernel(nullptr, nullptr); 
# 96
return 0; 
# 97
} 

# 1 "v002036.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__091002ec_10_v002036_cu_d_fuse16
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002036.cudafe1.stub.c"
#include "v002036.cudafe1.stub.c"
# 1 "v002036.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
