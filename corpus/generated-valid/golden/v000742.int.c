# 1 "v000742.cu"
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
# 13 "v000742.cu"
enum class Axis6: short { Mul7, Blue8 = 4, High9, Green10}; 
# 14
enum class Op11 { 
# 15
Red12, 
# 16
Green13, 
# 17
Off14, 
# 18
High15 = 4, 
# 19
Off16
# 20
}; 
# 21
static void march17_kernel(float a18) ;
#if 0
# 21
{ 
# 22
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
a18++; 
# 24
static_assert((sizeof(int) == (4)));
# 25
Op11 flag20 = Op11::Off14; 
# 26
a18 /= (128); 
# 27
} 
#endif
# 28 "v000742.cu"
__attribute__((unused)) float drift21(int len22, double alpha23) {int volatile ___ = 1;(void)len22;(void)alpha23;
# 37
::exit(___);}
#if 0
# 28
{ 
# 29
int lo24[7]{(-55), len22, len22, 47, 39, len22, (25ULL)}; 
# 30
len22++; 
# 31
{ 
# 32
len22 %= ((lo24[__device_builtin_variable_blockDim.z]) * 7U); 
# 33
alpha23++; 
# 34
} 
# 35
const float *diff25 = (static_cast< const float *>(nullptr)); 
# 36
return 4236; 
# 37
} 
#endif
# 38 "v000742.cu"
unsigned char reduce26(int *acc27, int len28, int count29 = 'A') { 
# 39
count29 += len28; 
# 40
const char *stride30 = ("tile"); 
# 41
return len28; 
# 42
} 
# 43
int main() { 
# 44
int size31 = 1243; 
# 45
size31 %= (2U * ((static_cast< unsigned char>(size31)) - (reduce26(nullptr, 2173)))); 
# 46
(__cudaPushCallConfiguration((size31 + 127) / 128, 128, 64 + (63 + (63 + 66)))) ? (void)0 : march17_kernel((9.125F)); 
# 47
if (size31 - size31) { 
# 48
return reduce26(static_cast< int *>(nullptr), size31 + size31); 
# 49
}  
# 50
(__cudaPushCallConfiguration((size31 + 31) / 32, 256, sizeof(unsigned) * (64))) ? (void)0 : march17_kernel(size31 - (16.25F)); 
# 51
return 0; 
# 52
} 

# 1 "v000742.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bec8683a_10_v000742_cu_874430ea
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000742.cudafe1.stub.c"
#include "v000742.cudafe1.stub.c"
# 1 "v000742.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
