# 1 "v002016.cu"
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
# 17 "v002016.cu"
typedef float real6_t; 
# 19
__attribute__((visibility("hidden"))) void filter7(unsigned alpha8, char alpha9, double *data10, double *acc11) ;
#if 0
# 19
{ 
# 20
unsigned gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
alpha8 <<= 6; 
# 22
real6_t h13 = (7UL % gid12) * alpha9; 
# 23
for (int it14 = 0; it14 < 2; it14++) { 
# 24
unsigned short u15 = gid12 * ((float)(17.875F)); 
# 25
(data10[__device_builtin_variable_threadIdx.z]) = (sizeof(signed char)); 
# 26
}  
# 27
} 
#endif
# 28 "v002016.cu"
enum Op16 { BLUE17 = 3, RED18, MUL19}; 
# 30
static void combine20(int len21, const real6_t *input22) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern unsigned dyn_23[]; 
# 32
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (idx24 < (len21 * idx24)) { 
# 34
return; 
# 35
}  
# 36
char e25 = (((len21 - (dyn_23[__device_builtin_variable_blockDim.x])) < (2)) ? len21 << len21 : (idx24 * 127)) + ((dyn_23[6]) % (8)); 
# 37
if ((idx24 == 21) ? 28 : (dyn_23[__device_builtin_variable_threadIdx.z])) { 
# 38
goto finish26; 
# 39
}  
# 40
--len21; 
# 41
finish26:; ; 
# 42
} 
#endif
# 44 "v002016.cu"
__attribute__((visibility("hidden"))) void clamp27(const signed char *coef28, double *data29, int lane30) ;
#if 0
# 44
{ 
# 45
unsigned i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
#pragma unroll
for (
# 47
int n32 = 0; n32 < 10; n32 += 4) { 
# 48
int *s33 = &lane30; 
# 49
__attribute__((unused)) static real6_t sh_34[16 * 2]; 
# 50
}  
# 51
} 
#endif
# 52 "v002016.cu"
enum Kind35 { HIGH36, BUSY37, RED38 = 3}; 
# 53
enum Axis39 { 
# 54
LOW40, 
# 55
IDLE41 = 5, 
# 56
SLOW42, 
# 57
MUL43, 
# 58
BLUE44
# 59
}; 
# 61
__attribute__((visibility("hidden"))) void step45(int stride46, int lane47, float cfg48) ;
#if 0
# 61
{ 
# 62
int gid49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
if (gid49 >= lane47) { 
# 64
return; 
# 65
}  
# 67
#pragma unroll
for (
# 67
int i50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i50 < stride46; i50 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 68
if (gid49 != 19) { 
# 69
continue; 
# 70
}  
# 71
}  
# 72
int cnt51[8] = {gid49, 2714, lane47, (21UL), 40, 11, 16, 2985}; 
# 73
lane47 = (3219UL); 
# 74
int w52 = (int)((__device_builtin_variable_blockIdx.z) - (stride46 * 16)); 
# 75
__attribute__((unused)) static double sh_53; 
# 76
if ((w52 == (__device_builtin_variable_blockDim.x)) && (w52 & 1)) { 
# 77
goto out54; 
# 78
}  
# 79
if (gid49 <= (static_cast< int>(lane47))) { 
# 80
return; 
# 81
}  
# 82
out54:; ; 
# 83
} 
#endif
# 85 "v002016.cu"
int main() { 
# 86
int count55 = 482; 
# 87
count55 = ((unsigned)count55); 
# 88
count55--; 
# 89
(__cudaPushCallConfiguration(8 * 2, 512, sizeof(float) * (256), 0)) ? (void)0 : filter7(count55 % 8, -127, (double *)nullptr, nullptr); 
# 90
(__cudaPushCallConfiguration((count55 + 31) / 32, (MUL19) + 27, sizeof(double) * (256), 0)) ? (void)0 : clamp27((const signed char *)nullptr, static_cast< double *>(nullptr), 54); 
# 91
const char *w56 = ("a\tb"); 
# 92
(__cudaPushCallConfiguration((count55 + 63) / 64, 1 << ((IDLE41) + 2))) ? (void)0 : combine20(count55 % 8, nullptr); 
# 93
(__cudaPushCallConfiguration((count55 + 31) / 32, (16 + (16 + (16 + (16 + 64)))) + ((BLUE44) + 120))) ? (void)0 : step45(-count55, sizeof(int), w56[0]); 
# 94
return 0; 
# 95
} 

# 1 "v002016.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__73d0518c_10_v002016_cu_3f2d278b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002016.cudafe1.stub.c"
#include "v002016.cudafe1.stub.c"
# 1 "v002016.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
