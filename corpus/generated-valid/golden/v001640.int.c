# 1 "v001640.cu"
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
# 11 "v001640.cu"
__attribute__((visibility("hidden"))) void grow6(unsigned char *buf7, const float *__restrict__ in8, float p9) ;
#if 0
# 11
{ 
# 12
p9 += (p9 + p9); 
# 13
if ((51) <= (*in8)) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 17 "v001640.cu"
enum class Op10 { Low11 = 2, Blue12 = 4, Fast13, Low14 = 10}; 
# 18
constexpr int DEPTH15 = 16; 
# 20
__attribute__((visibility("hidden"))) void grow16_kernel(unsigned *__restrict__ dst17) ;
#if 0
# 20
{ 
# 21
bool lim18 = (*dst17) * ((980) | (dst17[1])); 
# 22
auto r19 = (2800) | (*dst17); 
# 23
} 
#endif
# 25 "v001640.cu"
constexpr int check_stencil20(int n21) { 
# 26
n21 = n21; 
# 27
return n21; 
# 28
} 
# 30
namespace _GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d1 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d1; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d1 __attribute__((visibility("hidden")))  { 
# 31
void merge22_kernel(int len23) ;
#if 0
# 31
{ 
# 32
if (((long)len23) < DEPTH15) { 
# 33
if (double val24{((3.625F))}; val24 != (7U)) { 
# 34
if (((len23 | 41) + DEPTH15) == (len23 / 2)) { 
# 35
float hi25 = (len23 > len23) ? len23 : len23; 
# 36
hi25++; 
# 37
}  
# 38
}  
# 39
len23 *= len23; 
# 40
++len23; 
# 41
} else { 
# 42
}  
# 43
} 
#endif
# 45 "v001640.cu"
void bump26_kernel(const unsigned *in27, int *__restrict__ out28, long q29) ;
#if 0
# 45
{ 
# 46
q29 |= ((long)((q29 - (4411)) - (out28[0]))); 
# 47
Op10 acc30 = Op10::Fast13; 
# 48
for (int it31 = 0; it31 < q29; ++it31) { 
# 49
q29 %= (((it31 * it31) * DEPTH15) | (it31 * it31)); 
# 50
(*out28)--; 
# 51
}  
# 52
q29 = (DEPTH15 % q29); 
# 53
int v32 = DEPTH15; 
# 54
} 
#endif
# 55 "v001640.cu"
}
# 57
void score33(unsigned *out34) { 
# 58
dim3 h35(128, 32 * 4, sizeof(int) * (128)); 
# 59
if (out34 == (nullptr)) { 
# 60
goto skip36; 
# 61
}  
# 62
(out34[0]) = DEPTH15; 
# 63
if (check_stencil20((out34[2]) + (*out34)) <= 4) { 
# 64
(__cudaPushCallConfiguration(h35, 128, 0, nullptr)) ? (void)0 : grow16_kernel(out34); 
# 65
(*out34) += ((((long)(out34[2])) - DEPTH15) | DEPTH15); 
# 66
} else { 
# 67
(__cudaPushCallConfiguration(dim3(2 * 2, 1), sizeof(float) * (32))) ? (void)0 : bump26_kernel((const unsigned *)nullptr, (int *)nullptr, check_stencil20((out34[3]) * (out34[0]))); 
# 68
}  
# 69
skip36:; ; 
# 70
} 
# 71
int g_shade37 = (DEPTH15 + 12); 
# 73
__attribute__((visibility("hidden"))) void kick38(long long *__restrict__ acc39) ;
#if 0
# 73
{ 
# 74
__attribute__((unused)) extern float dyn_40[]; 
# 75
if ((dyn_40[6]) < (11ULL)) { 
# 76
Op10 e41 = Op10::Low11; 
# 77
(dyn_40[7])--; 
# 78
}  
# 79
} 
#endif
# 81 "v001640.cu"
__attribute__((visibility("hidden"))) void filter42_kernel(double *__restrict__ data43, const int *__restrict__ input44) ;
#if 0
# 81
{ 
# 82
__attribute__((unused)) extern float dyn_45[]; 
# 83
if ((input44[0]) != ((sizeof(int)) + (dyn_45[3]))) { 
# 84
if ((dyn_45[7]) >= (input44[2])) { 
# 85
(data43[7]) -= (-(*input44)); 
# 86
} else { if ((input44[1]) <= DEPTH15) { 
# 87
return; 
# 88
}  }  
# 89
} else { 
# 90
}  
# 91
} 
#endif
# 93 "v001640.cu"
int main() { 
# 94
int len46 = 1142; 
# 95
if (check_stencil20(check_stencil20(g_shade37)) >= (DEPTH15 * len46)) { 
# 96
for (int i47 = 0; i47 < len46; i47++) { 
# 97
if ((check_stencil20(check_stencil20(g_shade37))) != 31L) { 
# 98
float u48 = ('z') ^ (check_stencil20(i47) * 2); 
# 99
g_shade37 |= 3017; 
# 100
}  
# 101
}  
# 102
}  
# 103
(__cudaPushCallConfiguration(dim3(64, sizeof(int) * (2), (g_shade37 + 255) / 256), 32)) ? (void)0 : grow6((unsigned char *)nullptr, nullptr, g_shade37); 
# 104
(__cudaPushCallConfiguration(dim3(2 * 4, (DEPTH15 + 48) * 4, DEPTH15 + (DEPTH15 + 480)), sizeof(unsigned) * (8))) ? (void)0 : merge22_kernel(48 * (-g_shade37)); 
# 105
(__cudaPushCallConfiguration(2, 16 * 2)) ? (void)0 : kick38(nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v001640.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79ea78a0_10_v001640_cu_ffacd7d1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001640.cudafe1.stub.c"
#include "v001640.cudafe1.stub.c"
# 1 "v001640.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
