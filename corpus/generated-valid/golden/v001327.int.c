# 1 "v001327.cu"
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
# 5 "v001327.cu"
enum class Op1 { Slow2, Busy3}; 
# 7
__attribute__((visibility("hidden"))) void pack4(int count5) ;
#if 0
# 7
{ 
# 8
for (int it6 = 0; it6 < 5; it6++) { 
# 9
Op1 z7 = Op1::Slow2; 
# 10
for (int it8 = 0; it8 < count5; it8 += 2) { 
# 11
count5 &= 57; 
# 12
}  
# 13
}  
# 14
if (count5 * count5) { 
# 15
return; 
# 16
}  
# 17
__attribute__((unused)) static float sh_9; 
# 18
} 
#endif
# 19 "v001327.cu"
enum class Axis10 { Idle11 = 1, Add12, On13, Green14}; 
# 21
__attribute__((visibility("hidden"))) void kick15_kernel(int stride16) ;
#if 0
# 21
{ 
# 22
int i17 = __device_builtin_variable_threadIdx.x; 
# 23
for (int it18 = 0; it18 < stride16; it18++) { 
# 24
stride16 ^= 38; 
# 25
int f19 = ((((i17 >= 37) ? it18 : it18) * (it18 + 61L)) == (1)) ? (24) - (static_cast< unsigned>(__device_builtin_variable_gridDim.x)) : stride16; 
# 26
}  
# 27
++stride16; 
# 28
} 
#endif
# 30 "v001327.cu"
int main() { 
# 31
int len20 = 3670; 
# 32
int *lo21 = &len20; 
# 33
if ((lo21[6]) != 59) { 
# 34
return ((len20 == (lo21[len20])) ? 7 : 42) + 4098LL; 
# 35
}  
# 36
--(*lo21); 
# 37
for (int n22 = len20; n22 > 0; --n22) { 
# 38
(__cudaPushCallConfiguration(16, 64 * 2)) ? (void)0 : kick15_kernel(static_cast< int>(1832U)); 
# 39
}  
# 40
len20 -= 61; 
# 41
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), 512)) ? (void)0 : pack4(27); 
# 42
return 0; 
# 43
} 

# 1 "v001327.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3bb0240a_10_v001327_cu_387afae9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001327.cudafe1.stub.c"
#include "v001327.cudafe1.stub.c"
# 1 "v001327.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
