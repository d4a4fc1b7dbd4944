# 1 "v001842.cu"
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
# 19 "v001842.cu"
enum Phase6: short { FAST7 = 3, IDLE8, RED9}; 
# 20
__attribute__((unused)) void march10(int len11) 
# 21
{int volatile ___ = 1;(void)len11;
# 24
::exit(___);}
#if 0
# 21
{ 
# 22
constexpr long tmp12 = (29ULL); 
# 23
len11--; 
# 24
} 
#endif
# 25 "v001842.cu"
enum Level13 { ADD14, GREEN15, IDLE16 = 4, FAST17 = 8}; 
# 26
namespace _GLOBAL__N__e9e9d15b_10_v001842_cu_aae3cfbc __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__e9e9d15b_10_v001842_cu_aae3cfbc; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__e9e9d15b_10_v001842_cu_aae3cfbc __attribute__((visibility("hidden")))  { 
# 27
struct Acc18 { 
# 28
int vel19; 
# 29
long y20; 
# 30
bool y21; 
# 31
double mass22; 
# 32
}; 
# 33
Acc18 operator+(Acc18 a, Acc18 b) 
# 34
{ 
# 35
Acc18 r = a; 
# 36
(r.vel19) += (b.vel19); 
# 37
(r.y20) += (b.y20); 
# 38
(r.mass22) += (b.mass22); 
# 39
return r; 
# 40
} 
# 41
}
# 43
__attribute__((visibility("hidden"))) void pivot23(unsigned q24, float cfg25) ;
#if 0
# 44
{ 
# 45
int gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
march10((8) - (cfg25 + gid26)); 
# 47
(cfg25--), (q24 = (2153)); 
# 48
cfg25 = (__device_builtin_variable_threadIdx.z); 
# 49
float lim27 = (-23); 
# 50
if (cfg25 < (__device_builtin_variable_gridDim.x)) { 
# 51
q24 = ((lim27 > (lim27 * (5))) ? ((45UL) * lim27) / ((int)lim27) : q24); 
# 52
--q24; 
# 53
}  
# 54
} 
#endif
# 55 "v001842.cu"
int main() 
# 56
{ 
# 57
int len28 = 1029; 
# 58
(__cudaPushCallConfiguration(2, ((dim3)(1)))) ? (void)0 : pivot23(len28, len28 * (len28 / 1)); 
# 59
int s29 = len28; 
# 60
float idx30 = (8) + (static_cast< long>(s29)); 
# 61
if (((len28 + 2106) & (-s29)) != ((idx30 += (20.875F)), len28)) { 
# 62
s29 = (len28 * idx30); 
# 63
}  
# 64
idx30 = (15.5F); 
# 65
return 0; 
# 66
} 

# 1 "v001842.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e9e9d15b_10_v001842_cu_aae3cfbc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001842.cudafe1.stub.c"
#include "v001842.cudafe1.stub.c"
# 1 "v001842.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
