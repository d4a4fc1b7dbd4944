# 1 "v000075.cu"
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
# 18 "v000075.cu"
constexpr unsigned TILE7 = (sizeof(int) * (3 + 1)); 
# 20
__attribute((always_inline)) __attribute__((unused)) inline unsigned split8(int count9) {int volatile ___ = 1;(void)count9;
# 27
::exit(___);}
#if 0
# 20
{ 
# 21
if ((count9 + 3993) < (count9 * (4 % count9))) { 
# 22
count9 = ('A'); 
# 23
++count9; 
# 24
int idx10 = (((count9 += count9), (TILE7 ^ count9))); 
# 25
}  
# 26
return (TILE7 & count9) * ((+count9) + (__device_builtin_variable_blockIdx.x)); 
# 27
} 
#endif
# 29 "v000075.cu"
__attribute__((visibility("hidden"))) void filter11(size_t *dst12, int *__restrict__ acc13, float *dst14, const float *__restrict__ coef15) ;
#if 0
# 29
{ 
# 30
static_assert((sizeof(int) == (4)), "expected value");
# 31
int k16{64}; 
# 32
} 
#endif
# 34 "v000075.cu"
struct Tile17 { 
# 35
float val18; 
# 36
float w19; 
# 37
unsigned weight20; 
# 38
bool id21; 
# 39
}; 
# 40
static float d_weigh22[16]; 
# 42
__attribute__((visibility("hidden"))) void shade23(int lane24, bool cfg25, const unsigned char *in26) ;
#if 0
# 42
{ 
# 43
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
int pass28 = 0; 
# 45
while (pass28 < tid27) { 
# 47
#pragma unroll
for (
# 47
int j29 = 0; j29 < lane24; ++j29) { 
# 48
if ((cfg25 < (cfg25 + (d_weigh22[__device_builtin_variable_gridDim.x]))) && (split8(62ULL) == (in26[4]))) { 
# 49
static_assert((49 == 49));
# 50
constexpr long off30 = (8 + 46); 
# 51
}  
# 52
}  
# 53
++pass28; 
# 54
}  
# 55
} 
#endif
# 57 "v000075.cu"
template< class T> 
# 58
struct Acc31 { 
# 59
T vel32; 
# 60
double w33; 
# 61
int flag34; 
# 62
int reset35() const { 
# 63
return 33; 
# 64
} 
# 65
}; 
# 67
__attribute__((visibility("hidden"))) void rank36_kernel(int stride37, const double *coef38, const float *src39, const size_t *src40) ;
#if 0
# 67
{ 
# 68
int tid41 = __device_builtin_variable_threadIdx.x; 
# 69
if ((__device_builtin_variable_gridDim.y) << tid41) { 
# 70
goto finish46; 
# 71
}  
# 72
if (tid41 >= stride37) { 
# 73
return; 
# 74
}  
# 75
switch (tid41 * (__device_builtin_variable_threadIdx.x)) { 
# 76
case 2 * (3 + 2):  { 
# 77
for (int it42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it42 < 16; it42 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 78
Acc31< long>  base43 = {8L, (3.0), (4826UL)}; 
# 79
}  
# 80
float stride44 = (d_weigh22[stride37 & 15]) / (((src40[stride37]) - TILE7) - (split8(sizeof(double)))); 
# 81
break; 
# 82
} 
# 83
}  
# 84
if (((int)((src39[tid41]) * (957U))) >= (((d_weigh22[9]) += (__device_builtin_variable_gridDim.x)), (__device_builtin_variable_blockIdx.y))) { 
# 85
stride37 = ((int)((stride37 == 50) ? split8(stride37) : ((src40[0]) - (*src39)))); 
# 86
auto lo45 = split8((*src40) * (__device_builtin_variable_threadIdx.z)); 
# 87
}  
# 88
finish46:; ; 
# 89
} 
#endif
# 91 "v000075.cu"
int main() { 
# 92
int n47 = 3605; 
# 93
n47 = ('A'); 
# 94
if ((n47 - n47) == TILE7) { 
# 95
return TILE7; 
# 96
}  
# 97
(__cudaPushCallConfiguration((n47 + 255) / 256, dim3(32, (n47 + 255) / 256), sizeof(float) * (128))) ? (void)0 : filter11((unsigned long *)nullptr, (int *)nullptr, (float *)nullptr, (const float *)nullptr); 
# 98
(__cudaPushCallConfiguration(((dim3)((n47 + 127) / 128)), 1 << (3 + 4))) ? (void)0 : shade23(n47, n47 != n47, (const unsigned char *)nullptr); 
# 99
(__cudaPushCallConfiguration((n47 + 127) / 128, 128)) ? (void)0 : rank36_kernel(sizeof(float), (const double *)nullptr, (const float *)nullptr, (const unsigned long *)nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v000075.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79ba1aeb_10_v000075_cu_58288629
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000075.cudafe1.stub.c"
#include "v000075.cudafe1.stub.c"
# 1 "v000075.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
