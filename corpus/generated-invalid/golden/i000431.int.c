# 1 "i000431.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 8 "i000431.cu"
__attribute__((unused)) static float scatter3(signed char cfg4) {int volatile ___ = 1;(void)cfg4;
# 29
::exit(___);}
#if 0
# 8
{ 
# 9
switch (cfg4) { 
# 10
case 2:  
# 11
case 0:  { 
# 12
int iter5 = 0; 
# 13
do { 
# 14
cfg4 = (-16); 
# 15
cfg4 = (127UL); 
# 16
cfg4++; 
# 17
++iter5; 
# 18
} while (iter5 < 9); 
# 19
break; 
# 20
} 
# 21
case 1:  
# 22
--cfg4; 
# 23
break; 
# 24
default:  
# 25
cfg4 = ((cfg4 - cfg4) * (10 * cfg4)); 
# 26
break; 
# 27
}  
# 28
return ((19.125F) - (cfg4 / (1.5F))) - (((float)(12.5F)) - ((char)cfg4)); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 31 "i000431.cu"
__attribute__((visibility("hidden"))) void pack6_kernel(const unsigned *__restrict__ src7, const float *in8, int lane9) ;
#if 0
# 31
{ 
# 32
unsigned long t10 = (53ULL + (lane9 - 15)) % (9 * lane9); 
# 33
t10 = ((scatter3(37U) * scatter3('A')) / ((lane9 + lane9) + (*src7))); 
# 34
int val11 = scatter3(+((*src7) * 9U)); 
# 35
lane9 = (*in8); 
# 36
int tmp12 = (22UL); 
# 37
} 
#endif
# 39 "i000431.cu"
int main() { 
# 40
int count13 = 374; 
# 41
int big17 = (100000 * 100000); 
# 42
count13 = count13; 
# 43
auto w14 = (21.75F); 
# 44
(__cudaPushCallConfiguration(dim3((count13 + 63) / 64, (count13 + 127) / 128), sizeof(unsigned) * (64))) ? (void)0 : pack6_kernel((const unsigned *)nullptr, nullptr, 52); 
# 45
float acc15 = (count13 + (count13 - (5.625F))) * (sizeof(float)); 
# 46
const char *stride16 = ("C:\\dir"); 
# 47
return 0; 
# 48
} 

# 1 "i000431.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e6cb30f_10_i000431_cu_af187460
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000431.cudafe1.stub.c"
#include "i000431.cudafe1.stub.c"
# 1 "i000431.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
