# 1 "v000552.cu"
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
# 10 "v000552.cu"
__attribute__((unused)) long tally2(int *out3, int stride4, int count5) 
# 11
{int volatile ___ = 1;(void)out3;(void)stride4;(void)count5;
# 17
::exit(___);}
#if 0
# 11
{ 
# 12
stride4--; 
# 13
--stride4; 
# 14
(--stride4), ((out3[count5]) = (static_cast< int>(count5))); 
# 15
int lim6 = (static_cast< size_t>((int)(static_cast< unsigned long>(33)))); 
# 16
return stride4 * count5; 
# 17
} 
#endif
# 18 "v000552.cu"
using idx7_t = int; 
# 20
static void scale8_kernel(double beta9, double *buf10, const idx7_t *__restrict__ coef11, int *__restrict__ data12) ;
#if 0
# 21
{ 
# 22
unsigned i13 = __device_builtin_variable_threadIdx.x; 
# 23
--(buf10[i13 & (7)]); 
# 24
float f14 = (((*coef11) & (coef11[1])) + (i13 ^ (data12[i13]))) + (4); 
# 25
if (idx7_t sum15 = (coef11[3]) - 46U; (((f14 += (__device_builtin_variable_gridDim.x)), 48UL) + i13) != (((coef11[7]) >= 6U) ? *buf10 : (30UL))) { 
# 26
if (((data12[0]) % 29) == i13) { 
# 27
return; 
# 28
}  
# 29
} else { 
# 30
int iter16 = 0; 
# 31
do { 
# 32
constexpr float res17 = (24.625F); 
# 33
idx7_t x18 = 518; 
# 34
++iter16; 
# 35
} while (iter16 < iter16); 
# 36
}  
# 37
} 
#endif
# 39 "v000552.cu"
static float check_trace19(float p20, int count21, int stride22) 
# 40
{ 
# 41
if (count21 <= p20) { 
# 42
(__cudaPushCallConfiguration(8, dim3((count21 + 127) / 128, 64 * 4))) ? (void)0 : scale8_kernel((idx7_t)(('\"') / stride22), static_cast< double *>(nullptr), static_cast< const int *>(nullptr), &stride22); 
# 43
constexpr idx7_t h23 = 41; 
# 44
p20 = (count21 ^ h23); 
# 45
}  
# 46
auto t24 = 4 + (stride22 + (('a') - count21)); 
# 47
count21 = (static_cast< float>(t24)); 
# 48
long long t25 = ('\177'); 
# 49
return stride22; 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int len26 = 3795; 
# 55
float u27 = (46); 
# 56
for (int n28 = 0, j29 = len26; n28 < j29; (++n28), (--j29)) { 
# 57
++u27; 
# 58
}  
# 59
idx7_t *r30 = (static_cast< idx7_t *>(nullptr)); 
# 60
return 0; 
# 61
} 

# 1 "v000552.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ce60e081_10_v000552_cu_b363f564
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000552.cudafe1.stub.c"
#include "v000552.cudafe1.stub.c"
# 1 "v000552.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
