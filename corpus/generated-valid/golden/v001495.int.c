# 1 "v001495.cu"
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
# 12 "v001495.cu"
struct Stats7 { 
# 13
int sum8; 
# 14
float flag9; 
# 15
float w10, weight11; 
# 16
}; 
# 18
inline Stats7 operator+(Stats7 a, Stats7 b) 
# 19
{ 
# 20
Stats7 r = a; 
# 21
(r.sum8) += (b.sum8); 
# 22
(r.flag9) += (b.flag9); 
# 23
(r.w10) += (b.w10); 
# 24
(r.weight11) += (b.weight11); 
# 25
return r; 
# 26
} 
# 27
typedef float *ptr12_t; 
# 29
__attribute__((visibility("hidden"))) void rank13(float q14, int stride15) ;
#if 0
# 30
{ 
# 31
stride15 = ((stride15 << (-stride15)) + (static_cast< long>(q14 * q14))); 
# 32
if (q14 == (sizeof(char))) { 
# 33
stride15 = 6; 
# 34
}  
# 35
if ((63) > q14) { 
# 36
return; 
# 37
}  
# 38
--stride15; 
# 39
} 
#endif
# 41 "v001495.cu"
__attribute__((visibility("hidden"))) void update16_kernel(unsigned char alpha17) ;
#if 0
# 42
{ 
# 43
alpha17 = ((static_cast< long>(alpha17)) & (15)); 
# 44
if (bool stride18 = 1 * (alpha17 / 5); alpha17 > (stride18 + (4 * 2))) { 
# 45
alpha17 = alpha17; 
# 46
}  
# 47
if ((alpha17 * alpha17) >= (62L * alpha17)) { 
# 48
if ((alpha17 * 34) == ((alpha17 & 15) + (alpha17 & 15))) { 
# 49
double h19 = alpha17; 
# 50
}  
# 51
alpha17 = (7LL); 
# 52
}  
# 53
} 
#endif
# 55 "v001495.cu"
static unsigned long run_tally20(int lane21, int count22) 
# 56
{ 
# 57
count22 = count22; 
# 58
static float base23 = (3.75F); 
# 59
for (int n24 = 0; n24 < count22; ++n24) { 
# 60
dim3 diff25 = dim3((count22 + 255) / 256, (count22 + 127) / 128, 5 + (5 + ((4 * 2) + ((4 * 2) + (5 + 33))))); 
# 61
if ((n24 + lane21) <= (lane21 >> 4)) { 
# 62
count22 = (-(n24 + base23)); 
# 63
}  
# 64
}  
# 65
(__cudaPushCallConfiguration((lane21 + 63) / 64, 512)) ? (void)0 : rank13((2.0F), lane21); 
# 66
return lane21; 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int len26 = 847; 
# 72
len26 = 1759; 
# 73
bool cnt27 = ((len26 - len26) << len26) & 15; 
# 74
(__cudaPushCallConfiguration(1 << (5 + 1), dim3(4, 5 + 3, (len26 + 31) / 32), 256)) ? (void)0 : update16_kernel(8); 
# 75
float hi28 = (4 * 2) * ((len26 - cnt27) / (cnt27 - cnt27)); 
# 76
--len26; 
# 77
(__cudaPushCallConfiguration(dim3(4 * 2, sizeof(unsigned) * (4)), dim3(64, 4, 1), 0)) ? (void)0 : rank13(cnt27, static_cast< float>(run_tally20(39, 17))); 
# 78
return 0; 
# 79
} 

# 1 "v001495.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fb6ced28_10_v001495_cu_05071fcd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001495.cudafe1.stub.c"
#include "v001495.cudafe1.stub.c"
# 1 "v001495.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
