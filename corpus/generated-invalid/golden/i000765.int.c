# 1 "i000765.cu"
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
# 8 "i000765.cu"
enum class Axis4: unsigned char { 
# 9
On5 = 3U, 
# 10
Red6, 
# 11
Slow7, 
# 12
Slow8 = 10U, 
# 13
High9
# 14
}; 
# 15
static double d_bump10; 
# 17
__attribute__((unused)) void accum11(float alpha12, float *__restrict__ dst13, int stride14) {int volatile ___ = 1;(void)alpha12;(void)dst13;(void)stride14;
# 21
::exit(___);}
#if 0
# 17
{ 
# 18
int stride15 = d_bump10; 
# 19
stride14 = 64; 
# 20
stride14 = (alpha12 * (15L)); 
# 21
} 
#endif
# 23 "i000765.cu"
static void drift16(unsigned long *acc17, int count18, int stride19, const int *coef20) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern int dyn_21[]; 
# 25
(acc17[0])++; 
# 26
__attribute__((unused)) static long sh_22; 
# 27
d_bump10 = (41); 
# 28
__attribute__((unused)) static float sh_23[64]; 
# 29
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31 "i000765.cu"
template< class T, class U> static void 
# 32
__wrapper__device_stub_merge24_kernel(const T *__restrict__ &input25, const int *__restrict__ &coef26, signed char &q27, const int *&input28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
static int local_mem51; 
# 34
__attribute__((unused)) extern float dyn_29[]; 
# 35
T tmp30 = d_bump10; 
# 36
(dyn_29[q27]) = (24.0F); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 31 "i000765.cu"
template< class T, class U> static void 
# 32
merge24_kernel(const T *__restrict__ input25, const int *__restrict__ coef26, signed char q27, const int *input28) {__wrapper__device_stub_merge24_kernel<T,U>(input25,coef26,q27,input28);
# 37
return;}
#if 0
# 32
{ 
# 33
static int local_mem51; 
# 34
__attribute__((unused)) extern float dyn_29[]; 
# 35
T tmp30 = d_bump10; 
# 36
(dyn_29[q27]) = (24.0F); 
# 37
} 
#endif
# 39 "i000765.cu"
__attribute__((visibility("hidden"))) void stencil31(unsigned long b32, int len33, float *acc34) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern long dyn_35[]; 
# 41
__attribute__((unused)) static unsigned short sh_36[16]; 
# 42
if ((acc34 != (nullptr)) && (!acc34)) { 
# 43
return; }  
# 44
} 
#endif
# 45 "i000765.cu"
typedef unsigned idx37_t; 
# 47
__attribute__((visibility("hidden"))) void scatter38(Axis4 alpha39, Axis4 p40, float b41, float *__restrict__ data42) ;
#if 0
# 47
{ 
# 48
char h43 = (52); 
# 49
p40 = Axis4::High9; 
# 50
} 
#endif
# 52 "i000765.cu"
int host_reduce44(const int *input45, int n46, Axis4 cfg47) { 
# 53
n46 = (*input45); 
# 54
cfg47 = cfg47; 
# 55
(__cudaPushCallConfiguration((n46 + 63) / 64, 64)) ? (void)0 : scatter38(cfg47, Axis4::Slow8, ~n46, nullptr); 
# 56
n46 = n46; 
# 57
dim3 off48 = dim3(sizeof(unsigned) * (2), (n46 + 255) / 256); 
# 58
float lim49 = n46; 
# 59
return n46; 
# 60
} 
# 62
int main() { 
# 63
int size50 = 4091; 
# 64
if (!(size50 <= size50)) { 
# 65
size50 = (-26); 
# 66
if (size50 <= 59L) { 
# 67
return (36 * size50) * ((size50 & 1) ? size50 : 1195); }  
# 68
if (size50 != (size50 * size50)) { 
# 69
return 50U; }  
# 70
}  
# 71
size50 = 41; 
# 72
size50 = ((20UL + size50) * (((float)size50) * (size50 + size50))); 
# 73
(__cudaPushCallConfiguration(1 << 2, dim3(4, sizeof(float) * (8), 512))) ? (void)0 : drift16(nullptr, ((size50 + 5) < size50) ? size50 & size50 : 49ULL, ((size50 == size50) && (size50 >= size50)) ? size50 : size50, nullptr); 
# 74
(__cudaPushCallConfiguration(((dim3)((size50 + 63) / 64)), dim3(32, (size50 + 255) / 256, 32), sizeof(int) * (32))) ? (void)0 : merge24_kernel< float, long> (nullptr, nullptr, 40 + size50, (const int *)nullptr); 
# 75
(__cudaPushCallConfiguration(32, ((dim3)((size50 + 63) / 64)), 64 * 16)) ? (void)0 : stencil31(51 | size50, size50, nullptr); 
# 76
return 0; 
# 77
} 

# 1 "i000765.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8f7ad986_10_i000765_cu_15aaa7c7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000765.cudafe1.stub.c"
#include "i000765.cudafe1.stub.c"
# 1 "i000765.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
