# 1 "v000907.cu"
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

# 15 "v000907.cu"
template< class T, int N> static void 
# 16
__wrapper__device_stub_mix4(T &a5, int &len6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
a5 = len6; 
# 19
a5 = ((16.75F) + a5); 
# 20
if (len6 >> len6) { 
# 21
return; 
# 22
}  
# 23
} 
#endif

#pragma GCC diagnostic pop

# 15 "v000907.cu"
template< class T, int N> static void 
# 16
mix4(T a5, int len6) 
# 17
{__wrapper__device_stub_mix4<T,N>(a5,len6);
# 23
return;}
#if 0
# 17
{ 
# 18
a5 = len6; 
# 19
a5 = ((16.75F) + a5); 
# 20
if (len6 >> len6) { 
# 21
return; 
# 22
}  
# 23
} 
#endif
# 24 "v000907.cu"
enum class Mode7 { Busy8, High9}; 
# 27
__attribute__((visibility("hidden"))) void bias10(int n11, double *dst12, int count13, int *buf14) ;
#if 0
# 28
{ 
# 29
if ((dst12[count13]) == (buf14[n11])) { 
# 30
return; 
# 31
}  
# 32
int r15 = count13 << 6; 
# 33
} 
#endif
# 36 "v000907.cu"
inline float fold16(unsigned q17, unsigned a18, unsigned *buf19) 
# 37
{ 
# 38
if (a18 < (*buf19)) { 
# 39
return ((a18 += (5)), a18); 
# 40
}  
# 41
if (a18 > (34)) { 
# 42
return (7.5F) + (*buf19); 
# 43
}  
# 44
a18 = a18; 
# 45
if (buf19 != (nullptr)) { 
# 46
return 8; 
# 47
}  
# 48
return a18; 
# 49
} 
# 51
int main() 
# 52
{ 
# 53
int len20 = 3303; 
# 54
if (len20 < len20) { 
# 55
return 30; 
# 56
}  
# 57
len20 = ((len20 + sizeof(float)) << len20); 
# 58
len20 = len20; 
# 59
(__cudaPushCallConfiguration((len20 + 31) / 32, sizeof(float) * (5 + (4 + 55)), 0)) ? (void)0 : mix4< double, 7> (37, 8 + len20); 
# 60
(__cudaPushCallConfiguration(5 + (5 + 118), 256, sizeof(float) * (64), nullptr)) ? (void)0 : bias10((sizeof(int) >> len20) - len20, nullptr, ((len20 += len20), len20) * ((float)(11.875F)), (int *)nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v000907.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__469c5fb8_10_v000907_cu_cce2be73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000907.cudafe1.stub.c"
#include "v000907.cudafe1.stub.c"
# 1 "v000907.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
