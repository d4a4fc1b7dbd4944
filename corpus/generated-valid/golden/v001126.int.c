# 1 "v001126.cu"
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
# 11 "v001126.cu"
__attribute__((visibility("hidden"))) void pivot4_kernel(int len5, int *acc6, float *out7) ;
#if 0
# 12
{ 
# 13
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (((__device_builtin_variable_gridDim.x) ^ idx8) != (out7[idx8 & 7])) { 
# 15
goto skip12; 
# 16
}  
# 17
if (((acc6[0]) + (acc6[7])) & 1) { 
# 18
return; 
# 19
}  
# 20
for (int j9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j9 < 16; j9 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 21
unsigned long h10 = *acc6; 
# 22
constexpr unsigned long acc11 = (29); 
# 23
}  
# 24
skip12:; ; 
# 25
} 
#endif
# 26 "v001126.cu"
constexpr int host_spread13(int n14, unsigned char alpha15) 
# 27
{ 
# 28
n14 = ((n14 += 16), (alpha15 + (20U + n14))); 
# 29
return -13LL; 
# 30
} 
# 31
__attribute__((visibility("hidden"))) void kick16(char p17, int lane18, bool q19) ;
#if 0
# 32
{ 
# 33
int tid20 = __device_builtin_variable_threadIdx.x; 
# 34
int cnt21 = p17; 
# 35
for (int it22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it22 < tid20; it22 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 36
int u23 = q19 ? 10 : lane18; 
# 37
}  
# 38
(lane18--), (p17 = (sizeof(int))); 
# 39
q19 = (((p17 % p17) / q19) <= (__device_builtin_variable_threadIdx.z)); 
# 40
if (q19 < tid20) { 
# 41
return; 
# 42
}  
# 43
} 
#endif
# 44 "v001126.cu"
constexpr long TILE24 = (256); 
# 45
constexpr double kL25 = (2.5); 
# 46
enum Op26: int { RED27 = 2, BLUE28 = 8, RED29 = 10, HIGH30 = 14}; 
# 47
__attribute__((visibility("hidden"))) void smooth31(const signed char *src32, const unsigned short *input33, float *dst34) ;
#if 0
# 48
{ 
# 49
int i35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
__attribute__((unused)) static int sh_36[((RED29) + 22) * 4]; 
# 51
(dst34[0]) = (-(13.625F)); 
# 52
} 
#endif
# 53 "v001126.cu"
__attribute__((visibility("hidden"))) void clamp37(int *acc38) ;
#if 0
# 54
{ 
# 55
int tid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if ((*acc38) <= 57) { 
# 57
goto done40; 
# 58
}  
# 59
switch (tid39 & 1217L) { 
# 60
case (RED27) + ((RED27) + 1):  
# 61
((acc38[tid39 & 7])--), ((acc38[2]) = ((tid39 > (TILE24 & (__device_builtin_variable_blockDim.x))) ? 5ULL : (((__device_builtin_variable_blockDim.x) == tid39) ? tid39 ^ (RED29) : ((BLUE28) / tid39)))); 
# 62
break; 
# 63
case 7:  
# 64
(++(*acc38)), ((acc38[7]) = (kL25 + (acc38[2]))); 
# 65
(acc38[__device_builtin_variable_threadIdx.z])++; 
# 66
break; 
# 67
case BLUE28:  
# 68
break; 
# 69
case 1:  
# 70
break; 
# 71
default:  
# 72
break; 
# 73
}  
# 74
done40:; ; 
# 75
} 
#endif
# 76 "v001126.cu"
void shade41(double *dst42, Op26 cfg43) 
# 77
{ 
# 78
for (int j44 = 0; j44 < 16; j44++) { 
# 79
if (cfg43 == (+cfg43)) { 
# 80
switch (cfg43 + j44) { 
# 81
case (RED29) + 1:  
# 82
break; 
# 83
default:  
# 84
host_spread13(host_spread13(j44, cfg43) + (5 * j44), (((*dst42) += ((20.625F))), 21UL)); 
# 85
break; 
# 86
}  
# 87
Op26 sum45 = cfg43; 
# 88
}  
# 89
}  
# 90
} 
# 91
int main() 
# 92
{ 
# 93
int size46 = 316; 
# 94
size46++; 
# 95
int idx47 = ~((static_cast< long>(TILE24)) % (static_cast< long>(size46))); 
# 96
size46 = idx47; 
# 97
size46 = (-25L); 
# 98
(__cudaPushCallConfiguration((BLUE28) * ((RED27) + ((RED27) + 4)), 32)) ? (void)0 : pivot4_kernel((58) - (size46 ^ TILE24), &idx47, nullptr); 
# 99
(__cudaPushCallConfiguration((size46 + 31) / 32, 16 * 2, 0, nullptr)) ? (void)0 : kick16((TILE24 / size46) + (host_spread13(idx47, 22L)), static_cast< int>((size46 != idx47) ? size46 : 55), size46 != ((size46 <= size46) ? 3149 : 32)); 
# 100
(__cudaPushCallConfiguration((RED27) + 126, 512, 0, (cudaStream_t)0)) ? (void)0 : smooth31(nullptr, (const unsigned short *)nullptr, nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v001126.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cec4e264_10_v001126_cu_a496a194
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001126.cudafe1.stub.c"
#include "v001126.cudafe1.stub.c"
# 1 "v001126.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
