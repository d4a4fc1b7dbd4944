# 1 "v001307.cu"
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
# 14 "v001307.cu"
__attribute__((unused)) int update5(unsigned alpha6, char a7, int lane8) {int volatile ___ = 1;(void)alpha6;(void)a7;(void)lane8;
# 28
::exit(___);}
#if 0
# 14
{ 
# 15
if (!(alpha6 >= alpha6)) { 
# 16
return lane8; 
# 17
}  
# 18
if ((static_cast< unsigned char>(__device_builtin_variable_blockIdx.z)) < 18) { 
# 19
return lane8 / (17LL + lane8); 
# 20
}  
# 21
for (int n9 = 0, j10 = lane8; n9 < j10; (++n9), (--j10)) { 
# 22
lane8 = ((__device_builtin_variable_threadIdx.y) * ((17 - a7) * (18 / n9))); 
# 23
a7 = (alpha6 % lane8); 
# 24
alpha6 = (41); 
# 25
}  
# 26
alpha6 = (18); 
# 27
return (50) & (((__device_builtin_variable_blockIdx.y) + alpha6) - (19)); 
# 28
} 
#endif
# 30 "v001307.cu"
__attribute__((visibility("hidden"))) void drift11(int *acc12, const double *src13, const int *in14) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern unsigned long dyn_15[]; 
# 32
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
float h17 = (18); 
# 34
h17 = ((dyn_15[gid16]) - (acc12[__device_builtin_variable_threadIdx.y])); 
# 35
--(dyn_15[__device_builtin_variable_gridDim.y]); 
# 36
(acc12[5]) = (8U); 
# 37
} 
#endif
# 38 "v001307.cu"
static float c_apply18; 
# 40
constexpr int host_clamp19(int lane20) { 
# 41
int acc21 = (-39); 
# 42
return lane20; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void accum22(int *data23, int count24) ;
#if 0
# 45
{ 
# 46
int idx25 = __device_builtin_variable_threadIdx.x; 
# 47
if (idx25 >= count24) { 
# 48
return; 
# 49
}  
# 50
(data23[__device_builtin_variable_blockIdx.x]) = 18; 
# 51
for (int i26 = 0; i26 < 16; i26++) { 
# 52
(*data23) = (((idx25 & 50) * (i26 & i26)) + 42U); 
# 53
int f27 = data23[4]; 
# 54
}  
# 55
} 
#endif
# 57 "v001307.cu"
constexpr int rank28(int n29, double a30) { 
# 58
n29 = (-a30); 
# 59
n29 = a30; 
# 60
return 0U; 
# 61
} 
# 63
int main() { 
# 64
int count31 = 1754; 
# 65
count31--; 
# 66
unsigned idx32[8] = {26U, static_cast< unsigned>(static_cast< float>(count31)), (2273), 5U, (15), (1943)}; 
# 67
if ((count31 < count31) || (count31 != 61L)) { 
# 68
return 19; 
# 69
}  
# 70
count31 = count31; 
# 71
(__cudaPushCallConfiguration(dim3((count31 + 255) / 256, 1, (count31 + 255) / 256), ((dim3)(8)))) ? (void)0 : drift11((int *)nullptr, nullptr, nullptr); 
# 72
(__cudaPushCallConfiguration((count31 + 255) / 256, dim3(2 * 2, (count31 + 31) / 32))) ? (void)0 : accum22(nullptr, (((idx32[count31 & 7]) += (12)), 35UL)); 
# 73
return 0; 
# 74
} 

# 1 "v001307.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4170776a_10_v001307_cu_565a3c3a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001307.cudafe1.stub.c"
#include "v001307.cudafe1.stub.c"
# 1 "v001307.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
