# 1 "v000952.cu"
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
# 16 "v000952.cu"
__attribute__((visibility("hidden"))) void weigh6_kernel(float a7, float *__restrict__ dst8, int *__restrict__ buf9) ;
#if 0
# 16
{ 
# 17
int tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
float v11{a7}; 
# 19
++v11; 
# 20
a7++; 
# 21
short res12{(12)}; 
# 22
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 23 "v000952.cu"
template< class T, int N = 1> static void 
# 24
__wrapper__device_stub_drift13(T &p14, size_t &alpha15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
p14 = ((alpha15 += alpha15), (16.0F)); 
# 27
const T diff17 = (N); 
# 28
char lo18(alpha15); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 23 "v000952.cu"
template< class T, int N = 1> static void 
# 24
drift13(T p14, size_t alpha15) {__wrapper__device_stub_drift13<T,N>(p14,alpha15);
# 29
return;}
#if 0
# 24
{ 
# 25
unsigned gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
p14 = ((alpha15 += alpha15), (16.0F)); 
# 27
const T diff17 = (N); 
# 28
char lo18(alpha15); 
# 29
} 
#endif
# 30 "v000952.cu"
void run_pivot19(const float *input20) { 
# 31
static_assert((sizeof(int) == (4)), "tile must fit");
# 32
if ((input20[1]) <= (input20[0])) { 
# 33
return; 
# 34
}  
# 35
float lo21((static_cast< size_t>(60))); 
# 36
unsigned char res22 = (48 & (static_cast< short>(lo21))) & 48; 
# 37
if (!(!input20)) { 
# 38
++res22; 
# 39
} else { 
# 40
(__cudaPushCallConfiguration(256 * 2, (48 + 16) * 2)) ? (void)0 : drift13< unsigned, 8> (48, 41); 
# 41
}  
# 42
} 
# 43
int main() { 
# 44
int count23 = 1025; 
# 45
count23 = (2100U); 
# 46
count23 = count23; 
# 47
(__cudaPushCallConfiguration((count23 + 255) / 256, 32 * 8)) ? (void)0 : weigh6_kernel(48 - count23, nullptr, &count23); 
# 48
return 0; 
# 49
} 

# 1 "v000952.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b9a220fa_10_v000952_cu_424c83f5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000952.cudafe1.stub.c"
#include "v000952.cudafe1.stub.c"
# 1 "v000952.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
