# 1 "v000023.cu"
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
# 7 "v000023.cu"
__attribute__((unused)) int smooth3(int n4) {int volatile ___ = 1;(void)n4;
# 22
::exit(___);}
#if 0
# 7
{ 
# 8
int iter5 = 0; 
# 9
if (iter5 != n4) { 
# 10
goto skip6; 
# 11
}  
# 12
while (iter5 < (1 << 1)) { 
# 13
if ((iter5 / __device_builtin_variable_warpSize) >= (__device_builtin_variable_gridDim.x)) { 
# 14
if (n4 - n4) { 
# 15
continue; }  
# 16
++n4; 
# 17
}  
# 18
++iter5; 
# 19
}  
# 20
skip6:; ; 
# 21
return iter5; 
# 22
} 
#endif
# 23 "v000023.cu"
enum class Phase7: long { Busy8, Idle9, High10 = 6L, Mul11 = 12L}; 
# 24
__attribute((always_inline)) __attribute__((unused)) inline long reduce12(int n13, Phase7 a14, int n15) {int volatile ___ = 1;(void)n13;(void)a14;(void)n15;
# 30
::exit(___);}
#if 0
# 24
{ 
# 25
Phase7 y16 = Phase7::Busy8; 
# 26
n15 = (__device_builtin_variable_threadIdx.z); 
# 27
__attribute__((unused)) static int sh_17[64]; 
# 28
int lo18 = static_cast< float>(n15); 
# 29
return ((sh_17[n13]) * 49LL) + lo18; 
# 30
} 
#endif
# 31 "v000023.cu"
__attribute__((visibility("hidden"))) void scale19_kernel(Phase7 b20) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern int dyn_21[]; 
# 33
unsigned idx22 = __device_builtin_variable_threadIdx.x; 
# 34
switch (__device_builtin_variable_blockIdx.x) { 
# 35
case 7:  
# 36
if ((((+(__device_builtin_variable_threadIdx.x)) + idx22) + (dyn_21[idx22])) != ((dyn_21[3]) << (dyn_21[6]))) { 
# 37
Phase7 res23 = Phase7::High10; 
# 38
} else { 
# 39
smooth3(((idx22 + idx22) + (dyn_21[idx22])) - ((1268) - idx22)); 
# 40
}  
# 41
break; 
# 42
default:  
# 43
break; 
# 44
}  
# 45
} 
#endif
# 46 "v000023.cu"
int main() { 
# 47
int count24 = 1482; 
# 48
int z25 = (17L); 
# 49
(__cudaPushCallConfiguration((z25 + 63) / 64, 64 * 2, 0, 0)) ? (void)0 : scale19_kernel(Phase7::Idle9); 
# 50
z25 <<= 7; 
# 51
z25 = 60; 
# 52
z25 = z25; 
# 53
count24 -= z25; 
# 54
return 0; 
# 55
} 

# 1 "v000023.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9431ca47_10_v000023_cu_2c45d44e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000023.cudafe1.stub.c"
#include "v000023.cudafe1.stub.c"
# 1 "v000023.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
