# 1 "v000202.cu"
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
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17 "v000202.cu"
template< class T, int N> static void 
# 18
__wrapper__device_stub_relax4(T *&data5, T *&dst6, const T *&coef7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern double dyn_8[]; 
# 20
unsigned tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
(dst6[5]) = (data5[tid9 & (7)]); 
# 22
unsigned char tmp10((((*dst6) * (__device_builtin_variable_blockIdx.x)) * (tid9 % (N))) * 59L); 
# 23
__attribute__((unused)) static int sh_11[16 * (8 + 8)]; 
# 24
(dyn_8[tmp10]) = (-(24.75F)); 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000202.cu"
template< class T, int N> static void 
# 18
relax4(T *data5, T *dst6, const T *coef7) {__wrapper__device_stub_relax4<T,N>(data5,dst6,coef7);
# 25
return;}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern double dyn_8[]; 
# 20
unsigned tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
(dst6[5]) = (data5[tid9 & (7)]); 
# 22
unsigned char tmp10((((*dst6) * (__device_builtin_variable_blockIdx.x)) * (tid9 % (N))) * 59L); 
# 23
__attribute__((unused)) static int sh_11[16 * (8 + 8)]; 
# 24
(dyn_8[tmp10]) = (-(24.75F)); 
# 25
} 
#endif
# 27 "v000202.cu"
char pack12(int count13, long long *dst14, unsigned long beta15) { 
# 28
count13 = ((dst14[beta15]) - (*dst14)); 
# 29
float sum16{(static_cast< float>(8))}; 
# 30
float m17 = count13; 
# 31
return (m17 + count13) + (count13 ^ count13); 
# 32
} 
# 34
float scatter18(const size_t *input19) { 
# 35
return (unsigned short)(input19[6]); 
# 36
} 
# 38
__attribute__((visibility("hidden"))) void fold20(double *buf21, float *data22, const double *input23, float a24) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern int dyn_25[]; 
# 40
if ((buf21[4]) != (+(*input23))) { 
# 41
return; 
# 42
}  
# 43
for (int n26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n26 < 7; n26 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 45
#pragma unroll
for (
# 45
int i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i27 < 10; i27 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 46
(*data22) = ((n26 + ((dyn_25[1]) * 43)) & (dyn_25[n26])); 
# 48
#pragma unroll 8
for (
# 48
int it28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it28 < 4; it28 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 49
(data22[2]) = (((__device_builtin_variable_blockIdx.z) * n26) * scatter18(reinterpret_cast< const unsigned long *>(data22))); 
# 50
a24 = i27; 
# 51
}  
# 52
}  
# 53
}  
# 54
} 
#endif
# 56 "v000202.cu"
int main() { 
# 57
int count29 = 2294; 
# 58
count29 = ((count29 - ((short)52)) & (pack12(2686 * count29, nullptr, count29))); 
# 59
count29 = (scatter18(nullptr) - (8)); 
# 60
int m30{2}; 
# 61
m30 = (38UL); 
# 62
(__cudaPushCallConfiguration(512, 8 + 248)) ? (void)0 : relax4< float, 8> (nullptr, nullptr, nullptr); 
# 63
(__cudaPushCallConfiguration(256, 43 + (43 + 426))) ? (void)0 : fold20((double *)nullptr, nullptr, nullptr, (m30 * 51) ^ (m30 * 43)); 
# 64
return 0; 
# 65
} 

# 1 "v000202.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b855f49_10_v000202_cu_b7297f00
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000202.cudafe1.stub.c"
#include "v000202.cudafe1.stub.c"
# 1 "v000202.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
