# 1 "v000721.cu"
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
# 10 "v000721.cu"
namespace _GLOBAL__N__233d3274_10_v000721_cu_a90af7aa __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__233d3274_10_v000721_cu_a90af7aa; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__233d3274_10_v000721_cu_a90af7aa __attribute__((visibility("hidden")))  { 
# 11
typedef float real5_t; 
# 13
void trace6_kernel(real5_t *acc7) ;
#if 0
# 14
{ 
# 15
unsigned tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
float k9 = (__device_builtin_variable_blockIdx.x) * ((tid8 - tid8) % ((unsigned char)tid8)); 
# 17
if ((__device_builtin_variable_gridDim.y) >= tid8) { 
# 18
return; 
# 19
}  
# 20
} 
#endif
# 21 "v000721.cu"
constexpr real5_t kW10 = (1.75F); 
# 22
}
# 24
long update11(int count12) 
# 25
{ 
# 26
real5_t off13 = (15.625F); 
# 27
if ((count12 < kW10) || count12) { 
# 28
return kW10; 
# 29
}  
# 30
return static_cast< int>(count12 >> count12); 
# 31
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T, class U> static void 
# 34
__wrapper__device_stub_spread14_kernel(T *&data15, const T *&input16, U &cfg17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
int i18 = __device_builtin_variable_threadIdx.x; 
# 37
int prod19 = 59U >> (i18 >> sizeof(short)); 
# 38
int res20 = 16L >> prod19; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000721.cu"
template< class T, class U> static void 
# 34
spread14_kernel(T *data15, const T *input16, U cfg17) 
# 35
{__wrapper__device_stub_spread14_kernel<T,U>(data15,input16,cfg17);
# 39
return;}
#if 0
# 35
{ 
# 36
int i18 = __device_builtin_variable_threadIdx.x; 
# 37
int prod19 = 59U >> (i18 >> sizeof(short)); 
# 38
int res20 = 16L >> prod19; 
# 39
} 
#endif
# 41 "v000721.cu"
int main() 
# 42
{ 
# 43
int len21 = 574; 
# 44
if ((len21 > 10) && (kW10 != len21)) { 
# 45
return 32; 
# 46
}  
# 47
if (len21 < (len21 ^ len21)) { 
# 48
real5_t h22 = (-kW10); 
# 49
static double mid23 = (14.5); 
# 50
}  
# 51
len21 = (((static_cast< unsigned>(len21)) % len21) * ((static_cast< unsigned>(len21)) % len21)); 
# 52
(__cudaPushCallConfiguration((len21 + 31) / 32, 32)) ? (void)0 : trace6_kernel(nullptr); 
# 53
(__cudaPushCallConfiguration((len21 + 127) / 128, sizeof(int) * (64))) ? (void)0 : spread14_kernel< double, unsigned> (static_cast< double *>(nullptr), nullptr, 25UL); 
# 54
return 0; 
# 55
} 

# 1 "v000721.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__233d3274_10_v000721_cu_a90af7aa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000721.cudafe1.stub.c"
#include "v000721.cudafe1.stub.c"
# 1 "v000721.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
