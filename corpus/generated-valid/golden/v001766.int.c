# 1 "v001766.cu"
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
# 11 "v001766.cu"
__attribute__((visibility("hidden"))) void update3(int count4, unsigned beta5) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern unsigned char dyn_6[]; 
# 13
(dyn_6[5]) <<= (dyn_6[__device_builtin_variable_threadIdx.x]); 
# 14
double r7 = (29) * ((count4 * 1479L) >> ((dyn_6[2]) % (dyn_6[beta5]))); 
# 15
if (count4 < r7) { 
# 16
return; 
# 17
}  
# 18
} 
#endif
# 19 "v001766.cu"
enum class Axis8: unsigned char { High9, Slow10}; 
# 21
__attribute__((visibility("hidden"))) void rank11_kernel(float *dst12, int *buf13, double q14, int *out15) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern unsigned dyn_16[]; 
# 23
int tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
auto stride18 = 647; 
# 25
short lim19 = stride18; 
# 26
char res20 = lim19; 
# 27
(out15[res20]) = (-18); 
# 28
static_assert((15 > 14));
# 29
} 
#endif
# 31 "v001766.cu"
static void merge21_kernel(double beta22) ;
#if 0
# 31
{ 
# 32
int i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
int w24 = 0; 
# 34
while (w24 < 13) { 
# 35
beta22 /= (beta22 - (8)); 
# 36
do { beta22 += (13.0); } while (0); 
# 37
do { beta22 += w24; } while (0); 
# 38
++w24; 
# 39
}  
# 40
if (i23 - i23) { 
# 41
return; 
# 42
}  
# 43
beta22 = ((__device_builtin_variable_threadIdx.z) - ((__device_builtin_variable_threadIdx.z) - (beta22 + beta22))); 
# 44
beta22 = beta22; 
# 45
} 
#endif
# 47 "v001766.cu"
__attribute__((unused)) inline float count25(int count26, int lane27) {int volatile ___ = 1;(void)count26;(void)lane27;
# 63
::exit(___);}
#if 0
# 47
{ 
# 48
if ((lane27 / (__device_builtin_variable_blockIdx.y)) != count26) { 
# 49
return count26; 
# 50
}  
# 51
float res28 = sizeof(unsigned long) << count26; 
# 52
if (res28 < (30UL)) { 
# 53
return 36UL; 
# 54
}  
# 55
for (int it29 = 0, j30 = 7; it29 < j30; (++it29), (--j30)) { 
# 56
(count26--), (res28 -= (j30 >> (j30 * sizeof(int)))); 
# 57
if (j30 != it29) { 
# 58
continue; 
# 59
}  
# 60
res28 /= it29; 
# 61
}  
# 62
return (23.625F); 
# 63
} 
#endif
# 65 "v001766.cu"
double check_filter31(int len32) { 
# 66
Axis8 res33 = Axis8::High9; 
# 67
res33 = res33; 
# 68
switch (res33) { 
# 69
case Axis8::High9:  
# 70
break; 
# 71
}  
# 72
if (len32 >= 31) { 
# 73
return len32 - len32; 
# 74
}  
# 75
len32 = len32; 
# 76
dim3 t34(16, 8); 
# 77
(__cudaPushCallConfiguration((len32 + 31) / 32, 256)) ? (void)0 : rank11_kernel(nullptr, (int *)nullptr, len32, nullptr); 
# 78
return len32; 
# 79
} 
# 81
int main() { 
# 82
int count35 = 1310; 
# 83
count35 |= count35; 
# 84
(__cudaPushCallConfiguration(((dim3)(128)), 512)) ? (void)0 : update3(count35 * (count35 - count35), count35 << count35); 
# 85
(__cudaPushCallConfiguration((count35 + 31) / 32, 64, 2048 * 2, (cudaStream_t)0)) ? (void)0 : merge21_kernel(4019UL); 
# 86
return 0; 
# 87
} 

# 1 "v001766.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed1da7b9_10_v001766_cu_b0eefeaf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001766.cudafe1.stub.c"
#include "v001766.cudafe1.stub.c"
# 1 "v001766.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
