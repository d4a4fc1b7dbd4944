# 1 "v001299.cu"
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
# 9 "v001299.cu"
void count3(int len4, const int *__restrict__ input5) { 
# 10
len4 = ((input5[3]) + 25); 
# 11
switch (-len4) { 
# 12
case 5 * 2:  
# 13
len4 = (len4 / 1104UL); 
# 14
break; 
# 15
case 11:  
# 16
++len4; 
# 17
len4 = (-(63LL * len4)); 
# 18
break; 
# 19
case 9:  
# 20
break; 
# 21
case 7:  { 
# 22
int m6 = 38; 
# 23
break; 
# 24
} 
# 25
}  
# 26
++len4; 
# 27
} 
# 29
float bias7(int count8) { 
# 30
count8--; 
# 31
count8 = (23LL); 
# 32
unsigned lim9{(63)}; 
# 33
count8 = count8; 
# 34
static_assert((33 > 32), "expected value");
# 35
return count8; 
# 36
} 
# 38
__attribute__((visibility("hidden"))) void step10(int count11) ;
#if 0
# 38
{ 
# 39
int f12 = (36U); 
# 40
if (count11 != count11) { 
# 41
return; 
# 42
}  
# 43
count11 = ((count11 / (12 * f12)) * (count11 / (12 * f12))); 
# 44
if ((6 == count11) && count11) { 
# 45
return; 
# 46
}  
# 47
int pass13 = 0; 
# 48
while (pass13 < 10) { 
# 49
static_assert((sizeof(int) == (4)), "size check");
# 50
++pass13; 
# 51
}  
# 52
double q14 = +(49U + (pass13 - count11)); 
# 53
} 
#endif
# 55 "v001299.cu"
static int host_tally15(float q16) { 
# 56
q16 = q16; 
# 57
float y17 = q16; 
# 58
return 13U; 
# 59
} 
# 61
int main() { 
# 62
int len18 = 3988; 
# 63
(__cudaPushCallConfiguration(dim3(1, (len18 + 31) / 32), dim3((len18 + 255) / 256, 1, 1))) ? (void)0 : step10(len18); 
# 64
if (len18 && (len18 > len18)) { 
# 65
return (len18 * len18); 
# 66
}  
# 67
(__cudaPushCallConfiguration((len18 + 31) / 32, 32)) ? (void)0 : step10(59L); 
# 68
return 0; 
# 69
} 

# 1 "v001299.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67e3b18d_10_v001299_cu_ca6d9a34
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001299.cudafe1.stub.c"
#include "v001299.cudafe1.stub.c"
# 1 "v001299.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
