# 1 "v001007.cu"
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
# 7 "v001007.cu"
__attribute__((visibility("hidden"))) void sweep2(int len3) ;
#if 0
# 8
{ 
# 9
len3 = (len3 >> (37 | len3)); 
# 10
float acc4{(static_cast< float>((int)2666U))}; 
# 11
constexpr unsigned mid5 = (61); 
# 12
__attribute__((unused)) static int sh_6[256]; 
# 13
} 
#endif
# 14 "v001007.cu"
typedef long idx7_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, class U> static void 
# 17
__wrapper__device_stub_march8_kernel(const U *__restrict__ &coef9, const int *__restrict__ &input10, U &beta11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
__attribute__((unused)) static int sh_13[128 * 2]; 
# 21
if (((__device_builtin_variable_blockDim.y) / (input10[5])) == gid12) { 
# 22
return; 
# 23
}  
# 24
double tmp14[7] = {}; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001007.cu"
template< class T, class U> static void 
# 17
march8_kernel(const U *__restrict__ coef9, const int *__restrict__ input10, U beta11) 
# 18
{__wrapper__device_stub_march8_kernel<T,U>(coef9,input10,beta11);
# 25
return;}
#if 0
# 18
{ 
# 19
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
__attribute__((unused)) static int sh_13[128 * 2]; 
# 21
if (((__device_builtin_variable_blockDim.y) / (input10[5])) == gid12) { 
# 22
return; 
# 23
}  
# 24
double tmp14[7] = {}; 
# 25
} 
#endif
# 27 "v001007.cu"
float host_tally15(long long a16 = -24) 
# 28
{ 
# 29
a16++; 
# 30
(__cudaPushCallConfiguration(128, 64 * 2)) ? (void)0 : sweep2((29) / a16); 
# 31
auto op19 = [&](float mid17, int flag18)->int { 
# 32
--(a16); 
# 33
return ((a16) ^ flag18) << (flag18 & 35U); 
# 34
} ; typedef decltype(op19) __T0;
# 35
--a16; 
# 36
cudaStream_t u20 = ((cudaStream_t)0); 
# 37
return ~a16; 
# 38
} 
# 40
int main() 
# 41
{ 
# 42
int n21 = 408; 
# 43
n21 = ((n21 += 34UL), (19 - n21)); 
# 44
constexpr float prod22 = (-(10.5F)); 
# 45
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : march8_kernel< int, long> ((const long *)nullptr, &n21, 57); 
# 46
return 0; 
# 47
} 

# 1 "v001007.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c7e405c4_10_v001007_cu_1429c9bf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001007.cudafe1.stub.c"
#include "v001007.cudafe1.stub.c"
# 1 "v001007.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
