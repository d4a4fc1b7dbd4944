# 1 "v002147.cu"
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
# 11 "v002147.cu"
static int d_reduce5; 
# 13
__attribute__((visibility("hidden"))) void tile6(const float *coef7) ;
#if 0
# 13
{ 
# 14
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
float prod9 = d_reduce5; 
# 16
static_assert((sizeof(int) == (4)), "expected value");
# 17
d_reduce5 |= i8; 
# 18
} 
#endif
# 20 "v002147.cu"
namespace detail10 { 
# 21
__attribute((always_inline)) __attribute__((unused)) inline void pack11(int n12) {int volatile ___ = 1;(void)n12;
# 25
::exit(___);}
#if 0
# 21
{ 
# 22
n12 -= ((((__device_builtin_variable_gridDim.x) + n12) ^ (n12 & 9)) ^ 1678ULL); 
# 23
static_assert((37 == 37), "tile must fit");
# 24
n12 &= d_reduce5; 
# 25
} 
#endif
# 26 "v002147.cu"
}
# 27
typedef unsigned char idx13_t; 
# 29
inline unsigned long check_rank14(int *__restrict__ out15, double q16, unsigned *dst17) { 
# 30
short hi18 = (41L); 
# 31
unsigned cnt19 = hi18; 
# 32
--hi18; 
# 33
return static_cast< int>((*out15) + (dst17[6])); 
# 34
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T, class U> static void 
# 37
__wrapper__device_stub_grow20(const U *&src21, int &count22, int &stride23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (idx24 >= stride23) { 
# 40
return; 
# 41
}  
# 42
float mid25 = (d_reduce5 / idx24) * (idx24 - d_reduce5); 
# 43
detail10::pack11(((int)43) - ((idx24 < d_reduce5) ? idx24 : d_reduce5)); 
# 44
auto flag26 = d_reduce5 + ((count22 + d_reduce5) * (*src21)); 
# 45
unsigned f27 = (8); 
# 46
if (flag26 >= f27) { 
# 47
return; 
# 48
}  
# 49
} 
#endif

#pragma GCC diagnostic pop

# 36 "v002147.cu"
template< class T, class U> static void 
# 37
grow20(const U *src21, int count22, int stride23) {__wrapper__device_stub_grow20<T,U>(src21,count22,stride23);
# 49
return;}
#if 0
# 37
{ 
# 38
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (idx24 >= stride23) { 
# 40
return; 
# 41
}  
# 42
float mid25 = (d_reduce5 / idx24) * (idx24 - d_reduce5); 
# 43
detail10::pack11(((int)43) - ((idx24 < d_reduce5) ? idx24 : d_reduce5)); 
# 44
auto flag26 = d_reduce5 + ((count22 + d_reduce5) * (*src21)); 
# 45
unsigned f27 = (8); 
# 46
if (flag26 >= f27) { 
# 47
return; 
# 48
}  
# 49
} 
#endif
# 51 "v002147.cu"
int main() { 
# 52
int size28 = 780; 
# 53
(__cudaPushCallConfiguration(dim3((size28 + 127) / 128, 2, (size28 + 127) / 128), 8 + 248)) ? (void)0 : tile6(nullptr); 
# 54
size28 &= 0UL; 
# 55
static long acc29 = (5); 
# 56
(__cudaPushCallConfiguration(32, 128)) ? (void)0 : grow20< double, long> (&acc29, (size28 - sizeof(long)) | check_rank14(&size28, acc29, nullptr), check_rank14(nullptr, (size28 < acc29) ? size28 : acc29, nullptr)); 
# 57
return 0; 
# 58
} 

# 1 "v002147.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c8d06a3c_10_v002147_cu_5c21713c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002147.cudafe1.stub.c"
#include "v002147.cudafe1.stub.c"
# 1 "v002147.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
