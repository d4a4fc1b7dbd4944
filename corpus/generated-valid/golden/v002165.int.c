# 1 "v002165.cu"
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
# 20 "v002165.cu"
__attribute__((visibility("hidden"))) void mix6_kernel(float a7, double *data8, long long *acc9, long *data10) ;
#if 0
# 21
{ 
# 22
long base11 = (21); 
# 23
unsigned long y12 = static_cast< float>(*data8); 
# 24
(*data8) = (37); 
# 25
if ((base11 + a7) < base11) { 
# 26
return; 
# 27
}  
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v002165.cu"
template< class T> static void 
# 31
__wrapper__device_stub_spread13_kernel(const T *&in14, unsigned *&data15, T *&out16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern int dyn_17[]; 
# 34
(data15[5]) = (4UL); 
# 35
if ((out16 != nullptr) || (data15[6])) { 
# 36
return; 
# 37
}  
# 38
} 
#endif

#pragma GCC diagnostic pop

# 30 "v002165.cu"
template< class T> static void 
# 31
spread13_kernel(const T *in14, unsigned *data15, T *out16) 
# 32
{__wrapper__device_stub_spread13_kernel<T>(in14,data15,out16);
# 38
return;}
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern int dyn_17[]; 
# 34
(data15[5]) = (4UL); 
# 35
if ((out16 != nullptr) || (data15[6])) { 
# 36
return; 
# 37
}  
# 38
} 
#endif
# 40 "v002165.cu"
class Stats18 { 
# 41
int mass19; 
# 43
public: Stats18(int c20) : mass19(c20) { } 
# 44
void norm21(int res22) 
# 45
{ 
# 46
int s23 = res22; 
# 47
} 
# 48
void reset24(unsigned s25) 
# 49
{ 
# 50
unsigned idx26 = (sizeof(int)); 
# 51
(mass19) -= 1010; 
# 52
} 
# 53
}; 
# 55
void shade27(unsigned q28, unsigned cfg29, int lane30) 
# 56
{ 
# 57
lane30--; 
# 58
(__cudaPushCallConfiguration((cfg29 + (31)) / (32), 4 * 16, 0)) ? (void)0 : mix6_kernel(16, nullptr, nullptr, (long *)nullptr); 
# 59
} 
# 61
int main() 
# 62
{ 
# 63
int len31 = 3156; 
# 64
shade27(len31, len31, len31); 
# 65
dim3 w32((len31 + 63) / 64, 1); 
# 66
len31 -= (7 - len31); 
# 67
short prod33 = len31 - 20U; 
# 68
(__cudaPushCallConfiguration(4, 7 + 121)) ? (void)0 : spread13_kernel< unsigned> (static_cast< const unsigned *>(nullptr), nullptr, nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v002165.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1819f1d7_10_v002165_cu_67d55eab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002165.cudafe1.stub.c"
#include "v002165.cudafe1.stub.c"
# 1 "v002165.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
