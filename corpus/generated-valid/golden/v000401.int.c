# 1 "v000401.cu"
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

# 15 "v000401.cu"
template< class T, int N> static void 
# 16
__wrapper__device_stub_mix6(T &cfg7, int *__restrict__ &out8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
cfg7 = ((N * (-(out8[1]))) / (49 - (*out8))); 
# 18
cfg7 = (out8[5]); 
# 19
T diff9 = cfg7; 
# 20
} 
#endif

#pragma GCC diagnostic pop

# 15 "v000401.cu"
template< class T, int N> static void 
# 16
mix6(T cfg7, int *__restrict__ out8) {__wrapper__device_stub_mix6<T,N>(cfg7,out8);
# 20
return;}
#if 0
# 16
{ 
# 17
cfg7 = ((N * (-(out8[1]))) / (49 - (*out8))); 
# 18
cfg7 = (out8[5]); 
# 19
T diff9 = cfg7; 
# 20
} 
#endif
# 23 "v000401.cu"
__attribute__((unused)) inline signed char grow10(float b11, long long cfg12) {int volatile ___ = 1;(void)b11;(void)cfg12;
# 30
::exit(___);}
#if 0
# 23
{ 
# 24
b11 = (((4) + b11) - (1.25F)); 
# 25
int w13 = 52; 
# 26
float off14 = ((58) - b11) + (5.75F); 
# 27
w13 = ((w13 * 19) * ('a')); 
# 28
off14 = (-57L); 
# 29
return 19; 
# 30
} 
#endif
# 32 "v000401.cu"
extern "C" {
# 33
__attribute__((visibility("hidden"))) void split15(int *__restrict__ acc16) ;
#if 0
# 33
{ 
# 34
if (((*acc16) / ('\a')) == (*acc16)) { 
# 35
return; 
# 36
}  
# 37
const short y17 = 46U / (((signed char)(*acc16)) / (*acc16)); 
# 38
double *idx18 = (nullptr); 
# 39
int *flag19 = acc16; 
# 40
if ((idx18[y17]) > (56)) { 
# 41
goto skip20; 
# 42
}  
# 43
(flag19[0]) -= ((char)(*idx18)); 
# 44
skip20:; ; 
# 45
} 
#endif
# 46 "v000401.cu"
}
# 49
__attribute__((unused)) char spread21(int *__restrict__ data22, const double *coef23, float cfg24) {int volatile ___ = 1;(void)data22;(void)coef23;(void)cfg24;
# 53
::exit(___);}
#if 0
# 49
{ 
# 50
__attribute__((unused)) static unsigned char sh_25[128]; 
# 51
bool y26 = (false) - ((*data22) % (sh_25[28])); 
# 52
return 32 - ((int)(cfg24 - (32))); 
# 53
} 
#endif
# 55 "v000401.cu"
__attribute__((unused)) void smooth27(int count28, long q29) {int volatile ___ = 1;(void)count28;(void)q29;
# 61
::exit(___);}
#if 0
# 55
{ 
# 56
if ((q29 - q29) != q29) { 
# 57
return; 
# 58
}  
# 59
__attribute__((unused)) static int sh_30[sizeof(int) * (64)]; 
# 60
(sh_30[q29]) += 4UL; 
# 61
} 
#endif
# 63 "v000401.cu"
int main() { 
# 64
int n31 = 3563; 
# 65
n31 &= ('\a'); 
# 66
n31 = ((n31 + n31) - ((n31 * n31) * 33)); 
# 67
n31 /= ((19 % n31) + (n31 + (48 + n31))); 
# 68
n31 = ((n31 / 32) - n31); 
# 69
n31 %= (((60 + n31) + n31) + ((int)n31)); 
# 70
(__cudaPushCallConfiguration((n31 + 31) / 32, 19 + (32 + (19 + 186)), sizeof(double) * (32), nullptr)) ? (void)0 : mix6< double, 5> (n31, (int *)nullptr); 
# 71
(__cudaPushCallConfiguration(32, 4 * 16)) ? (void)0 : split15((int *)nullptr); 
# 72
return 0; 
# 73
} 

# 1 "v000401.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__df6913ba_10_v000401_cu_split15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000401.cudafe1.stub.c"
#include "v000401.cudafe1.stub.c"
# 1 "v000401.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
