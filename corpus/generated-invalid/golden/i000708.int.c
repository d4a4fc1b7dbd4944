# 1 "i000708.cu"
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
# 12 "i000708.cu"
__attribute__((visibility("hidden"))) void sift5(double *__restrict__ acc6, const float *input7) ;
#if 0
# 13
{ 
# 14
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
bool e9{false}; 
# 16
(acc6[__device_builtin_variable_blockIdx.y]) = ((57UL * e9) % (48)); 
# 17
if ((*input7) == (31UL)) { 
# 18
return; 
# 19
}  
# 20
if ((e9 > (acc6[tid8])) && e9) { 
# 21
goto finish10; 
# 22
}  
# 23
--(acc6[4]); 
# 24
(acc6[4]) = (((5) - (input7[4])) - ((((*input7) + __device_builtin_variable_warpSize) + e9) * ((__device_builtin_variable_blockDim.x) + (11.25F)))); 
# 25
e9 = ((((acc6[tid8]) += (*acc6)), __device_builtin_variable_warpSize) < 41); 
# 26
finish10:; ; 
# 27
} 
#endif
# 28 "i000708.cu"
__attribute__((visibility("hidden"))) void rank11(int stride12) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern int dyn_13[]; 
# 31
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if (idx14 >= stride12) { 
# 33
return; 
# 34
}  
# 35
(dyn_13[idx14]) = ((((-(dyn_13[6])) > (dyn_13[__device_builtin_variable_threadIdx.y])) ? -(dyn_13[6]) : (dyn_13[__device_builtin_variable_threadIdx.y])) * stride12); 
# 36
++(dyn_13[1]); 
# 37
const int *lo15 = (nullptr); 
# 38
} 
#endif
# 39 "i000708.cu"
enum class State16: unsigned { On17, Green18 = 4U}; 
# 40
static void run_shade19(unsigned q20, int n21, State16 alpha22) 
# 41
{ 
# 42
q20 = (((n21 + 3) + ((64) + q20)) % q20); 
# 43
n21 = n21; 
# 44
State16 hi23 = alpha22; 
# 45
} 
# 46
__attribute__((visibility("hidden"))) void lerp24(long *__restrict__ acc25) ;
#if 0
# 47
{ 
# 48
++(acc25[__device_builtin_variable_gridDim.x]); 
# 49
(acc25[__device_builtin_variable_blockDim.x]) = (__device_builtin_variable_threadIdx.x); 
# 50
float lim26(__device_builtin_variable_gridDim.y); 
# 51
if (__device_builtin_variable_threadIdx.x) { 
# 52
goto done27; 
# 53
}  
# 54
(*acc25) = (acc25[3]); 
# 55
lim26 = (48); 
# 56
(*acc25)++; 
# 57
done27:; ; 
# 58
} 
#endif
# 59 "i000708.cu"
unsigned run_warp28(int count29, State16 q30) 
# 60
{ 
# 61
count29 = ((count29 / count29) + 48); 
# 62
(__cudaPushCallConfiguration(2, 8 * 16)) ? (void)0 : lerp24((long *)nullptr); 
# 63
float mid31((48)); 
# 64
return count29; 
# 65
} 
# 66
int main() 
# 67
{ 
# 68
int len32 = 2501; 
# 69
len32--; 
# 70
len32 = 2816; 
# 71
float u33 = len32; 
# 72
int val34(u33); 
# 73
(__cudaPushCallConfiguration(dim3(48 + (48 + 416), (val34 + 255) / 256, 48 + 208), 128)) ? (void)0 : sift5(nullptr, &u33); 
# 74
(__cudaPushCallConfiguration(64, 512)) ? (void)0 : rank11(((len32 > u33) ? len32 : u33) / ((27) - u33)); 
# 75
return 0; 
# 76
} 

# 1 "i000708.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f250f4fb_10_i000708_cu_4ee2e007
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000708.cudafe1.stub.c"
#include "i000708.cudafe1.stub.c"
# 1 "i000708.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
