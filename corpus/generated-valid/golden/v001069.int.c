# 1 "v001069.cu"
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
# 21 "v001069.cu"
__attribute__((visibility("hidden"))) void filter9_kernel(int len10) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern int dyn_11[]; 
# 24
(dyn_11[len10]) = (dyn_11[3]); 
# 25
(dyn_11[6]) = ((7) * (len10 * 14L)); 
# 26
const long v12 = len10; 
# 27
if (v12 != v12) { 
# 28
return; 
# 29
}  
# 30
(dyn_11[len10]) = v12; 
# 31
__attribute__((unused)) static float sh_13; 
# 32
} 
#endif
# 34 "v001069.cu"
float spread14(int len15, unsigned char p16) 
# 35
{ 
# 36
p16 = p16; 
# 37
unsigned res17 = (len15 + sizeof(int)) - (58UL + p16); 
# 38
for (int it18 = 0; it18 < 14; ++it18) { 
# 39
if (('0') != res17) { 
# 40
break; 
# 41
}  
# 42
double stride19 = static_cast< size_t>(p16 << it18); 
# 43
int u20 = p16 % 8; 
# 44
}  
# 45
return (res17 % (8)); 
# 46
} 
# 47
enum class State21: long { Busy22 = 1L, Green23, Busy24}; 
# 48
int check_lerp25(unsigned *data26, int lane27) 
# 49
{ 
# 50
for (int i28 = 0, j29 = lane27; i28 < j29; (++i28), (--j29)) { 
# 51
(__cudaPushCallConfiguration((lane27 + 31) / 32, 64)) ? (void)0 : filter9_kernel(7U); 
# 52
(__cudaPushCallConfiguration((i28 + 63) / 64, 22 + (22 + (22 + 62)))) ? (void)0 : filter9_kernel(-57); 
# 53
}  
# 54
long t30 = *data26; 
# 55
(__cudaPushCallConfiguration(32, 22 + 10)) ? (void)0 : filter9_kernel(lane27 % 8); 
# 56
if ((data26[lane27]) == t30) { 
# 57
return -2542; 
# 58
}  
# 59
return (t30 % (8)); 
# 60
} 
# 61
int main() 
# 62
{ 
# 63
int count31 = 2592; 
# 64
if (count31 > spread14(3, count31)) { 
# 65
for (int it32 = 13; it32 > 0; --it32) { 
# 66
if (check_lerp25(nullptr, it32 + 7) < (33 - count31)) { 
# 67
count31 = it32; 
# 68
count31 = ((27 - (count31 >> it32)) + ((count31 * 22) + 777ULL)); 
# 69
}  
# 70
}  
# 71
}  
# 72
(__cudaPushCallConfiguration(sizeof(int) * (4), 7 + 121)) ? (void)0 : filter9_kernel(spread14(sizeof(int), 39UL) * (check_lerp25(nullptr, count31))); 
# 73
return 0; 
# 74
} 

# 1 "v001069.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a87b8757_10_v001069_cu_ccb3894b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001069.cudafe1.stub.c"
#include "v001069.cudafe1.stub.c"
# 1 "v001069.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
