# 1 "v000797.cu"
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
# 18 "v000797.cu"
static float d_bump7; 
# 19
enum State8 { 
# 20
GREEN9, 
# 21
IDLE10, 
# 22
IDLE11 = 5, 
# 23
LOW12, 
# 24
SLOW13
# 25
}; 
# 28
__attribute__((visibility("hidden"))) void tally14_kernel(double *dst15, int lane16, const unsigned long *in17) ;
#if 0
# 29
{ 
# 30
State8 acc18 = IDLE11; 
# 31
++lane16; 
# 32
do { (dst15[1]) += lane16; } while (0); 
# 33
__attribute__((unused)) static long sh_19[8]; 
# 34
} 
#endif
# 36 "v000797.cu"
template< class T, class U> __attribute__((unused)) void 
# 37
lerp20(const T *in21, unsigned *data22, U beta23) 
# 38
{int volatile ___ = 1;(void)in21;(void)data22;(void)beta23;
# 48
::exit(___);}
#if 0
# 38
{ 
# 39
int w24 = 0; 
# 40
do { 
# 41
beta23 -= w24; 
# 42
char idx25 = ((in21[w24]) + d_bump7) + ((GREEN9) - ((__device_builtin_variable_blockDim.x) + (__device_builtin_variable_blockIdx.x))); 
# 43
--d_bump7; 
# 44
++w24; 
# 45
} while ((w24 < 7) && (!((__device_builtin_variable_gridDim.x) > (52)))); 
# 46
beta23++; 
# 47
__attribute__((unused)) static float sh_26[64]; 
# 48
} 
#endif
# 50 "v000797.cu"
long long run_apply27(int lane28) 
# 51
{ 
# 52
lane28--; 
# 53
auto fn31 = [](short s29, float base30) { 
# 54
if (s29 < base30) { 
# 55
base30 = ((IDLE11) * base30); 
# 56
(__cudaPushCallConfiguration(dim3(16, 512), dim3((SLOW13) + ((IDLE10) + 248), (SLOW13) + (41 + 208)), 4096)) ? (void)0 : tally14_kernel(nullptr, s29, (const size_t *)nullptr); 
# 57
}  
# 58
} ; typedef decltype(fn31) __T0;
# 59
fn31(lane28, lane28); 
# 60
State8 h32 = GREEN9; 
# 61
const char *stride33 = ("warp size"); 
# 62
return 6L; 
# 63
} 
# 65
void host_kick34(float cfg35) 
# 66
{ 
# 67
unsigned long long k36 = ((55) + cfg35) - ((22U) - cfg35); 
# 68
k36 <<= run_apply27(k36 - (cfg35 / (30))); 
# 69
k36 = ((k36 += (28UL)), (((cfg35 += cfg35), cfg35) - (SLOW13))); 
# 70
if ((((unsigned char)k36) * 39UL) == (run_apply27(k36))) { 
# 71
cfg35 += (((run_apply27(51)) - k36) >> run_apply27(55)); 
# 72
}  
# 73
if (!(k36 > (12))) { 
# 74
return; 
# 75
}  
# 76
State8 sum37 = LOW12; 
# 77
} 
# 79
int main() 
# 80
{ 
# 81
int len38 = 3425; 
# 82
len38 = ((len38) ? -(63 / len38) : (len38 * (len38 + len38))); 
# 83
(__cudaPushCallConfiguration(dim3(32, (len38 + 255) / 256), dim3((LOW12) + 26, (len38 + 63) / 64), 0)) ? (void)0 : tally14_kernel(nullptr, -39, nullptr); 
# 84
(__cudaPushCallConfiguration((IDLE10) + 1, 1 << ((IDLE11) + ((IDLE10) + (IDLE10))), (IDLE10) + 1023)) ? (void)0 : tally14_kernel(nullptr, len38 * len38, (const unsigned long *)nullptr); 
# 85
constexpr float z39 = (44); 
# 86
return 0; 
# 87
} 

# 1 "v000797.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__71865cb9_10_v000797_cu_d_bump7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000797.cudafe1.stub.c"
#include "v000797.cudafe1.stub.c"
# 1 "v000797.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
