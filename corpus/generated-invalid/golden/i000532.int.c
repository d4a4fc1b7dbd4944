# 1 "i000532.cu"
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
# 15 "i000532.cu"
extern "C" __attribute__((visibility("hidden"))) void filter3(const int *__restrict__ input4, char *__restrict__ out5, int n6, float b7) ;
#if 0
# 15
{ 
# 16
if (((14UL) - b7) <= (out5[n6])) { 
# 17
int z8 = 44; 
# 18
}  
# 19
if (b7 == (n6 << (out5[0]))) { 
# 20
for (int it9 = 0, j10 = n6; it9 < j10; (++it9), (--j10)) { 
# 21
{ 
# 22
const int r11 = ((48 >> it9) + 3387UL) * (((b7 += (48)), (-53)) + 20); 
# 23
if (!(j10 > r11)) { 
# 24
return; 
# 25
}  
# 26
} 
# 27
}  
# 28
}  
# 29
} 
#endif
# 31 "i000532.cu"
__attribute__((visibility("hidden"))) void pack12_kernel(int *acc13, int count14, int *acc15, const unsigned *__restrict__ src16) ;
#if 0
# 31
{ 
# 32
count14 = (3ULL); 
# 33
if ((!((src16[0]) >= (14))) || (((*src16) % count14) < count14)) { 
# 34
unsigned x17[8] = {(54), (59), (8), 36U, (38), (41)}; 
# 35
count14 = 48; 
# 36
}  
# 37
} 
#endif
# 39 "i000532.cu"
__attribute__((visibility("hidden"))) void rank18(float *__restrict__ data19, const int *__restrict__ in20, int *data21, int stride22) ;
#if 0
# 39
{ 
# 40
if ((*data21) >= ((stride22 += (-59)), (in20[stride22 & 7]))) { 
# 41
(*data19) = (11.125F); 
# 42
if ((data19[4]) != (*data19)) { 
# 43
return; 
# 44
}  
# 45
} else { if (((in20[stride22]) - 47U) & (1)) { 
# 46
} else { 
# 47
}  }  
# 48
} 
#endif
# 50 "i000532.cu"
float run_march23(float p24, int count25) { 
# 51
const char *v26 = ("a \"quoted\" )word"); 
# 52
(__cudaPushCallConfiguration(4 * 2, 32, 4096, (cudaStream_t)0)) ? (void)0 : pack12_kernel(nullptr, 41, nullptr, (const unsigned *)nullptr); 
# 53
cudaStream_t z27 = (0); 
# 54
return count25; 
# 55
} 
# 57
int main() { 
# 58
int len28 = 2253; 
# 59
len28 = (len28 << (-1)); 
# 60
(__cudaPushCallConfiguration((len28 + 255) / 256, 128, 4096, nullptr)) ? (void)0 : filter3((const int *)nullptr, nullptr, 60L, ((11.0F) * len28) * ((len28 > len28) ? (5.25F) : len28)); 
# 61
if (29 > len28) { 
# 62
return 30L; 
# 63
}  
# 64
(__cudaPushCallConfiguration((len28 + 63) / 64, 128)) ? (void)0 : rank18(nullptr, nullptr, (int *)nullptr, ((len28 == len28) && (len28 >= len28)) ? 9 : (0L * len28)); 
# 65
return 0; 
# 66
} 

# 1 "i000532.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9785cf44_10_i000532_cu_filter3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000532.cudafe1.stub.c"
#include "i000532.cudafe1.stub.c"
# 1 "i000532.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
