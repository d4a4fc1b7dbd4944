# 1 "v001712.cu"
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
# 12 "v001712.cu"
__attribute__((visibility("hidden"))) void scatter4(int count5) ;
#if 0
# 12
{ 
# 13
int tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
unsigned val7 = 45U; 
# 15
val7 = val7; 
# 16
} 
#endif
# 17 "v001712.cu"
const float g_mix8 = (4); 
# 19
void tally9(float cfg10, const double *__restrict__ coef11) { 
# 20
int res12{(-7)}; 
# 21
const double *tmp13 = (nullptr); 
# 22
res12 = (46U); 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void march14_kernel(int lane15, size_t q16) ;
#if 0
# 25
{ 
# 26
unsigned idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
q16 = (54); 
# 28
tally9(5U, (const double *)nullptr); 
# 29
q16 = lane15; 
# 30
int f18 = q16; 
# 31
} 
#endif
# 32 "v001712.cu"
using idx19_t = long; 
# 34
__attribute__((visibility("hidden"))) void march20_kernel(int *buf21, int *buf22, int stride23) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern long long dyn_24[]; 
# 36
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (gid25 >= stride23) { 
# 38
return; 
# 39
}  
# 40
if (((__device_builtin_variable_blockDim.y) ^ (30)) & (1)) { 
# 41
return; 
# 42
}  
# 43
for (int n26 = gid25; n26 > 0; --n26) { 
# 44
int pass27 = 0; 
# 45
while (pass27 < 7) { 
# 46
int q28 = dyn_24[4]; 
# 47
(buf21[n26]) = (737UL); 
# 48
q28 = (__device_builtin_variable_blockDim.x); 
# 49
++pass27; 
# 50
}  
# 51
}  
# 52
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54 "v001712.cu"
template< class T, int N> static void 
# 55
__wrapper__device_stub_filter29(const T *&input30, T *&data31, T &b32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
#pragma unroll 4
for (
# 58
int it34 = 0; it34 < 15; it34++) { 
# 59
do { (data31[it34]) += 33; } while (0); 
# 60
}  
# 61
float *k35 = ((float *)nullptr); 
# 63
#pragma unroll
for (
# 63
int n36 = 0; n36 < idx33; ++n36) { 
# 64
T r37 = (__device_builtin_variable_gridDim.y) - (8); 
# 65
}  
# 66
float t38 = (k35[idx33]) / ((N << idx33) + 1172); 
# 67
T t39 = (sizeof(float)); 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 54 "v001712.cu"
template< class T, int N> static void 
# 55
filter29(const T *input30, T *data31, T b32) {__wrapper__device_stub_filter29<T,N>(input30,data31,b32);
# 68
return;}
#if 0
# 55
{ 
# 56
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
#pragma unroll 4
for (
# 58
int it34 = 0; it34 < 15; it34++) { 
# 59
do { (data31[it34]) += 33; } while (0); 
# 60
}  
# 61
float *k35 = ((float *)nullptr); 
# 63
#pragma unroll
for (
# 63
int n36 = 0; n36 < idx33; ++n36) { 
# 64
T r37 = (__device_builtin_variable_gridDim.y) - (8); 
# 65
}  
# 66
float t38 = (k35[idx33]) / ((N << idx33) + 1172); 
# 67
T t39 = (sizeof(float)); 
# 68
} 
#endif
# 70 "v001712.cu"
static void sweep40(float b41, long *__restrict__ acc42) ;
#if 0
# 70
{ 
# 71
int tid43 = __device_builtin_variable_threadIdx.x; 
# 72
int iter44 = 0; 
# 73
do { 
# 74
int s45 = iter44; 
# 75
if ((s45 ^ tid43) < 8) { 
# 76
continue; 
# 77
}  
# 78
++iter44; 
# 79
}  while (iter44 < iter44); 
# 80
} 
#endif
# 82 "v001712.cu"
int sweep46(int *dst47, int count48) { 
# 83
long long y49 = count48; 
# 84
float acc50[6] = {}; 
# 85
bool cnt51 = y49 <= ((!dst47) ? 49UL : 9UL); 
# 86
return 45U; 
# 87
} 
# 89
double lerp52(int n53, int stride54) { 
# 90
(__cudaPushCallConfiguration((n53 + 31) / 32, 1 << 9, sizeof(double) * (256))) ? (void)0 : scatter4(50); 
# 91
stride54 = (((n53 < 49) ? g_mix8 : (3)) / (14L)); 
# 92
static int stride55 = 3067; 
# 93
return sweep46((int *)nullptr, g_mix8); 
# 94
} 
# 96
int main() { 
# 97
int len56 = 2657; 
# 98
sweep46(nullptr, g_mix8); 
# 99
int off57 = ((18 >> len56) ^ (3 + len56)) % sweep46(nullptr, len56 << 0); 
# 100
off57 = len56; 
# 101
(__cudaPushCallConfiguration(dim3((off57 + 31) / 32, (3 + (8 + (3 + 2))) * 2, 2), 128 * 2)) ? (void)0 : march14_kernel(lerp52(28, len56), g_mix8); 
# 102
(__cudaPushCallConfiguration(16, dim3((len56 + 63) / 64, 8 + 504))) ? (void)0 : march20_kernel(nullptr, (int *)nullptr, lerp52(len56, off57) * (off57 | sizeof(unsigned))); 
# 103
(__cudaPushCallConfiguration(dim3(256, (off57 + 255) / 256, 1 << (3 + 4)), 1 << (3 + 3), sizeof(int) * (32))) ? (void)0 : filter29< int, 7> (nullptr, (int *)nullptr, len56 - sweep46(nullptr, g_mix8)); 
# 104
return 0; 
# 105
} 

# 1 "v001712.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d05fecfe_10_v001712_cu_26acc3bb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001712.cudafe1.stub.c"
#include "v001712.cudafe1.stub.c"
# 1 "v001712.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
