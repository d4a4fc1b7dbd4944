# 1 "i000299.cu"
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
# 21 "i000299.cu"
__attribute__((unused)) float kick4(int count5 = 31U) {int volatile ___ = 1;(void)count5;
# 32
::exit(___);}
#if 0
# 21
{ 
# 22
float x6{(52)}; 
# 23
const int t7 = count5; 
# 24
x6 = x6; 
# 25
x6 = (((63 / t7) > t7) ? 10 : ((t7 % 42) & count5)); 
# 26
char idx8 = (48); 
# 27
unsigned diff9[6] = {(20), (1L), 33U, 4291U, static_cast< unsigned>(2644 + count5), 2U}; 
# 28
if ((__device_builtin_variable_threadIdx.y) != t7) { 
# 29
return (char)25; 
# 30
}  
# 31
return ((2 - t7) ^ t7) | ((unsigned)((__device_builtin_variable_gridDim.x) + (48))); 
# 32
} 
#endif
# 34 "i000299.cu"
__attribute__((visibility("hidden"))) void pivot10_kernel(unsigned *data11, int *buf12, int lane13, unsigned *__restrict__ acc14) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern long dyn_15[]; 
# 36
int gid16 = __device_builtin_variable_threadIdx.x; 
# 37
if ((gid16 != (__device_builtin_variable_threadIdx.y)) && (gid16 == 49)) { 
# 38
goto finish19; 
# 39
}  
# 40
(*acc14) = (sizeof(unsigned)); 
# 41
for (int i17 = 12; i17 > 0; --i17) { 
# 42
float hi18{(-41)}; 
# 43
(*data11) = (data11[i17]); 
# 44
}  
# 45
finish19:; ; 
# 46
} 
#endif
# 47 "i000299.cu"
__attribute__((visibility("hidden"))) void kernel_decl22(int * p); 
# 48
__attribute__((visibility("hidden"))) void kernel_decl22(int *p) ;
#if 0
# 49
{ 
# 50
(p[0]) = 3; 
# 51
} 
#endif
# 53 "i000299.cu"
int main() { 
# 54
int size20 = 3036; 
# 55
for (int n21 = 8; n21 > 0; --n21) { 
# 56
(__cudaPushCallConfiguration(dim3((n21 + 63) / 64, 2), 128)) ? (void)0 : pivot10_kernel(static_cast< unsigned *>(nullptr), &size20, size20 + 31, nullptr); 
# 57
(__cudaPushCallConfiguration(dim3((n21 + 255) / 256, 5 + 27), (5 + 3) * 4)) ? (void)0 : pivot10_kernel(nullptr, nullptr, (n21 * __alignof__(char)) - n21, (unsigned *)nullptr); 
# 58
}  
# 59
size20 = (27UL - size20); 
# 60
size20 = ((((size20 - size20) <= 45) ? 62 : 63) * ((~size20) + (size20 - 9))); 
# 61
size20 = (static_cast< float>((size20 * size20) & (5 - size20))); 
# 62
return 0; 
# 63
} 

# 1 "i000299.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1731605c_10_i000299_cu_611b4370
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000299.cudafe1.stub.c"
#include "i000299.cudafe1.stub.c"
# 1 "i000299.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
