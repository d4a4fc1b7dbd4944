# 1 "v001840.cu"
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
# 10 "v001840.cu"
static float d_smooth3; 
# 11
static double g_gather4; 
# 13
template< class T, class U> __attribute__((unused)) T 
# 14
apply5(T p6, T q7, U *dst8) {int volatile ___ = 1;(void)p6;(void)q7;(void)dst8;
# 18
::exit(___);}
#if 0
# 14
{ 
# 15
T h9 = *dst8; 
# 16
--h9; 
# 17
return static_cast< char>(d_smooth3 - (p6 - q7)); 
# 18
} 
#endif
# 19 "v001840.cu"
enum State10 { FAST11, BLUE12, BLUE13, ADD14}; 
# 21
__attribute__((visibility("hidden"))) void fold15(const int *in16) ;
#if 0
# 21
{ 
# 22
int gid17 = __device_builtin_variable_threadIdx.x; 
# 23
if (in16 != (nullptr)) { 
# 24
for (int n18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n18 < 3; n18 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 25
if (((d_smooth3 += (-(17.875F))), n18) != n18) { 
# 26
return; 
# 27
}  
# 28
}  
# 29
d_smooth3 -= ((15 << (in16[__device_builtin_variable_blockIdx.y])) - (BLUE13)); 
# 30
d_smooth3++; 
# 31
}  
# 32
} 
#endif
# 34 "v001840.cu"
__attribute__((visibility("hidden"))) void bump19_kernel(const int *__restrict__ input20) ;
#if 0
# 34
{ 
# 35
int idx21 = __device_builtin_variable_threadIdx.x; 
# 36
float sum22 = __device_builtin_variable_blockDim.y; 
# 37
int hi23(sum22 + d_smooth3); 
# 38
float tmp24 = __device_builtin_variable_threadIdx.x; 
# 39
if (((float)d_smooth3) != (ADD14)) { 
# 40
return; 
# 41
}  
# 42
__attribute__((unused)) static unsigned sh_25; 
# 43
long hi26 = sh_25; 
# 44
sh_25--; 
# 45
} 
#endif
# 46 "v001840.cu"
static_assert(((8 * 2) == 16), "expected value");
# 48
template< class T> __attribute__((unused)) T 
# 49
decay27(T alpha28) {int volatile ___ = 1;(void)alpha28;
# 55
::exit(___);}
#if 0
# 49
{ 
# 50
alpha28 = (20 + alpha28); 
# 51
alpha28 = (64 << (__device_builtin_variable_warpSize + (__device_builtin_variable_gridDim.x))); 
# 52
__attribute__((unused)) static int sh_29[7][13]; 
# 53
float e30 = (alpha28 * (__device_builtin_variable_gridDim.y)) * 25; 
# 54
return __device_builtin_variable_blockIdx.x; 
# 55
} 
#endif
# 57 "v001840.cu"
__attribute__((visibility("hidden"))) void combine31(int count32) ;
#if 0
# 57
{ 
# 58
int i33 = __device_builtin_variable_threadIdx.x; 
# 59
__attribute__((unused)) static int sh_34[10][13]; 
# 60
(((sh_34[count32])[count32])--), (count32 = ((int)((__device_builtin_variable_blockDim.x) + count32))); 
# 61
int t35{((int)' ')}; 
# 62
for (int n36 = 0; n36 < i33; ++n36) { 
# 63
auto z37 = count32 + (count32 * ((float)(__device_builtin_variable_blockIdx.z))); 
# 64
z37--; 
# 65
}  
# 66
} 
#endif
# 68 "v001840.cu"
unsigned long long host_stencil38(signed char *__restrict__ acc39, int lane40) { 
# 69
unsigned char flag41{(14UL)}; 
# 70
--g_gather4; 
# 71
double q42 = (54); 
# 72
return acc39[0]; 
# 73
} 
# 74
enum Axis43 { SLOW44 = 3, HIGH45 = 9, ON46}; 
# 76
__attribute__((visibility("hidden"))) void warp47(float *__restrict__ dst48) ;
#if 0
# 76
{ 
# 77
unsigned idx49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
if ((d_smooth3 * (28LL)) > (61)) { 
# 79
return; 
# 80
}  
# 81
if (((__device_builtin_variable_blockDim.x) >> 8) >= (2)) { 
# 82
goto skip50; 
# 83
}  
# 84
d_smooth3 /= ((float)d_smooth3); 
# 85
d_smooth3 = (19.625F); 
# 86
d_smooth3--; 
# 87
skip50:; ; 
# 88
} 
#endif
# 90 "v001840.cu"
int main() { 
# 91
int size51 = 560; 
# 92
if ((size51 * size51) == sizeof(size_t)) { 
# 93
return __alignof__(int); 
# 94
}  
# 95
g_gather4 = ((27 * size51) >> size51); 
# 96
(__cudaPushCallConfiguration(256, (BLUE13) + ((BLUE13) + 60))) ? (void)0 : bump19_kernel(&size51); 
# 97
Axis43 v52 = SLOW44; 
# 98
g_gather4 = size51; 
# 99
(__cudaPushCallConfiguration((size51 + 63) / 64, 512)) ? (void)0 : fold15(nullptr); 
# 100
(__cudaPushCallConfiguration(BLUE13, 4 * ((ADD14) + ((BLUE12) + 4)), ((SLOW44) + 253) * ((SLOW44) + (BLUE12)))) ? (void)0 : combine31(g_gather4 - (static_cast< float>(size51))); 
# 101
(__cudaPushCallConfiguration(512, 256, sizeof(float) * (128))) ? (void)0 : warp47(nullptr); 
# 102
return 0; 
# 103
} 

# 1 "v001840.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43e019d0_10_v001840_cu_3b41b4a2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001840.cudafe1.stub.c"
#include "v001840.cudafe1.stub.c"
# 1 "v001840.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
