# 1 "i000578.cu"
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
# 25 "i000578.cu"
__attribute__((visibility("hidden"))) void drift8_kernel(const unsigned *__restrict__ input9, int *__restrict__ out10, const int *in11) ;
#if 0
# 25
{ 
# 26
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if (idx12 < 48) { 
# 28
return; 
# 29
}  
# 30
char base13 = +(*in11); 
# 31
auto lim14 = base13; 
# 32
do { char tmp_ = base13; base13 = lim14; lim14 = tmp_; } while (0); 
# 33
(++(out10[7])), (base13 = (__device_builtin_variable_threadIdx.x)); 
# 34
double cnt15 = lim14; 
# 35
} 
#endif
# 37 "i000578.cu"
int main() { 
# 38
int count16 = 797; 
# 39
unsigned char small18 = (1000); 
# 40
(__cudaPushCallConfiguration(128, sizeof(float) * (14 + 2), 1 << 12)) ? (void)0 : drift8_kernel(nullptr, nullptr, nullptr); 
# 41
unsigned tmp17(((count16 += (-5)), count16) % count16); 
# 42
(__cudaPushCallConfiguration(48 + 208, 128, 0)) ? (void)0 : drift8_kernel((const unsigned *)nullptr, nullptr, static_cast< const int *>(nullptr)); 
# 43
count16 |= (tmp17 % (tmp17 - count16)); 
# 44
count16 = ((-count16) + tmp17); 
# 45
count16 = 48; 
# 46
return 0; 
# 47
} 

# 1 "i000578.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0db889e0_10_i000578_cu_458db1b0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000578.cudafe1.stub.c"
#include "i000578.cudafe1.stub.c"
# 1 "i000578.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
