# 1 "v000608.cu"
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
# 8 "v000608.cu"
__attribute((noinline)) __attribute__((unused)) unsigned sweep3(int lane4) {int volatile ___ = 1;(void)lane4;
# 17
::exit(___);}
#if 0
# 8
{ 
# 9
unsigned long hi5[3] = {}; 
# 10
int pass6 = 0; 
# 11
while (pass6 < pass6) { 
# 12
(hi5[pass6])++; 
# 13
(hi5[lane4]) = ((hi5[0]) + (10)); 
# 14
++pass6; 
# 15
}  
# 16
return (pass6 + (+lane4)) - ((hi5[0]) + (lane4 + lane4)); 
# 17
} 
#endif
# 19 "v000608.cu"
__attribute__((visibility("hidden"))) void merge7_kernel(short cfg8, int *dst9, int stride10) ;
#if 0
# 19
{ 
# 20
if ((stride10 * (33 + cfg8)) != (('0') * stride10)) { 
# 21
if (dst9[stride10]) { 
# 22
return; 
# 23
}  
# 24
if (long tmp11 = sweep3(2); ((dst9[cfg8]) / 4) == (dst9[tmp11])) { 
# 25
if (stride10 < tmp11) { 
# 26
constexpr float lo12 = (12.5F); 
# 27
(dst9[stride10]) = ((tmp11 + (lo12 * cfg8)) * (sweep3(15) - sweep3(lo12))); 
# 28
}  
# 29
}  
# 30
} else { 
# 31
}  
# 32
} 
#endif
# 34 "v000608.cu"
__attribute__((visibility("hidden"))) void combine13(short *dst14, int n15, int *dst16, float alpha17) ;
#if 0
# 34
{ 
# 35
if ((dst14[n15]) == sizeof(int)) { 
# 36
return; 
# 37
}  
# 38
unsigned prod18{(2350)}; 
# 39
int diff19 = prod18; 
# 40
} 
#endif
# 43 "v000608.cu"
constexpr int run_step20(int n21) { 
# 44
n21 = 41; 
# 45
return (2730 - (+n21)) + 3; 
# 46
} 
# 48
__attribute__((visibility("hidden"))) void blend22(const int *input23, const int *input24, long *buf25, int lane26) ;
#if 0
# 48
{ 
# 49
sweep3(lane26 + sweep3(buf25[6])); 
# 50
(*buf25) = (sweep3(53)); 
# 51
} 
#endif
# 53 "v000608.cu"
short run_gather27(int stride28, int lane29 = 34) { 
# 54
dim3 flag30(16 * 16); 
# 55
static float off31 = (7.125F); 
# 56
return 39; 
# 57
} 
# 59
int main() { 
# 60
int size32 = 4090; 
# 61
size32 += (size32 * (+(run_gather27(-57)))); 
# 62
long lo33 = run_step20(size32); 
# 63
dim3 lim34 = dim3(2 * 2, 4, 64); 
# 64
lo33 = (8); 
# 65
long q35 = size32; 
# 66
(__cudaPushCallConfiguration((q35 + (127)) / (128), 256)) ? (void)0 : merge7_kernel(size32 - (static_cast< char>(lo33)), static_cast< int *>(nullptr), ((40) * lo33) + (size32 * 39UL)); 
# 67
(__cudaPushCallConfiguration(lim34, 64)) ? (void)0 : combine13(nullptr, lo33, nullptr, -(lo33 + size32)); 
# 68
(__cudaPushCallConfiguration((q35 + (127)) / (128), sizeof(int) * (128))) ? (void)0 : blend22(nullptr, nullptr, static_cast< long *>(nullptr), run_gather27(lo33, q35)); 
# 69
return 0; 
# 70
} 

# 1 "v000608.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__efa9fd3b_10_v000608_cu_0d32f8fe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000608.cudafe1.stub.c"
#include "v000608.cudafe1.stub.c"
# 1 "v000608.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
