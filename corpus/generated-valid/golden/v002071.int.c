# 1 "v002071.cu"
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
# 16 "v002071.cu"
enum Axis8: long { BLUE9, IDLE10 = 5L, LOW11 = 7L}; 
# 17
__attribute__((visibility("hidden"))) void drift12(int stride13) ;
#if 0
# 17
{ 
# 18
stride13--; 
# 19
stride13 = (-17); 
# 20
Axis8 lo14 = BLUE9; 
# 21
int q15 = (128) + lo14; 
# 22
} 
#endif
# 23 "v002071.cu"
static long d_scale16[16]; 
# 24
__attribute__((visibility("hidden"))) void sift17(char *out18, const int *coef19, int lane20) ;
#if 0
# 24
{ 
# 25
int acc21 = lane20; 
# 26
short x22 = (coef19[4]) + acc21; 
# 27
} 
#endif
# 28 "v002071.cu"
enum Level23: long { FAST24, ADD25, BLUE26}; 
# 29
namespace _GLOBAL__N__61479c95_10_v002071_cu_6a92a549 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__61479c95_10_v002071_cu_6a92a549; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__61479c95_10_v002071_cu_6a92a549 __attribute__((visibility("hidden")))  { 
# 30
enum class Color27: unsigned { High28, Low29 = 6U}; 
# 31
}
# 32
typedef double *ptr30_t; 
# 33
int host_pack31(float b32) { 
# 34
Level23 idx33 = FAST24; 
# 35
for (int j34 = 0; j34 < 13; j34 += 2) { 
# 36
for (int j35 = 0; j35 < 4; ++j35) { 
# 37
constexpr float base36 = (2.625F); 
# 38
const char *z37 = ("kernel\n_tail"); 
# 39
b32 += base36; 
# 40
}  
# 41
}  
# 42
b32 /= ((idx33 % (8)) % idx33); 
# 43
return (b32 + (19)) + (((55) - idx33) / (51)); 
# 44
} 
# 45
static void apply38_kernel(Color27 p39) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern double dyn_40[]; 
# 47
__attribute__((unused)) static float sh_41; 
# 48
unsigned f42 = (10ULL); 
# 49
double w43(((float)(-(14.875F)))); 
# 50
} 
#endif
# 51 "v002071.cu"
int main() { 
# 52
int size44 = 3209; 
# 53
size44 = host_pack31(host_pack31(size44 / size44)); 
# 54
host_pack31((size44 - 47) - size44); 
# 55
if ((size44 + 47) >= size44) { 
# 56
return size44 * 12; 
# 57
}  
# 58
if (!(size44 != size44)) { 
# 59
return (host_pack31((24.5F))) / (4678U * size44); 
# 60
}  
# 61
size44 |= (-((size44 + size44) % 8)); 
# 62
(__cudaPushCallConfiguration((size44 + 127) / 128, 512)) ? (void)0 : drift12(-58); 
# 63
(__cudaPushCallConfiguration((size44 + 31) / 32, (LOW11) + ((BLUE26) + (55)), 0)) ? (void)0 : sift17(nullptr, nullptr, size44 % (size44 - size44)); 
# 64
(__cudaPushCallConfiguration((size44 + 255) / 256, (5) + ((ADD25) + (122)))) ? (void)0 : apply38_kernel(Color27::High28); 
# 65
return 0; 
# 66
} 

# 1 "v002071.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61479c95_10_v002071_cu_6a92a549
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002071.cudafe1.stub.c"
#include "v002071.cudafe1.stub.c"
# 1 "v002071.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
