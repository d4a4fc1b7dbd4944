# 1 "v001329.cu"
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
# 19 "v001329.cu"
__attribute__((visibility("hidden"))) void score7_kernel(float *dst8, int *dst9) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern double dyn_10[]; 
# 22
auto tmp11 = 32; 
# 23
(dst9[7])++; 
# 24
if (tmp11 < 30) { 
# 25
return; }  
# 26
} 
#endif
# 28 "v001329.cu"
namespace ops12 { 
# 29
typedef int idx13_t; 
# 31
__attribute__((unused)) void fold14(const signed char *src15) 
# 32
{int volatile ___ = 1;(void)src15;
# 40
::exit(___);}
#if 0
# 32
{ 
# 33
if (((*src15) + sizeof(char)) & (1)) { 
# 34
return; }  
# 35
unsigned f16((64) + (__device_builtin_variable_threadIdx.x)); 
# 36
for (int it17 = 0; it17 < 3; ++it17) { 
# 37
idx13_t y18[3]{it17, (28U), 38}; 
# 38
f16 = ((((y18[1]) += 49), 1) | 24); 
# 39
}  
# 40
} 
#endif
# 42 "v001329.cu"
void march19(double alpha20, short alpha21, idx13_t *acc22) 
# 43
{ 
# 44
long t23 = (-19); 
# 45
if (!(((2 * alpha21) + 5) != alpha20)) { 
# 46
if (acc22 != (nullptr)) { 
# 47
for (int it24 = 0, j25 = alpha21; it24 < j25; (++it24), (--j25)) { 
# 48
alpha21 = j25; 
# 49
float z26{(-(8.375F))}; 
# 50
}  
# 51
} else { if (alpha21 < (16 - alpha21)) { }  }  
# 52
} else { 
# 53
}  
# 54
} 
# 55
}
# 57
static void host_relax27(long alpha28, ops12::idx13_t count29) 
# 58
{ 
# 59
ops12::idx13_t off30[3]{(54L), 1546, 61}; 
# 60
int cnt31[3] = {3, count29}; 
# 61
const double *h32 = ((const double *)nullptr); 
# 62
alpha28++; 
# 63
static_assert((sizeof(int) == (4)), "tile must fit");
# 64
} 
# 66
int main() 
# 67
{ 
# 68
int count33 = 1586; 
# 69
if (count33 == count33) { 
# 70
(__cudaPushCallConfiguration(32, 24 + 8)) ? (void)0 : score7_kernel((float *)nullptr, (ops12::idx13_t *)nullptr); 
# 71
if ((+count33) == (static_cast< int>(count33))) { 
# 72
(__cudaPushCallConfiguration((count33 + 255) / 256, 24 + 104)) ? (void)0 : score7_kernel((float *)nullptr, nullptr); }  
# 73
count33 = (4846L); 
# 74
} else { 
# 75
count33 = ((60L) | ((count33 <= (static_cast< long long>(count33))) ? __alignof__(double) + count33 : ((count33 <= count33) ? count33 : count33))); 
# 76
}  
# 77
return 0; 
# 78
} 

# 1 "v001329.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db6f5339_10_v001329_cu_ee352a8d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001329.cudafe1.stub.c"
#include "v001329.cudafe1.stub.c"
# 1 "v001329.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
