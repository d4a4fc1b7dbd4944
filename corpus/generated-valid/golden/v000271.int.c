# 1 "v000271.cu"
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
# 11 "v000271.cu"
__attribute__((visibility("hidden"))) void stencil5_kernel(int lane6, float *buf7, int count8, int n9) ;
#if 0
# 11
{ 
# 12
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
switch (count8) { 
# 14
case 1:  
# 15
lane6 *= (((__device_builtin_variable_warpSize * 57) + tid10) / ('z')); 
# 16
[[fallthrough]] ; 
# 17
case 3:  
# 18
break; 
# 19
}  
# 20
n9 = (__device_builtin_variable_threadIdx.x); 
# 21
switch (tid10) { 
# 22
case 5:  { 
# 23
if (n9 != 63) { 
# 24
return; 
# 25
}  
# 26
__attribute__((unused)) static float sh_11[128]; 
# 27
[[fallthrough]] ; 
# 28
} 
# 29
case 1:  
# 30
(buf7[count8]) = (62); 
# 31
[[fallthrough]] ; 
# 32
case 4 + 2:  
# 33
case 7:  
# 34
break; 
# 35
}  
# 36
} 
#endif
# 37 "v000271.cu"
extern "C" __attribute__((visibility("hidden"))) void grow12_kernel(const double *input13, float p14) ;
#if 0
# 37
{ 
# 38
int i15 = __device_builtin_variable_threadIdx.x; 
# 39
p14 += ((input13[3]) + (*input13)); 
# 40
p14 = ((((__device_builtin_variable_blockDim.x) - (__device_builtin_variable_threadIdx.x)) * (i15 % sizeof(double))) / ((i15 & 15) - ((int)11L))); 
# 41
} 
#endif
# 42 "v000271.cu"
int run_score16(int stride17) { 
# 43
static int prod18 = 35; 
# 44
int q19 = 51; 
# 45
(__cudaPushCallConfiguration((prod18 + 31) / 32, (4 + (4 + 24)) * 4, 0, (cudaStream_t)0)) ? (void)0 : grow12_kernel(nullptr, 8); 
# 46
q19 *= sizeof(float); 
# 47
return prod18; 
# 48
} 
# 49
int main() { 
# 50
int len20 = 1375; 
# 51
size_t x21 = (20); 
# 52
cudaStream_t base22 = ((cudaStream_t)0); 
# 53
auto fn26 = [](auto off23, auto hi24) { 
# 54
const char *off25 = "AB"; 
# 55
return off23 * 2; 
# 56
} ; typedef decltype(fn26) __T0;
# 57
(__cudaPushCallConfiguration((len20 + 31) / 32, 32, sizeof(float) * (32), base22)) ? (void)0 : stencil5_kernel((8) * x21, (float *)nullptr, (int)(len20 + len20), 27); 
# 58
len20 /= sizeof(signed char); 
# 59
(x21--), (len20 = (-(((len20 * len20) != 51) ? fn26(len20, len20) : ((len20 > sizeof(int)) ? len20 : sizeof(int))))); 
# 60
return 0; 
# 61
} 

# 1 "v000271.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb102cb7_10_v000271_cu_eb419adb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000271.cudafe1.stub.c"
#include "v000271.cudafe1.stub.c"
# 1 "v000271.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
