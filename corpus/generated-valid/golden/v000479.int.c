# 1 "v000479.cu"
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
# 20 "v000479.cu"
constexpr float kB8 = (6.5F); 
# 22
__attribute__((visibility("hidden"))) void blend9_kernel(int count10) ;
#if 0
# 22
{ 
# 23
if ((!(count10 <= count10)) && (count10 == kB8)) { 
# 24
float diff11 = kB8; 
# 25
diff11 += count10; 
# 26
__attribute__((unused)) static int sh_12[11][14]; 
# 27
}  
# 28
count10 = ((count10 > (14 - count10)) ? count10 : (14 - count10)); 
# 29
constexpr bool z13 = false; 
# 30
} 
#endif
# 32 "v000479.cu"
__attribute__((visibility("hidden"))) void bias14(bool cfg15, const int *src16) ;
#if 0
# 32
{ 
# 33
if (!cfg15) { 
# 34
__attribute__((unused)) static int sh_17; 
# 35
}  
# 36
if ((2224 / cfg15) >= (*src16)) { 
# 37
unsigned x18 = src16[2]; 
# 38
x18 *= (57); 
# 39
} else { if (((src16[4]) + 53) == ((cfg15 * cfg15) ^ 54)) { }  }  
# 40
} 
#endif
# 42 "v000479.cu"
template< class T, int N> __attribute__((unused)) unsigned char 
# 43
score19(T beta20, unsigned b21, int len22) {int volatile ___ = 1;(void)beta20;(void)b21;(void)len22;
# 57
::exit(___);}
#if 0
# 43
{ 
# 44
if (!(len22 <= N)) { 
# 45
int pass23 = 0; 
# 46
do { 
# 47
T sum24 = len22; 
# 48
int m25{(25U)}; 
# 49
++pass23; 
# 50
} while ((pass23 < len22) && (pass23 <= 60)); 
# 51
b21 %= (24); 
# 52
} else { 
# 53
len22 = 4; 
# 54
}  
# 55
auto acc26 = (12.875F); 
# 56
return (char)N; 
# 57
} 
#endif
# 59 "v000479.cu"
inline void host_drift27(float cfg28, int stride29) { 
# 60
cfg28 = ((((cfg28 += cfg28), (24.0F)) + ((size_t)kB8)) - (-stride29)); 
# 61
(__cudaPushCallConfiguration((stride29 + 127) / 128, 128)) ? (void)0 : blend9_kernel(((cfg28 > stride29) ? cfg28 : stride29) - ((cfg28 > cfg28) ? cfg28 : cfg28)); 
# 62
} 
# 64
int main() { 
# 65
int count30 = 3976; 
# 66
auto res31 = (41 + count30) + ((count30 * 6) + (kB8 / count30)); 
# 67
unsigned idx32((kB8)); 
# 68
(__cudaPushCallConfiguration((idx32 + (255)) / (256), 4 + (4 + 120), sizeof(double) * (128), 0)) ? (void)0 : bias14((count30 > kB8) ? 1 : ((false) * res31), nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000479.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a8fde745_10_v000479_cu_58b3874c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000479.cudafe1.stub.c"
#include "v000479.cudafe1.stub.c"
# 1 "v000479.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
