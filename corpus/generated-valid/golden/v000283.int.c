# 1 "v000283.cu"
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
# 13 "v000283.cu"
__attribute__((unused)) float bump6(double b7, long long *__restrict__ buf8) 
# 14
{int volatile ___ = 1;(void)b7;(void)buf8;
# 19
::exit(___);}
#if 0
# 14
{ 
# 15
signed char stride9 = (3) - (buf8[(__device_builtin_variable_blockDim.z) & (7)]); 
# 16
int prod10 = __device_builtin_variable_gridDim.x; 
# 17
char off11 = stride9 / ((double)(stride9 >> stride9)); 
# 18
return prod10; 
# 19
} 
#endif
# 20 "v000283.cu"
static_assert(((12 + 12) == 24), "expected value");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T> static void 
# 23
__wrapper__device_stub_pivot12(T *__restrict__ &dst13, float &q14, float *__restrict__ &out15, double *&out16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 24
{ 
# 25
(out15[4])--; 
# 26
int idx17(*dst13); 
# 27
static_assert((((3 + 1) * (1 << 3)) > 31));
# 28
} 
#endif

#pragma GCC diagnostic pop

# 22 "v000283.cu"
template< class T> static void 
# 23
pivot12(T *__restrict__ dst13, float q14, float *__restrict__ out15, double *out16) 
# 24
{__wrapper__device_stub_pivot12<T>(dst13,q14,out15,out16);
# 28
return;}
#if 0
# 24
{ 
# 25
(out15[4])--; 
# 26
int idx17(*dst13); 
# 27
static_assert((((3 + 1) * (1 << 3)) > 31));
# 28
} 
#endif
# 30 "v000283.cu"
int main() 
# 31
{ 
# 32
int len18 = 3394; 
# 33
switch (len18) { 
# 34
case 9:  
# 35
([]() { 
# 36
unsigned tmp19{('z')}; 
# 37
static_assert((sizeof(int) == (4)), "expected value");
# 38
tmp19++; 
# 39
} )(); 
# 40
break; 
# 41
case 1:  
# 42
case 6:  
# 43
break; 
# 44
case 2:  
# 45
for (int j20 = 0; j20 < 11; ++j20) { 
# 46
(__cudaPushCallConfiguration(12 + 52, 1 << 8)) ? (void)0 : pivot12< int> (&len18, 3, nullptr, nullptr); 
# 47
len18 = 61; 
# 48
}  
# 49
break; 
# 50
}  
# 51
return 0; 
# 52
} 

# 1 "v000283.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__934973ed_10_v000283_cu_558ccfc8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000283.cudafe1.stub.c"
#include "v000283.cudafe1.stub.c"
# 1 "v000283.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
