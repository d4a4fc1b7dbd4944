# 1 "v001912.cu"
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
# 13 "v001912.cu"
__attribute__((visibility("hidden"))) void pack3_kernel(int *__restrict__ out4) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) static float sh_5[4 * 2]; 
# 15
int diff6 = 32; 
# 16
float k7 = *out4; 
# 17
int t8 = 43; 
# 18
} 
#endif
# 21 "v001912.cu"
__attribute__((unused)) static inline unsigned mix9(long *data10) {int volatile ___ = 1;(void)data10;
# 35
::exit(___);}
#if 0
# 21
{ 
# 22
if (!((data10[0]) == (data10[1]))) { 
# 23
(data10[2]) = ((float)(24.0F)); 
# 24
int pass11 = 0; 
# 25
do { 
# 26
constexpr signed char s12 = (39); 
# 27
++pass11; 
# 28
} while (pass11 < pass11); 
# 29
(data10[0]) -= ((int)(((*data10) * pass11) * (64))); 
# 30
} else { 
# 31
size_t k13 = (int)(static_cast< int>(*data10)); 
# 32
}  
# 33
++(*data10); 
# 34
return data10[2]; 
# 35
} 
#endif
# 36 "v001912.cu"
static constexpr unsigned RADIUS14 = (4 + 1); 
# 37
const char *g_apply15 = ("raw \\n text"); 
# 39
float run_filter16(int n17, short cfg18) { 
# 40
if (float acc19 = (9) + ((cfg18 + (19.25F)) - RADIUS14); (((g_apply15[1]) - (g_apply15[1])) / acc19) >= (19)) { 
# 41
(__cudaPushCallConfiguration(dim3((4 + 12) * 16, (n17 + 63) / 64), 512, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : pack3_kernel(&n17); 
# 42
unsigned val20 = (((size_t)34UL) - acc19) + RADIUS14; 
# 43
int s21 = (RADIUS14); 
# 44
}  
# 45
return n17; 
# 46
} 
# 48
int main() { 
# 49
int count22 = 369; 
# 50
count22 = (run_filter16(4 * count22, RADIUS14)); 
# 51
count22 -= ((35) / run_filter16(-31, 6 / (g_apply15[1]))); 
# 52
count22 *= (((22 - (g_apply15[1])) * count22) * (count22 - run_filter16(7U, g_apply15[0]))); 
# 53
if (count22 >= count22) { 
# 54
return RADIUS14; 
# 55
}  
# 56
count22 = (run_filter16(run_filter16(count22, (float)(5.5F)), run_filter16(RADIUS14, g_apply15[1]))); 
# 57
return 0; 
# 58
} 

# 1 "v001912.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ea558d8e_10_v001912_cu_8a3b03ad
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001912.cudafe1.stub.c"
#include "v001912.cudafe1.stub.c"
# 1 "v001912.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
