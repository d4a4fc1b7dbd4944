# 1 "v001756.cu"
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
# 12 "v001756.cu"
enum Op4 { BUSY5, ON6, ON7, BUSY8 = 4}; 
# 14
__attribute__((unused)) float combine9(float *data10) 
# 15
{int volatile ___ = 1;(void)data10;
# 19
::exit(___);}
#if 0
# 15
{ 
# 16
(++(data10[6])), ((*data10) = (BUSY5)); 
# 17
int res11 = data10[5]; 
# 18
return data10[res11]; 
# 19
} 
#endif
# 21 "v001756.cu"
__attribute__((visibility("hidden"))) void bias12_kernel(int len13) ;
#if 0
# 22
{ 
# 23
int *sum14 = (nullptr); 
# 24
combine9(nullptr); 
# 25
((*sum14)++), ((*sum14) = len13); 
# 26
int iter15 = 0; 
# 27
do { 
# 28
if (sum14 == (nullptr)) { 
# 29
return; 
# 30
}  
# 31
++len13; 
# 32
++iter15; 
# 33
} while (iter15 < len13); 
# 34
int *sum16 = (static_cast< int *>(nullptr)); 
# 35
} 
#endif
# 37 "v001756.cu"
__attribute((always_inline)) __attribute__((unused)) inline long long accum17(int count18, Op4 alpha19, Op4 b20) 
# 38
{int volatile ___ = 1;(void)count18;(void)alpha19;(void)b20;
# 53
::exit(___);}
#if 0
# 38
{ 
# 39
if (count18 >= 25) { 
# 40
goto finish24; 
# 41
}  
# 42
if ((alpha19 + b20) != combine9(nullptr)) { 
# 43
constexpr double v21 = (1.375); 
# 44
{ 
# 45
unsigned char flag22((b20 * 36) % 8); 
# 46
b20 = ON7; 
# 47
} 
# 48
int lim23 = combine9((float *)nullptr); 
# 49
}  
# 50
combine9(nullptr); 
# 51
finish24:; ; 
# 52
return ((count18 - b20) * combine9((float *)nullptr)); 
# 53
} 
#endif
# 55 "v001756.cu"
unsigned char check_accum25(int *buf26) 
# 56
{ 
# 57
if (bool y27 = (-((buf26[6]) - (*buf26))) < (buf26[7]); (buf26[4]) > 3) { 
# 58
if (31 < (buf26[7])) { 
# 59
return BUSY8; 
# 60
}  
# 61
dim3 stride28 = dim3(9 + ((ON7) + ((ON7) + ((ON6) + ((ON7) + 496)))), 1); 
# 62
}  
# 63
return 58UL * ((buf26[6]) * (*buf26)); 
# 64
} 
# 66
int main() 
# 67
{ 
# 68
int n29 = 1868; 
# 69
check_accum25(nullptr); 
# 70
(__cudaPushCallConfiguration(dim3((9 + ((ON7) + 5)) * 4, 32), 512)) ? (void)0 : bias12_kernel(n29); 
# 71
check_accum25(static_cast< int *>(nullptr)); 
# 72
return 0; 
# 73
} 

# 1 "v001756.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aabddd69_10_v001756_cu_bb7772fb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001756.cudafe1.stub.c"
#include "v001756.cudafe1.stub.c"
# 1 "v001756.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
