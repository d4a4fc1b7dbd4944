# 1 "v001501.cu"
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
# 18 "v001501.cu"
__attribute__((visibility("hidden"))) void sift5(unsigned *__restrict__ dst6) ;
#if 0
# 19
{ 
# 20
constexpr float q7 = (14.625F); 
# 21
switch ((*dst6) + (48)) { 
# 22
case 4:  
# 23
case 4 + 7:  
# 24
(dst6[5]) = (20); 
# 25
break; 
# 26
case 4 + 1:  { 
# 27
bool e8 = true; 
# 28
break; 
# 29
} 
# 30
case (4 + 1) * 2:  
# 31
break; 
# 32
default:  
# 33
break; 
# 34
}  
# 35
} 
#endif
# 37 "v001501.cu"
float merge9(int *out10) 
# 38
{ 
# 39
(*out10) -= (out10[4]); 
# 40
(out10[6]) = (-8); 
# 41
unsigned prod11 = +(out10[0]); 
# 42
return (prod11 * (out10[prod11])) / ((out10[0]) + (*out10)); 
# 43
} 
# 45
int main() 
# 46
{ 
# 47
int len12 = 1762; 
# 48
if (unsigned prod13 = (len12 <= (len12 % len12)) ? 19L : (len12 - (len12 & 4208UL)); (len12 * (static_cast< unsigned char>(prod13))) != 24) { 
# 49
prod13 = (32); 
# 50
auto op17 = [=](int e14)->long long { 
# 51
(__cudaPushCallConfiguration(1, 512)) ? (void)0 : sift5(static_cast< unsigned *>(nullptr)); 
# 52
long hi15 = ((((len12) >= 56) && (29 < e14)) ? 58 : (static_cast< unsigned>(prod13))) >> ((17) + (static_cast< long>(len12))); 
# 53
float diff16 = (2); 
# 54
return -22; 
# 55
} ; typedef decltype(op17) __T0;
# 56
}  
# 57
(__cudaPushCallConfiguration(128, (4 + 12) * (4 + 4), 32 + (32 + 192), 0)) ? (void)0 : sift5(nullptr); 
# 58
if (len12 > 49) { 
# 59
return 52 & len12; 
# 60
}  
# 61
len12 &= len12; 
# 62
return 0; 
# 63
} 

# 1 "v001501.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b242cbab_10_v001501_cu_b4ecf029
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001501.cudafe1.stub.c"
#include "v001501.cudafe1.stub.c"
# 1 "v001501.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
