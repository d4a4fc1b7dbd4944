# 1 "v001645.cu"
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
# 13 "v001645.cu"
__attribute__((visibility("hidden"))) void rank6(const int *__restrict__ coef7) ;
#if 0
# 13
{ 
# 14
__attribute__((unused)) extern unsigned short dyn_8[]; 
# 15
unsigned i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
__attribute__((unused)) static int sh_10[8][11]; 
# 17
if ((__device_builtin_variable_blockIdx.x) * (4600)) { 
# 18
((sh_10[i9])[2]) -= ((((__device_builtin_variable_blockDim.x) - ((sh_10[i9])[0])) > (((coef7[6]) > 36UL) ? coef7[6] : 36UL)) ? (__device_builtin_variable_blockDim.x) - ((sh_10[i9])[0]) : (((coef7[6]) > 36UL) ? coef7[6] : 36UL)); 
# 19
do { (dyn_8[1]) += ((7 + (*coef7)) + (((__device_builtin_variable_threadIdx.y) / i9) + ((long)((sh_10[__device_builtin_variable_threadIdx.x])[i9])))); } while (0); 
# 20
}  
# 21
} 
#endif
# 22 "v001645.cu"
__attribute__((visibility("hidden"))) void drift11_kernel(int *buf12, char *acc13, int count14, const float *src15) ;
#if 0
# 22
{ 
# 23
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (tid16 >= count14) { 
# 25
return; 
# 26
}  
# 27
int base17 = acc13[__device_builtin_variable_blockIdx.x]; 
# 28
base17 >>= (buf12[1]); 
# 29
base17 = (*src15); 
# 30
(buf12[5]) += (*buf12); 
# 31
int s18[6]{21, 40, static_cast< int>(__device_builtin_variable_gridDim.x), 2, (16UL), base17}; 
# 32
float res19 = (23.75F) + ((((float)(s18[4])) > ((49) * (__device_builtin_variable_blockIdx.y))) ? (float)(s18[4]) : ((49) * (__device_builtin_variable_blockIdx.y))); 
# 33
if (src15 != (nullptr)) { 
# 34
goto finish20; 
# 35
}  
# 36
res19++; 
# 37
finish20:; ; 
# 38
} 
#endif
# 39 "v001645.cu"
void lerp21(int stride22) { 
# 40
float k23 = stride22; 
# 41
int hi24 = ((unsigned)k23) * k23; 
# 42
} 
# 43
int main() { 
# 44
int count25 = 3264; 
# 45
(__cudaPushCallConfiguration(128, (4 + 4) * 16, 0, (cudaStream_t)0)) ? (void)0 : drift11_kernel(nullptr, nullptr, count25, nullptr); 
# 46
(__cudaPushCallConfiguration((count25 + 63) / 64, 8 + 248, sizeof(double) * (64), nullptr)) ? (void)0 : rank6((const int *)nullptr); 
# 47
(__cudaPushCallConfiguration(1 << (4 + 2), 4 + (4 + (8 + 16)))) ? (void)0 : drift11_kernel(nullptr, (char *)nullptr, count25 * ((int)count25), (const float *)nullptr); 
# 48
return 0; 
# 49
} 

# 1 "v001645.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e348892_10_v001645_cu_cbe63427
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001645.cudafe1.stub.c"
#include "v001645.cudafe1.stub.c"
# 1 "v001645.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
