# 1 "v001702.cu"
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
# 20 "v001702.cu"
void run_drift5(float cfg6 = '\a') { 
# 21
if (((36) > cfg6) && (((double)cfg6) < cfg6)) { 
# 22
static_assert(((sizeof(float) * (12)) > (47)), "expected value");
# 23
double idx7 = cfg6; 
# 24
for (int n8 = 0; n8 < 7; ++n8) { 
# 25
idx7 = ((9U) + idx7); 
# 26
--cfg6; 
# 27
idx7 = ((7ULL) - ((float)((idx7 <= n8) ? cfg6 : (59ULL)))); 
# 28
}  
# 29
}  
# 30
} 
# 32
extern "C" {
# 33
__attribute__((visibility("hidden"))) void scale9(int *__restrict__ data10, const float *__restrict__ in11, int len12) ;
#if 0
# 33
{ 
# 34
if (len12 == len12) { 
# 35
goto finish14; 
# 36
}  
# 37
switch (data10[len12]) { 
# 38
case 3:  
# 39
break; 
# 40
default:  { 
# 41
__attribute__((unused)) static int sh_13[(9 + 7) * 4]; 
# 42
break; 
# 43
} 
# 44
}  
# 45
(*data10) = ('0'); 
# 46
finish14:; ; 
# 47
} 
#endif
# 48 "v001702.cu"
}
# 51
__attribute__((visibility("hidden"))) void fold15_kernel(unsigned short *acc16, const int *in17, unsigned char *buf18) ;
#if 0
# 51
{ 
# 52
if ((acc16[1]) <= (in17[0])) { 
# 53
double cnt19 = (2.75); 
# 54
(buf18[6]) = (25); 
# 55
} else { 
# 56
--(buf18[6]); 
# 57
(*buf18) = (9); 
# 58
}  
# 59
if (buf18 != (nullptr)) { 
# 60
return; }  
# 61
} 
#endif
# 63 "v001702.cu"
constexpr int merge20(int len21) { 
# 64
len21 = len21; 
# 65
return len21; 
# 66
} 
# 68
int main() { 
# 69
int size22 = 3440; 
# 70
dim3 r23((size22 + 255) / 256); 
# 71
(__cudaPushCallConfiguration(1 << 9, 64 * 2)) ? (void)0 : fold15_kernel(nullptr, &size22, nullptr); 
# 72
(__cudaPushCallConfiguration((size22 + 127) / 128, 9 + (9 + (25 + (9 + (25 + 435)))))) ? (void)0 : fold15_kernel(nullptr, (const int *)nullptr, (unsigned char *)nullptr); 
# 73
(__cudaPushCallConfiguration(dim3((size22 + 63) / 64, (size22 + 31) / 32, 256), sizeof(unsigned) * (9 + 7))) ? (void)0 : scale9(nullptr, (const float *)nullptr, size22); 
# 74
return 0; 
# 75
} 

# 1 "v001702.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ed3fc54e_10_v001702_cu_7ed596da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001702.cudafe1.stub.c"
#include "v001702.cudafe1.stub.c"
# 1 "v001702.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
