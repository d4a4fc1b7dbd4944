# 1 "v001380.cu"
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

# 18 "v001380.cu"
template< class T, int N = 8> static void 
# 19
__wrapper__device_stub_update6_kernel(const T *__restrict__ &coef7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
double cnt8 = (N); 
# 21
cnt8 = cnt8; 
# 22
float h9(*coef7); 
# 23
h9 = (h9 - (N)); 
# 24
constexpr int q10 = 56; 
# 25
cnt8 = (N); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001380.cu"
template< class T, int N = 8> static void 
# 19
update6_kernel(const T *__restrict__ coef7) {__wrapper__device_stub_update6_kernel<T,N>(coef7);
# 26
return;}
#if 0
# 19
{ 
# 20
double cnt8 = (N); 
# 21
cnt8 = cnt8; 
# 22
float h9(*coef7); 
# 23
h9 = (h9 - (N)); 
# 24
constexpr int q10 = 56; 
# 25
cnt8 = (N); 
# 26
} 
#endif
# 28 "v001380.cu"
__attribute__((visibility("hidden"))) void accum11_kernel(int lane12, int len13, double *buf14, double *__restrict__ out15) ;
#if 0
# 28
{ 
# 29
int i16 = __device_builtin_variable_threadIdx.x; 
# 30
{ 
# 31
float u17 = out15[3]; 
# 32
for (int j18 = 0, j19 = len13; j18 < j19; (++j18), (--j19)) { 
# 33
long t20 = __device_builtin_variable_blockDim.x; 
# 34
constexpr int prod21 = 37; 
# 35
}  
# 36
} 
# 37
lane12 = 3162; 
# 38
} 
#endif
# 39 "v001380.cu"
static float c_bump22[4]; 
# 41
__attribute__((visibility("hidden"))) void sift23(unsigned *buf24, short b25, float *acc26, const short *input27) ;
#if 0
# 41
{ 
# 42
int gid28 = __device_builtin_variable_threadIdx.x; 
# 43
b25 = (8); 
# 44
if ((__device_builtin_variable_gridDim.x) == __device_builtin_variable_warpSize) { 
# 45
return; 
# 46
}  
# 47
int val29 = buf24[2]; 
# 48
} 
#endif
# 50 "v001380.cu"
constexpr int trace30(int count31) { 
# 51
int h32 = ((unsigned char)34L); 
# 52
count31 = (h32 + count31); 
# 53
return (count31 * count31); 
# 54
} 
# 55
enum class Color33 { Blue34, Off35, Blue36, Mul37}; 
# 56
enum class Color38 { 
# 57
Red39, 
# 58
Idle40, 
# 59
Busy41, 
# 60
On42, 
# 61
Mul43 = 6
# 62
}; 
# 64
int main() { 
# 65
int count44 = 1478; 
# 66
trace30((char)count44); 
# 67
if (!(count44 == count44)) { 
# 68
return (count44 * count44) + count44; 
# 69
}  
# 70
count44 = trace30(count44); 
# 71
(__cudaPushCallConfiguration(4, 1 << 6, 0)) ? (void)0 : update6_kernel< float, 6> (nullptr); 
# 72
(__cudaPushCallConfiguration(((dim3)(8)), sizeof(unsigned) * (64), sizeof(int) * (64), (cudaStream_t)0)) ? (void)0 : sift23(nullptr, count44, nullptr, nullptr); 
# 73
long long r45 = count44; 
# 74
(__cudaPushCallConfiguration(256, 1 << 5, 0)) ? (void)0 : accum11_kernel((r45 - (2878U)) >> 8, (2 * (+count44)) + (count44 * count44), (double *)nullptr, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v001380.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ecd70412_10_v001380_cu_d5f0c6de
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001380.cudafe1.stub.c"
#include "v001380.cudafe1.stub.c"
# 1 "v001380.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
