# 1 "v000036.cu"
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
# 23 "v000036.cu"
__attribute__((visibility("hidden"))) void shade9(long long a10) ;
#if 0
# 23
{ 
# 24
unsigned tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
unsigned t12 = (signed char)((int)((6) % a10)); 
# 26
t12 = ((a10 ^ t12) % t12); 
# 27
a10--; 
# 28
int f13 = ((__device_builtin_variable_blockIdx.x) + (t12 & (7))) ^ t12; 
# 29
unsigned char x14 = (((__device_builtin_variable_threadIdx.z) * (tid11 + (38))) < (36)) ? (__device_builtin_variable_threadIdx.z) * (tid11 + (38)) : (36); 
# 30
__attribute__((unused)) static int sh_15; 
# 31
} 
#endif
# 32 "v000036.cu"
int g_rank16 = (7UL); 
# 35
template< class T, int N> __attribute__((unused)) static inline int 
# 36
filter17(T *__restrict__ data18, T cfg19) {int volatile ___ = 1;(void)data18;(void)cfg19;
# 40
::exit(___);}
#if 0
# 36
{ 
# 37
cfg19--; 
# 38
(data18[(__device_builtin_variable_threadIdx.x) & (7)]) += ((((data18[(__device_builtin_variable_blockDim.y) & (7)]) / 2) - ((N) % (__device_builtin_variable_gridDim.y))) * N); 
# 39
return (data18[4]) - ((__device_builtin_variable_warpSize < ((*data18) / 2)) ? __device_builtin_variable_warpSize : ((*data18) / 2)); 
# 40
} 
#endif
# 41 "v000036.cu"
static unsigned c_sift20; 
# 43
__attribute__((visibility("hidden"))) void decay21_kernel(unsigned char cfg22, const long *__restrict__ src23) ;
#if 0
# 43
{ 
# 44
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if ((c_sift20 % 45L) < 14UL) { 
# 46
return; 
# 47
}  
# 48
int pass25 = 0; 
# 49
while (pass25 < 14) { 
# 50
const int val26 = (sizeof(short)); 
# 51
cfg22++; 
# 52
++pass25; 
# 53
}  
# 54
} 
#endif
# 56 "v000036.cu"
namespace _GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f6 __attribute__((visibility("hidden")))  { 
# 57
__attribute__((unused)) float drift27(float *data28, int *__restrict__ out29) {int volatile ___ = 1;(void)data28;(void)out29;
# 72
::exit(___);}
#if 0
# 57
{ 
# 58
--(out29[2]); 
# 59
if ((out29[5]) <= 25) { 
# 60
return filter17< int, 1> ((int *)nullptr, (__device_builtin_variable_gridDim.y) - __device_builtin_variable_warpSize); 
# 61
}  
# 62
long long off30 = __device_builtin_variable_blockDim.x; 
# 63
int k31 = ((off30 - off30) / (2)) + ((float)off30); 
# 64
off30 = (out29[__device_builtin_variable_warpSize & 7]); 
# 65
long long u32 = ((__device_builtin_variable_threadIdx.x) - ((37) - off30)) * (off30 * (sizeof(float))); 
# 66
if ((data28[4]) != (filter17< long, 6> ((long *)nullptr, sizeof(float)))) { 
# 67
goto out33; 
# 68
}  
# 69
filter17< unsigned, 6> (static_cast< unsigned *>(nullptr), 7); 
# 70
out33:; ; 
# 71
return *data28; 
# 72
} 
#endif
# 73 "v000036.cu"
static int c_scatter34[8]; 
# 75
void gather35(const float *coef36, const unsigned *__restrict__ coef37, float p38, double *__restrict__ buf39) ;
#if 0
# 75
{ 
# 76
drift27(nullptr, nullptr); 
# 77
filter17< float, 4> (&p38, ~(*coef37)); 
# 78
int w40 = 0; 
# 79
do { 
# 80
{ 
# 81
static_assert((25 > 24));
# 82
long long sum41 = (7); 
# 83
} 
# 84
++w40; 
# 85
} while (w40 < 14); 
# 86
} 
#endif
# 87 "v000036.cu"
}
# 89
int main() { 
# 90
int len42 = 1404; 
# 91
g_rank16++; 
# 92
signed char x43 = g_rank16; 
# 93
(__cudaPushCallConfiguration(512, 256, 0)) ? (void)0 : shade9(__alignof__(float)); 
# 94
(__cudaPushCallConfiguration(1, 128, 0, nullptr)) ? (void)0 : decay21_kernel(23, static_cast< const long *>(nullptr)); 
# 95
(__cudaPushCallConfiguration((len42 + 127) / 128, 37 + 475)) ? (void)0 : gather35(nullptr, nullptr, (x43 - x43) * (23.375F), static_cast< double *>(nullptr)); 
# 96
return 0; 
# 97
} 

# 1 "v000036.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9e8f13c5_10_v000036_cu_383c20f6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000036.cudafe1.stub.c"
#include "v000036.cudafe1.stub.c"
# 1 "v000036.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
