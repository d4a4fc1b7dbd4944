# 1 "v000823.cu"
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
# 16 "v000823.cu"
namespace detail7 { namespace inner8 { 
# 17
float check_lerp9(unsigned long a10) { 
# 18
unsigned *e11 = (nullptr); 
# 19
(e11[3]) = ((float)a10); 
# 20
if (((*e11) & (15)) >= a10) { 
# 21
return ((7.25F) * (*e11)) - ((4.25F) - (*e11)); }  
# 22
static_assert((58 > 57));
# 23
int stride12 = (e11[5]) * a10; 
# 24
return ((21.375F) * stride12) * a10; 
# 25
} 
# 27
struct Bounds13 { 
# 28
double vel14; 
# 29
char hi15; 
# 30
unsigned long flag16; 
# 31
float id17; 
# 32
double get18() const { 
# 33
return 43; 
# 34
} 
# 35
void scale19(float val20) { 
# 36
--(vel14); 
# 37
(vel14) = (+((flag16) | ((flag16) - (hi15)))); 
# 38
} 
# 39
}; 
# 40
}}
# 42
__attribute__((visibility("hidden"))) void warp21(double *dst22) ;
#if 0
# 42
{ 
# 43
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
int iter24 = 0; 
# 45
do { 
# 46
(*dst22) = ((12.375F)); 
# 47
int lim25 = ~(idx23 & (7 + idx23)); 
# 48
if (__device_builtin_variable_blockDim.x) { 
# 49
break; }  
# 50
++iter24; 
# 51
} while (iter24 < 11); 
# 52
float *y26 = reinterpret_cast< float *>(dst22); 
# 53
} 
#endif
# 55 "v000823.cu"
int main() { 
# 56
int count27 = 1398; 
# 57
count27 = (static_cast< int>(detail7::inner8::check_lerp9(59 * count27))); 
# 58
for (int i28 = 0; i28 < (8 * 2); ++i28) { 
# 59
if (i28 != detail7::inner8::check_lerp9(32)) { 
# 60
break; }  
# 61
}  
# 62
detail7::inner8::check_lerp9((float)(23.0F)); 
# 63
count27--; 
# 64
(__cudaPushCallConfiguration(43 + 469, 8 * 4)) ? (void)0 : warp21((double *)nullptr); 
# 65
return 0; 
# 66
} 

# 1 "v000823.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7862482a_10_v000823_cu_69826787
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000823.cudafe1.stub.c"
#include "v000823.cudafe1.stub.c"
# 1 "v000823.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
