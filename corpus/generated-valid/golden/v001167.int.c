# 1 "v001167.cu"
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
# 7 "v001167.cu"
__attribute__((visibility("hidden"))) void apply2_kernel(const unsigned char *in3, float *buf4, float beta5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern int dyn_6[]; 
# 10
beta5 /= ((dyn_6[3]) - (((beta5 != (dyn_6[2])) && ((*buf4) < (42))) ? buf4[2] : (2))); 
# 11
if (!((dyn_6[6]) != beta5)) { 
# 12
return; 
# 13
}  
# 14
int m7[4]{2741, 56, (-5), (16UL)}; 
# 15
++(dyn_6[7]); 
# 16
(m7[2])--; 
# 17
if ((57ULL) <= (((m7[0]) >= 30L) ? 911 : (buf4[1]))) { 
# 18
return; 
# 19
}  
# 20
(m7[1]) = (((466ULL - (m7[3])) & ((m7[1]) | 61L)) / ((unsigned)43L)); 
# 21
} 
#endif
# 22 "v001167.cu"
enum class Axis8 { 
# 23
High9 = 2, 
# 24
On10, 
# 25
Busy11, 
# 26
Low12, 
# 27
Busy13
# 28
}; 
# 29
enum class Color14 { Mul15, High16, On17}; 
# 30
static_assert((17 > 16), "tile must fit");
# 33
__attribute__((visibility("hidden"))) void shade18(const float *coef19) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_20[]; 
# 36
float e21 = *coef19; 
# 37
int iter22 = 0; 
# 38
do { 
# 39
--e21; 
# 40
++iter22; 
# 41
} while (iter22 < iter22); 
# 42
auto diff23 = 3UL; 
# 43
} 
#endif
# 45 "v001167.cu"
int main() 
# 46
{ 
# 47
int count24 = 989; 
# 48
(__cudaPushCallConfiguration(4, 64, sizeof(double) * (256), 0)) ? (void)0 : apply2_kernel((const unsigned char *)nullptr, static_cast< float *>(nullptr), count24 % count24); 
# 49
--count24; 
# 50
(__cudaPushCallConfiguration((count24 + 31) / 32, 64)) ? (void)0 : shade18(nullptr); 
# 51
return 0; 
# 52
} 

# 1 "v001167.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__83f823c1_10_v001167_cu_95dcb868
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001167.cudafe1.stub.c"
#include "v001167.cudafe1.stub.c"
# 1 "v001167.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
