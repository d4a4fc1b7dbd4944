# 1 "v001017.cu"
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
# 27 "v001017.cu"
__attribute__((visibility("hidden"))) void map_score11(int *data, int n) ;
#if 0
# 27
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 29 "v001017.cu"
extern "C" __attribute__((visibility("hidden"))) void bias12_kernel(size_t *__restrict__ buf13, int n14) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) static unsigned sh_15[4][14]; 
# 32
((sh_15[n14])[12]) = ((((sh_15[n14])[n14]) - (n14 & 15)) + (((sh_15[1])[n14]) & (15))); 
# 33
do { ((sh_15[0])[n14]) += (11); } while (0); 
# 35
#pragma unroll 4
for (
# 35
int n16 = 0; n16 < 11; ++n16) { 
# 36
n14 = (*buf13); 
# 37
char v17 = (127); 
# 38
}  
# 39
} 
#endif
# 41 "v001017.cu"
template< class T> __attribute__((unused)) T 
# 42
count18(const T *__restrict__ in19, const T *coef20) 
# 43
{int volatile ___ = 1;(void)in19;(void)coef20;
# 51
::exit(___);}
#if 0
# 43
{ 
# 44
T hi21 = *in19; 
# 45
if ((in19[0]) < 44) { 
# 46
goto finish22; 
# 47
}  
# 48
hi21 = hi21; 
# 49
finish22:; ; 
# 50
return 13; 
# 51
} 
#endif
# 52 "v001017.cu"
static float d_probe23; 
# 59
__attribute__((visibility("hidden"))) void map_apply25(unsigned *data, int n) ;
#if 0
# 59
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 61 "v001017.cu"
static void score26_kernel(int len27, int *__restrict__ data28, short alpha29) ;
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern int dyn_30[]; 
# 64
for (int j31 = 0; j31 < len27; j31++) { 
# 65
float acc32 = (len27 & 15) * ((unsigned char)(-(data28[0]))); 
# 66
float mid33 = (47); 
# 67
mid33 = j31; 
# 68
}  
# 69
} 
#endif
# 71 "v001017.cu"
int main() 
# 72
{ 
# 73
int len34 = 1580; 
# 74
static_assert((sizeof(int) == (4)), "size check");
# 75
if ((((unsigned char)len34) + 25) != len34) { 
# 76
len34 = (len34 - len34); 
# 77
(__cudaPushCallConfiguration(512, 32, 44 + (44 + 4008))) ? (void)0 : bias12_kernel(nullptr, len34); 
# 78
}  
# 79
(__cudaPushCallConfiguration((len34 + 127) / 128, 512)) ? (void)0 : map_score11(&len34, len34 * ((len34 <= len34) ? len34 : len34)); 
# 80
(__cudaPushCallConfiguration(1 << 3, 8 * 4, sizeof(float) * (64))) ? (void)0 : map_apply25(static_cast< unsigned *>(nullptr), 16); 
# 81
(__cudaPushCallConfiguration(512, 64 * 8, 32 + 992)) ? (void)0 : score26_kernel((16 * len34) - (35ULL << len34), static_cast< int *>(nullptr), len34); 
# 82
return 0; 
# 83
} 

# 1 "v001017.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fa842c74_10_v001017_cu_1abdd92f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001017.cudafe1.stub.c"
#include "v001017.cudafe1.stub.c"
# 1 "v001017.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
