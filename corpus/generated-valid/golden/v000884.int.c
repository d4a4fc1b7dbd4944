# 1 "v000884.cu"
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
# 12 "v000884.cu"
static void blend3(int len4, unsigned long long *buf5, float b6, float *data7) ;
#if 0
# 12
{ 
# 13
__attribute__((unused)) extern double dyn_8[]; 
# 14
unsigned i9 = __device_builtin_variable_threadIdx.x; 
# 15
int acc10 = (b6 + (56)) + len4; 
# 16
if (-acc10) { 
# 17
} else { 
# 18
unsigned char z11 = (31); 
# 19
}  
# 20
len4 -= ((((b6 - (dyn_8[1])) < len4) ? len4 : 40) - acc10); 
# 21
acc10 = 2; 
# 22
} 
#endif
# 23 "v000884.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_march12)[32] = 0; 
# 24
static int c_march13[4]; 
# 25
static float d_probe14[16]; 
# 26
static unsigned c_mix15; 
# 27
unsigned run_sift16(size_t *data17, unsigned b18, const int *coef19) { 
# 28
(*data17) ^= (49U); 
# 29
if ((((b18 != (data17[b18])) ? coef19[5] : 6UL) + b18) != (b18 << (data17[6]))) { 
# 30
if (b18 + (57)) { 
# 31
(__cudaPushCallConfiguration(1 << 9, 128 * 4)) ? (void)0 : blend3(4, (unsigned long long *)nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march12)))[b18 & (31)], nullptr); 
# 32
b18 *= ((2) * ((float)(data17[1]))); 
# 33
double hi20 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march12)))[23]; 
# 34
} else { 
# 35
(data17[b18]) = ((60L - b18) - (b18 + (*coef19))); 
# 36
}  
# 37
}  
# 38
return (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_march12)))[24]; 
# 39
} 
# 40
int main() { 
# 41
int n21 = 3373; 
# 42
n21 = (n21 ^ 835ULL); 
# 43
unsigned lim22 = (48); 
# 44
return 0; 
# 45
} 

# 1 "v000884.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af056832_10_v000884_cu_b3e0ae01
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000884.cudafe1.stub.c"
#include "v000884.cudafe1.stub.c"
# 1 "v000884.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
