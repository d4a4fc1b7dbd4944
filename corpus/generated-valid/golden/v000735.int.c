# 1 "v000735.cu"
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
# 10 "v000735.cu"
template< class T, int N = 4> __attribute__((unused)) int 
# 11
bias4(T p5) {int volatile ___ = 1;(void)p5;
# 19
::exit(___);}
#if 0
# 11
{ 
# 12
p5 = N; 
# 13
p5--; 
# 14
p5++; 
# 15
T acc6 = (N); 
# 16
p5 = (((N - acc6) + acc6) / (17.0)); 
# 17
p5 = ((((N) * (__device_builtin_variable_threadIdx.x)) * (N)) % (10)); 
# 18
return acc6; 
# 19
} 
#endif
# 21 "v000735.cu"
__attribute__((visibility("hidden"))) void rank7_kernel(unsigned alpha8) ;
#if 0
# 21
{ 
# 22
unsigned idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
__attribute__((unused)) static int sh_10; 
# 24
(++alpha8), (alpha8 = idx9); 
# 25
alpha8 = alpha8; 
# 26
float tmp11{(6)}; 
# 27
} 
#endif
# 30 "v000735.cu"
float drift12(int n13, int n14) { 
# 31
n13 = (((8 + n14) * n14) * n13); 
# 32
int k15 = n13 - (379 + n14); 
# 33
return 44L + n13; 
# 34
} 
# 36
int main() { 
# 37
int size16 = 920; 
# 38
auto r17 = size16; 
# 39
switch (r17) { 
# 40
case 12:  
# 41
switch (size16 * size16) { 
# 42
case 12:  
# 43
(__cudaPushCallConfiguration(sizeof(float) * (128), 128, sizeof(double) * (256))) ? (void)0 : rank7_kernel((46U % r17) - r17); 
# 44
break; 
# 45
case 5:  
# 46
r17 = (drift12(drift12(size16, size16) / size16, (double)(14.75))); 
# 47
break; 
# 48
case 2:  
# 49
break; 
# 50
default:  
# 51
break; 
# 52
}  
# 53
[[fallthrough]] ; 
# 54
case 1:  
# 55
break; 
# 56
default:  
# 57
break; 
# 58
}  
# 59
return 0; 
# 60
} 

# 1 "v000735.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__913f8c93_10_v000735_cu_618841a6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000735.cudafe1.stub.c"
#include "v000735.cudafe1.stub.c"
# 1 "v000735.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
