# 1 "v000583.cu"
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
# 12 "v000583.cu"
int stencil5(int n6) { 
# 13
n6 = (n6 - (((2 * n6) + n6) + (n6 / n6))); 
# 14
float base7 = (4.75F); 
# 15
base7 -= ((float)8); 
# 16
bool sum8 = ((2 * n6) + 8) < (n6 + (static_cast< unsigned>(54))); 
# 17
if ((sum8 * 20) > (12L % sum8)) { 
# 18
n6 = (61L); 
# 19
int cnt9 = n6 / 21U; 
# 20
}  
# 21
return n6 - sum8; 
# 22
} 
# 24
template< class T> 
# 25
struct Sample10 { 
# 26
T hi11; 
# 27
T apply12() const { 
# 28
return ((2 * (hi11)) + 55UL); 
# 29
} 
# 30
}; 
# 32
constexpr int merge13(int count14) { 
# 33
return ~count14; 
# 34
} 
# 36
__attribute__((visibility("hidden"))) void lerp15_kernel(int *data16, float *out17) ;
#if 0
# 36
{ 
# 37
if (!((out17[(__device_builtin_variable_threadIdx.y) & (7)]) < ('\n'))) { 
# 38
return; 
# 39
}  
# 40
if (((short)(__device_builtin_variable_blockDim.x)) == (out17[__device_builtin_variable_gridDim.y])) { 
# 41
return; 
# 42
}  
# 43
for (int n18 = 0; n18 < 4; ++n18) { 
# 44
++(*data16); 
# 45
if (int res19 = 8 + n18; ((*data16) < n18) && ((*data16) >= (__device_builtin_variable_threadIdx.x)) && ((n18 - 8) < 47)) { 
# 46
(data16[(__device_builtin_variable_blockIdx.x) & (7)]) = (+(static_cast< int>(res19))); 
# 47
Sample10< unsigned>  k20{(25)}; 
# 48
} else { if (const int lim21 = ~((n18 | res19) + (n18 % 40)); !(((*data16) % 53U) == lim21)) { 
# 49
} else { 
# 50
}  }  
# 51
}  
# 52
} 
#endif
# 54 "v000583.cu"
__attribute__((visibility("hidden"))) void lerp22_kernel(const float *__restrict__ input23, unsigned char *__restrict__ dst24, unsigned long p25) ;
#if 0
# 54
{ 
# 55
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
for (int j27 = 0; j27 < 8; ++j27) { 
# 57
unsigned short f28 = ((input23[5]) * idx26) + p25; 
# 58
(dst24[7]) &= 63U; 
# 59
long long *r29 = reinterpret_cast< long long *>(dst24); 
# 60
}  
# 61
} 
#endif
# 64 "v000583.cu"
__attribute__((visibility("hidden"))) void relax30_kernel(int *data31) ;
#if 0
# 64
{ 
# 65
__attribute__((unused)) extern float dyn_32[]; 
# 66
(dyn_32[3]) -= (788); 
# 68
#pragma unroll
for (
# 68
int j33 = 0; j33 < 4; j33++) { 
# 70
#pragma unroll 8
for (
# 70
int n34 = 0; n34 < 16; n34++) { 
# 71
(*data31) ^= (static_cast< short>(27UL)); 
# 72
if (49 == (*data31)) { 
# 73
if (j33) { 
# 74
break; 
# 75
}  
# 76
unsigned res35 = ~(13 * j33); 
# 77
}  
# 78
}  
# 79
}  
# 80
} 
#endif
# 82 "v000583.cu"
constexpr int tally36(int count37, float q38) { 
# 83
count37 %= (static_cast< unsigned>(count37)); 
# 84
return static_cast< int>(12); 
# 85
} 
# 87
int main() { 
# 88
int len39 = 530; 
# 89
for (int it40 = 8; it40 > 0; --it40) { 
# 90
if (int u41 = ((char)23); it40 == (len39 & it40)) { 
# 91
if (59 == u41) { 
# 92
break; 
# 93
}  
# 94
if (u41 == u41) { 
# 95
continue; 
# 96
}  
# 97
Sample10< unsigned>  lo42 = Sample10< unsigned> {(static_cast< unsigned>(2596))}; 
# 98
} else { 
# 99
unsigned long res43 = (long)(u41 + ('0')); 
# 100
}  
# 101
}   
# 102
(__cudaPushCallConfiguration((len39 + 255) / 256, 256, sizeof(float) * (64))) ? (void)0 : lerp15_kernel(nullptr, (float *)nullptr); 
# 103
(__cudaPushCallConfiguration(8 + (8 + (8 + 40)), 8 + (8 + 112))) ? (void)0 : lerp22_kernel(nullptr, nullptr, 1831 - ((2 * len39) + 60)); 
# 104
(__cudaPushCallConfiguration(128, 8 + (8 + (8 + 488)))) ? (void)0 : relax30_kernel(nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v000583.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8e4c4355_10_v000583_cu_9165b576
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000583.cudafe1.stub.c"
#include "v000583.cudafe1.stub.c"
# 1 "v000583.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
