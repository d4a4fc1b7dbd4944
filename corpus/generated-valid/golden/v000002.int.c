# 1 "v000002.cu"
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
# 7 "v000002.cu"
struct Vec3 { 
# 8
char w4; 
# 9
unsigned sum5; 
# 10
unsigned long long id6; 
# 11
}; 
# 12
__attribute__((visibility("hidden"))) void tally7_kernel(const Vec3 alpha8, int count9, float *out10) ;
#if 0
# 13
{ 
# 14
unsigned idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (idx11 >= count9) { 
# 16
return; 
# 17
}  
# 18
if (double x12 = ((3.75F)); !out10) { 
# 19
count9 = (((count9 > x12) ? count9 : x12) + ((idx11 * (40)) >> (idx11 + (__device_builtin_variable_blockIdx.z)))); 
# 20
}  
# 21
(*out10) *= (((61) | (__device_builtin_variable_gridDim.y)) * idx11); 
# 22
(out10[idx11]) += ((13 * ((int)idx11)) - ((((out10[idx11 & (7)]) += (23.25F)), count9) * (~(alpha8.sum5)))); 
# 23
} 
#endif
# 24 "v000002.cu"
struct Span13 { 
# 25
int val14, lo15; 
# 26
long long hi16; 
# 27
}; 
# 28
Span13 operator+(Span13 a, Span13 b) 
# 29
{ 
# 30
Span13 r = a; 
# 31
(r.val14) += (b.val14); 
# 32
(r.lo15) += (b.lo15); 
# 33
(r.hi16) += (b.hi16); 
# 34
return r; 
# 35
} 
# 36
int host_trace17(int lane18) 
# 37
{ 
# 38
lane18--; 
# 39
(__cudaPushCallConfiguration((lane18 + 63) / 64, 1 << 9, 256, 0)) ? (void)0 : tally7_kernel(Vec3{(char)lane18, ((unsigned)43), (29)}, lane18, nullptr); 
# 40
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : tally7_kernel(Vec3{}, (lane18 * lane18) + 23U, (float *)nullptr); 
# 41
unsigned m19 = (6); 
# 42
return static_cast< signed char>(lane18); 
# 43
} 
# 44
int main() 
# 45
{ 
# 46
int size20 = 190; 
# 47
if (auto lo21 = 5 + size20; size20 != 16L) { 
# 48
if (((lo21 & lo21) - (lo21 + 8)) != 11) { 
# 49
double s22 = lo21; 
# 50
}  
# 51
if (size20 >= ((lo21 > 21) ? lo21 : 21)) { 
# 52
return (((size20 | sizeof(Vec3)) > size20) ? size20 | sizeof(Vec3) : size20); 
# 53
}  
# 54
}  
# 55
size20 += ((size_t)((1) | (size20 % 3921LL))); 
# 56
return 0; 
# 57
} 

# 1 "v000002.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__564dfe42_10_v000002_cu_02a10db0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000002.cudafe1.stub.c"
#include "v000002.cudafe1.stub.c"
# 1 "v000002.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
