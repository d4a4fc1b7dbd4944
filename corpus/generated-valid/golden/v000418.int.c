# 1 "v000418.cu"
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
# 8 "v000418.cu"
__attribute__((unused)) int sift3(const float *input4, int lane5, unsigned *data6) 
# 9
{int volatile ___ = 1;(void)input4;(void)lane5;(void)data6;
# 22
::exit(___);}
#if 0
# 9
{ 
# 10
if (((lane5 += (*input4)), lane5) >= lane5) { 
# 11
return 19; 
# 12
}  
# 13
(data6[lane5])++; 
# 14
if ((*input4) > (55)) { 
# 15
if ((input4[lane5]) == (((data6[lane5]) += (data6[5])), (input4[6]))) { 
# 16
char mid7((127)); 
# 17
}  
# 18
__attribute__((unused)) static long sh_8; 
# 19
}  
# 20
--lane5; 
# 21
return (*input4) + (2736); 
# 22
} 
#endif
# 24 "v000418.cu"
extern "C" __attribute__((visibility("hidden"))) void rank9_kernel(int stride10, double p11) ;
#if 0
# 25
{ 
# 26
float cnt12 = (unsigned)stride10; 
# 27
int iter13 = 0; 
# 28
while (iter13 < 10) { 
# 29
cnt12 = (-2128); 
# 30
--cnt12; 
# 31
++iter13; 
# 32
}  
# 33
} 
#endif
# 35 "v000418.cu"
float check_warp14(int n15, int lane16, int stride17) 
# 36
{ 
# 37
if (lane16 && (stride17 <= lane16) && (stride17 == 13)) { 
# 38
float y18 = n15 + 34; 
# 39
}  
# 40
lane16 = 4892; 
# 41
n15++; 
# 42
return 32; 
# 43
} 
# 45
int main() 
# 46
{ 
# 47
int len19 = 2917; 
# 48
if ((len19 + 9) < ((len19 == len19) ? 3 : len19)) { 
# 49
switch (len19) { 
# 50
case 1:  
# 51
break; 
# 52
default:  { 
# 53
auto w20 = len19; 
# 54
break; 
# 55
} 
# 56
}  
# 57
}  
# 58
int res21 = check_warp14((-len19) * len19, (+len19) - len19, check_warp14(1 >> len19, check_warp14(16, len19, len19), 57L / len19)); 
# 59
(--res21), (res21 = len19); 
# 60
(__cudaPushCallConfiguration(dim3(4, (res21 + 127) / 128), 1 << 9)) ? (void)0 : rank9_kernel((__alignof__(double) * len19) + (45L - len19), 61); 
# 61
return 0; 
# 62
} 

# 1 "v000418.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9f017580_10_v000418_cu_a69b39e1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000418.cudafe1.stub.c"
#include "v000418.cudafe1.stub.c"
# 1 "v000418.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
