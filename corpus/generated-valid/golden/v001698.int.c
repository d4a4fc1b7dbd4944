# 1 "v001698.cu"
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
# 15 "v001698.cu"
void sweep6(int lane7, int count8) 
# 16
{ 
# 17
++count8; 
# 18
count8 = 41; 
# 19
count8++; 
# 20
double w9(-count8); 
# 21
lane7 = ((58 + (lane7 / 2)) - ((lane7 << lane7) - (42 - count8))); 
# 22
} 
# 24
int stencil10(int *dst11, int *dst12) 
# 25
{ 
# 26
unsigned base13 = ((((dst12[2]) / 2) - (dst11[3])) != ((int)17)) ? 44 * ((dst11[5]) - 31) : (28 + (dst12[2])); 
# 27
long h14 = (static_cast< int>(34)); 
# 28
return h14; 
# 29
} 
# 30
typedef int idx15_t; 
# 32
namespace math16 { 
# 33
__attribute__((visibility("hidden"))) void relax17(unsigned b18, const unsigned *__restrict__ src19, int lane20, const idx15_t *__restrict__ src21) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern unsigned dyn_22[]; 
# 36
int iter23 = 0; 
# 37
while (iter23 < 5) { 
# 38
b18 = ((dyn_22[lane20]) / ((src19[6]) - b18)); 
# 39
bool stride24 = ((static_cast< long>(iter23)) << (src19[7])) != ((char)b18); 
# 40
++iter23; 
# 41
}  
# 42
__attribute__((unused)) static float sh_25; 
# 43
} 
#endif
# 45 "v001698.cu"
constexpr int warp26(idx15_t lane27, idx15_t n28) 
# 46
{ 
# 47
auto acc29 = lane27 * n28; 
# 48
static_assert(((5 * 6) > 29));
# 49
return (static_cast< idx15_t>((acc29 == acc29) ? 55 : 62)) * ((n28 - 5UL) * (30 - lane27)); 
# 50
} 
# 52
unsigned long long scale30(unsigned beta31, long long *buf32) 
# 53
{ 
# 54
idx15_t r33(-(static_cast< idx15_t>(beta31 << 15))); 
# 55
if (beta31 <= (30)) { 
# 56
return ((float)(2.25F)) - ((idx15_t)beta31); }  
# 57
beta31 = ((*buf32) - (((30) * beta31) % (19))); 
# 58
switch (r33) { 
# 59
case 1:  
# 60
break; 
# 61
default:  
# 62
(buf32[2]) = (((!(buf32[beta31])) || (!(beta31 != 36U))) ? (float)beta31 : (((idx15_t)(buf32[6])) - (static_cast< idx15_t>(beta31)))); 
# 63
break; 
# 64
}  
# 65
idx15_t f34{4}; 
# 66
r33 = (-64); 
# 67
return (buf32[5]) + ((unsigned)42); 
# 68
} 
# 69
}
# 71
__attribute__((visibility("hidden"))) void trace35(const float *src36, const idx15_t *coef37, int lane38) ;
#if 0
# 72
{ 
# 73
++lane38; 
# 74
unsigned long long idx39{(49L)}; 
# 75
switch (idx39 + (39)) { 
# 76
case 3:  { 
# 77
int f40[sizeof(int)]{31, 7, (2L), (idx15_t)idx39}; 
# 78
break; 
# 79
} 
# 80
case 5 * 2:  
# 81
break; 
# 82
case 12:  
# 83
idx39 = (1064UL); 
# 84
break; 
# 85
}  
# 86
} 
#endif
# 88 "v001698.cu"
int main() 
# 89
{ 
# 90
int len41 = 3372; 
# 91
(__cudaPushCallConfiguration(8, 30 + 34)) ? (void)0 : trace35(nullptr, nullptr, 30); 
# 92
len41 = ((len41 < 7) ? len41 : 1); 
# 93
if (!(len41 > len41)) { 
# 94
return (1397 + len41); }  
# 95
len41 = (sizeof(float) >> ((short)(len41 - len41))); 
# 96
(__cudaPushCallConfiguration(1 << 7, 256, sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : math16::relax17((len41 / 2) * (30 + len41), nullptr, 2358L + len41, &len41); 
# 97
return 0; 
# 98
} 

# 1 "v001698.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__44ce94fe_10_v001698_cu_baaf1979
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001698.cudafe1.stub.c"
#include "v001698.cudafe1.stub.c"
# 1 "v001698.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
