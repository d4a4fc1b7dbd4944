# 1 "v001036.cu"
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
# 19 "v001036.cu"
__attribute__((visibility("hidden"))) void reduce6(float *__restrict__ acc7, double *dst8, unsigned short q9, int *buf10) ;
#if 0
# 19
{ 
# 20
int tid11 = __device_builtin_variable_threadIdx.x; 
# 21
(dst8[1]) = ((16.875) * q9); 
# 22
(acc7[q9]) = (__device_builtin_variable_blockDim.z); 
# 23
float off12 = (3); 
# 24
q9 = (40UL); 
# 25
--q9; 
# 26
} 
#endif
# 27 "v001036.cu"
static signed char c_tile13[2]; 
# 29
extern "C" {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 30
__attribute__((unused)) static float apply20(int *out21) {int volatile ___ = 1;(void)out21;
# 37
::exit(___);}
#if 0
# 30
{ 
# 31
{ 
# 32
(*out21) &= (12 >> (c_tile13[__device_builtin_variable_blockDim.y])); 
# 33
__attribute__((unused)) static unsigned sh_22[256]; 
# 34
} 
# 35
(out21[__device_builtin_variable_blockIdx.z]) = 23; 
# 36
return 41; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001036.cu"
__attribute__((visibility("hidden"))) void update14_kernel(const unsigned short *__restrict__ in15, unsigned char a16, int *data17, int *dst18) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern int dyn_19[]; 
# 41
if (in15 != (nullptr)) { 
# 42
return; 
# 43
}  
# 44
--a16; 
# 45
} 
#endif
# 46 "v001036.cu"
}
# 47
enum Level23 { HIGH24 = 3, MUL25, OFF26}; 
# 49
int main() { 
# 50
int size27 = 2463; 
# 51
if (!(size27 == size27)) { 
# 52
return size27; 
# 53
}  
# 54
++size27; 
# 55
auto fn30 = [=](short z28, unsigned v29) { 
# 56
(__cudaPushCallConfiguration(1, 32 * 2)) ? (void)0 : reduce6(nullptr, (double *)nullptr, ((OFF26) + z28) << (58 * (size27)), (int *)nullptr); 
# 57
z28 = (size27); 
# 58
} ; typedef decltype(fn30) __T0;
# 59
fn30(size27, 1188); 
# 60
(__cudaPushCallConfiguration((OFF26) + ((MUL25) + ((HIGH24) + 116)), (16 + 16) * 16, 0, 0)) ? (void)0 : update14_kernel((const unsigned short *)nullptr, size27, &size27, &size27); 
# 61
size27 <<= size27; 
# 62
size27 = (24ULL); 
# 63
return 0; 
# 64
} 

# 1 "v001036.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__38f81871_10_v001036_cu_514e9a28
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001036.cudafe1.stub.c"
#include "v001036.cudafe1.stub.c"
# 1 "v001036.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
