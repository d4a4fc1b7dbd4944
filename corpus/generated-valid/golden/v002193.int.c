# 1 "v002193.cu"
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
# 15 "v002193.cu"
__attribute__((visibility("hidden"))) void scale5_kernel(const float *coef6, const long *__restrict__ input7, int *data8) ;
#if 0
# 15
{ 
# 16
if ((input7[4]) != (data8[4])) { 
# 17
(*data8)++; 
# 18
(*data8)--; 
# 19
}  
# 20
static_assert(((32 + 26) == 58));
# 21
(data8[4])++; 
# 22
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 24 "v002193.cu"
__attribute__((unused)) static void relax9(int n10) {int volatile ___ = 1;(void)n10;
# 39
::exit(___);}
#if 0
# 24
{ 
# 25
n10--; 
# 26
if (n10 > n10) { 
# 27
goto finish12; 
# 28
}  
# 29
n10 >>= n10; 
# 30
if (n10 <= (n10 - n10)) { 
# 31
n10 = (34U); 
# 32
n10 %= 32; 
# 33
int f11{6}; 
# 34
}  
# 35
if (n10 <= n10) { 
# 36
return; 
# 37
}  
# 38
finish12:; ; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 41 "v002193.cu"
void norm13(int stride14 = 50LL) { 
# 42
constexpr double h15 = (1.0); 
# 43
char e16 = stride14 * stride14; 
# 44
} 
# 46
int main() { 
# 47
int size17 = 3054; 
# 48
size17 -= (size17 - sizeof(signed char)); 
# 49
size17 += (11 + size17); 
# 50
if (((size17 += size17), 55) <= size17) { 
# 51
size_t z18 = (size17 - size17) << 3; 
# 52
float h19 = (30L); 
# 53
}  
# 54
(__cudaPushCallConfiguration((size17 + 127) / 128, 16 * 2, 32 + 992)) ? (void)0 : scale5_kernel((const float *)nullptr, (const long *)nullptr, &size17); 
# 55
return 0; 
# 56
} 

# 1 "v002193.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf2239da_10_v002193_cu_99080daa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002193.cudafe1.stub.c"
#include "v002193.cudafe1.stub.c"
# 1 "v002193.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
