# 1 "v001453.cu"
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
# 10 "v001453.cu"
static float d_merge3; 
# 11
__attribute__((visibility("hidden"))) void decay4(int len5, int lane6, int count7, float q8) ;
#if 0
# 12
{ 
# 13
unsigned idx9 = __device_builtin_variable_threadIdx.x; 
# 14
if (idx9 >= count7) { 
# 15
return; }  
# 16
if (lane6 != 7) { 
# 17
goto finish11; 
# 18
}  
# 19
q8--; 
# 20
count7++; 
# 21
if (((__device_builtin_variable_threadIdx.x) & idx9) && ((lane6 * count7) > 7)) { 
# 22
q8 /= ((len5 - q8) / (7)); 
# 23
auto y10 = 7; 
# 24
}  
# 25
finish11:; ; 
# 26
} 
#endif
# 28 "v001453.cu"
class Acc12 { 
# 29
double id13; 
# 30
double sum14; 
# 32
public: Acc12(double a15, double b16) : id13(a15), sum14(b16) { } 
# 33
double total17() const 
# 34
{ 
# 35
auto r18 = 7; 
# 36
return (r18 < 46) ? (14.0F) : ((47) * (sum14)); 
# 37
} 
# 38
}; 
# 39
namespace kern19 { 
# 40
__attribute__((visibility("hidden"))) void lerp20_kernel(int stride21, const float *in22) ;
#if 0
# 41
{ 
# 42
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (gid23 >= stride21) { 
# 44
return; }  
# 45
d_merge3 += (9.5F); 
# 46
d_merge3++; 
# 47
} 
#endif
# 48 "v001453.cu"
__attribute__((visibility("hidden"))) void trace24(const int *coef25) ;
#if 0
# 49
{ 
# 50
unsigned gid26 = __device_builtin_variable_threadIdx.x; 
# 51
d_merge3--; 
# 52
auto h27 = __device_builtin_variable_threadIdx.x; 
# 53
h27 |= ((7) ^ (((coef25[5]) ? 6 : (*coef25)) - ((1994) + gid26))); 
# 54
} 
#endif
# 55 "v001453.cu"
__attribute__((visibility("hidden"))) void merge28_kernel(float beta29) ;
#if 0
# 56
{ 
# 57
unsigned idx30 = __device_builtin_variable_threadIdx.x; 
# 58
if ((4U) >= d_merge3) { 
# 59
return; }  
# 60
float tmp31{(0)}; 
# 61
d_merge3 = idx30; 
# 62
beta29++; 
# 63
Acc12 acc32(7, (7) / d_merge3); 
# 64
} 
#endif
# 65 "v001453.cu"
}
# 66
int main() 
# 67
{ 
# 68
int count33 = 3974; 
# 69
count33++; 
# 70
count33--; 
# 71
(__cudaPushCallConfiguration(sizeof(float), 512, 0)) ? (void)0 : decay4(count33 * count33, count33, count33, ((count33 == 54) ? count33 : count33) + (2 | count33)); 
# 72
(__cudaPushCallConfiguration((count33 + 127) / 128, 128, 0)) ? (void)0 : kern19::lerp20_kernel(43, nullptr); 
# 73
(__cudaPushCallConfiguration((count33 + 31) / 32, 8 * 16)) ? (void)0 : kern19::trace24(&count33); 
# 74
return 0; 
# 75
} 

# 1 "v001453.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1bf75ff5_10_v001453_cu_d_merge3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001453.cudafe1.stub.c"
#include "v001453.cudafe1.stub.c"
# 1 "v001453.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
