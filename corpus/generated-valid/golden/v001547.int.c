# 1 "v001547.cu"
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
# 8 "v001547.cu"
enum Mode4 { MUL5, RED6}; 
# 10
__attribute__((visibility("hidden"))) void warp7_kernel(unsigned *__restrict__ buf8, const int *input9, const size_t *input10) ;
#if 0
# 10
{ 
# 11
unsigned tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
double cnt12 = ((12.0F)); 
# 13
(buf8[2]) = tid11; 
# 14
auto sum13 = input9[0]; 
# 15
if ((sum13 >> 3) == tid11) { 
# 16
return; }  
# 17
unsigned u14{tid11}; 
# 18
u14 = (51U << ((*input9) + sum13)); 
# 19
Mode4 w15 = RED6; 
# 20
} 
#endif
# 22 "v001547.cu"
__attribute__((visibility("hidden"))) void kick16_kernel(bool q17, int n18, int *__restrict__ data19) ;
#if 0
# 22
{ 
# 23
int acc20[6] = {}; 
# 24
const int *val21 = &n18; 
# 25
(acc20[n18]) = (static_cast< int>((static_cast< float>(*val21)) - ((RED6) + (val21[n18])))); 
# 26
n18 = n18; 
# 27
} 
#endif
# 29 "v001547.cu"
__attribute((always_inline)) __attribute__((unused)) inline float smooth22(int n23, float *acc24, Mode4 cfg25) {int volatile ___ = 1;(void)n23;(void)acc24;(void)cfg25;
# 38
::exit(___);}
#if 0
# 29
{ 
# 30
unsigned *w26 = (nullptr); 
# 31
auto diff27 = (((acc24 == (nullptr)) ? __device_builtin_variable_threadIdx.x : (__device_builtin_variable_blockIdx.z)) << 3) / (n23 - (*acc24)); 
# 32
if (cfg25 >= 58U) { 
# 33
return diff27; }  
# 34
n23 = 3; 
# 35
float v28 = (2) - ((diff27 - diff27) + (*acc24)); 
# 36
v28 = (w26[3]); 
# 37
return (cfg25) ? *acc24 : ((n23) ? (__device_builtin_variable_threadIdx.x) % cfg25 : ((unsigned)(acc24[n23]))); 
# 38
} 
#endif
# 39 "v001547.cu"
enum class Color29 { Busy30, Idle31}; 
# 41
__attribute__((visibility("hidden"))) void score32(int *__restrict__ buf33, const int *in34, const int *in35) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern unsigned dyn_36[]; 
# 43
Color29 f37 = Color29::Busy30; 
# 44
long *flag38 = (nullptr); 
# 45
double base39 = (-25); 
# 46
} 
#endif
# 48 "v001547.cu"
int main() { 
# 49
int n40 = 1579; 
# 50
int k41 = (float)((static_cast< double>((24.5))) + (n40 - n40)); 
# 51
(__cudaPushCallConfiguration(((dim3)(RED6)), sizeof(int) * (4 + ((RED6) + ((RED6) + ((RED6) + 25)))))) ? (void)0 : warp7_kernel(nullptr, &n40, static_cast< const size_t *>(nullptr)); 
# 52
k41 = (((17 - n40) / sizeof(unsigned char)) * (k41 + 4)); 
# 53
int flag42 = n40; 
# 54
(__cudaPushCallConfiguration((k41 + 63) / 64, sizeof(unsigned) * (64))) ? (void)0 : kick16_kernel(flag42, k41, nullptr); 
# 55
(__cudaPushCallConfiguration(dim3(sizeof(int) * (4 + (4 + 56)), (k41 + 63) / 64, 4 + (4 + ((RED6) + (4 + ((RED6) + ((RED6) + 1)))))), sizeof(int) * (16))) ? (void)0 : score32((int *)nullptr, nullptr, &k41); 
# 56
return 0; 
# 57
} 

# 1 "v001547.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__62a932b7_10_v001547_cu_d66ed31f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001547.cudafe1.stub.c"
#include "v001547.cudafe1.stub.c"
# 1 "v001547.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
