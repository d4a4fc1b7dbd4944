# 1 "v001041.cu"
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
# 7 "v001041.cu"
unsigned weigh2(int *out3, int len4) 
# 8
{ 
# 9
(out3[4]) = (25 * (len4 * (len4 * len4))); 
# 10
len4 = (((1 / len4) - 853U) + 55U); 
# 11
return (out3[5]) << (((*out3) + (out3[len4])) - (13U - (out3[7]))); 
# 12
} 
# 14
extern "C" __attribute__((visibility("hidden"))) void sift5(float beta6, int n7) ;
#if 0
# 15
{ 
# 16
int diff8 = 17; 
# 17
if (diff8 < (beta6 - diff8)) { 
# 18
__attribute__((unused)) static int sh_9[256]; 
# 19
double r10 = diff8; 
# 20
}  
# 21
if ((n7 - beta6) >= (53)) { 
# 22
goto out11; 
# 23
}  
# 24
n7 = ((unsigned long long)diff8); 
# 25
++beta6; 
# 26
beta6 = (3.0F); 
# 27
out11:; ; 
# 28
} 
#endif
# 29 "v001041.cu"
enum class Level12: unsigned { Fast13, Red14, Blue15 = 6U, Slow16}; 
# 31
short split17(int len18) 
# 32
{ 
# 33
float v19(len18); 
# 34
v19 = (38); 
# 35
len18 = ((('A') + v19) + (62 >> len18)); 
# 36
size_t f20 = v19; 
# 37
return len18 % 50U; 
# 38
} 
# 39
static unsigned d_smooth21; 
# 46
__attribute__((visibility("hidden"))) void map_count23(unsigned *data, int n) ;
#if 0
# 46
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 48 "v001041.cu"
int main() 
# 49
{ 
# 50
int n24 = 2167; 
# 51
n24 = n24; 
# 52
if (n24 != n24) { 
# 53
return n24; }  
# 54
if (n24 == (n24 + n24)) { 
# 55
const char *stride25 = ("raw \\n text"); 
# 56
}  
# 57
unsigned w26[2] = {4U}; 
# 58
n24 = (w26[n24]); 
# 59
(__cudaPushCallConfiguration((n24 + 127) / 128, 32 * 16, 1 << 8)) ? (void)0 : sift5((n24 >> 15) * (20L + (w26[n24])), n24 + 469); 
# 60
(__cudaPushCallConfiguration((n24 + 31) / 32, dim3((n24 + 63) / 64, 64), 4096, nullptr)) ? (void)0 : map_count23(w26, w26[1]); 
# 61
return 0; 
# 62
} 

# 1 "v001041.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__170ffcd8_10_v001041_cu_d25d69de
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001041.cudafe1.stub.c"
#include "v001041.cudafe1.stub.c"
# 1 "v001041.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
