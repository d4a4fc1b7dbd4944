# 1 "v001393.cu"
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
# 21 "v001393.cu"
namespace math7 { namespace sub8 { 
# 22
enum class Phase9: unsigned char { 
# 23
Blue10 = 1U, 
# 24
High11 = 4U, 
# 25
Red12 = 9U, 
# 26
Fast13, 
# 27
Green14
# 28
}; 
# 30
unsigned score15(int len16) { 
# 31
static_assert((17 > 16), "bad config");
# 32
int cnt17 = (double)len16; 
# 33
unsigned e18(cnt17); 
# 34
if ((e18 ^ (4)) <= len16) { 
# 35
goto out19; 
# 36
}  
# 37
--len16; 
# 38
out19:; ; 
# 39
return 62UL - len16; 
# 40
} 
# 41
}}
# 43
__attribute__((visibility("hidden"))) void scale20(float *buf21, int *data22, int count23) ;
#if 0
# 43
{ 
# 44
int i24 = __device_builtin_variable_threadIdx.x; 
# 45
if (i24 >= count23) { 
# 46
return; 
# 47
}  
# 48
unsigned off25 = math7::sub8::score15(math7::sub8::score15((*data22) | i24)); 
# 49
if (*data22) { 
# 50
return; 
# 51
}  
# 52
math7::sub8::score15(63L); 
# 53
++(buf21[(__device_builtin_variable_threadIdx.z) & (7)]); 
# 54
math7::sub8::Phase9 w26 = math7::sub8::Phase9::Fast13; 
# 55
__attribute__((unused)) static int sh_27[8 * 2]; 
# 56
if ((((__device_builtin_variable_blockDim.y) + (6)) + (54)) < (*buf21)) { 
# 57
return; 
# 58
}  
# 59
} 
#endif
# 61 "v001393.cu"
float merge28(math7::sub8::Phase9 p29) { 
# 62
unsigned char t30 = (19); 
# 63
t30 = ((math7::sub8::score15(t30) + (59 >> t30)) + ((t30 == 22) ? t30 : t30)); 
# 64
return t30; 
# 65
} 
# 66
enum Level31 { ON32, IDLE33 = 3}; 
# 68
unsigned probe34(int lane35, int lane36) { 
# 69
lane36 = (((lane36 += lane35), lane35) - 336U); 
# 70
{ 
# 71
merge28(math7::sub8::Phase9::Green14); 
# 72
{ 
# 73
lane36 = (~(((lane36) ? lane36 : lane35) | 964)); 
# 74
math7::sub8::Phase9 v37 = math7::sub8::Phase9::Fast13; 
# 75
} 
# 76
} 
# 77
int q38 = math7::sub8::score15(math7::sub8::score15(26)); 
# 78
return 16; 
# 79
} 
# 81
int main() { 
# 82
int size39 = 931; 
# 83
++size39; 
# 84
(__cudaPushCallConfiguration(((dim3)(16 + 496)), (IDLE33) + ((IDLE33) + 26))) ? (void)0 : scale20((float *)nullptr, &size39, size39 * (16 & size39)); 
# 85
(__cudaPushCallConfiguration((IDLE33) + 29, 256)) ? (void)0 : scale20((float *)nullptr, &size39, math7::sub8::score15(3323) & (15)); 
# 86
return 0; 
# 87
} 

# 1 "v001393.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c302824c_10_v001393_cu_5bd2189c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001393.cudafe1.stub.c"
#include "v001393.cudafe1.stub.c"
# 1 "v001393.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
