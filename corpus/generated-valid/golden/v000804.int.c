# 1 "v000804.cu"
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
# 13 "v000804.cu"
__attribute__((visibility("hidden"))) void shade6(int lane7, int stride8, int n9, short *data10) ;
#if 0
# 14
{ 
# 15
int i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
int pass12 = 0; 
# 17
do { 
# 18
lane7 = (static_cast< unsigned>((pass12 & i11) + 6)); 
# 19
int iter13 = 0; 
# 20
do { 
# 21
if ((58) > ((__device_builtin_variable_blockIdx.x) * n9)) { 
# 22
return; 
# 23
}  
# 24
char t14 = __device_builtin_variable_warpSize; 
# 25
++iter13; 
# 26
} while (iter13 < 16); 
# 27
++pass12; 
# 28
} while (pass12 < n9); 
# 29
stride8++; 
# 30
} 
#endif
# 32 "v000804.cu"
int main() 
# 33
{ 
# 34
int count15 = 142; 
# 35
if (count15 != count15) { 
# 36
return 4; 
# 37
}  
# 38
unsigned char lo16[3]{(255), (40U), (37UL)}; 
# 39
for (int i17 = 2; i17 > 0; --i17) { 
# 40
count15 = count15; 
# 41
(__cudaPushCallConfiguration(dim3(1 << 2, (count15 + 31) / 32), 512, sizeof(int) * (128))) ? (void)0 : shade6(static_cast< int>(static_cast< float>(i17)), 41, 63UL, nullptr); 
# 42
}  
# 43
return 0; 
# 44
} 

# 1 "v000804.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9f7523f3_10_v000804_cu_3fbc28f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000804.cudafe1.stub.c"
#include "v000804.cudafe1.stub.c"
# 1 "v000804.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
