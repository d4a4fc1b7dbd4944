# 1 "v001863.cu"
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
# 5 "v001863.cu"
__attribute__((visibility("hidden"))) void grow1(const int *coef2) ;
#if 0
# 5
{ 
# 6
if ((*coef2) >> (coef2[4])) { 
# 7
return; 
# 8
}  
# 9
int w3 = 0; 
# 10
do { 
# 11
size_t f4 = (60); 
# 12
++w3; 
# 13
} while (w3 < w3); 
# 14
char base5{(25U)}; 
# 15
} 
#endif
# 17 "v001863.cu"
static void fuse6(float b7, int *acc8, float *acc9, const unsigned short *in10) ;
#if 0
# 17
{ 
# 18
b7 *= (static_cast< int>(acc9[5])); 
# 19
long long z11 = (3012UL); 
# 20
unsigned y12(acc8[4]); 
# 21
} 
#endif
# 23 "v001863.cu"
__attribute__((visibility("hidden"))) void merge13_kernel(int stride14, unsigned *dst15, const int *input16, float *out17) ;
#if 0
# 23
{ 
# 24
(dst15[7]) = ((*out17) - (27L)); 
# 25
++stride14; 
# 26
stride14 = (1724U); 
# 27
float z18 = *dst15; 
# 28
} 
#endif
# 30 "v001863.cu"
__attribute__((unused)) int lerp19(int count20, unsigned long cfg21 = 55L) {int volatile ___ = 1;(void)count20;(void)cfg21;
# 39
::exit(___);}
#if 0
# 30
{ 
# 31
float w22[7] = {(27), (1.0F), (-(0.25F)), (2ULL), (-(11.5F))}; 
# 32
count20 %= (((long)count20) << (count20 + 59L)); 
# 33
count20++; 
# 34
count20 ^= ((2) + cfg21); 
# 35
double y23 = (6); 
# 36
int mid24(count20); 
# 37
double flag25 = ((19.625F)); 
# 38
return (float)cfg21; 
# 39
} 
#endif
# 41 "v001863.cu"
int main() { 
# 42
int n26 = 468; 
# 43
int w27 = 0; 
# 44
do { 
# 45
switch (w27) { 
# 46
case 8:  { 
# 47
int z28 = w27; 
# 48
dim3 tmp29(2 * 4, (n26 + 127) / 128, 1); 
# 49
break; 
# 50
} 
# 51
case 0:  
# 52
n26 |= (-50); 
# 53
break; 
# 54
default:  
# 55
break; 
# 56
}  
# 57
++w27; 
# 58
} while (w27 < 4); 
# 59
(__cudaPushCallConfiguration(32, 1 << 6)) ? (void)0 : grow1(&w27); 
# 60
(__cudaPushCallConfiguration((w27 + 31) / 32, 8 * 8)) ? (void)0 : fuse6(w27, &n26, static_cast< float *>(nullptr), nullptr); 
# 61
(__cudaPushCallConfiguration((n26 + 63) / 64, 64)) ? (void)0 : merge13_kernel(n26, nullptr, &w27, (float *)nullptr); 
# 62
return 0; 
# 63
} 

# 1 "v001863.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2b95e55e_10_v001863_cu_5a101ca4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001863.cudafe1.stub.c"
#include "v001863.cudafe1.stub.c"
# 1 "v001863.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
