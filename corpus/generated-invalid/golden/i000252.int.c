# 1 "i000252.cu"
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
# 14 "i000252.cu"
__attribute__((visibility("hidden"))) void fold5(int *__restrict__ buf6, int *acc7, long beta8, int *__restrict__ data9) ;
#if 0
# 14
{ 
# 15
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
int h11[4]{4, idx10, 52, idx10}; 
# 17
constexpr bool h12 = false; 
# 18
++(h11[1]); 
# 19
for (int n13 = idx10; n13 > 0; --n13) { 
# 20
(data9[idx10 & 7]) %= 23; 
# 21
}  
# 22
(acc7[(__device_builtin_variable_threadIdx.z) & (7)]) <<= h12; 
# 23
} 
#endif
# 25 "i000252.cu"
static void host_pivot14(int count15, unsigned beta16) { 
# 26
if ((L'\x41') > beta16) { 
# 27
return; 
# 28
}  
# 29
count15 = beta16; 
# 30
([=]() { 
# 31
(__cudaPushCallConfiguration(dim3(1, ((count15) + 255) / 256, 1), 1 << 5)) ? (void)0 : fold5(static_cast< int *>(nullptr), nullptr, count15, nullptr); 
# 32
(__cudaPushCallConfiguration(21 + (21 + 470), dim3(128, 8), 4096, 0)) ? (void)0 : fold5(nullptr, nullptr, beta16, nullptr); 
# 33
constexpr float x17 = (21.375F); 
# 34
} )(); 
# 35
unsigned long mid18 = +(((21) + beta16) + (beta16 - beta16)); 
# 36
beta16--; 
# 37
} 
# 39
static void check_tile19(char alpha20, int stride21) { 
# 40
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : fold5(static_cast< int *>(nullptr), nullptr, 21 * ((int)stride21), nullptr); 
# 41
constexpr float idx22 = (0.75F); 
# 42
stride21 -= idx22; 
# 43
stride21 = alpha20; 
# 44
} 
# 45
int probe_25(); 
# 47
int main() { 
# 48
int len23 = 3168; 
# 49
len23 += sizeof(int (void)); 
# 50
cudaStream_t z24 = ((cudaStream_t)0); 
# 51
len23 -= len23; 
# 52
return 0; 
# 53
} 

# 1 "i000252.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__05c00a5c_10_i000252_cu_2aeec457
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000252.cudafe1.stub.c"
#include "i000252.cudafe1.stub.c"
# 1 "i000252.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
