# 1 "v000993.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13 "v000993.cu"
template< class T, class U> static void 
# 14
__wrapper__device_stub_shade5_kernel(const T *&src6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
static_assert((34 == 34), "bad config");
# 18
for (int j8 = 0, j9 = gid7; j8 < j9; (++j8), (--j9)) { 
# 19
if ((__device_builtin_variable_blockIdx.x) < __device_builtin_variable_warpSize) { 
# 20
break; 
# 21
}  
# 22
}  
# 23
} 
#endif

#pragma GCC diagnostic pop

# 13 "v000993.cu"
template< class T, class U> static void 
# 14
shade5_kernel(const T *src6) 
# 15
{__wrapper__device_stub_shade5_kernel<T,U>(src6);
# 23
return;}
#if 0
# 15
{ 
# 16
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
static_assert((34 == 34), "bad config");
# 18
for (int j8 = 0, j9 = gid7; j8 < j9; (++j8), (--j9)) { 
# 19
if ((__device_builtin_variable_blockIdx.x) < __device_builtin_variable_warpSize) { 
# 20
break; 
# 21
}  
# 22
}  
# 23
} 
#endif
# 25 "v000993.cu"
class Body10 { 
# 26
int flag11; 
# 27
int sum12; 
# 29
public: Body10(int init13, int c14) : flag11(init13), sum12(c14) { } 
# 30
int total15() const 
# 31
{ 
# 32
return ((sum12) - (sum12)) / 62U; 
# 33
} 
# 34
}; 
# 37
constexpr int relax16(int len17, int len18) 
# 38
{ 
# 39
len18 -= ((len18 - len17) >> len18); 
# 40
double off19 = (-(5.375F)); 
# 41
return +len18; 
# 42
} 
# 44
int main() 
# 45
{ 
# 46
int len20 = 769; 
# 47
constexpr unsigned f21 = (39); 
# 48
(__cudaPushCallConfiguration(2, sizeof(float) * (16))) ? (void)0 : shade5_kernel< long, unsigned> ((const long *)nullptr); 
# 49
for (int i22 = 0, j23 = len20; i22 < j23; (++i22), (--j23)) { 
# 50
dim3 h24 = ((dim3)(128)); 
# 51
len20 = (5 - len20); 
# 52
}  
# 53
return 0; 
# 54
} 

# 1 "v000993.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c4eeaa9e_10_v000993_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000993.cudafe1.stub.c"
#include "v000993.cudafe1.stub.c"
# 1 "v000993.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
