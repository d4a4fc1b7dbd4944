# 1 "v001415.cu"
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
# 14 "v001415.cu"
struct alignas(16) Acc4 { 
# 15
bool val5; 
# 16
unsigned x6; 
# 17
unsigned get7(int e8) const { 
# 18
return 3; 
# 19
} 
# 20
}; 
# 22
__attribute__((unused)) void probe9(int *dst10, short alpha11, float *acc12) {int volatile ___ = 1;(void)dst10;(void)alpha11;(void)acc12;
# 29
::exit(___);}
#if 0
# 22
{ 
# 23
auto s13 = (((*dst10) * 10) & 8) * (__device_builtin_variable_blockIdx.z); 
# 24
{ 
# 25
--s13; 
# 26
(*acc12)++; 
# 27
} 
# 28
unsigned cnt14[6] = {}; 
# 29
} 
#endif
# 31 "v001415.cu"
__attribute__((visibility("hidden"))) void blend15(long *buf16, int stride17, int *acc18) ;
#if 0
# 31
{ 
# 32
unsigned gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (gid19 >= stride17) { 
# 34
return; }  
# 35
(buf16[3]) = ((((int)((buf16[1]) * (3))) > 13) ? (+gid19) - (acc18[stride17 & 7]) : (buf16[2])); 
# 36
stride17 -= gid19; 
# 37
for (int j20 = stride17; j20 > 0; --j20) { 
# 38
switch (buf16[j20]) { 
# 39
case 9:  
# 40
(buf16[stride17 & 7]) += (57); 
# 41
break; 
# 42
case 2 * 2:  
# 43
break; 
# 44
}  
# 45
if (!buf16) { 
# 46
return; }  
# 47
stride17++; 
# 48
}  
# 49
} 
#endif
# 51 "v001415.cu"
int main() { 
# 52
int size21 = 1977; 
# 53
int cnt22 = size21; 
# 54
cnt22 >>= sizeof(int); 
# 55
if (size21 != 60) { 
# 56
return (55 * cnt22) % (cnt22 + cnt22); }  
# 57
(__cudaPushCallConfiguration(2, 1 << (3 + 2))) ? (void)0 : blend15(static_cast< long *>(nullptr), 44, nullptr); 
# 58
return 0; 
# 59
} 

# 1 "v001415.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cb1ca6e9_10_v001415_cu_b97427af
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001415.cudafe1.stub.c"
#include "v001415.cudafe1.stub.c"
# 1 "v001415.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
