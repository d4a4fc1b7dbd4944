# 1 "v001285.cu"
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
# 14 "v001285.cu"
int count4(const signed char *coef5, unsigned cfg6) { 
# 15
if (cfg6 == (cfg6 / cfg6)) { 
# 16
unsigned q7 = (12UL + cfg6) + ((unsigned)cfg6); 
# 17
}  
# 18
double acc8 = 7U + ((coef5[cfg6]) - cfg6); 
# 19
if (cfg6 < acc8) { 
# 20
goto skip9; 
# 21
}  
# 22
if (cfg6 <= (cfg6 + cfg6)) { 
# 23
return (53L + cfg6) * (coef5[cfg6]); }  
# 24
skip9:; ; 
# 25
return ((unsigned)(cfg6 % (3))) + (coef5[5]); 
# 26
} 
# 28
__attribute__((visibility("hidden"))) void step10_kernel(int stride11, float *dst12) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern unsigned dyn_13[]; 
# 30
unsigned gid14 = __device_builtin_variable_threadIdx.x; 
# 31
double off15 = (float)((dst12[__device_builtin_variable_threadIdx.z]) * (__device_builtin_variable_threadIdx.x)); 
# 32
if (((char)(+(dyn_13[stride11]))) == ((double)(2.5))) { 
# 33
static_assert(((16 + 29) > 44), "expected value");
# 34
const int z16 = (__device_builtin_variable_blockDim.x) - 8LL; 
# 35
}  
# 36
} 
#endif
# 37 "v001285.cu"
enum Kind17 { GREEN18, FAST19 = 6, HIGH20, FAST21}; 
# 39
__attribute((always_inline)) __attribute__((unused)) inline unsigned char tally22(float q23, bool cfg24 = 1) {int volatile ___ = 1;(void)q23;(void)cfg24;
# 51
::exit(___);}
#if 0
# 39
{ 
# 40
q23 = q23; 
# 41
float m25 = ((cfg24 * 2L) * ((20.875F) + cfg24)) * ((4392) - (__device_builtin_variable_threadIdx.z)); 
# 42
Kind17 diff26 = FAST19; 
# 43
if (q23 == cfg24) { 
# 44
goto finish27; 
# 45
}  
# 46
q23 = (FAST19); 
# 47
if (cfg24) { 
# 48
return +cfg24; }  
# 49
finish27:; ; 
# 50
return q23; 
# 51
} 
#endif
# 53 "v001285.cu"
__attribute__((visibility("hidden"))) void mix28_kernel(float *buf29, float q30, int count31) ;
#if 0
# 53
{ 
# 54
unsigned tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (((int)tid32) == 16) { 
# 56
if (double f33{(1.0)}; buf29 != (nullptr)) { 
# 57
static_assert((((FAST21) + 3) == 11), "size check");
# 58
int lim34 = -((tid32 + count31) * (q30 + tid32)); 
# 59
}  
# 60
}  
# 61
} 
#endif
# 63 "v001285.cu"
int step35(const float *in36, unsigned cfg37, int lane38) { 
# 64
lane38 = cfg37; 
# 65
const double sum39 = ((63U * cfg37) + ((21.25F) * lane38)) + (((in36[4]) + (16)) - ((3) + cfg37)); 
# 66
bool r40 = in36 == (nullptr); 
# 67
cfg37 = ((4) * (in36[lane38])); 
# 68
return (double)r40; 
# 69
} 
# 71
int main() { 
# 72
int count41 = 2083; 
# 73
for (int it42 = (2 * 2); it42 > 0; --it42) { 
# 74
cudaStream_t mid43 = ((cudaStream_t)0); 
# 75
Kind17 q44 = HIGH20; 
# 76
}  
# 77
(__cudaPushCallConfiguration(((dim3)(2)), dim3((count41 + 127) / 128, 16, (count41 + 127) / 128))) ? (void)0 : step10_kernel(count41, (float *)nullptr); 
# 78
(__cudaPushCallConfiguration(dim3(1, (count41 + 127) / 128, (count41 + 255) / 256), 64)) ? (void)0 : mix28_kernel(nullptr, (24.875F), (float)(23.75F)); 
# 79
return 0; 
# 80
} 

# 1 "v001285.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__10552785_10_v001285_cu_137f200c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001285.cudafe1.stub.c"
#include "v001285.cudafe1.stub.c"
# 1 "v001285.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
