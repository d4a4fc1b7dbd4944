# 1 "v002069.cu"
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
# 15 "v002069.cu"
__attribute__((visibility("hidden"))) void apply8(int len9) ;
#if 0
# 16
{ 
# 17
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
++len9; 
# 19
constexpr double stride11 = (-(4.5)); 
# 20
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22 "v002069.cu"
template< class T> static void 
# 23
__wrapper__device_stub_warp12_kernel(const T *&coef13, T &q14, T &b15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
++b15; 
# 26
if ((b15 * b15) <= q14) { 
# 27
for (int it16 = 0; it16 < 13; it16++) { 
# 28
int t17 = 8 + (it16 % it16); 
# 29
}  
# 30
bool r18 = (1); 
# 31
}  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 22 "v002069.cu"
template< class T> static void 
# 23
warp12_kernel(const T *coef13, T q14, T b15) 
# 24
{__wrapper__device_stub_warp12_kernel<T>(coef13,q14,b15);
# 32
return;}
#if 0
# 24
{ 
# 25
++b15; 
# 26
if ((b15 * b15) <= q14) { 
# 27
for (int it16 = 0; it16 < 13; it16++) { 
# 28
int t17 = 8 + (it16 % it16); 
# 29
}  
# 30
bool r18 = (1); 
# 31
}  
# 32
} 
#endif
# 34 "v002069.cu"
template< class T> inline T 
# 35
sweep19(T alpha20, const T *__restrict__ src21) 
# 36
{ 
# 37
if ((*src21) > (3500 - (*src21))) { 
# 38
alpha20--; 
# 39
if (int res22 = ((24.625)); res22 & 1) { 
# 40
alpha20 = alpha20; 
# 41
}  
# 42
alpha20 = ((((alpha20 <= alpha20) ? 25 : 63U) & 4348U) * (((alpha20 <= alpha20) ? 25 : 63U) & 4348U)); 
# 43
}  
# 44
return (3.875F); 
# 45
} 
# 47
static void accum23(float b24) ;
#if 0
# 48
{ 
# 49
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
b24 *= (sizeof(int)); 
# 51
int *stride26 = ((int *)nullptr); 
# 52
long cnt27 = (static_cast< int>((__device_builtin_variable_threadIdx.x) + 4555L)) & ((*stride26) & 15); 
# 53
int *k28 = (nullptr); 
# 54
float e29 = ((float)((float)cnt27)) * (sweep19< int> (gid25 - 46UL, &gid25)); 
# 55
int h30 = gid25; 
# 56
} 
#endif
# 58 "v002069.cu"
namespace _GLOBAL__N__99939dca_10_v002069_cu_d95bf09d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__99939dca_10_v002069_cu_d95bf09d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__99939dca_10_v002069_cu_d95bf09d __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59
template< class T, int N = 1> static void 
# 60
__wrapper__device_stub_filter31(T *__restrict__ &buf32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
(buf32[__device_builtin_variable_threadIdx.x]) /= (((buf32[5]) * (+(__device_builtin_variable_gridDim.x))) + (static_cast< T>((buf32[2]) + N))); 
# 63
sweep19(static_cast< unsigned>(__device_builtin_variable_threadIdx.x), (const unsigned *)nullptr); 
# 64
(*buf32) -= (__device_builtin_variable_gridDim.x); 
# 65
(*buf32) = (*buf32); 
# 66
(buf32[__device_builtin_variable_threadIdx.y]) = ((17.75) / (*buf32)); 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 59 "v002069.cu"
template< class T, int N = 1> static void 
# 60
filter31(T *__restrict__ buf32) 
# 61
{::_GLOBAL__N__99939dca_10_v002069_cu_d95bf09d::__wrapper__device_stub_filter31<T,N>(buf32);
# 67
return;}
#if 0
# 61
{ 
# 62
(buf32[__device_builtin_variable_threadIdx.x]) /= (((buf32[5]) * (+(__device_builtin_variable_gridDim.x))) + (static_cast< T>((buf32[2]) + N))); 
# 63
sweep19(static_cast< unsigned>(__device_builtin_variable_threadIdx.x), (const unsigned *)nullptr); 
# 64
(*buf32) -= (__device_builtin_variable_gridDim.x); 
# 65
(*buf32) = (*buf32); 
# 66
(buf32[__device_builtin_variable_threadIdx.y]) = ((17.75) / (*buf32)); 
# 67
} 
#endif
# 68 "v002069.cu"
}
# 69
using ptr33_t = size_t *; 
# 70
static unsigned c_clamp34; 
# 72
__attribute__((visibility("hidden"))) void step35_kernel(const float *coef36) ;
#if 0
# 73
{ 
# 74
int i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
if (((i37 * i37) - ((5) - (__device_builtin_variable_blockDim.x))) != ((float)c_clamp34)) { }  
# 76
if (((sweep19(c_clamp34, static_cast< const unsigned *>(nullptr))) != (coef36[c_clamp34])) && ((*coef36) < (53))) { }  
# 77
bool z38 = ((+c_clamp34) - ((60) - (*coef36))) != ((__device_builtin_variable_threadIdx.x) ? *coef36 : (coef36[2])); 
# 78
} 
#endif
# 80 "v002069.cu"
void host_tally39(int *out40, float *out41, float cfg42) 
# 81
{ 
# 82
(*out40) = ((((short)cfg42) * 42UL) ^ ((short)((out40[0]) & 15))); 
# 83
sweep19((7.0), (const double *)nullptr); 
# 84
(out40[2]) = ((((float)sizeof(int)) != (static_cast< float>(sweep19< long> (out40[6], nullptr)))) ? ((7) - (*out41)) * (47) : (26LL)); 
# 85
} 
# 87
int main() 
# 88
{ 
# 89
int n43 = 2532; 
# 90
n43 = (static_cast< float>(n43)); 
# 91
if ((n43 + n43) < n43) { 
# 92
for (int i44 = 0; i44 < 11; i44++) { 
# 93
([=]() { 
# 94
(__cudaPushCallConfiguration(8 + 24, (3 + 1) * 16)) ? (void)0 : apply8((n43) * 3); 
# 95
int tmp45{static_cast< int>((~(n43)) * (~(n43)))}; 
# 96
} )(); 
# 97
(__cudaPushCallConfiguration((n43 + 63) / 64, 8 * 16)) ? (void)0 : accum23(sweep19(static_cast< long>(sweep19(i44, &n43)), (const long *)nullptr)); 
# 98
n43--; 
# 99
}  
# 100
}  
# 101
(__cudaPushCallConfiguration((n43 + 127) / 128, 3 + (8 + (8 + 493)))) ? (void)0 : warp12_kernel< unsigned> (nullptr, ((int)n43) & 15, n43); 
# 102
(__cudaPushCallConfiguration((n43 + 255) / 256, sizeof(int) * (3 + (8 + 117)))) ? (void)0 : filter31< unsigned, 1> (nullptr); 
# 103
(__cudaPushCallConfiguration(8 + 248, 64)) ? (void)0 : step35_kernel(nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v002069.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__99939dca_10_v002069_cu_d95bf09d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002069.cudafe1.stub.c"
#include "v002069.cudafe1.stub.c"
# 1 "v002069.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
