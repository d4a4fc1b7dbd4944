# 1 "v000334.cu"
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
# 17 "v000334.cu"
__attribute__((visibility("hidden"))) void bump7_kernel(int lane8) ;
#if 0
# 18
{ 
# 19
int tid9 = __device_builtin_variable_threadIdx.x; 
# 20
if (tid9 >= lane8) { 
# 21
return; 
# 22
}  
# 23
(lane8++), (lane8 = 15); 
# 24
__attribute__((unused)) static int sh_10[128]; 
# 25
if ((lane8 <= (sh_10[lane8])) || ((__device_builtin_variable_blockDim.x) <= (__device_builtin_variable_threadIdx.x))) { 
# 26
return; 
# 27
}  
# 28
__attribute__((unused)) static short sh_11[32]; 
# 29
} 
#endif
# 30 "v000334.cu"
enum class Phase12 { Blue13 = 2, Red14}; 
# 32
__attribute__((visibility("hidden"))) void split15(const signed char *coef16) ;
#if 0
# 33
{ 
# 34
int gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
auto u18 = gid17; 
# 36
if ((__device_builtin_variable_blockDim.y) == ((coef16[u18 & 7]) + u18)) { 
# 37
if (gid17 != 52) { 
# 38
unsigned long z19 = ('A') - (__device_builtin_variable_blockIdx.x); 
# 39
z19 = (gid17 / ((3874L - (coef16[6])) & (60L + u18))); 
# 40
} else { 
# 41
}  
# 42
}  
# 43
} 
#endif
# 45 "v000334.cu"
void shade20(Phase12 alpha21, const unsigned *src22, int lane23) 
# 46
{ 
# 47
int base24 = (4UL); 
# 48
bool w25 = (lane23 + 2564LL) < lane23; 
# 49
lane23 = (-1292); 
# 50
alpha21 = Phase12::Blue13; 
# 51
base24--; 
# 52
} 
# 53
static int d_sweep26; 
# 55
__attribute__((visibility("hidden"))) void smooth27(float *acc28, float *out29, unsigned short *dst30, int *data31) ;
#if 0
# 56
{ 
# 57
constexpr char idx32 = (5); 
# 58
unsigned q33 = (18); 
# 59
auto lo34 = (54 | (d_sweep26 + (data31[3]))) + ((int)(((acc28[__device_builtin_variable_threadIdx.z]) == (dst30[0])) ? 14UL : (data31[d_sweep26]))); 
# 60
} 
#endif
# 62 "v000334.cu"
long filter35(const long *coef36, float beta37, int stride38) 
# 63
{ 
# 64
beta37 = beta37; 
# 65
switch ((int)stride38) { 
# 66
case 2:  
# 67
shade20(Phase12::Blue13, nullptr, (21) * beta37); 
# 68
shade20(Phase12::Blue13, reinterpret_cast< const unsigned *>(coef36), 59 - stride38); 
# 69
[[fallthrough]] ; 
# 70
case 10:  
# 71
if ((stride38 & stride38) & 1) { 
# 72
break; 
# 73
}  
# 74
break; 
# 75
default:  
# 76
break; 
# 77
}  
# 78
return 15U; 
# 79
} 
# 81
void host_tally39(Phase12 beta40, int stride41) 
# 82
{ 
# 83
auto fn43 = [](auto val42) { 
# 84
val42 = 42; 
# 85
val42 = 44U; 
# 86
return val42 * 2; 
# 87
} ; typedef decltype(fn43) __T0;
# 88
if (16 > (+stride41)) { 
# 89
return; 
# 90
}  
# 91
Phase12 v44 = beta40; 
# 92
unsigned idx45[5]{static_cast< unsigned>(stride41), (47), 6U, static_cast< unsigned>(stride41), 5U}; 
# 93
switch (filter35(nullptr, 31, stride41)) { 
# 94
case 3:  { 
# 95
auto off46 = 47; 
# 96
break; 
# 97
} 
# 98
default:  
# 99
(__cudaPushCallConfiguration((stride41 + 255) / 256, 128, sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : smooth27(nullptr, static_cast< float *>(nullptr), (unsigned short *)nullptr, &stride41); 
# 100
break; 
# 101
}  
# 102
} 
# 104
int main() 
# 105
{ 
# 106
int size47 = 3640; 
# 107
size47 = 2; 
# 108
Phase12 m48 = Phase12::Red14; 
# 109
(__cudaPushCallConfiguration(2, 64, 0, (cudaStream_t)0)) ? (void)0 : bump7_kernel(-2); 
# 110
(__cudaPushCallConfiguration(256, 16 * 2, 0, (cudaStream_t)0)) ? (void)0 : split15(nullptr); 
# 111
return 0; 
# 112
} 

# 1 "v000334.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b212a9e0_10_v000334_cu_05347c5b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000334.cudafe1.stub.c"
#include "v000334.cudafe1.stub.c"
# 1 "v000334.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
