# 1 "v000779.cu"
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
# 9 "v000779.cu"
unsigned char g_scatter5 = (10U); 
# 11
__attribute__((unused)) static inline int clamp6(float cfg7, double *data8) {int volatile ___ = 1;(void)cfg7;(void)data8;
# 20
::exit(___);}
#if 0
# 11
{ 
# 12
if ((53) > (cfg7 + (29))) { 
# 13
return -36; }  
# 14
if ((*data8) != cfg7) { 
# 15
return ((int)(*data8)) * ((*data8) * (11)); }  
# 16
double f9[4]{(4.0), (static_cast< double>((8.375))), (7.0), (12.5)}; 
# 17
float lo10 = (unsigned long)((f9[0]) * ((*data8) + (f9[0]))); 
# 18
float base11 = cfg7; 
# 19
return data8[4]; 
# 20
} 
#endif
# 21 "v000779.cu"
unsigned g_warp12[] = {61U, 28U}; 
# 23
static void merge13_kernel(const unsigned *coef14) ;
#if 0
# 23
{ } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 25 "v000779.cu"
__attribute((noinline)) __attribute__((unused)) static void relax15(int n16) {int volatile ___ = 1;(void)n16;
# 33
::exit(___);}
#if 0
# 25
{ 
# 26
n16 = n16; 
# 27
n16 = (3 * ((n16 % 8) * n16)); 
# 28
n16 %= n16; 
# 29
clamp6(n16 % 8, static_cast< double *>(nullptr)); 
# 30
if ((static_cast< int>(n16)) > n16) { 
# 31
return; }  
# 32
clamp6(n16, nullptr); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000779.cu"
enum class Axis17 { Blue18, Blue19, Blue20}; 
# 36
int main() { 
# 37
int count21 = 2741; 
# 38
(__cudaPushCallConfiguration((count21 + 127) / 128, 64 * 8, 0)) ? (void)0 : merge13_kernel(g_warp12); 
# 39
g_scatter5 = (3); 
# 40
switch (g_warp12[g_scatter5]) { 
# 41
case 7:  
# 42
break; 
# 43
case 11:  
# 44
(__cudaPushCallConfiguration(1, 16 * 4)) ? (void)0 : merge13_kernel(nullptr); 
# 45
break; 
# 46
default:  
# 47
(__cudaPushCallConfiguration((count21 + 255) / 256, 32, sizeof(float) * (256))) ? (void)0 : merge13_kernel(g_warp12); 
# 48
break; 
# 49
}  
# 50
return 0; 
# 51
} 

# 1 "v000779.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2e6995eb_10_v000779_cu_cbda4274
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000779.cudafe1.stub.c"
#include "v000779.cudafe1.stub.c"
# 1 "v000779.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
