# 1 "i000181.cu"
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
# 8 "i000181.cu"
unsigned tile3(long long alpha4) { 
# 9
if (alpha4 <= (56U)) { 
# 10
unsigned long val5 = alpha4 * (((int)alpha4) * (alpha4 / (41U))); 
# 11
if (!(val5 <= val5)) { 
# 12
return (52) + (alpha4 + alpha4); 
# 13
}  
# 14
}  
# 15
return (61) + ((!((21) > alpha4)) ? alpha4 : (alpha4 * (64))); 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void count6(float *buf7) ;
#if 0
# 18
{ 
# 19
((*buf7)++), ((*buf7) = ((((15.125F) * (buf7[__device_builtin_variable_threadIdx.y])) + ((4UL) + (buf7[4]))) * (8.875F))); 
# 20
constexpr int base8 = 10; 
# 21
(buf7[2]) = (3); 
# 22
(*buf7) = ((buf7 == (nullptr)) ? (19.875F) : (0)); 
# 23
} 
#endif
# 25 "i000181.cu"
__attribute__((visibility("hidden"))) void weigh9_kernel(int lane10, int stride11, int count12, float *dst13) ;
#if 0
# 25
{ 
# 26
static int local_mem23; 
# 27
int tid14 = __device_builtin_variable_threadIdx.x; 
# 28
if (tid14 >= lane10) { 
# 29
return; 
# 30
}  
# 31
bool res15 = ((false) - (stride11 * 0)) - (false); 
# 32
size_t lo16 = stride11; 
# 33
signed char t17(__device_builtin_variable_threadIdx.y); 
# 34
__attribute__((unused)) static double sh_18; 
# 35
} 
#endif
# 37 "i000181.cu"
int main() { 
# 38
int count19 = 3634; 
# 39
constexpr int m20 = (30UL); 
# 40
if ((count19 <= 42) && (count19 != count19) && (count19 >= count19)) { 
# 41
int w21 = (count19 * (count19 * count19)) - (count19 * count19); 
# 42
constexpr int q22 = 61; 
# 43
(__cudaPushCallConfiguration((w21 + 127) / 128, 128, 0)) ? (void)0 : weigh9_kernel((m20 + w21) / 31, w21, count19, nullptr); 
# 44
}  
# 45
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : count6((float *)nullptr); 
# 46
return 0; 
# 47
} 

# 1 "i000181.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__697113ad_10_i000181_cu_e4977857
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000181.cudafe1.stub.c"
#include "i000181.cudafe1.stub.c"
# 1 "i000181.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
