# 1 "v002195.cu"
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
# 16 "v002195.cu"
__attribute__((visibility("hidden"))) void clamp7(int count8, float *buf9, float a10) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern float dyn_11[]; 
# 18
unsigned i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (i12 >= count8) { 
# 20
return; 
# 21
}  
# 22
++count8; 
# 23
float off13 = (((a10 += count8), (19.125F))); 
# 24
} 
#endif
# 26 "v002195.cu"
__attribute__((visibility("hidden"))) void spread14(int len15, int count16) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern float dyn_17[]; 
# 28
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (gid18 >= len15) { 
# 30
return; 
# 31
}  
# 32
len15--; 
# 33
int res19 = dyn_17[0]; 
# 34
auto prod20 = ((('\n') - count16) % 6) * count16; 
# 35
} 
#endif
# 37 "v002195.cu"
namespace _GLOBAL__N__9a496606_10_v002195_cu_e47d2015 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9a496606_10_v002195_cu_e47d2015; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9a496606_10_v002195_cu_e47d2015 __attribute__((visibility("hidden")))  { 
# 38
void shade21_kernel(unsigned b22, const int *src23, float *buf24, float *data25) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_26[]; 
# 40
unsigned idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(dyn_26[idx27])--; 
# 42
(*data25) += (((__device_builtin_variable_threadIdx.x) * ((unsigned)1790)) * (0.875F)); 
# 43
(buf24[0]) = (-(14.25F)); 
# 44
unsigned long long f28(((dyn_26[idx27]) - (b22 / 1L)) + (*src23)); 
# 45
} 
#endif
# 46 "v002195.cu"
}
# 48
extern "C" __attribute__((visibility("hidden"))) void tally29_kernel(float *buf30, int *data31) ;
#if 0
# 48
{ 
# 49
unsigned gid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
float e33 = (__device_builtin_variable_gridDim.x) / (((double)(data31[6])) * (__device_builtin_variable_gridDim.x)); 
# 51
(buf30[0]) = (__device_builtin_variable_threadIdx.z); 
# 52
unsigned cnt34 = e33; 
# 53
bool x35 = data31[cnt34]; 
# 54
auto cnt36 = *buf30; 
# 55
} 
#endif
# 57 "v002195.cu"
int check_apply37(long long p38) { 
# 58
p38 &= ((9) * ((p38 - (24L)) + (p38 + p38))); 
# 59
p38 = ((p38 - p38) * (-p38)); 
# 60
p38 &= (p38 % (p38 - p38)); 
# 61
(__cudaPushCallConfiguration(2, 32, 0)) ? (void)0 : clamp7(42, nullptr, 57); 
# 62
p38--; 
# 63
return (48 * ((int)p38)) * ((4698) + p38); 
# 64
} 
# 66
int main() { 
# 67
int count39 = 1406; 
# 68
(__cudaPushCallConfiguration(32 + 480, 32 + 32, 1024, 0)) ? (void)0 : spread14(count39, ((count39 += 19), (count39 + 34))); 
# 69
count39 = count39; 
# 70
(__cudaPushCallConfiguration(dim3((count39 + 255) / 256, 8 * 2), 128, 0, nullptr)) ? (void)0 : shade21_kernel(check_apply37(2067) * 6, &count39, (float *)nullptr, (float *)nullptr); 
# 71
(__cudaPushCallConfiguration(6 + 122, (64 + (32 + 32)) * 4, 1024)) ? (void)0 : tally29_kernel(nullptr, &count39); 
# 72
return 0; 
# 73
} 

# 1 "v002195.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9a496606_10_v002195_cu_e47d2015
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002195.cudafe1.stub.c"
#include "v002195.cudafe1.stub.c"
# 1 "v002195.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
