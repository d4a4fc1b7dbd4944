# 1 "v001433.cu"
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
# 17 "v001433.cu"
__attribute__((visibility("hidden"))) void spread4(const double *input5) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern unsigned long dyn_6[]; 
# 19
int tid7 = __device_builtin_variable_threadIdx.x; 
# 20
for (int n8 = 0; n8 < 14; n8++) { }  
# 21
if (tid7 * 27) { 
# 22
return; 
# 23
}  
# 24
__attribute__((unused)) static int sh_9[64]; 
# 25
} 
#endif
# 27 "v001433.cu"
static int host_shade10(int *buf11, int n12, int count13) { 
# 28
(__cudaPushCallConfiguration(sizeof(unsigned) * (12 + 4), 1 << 7, 0)) ? (void)0 : spread4(reinterpret_cast< const double *>(buf11)); 
# 29
count13 = 33; 
# 30
return ((count13 << (*buf11)) << (*buf11)) - count13; 
# 31
} 
# 33
int main() { 
# 34
int size14 = 3405; 
# 35
if (size14 < host_shade10(nullptr, size14, size14)) { 
# 36
for (int n15 = size14; n15 > 0; --n15) { 
# 37
for (int it16 = 0; it16 < size14; ++it16) { 
# 38
host_shade10(nullptr, 37, it16); 
# 39
float y17 = (21.0F); 
# 40
}  
# 41
}  
# 42
}  
# 43
return 0; 
# 44
} 

# 1 "v001433.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__94b7aa55_10_v001433_cu_c9083f6e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001433.cudafe1.stub.c"
#include "v001433.cudafe1.stub.c"
# 1 "v001433.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
