# 1 "v000624.cu"
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
# 12 "v000624.cu"
inline void reduce4(unsigned *out5) 
# 13
{ 
# 14
if ((out5[3]) == (14)) { 
# 15
goto done6; 
# 16
}  
# 17
(*out5) += (3235); 
# 18
(*out5)++; 
# 19
done6:; ; 
# 20
} 
# 21
static int c_tile7; 
# 22
static unsigned d_relax8[32]; 
# 23
enum Mode9 { 
# 24
ADD10, 
# 25
RED11 = 2, 
# 26
BLUE12 = 4, 
# 27
GREEN13, 
# 28
BLUE14
# 29
}; 
# 31
__attribute__((visibility("hidden"))) void rank15(int lane16, int n17) ;
#if 0
# 32
{ 
# 33
unsigned char k18 = lane16; 
# 34
if ((k18 + 64) <= k18) { 
# 35
return; 
# 36
}  
# 37
__attribute__((unused)) static float sh_19[128]; 
# 38
(sh_19[k18]) -= ((GREEN13) * n17); 
# 39
if (!((__device_builtin_variable_threadIdx.y) != (d_relax8[__device_builtin_variable_threadIdx.x]))) { 
# 40
goto finish20; 
# 41
}  
# 42
reduce4(d_relax8); 
# 43
n17 /= (((sh_19[c_tile7]) += k18), 49L); 
# 44
k18 = ((__device_builtin_variable_blockDim.x) + n17); 
# 45
finish20:; ; 
# 46
} 
#endif
# 48 "v000624.cu"
int main() 
# 49
{ 
# 50
int len21 = 571; 
# 51
if ((len21 * 59) <= len21) { 
# 52
return 24UL; 
# 53
}  
# 54
float lim22 = -((len21 += len21), 64); 
# 55
const char *cnt23 = ("tile"); 
# 56
(__cudaPushCallConfiguration(64, (RED11) + (2 + (2 + 506)), 0, (cudaStream_t)0)) ? (void)0 : rank15((len21 + (cnt23[1])) - (cnt23[0]), 33); 
# 57
return 0; 
# 58
} 

# 1 "v000624.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dfbf11e3_10_v000624_cu_c_tile7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000624.cudafe1.stub.c"
#include "v000624.cudafe1.stub.c"
# 1 "v000624.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
