# 1 "v001202.cu"
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
# 14 "v001202.cu"
__attribute__((visibility("hidden"))) void reduce5(float p6, int len7) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern double dyn_8[]; 
# 16
float res9 = (39); 
# 17
__attribute__((unused)) static int sh_10[64]; 
# 18
} 
#endif
# 20 "v001202.cu"
float split11(float *buf12, float b13, int *data14) { 
# 21
b13 = (static_cast< float>(b13 + ((data14[1]) + b13))); 
# 22
for (int i15 = 0; i15 < (4 * 2); i15 += 1) { 
# 23
int m16[3] = {7}; 
# 24
int t17 = (20UL) - (*buf12); 
# 25
}  
# 26
return ((data14[7]) - ((19.375F) * (buf12[5]))) * (b13 - (20.625F)); 
# 27
} 
# 29
__attribute((noinline)) __attribute__((unused)) int weigh18(float p19) {int volatile ___ = 1;(void)p19;
# 36
::exit(___);}
#if 0
# 29
{ 
# 30
size_t z20 = (38LL); 
# 31
size_t y21(((z20 * (z20 * z20)) >= split11(&p19, 10, nullptr)) ? split11(&p19, p19, nullptr) / (10) : p19); 
# 32
bool h22 = (2) > ((y21 % y21) / p19); 
# 33
bool stride23 = y21; 
# 34
z20--; 
# 35
return -33; 
# 36
} 
#endif
# 38 "v001202.cu"
int main() { 
# 39
int count24 = 3642; 
# 40
int lim25 = 39; 
# 41
(__cudaPushCallConfiguration(16 * 2, 39 + 473)) ? (void)0 : reduce5(split11(nullptr, lim25, &lim25), count24); 
# 42
count24 = ((static_cast< int>(41L)) * lim25); 
# 43
if (((count24 < lim25) ? sizeof(unsigned) : count24) >= count24) { 
# 44
return lim25; }  
# 45
split11(static_cast< float *>(nullptr), (48 - count24) + split11(nullptr, lim25, &lim25), nullptr); 
# 46
auto w26 = lim25; 
# 47
return 0; 
# 48
} 

# 1 "v001202.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bdf254fd_10_v001202_cu_b04f96f1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001202.cudafe1.stub.c"
#include "v001202.cudafe1.stub.c"
# 1 "v001202.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
