# 1 "v001222.cu"
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
# 23 "v001222.cu"
__attribute__((visibility("hidden"))) void drift10_kernel(const double *src11) ;
#if 0
# 24
{ 
# 25
int lim12 = 24; 
# 26
if ((5U) <= (src11[0])) { 
# 27
for (int j13 = 0, j14 = lim12; j13 < j14; (++j13), (--j14)) { 
# 28
lim12 >>= (-((2354 * j14) << j13)); 
# 29
lim12 = j14; 
# 30
}  
# 31
}  
# 32
} 
#endif
# 34 "v001222.cu"
inline int host_probe15(int lane16) 
# 35
{ 
# 36
lane16 -= (lane16 << (~lane16)); 
# 37
lane16 = 20; 
# 38
int sum17 = lane16 + ((2 * lane16) + (1 - lane16)); 
# 39
constexpr int lo18 = (-40); 
# 40
if (lane16 >= 64) { 
# 41
goto finish21; 
# 42
}  
# 43
if (lane16 != lane16) { 
# 44
dim3 mid19 = dim3((sum17 + 255) / 256, (sum17 + 127) / 128, 1 << (4 + 1)); 
# 45
cudaStream_t z20 = ((cudaStream_t)0); 
# 46
}  
# 47
finish21:; ; 
# 48
return 'z'; 
# 49
} 
# 51
int main() 
# 52
{ 
# 53
int count22 = 1845; 
# 54
for (int i23 = 0, j24 = (1 << 3); i23 < j24; (++i23), (--j24)) { 
# 55
int res25 = host_probe15(host_probe15((2 * i23) + j24)); 
# 56
--count22; 
# 57
}  
# 58
(__cudaPushCallConfiguration(dim3((count22 + 31) / 32, 32 * (3 + (4 + 1)), 4 + (16 + 236)), 1 << 7)) ? (void)0 : drift10_kernel((const double *)nullptr); 
# 59
return 0; 
# 60
} 

# 1 "v001222.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c732079d_10_v001222_cu_3d6279e2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001222.cudafe1.stub.c"
#include "v001222.cudafe1.stub.c"
# 1 "v001222.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
