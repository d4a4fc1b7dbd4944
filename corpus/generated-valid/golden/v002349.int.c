# 1 "v002349.cu"
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
# 16 "v002349.cu"
using ptr7_t = float *; 
# 19
__attribute__((visibility("hidden"))) void sift8_kernel(const float *coef9) ;
#if 0
# 19
{ 
# 20
float t10 = (+(*coef9)) * ((2.375F) + (coef9[2])); 
# 21
} 
#endif
# 24 "v002349.cu"
struct Body11 { 
# 25
bool val12; 
# 26
float vel13; 
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void tally14(Body11 alpha15, int lane16, const int *in17, int stride18) ;
#if 0
# 29
{ 
# 30
unsigned tmp19 = ((18U) * (alpha15.vel13)) + (sizeof(Body11)); 
# 31
if ((*in17) < stride18) { 
# 32
goto out24; 
# 33
}  
# 34
for (int i20 = 4; i20 > 0; --i20) { 
# 35
for (int i21 = 5; i21 > 0; --i21) { 
# 36
alpha15 = alpha15; 
# 37
stride18 = 8; 
# 38
int lo22 = lane16; 
# 39
}  
# 40
Body11 m23 = alpha15; 
# 41
}  
# 42
out24:; ; 
# 43
} 
#endif
# 45 "v002349.cu"
int shade25(signed char a26) { 
# 46
if (a26 > a26) { 
# 47
return ((2 * a26) + 3) - a26; 
# 48
}  
# 49
a26--; 
# 50
return 7UL; 
# 51
} 
# 53
__attribute__((visibility("hidden"))) void blend27(const int *src28, int lane29, long long *buf30) ;
#if 0
# 53
{ 
# 54
lane29 = lane29; 
# 55
(*buf30) = (*src28); 
# 56
lane29 = ((int)(((2) * ((*buf30) - (*buf30))) + (5))); 
# 57
for (int j31 = 0; j31 < lane29; ++j31) { 
# 58
signed char flag32 = static_cast< int>(j31 - (lane29 ^ j31)); 
# 59
float lim33[7] = {('A'), (24.75F), (6.875F)}; 
# 60
}  
# 61
} 
#endif
# 63 "v002349.cu"
struct Bounds34 { 
# 64
int flag35; 
# 65
bool vel36; 
# 66
unsigned x37; 
# 67
float id38; 
# 68
}; 
# 70
namespace _GLOBAL__N__65c7bc04_10_v002349_cu_1b2abb03 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__65c7bc04_10_v002349_cu_1b2abb03; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__65c7bc04_10_v002349_cu_1b2abb03 __attribute__((visibility("hidden")))  { 
# 71
void sweep39_kernel(int lane40, int n41, unsigned long long *buf42) ;
#if 0
# 71
{ 
# 72
n41--; 
# 73
lane40 = (n41 / (static_cast< int>((21UL) - (*buf42)))); 
# 74
(*buf42) = (shade25(((buf42[n41]) ^ (4)) & ((8) + (buf42[n41 & 7])))); 
# 75
} 
#endif
# 76 "v002349.cu"
}
# 78
int main() { 
# 79
int count43 = 1795; 
# 80
{ 
# 81
count43++; 
# 82
count43 = count43; 
# 83
} 
# 84
(__cudaPushCallConfiguration(512, 8 + 504)) ? (void)0 : sift8_kernel(nullptr); 
# 85
(__cudaPushCallConfiguration(64, 32)) ? (void)0 : tally14(Body11{false, (2052)}, 3742, &count43, shade25(58L)); 
# 86
(__cudaPushCallConfiguration(sizeof(float), (8 + 8) * 8)) ? (void)0 : blend27(&count43, 58ULL + count43, nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v002349.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__65c7bc04_10_v002349_cu_1b2abb03
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002349.cudafe1.stub.c"
#include "v002349.cudafe1.stub.c"
# 1 "v002349.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
