# 1 "v000372.cu"
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
# 8 "v000372.cu"
constexpr int WIDTH4 = 64; 
# 10
extern "C" {
# 11
__attribute__((visibility("hidden"))) void scatter5_kernel(const int *input6, unsigned b7, int n8, int *__restrict__ dst9) ;
#if 0
# 12
{ 
# 13
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (idx10 >= n8) { 
# 15
return; 
# 16
}  
# 17
n8 %= ((__device_builtin_variable_threadIdx.x) & (15)); 
# 18
if ((idx10 + 1065UL) <= 31UL) { 
# 19
return; 
# 20
}  
# 21
__attribute__((unused)) static int sh_11; 
# 22
int f12 = (sh_11 & 15) | ((60UL + idx10) + (34UL % idx10)); 
# 23
b7 = ((unsigned)(__device_builtin_variable_gridDim.x)); 
# 24
__attribute__((unused)) static unsigned sh_13; 
# 25
} 
#endif
# 26 "v000372.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28
template< class T, int N> static void 
# 29
__wrapper__device_stub_mix14(T &cfg15, T *&out16, T &beta17, int *&acc18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
(*out16) /= (beta17 + (out16[tid19])); 
# 33
--beta17; 
# 34
__attribute__((unused)) static int sh_20; 
# 35
} 
#endif

#pragma GCC diagnostic pop

# 28 "v000372.cu"
template< class T, int N> static void 
# 29
mix14(T cfg15, T *out16, T beta17, int *acc18) 
# 30
{__wrapper__device_stub_mix14<T,N>(cfg15,out16,beta17,acc18);
# 35
return;}
#if 0
# 30
{ 
# 31
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
(*out16) /= (beta17 + (out16[tid19])); 
# 33
--beta17; 
# 34
__attribute__((unused)) static int sh_20; 
# 35
} 
#endif
# 37 "v000372.cu"
int main() 
# 38
{ 
# 39
int len21 = 2917; 
# 40
len21--; 
# 41
if (len21 != WIDTH4) { 
# 42
return len21; 
# 43
}  
# 44
unsigned t22 = (61); 
# 45
t22 += (len21 & 15); 
# 46
int x23[3]{21, 3, 44}; 
# 47
(__cudaPushCallConfiguration(2, 32, 256, nullptr)) ? (void)0 : scatter5_kernel(&len21, (32L - t22) % (len21 & 15), ~((12) + t22), x23); 
# 48
(__cudaPushCallConfiguration((t22 + (127)) / (128), WIDTH4)) ? (void)0 : mix14< long, 6> ((!((x23[2]) != WIDTH4)) ? x23[t22] : 14, nullptr, (32U - len21) * (8 + (x23[t22])), &len21); 
# 49
return 0; 
# 50
} 

# 1 "v000372.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62f950fc_10_v000372_cu_97a75ac9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000372.cudafe1.stub.c"
#include "v000372.cudafe1.stub.c"
# 1 "v000372.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
