# 1 "v001368.cu"
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
# 11 "v001368.cu"
extern "C" {
# 12
__attribute__((visibility("hidden"))) void update7(float alpha8, const int *input9) ;
#if 0
# 13
{ 
# 14
int idx10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
for (int j11 = idx10; j11 > 0; --j11) { 
# 16
alpha8 = alpha8; 
# 17
auto cnt12 = alpha8; 
# 18
}  
# 19
for (int j13 = 0; j13 < idx10; ++j13) { 
# 20
if (j13 & 1) { 
# 21
return; }  
# 22
unsigned char u14 = ((idx10 * alpha8) + (j13 / 48)) + (+idx10); 
# 23
}  
# 24
} 
#endif
# 25 "v001368.cu"
}
# 26
template< class T, class U> __attribute__((unused)) T 
# 27
blend15(U cfg16) 
# 28
{int volatile ___ = 1;(void)cfg16;
# 35
::exit(___);}
#if 0
# 28
{ 
# 29
for (int n17 = 0; n17 < 2; n17++) { 
# 30
if (41 >= (n17 & n17)) { 
# 31
return n17; }  
# 32
(--cfg16), (cfg16 = (-((127 * n17) - 128))); 
# 33
}  
# 34
return cfg16; 
# 35
} 
#endif
# 36 "v001368.cu"
static int c_trace18; 
# 37
__attribute__((visibility("hidden"))) void scatter19_kernel(int stride20, unsigned *buf21, const float *coef22) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_23[]; 
# 40
__attribute__((unused)) static float sh_24[16]; 
# 41
__attribute__((unused)) static float sh_25[32 * 2]; 
# 42
(*buf21) = ((4 & __device_builtin_variable_warpSize) ^ (((buf21[c_trace18]) + (*buf21)) * ((41) + (__device_builtin_variable_threadIdx.y)))); 
# 43
(sh_24[__device_builtin_variable_gridDim.x]) = (__device_builtin_variable_blockDim.y); 
# 44
} 
#endif
# 45 "v001368.cu"
constexpr int check_score26(int count27, long long q28) 
# 46
{ 
# 47
q28 = ((((unsigned)'z') + (q28 + (45U))) - (((-count27) <= 38) ? 256 : count27)); 
# 48
auto idx29 = count27; 
# 49
return idx29; 
# 50
} 
# 51
__attribute__((unused)) inline double merge30(int count31, int stride32, int n33 = 37) 
# 52
{int volatile ___ = 1;(void)count31;(void)stride32;(void)n33;
# 61
::exit(___);}
#if 0
# 52
{ 
# 53
__attribute__((unused)) static int sh_34[3][10]; 
# 54
auto prod35 = +(((double)(__device_builtin_variable_gridDim.x)) - (1 + stride32)); 
# 55
prod35 = ((sh_34[n33])[9]); 
# 56
stride32++; 
# 57
stride32 = (n33 - ((count31 * (__device_builtin_variable_threadIdx.x)) + ((__device_builtin_variable_threadIdx.x) + count31))); 
# 58
((sh_34[1])[count31]) = ((((double)c_trace18) * (54UL)) + prod35); 
# 59
float sum36 = (256); 
# 60
return static_cast< int>((stride32 ^ count31) - (n33 / stride32)); 
# 61
} 
#endif
# 62 "v001368.cu"
double run_gather37(float *buf38, int len39, int lane40 = 25) 
# 63
{ 
# 64
(buf38[lane40 & 7]) = ((4.375F) - ((lane40 % 256) % 256)); 
# 65
bool q41{true}; 
# 66
return (static_cast< unsigned>('\177')); 
# 67
} 
# 68
int main() 
# 69
{ 
# 70
int size42 = 2181; 
# 71
const int base43 = (size_t)((sizeof(float) ^ size42) + (size42 | size42)); 
# 72
size42 = base43; 
# 73
(__cudaPushCallConfiguration((size42 + 63) / 64, 64, 256 + 3840)) ? (void)0 : scatter19_kernel(35 + (size42 | 64), static_cast< unsigned *>(nullptr), nullptr); 
# 74
size42 = (((size42 / size42) <= ((int)8)) ? base43 : (size42 - (29 | base43))); 
# 75
(__cudaPushCallConfiguration(((dim3)(512)), 128, 0)) ? (void)0 : update7((128 + size42) | base43, (const int *)nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v001368.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9653929c_10_v001368_cu_update7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001368.cudafe1.stub.c"
#include "v001368.cudafe1.stub.c"
# 1 "v001368.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
