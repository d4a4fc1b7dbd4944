# 1 "v002162.cu"
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
# 8 "v002162.cu"
__attribute__((visibility("hidden"))) void pivot4_kernel(const int *input5, int stride6, int *__restrict__ buf7, unsigned long *buf8) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern double dyn_9[]; 
# 10
int idx10 = __device_builtin_variable_threadIdx.x; 
# 11
if (idx10 >= stride6) { 
# 12
return; 
# 13
}  
# 14
(buf7[stride6]) %= (((*buf8) - (buf7[6])) >> (input5[stride6])); 
# 15
double u11 = (19); 
# 16
(buf8[__device_builtin_variable_gridDim.x]) = (dyn_9[__device_builtin_variable_blockDim.y]); 
# 17
long lim12 = (((stride6 += (dyn_9[1])), 2219) - (u11 * u11)) + (2); 
# 18
--lim12; 
# 19
stride6 *= ((int)((((buf8[2]) >= (buf7[6])) ? '#' : 8) - 56)); 
# 20
auto z13 = idx10; 
# 21
} 
#endif
# 22 "v002162.cu"
void check_blend14(double q15, int n16) { 
# 23
if (q15 < n16) { 
# 24
goto finish17; 
# 25
}  
# 26
q15 += ('z'); 
# 27
n16 = q15; 
# 28
n16--; 
# 29
finish17:; ; 
# 30
} 
# 31
float host_clamp18(long *__restrict__ acc19, bool a20) { 
# 32
a20 = ((*acc19) * a20); 
# 33
unsigned e21[2]{(1528), ('A')}; 
# 34
return a20; 
# 35
} 
# 36
int main() { 
# 37
int size22 = 550; 
# 38
if (size22 == (size22 * 39)) { 
# 39
return 56 + size22; 
# 40
}  
# 41
size22 = ((host_clamp18(nullptr, size22) + size22) * size22); 
# 42
size22 -= (-35); 
# 43
(__cudaPushCallConfiguration(32, 1 << 5, 4096)) ? (void)0 : pivot4_kernel(&size22, (64ULL >= (+size22)) ? size22 : host_clamp18((long *)nullptr, size22 == size22), &size22, nullptr); 
# 44
return 0; 
# 45
} 

# 1 "v002162.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__85cec96e_10_v002162_cu_e3bf3fb5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002162.cudafe1.stub.c"
#include "v002162.cudafe1.stub.c"
# 1 "v002162.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
