# 1 "v001149.cu"
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
# 7 "v001149.cu"
__attribute__((unused)) static inline float count2(int count3) {int volatile ___ = 1;(void)count3;
# 11
::exit(___);}
#if 0
# 7
{ 
# 8
count3++; 
# 9
__attribute__((unused)) static unsigned sh_4[32]; 
# 10
return count3; 
# 11
} 
#endif
# 13 "v001149.cu"
__attribute((noinline)) __attribute__((unused)) float score5(int n6, float cfg7, int lane8) {int volatile ___ = 1;(void)n6;(void)cfg7;(void)lane8;
# 26
::exit(___);}
#if 0
# 13
{ 
# 14
float lo9 = __device_builtin_variable_blockDim.z; 
# 15
if ((n6 * n6) & 1) { 
# 16
return (lo9 * n6) + (3.125F); }  
# 17
unsigned stride10 = count2(n6 * n6); 
# 18
short stride11 = (14); 
# 19
int iter12 = 0; 
# 20
while (iter12 < 10) { 
# 21
count2(count2(count2(lo9))); 
# 22
__attribute__((unused)) static long sh_13[64]; 
# 23
++iter12; 
# 24
}  
# 25
return iter12 >> 12U; 
# 26
} 
#endif
# 28 "v001149.cu"
__attribute__((unused)) double tile14(unsigned char *__restrict__ acc15, bool beta16, int lane17) {int volatile ___ = 1;(void)acc15;(void)beta16;(void)lane17;
# 38
::exit(___);}
#if 0
# 28
{ 
# 29
score5(static_cast< int>(39), (20.375F), acc15[lane17 & 7]); 
# 30
if (!beta16) { 
# 31
return (((__device_builtin_variable_threadIdx.z) & (1)) ? 57U : lane17) * (9 >> (*acc15)); }  
# 32
char u18 = score5(lane17, score5(beta16 + lane17, (__device_builtin_variable_blockDim.x) + (5.875F), (acc15[6]) | 2273U), score5(__device_builtin_variable_warpSize, 12LL - lane17, 27)); 
# 33
unsigned prod19 = +(((*acc15) * (*acc15)) * ((*acc15) * (*acc15))); 
# 34
u18 = (__device_builtin_variable_threadIdx.x); 
# 35
if ((__device_builtin_variable_gridDim.z) * u18) { 
# 36
return u18; }  
# 37
return beta16 << (*acc15); 
# 38
} 
#endif
# 40 "v001149.cu"
__attribute__((visibility("hidden"))) void shade20(float *out21, int stride22, int len23, int len24) ;
#if 0
# 40
{ 
# 41
unsigned i25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
int w26 = 0; 
# 43
do { 
# 44
if (((*out21) / (52U)) <= (12)) { 
# 45
return; }  
# 46
++w26; 
# 47
} while (w26 < 2); 
# 48
count2((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_blockDim.x)); 
# 49
int e27 = __device_builtin_variable_gridDim.x; 
# 50
bool cnt28 = (stride22 / stride22) == tile14(reinterpret_cast< unsigned char *>(out21), out21 == (nullptr), 44); 
# 51
(*out21) *= i25; 
# 52
__attribute__((unused)) static int sh_29[128]; 
# 53
} 
#endif
# 55 "v001149.cu"
int main() { 
# 56
int n30 = 4000; 
# 57
n30 |= 3339; 
# 58
(__cudaPushCallConfiguration(4 * 2, 64)) ? (void)0 : shade20(nullptr, n30 / 17, (n30 * n30) - n30, 16U); 
# 59
if ((n30 > n30) || (n30 < n30)) { 
# 60
return (25LL * n30) - (7); }  
# 61
double t31 = n30 - (n30 & (n30 ^ n30)); 
# 62
if (t31 != (24)) { 
# 63
return 64UL; }  
# 64
return 0; 
# 65
} 

# 1 "v001149.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__19e70792_10_v001149_cu_b070a99f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001149.cudafe1.stub.c"
#include "v001149.cudafe1.stub.c"
# 1 "v001149.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
