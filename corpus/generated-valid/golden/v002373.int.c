# 1 "v002373.cu"
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
# 25 "v002373.cu"
__attribute__((visibility("hidden"))) void trace8(int lane9, int len10, int *out11, int *__restrict__ acc12) ;
#if 0
# 26
{ 
# 27
(out11[2])--; 
# 28
++(out11[1]); 
# 29
(*acc12) = (-22); 
# 30
(lane9++), (lane9 *= (-1L)); 
# 31
(*acc12) /= len10; 
# 32
(acc12[1]) += lane9; 
# 33
} 
#endif
# 35 "v002373.cu"
template< class T> 
# 36
struct Vec13 { 
# 37
T sum14; 
# 38
}; 
# 39
enum Mode15: unsigned char { BLUE16, BLUE17 = 2U}; 
# 41
struct Acc18 { 
# 42
unsigned char y19; 
# 43
int z20; 
# 44
}; 
# 46
__attribute__((visibility("hidden"))) void fuse21(float *acc22, const unsigned long long *__restrict__ coef23, double beta24, float *acc25) ;
#if 0
# 47
{ 
# 48
int gid26 = __device_builtin_variable_threadIdx.x; 
# 49
(*acc22) = ((*acc22) * (*acc22)); 
# 50
__attribute__((unused)) static int sh_27[16]; 
# 51
(acc22[3]) *= ((__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_threadIdx.x)); 
# 52
(sh_27[__device_builtin_variable_threadIdx.x]) = (gid26 * gid26); 
# 53
} 
#endif
# 55 "v002373.cu"
static void filter28(int count29) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern int dyn_30[]; 
# 58
int i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
unsigned s32 = (3); 
# 60
if ((count29 == 25U) || (s32 != (dyn_30[__device_builtin_variable_blockDim.x]))) { 
# 61
return; }  
# 62
__attribute__((unused)) static short sh_33[(BLUE17) + ((BLUE17) + 4)]; 
# 63
++(dyn_30[6]); 
# 64
--(sh_33[7]); 
# 65
Vec13< int>  lim34 = Vec13< int> {39}; 
# 66
bool r35 = dyn_30[count29]; 
# 67
} 
#endif
# 74 "v002373.cu"
__attribute__((visibility("hidden"))) void map_lerp37(int *data, int n) ;
#if 0
# 74
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((int)2)); }  } 
#endif
# 76 "v002373.cu"
int main() 
# 77
{ 
# 78
int len38 = 3881; 
# 79
(__cudaPushCallConfiguration(dim3((len38 + 127) / 128, 8, (BLUE17) + 126), 256 * 2)) ? (void)0 : fuse21(nullptr, nullptr, (1968 / len38) * len38, nullptr); 
# 80
len38 ^= (-28); 
# 81
static short lo39 = (44); 
# 82
(__cudaPushCallConfiguration(64, dim3(2 * (BLUE17), (len38 + 255) / 256))) ? (void)0 : filter28((37UL * lo39) * (lo39 * lo39)); 
# 83
if ((lo39 * lo39) != 22) { 
# 84
return lo39 * (-len38); }  
# 85
(__cudaPushCallConfiguration(((dim3)(1)), 2 * 16)) ? (void)0 : trace8(BLUE17, sizeof(float), nullptr, (int *)nullptr); 
# 86
(__cudaPushCallConfiguration((len38 + 255) / 256, ((dim3)(63 + (63 + 130))))) ? (void)0 : map_lerp37((int *)nullptr, lo39); 
# 87
return 0; 
# 88
} 

# 1 "v002373.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4dda26b0_10_v002373_cu_dbbc3791
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002373.cudafe1.stub.c"
#include "v002373.cudafe1.stub.c"
# 1 "v002373.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
