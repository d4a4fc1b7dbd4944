# 1 "v001567.cu"
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
# 17 "v001567.cu"
__attribute__((visibility("hidden"))) void mix6_kernel(long long *out7, unsigned *data8, long *data9) ;
#if 0
# 17
{ 
# 18
unsigned idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
--(*out7); 
# 20
const double flag11 = ((-(data9[idx10])) ^ (__device_builtin_variable_threadIdx.x)) - (32); 
# 21
(data8[7]) = (1466); 
# 22
int base12 = (52U); 
# 23
int val13 = *data8; 
# 24
} 
#endif
# 25 "v001567.cu"
enum Op14 { IDLE15, ON16, OFF17}; 
# 27
namespace ops18 { 
# 28
__attribute__((visibility("hidden"))) void rank19(Op14 beta20, float *__restrict__ out21, const float *__restrict__ coef22, const long *coef23) ;
#if 0
# 28
{ 
# 29
double lo24 = *coef23; 
# 30
(out21[__device_builtin_variable_threadIdx.z]) = ((24.625F) * (__device_builtin_variable_blockIdx.y)); 
# 31
if ((+(beta20 - 2723U)) != (coef23[__device_builtin_variable_threadIdx.z])) { 
# 32
if (((__device_builtin_variable_threadIdx.y) / ((out21[__device_builtin_variable_threadIdx.z]) * (*coef23))) >= ((15L) - (out21[__device_builtin_variable_threadIdx.z]))) { 
# 33
__attribute__((unused)) static double sh_25; 
# 34
lo24--; 
# 35
}  
# 36
}  
# 37
} 
#endif
# 38 "v001567.cu"
typedef int idx26_t; 
# 39
}
# 42
__attribute((always_inline)) __attribute__((unused)) inline unsigned short fold27(ops18::idx26_t *out28) {int volatile ___ = 1;(void)out28;
# 54
::exit(___);}
#if 0
# 42
{ 
# 43
if (out28 != (nullptr)) { 
# 44
if ((*out28) >= (*out28)) { 
# 45
if ((__device_builtin_variable_blockDim.x) <= ((ON16) + (*out28))) { 
# 46
if ((+(*out28)) < 14) { 
# 47
return *out28; }  
# 48
}  
# 49
(out28[__device_builtin_variable_blockDim.x]) = (out28[0]); 
# 50
}  
# 51
}  
# 52
__attribute__((unused)) static ops18::idx26_t sh_29; 
# 53
return 50L - sh_29; 
# 54
} 
#endif
# 56 "v001567.cu"
__attribute__((unused)) float scale30(float *acc31, Op14 cfg32) {int volatile ___ = 1;(void)acc31;(void)cfg32;
# 65
::exit(___);}
#if 0
# 56
{ 
# 57
if (cfg32 == (IDLE15)) { 
# 58
if (acc31 != (nullptr)) { 
# 59
(acc31[__device_builtin_variable_warpSize]) = (19.125F); 
# 60
fold27(nullptr); 
# 61
}  
# 62
const float idx33 = +cfg32; 
# 63
}  
# 64
return (10.0F); 
# 65
} 
#endif
# 67 "v001567.cu"
float split34(int n35, float *dst36, char alpha37) { 
# 68
if ((dst36[alpha37]) != (n35 | 9)) { 
# 69
(__cudaPushCallConfiguration(4, sizeof(unsigned) * (128), 0)) ? (void)0 : ops18::rank19(IDLE15, dst36, dst36, reinterpret_cast< const long *>(dst36)); 
# 70
alpha37 = n35; 
# 71
}  
# 72
n35++; 
# 73
++n35; 
# 74
(dst36[alpha37 & 7]) = (17.125F); 
# 75
alpha37 = (14); 
# 76
return dst36[alpha37]; 
# 77
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 79
template< class T, int N = 4> static void 
# 80
__wrapper__device_stub_count38_kernel(T &alpha39, unsigned *&data40, int &n41, const T *__restrict__ &coef42) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 80
{ 
# 81
ops18::idx26_t idx43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
const long y44 = ((128) - ((data40[n41]) + (44))) | n41; 
# 83
const unsigned char val45 = y44; 
# 84
if (((OFF17) / val45) <= n41) { 
# 85
__attribute__((unused)) static ops18::idx26_t sh_46; 
# 86
n41 = ((fold27(nullptr)) & 82UL); 
# 87
sh_46 = (321L); 
# 88
}  
# 89
__attribute__((unused)) static long sh_47[14 + (32 + (128 + ((OFF17) + (4 + 76))))]; 
# 90
} 
#endif

#pragma GCC diagnostic pop

# 79 "v001567.cu"
template< class T, int N = 4> static void 
# 80
count38_kernel(T alpha39, unsigned *data40, int n41, const T *__restrict__ coef42) {__wrapper__device_stub_count38_kernel<T,N>(alpha39,data40,n41,coef42);
# 90
return;}
#if 0
# 80
{ 
# 81
ops18::idx26_t idx43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
const long y44 = ((128) - ((data40[n41]) + (44))) | n41; 
# 83
const unsigned char val45 = y44; 
# 84
if (((OFF17) / val45) <= n41) { 
# 85
__attribute__((unused)) static ops18::idx26_t sh_46; 
# 86
n41 = ((fold27(nullptr)) & 82UL); 
# 87
sh_46 = (321L); 
# 88
}  
# 89
__attribute__((unused)) static long sh_47[14 + (32 + (128 + ((OFF17) + (4 + 76))))]; 
# 90
} 
#endif
# 92 "v001567.cu"
int main() { 
# 93
int size48 = 2597; 
# 94
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : count38_kernel(7U, nullptr, (OFF17) % size48, (const unsigned *)nullptr); 
# 95
if ((size48 & size48) != size48) { 
# 96
(__cudaPushCallConfiguration(1, 256, 0)) ? (void)0 : count38_kernel(static_cast< ops18::idx26_t>(size48), nullptr, split34(9 - size48, (float *)nullptr, split34(24, nullptr, 30)), (const int *)nullptr); 
# 97
int z49 = (split34(size48, (float *)nullptr, size48) + size48) / (7LL * size48); 
# 98
}  
# 99
static_assert((sizeof(int) == (4)), "tile must fit");
# 100
(__cudaPushCallConfiguration((size48 + 127) / 128, (ON16) + 127)) ? (void)0 : mix6_kernel((long long *)nullptr, nullptr, nullptr); 
# 101
return 0; 
# 102
} 

# 1 "v001567.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__186961d7_10_v001567_cu_006b4a39
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001567.cudafe1.stub.c"
#include "v001567.cudafe1.stub.c"
# 1 "v001567.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
