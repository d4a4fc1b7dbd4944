# 1 "v000272.cu"
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
# 15 "v000272.cu"
__attribute__((unused)) inline int reduce4(float *dst5) 
# 16
{int volatile ___ = 1;(void)dst5;
# 26
::exit(___);}
#if 0
# 16
{ 
# 17
if (!(dst5 == (nullptr))) { 
# 18
return __device_builtin_variable_gridDim.y; }  
# 19
float m6(*dst5); 
# 20
for (int j7 = 0; j7 < 4; j7++) { 
# 21
int z8[6]{j7, (-54), 16, (-38), static_cast< int>(dst5[j7]), ('A')}; 
# 22
}  
# 23
if ((__device_builtin_variable_threadIdx.y) > (dst5[6])) { 
# 24
return (float)m6; }  
# 25
return 42U; 
# 26
} 
#endif
# 27 "v000272.cu"
enum Op9: short { BLUE10, ON11 = 3, FAST12}; 
# 28
static int d_drift13; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30
template< class T, int N = 5> static void 
# 31
__wrapper__device_stub_update14_kernel(const T *&coef15, const int *&coef16, const T *&in17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
int w19 = 0; 
# 35
while ((w19 < 16) && (d_drift13 == (static_cast< T>(*coef16)))) { 
# 36
++d_drift13; 
# 37
++w19; 
# 38
}  
# 39
auto h20 = w19; 
# 41
#pragma unroll 4
for (
# 41
int it21 = 0, j22 = w19; it21 < j22; (++it21), (--j22)) { 
# 42
unsigned diff23[8] = {static_cast< unsigned>((j22 <= (__device_builtin_variable_threadIdx.y)) ? coef15[j22] : w19), static_cast< unsigned>(w19 + j22), (3073), (21UL), 8U}; 
# 43
T diff24 = ((+(in17[w19])) * 31U) + ((T)h20); 
# 44
}  
# 45
} 
#endif

#pragma GCC diagnostic pop

# 30 "v000272.cu"
template< class T, int N = 5> static void 
# 31
update14_kernel(const T *coef15, const int *coef16, const T *in17) 
# 32
{__wrapper__device_stub_update14_kernel<T,N>(coef15,coef16,in17);
# 45
return;}
#if 0
# 32
{ 
# 33
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
int w19 = 0; 
# 35
while ((w19 < 16) && (d_drift13 == (static_cast< T>(*coef16)))) { 
# 36
++d_drift13; 
# 37
++w19; 
# 38
}  
# 39
auto h20 = w19; 
# 41
#pragma unroll 4
for (
# 41
int it21 = 0, j22 = w19; it21 < j22; (++it21), (--j22)) { 
# 42
unsigned diff23[8] = {static_cast< unsigned>((j22 <= (__device_builtin_variable_threadIdx.y)) ? coef15[j22] : w19), static_cast< unsigned>(w19 + j22), (3073), (21UL), 8U}; 
# 43
T diff24 = ((+(in17[w19])) * 31U) + ((T)h20); 
# 44
}  
# 45
} 
#endif
# 47 "v000272.cu"
__attribute__((unused)) int score25(Op9 beta26, int count27, char p28) 
# 48
{int volatile ___ = 1;(void)beta26;(void)count27;(void)p28;
# 55
::exit(___);}
#if 0
# 48
{ 
# 49
if (!(beta26 != (BLUE10))) { 
# 50
beta26 = ON11; 
# 51
int base29 = (int)(21 + p28); 
# 52
}  
# 53
long acc30 = (-(-count27)) - (((p28 + count27) >= p28) ? (d_drift13) ? d_drift13 : (__device_builtin_variable_blockDim.x) : ((__device_builtin_variable_blockDim.y) - __device_builtin_variable_warpSize)); 
# 54
return d_drift13; 
# 55
} 
#endif
# 57 "v000272.cu"
double run_tally31(long alpha32, int len33) 
# 58
{ 
# 59
long val34{33L}; 
# 60
int cnt35 = ((char)29ULL); 
# 61
Op9 hi36 = FAST12; 
# 62
if (hi36 != (FAST12)) { 
# 63
return cnt35; }  
# 64
float hi37{(float)((((FAST12) / len33) * hi36) + ((alpha32 >= hi36) ? (14.375F) / val34 : cnt35))}; 
# 65
++val34; 
# 66
return +((hi36 <= 17) ? cnt35 - hi37 : (13.5F)); 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int n38 = 3258; 
# 72
int iter39 = 0; 
# 73
while ((iter39 < n38) && (iter39 * iter39)) { 
# 74
const char *acc40 = ("kernel\n"); 
# 75
n38 = (n38 + 1); 
# 76
int q41 = (static_cast< int>(n38)) + (+(3 + (acc40[1]))); 
# 77
++iter39; 
# 78
}  
# 79
(__cudaPushCallConfiguration(3 + ((ON11) + 26), 3 + 61)) ? (void)0 : update14_kernel< double, 8> ((const double *)nullptr, &iter39, static_cast< const double *>(nullptr)); 
# 80
return 0; 
# 81
} 

# 1 "v000272.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a9a58359_10_v000272_cu_b7ec34b8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000272.cudafe1.stub.c"
#include "v000272.cudafe1.stub.c"
# 1 "v000272.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
