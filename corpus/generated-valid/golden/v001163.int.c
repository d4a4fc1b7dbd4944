# 1 "v001163.cu"
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
# 11 "v001163.cu"
static void update6_kernel(int lane7, const short *coef8) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern int dyn_9[]; 
# 13
int q10 = (lane7 + (dyn_9[lane7])) >> (dyn_9[7]); 
# 14
int pass11 = 0; 
# 15
while (pass11 < 3) { 
# 16
__attribute__((unused)) static float sh_12[128]; 
# 17
--q10; 
# 18
++pass11; 
# 19
}  
# 20
int w13 = 40 + ((lane7 < pass11) ? pass11 : __device_builtin_variable_warpSize); 
# 21
} 
#endif
# 24 "v001163.cu"
__attribute__((visibility("hidden"))) void apply14_kernel(int *dst15, int lane16, short *data17) ;
#if 0
# 24
{ 
# 25
lane16 = ((30L + ((__device_builtin_variable_threadIdx.x) * (32))) >> ((dst15[1]) + 1372L)); 
# 26
(data17[3])--; 
# 27
int sum18 = lane16; 
# 28
__attribute__((unused)) static float sh_19[3][10]; 
# 29
} 
#endif
# 30 "v001163.cu"
static float d_apply20; 
# 31
int g_fold21[] = {(-32), 12, 54}; 
# 34
__attribute__((visibility("hidden"))) void clamp22(const char *src23) ;
#if 0
# 34
{ 
# 35
int i24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
for (int it25 = 0; it25 < 10; ++it25) { 
# 37
d_apply20 += ((char)(*src23)); 
# 38
d_apply20 /= (src23[6]); 
# 39
}  
# 40
int w26 = 0; 
# 41
while (w26 < i24) { 
# 42
bool idx27 = ((src23[__device_builtin_variable_blockDim.y]) << (*src23)) >= ('A'); 
# 43
d_apply20 -= (i24 % 8); 
# 44
++w26; 
# 45
}  
# 46
} 
#endif
# 48 "v001163.cu"
__attribute__((visibility("hidden"))) void count28_kernel(float p29, float *acc30, const int *in31) ;
#if 0
# 48
{ 
# 49
int gid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
d_apply20 = (857L); 
# 51
d_apply20 *= d_apply20; 
# 52
--p29; 
# 53
float tmp33 = ((((in31[gid32]) && ((in31[gid32]) <= 54)) ? '\000' : 'z') < d_apply20) ? ((32) - (__device_builtin_variable_gridDim.y)) * (32) : ((32) * (*acc30)); 
# 54
} 
#endif
# 55 "v001163.cu"
enum class Level34: long { Idle35 = 3L, Off36}; 
# 57
float relax37(int len38, short beta39) { 
# 58
(g_fold21[0]) |= beta39; 
# 59
if ((g_fold21[len38]) != len38) { 
# 60
return len38 + len38; 
# 61
}  
# 62
dim3 w40((len38 + 31) / 32, (len38 + 31) / 32); 
# 63
for (int n41 = 0; n41 < 15; ++n41) { 
# 64
if (len38 >= len38) { 
# 65
break; 
# 66
}  
# 67
}  
# 68
if (((g_fold21[len38]) >= (g_fold21[0])) && ((g_fold21[1]) < 26U)) { 
# 69
return beta39; 
# 70
}  
# 71
dim3 h42(1, (len38 + 255) / 256, 1 << 7); 
# 72
return 17UL << (len38 - 3635); 
# 73
} 
# 74
enum class Kind43 { On44, Off45, Slow46}; 
# 76
static void reduce47(float cfg48, Kind43 beta49, int n50, const float *src51) ;
#if 0
# 76
{ 
# 77
int gid52 = __device_builtin_variable_threadIdx.x; 
# 78
if (gid52 >= n50) { 
# 79
return; 
# 80
}  
# 81
cfg48 -= (__device_builtin_variable_gridDim.x); 
# 82
for (int i53 = 0; i53 < gid52; i53++) { 
# 83
n50 += gid52; 
# 84
__attribute__((unused)) static unsigned sh_54[16]; 
# 85
n50 >>= (((('#') * n50) - (i53 * 5)) + n50); 
# 86
}  
# 87
cfg48 = gid52; 
# 88
} 
#endif
# 90 "v001163.cu"
int main() { 
# 91
int len55 = 868; 
# 92
(g_fold21[len55]) = (35L); 
# 93
(g_fold21[len55]) &= 6U; 
# 94
(g_fold21[len55]) ^= 9L; 
# 95
Kind43 u56 = Kind43::Off45; 
# 96
(__cudaPushCallConfiguration(((dim3)((len55 + 63) / 64)), 1 << 6)) ? (void)0 : clamp22(nullptr); 
# 97
const char *stride57 = ("x=%d_tail"); 
# 98
(__cudaPushCallConfiguration(1 << 5, 256 * 2)) ? (void)0 : update6_kernel(g_fold21[2], (const short *)nullptr); 
# 99
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : apply14_kernel(nullptr, stride57[0], (short *)nullptr); 
# 100
(__cudaPushCallConfiguration(dim3(16, (len55 + 127) / 128), 64)) ? (void)0 : count28_kernel(sizeof(float) + (stride57[1]), nullptr, &len55); 
# 101
return 0; 
# 102
} 

# 1 "v001163.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0c9ab496_10_v001163_cu_f0a1a770
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001163.cudafe1.stub.c"
#include "v001163.cudafe1.stub.c"
# 1 "v001163.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
