# 1 "v001888.cu"
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
# 12 "v001888.cu"
struct Vec4 { 
# 13
float weight5; 
# 14
int vel6; 
# 15
unsigned count7; 
# 16
int val8; 
# 17
}; 
# 19
__attribute__((visibility("hidden"))) void rank9(bool alpha10, int *dst11, Vec4 alpha12) ;
#if 0
# 19
{ 
# 20
(dst11[0]) |= alpha10; 
# 21
(alpha12.weight5) -= (((54) >= (((alpha10 < 41) ? 1724 : (alpha12.count7)) | (4))) ? 4 : (((dst11[6]) += alpha10), (21.25F))); 
# 22
++(dst11[2]); 
# 23
(*dst11) = (*dst11); 
# 24
(alpha12.val8)++; 
# 25
if (((alpha12.val8) + (dst11[5])) == 54) { 
# 26
return; 
# 27
}  
# 28
} 
#endif
# 29 "v001888.cu"
typedef unsigned short idx13_t; 
# 30
static double d_trace14; 
# 33
float relax15(int lane16, int lane17) { 
# 34
if ((lane16 * lane17) <= 8) { 
# 35
return 28; 
# 36
}  
# 37
switch (lane16 + ('#')) { 
# 38
case 8 + 3:  
# 39
--lane17; 
# 40
(lane17--), (lane17 |= ('\"')); 
# 41
[[fallthrough]] ; 
# 42
case 4 + 1:  
# 43
break; 
# 44
case 4:  
# 45
break; 
# 46
}  
# 47
return (((lane16 * lane16) * (lane16 - lane16)) > (64L - lane16)) ? (((float)lane17) > (19)) ? lane17 * lane16 : sizeof(float) : lane17; 
# 48
} 
# 50
constexpr int sweep18(int lane19, float b20) { 
# 51
return 1; 
# 52
} 
# 54
int main() { 
# 55
int size21 = 2222; 
# 56
sweep18(size21 * sweep18(size21, '\000'), size21); 
# 57
auto fn22 = []() { } ; typedef decltype(fn22) __T0;
# 58
fn22(); 
# 59
size21 |= (static_cast< short>(size21)); 
# 60
(__cudaPushCallConfiguration(16, 8 + 248, sizeof(float) * (64))) ? (void)0 : rank9(+((size21 > 50) ? size21 : 50), &size21, Vec4{(float)size21, 9, (56), (-15L)}); 
# 61
return 0; 
# 62
} 

# 1 "v001888.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43a4dc3e_10_v001888_cu_a9dc11af
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001888.cudafe1.stub.c"
#include "v001888.cudafe1.stub.c"
# 1 "v001888.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
