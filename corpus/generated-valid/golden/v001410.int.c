# 1 "v001410.cu"
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
# 10 "v001410.cu"
unsigned char step5(int count6, float *__restrict__ data7, const float *__restrict__ in8) { 
# 11
constexpr float lim9 = (17.125F); 
# 12
static_assert(((8 + 31) > 38), "tile must fit");
# 13
++(data7[6]); 
# 14
return -((in8[3]) + (count6 >> count6)); 
# 15
} 
# 17
__attribute__((visibility("hidden"))) void smooth10(const unsigned *__restrict__ input11, int lane12, int n13) ;
#if 0
# 17
{ 
# 18
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if (idx14 >= n13) { 
# 20
return; 
# 21
}  
# 22
switch (__device_builtin_variable_blockIdx.z) { 
# 23
case 4 + 6:  
# 24
if ((__device_builtin_variable_gridDim.x) < (64)) { 
# 25
break; 
# 26
}  
# 27
break; 
# 28
case sizeof(unsigned) * (3):  
# 29
break; 
# 30
case 11:  { 
# 31
double z15 = step5(input11[n13 & 7], nullptr, nullptr); 
# 32
break; 
# 33
} 
# 34
}  
# 35
} 
#endif
# 38 "v001410.cu"
__attribute__((visibility("hidden"))) void reduce16(int lane17, int lane18, int lane19) ;
#if 0
# 38
{ 
# 39
int gid20 = __device_builtin_variable_threadIdx.x; 
# 40
lane18 += 64; 
# 41
lane18 = (2877 + __device_builtin_variable_warpSize); 
# 42
lane18 = (lane19 + (gid20 - (__device_builtin_variable_threadIdx.x))); 
# 43
lane18 += 4; 
# 44
lane18 = (10LL); 
# 45
double w21 = lane18; 
# 46
lane17 *= (step5(step5(lane18, nullptr, (const float *)nullptr), (float *)nullptr, (const float *)nullptr)); 
# 47
} 
#endif
# 50 "v001410.cu"
void run_kick22(int count23, double beta24, double *buf25) { 
# 51
for (int n26 = 0; n26 < 11; n26++) { 
# 52
for (int j27 = 0; j27 < n26; ++j27) { 
# 53
int cnt28{count23}; 
# 54
(*buf25) = n26; 
# 55
float x29 = step5(n26, (float *)nullptr, (const float *)nullptr); 
# 56
}  
# 57
(*buf25) = n26; 
# 58
}  
# 59
} 
# 60
static_assert((42 > 41), "expected value");
# 62
__attribute__((visibility("hidden"))) void weigh30_kernel(const int *coef31) ;
#if 0
# 62
{ 
# 63
int idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
step5(+(8 % idx32), (float *)nullptr, nullptr); 
# 65
long prod33 = step5(coef31[idx32 & 7], nullptr, nullptr); 
# 66
if ((coef31[(__device_builtin_variable_threadIdx.z) & (7)]) != idx32) { 
# 67
return; 
# 68
}  
# 69
double y34 = (64); 
# 70
} 
#endif
# 72 "v001410.cu"
int main() { 
# 73
int count35 = 3756; 
# 74
float w36 = count35; 
# 75
(++count35), (w36 = (61)); 
# 76
static double base37 = (11); 
# 77
(__cudaPushCallConfiguration(2, 4 + 60)) ? (void)0 : smooth10(nullptr, ('\"') | count35, step5(count35 ^ count35, (float *)nullptr, &w36)); 
# 78
(__cudaPushCallConfiguration(2, 1 << 9)) ? (void)0 : reduce16(step5(count35, (float *)nullptr, nullptr), w36 - count35, step5(count35 << 4, &w36, &w36)); 
# 79
(__cudaPushCallConfiguration(128, 4 + (8 + (4 + (4 + (8 + 4)))))) ? (void)0 : weigh30_kernel((const int *)nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v001410.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fcc256db_10_v001410_cu_15a39de4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001410.cudafe1.stub.c"
#include "v001410.cudafe1.stub.c"
# 1 "v001410.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
