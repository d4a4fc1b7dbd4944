# 1 "v000320.cu"
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
# 9 "v000320.cu"
__attribute__((visibility("hidden"))) void warp4(char beta5, int n6, int *dst7) ;
#if 0
# 9
{ 
# 10
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
n6 = (1108 / (n6 + n6)); 
# 12
n6 = (beta5 * (31 - i8)); 
# 13
int x9 = beta5 * (__device_builtin_variable_threadIdx.y); 
# 14
beta5 = (n6 * x9); 
# 15
} 
#endif
# 17 "v000320.cu"
__attribute__((unused)) float march10(int stride11 = 21) {int volatile ___ = 1;(void)stride11;
# 21
::exit(___);}
#if 0
# 17
{ 
# 18
stride11 = stride11; 
# 19
stride11 = stride11; 
# 20
return 128; 
# 21
} 
#endif
# 23 "v000320.cu"
__attribute__((visibility("hidden"))) void step12_kernel(int *__restrict__ buf13) ;
#if 0
# 23
{ 
# 24
int gid14 = __device_builtin_variable_threadIdx.x; 
# 25
const unsigned res15 = gid14 - (((unsigned short)gid14) - __device_builtin_variable_warpSize); 
# 26
++(buf13[7]); 
# 27
} 
#endif
# 29 "v000320.cu"
__attribute__((unused)) int filter16(const int *__restrict__ src17, float q18) {int volatile ___ = 1;(void)src17;(void)q18;
# 35
::exit(___);}
#if 0
# 29
{ 
# 30
double idx19 = __device_builtin_variable_warpSize; 
# 31
q18 = (*src17); 
# 32
q18 = (*src17); 
# 33
__attribute__((unused)) static long sh_20[64]; 
# 34
return __device_builtin_variable_gridDim.y; 
# 35
} 
#endif
# 42 "v000320.cu"
__attribute__((visibility("hidden"))) void map_count22(float *data, int n) ;
#if 0
# 42
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 43 "v000320.cu"
__attribute__((visibility("hidden"))) void map_filter23(double *data, int n) ;
#if 0
# 43
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 45 "v000320.cu"
namespace util24 { 
# 46
__attribute__((unused)) float scatter25(float p26, const float *coef27) {int volatile ___ = 1;(void)p26;(void)coef27;
# 53
::exit(___);}
#if 0
# 46
{ 
# 47
size_t sum28 = ((coef27[__device_builtin_variable_gridDim.z]) + (*coef27)) - (static_cast< long long>(__device_builtin_variable_threadIdx.x)); 
# 48
sum28 = (((*coef27) >= (37)) ? coef27[sum28] : (static_cast< long long>(p26))); 
# 49
if ((p26 < (10)) && sum28) { 
# 50
return (sum28 < (42L)) ? (__device_builtin_variable_blockDim.x) % (__device_builtin_variable_blockDim.x) : (+(__device_builtin_variable_blockDim.x)); 
# 51
}  
# 52
return p26; 
# 53
} 
#endif
# 54 "v000320.cu"
}
# 55
static float c_blend29[8]; 
# 57
__attribute__((visibility("hidden"))) void reduce30_kernel(int *__restrict__ data31, int lane32, const char *input33) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern int dyn_34[]; 
# 59
int gid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
__attribute__((unused)) static float sh_36; 
# 61
int w37[7]{4, 39, (' '), 55, 7, (44U), gid35}; 
# 62
} 
#endif
# 64 "v000320.cu"
__attribute__((unused)) void score38(float cfg39) {int volatile ___ = 1;(void)cfg39;
# 70
::exit(___);}
#if 0
# 64
{ 
# 65
if (((c_blend29[__device_builtin_variable_gridDim.x]) - (128)) == (c_blend29[3])) { 
# 66
return; 
# 67
}  
# 68
cfg39 = (c_blend29[__device_builtin_variable_threadIdx.z]); 
# 69
float base40 = (((cfg39 += cfg39), __device_builtin_variable_warpSize)); 
# 70
} 
#endif
# 71 "v000320.cu"
enum Phase41 { SLOW42, HIGH43 = 3, RED44}; 
# 73
unsigned long long relax45(int *dst46) { 
# 74
(dst46[4]) = (static_cast< unsigned long long>(*dst46)); 
# 75
int f47 = dst46[5]; 
# 76
(dst46[7]) = ((('\n') >> (((*dst46) < (RED44)) ? 53ULL : (SLOW42))) - 25); 
# 77
return *dst46; 
# 78
} 
# 80
int main() { 
# 81
int count48 = 1931; 
# 82
for (int n49 = 0; n49 < 12; n49++) { 
# 83
for (int it50 = ((HIGH43) + ((HIGH43) + ((HIGH43) + ((RED44) + 1)))); it50 > 0; --it50) { 
# 84
int w51 = 0; 
# 85
while ((w51 < 11) && (n49 > it50)) { 
# 86
unsigned char k52 = 37 * n49; 
# 87
++w51; 
# 88
}  
# 89
dim3 tmp53 = dim3(256, ((HIGH43) + 61) * 8); 
# 90
count48 = (((n49 * 56) - (1UL - it50)) / ((1638 * n49) / n49)); 
# 91
}  
# 92
}  
# 93
(__cudaPushCallConfiguration((RED44) + ((RED44) + ((HIGH43) + 53)), 32)) ? (void)0 : warp4('#', +(2894U + count48), &count48); 
# 94
(__cudaPushCallConfiguration(dim3((count48 + 63) / 64, (HIGH43) + ((HIGH43) + 2), 1 << 6), 1 << ((HIGH43) + ((RED44) + 1)))) ? (void)0 : step12_kernel(&count48); 
# 95
(__cudaPushCallConfiguration(dim3(1 << ((RED44) + ((RED44) + 1)), 2 * 2, 128), ((dim3)((count48 + 127) / 128)))) ? (void)0 : map_count22(nullptr, 40LL); 
# 96
return 0; 
# 97
} 

# 1 "v000320.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__00101707_10_v000320_cu_6d463f98
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000320.cudafe1.stub.c"
#include "v000320.cudafe1.stub.c"
# 1 "v000320.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
