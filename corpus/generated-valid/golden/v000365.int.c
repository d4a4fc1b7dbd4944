# 1 "v000365.cu"
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
# 11 "v000365.cu"
__attribute__((visibility("hidden"))) void smooth3(const long *in4, unsigned *out5, float *data6) ;
#if 0
# 11
{ 
# 12
--(out5[4]); 
# 13
unsigned idx7[7]{(43UL), (49), (57), (static_cast< unsigned>(55L)), (0), (11), (993UL)}; 
# 14
if ((idx7[0]) < ((*in4) | (30U))) { 
# 15
(idx7[4]) = (*in4); 
# 16
if (((*in4) <= (16)) || ((out5[5]) != (*out5))) { 
# 17
return; }  
# 18
}  
# 19
} 
#endif
# 20 "v000365.cu"
__attribute__((visibility("hidden"))) void scale8_kernel(long long *__restrict__ data9, signed char beta10, int stride11) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern double dyn_12[]; 
# 22
++(dyn_12[beta10]); 
# 23
--stride11; 
# 24
(data9[2]) = ((stride11 * ((*data9) * (dyn_12[beta10 & 7]))) * ((16 + stride11) >> (beta10 & stride11))); 
# 25
for (int it13 = 9; it13 > 0; --it13) { 
# 26
(dyn_12[beta10 & 7])--; }  
# 27
(*data9)++; 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v000365.cu"
template< class T, class U> static void 
# 30
__wrapper__device_stub_bias14_kernel(const T *&in15, U *&out16, T *&data17, T *&dst18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
unsigned long long diff19 = (*data17) - ((((*out16) += (*out16)), 17) - (*data17)); 
# 32
(data17[1]) = (13.75F); 
# 33
if (auto t20 = diff19; (dst18[t20]) == 8) { 
# 34
diff19 = (6); 
# 35
T prod21 = ((19.125F)); 
# 36
}  
# 37
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000365.cu"
template< class T, class U> static void 
# 30
bias14_kernel(const T *in15, U *out16, T *data17, T *dst18) {__wrapper__device_stub_bias14_kernel<T,U>(in15,out16,data17,dst18);
# 37
return;}
#if 0
# 30
{ 
# 31
unsigned long long diff19 = (*data17) - ((((*out16) += (*out16)), 17) - (*data17)); 
# 32
(data17[1]) = (13.75F); 
# 33
if (auto t20 = diff19; (dst18[t20]) == 8) { 
# 34
diff19 = (6); 
# 35
T prod21 = ((19.125F)); 
# 36
}  
# 37
} 
#endif
# 38 "v000365.cu"
int main() { 
# 39
int len22 = 1605; 
# 40
(--len22), (len22 = (len22 & len22)); 
# 41
if ((len22 >> 0) <= (len22 - len22)) { 
# 42
dim3 idx23(sizeof(int), 1); 
# 43
} else { 
# 44
unsigned w24[4]{6U, 2U, (8), (8L)}; 
# 45
}  
# 46
(__cudaPushCallConfiguration(dim3(2, sizeof(int) * (8), (len22 + 63) / 64), sizeof(unsigned) * (16))) ? (void)0 : smooth3(static_cast< const long *>(nullptr), nullptr, static_cast< float *>(nullptr)); 
# 47
(__cudaPushCallConfiguration((len22 + 63) / 64, 64, sizeof(double) * (32))) ? (void)0 : scale8_kernel(nullptr, len22, len22); 
# 48
(__cudaPushCallConfiguration(1, ((dim3)(1 << 1)), 0, 0)) ? (void)0 : bias14_kernel((const unsigned *)nullptr, static_cast< float *>(nullptr), static_cast< unsigned *>(nullptr), static_cast< unsigned *>(nullptr)); 
# 49
return 0; 
# 50
} 

# 1 "v000365.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c24e41f5_10_v000365_cu_f1f95ca2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000365.cudafe1.stub.c"
#include "v000365.cudafe1.stub.c"
# 1 "v000365.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
