# 1 "v002146.cu"
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
# 16 "v002146.cu"
constexpr int count6(int lane7) { 
# 17
return -45; 
# 18
} 
# 20
namespace _GLOBAL__N__706c0d59_10_v002146_cu_85dc156e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__706c0d59_10_v002146_cu_85dc156e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__706c0d59_10_v002146_cu_85dc156e __attribute__((visibility("hidden")))  { 
# 21
constexpr int bump8(int lane9) { 
# 22
lane9 += count6(lane9 + (128 - lane9)); 
# 23
lane9 = (1U); 
# 24
return count6(count6((unsigned)lane9)); 
# 25
} 
# 26
}
# 28
struct Vec10 { 
# 29
bool id11; 
# 30
short sum12; 
# 31
}; 
# 33
__attribute__((visibility("hidden"))) void gather13(int *buf14, char q15) ;
#if 0
# 33
{ 
# 34
(*buf14) = count6((*buf14) - (q15 * q15)); 
# 35
if ((buf14[q15]) < q15) { 
# 36
return; 
# 37
}  
# 38
} 
#endif
# 40 "v002146.cu"
struct Pixel16 { 
# 41
bool mass17; 
# 42
unsigned short val18; 
# 43
int val19; 
# 44
}; 
# 46
int main() { 
# 47
int len20 = 2836; 
# 48
auto op22 = [](float stride21)->int { 
# 49
stride21 += (10.75F); 
# 50
bump8(-(stride21 / stride21)); 
# 51
stride21 = stride21; 
# 52
return (stride21 + (24)) * (stride21 * (__alignof__(double))); 
# 53
} ; typedef decltype(op22) __T0;
# 54
if (len20) { 
# 55
return bump8(len20); 
# 56
}  
# 57
float flag23 = ((41UL * len20) + (len20 + len20)) % len20; 
# 58
(len20--), (flag23 -= (op22(flag23 + (__alignof__(int))))); 
# 59
(__cudaPushCallConfiguration(512, 256, sizeof(double) * (256))) ? (void)0 : gather13(nullptr, ((int)len20) + flag23); 
# 60
size_t s24 = (36L); 
# 61
return 0; 
# 62
} 

# 1 "v002146.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__706c0d59_10_v002146_cu_85dc156e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002146.cudafe1.stub.c"
#include "v002146.cudafe1.stub.c"
# 1 "v002146.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
