# 1 "v000383.cu"
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
# 16 "v000383.cu"
template< class T> 
# 17
struct Body6 { 
# 18
T id7; 
# 19
char mass8; 
# 20
int vel9; 
# 21
void norm10(int hi11) 
# 22
{ 
# 23
(mass8) = (47); 
# 24
hi11 /= (vel9); 
# 25
} 
# 26
}; 
# 28
inline void spread12(double q13) 
# 29
{ 
# 30
float off14 = q13; 
# 31
off14 /= (off14 * q13); 
# 32
off14 *= ((12.875F) * off14); 
# 33
q13 = q13; 
# 34
} 
# 36
__attribute__((unused)) unsigned char smooth15(const float *input16, unsigned *dst17, float cfg18) 
# 37
{int volatile ___ = 1;(void)input16;(void)dst17;(void)cfg18;
# 42
::exit(___);}
#if 0
# 37
{ 
# 38
++cfg18; 
# 39
unsigned diff19 = ((((dst17[4]) += cfg18), __alignof__(char))); 
# 40
Body6< unsigned>  v20 = {1U, (-59), 3615}; 
# 41
return diff19; 
# 42
} 
#endif
# 44 "v000383.cu"
__attribute__((visibility("hidden"))) void fuse21(double a22, const int *in23) ;
#if 0
# 45
{ 
# 46
int idx24 = __device_builtin_variable_threadIdx.x; 
# 47
unsigned char acc25((idx24 - 52) + (((2) * a22) + ((2 * (*in23)) + (in23[idx24])))); 
# 48
int lim26 = (double)(((*in23) + (in23[__device_builtin_variable_warpSize])) * ((6) * a22)); 
# 49
acc25 = ((2 * ((*in23) * (idx24 / idx24))) + 5); 
# 50
unsigned char s27((lim26 * (a22 - (255UL))) * (sizeof(signed char))); 
# 51
acc25 *= 24; 
# 52
} 
#endif
# 54 "v000383.cu"
static int host_rank28(int *out29, int stride30, const char *src31) 
# 55
{ 
# 56
stride30 = 34; 
# 57
stride30++; 
# 58
unsigned lim32 = out29[1]; 
# 59
lim32 = (*src31); 
# 60
return lim32 * (8); 
# 61
} 
# 63
int main() 
# 64
{ 
# 65
int len33 = 4006; 
# 66
int off34 = len33; 
# 67
float idx35 = off34 - ((len33 * len33) + (len33 % off34)); 
# 68
(__cudaPushCallConfiguration(((dim3)((len33 + 63) / 64)), 6 + (6 + 500), (6 + (8 + 498)) * 2)) ? (void)0 : fuse21(49L + len33, (const int *)nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v000383.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5815a048_10_v000383_cu_fd3fe30e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000383.cudafe1.stub.c"
#include "v000383.cudafe1.stub.c"
# 1 "v000383.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
