# 1 "v001196.cu"
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
# 19 "v001196.cu"
int run_tally6(float alpha7) { 
# 20
alpha7 = (16); 
# 21
const char *q8 = ("C:\\dir"); 
# 22
cudaStream_t acc9 = (nullptr); 
# 23
alpha7 = ((q8[0]) / ((128 * (q8[1])) & (q8[0]))); 
# 24
alpha7--; 
# 25
unsigned k10 = (q8[0]) - ((26 % (q8[0])) * 40LL); 
# 26
return alpha7 / ((+k10) - 8UL); 
# 27
} 
# 29
__attribute__((unused)) void rank11(unsigned q12, int stride13) {int volatile ___ = 1;(void)q12;(void)stride13;
# 40
::exit(___);}
#if 0
# 29
{ 
# 30
stride13 = (-34); 
# 31
long long hi14{(0)}; 
# 32
if (hi14 != q12) { 
# 33
if ((__device_builtin_variable_threadIdx.x) > (62)) { 
# 34
return; 
# 35
}  
# 36
} else { 
# 37
q12 = (__device_builtin_variable_blockIdx.y); 
# 38
}  
# 39
float diff15 = (hi14 * (3.875F)) + hi14; 
# 40
} 
#endif
# 41 "v001196.cu"
enum Op16 { RED17, ADD18 = 4, IDLE19}; 
# 43
struct Tile20 { 
# 44
unsigned hi21; 
# 45
int z22, lo23; 
# 46
int count24; 
# 47
}; 
# 49
__attribute__((visibility("hidden"))) void fold25_kernel(float *dst26, size_t q27, const float *in28) ;
#if 0
# 49
{ 
# 50
if (float m29 = (in28[q27 & (7)]) + (+((__device_builtin_variable_threadIdx.x) << 1)); (in28[1]) < (-(*dst26))) { 
# 51
unsigned stride30(*dst26); 
# 52
}  
# 53
(dst26[3]) = q27; 
# 54
} 
#endif
# 56 "v001196.cu"
int main() { 
# 57
int len31 = 2438; 
# 58
run_tally6(len31); 
# 59
len31++; 
# 60
(__cudaPushCallConfiguration(2, ((dim3)((len31 + 31) / 32)), sizeof(double) * (256))) ? (void)0 : fold25_kernel((float *)nullptr, ((len31 += len31), run_tally6(len31)), nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v001196.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b914d375_10_v001196_cu_18e1d5a5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001196.cudafe1.stub.c"
#include "v001196.cudafe1.stub.c"
# 1 "v001196.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
