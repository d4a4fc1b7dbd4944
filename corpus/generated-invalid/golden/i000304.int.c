# 1 "i000304.cu"
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
# 13 "i000304.cu"
static void relax3_kernel(int count4) ;
#if 0
# 14
{ 
# 15
if ((count4 < 48) || (count4 == count4)) { 
# 16
goto finish6; 
# 17
}  
# 18
{ 
# 19
float z5 = +count4; 
# 20
z5++; 
# 21
} 
# 22
count4 %= 48; 
# 23
finish6:; ; 
# 24
} 
#endif
# 25 "i000304.cu"
enum Op7: long { RED8, ON9 = 2L}; 
# 27
__attribute__((visibility("hidden"))) void drift10_kernel(Op7 p11, float *acc12) ;
#if 0
# 28
{ 
# 29
if (p11 != (RED8)) { 
# 30
return; 
# 31
}  
# 32
--(acc12[4]); 
# 33
(acc12[3]) += ((((acc12[3]) + (29LL)) * ((acc12[2]) * p11)) + ((acc12[0]) + (15))); 
# 34
} 
#endif
# 35 "i000304.cu"
enum Mode13 { MUL14, ADD15 = 6, GREEN16}; 
# 37
namespace detail17 { namespace inner18 { 
# 38
void accum19(int stride20) 
# 39
{ 
# 40
--stride20; 
# 41
stride20 = (ADD15); 
# 42
int val21 = stride20; 
# 43
if (val21 + stride20) { 
# 44
return; 
# 45
}  
# 46
} 
# 48
static int host_count22(unsigned short p23 = 61) 
# 49
{ 
# 50
int hi24 = (((p23 += p23), (p23 / ((float)p23)))); 
# 51
(__cudaPushCallConfiguration(sizeof(unsigned) * (64), 32)) ? (void)0 : relax3_kernel((double)p23); 
# 52
Mode13 sum25 = GREEN16; 
# 53
do { p23 += ((sum25 - p23) - sum25); } while (0); 
# 54
return (p23 + ((p23 += 3668L), 59)) * ((MUL14) + p23); 
# 55
} 
# 56
}}
# 58
constexpr int host_score26(int lane27) 
# 59
{ 
# 60
return 56U + lane27; 
# 61
} 
# 62
__attribute__((visibility("hidden"))) inline void constexpr_kernel29(int *p) ;
#if 0
# 63
{ 
# 64
(p[__device_builtin_variable_threadIdx.x]) = 1; 
# 65
} 
#endif
# 67 "i000304.cu"
int main() 
# 68
{ 
# 69
int count28 = 1594; 
# 70
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : drift10_kernel(ON9, (float *)nullptr); 
# 71
if ((count28 - count28) < count28) { 
# 72
count28++; 
# 73
}  
# 74
count28++; 
# 75
return 0; 
# 76
} 

# 1 "i000304.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__23170955_10_i000304_cu_93b36efa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000304.cudafe1.stub.c"
#include "i000304.cudafe1.stub.c"
# 1 "i000304.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
