# 1 "v000273.cu"
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
# 6 "v000273.cu"
enum class Op2: unsigned { On3, Add4, On5}; 
# 8
__attribute__((visibility("hidden"))) void spread6(int *__restrict__ acc7, int lane8, float p9) ;
#if 0
# 8
{ 
# 9
if (acc7 != (nullptr)) { 
# 10
for (int j10 = lane8; j10 > 0; --j10) { 
# 11
for (int n11 = 0, j12 = lane8; n11 < j12; (++n11), (--j12)) { 
# 12
--(acc7[j10]); 
# 13
}  
# 14
}  
# 15
}  
# 16
char hi13 = (((acc7[3]) % 46) != 29) ? lane8 : (((*acc7) != (*acc7)) ? static_cast< int>(*acc7) : (-(*acc7))); 
# 17
lane8 |= (-3554); 
# 18
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20 "v000273.cu"
template< class T, int N> static void 
# 21
__wrapper__device_stub_split14_kernel(T *&out15, int &count16, T &alpha17, T *&data18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
__attribute__((unused)) static unsigned sh_19; 
# 23
if (count16 <= count16) { 
# 24
__attribute__((unused)) static float sh_20[15][3 * 2]; 
# 25
count16 ^= (-46); 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 20 "v000273.cu"
template< class T, int N> static void 
# 21
split14_kernel(T *out15, int count16, T alpha17, T *data18) {__wrapper__device_stub_split14_kernel<T,N>(out15,count16,alpha17,data18);
# 27
return;}
#if 0
# 21
{ 
# 22
__attribute__((unused)) static unsigned sh_19; 
# 23
if (count16 <= count16) { 
# 24
__attribute__((unused)) static float sh_20[15][3 * 2]; 
# 25
count16 ^= (-46); 
# 26
}  
# 27
} 
#endif
# 30 "v000273.cu"
__attribute__((visibility("hidden"))) void tile21_kernel(int n22, const int *__restrict__ input23, const int *__restrict__ src24, int lane25) ;
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern int dyn_26[]; 
# 32
short q27[3]{static_cast< short>(n22), (static_cast< short>(20)), ((short)39LL)}; 
# 33
float q28 = n22; 
# 34
bool stride29{static_cast< bool>((input23[n22]) * (dyn_26[0]))}; 
# 35
bool res30 = (q28 + (3)) + (0); 
# 36
for (int j31 = 0; j31 < 5; ++j31) { 
# 37
(q27[n22])++; 
# 38
if (!((q27[lane25]) < n22)) { 
# 39
return; 
# 40
}  
# 41
}  
# 42
} 
#endif
# 43 "v000273.cu"
enum class Mode32 { Off33, Blue34 = 6, Add35}; 
# 44
using kind36_t = Mode32; 
# 46
__attribute__((visibility("hidden"))) void clamp37(int count38, int *__restrict__ data39, unsigned *buf40) ;
#if 0
# 46
{ 
# 47
int acc41 = 17; 
# 48
(data39[5])++; 
# 49
float k42(acc41); 
# 50
} 
#endif
# 53 "v000273.cu"
float weigh43(int count44, float *acc45) { 
# 54
count44 *= sizeof(int); 
# 55
Mode32 e46 = Mode32::Blue34; 
# 56
count44 /= 55; 
# 57
if (e46 != Mode32::Add35) { 
# 58
return -(11.125F); 
# 59
}  
# 60
(acc45[7]) *= (0.0F); 
# 61
(__cudaPushCallConfiguration(dim3((count44 + 31) / 32, 64, (count44 + 255) / 256), 32, 0)) ? (void)0 : tile21_kernel(7, &count44, &count44, (6) + (+(acc45[3]))); 
# 62
return (e46 != Mode32::Add35) ? count44 : (16.125F); 
# 63
} 
# 65
int main() { 
# 66
int len47 = 1303; 
# 67
len47 = len47; 
# 68
float r48 = (1.5F); 
# 69
r48 -= weigh43(30U, &r48); 
# 70
r48--; 
# 71
(__cudaPushCallConfiguration(dim3(2, 256), 512, 1024)) ? (void)0 : spread6(&len47, -63, (22.125F)); 
# 72
(__cudaPushCallConfiguration(dim3((len47 + 63) / 64, (len47 + 31) / 32), 64, 0)) ? (void)0 : split14_kernel< double, 4> (nullptr, len47, -2474LL, nullptr); 
# 73
(__cudaPushCallConfiguration((len47 + 255) / 256, 32)) ? (void)0 : clamp37(r48, nullptr, static_cast< unsigned *>(nullptr)); 
# 74
return 0; 
# 75
} 

# 1 "v000273.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1119e43c_10_v000273_cu_28b7d023
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000273.cudafe1.stub.c"
#include "v000273.cudafe1.stub.c"
# 1 "v000273.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
