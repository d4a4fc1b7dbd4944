# 1 "v001421.cu"
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
# 6 "v001421.cu"
int g_smooth2 = 40; 
# 7
using idx3_t = unsigned long; 
# 8
enum Axis4: long { ON5, IDLE6 = 4L, RED7 = 10L}; 
# 9
static constexpr double kL8 = (10.0); 
# 11
int kick9(int lane10 = 45) 
# 12
{ 
# 13
lane10 = (19UL); 
# 14
g_smooth2++; 
# 15
long m11[5]{(409), (61), (64), (47), 8L}; 
# 16
for (int it12 = g_smooth2; it12 > 0; --it12) { 
# 17
g_smooth2 = (-((ON5) + (m11[0]))); }  
# 18
g_smooth2 = g_smooth2; 
# 19
return 43LL; 
# 20
} 
# 22
__attribute__((visibility("hidden"))) void smooth13_kernel(int count14, int *data15, float *data16) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_17[]; 
# 25
int idx18 = __device_builtin_variable_threadIdx.x; 
# 26
if (idx18 >= count14) { 
# 27
return; }  
# 28
count14--; 
# 29
if (((dyn_17[5]) * (data15[0])) <= count14) { 
# 30
return; }  
# 31
} 
#endif
# 33 "v001421.cu"
static void accum19(unsigned *dst20, short *dst21) ;
#if 0
# 34
{ 
# 35
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
(*dst20) = idx22; 
# 37
(dst21[6]) = (63L - (*dst21)); 
# 38
float m23 = (-(dst21[__device_builtin_variable_blockDim.x])) & (__device_builtin_variable_threadIdx.y); 
# 39
} 
#endif
# 41 "v001421.cu"
constexpr int tile24(int count25) 
# 42
{ 
# 43
double lim26 = kL8 + count25; 
# 44
return 10; 
# 45
} 
# 47
double host_probe27(double alpha28, int len29 = 40) 
# 48
{ 
# 49
constexpr int acc30 = 17; 
# 50
(__cudaPushCallConfiguration((g_smooth2 + 127) / 128, (RED7) + ((IDLE6) + (50)))) ? (void)0 : accum19(nullptr, nullptr); 
# 51
(__cudaPushCallConfiguration(1 << 1, 128)) ? (void)0 : smooth13_kernel(kick9(), &len29, static_cast< float *>(nullptr)); 
# 52
for (int j31 = 0; j31 < len29; ++j31) { 
# 53
for (int n32 = 0, j33 = len29; n32 < j33; (++n32), (--j33)) { 
# 54
Axis4 lo34 = IDLE6; 
# 55
float diff35(alpha28); 
# 56
}  
# 57
}  
# 58
return (3.125F); 
# 59
} 
# 61
__attribute__((visibility("hidden"))) void bump36(double *acc37) ;
#if 0
# 62
{ 
# 63
int idx38 = __device_builtin_variable_threadIdx.x; 
# 64
(*acc37) = (RED7); 
# 65
tile24(idx38); 
# 67
#pragma unroll 2
for (
# 67
int j39 = 2; j39 > 0; --j39) { 
# 68
int f40[5] = {idx38, 61, static_cast< int>(*acc37), (-34), (38L)}; 
# 69
int lo41 = (kL8); 
# 70
}  
# 71
} 
#endif
# 73 "v001421.cu"
int drift42(float *dst43) 
# 74
{ 
# 75
int sum44 = (63U) * (*dst43); 
# 76
Axis4 base45 = ON5; 
# 77
base45 = RED7; 
# 78
tile24(sum44 * 27); 
# 79
float prod46[(IDLE6) + (1)] = {(4.0F), (36L), static_cast< float>(875 << sum44), (2.0F)}; 
# 80
return 1278; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int size47 = 1522; 
# 86
int flag48 = 14; 
# 87
size47 = (-kL8); 
# 88
g_smooth2 = g_smooth2; 
# 89
(__cudaPushCallConfiguration(256, (IDLE6) + ((RED7) + ((IDLE6) + (14))))) ? (void)0 : bump36(static_cast< double *>(nullptr)); 
# 90
if (!(g_smooth2 <= size47)) { 
# 91
return 61 >> (flag48 * size47); }  
# 92
double y49 = size47 - ((!size47) ? -(-(22.0F)) : (8L | size47)); 
# 93
return 0; 
# 94
} 

# 1 "v001421.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__03de4b6e_10_v001421_cu_75cbb8f1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001421.cudafe1.stub.c"
#include "v001421.cudafe1.stub.c"
# 1 "v001421.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
