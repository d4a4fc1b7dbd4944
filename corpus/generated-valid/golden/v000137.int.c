# 1 "v000137.cu"
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
# 18 "v000137.cu"
__attribute__((visibility("hidden"))) void split6_kernel(float a7, const int *__restrict__ src8, int n9) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern unsigned dyn_10[]; 
# 21
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
a7 = ((sizeof(int)) - ((a7 + (src8[n9])) - (src8[4]))); 
# 23
n9 = (__device_builtin_variable_threadIdx.x); 
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v000137.cu"
template< class T, int N> static void 
# 26
__wrapper__device_stub_sift12(T &a13, int &count14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
auto tmp16 = ((18.625F) * (__device_builtin_variable_threadIdx.y)) * (17); 
# 30
count14 = (((N + tid15) >> count14) >> ((count14 * 2ULL) * count14)); 
# 31
a13 = N; 
# 32
tmp16 = ((char)1); 
# 33
unsigned x17[2 * 4]{7U, (38UL), 4U, (46), 4U, 7U, (54), (1)}; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000137.cu"
template< class T, int N> static void 
# 26
sift12(T a13, int count14) 
# 27
{__wrapper__device_stub_sift12<T,N>(a13,count14);
# 34
return;}
#if 0
# 27
{ 
# 28
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
auto tmp16 = ((18.625F) * (__device_builtin_variable_threadIdx.y)) * (17); 
# 30
count14 = (((N + tid15) >> count14) >> ((count14 * 2ULL) * count14)); 
# 31
a13 = N; 
# 32
tmp16 = ((char)1); 
# 33
unsigned x17[2 * 4]{7U, (38UL), 4U, (46), 4U, 7U, (54), (1)}; 
# 34
} 
#endif
# 36 "v000137.cu"
__attribute__((visibility("hidden"))) void lerp18(const float *in19, long long p20, int *data21, int *__restrict__ data22) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern unsigned dyn_23[]; 
# 39
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
--(data22[3]); 
# 41
(data21[p20]) = (((short)((11) + p20)) + ((dyn_23[3]) + (dyn_23[__device_builtin_variable_blockDim.x]))); 
# 42
{ 
# 43
unsigned m25 = 58 >> ((__device_builtin_variable_threadIdx.x) + (((*data21) != (data22[__device_builtin_variable_gridDim.y])) ? 24 : p20)); 
# 44
(dyn_23[__device_builtin_variable_gridDim.z]) = p20; 
# 45
} 
# 46
} 
#endif
# 47 "v000137.cu"
__attribute__((visibility("hidden"))) void gather26(float *data27, unsigned alpha28) ;
#if 0
# 48
{ 
# 49
auto u29 = data27[0]; 
# 50
--alpha28; 
# 51
(*data27) = (alpha28 + (__device_builtin_variable_threadIdx.x)); 
# 52
(data27[alpha28]) = ((4581) + (u29 * (*data27))); 
# 53
alpha28 = alpha28; 
# 54
alpha28 = (49); 
# 55
} 
#endif
# 56 "v000137.cu"
static int host_bias30(unsigned *buf31, int *dst32) 
# 57
{ 
# 58
(*buf31) = (buf31[6]); 
# 59
(*buf31) = (buf31[0]); 
# 60
(buf31[6])++; 
# 61
return buf31[7]; 
# 62
} 
# 63
int main() 
# 64
{ 
# 65
int count33 = 2915; 
# 66
const char *v34 = ("24"); 
# 67
cudaStream_t z35 = (0); 
# 68
count33 = count33; 
# 69
count33 = ((53UL == ((((15L > count33) ? 0U : (11)) != count33) ? count33 % __alignof__(int) : (sizeof(float) + (v34[0])))) ? host_bias30((unsigned *)nullptr, &count33) : ((v34[1]) << ((v34[1]) << 3))); 
# 70
(__cudaPushCallConfiguration((count33 + 31) / 32, 64, 0, z35)) ? (void)0 : split6_kernel(-(11 - (v34[1])), &count33, host_bias30((unsigned *)nullptr, (int *)nullptr)); 
# 71
(__cudaPushCallConfiguration(sizeof(float) * (4), 128, sizeof(double) * (128))) ? (void)0 : sift12< int, 7> (count33 + 59, (55 - (v34[0])) * (4 << count33)); 
# 72
(__cudaPushCallConfiguration(32, 11 + 117)) ? (void)0 : lerp18(nullptr, (v34[0]) / ((unsigned long long)1136), &count33, &count33); 
# 73
return 0; 
# 74
} 

# 1 "v000137.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed6fa705_10_v000137_cu_4f671129
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000137.cudafe1.stub.c"
#include "v000137.cudafe1.stub.c"
# 1 "v000137.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
