# 1 "v001740.cu"
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
# 24 "v001740.cu"
inline int clamp5(int lane6, int count7, const int *src8) 
# 25
{ 
# 26
if (count7 > 2) { 
# 27
return 4348 / (src8[4]); 
# 28
}  
# 29
unsigned long long z9 = lane6 + (*src8); 
# 30
return -41; 
# 31
} 
# 33
__attribute__((unused)) double pack10(char b11, int count12) 
# 34
{int volatile ___ = 1;(void)b11;(void)count12;
# 44
::exit(___);}
#if 0
# 34
{ 
# 35
b11 = ((__device_builtin_variable_threadIdx.z) ^ ((__device_builtin_variable_gridDim.z) % b11)); 
# 36
int iter13 = 0; 
# 37
do { 
# 38
count12 = b11; 
# 39
const float f14 = iter13; 
# 40
++iter13; 
# 41
} while (iter13 < 3); 
# 42
b11 = (__device_builtin_variable_blockDim.y); 
# 43
return __device_builtin_variable_threadIdx.x; 
# 44
} 
#endif
# 46 "v001740.cu"
__attribute__((visibility("hidden"))) void update15(float q16, float *dst17) ;
#if 0
# 47
{ 
# 48
int idx18 = __device_builtin_variable_threadIdx.x; 
# 49
__attribute__((unused)) static int sh_19; 
# 50
pack10(19L, pack10((idx18 <= sh_19) ? 37 : 3, 16)); 
# 51
for (int it20 = 0; it20 < sh_19; ++it20) { 
# 52
int res21[8] = {63, 3}; 
# 53
q16 = ((__device_builtin_variable_blockDim.x) ^ idx18); 
# 54
}  
# 55
} 
#endif
# 57 "v001740.cu"
int main() 
# 58
{ 
# 59
int count22 = 3565; 
# 60
count22 = clamp5(clamp5(3798, count22, &count22), count22, (const int *)nullptr); 
# 61
(__cudaPushCallConfiguration(4, 32, sizeof(float) * (256))) ? (void)0 : update15(-(19.375F), nullptr); 
# 62
int v23 = count22; 
# 63
return 0; 
# 64
} 

# 1 "v001740.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2b6ab05_10_v001740_cu_848d4172
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001740.cudafe1.stub.c"
#include "v001740.cudafe1.stub.c"
# 1 "v001740.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
