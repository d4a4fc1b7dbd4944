# 1 "v000072.cu"
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
# 15 "v000072.cu"
__attribute__((visibility("hidden"))) void kick5_kernel(int lane6, const float *src7) ;
#if 0
# 16
{ 
# 17
float h8 = (src7[3]) - lane6; 
# 18
++h8; 
# 19
if (int x9 = lane6; x9 >= 40L) { 
# 20
lane6++; 
# 21
++x9; 
# 22
h8 = x9; 
# 23
} else { 
# 24
int r10 = h8; 
# 25
}  
# 26
} 
#endif
# 28 "v000072.cu"
__attribute__((visibility("hidden"))) void march11_kernel(int count12) ;
#if 0
# 29
{ 
# 30
if (count12 != count12) { 
# 31
--count12; 
# 32
double k13 = count12 - (14.375); 
# 33
}  
# 34
} 
#endif
# 36 "v000072.cu"
namespace detail14 { 
# 37
enum class Axis15 { Idle16, Blue17, Blue18, Idle19 = 5}; 
# 39
__attribute__((visibility("hidden"))) void sift20_kernel(int lane21, float *data22, bool cfg23) ;
#if 0
# 40
{ 
# 41
lane21 = ((+(62UL - cfg23)) - ((42 % lane21) % 9)); 
# 42
if (cfg23 != 22) { 
# 43
return; 
# 44
}  
# 45
(data22[lane21])++; 
# 46
(data22[lane21]) = lane21; 
# 47
if (lane21 <= cfg23) { 
# 48
return; 
# 49
}  
# 50
} 
#endif
# 51 "v000072.cu"
}
# 53
__attribute__((visibility("hidden"))) void kick24(int *data25, bool b26, int len27) ;
#if 0
# 54
{ 
# 55
for (int n28 = 0; n28 < 6; ++n28) { 
# 56
int stride29 = b26 * n28; 
# 57
len27 = len27; 
# 58
}  
# 59
} 
#endif
# 61 "v000072.cu"
namespace img30 { 
# 62
float trace31(const unsigned *__restrict__ in32, const unsigned long *__restrict__ coef33, int count34) 
# 63
{ 
# 64
if ((*coef33) < (62)) { 
# 65
return 3; 
# 66
}  
# 67
long mid35 = ((float)' '); 
# 68
return (14.875F); 
# 69
} 
# 70
}
# 71
enum class Kind36: short { Red37, Low38}; 
# 73
__attribute__((unused)) void sweep39(int lane40 = 42) 
# 74
{int volatile ___ = 1;(void)lane40;
# 86
::exit(___);}
#if 0
# 74
{ 
# 75
if (lane40 >= 22) { 
# 76
return; 
# 77
}  
# 78
{ 
# 79
img30::trace31(nullptr, nullptr, (4 / lane40) + img30::trace31((const unsigned *)nullptr, nullptr, 16U)); 
# 80
if (((static_cast< double>(lane40)) * (+lane40)) > (4 - lane40)) { 
# 81
lane40 = ((lane40 >> lane40) * lane40); 
# 82
lane40 = 54; 
# 83
}  
# 84
} 
# 85
int val41[7] = {static_cast< int>(41 << lane40), (52UL), (37LL), ('#'), lane40, (11UL), 8}; 
# 86
} 
#endif
# 88 "v000072.cu"
int main() 
# 89
{ 
# 90
int len42 = 2743; 
# 91
if (float flag43{(8.0F)}; img30::trace31((const unsigned *)nullptr, nullptr, len42) < (len42 * len42)) { 
# 92
(__cudaPushCallConfiguration(1 << 3, 54 + (54 + (3 + (3 + 14))))) ? (void)0 : kick24(&len42, len42 * 61, img30::trace31(static_cast< const unsigned *>(nullptr), (const unsigned long *)nullptr, -54)); 
# 93
Kind36 m44 = Kind36::Low38; 
# 94
}  
# 95
len42 = (static_cast< double>(len42 - ((float)49U))); 
# 96
(__cudaPushCallConfiguration(128, ((dim3)(1)))) ? (void)0 : kick5_kernel(20 - (+len42), nullptr); 
# 97
(__cudaPushCallConfiguration(((dim3)(3 + (54 + 71))), dim3(8, 1 << 2, 3 + (3 + (54 + 4))), sizeof(double) * (64))) ? (void)0 : march11_kernel(' '); 
# 98
(__cudaPushCallConfiguration(dim3((len42 + 127) / 128, 3 + (3 + 250), (len42 + 31) / 32), 64 * (3 + 1))) ? (void)0 : detail14::sift20_kernel(54, nullptr, (img30::trace31(nullptr, static_cast< const unsigned long *>(nullptr), len42) <= (58)) || len42); 
# 99
return 0; 
# 100
} 

# 1 "v000072.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e46d2252_10_v000072_cu_4ef44c09
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000072.cudafe1.stub.c"
#include "v000072.cudafe1.stub.c"
# 1 "v000072.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
