# 1 "v000288.cu"
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
# 15 "v000288.cu"
__attribute__((visibility("hidden"))) void fold6(float b7) ;
#if 0
# 15
{ 
# 16
for (int it8 = 5; it8 > 0; --it8) { 
# 17
if (it8 >= ((b7 <= b7) ? 18 : it8)) { 
# 18
for (int i9 = 0; i9 < it8; i9 += 1) { 
# 19
b7 = (-((i9 % i9) + (8.25F))); 
# 20
}  
# 21
int sum10{(-38)}; 
# 22
bool tmp11 = it8; 
# 23
}  
# 24
}  
# 25
} 
#endif
# 27 "v000288.cu"
struct Pixel12 { 
# 28
float x13, z14; 
# 29
}; 
# 31
extern "C" __attribute__((visibility("hidden"))) void clamp15_kernel(int *data16, int *data17) ;
#if 0
# 31
{ 
# 32
(data17[6]) = (((long)((double)sizeof(int))) - ((*data16) | (256 + (data17[3])))); 
# 33
if ((data17[2]) == (*data17)) { 
# 34
return; 
# 35
}  
# 36
if ((data16[3]) > (52 - (data16[3]))) { 
# 37
(*data16) = (3734U); 
# 38
}  
# 39
if (((*data16) - 6UL) <= (data16[6])) { 
# 40
return; 
# 41
}  
# 42
(data17[1]) &= (data16[0]); 
# 43
(data17[7]) += ((((*data17) + (data16[2])) * (256 % (*data16))) + ((*data17) + (data16[3]))); 
# 44
} 
#endif
# 46 "v000288.cu"
int merge18(float p19) { 
# 47
++p19; 
# 48
Pixel12 flag20 = Pixel12{(2.0F), p19}; 
# 49
if (((flag20.x13) - (50)) > (44L)) { 
# 50
goto finish21; 
# 51
}  
# 52
flag20 = Pixel12{}; 
# 53
finish21:; ; 
# 54
return 18; 
# 55
} 
# 57
int main() { 
# 58
int n22 = 1129; 
# 59
if ((n22 - n22) > ('0')) { 
# 60
return 35 ^ n22; 
# 61
}  
# 62
(__cudaPushCallConfiguration(dim3((n22 + 31) / 32, (n22 + 127) / 128), 128)) ? (void)0 : fold6(2678); 
# 63
n22 *= ((float)(~n22)); 
# 64
(__cudaPushCallConfiguration(((dim3)(2 * 16)), 18 + 238)) ? (void)0 : clamp15_kernel(nullptr, &n22); 
# 65
return 0; 
# 66
} 

# 1 "v000288.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4448f4ec_10_v000288_cu_a3738d76
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000288.cudafe1.stub.c"
#include "v000288.cudafe1.stub.c"
# 1 "v000288.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
