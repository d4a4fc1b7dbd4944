# 1 "v000130.cu"
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
# 22 "v000130.cu"
__attribute__((unused)) float rank6(int *out7, int len8, int count9) {int volatile ___ = 1;(void)out7;(void)len8;(void)count9;
# 34
::exit(___);}
#if 0
# 22
{ 
# 23
if (((len8 > 16) ? len8 : (out7[count9])) == 24) { 
# 24
goto skip12; 
# 25
}  
# 26
(out7[len8]) = ((out7[len8]) - (out7[count9])); 
# 27
for (int j10 = 0; j10 < count9; ++j10) { 
# 28
static_assert((12 == 12));
# 29
(*out7)++; 
# 30
unsigned sum11 = j10; 
# 31
}  
# 32
skip12:; ; 
# 33
return 21; 
# 34
} 
#endif
# 36 "v000130.cu"
static void step13_kernel(const int *src14) ;
#if 0
# 36
{ 
# 37
for (int i15 = 15; i15 > 0; --i15) { 
# 38
bool z16 = (src14[4]) == (src14[5]); 
# 39
}  
# 40
if (*src14) { 
# 41
return; 
# 42
}  
# 43
} 
#endif
# 45 "v000130.cu"
__attribute__((unused)) double bias17(int count18) {int volatile ___ = 1;(void)count18;
# 53
::exit(___);}
#if 0
# 45
{ 
# 46
count18 = (40L); 
# 47
if (int off19 = ((int)((count18 == count18) ? count18 : count18)) - count18; (!(count18 != count18)) && (off19 < count18)) { 
# 48
int *t20 = (nullptr); 
# 49
}  
# 50
int prod21 = count18; 
# 51
(prod21++), (prod21 = (+((prod21 += 3006), ((int)29)))); 
# 52
return prod21; 
# 53
} 
#endif
# 55 "v000130.cu"
constexpr int run_merge22(int count23, unsigned beta24) { 
# 56
return count23; 
# 57
} 
# 59
int main() { 
# 60
int count25 = 3761; 
# 61
for (int i26 = 0; i26 < 14; i26++) { 
# 62
count25 = 58; 
# 63
count25 = i26; 
# 64
}  
# 65
(__cudaPushCallConfiguration((count25 + 127) / 128, 1 << 6, 1 << 8)) ? (void)0 : step13_kernel((const int *)nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v000130.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__70b89fbc_10_v000130_cu_7864f7a0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000130.cudafe1.stub.c"
#include "v000130.cudafe1.stub.c"
# 1 "v000130.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
