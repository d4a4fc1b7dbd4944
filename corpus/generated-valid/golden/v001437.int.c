# 1 "v001437.cu"
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
# 25 "v001437.cu"
__attribute__((visibility("hidden"))) void probe8_kernel(float *acc9, int len10) ;
#if 0
# 25
{ 
# 26
unsigned i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (i11 >= len10) { 
# 28
return; 
# 29
}  
# 30
(acc9[len10]) += (i11 & ((len10 += 23U), i11)); 
# 31
unsigned res12 = len10; 
# 32
for (int j13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j13 < 4; j13 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 33
if (len10 & 1) { 
# 34
double y14[2]{(6.0), (3.375)}; 
# 35
static_assert((sizeof(int) == (4)), "size check");
# 36
static_assert((sizeof(int) == (4)));
# 37
} else { 
# 38
}  
# 39
}  
# 40
} 
#endif
# 42 "v001437.cu"
static void tile15_kernel(float *acc16, float p17, long long *data18, int len19) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern unsigned short dyn_20[]; 
# 44
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 45
if (tid21 >= len19) { 
# 46
return; 
# 47
}  
# 48
--(dyn_20[len19 & 7]); 
# 49
float flag22 = (11.125F); 
# 50
if ((len19 * 6) & 1) { 
# 51
goto out23; 
# 52
}  
# 53
if ((len19 + (__device_builtin_variable_threadIdx.x)) <= p17) { 
# 54
return; 
# 55
}  
# 56
out23:; ; 
# 57
} 
#endif
# 59 "v001437.cu"
__attribute__((visibility("hidden"))) void smooth24_kernel(const char *input25, double p26, unsigned *out27) ;
#if 0
# 59
{ 
# 60
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
float r29 = (19.5F); 
# 62
if (float u30 = 2016L & (*out27); r29 == (u30 * u30)) { 
# 63
unsigned x31 = (55); 
# 64
int diff32 = (sizeof(short)); 
# 65
}  
# 66
float acc33 = (21.0F); 
# 67
} 
#endif
# 68 "v001437.cu"
constexpr long TILE34 = (256); 
# 70
int main() { 
# 71
int n35 = 2254; 
# 72
const char *h36 = ("\"q\""); 
# 73
n35 %= (h36[1]); 
# 74
(__cudaPushCallConfiguration(1 << 1, 1 << (6 + 1))) ? (void)0 : probe8_kernel((float *)nullptr, (h36[0]) * (0 * (h36[1]))); 
# 75
(__cudaPushCallConfiguration(8, 4 + 508, 1 << (4 + 4), (cudaStream_t)0)) ? (void)0 : tile15_kernel(nullptr, h36[1], (long long *)nullptr, (h36[0]) + 1727ULL); 
# 76
(__cudaPushCallConfiguration((n35 + 31) / 32, dim3(4, 2 * (1 + (2 + 1)), 1))) ? (void)0 : smooth24_kernel(nullptr, n35 & ((h36[1]) | 45), nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v001437.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1bd53d02_10_v001437_cu_988afb0c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001437.cudafe1.stub.c"
#include "v001437.cudafe1.stub.c"
# 1 "v001437.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
