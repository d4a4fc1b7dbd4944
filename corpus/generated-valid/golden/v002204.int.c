# 1 "v002204.cu"
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
# 18 "v002204.cu"
__attribute__((unused)) long reduce6(int stride7, bool b8, float q9) 
# 19
{int volatile ___ = 1;(void)stride7;(void)b8;(void)q9;
# 30
::exit(___);}
#if 0
# 19
{ 
# 20
double u10 = (5ULL); 
# 21
u10 = ((signed char)35); 
# 23
#pragma unroll 8
for (
# 23
int j11 = 0; j11 < 16; j11++) { 
# 24
for (int n12 = j11; n12 > 0; --n12) { 
# 25
unsigned s13 = (4596UL); 
# 26
b8 = ((__device_builtin_variable_blockIdx.x) * ((true) + (n12 + (__device_builtin_variable_threadIdx.z)))); 
# 27
}  
# 28
}  
# 29
return 6U; 
# 30
} 
#endif
# 32 "v002204.cu"
__attribute__((visibility("hidden"))) void step14(float *data15) ;
#if 0
# 33
{ 
# 34
unsigned tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
(*data15) = (((2) + (data15[3])) + ((30) * tid16)); 
# 36
(*data15) = ((6) + ((tid16 - (*data15)) + ((17.875F) + (data15[tid16])))); 
# 37
unsigned long long *lo17 = reinterpret_cast< unsigned long long *>(data15); 
# 38
auto m18 = tid16 + ((__device_builtin_variable_threadIdx.x) % tid16); 
# 39
(data15[__device_builtin_variable_threadIdx.x]) = m18; 
# 40
} 
#endif
# 41 "v002204.cu"
__attribute__((unused)) double scatter19(int count20, float alpha21) 
# 42
{int volatile ___ = 1;(void)count20;(void)alpha21;
# 52
::exit(___);}
#if 0
# 42
{ 
# 43
double z22 = (30); 
# 44
for (int j23 = 0; j23 < count20; j23++) { 
# 45
z22 = (59); 
# 46
}  
# 47
count20 = (reduce6(reduce6(13, alpha21 > (15), count20) % count20, count20 + count20, 1)); 
# 48
static_assert(((4 * 4) > 15), "bad config");
# 49
count20 = (count20 * (count20 * reduce6(z22, __device_builtin_variable_threadIdx.x, __device_builtin_variable_threadIdx.x))); 
# 50
unsigned res24 = ('z'); 
# 51
return 37; 
# 52
} 
#endif
# 53 "v002204.cu"
int main() 
# 54
{ 
# 55
int n25 = 1936; 
# 56
(__cudaPushCallConfiguration(2 * 2, sizeof(int) * (64))) ? (void)0 : step14(nullptr); 
# 57
(__cudaPushCallConfiguration(sizeof(unsigned) * (2), 32)) ? (void)0 : step14(static_cast< float *>(nullptr)); 
# 58
n25 = (30 + (n25 * 21)); 
# 59
n25 = ((int)n25); 
# 60
n25 = (31LL); 
# 61
return 0; 
# 62
} 

# 1 "v002204.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a97111bc_10_v002204_cu_46c497e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002204.cudafe1.stub.c"
#include "v002204.cudafe1.stub.c"
# 1 "v002204.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
