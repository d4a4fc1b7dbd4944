# 1 "v001353.cu"
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
# 11 "v001353.cu"
enum State4 { 
# 12
ADD5 = 3, 
# 13
OFF6, 
# 14
SLOW7, 
# 15
BUSY8, 
# 16
OFF9
# 17
}; 
# 18
static float c_merge10; 
# 19
static float c_bump11; 
# 21
__attribute__((visibility("hidden"))) void pivot12(unsigned *acc13, int len14, const float *src15, int n16) ;
#if 0
# 21
{ 
# 22
unsigned tid17 = __device_builtin_variable_threadIdx.x; 
# 23
if (tid17 >= len14) { 
# 24
return; 
# 25
}  
# 26
do { n16 += (c_bump11 + ((static_cast< float>(41U)) + c_merge10)); } while (0); 
# 27
if ((acc13[__device_builtin_variable_blockIdx.x]) != n16) { 
# 28
return; 
# 29
}  
# 30
n16 = (c_bump11 - (56)); 
# 31
} 
#endif
# 33 "v001353.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int fold18(int len19, int count20, const int *in21) {int volatile ___ = 1;(void)len19;(void)count20;(void)in21;
# 48
::exit(___);}
#if 0
# 33
{ 
# 34
if ((in21 == (nullptr)) && (c_merge10 == (28U))) { 
# 35
goto out25; 
# 36
}  
# 37
if ((len19 + 54UL) > len19) { 
# 38
return (in21[count20]) * (63UL + (__device_builtin_variable_gridDim.y)); 
# 39
}  
# 40
for (int it22 = ((BUSY8) + 7); it22 > 0; --it22) { 
# 41
for (int n23 = 0; n23 < 11; ++n23) { 
# 42
unsigned flag24 = (36) + ((__device_builtin_variable_blockIdx.x) - (18)); 
# 43
len19 = flag24; 
# 44
}  
# 45
}  
# 46
out25:; ; 
# 47
return ((count20 < ((__device_builtin_variable_blockIdx.x) & (15))) ? count20 : ((__device_builtin_variable_blockIdx.x) & (15))); 
# 48
} 
#endif
# 50 "v001353.cu"
int main() { 
# 51
int size26 = 3112; 
# 52
unsigned char s27 = size26; 
# 53
(__cudaPushCallConfiguration((SLOW7) + 507, ((ADD5) + 1) * ((OFF9) + 9))) ? (void)0 : pivot12(static_cast< unsigned *>(nullptr), 10UL - s27, nullptr, ((SLOW7) + size26) - s27); 
# 54
(__cudaPushCallConfiguration((size26 + 63) / 64, 512)) ? (void)0 : pivot12((unsigned *)nullptr, size26, static_cast< const float *>(nullptr), s27 & 15); 
# 55
(__cudaPushCallConfiguration((OFF9) + ((OFF6) + 53), 128)) ? (void)0 : pivot12((unsigned *)nullptr, static_cast< int>((SLOW7) - size26), nullptr, ((ADD5) + s27) - s27); 
# 56
return 0; 
# 57
} 

# 1 "v001353.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__06f26f4d_10_v001353_cu_36c2b9a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001353.cudafe1.stub.c"
#include "v001353.cudafe1.stub.c"
# 1 "v001353.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
