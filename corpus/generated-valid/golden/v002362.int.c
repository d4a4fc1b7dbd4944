# 1 "v002362.cu"
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
# 9 "v002362.cu"
int check_sweep4(int *__restrict__ buf5, const double *input6) { 
# 10
cudaStream_t base7 = (nullptr); 
# 11
constexpr short m8 = (20); 
# 12
return m8; 
# 13
} 
# 15
int relax9(unsigned char beta10) { 
# 16
if ((beta10 * 63U) == beta10) { 
# 17
return 60ULL; }  
# 18
if (12 <= beta10) { 
# 19
return beta10 * (('a') - beta10); }  
# 20
beta10 %= (9 * beta10); 
# 21
bool hi11(beta10); 
# 22
if (hi11 > hi11) { 
# 23
return 43; }  
# 24
return beta10; 
# 25
} 
# 27
__attribute((always_inline)) __attribute__((unused)) static inline void clamp12(int lane13) {int volatile ___ = 1;(void)lane13;
# 39
::exit(___);}
#if 0
# 27
{ 
# 28
for (int j14 = 6; j14 > 0; --j14) { 
# 29
int r15((sizeof(int))); 
# 30
lane13 /= ((__device_builtin_variable_blockDim.y) + (36)); 
# 31
}  
# 32
if (lane13 < lane13) { 
# 33
goto done16; 
# 34
}  
# 35
lane13 >>= (__device_builtin_variable_threadIdx.y); 
# 36
lane13 = (static_cast< int>(__device_builtin_variable_gridDim.x)); 
# 37
lane13 = (lane13 - (__device_builtin_variable_threadIdx.x)); 
# 38
done16:; ; 
# 39
} 
#endif
# 41 "v002362.cu"
__attribute__((visibility("hidden"))) void drift17(int n18, int lane19, long a20, int count21) ;
#if 0
# 41
{ 
# 42
for (int n22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n22 < lane19; n22 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 43
int x23 = (((-n18) << (8UL * n22)) != sizeof(int)) ? sizeof(int) : (__device_builtin_variable_gridDim.x); 
# 44
float s24 = count21; 
# 45
}  
# 46
float res25 = count21; 
# 47
res25 = n18; 
# 48
constexpr int s26 = 60; 
# 49
} 
#endif
# 51 "v002362.cu"
__attribute__((unused)) float trace27(int count28, int n29, size_t cfg30) {int volatile ___ = 1;(void)count28;(void)n29;(void)cfg30;
# 59
::exit(___);}
#if 0
# 51
{ 
# 52
float tmp31 = cfg30; 
# 53
if ((__device_builtin_variable_blockIdx.x) < tmp31) { 
# 54
return 64L; }  
# 55
int off32 = __device_builtin_variable_threadIdx.z; 
# 56
constexpr int lo33 = (27L); 
# 57
cfg30 = cfg30; 
# 58
return n29; 
# 59
} 
#endif
# 61 "v002362.cu"
void scatter34(int n35) { 
# 62
constexpr int hi36 = 0; 
# 63
n35 += n35; 
# 64
n35 <<= hi36; 
# 65
} 
# 67
int main() { 
# 68
int count37 = 1821; 
# 69
count37 |= ((count37 >= 43) ? 51 + count37 : count37); 
# 70
dim3 k38 = dim3((count37 + 31) / 32, 4); 
# 71
(__cudaPushCallConfiguration((count37 + 127) / 128, 64 * 8, 1 << 10)) ? (void)0 : drift17(2, 55UL, count37, count37); 
# 72
return 0; 
# 73
} 

# 1 "v002362.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8066865_10_v002362_cu_2d2d2cca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002362.cudafe1.stub.c"
#include "v002362.cudafe1.stub.c"
# 1 "v002362.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
