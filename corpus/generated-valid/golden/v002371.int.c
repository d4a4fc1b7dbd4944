# 1 "v002371.cu"
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
# 9 "v002371.cu"
enum Phase5: int { 
# 10
OFF6, 
# 11
SLOW7, 
# 12
GREEN8 = 5, 
# 13
MUL9 = 8, 
# 14
MUL10 = 13
# 15
}; 
# 17
inline int trace11(const int *in12, int lane13, int len14) 
# 18
{ 
# 19
if ((in12[len14]) >= 45) { 
# 20
goto finish15; 
# 21
}  
# 22
lane13--; 
# 23
lane13 = ((int)lane13); 
# 24
finish15:; ; 
# 25
return 6; 
# 26
} 
# 28
constexpr int sweep16(int stride17, unsigned beta18) 
# 29
{ 
# 30
beta18 = (37); 
# 31
static_assert((sizeof(int) == (4)), "tile must fit");
# 32
return (((stride17 > 50) ? stride17 : beta18) & (beta18 | beta18)) - 22U; 
# 33
} 
# 34
static_assert((((SLOW7) + 36) > 36), "expected value");
# 35
enum Axis19 { BUSY20, ADD21, HIGH22, HIGH23}; 
# 38
__attribute__((visibility("hidden"))) void smooth24(const float *input25, int stride26) ;
#if 0
# 39
{ 
# 40
int idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if ((__device_builtin_variable_threadIdx.x) > (23)) { 
# 42
goto finish28; 
# 43
}  
# 44
if (idx27 >= stride26) { 
# 45
return; 
# 46
}  
# 47
stride26 = (__device_builtin_variable_threadIdx.x); 
# 48
stride26 = ((61 <= ((idx27 - idx27) * (idx27 + 64))) ? ((52) + (*input25)) - (stride26 + 49U) : (sweep16(__device_builtin_variable_threadIdx.x, stride26) * (1 ^ idx27))); 
# 49
finish28:; ; 
# 50
} 
#endif
# 52 "v002371.cu"
constexpr int host_relax29(int len30, int n31) 
# 53
{ 
# 54
signed char lim32 = (len30 >= (-n31)) ? (sweep16(n31, n31)) + sizeof(int) : (+(len30 - 3)); 
# 55
return sweep16(len30, ~(761 + len30)); 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int n33 = 3418; 
# 61
for (int n34 = 0; n34 < 3; n34++) { 
# 62
Phase5 h35 = GREEN8; 
# 63
Phase5 base36 = MUL10; 
# 64
base36 = GREEN8; 
# 65
}  
# 66
n33 = (((n33 - 24UL) << n33) % (((n33 == n33) ? 3 : n33) - (n33 + n33))); 
# 67
(__cudaPushCallConfiguration((n33 + 255) / 256, 512, sizeof(int) * (64))) ? (void)0 : smooth24((const float *)nullptr, n33); 
# 68
return 0; 
# 69
} 

# 1 "v002371.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7d3ee3b_10_v002371_cu_f37dcfe9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002371.cudafe1.stub.c"
#include "v002371.cudafe1.stub.c"
# 1 "v002371.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
