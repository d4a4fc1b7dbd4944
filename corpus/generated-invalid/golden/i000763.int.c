# 1 "i000763.cu"
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
# 10 "i000763.cu"
static float check_shade2(char a3, long long a4, const int *coef5) 
# 11
{ 
# 12
if (a3 >= 11) { 
# 13
int iter6 = 0; 
# 14
while (iter6 < 9) { 
# 15
int pass7 = 0; 
# 16
while ((pass7 < iter6) && ((42) <= ((*coef5) - 17UL))) { 
# 17
static int t8 = (-36); 
# 18
static_assert((25 > 24), "size check");
# 19
++pass7; 
# 20
}  
# 21
++iter6; 
# 22
}  
# 23
}  
# 24
return ((coef5[0]) >> a3) + a4; 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void norm9_kernel(long a10) ;
#if 0
# 28
{ 
# 29
int idx11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
unsigned w12 = __device_builtin_variable_threadIdx.y; 
# 31
w12 = ((-idx11) - 47UL); 
# 32
} 
#endif
# 35 "i000763.cu"
__attribute__((visibility("hidden"))) void score13(double *__restrict__ buf14, int stride15, int len16, int len17) ;
#if 0
# 36
{ 
# 37
int i18 = __device_builtin_variable_threadIdx.x; 
# 38
if (i18 >= stride15) { 
# 39
return; 
# 40
}  
# 41
int pass19 = 0; 
# 42
if (!buf14) { 
# 43
goto done21; 
# 44
}  
# 45
do { 
# 46
int iter20 = 0; 
# 47
while ((iter20 < 11) && (((__device_builtin_variable_blockIdx.z) + (16)) < (3))) { 
# 48
stride15 = ((((int)49) - (iter20 - (*buf14))) + ((len17 + 29) << len16)); 
# 49
if (!(len17 == (buf14[0]))) { 
# 50
break; 
# 51
}  
# 52
++iter20; 
# 53
}  
# 54
++pass19; 
# 55
} while (pass19 < 14); 
# 56
done21:; ; 
# 57
} 
#endif
# 59 "i000763.cu"
static void pack22(int count23, const int *__restrict__ src24, int lane25) ;
#if 0
# 60
{ 
# 61
int gid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
const float k27 = __device_builtin_variable_blockIdx.x; 
# 63
count23 = ((3) + ((float)gid26)); 
# 64
lane25 = (27 + ((int)((*src24) + (__device_builtin_variable_blockIdx.z)))); 
# 65
} 
#endif
# 68 "i000763.cu"
float host_blend28(const unsigned char *coef29, int count30, float beta31) 
# 69
{ 
# 70
count30 = (coef29[count30]); 
# 71
int iter32 = 0; 
# 72
do { 
# 73
bool cnt33 = iter32 == iter32; 
# 74
++iter32; 
# 75
} while (iter32 < 3); 
# 76
(__cudaPushCallConfiguration((iter32 + 63) / 64, 512)) ? (void)0 : pack22((1) / beta31, reinterpret_cast< const int *>(coef29), -35); 
# 77
return count30 + ((double)(3.875)); 
# 78
} 
# 81
__attribute__((visibility("hidden"))) void kick34(unsigned *__restrict__ out35) ;
#if 0
# 82
{ 
# 83
__attribute__((unused)) extern unsigned long long dyn_36[]; 
# 84
int gid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 85
if (gid37 == (*out35)) { 
# 86
(out35[__device_builtin_variable_threadIdx.z]) = (*out35); 
# 87
}  
# 88
float res38 = __device_builtin_variable_blockIdx.x; 
# 89
float v39 = res38; 
# 90
short k40 = (-(-11)); 
# 91
int f41 = v39; 
# 92
int x42 = (f41 * (2750UL * f41)) << k40; 
# 93
} 
#endif
# 94 "i000763.cu"
__attribute((constant)) int misplaced_fn44() 
# 95
{ 
# 96
return 1; 
# 97
} 
# 99
int main() 
# 100
{ 
# 101
int count43 = 2370; 
# 102
(__cudaPushCallConfiguration(8, 64, 0)) ? (void)0 : kick34((unsigned *)nullptr); 
# 103
static_assert((6 > 5), "size check");
# 104
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : norm9_kernel((4 + count43) * (1002 - count43)); 
# 105
(__cudaPushCallConfiguration((count43 + 255) / 256, 512)) ? (void)0 : score13(nullptr, -27, count43 + (count43 * 49), -34); 
# 106
return 0; 
# 107
} 

# 1 "i000763.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa11865a_10_i000763_cu_2e57d575
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000763.cudafe1.stub.c"
#include "i000763.cudafe1.stub.c"
# 1 "i000763.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
