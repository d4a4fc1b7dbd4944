# 1 "v001799.cu"
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
# 5 "v001799.cu"
__attribute__((visibility("hidden"))) void apply1_kernel(int lane2, int *__restrict__ dst3, float a4) ;
#if 0
# 5
{ 
# 6
unsigned i5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 7
++a4; 
# 8
__attribute__((unused)) static float sh_6[128]; 
# 9
if (long idx7 = (-23); (sizeof(size_t) + idx7) < i5) { 
# 10
switch (__device_builtin_variable_warpSize) { 
# 11
case 11:  { 
# 12
int hi8 = (float)((signed char)i5); 
# 13
break; 
# 14
} 
# 15
case 3:  { 
# 16
__attribute__((unused)) static char sh_9[8]; 
# 17
break; 
# 18
} 
# 19
case 2:  
# 20
break; 
# 21
default:  
# 22
break; 
# 23
}  
# 24
}  
# 25
} 
#endif
# 27 "v001799.cu"
struct Span10 { 
# 28
int y11; 
# 29
unsigned flag12; 
# 30
}; 
# 32
constexpr int fuse13(int stride14, int lane15) { 
# 33
float t16 = +lane15; 
# 34
lane15 ^= lane15; 
# 35
return lane15; 
# 36
} 
# 38
int main() { 
# 39
int n17 = 72; 
# 40
(__cudaPushCallConfiguration((n17 + 31) / 32, dim3((n17 + 63) / 64, (n17 + 255) / 256), 4096, nullptr)) ? (void)0 : apply1_kernel(n17 - fuse13(n17, n17), &n17, (int)fuse13(n17, 2931)); 
# 41
(__cudaPushCallConfiguration((n17 + 255) / 256, 128)) ? (void)0 : apply1_kernel(L'\x20', static_cast< int *>(nullptr), n17); 
# 42
(__cudaPushCallConfiguration((n17 + 127) / 128, dim3(sizeof(int) * (2), 16))) ? (void)0 : apply1_kernel(n17, &n17, n17); 
# 43
switch (fuse13(n17, n17)) { 
# 44
case 11:  { 
# 45
size_t k18 = (static_cast< long>(n17)) & (n17 + n17); 
# 46
break; 
# 47
} 
# 48
case 0:  
# 49
break; 
# 50
case 5:  
# 51
break; 
# 52
case 10:  { 
# 53
int stride19[4]{(' '), 2, 55, 37}; 
# 54
break; 
# 55
} 
# 56
}  
# 57
return 0; 
# 58
} 

# 1 "v001799.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__372e203e_10_v001799_cu_ad0a9886
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001799.cudafe1.stub.c"
#include "v001799.cudafe1.stub.c"
# 1 "v001799.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
