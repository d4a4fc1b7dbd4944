# 1 "v000817.cu"
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
# 22 "v000817.cu"
static int d_fuse8; 
# 24
struct Stats9 { 
# 25
int vel10; 
# 26
long mass11; 
# 27
}; 
# 29
long blend12(int stride13) 
# 30
{ 
# 31
stride13 %= 8; 
# 32
int u14 = stride13; 
# 33
int e15 = u14; 
# 34
return u14; 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void combine16_kernel(int len17) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern unsigned dyn_18[]; 
# 40
auto lo19 = (len17 + 3437) / 2; 
# 41
if ((dyn_18[d_fuse8 & 7]) != d_fuse8) { 
# 42
return; }  
# 43
int cnt20 = 30 * (static_cast< char>(d_fuse8)); 
# 44
Stats9 base21 = Stats9{9, (56LL)}; 
# 45
} 
#endif
# 47 "v000817.cu"
static void gather22_kernel(float alpha23, int *__restrict__ buf24, int *acc25) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern size_t dyn_26[]; 
# 50
int pass27 = 0; 
# 51
while (pass27 < (8 + 2)) { 
# 52
(buf24[7]) = (((((*buf24) += 37U), 3765U) < ((buf24[7]) - ((6) - (dyn_26[2])))) ? dyn_26[6] : (128)); 
# 53
d_fuse8 ^= (((40UL + (dyn_26[0])) - (39U % pass27)) ^ (34)); 
# 54
++pass27; 
# 55
}  
# 56
(buf24[d_fuse8 & 7])++; 
# 57
Stats9 lo28 = {4, 6L}; 
# 58
} 
#endif
# 60 "v000817.cu"
void weigh29(const float *coef30, unsigned a31, int *buf32) 
# 61
{ 
# 62
if (((short)a31) & 1) { 
# 63
(buf32[a31]) *= ((5) * ((a31 % (buf32[a31])) & (a31 % a31))); }  
# 64
(__cudaPushCallConfiguration(((dim3)(128)), 1 << (8 + 1), 256, nullptr)) ? (void)0 : gather22_kernel(((11.625F) * (coef30[a31])) + ((*buf32) << 15UL), buf32, buf32); 
# 65
([]{ 
# 66
cudaStream_t val33 = ((cudaStream_t)0); 
# 67
} )(); 
# 68
(*buf32) = (((60) - a31) * a31); 
# 69
dim3 res34 = dim3(8 + 8, (a31 + (127)) / (128), (a31 + (255)) / (256)); 
# 70
} 
# 72
int main() 
# 73
{ 
# 74
int n35 = 3210; 
# 75
int h36 = (n35 & 1) ? 46UL : (static_cast< float>(n35 + n35)); 
# 76
(__cudaPushCallConfiguration((n35 + 255) / 256, 64)) ? (void)0 : combine16_kernel(n35); 
# 77
n35 = (static_cast< int>((h36 += 28), h36)); 
# 78
dim3 tmp37(8 + 120); 
# 79
unsigned lim38(h36); 
# 80
return 0; 
# 81
} 

# 1 "v000817.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b0a0a5ad_10_v000817_cu_8cb79778
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000817.cudafe1.stub.c"
#include "v000817.cudafe1.stub.c"
# 1 "v000817.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
