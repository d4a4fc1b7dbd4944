# 1 "v002329.cu"
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
# 17 "v002329.cu"
constexpr int DEPTH7 = (1 << (5 + 1)); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T, int N> static void 
# 20
__wrapper__device_stub_rank8_kernel(const T *&src9, int &stride10, float *__restrict__ &data11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
int tid12 = __device_builtin_variable_threadIdx.x; 
# 23
if (tid12 >= stride10) { 
# 24
return; }  
# 25
stride10--; 
# 26
unsigned long y13[5] = {}; 
# 27
__attribute__((unused)) static long long sh_14[32]; 
# 28
(data11[6]) *= (16); 
# 29
(y13[__device_builtin_variable_blockDim.x]) = (stride10 ^ (sh_14[stride10 & 31])); 
# 30
--stride10; 
# 31
(*data11) /= ((((stride10 * tid12) % ((N) * (sh_14[16]))) <= (N)) ? N : (((1 << 3) * 2) - (y13[3]))); 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 19 "v002329.cu"
template< class T, int N> static void 
# 20
rank8_kernel(const T *src9, int stride10, float *__restrict__ data11) 
# 21
{__wrapper__device_stub_rank8_kernel<T,N>(src9,stride10,data11);
# 32
return;}
#if 0
# 21
{ 
# 22
int tid12 = __device_builtin_variable_threadIdx.x; 
# 23
if (tid12 >= stride10) { 
# 24
return; }  
# 25
stride10--; 
# 26
unsigned long y13[5] = {}; 
# 27
__attribute__((unused)) static long long sh_14[32]; 
# 28
(data11[6]) *= (16); 
# 29
(y13[__device_builtin_variable_blockDim.x]) = (stride10 ^ (sh_14[stride10 & 31])); 
# 30
--stride10; 
# 31
(*data11) /= ((((stride10 * tid12) % ((N) * (sh_14[16]))) <= (N)) ? N : (((1 << 3) * 2) - (y13[3]))); 
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34 "v002329.cu"
template< class T, int N = 1> static void 
# 35
__wrapper__device_stub_apply15(T &a16, int *&data17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
if (((data17[1]) & (__device_builtin_variable_blockDim.z)) <= (N)) { 
# 38
return; }  
# 39
T tmp18 = DEPTH7; 
# 40
unsigned long lim19[5]{(24), 7UL, ((size_t)30UL), (5L), (16)}; 
# 41
tmp18 /= tmp18; 
# 42
(*data17) = ((DEPTH7 * (*data17)) << (lim19[__device_builtin_variable_blockIdx.z])); 
# 43
(*data17)--; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 34 "v002329.cu"
template< class T, int N = 1> static void 
# 35
apply15(T a16, int *data17) 
# 36
{__wrapper__device_stub_apply15<T,N>(a16,data17);
# 44
return;}
#if 0
# 36
{ 
# 37
if (((data17[1]) & (__device_builtin_variable_blockDim.z)) <= (N)) { 
# 38
return; }  
# 39
T tmp18 = DEPTH7; 
# 40
unsigned long lim19[5]{(24), 7UL, ((size_t)30UL), (5L), (16)}; 
# 41
tmp18 /= tmp18; 
# 42
(*data17) = ((DEPTH7 * (*data17)) << (lim19[__device_builtin_variable_blockIdx.z])); 
# 43
(*data17)--; 
# 44
} 
#endif
# 46 "v002329.cu"
__attribute__((visibility("hidden"))) void grow20(int lane21, int stride22, const double *coef23) ;
#if 0
# 47
{ 
# 48
int tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
int k25 = (33U - (__device_builtin_variable_blockIdx.x)) / ((int)(__device_builtin_variable_threadIdx.x)); 
# 50
if ((lane21 % DEPTH7) >= tid24) { 
# 51
return; }  
# 52
__attribute__((unused)) static float sh_26[16]; 
# 53
int diff27 = sh_26[lane21 & 15]; 
# 54
diff27 |= (diff27 & (12L % (__device_builtin_variable_gridDim.x))); 
# 55
auto val28 = sizeof(int); 
# 56
stride22 -= 43; 
# 57
} 
#endif
# 59 "v002329.cu"
int pivot29(int count30) 
# 60
{ 
# 61
count30++; 
# 62
if (!(DEPTH7 >= count30)) { 
# 63
return (DEPTH7 & count30); }  
# 64
++count30; 
# 65
(__cudaPushCallConfiguration(dim3((count30 + 63) / 64, 1), 16 + 112, 0, (cudaStream_t)0)) ? (void)0 : grow20(DEPTH7 - count30, DEPTH7 + count30, nullptr); 
# 66
float w31 = count30; 
# 67
(__cudaPushCallConfiguration(dim3(sizeof(float) * (4), (((1 << 3) * 2) + 16) * 4, (16 + 16) * (5 + (5 + 6))), sizeof(int) * (16 + (5 + 107)))) ? (void)0 : apply15< unsigned, 6> (sizeof(int), (int *)nullptr); 
# 68
return DEPTH7 | count30; 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int size32 = 3079; 
# 74
(__cudaPushCallConfiguration((size32 + 31) / 32, 256)) ? (void)0 : grow20((1 << 3) * 2, pivot29(9) / 2, nullptr); 
# 75
int t33 = DEPTH7; 
# 76
pivot29((long)(('A') - size32)); 
# 77
(__cudaPushCallConfiguration(1 << (5 + 1), ((1 << 3) * 2) + 48)) ? (void)0 : rank8_kernel< float, 2> (nullptr, pivot29(size32 / 2), static_cast< float *>(nullptr)); 
# 78
unsigned e34 = ~((('a') / size32) + (size32 - DEPTH7)); 
# 79
size32 ^= 16; 
# 80
return 0; 
# 81
} 

# 1 "v002329.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ea8749a4_10_v002329_cu_1a9dc7a1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002329.cudafe1.stub.c"
#include "v002329.cudafe1.stub.c"
# 1 "v002329.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
