# 1 "v001401.cu"
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
# 8 "v001401.cu"
__attribute__((visibility("hidden"))) void accum3(const unsigned short *in4, int stride5, int *acc6) ;
#if 0
# 9
{ 
# 10
for (int it7 = 0; it7 < 12; ++it7) { 
# 11
int mid8 = __device_builtin_variable_threadIdx.z; 
# 12
}  
# 13
const float res9 = static_cast< int>((__device_builtin_variable_threadIdx.x) + (((*acc6) < stride5) ? *acc6 : stride5)); 
# 14
if (__device_builtin_variable_blockIdx.x) { 
# 15
return; 
# 16
}  
# 17
bool x10 = __device_builtin_variable_threadIdx.z; 
# 18
if ((in4[5]) < (in4[6])) { 
# 19
goto out11; 
# 20
}  
# 21
(*acc6) = (res9 + (24)); 
# 22
out11:; ; 
# 23
} 
#endif
# 25 "v001401.cu"
__attribute__((visibility("hidden"))) void probe12_kernel(int *dst13) ;
#if 0
# 26
{ 
# 27
int idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
(dst13[5]) = (-38); 
# 29
if (!(!dst13)) { 
# 30
return; 
# 31
}  
# 32
if ((dst13 == (nullptr)) || (idx14 != 10)) { 
# 33
return; 
# 34
}  
# 35
for (int j15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j15 < 11; j15 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 36
const float base16 = -j15; 
# 37
}  
# 38
(*dst13) = (52U * (+(-(dst13[5])))); 
# 39
} 
#endif
# 40 "v001401.cu"
int main() 
# 41
{ 
# 42
int len17 = 3165; 
# 43
(__cudaPushCallConfiguration(4, 32)) ? (void)0 : accum3(static_cast< const unsigned short *>(nullptr), 6, nullptr); 
# 44
len17 = len17; 
# 45
len17 = ((10) + (len17 - 45U)); 
# 46
(__cudaPushCallConfiguration(1, 128)) ? (void)0 : probe12_kernel(&len17); 
# 47
return 0; 
# 48
} 

# 1 "v001401.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__791e180e_10_v001401_cu_7901c6cd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001401.cudafe1.stub.c"
#include "v001401.cudafe1.stub.c"
# 1 "v001401.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
