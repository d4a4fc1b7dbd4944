# 1 "v001835.cu"
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
# 15 "v001835.cu"
__attribute__((visibility("hidden"))) void stencil7(int len8) ;
#if 0
# 15
{ 
# 16
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
double prod10 = gid9; 
# 18
len8 = ((__device_builtin_variable_threadIdx.x) % len8); 
# 19
double k11(((__device_builtin_variable_blockDim.z) + (15)) - (gid9 & 61U)); 
# 20
auto res12 = (32 + gid9) ^ 43L; 
# 21
if ((gid9 / len8) <= prod10) { 
# 22
goto skip13; 
# 23
}  
# 24
if (res12 <= (__device_builtin_variable_threadIdx.x)) { 
# 25
return; 
# 26
}  
# 27
skip13:; ; 
# 28
} 
#endif
# 29 "v001835.cu"
unsigned short count14(double *__restrict__ data15, float *out16) { 
# 30
(data15[3])--; 
# 31
(data15[5])++; 
# 32
static_assert((sizeof(int) == (4)), "bad config");
# 33
constexpr double z17 = ((16.625F)); 
# 34
return out16[3]; 
# 35
} 
# 36
float split18(long q19, double q20, long beta21) { 
# 37
--beta21; 
# 38
if (((16) == beta21) || (q20 <= (4))) { 
# 39
goto done22; 
# 40
}  
# 41
if (q20 < (55)) { 
# 42
return q19; 
# 43
}  
# 44
q20 = ((((9) - beta21) == q19) ? q19 * (beta21 + q20) : (beta21 - ((54) + q20))); 
# 45
if (q19 != (17)) { 
# 46
return (beta21 & q19) | (9); 
# 47
}  
# 48
done22:; ; 
# 49
return ('\000') | q19; 
# 50
} 
# 51
short run_clamp23(long q24, int *buf25, double *__restrict__ out26) { 
# 52
auto lam27 = [=]()->float { 
# 53
((buf25)[q24]) = (((((*(out26)) += ((out26)[5])), 18L) % (((*(out26)) != (24L)) ? '\177' : (*(buf25)))) % (q24)); 
# 54
return *(buf25); 
# 55
} ; typedef decltype(lam27) __T0;
# 56
(out26[q24]) = (3.5); 
# 57
int pass28 = 0; 
# 58
do { 
# 59
q24 = ((*buf25) | pass28); 
# 60
q24 = q24; 
# 61
++pass28; 
# 62
} while (pass28 < pass28); 
# 63
int q29 = (32L); 
# 64
return out26[q24]; 
# 65
} 
# 66
int main() { 
# 67
int count30 = 3225; 
# 68
count30 = ((count30 * 63) | (count30 * count30)); 
# 69
constexpr long q31 = (22); 
# 70
count30 = ((float)(12.75F)); 
# 71
count30 = 6; 
# 72
(__cudaPushCallConfiguration(dim3(sizeof(float) * (32 + (6 + (16 + 10))), 1 << (6 + 1), 6 + (16 + (6 + 4))), 1 << 6, 0)) ? (void)0 : stencil7(2528 + (count30 - 6)); 
# 73
return 0; 
# 74
} 

# 1 "v001835.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c61e35f2_10_v001835_cu_a353d7f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001835.cudafe1.stub.c"
#include "v001835.cudafe1.stub.c"
# 1 "v001835.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
