# 1 "v001775.cu"
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
# 7 "v001775.cu"
__attribute__((visibility("hidden"))) void mix2(int n3, const int *input4, int n5) ;
#if 0
# 8
{ 
# 9
int idx6 = __device_builtin_variable_threadIdx.x; 
# 10
if (idx6 >= n5) { 
# 11
return; 
# 12
}  
# 13
--n5; 
# 14
--n5; 
# 15
int flag7 = ((n3 += idx6), 35UL) | (46L); 
# 17
#pragma unroll
for (
# 17
int j8 = 0; j8 < 7; ++j8) { 
# 18
flag7 = ((int)((0L + n5) - (__device_builtin_variable_threadIdx.x))); 
# 19
}  
# 20
n3++; 
# 21
double flag9[6]{(64), (7.0), (2UL), (401), (-4L), (14)}; 
# 22
} 
#endif
# 24 "v001775.cu"
static void march10(double *buf11, float beta12) ;
#if 0
# 25
{ 
# 26
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
++(buf11[idx13]); 
# 28
for (int it14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it14 < idx13; it14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 29
--(*buf11); 
# 30
}  
# 31
(buf11[idx13 & 7]) = ((unsigned)idx13); 
# 32
} 
#endif
# 34 "v001775.cu"
struct __attribute((aligned(16))) Stats15 { 
# 35
int flag16; 
# 36
int flag17, lo18; 
# 37
int total19() const 
# 38
{ 
# 39
return (((lo18) > 27) ? lo18 : 27); 
# 40
} 
# 41
}; 
# 42
enum class Mode20: short { Busy21, Fast22}; 
# 44
namespace kern23 { namespace inner24 { 
# 45
__attribute__((visibility("hidden"))) void rank25(int stride26, const unsigned char *src27, const int *src28, const float *in29) ;
#if 0
# 46
{ 
# 47
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
if (i30 >= stride26) { 
# 49
return; 
# 50
}  
# 51
if ((*src27) > (__device_builtin_variable_threadIdx.x)) { 
# 52
return; 
# 53
}  
# 54
if (((__device_builtin_variable_blockIdx.x) < (__device_builtin_variable_threadIdx.x)) || ((__device_builtin_variable_threadIdx.x) <= (*src28))) { 
# 55
return; 
# 56
}  
# 57
--stride26; 
# 58
--stride26; 
# 59
if ((stride26 & 1) && ((*in29) < (__device_builtin_variable_threadIdx.y))) { 
# 60
return; 
# 61
}  
# 62
} 
#endif
# 64 "v001775.cu"
long long scatter31(int lane32) 
# 65
{ 
# 66
--lane32; 
# 67
if (lane32 & 1) { 
# 68
return (lane32 / lane32) + 455; 
# 69
}  
# 70
Stats15 lo33 = Stats15{lane32, 29, (30UL)}; 
# 71
return ((lane32 > lane32) ? lane32 : lane32) - (lane32 - 5L); 
# 72
} 
# 74
unsigned long long host_bias34(Stats15 b35, float *dst36, int count37) 
# 75
{ 
# 76
(__cudaPushCallConfiguration(dim3((count37 + 127) / 128, (count37 + 255) / 256), 256)) ? (void)0 : march10(reinterpret_cast< double *>(dst36), (long)kern23::inner24::scatter31(55L)); 
# 77
for (int j38 = 0; j38 < count37; j38++) { 
# 78
(__cudaPushCallConfiguration(64, 64)) ? (void)0 : kern23::inner24::rank25(j38 << (b35.lo18), reinterpret_cast< const unsigned char *>(dst36), &j38, dst36); 
# 79
for (int j39 = j38; j39 > 0; --j39) { 
# 80
int base40 = (j39 / count37) + kern23::inner24::scatter31(j39 + (*dst36)); 
# 81
(__cudaPushCallConfiguration(((dim3)(32)), ((dim3)(512)), 4096, (cudaStream_t)0)) ? (void)0 : mix2(j39 + j39, (const int *)nullptr, 2L); 
# 82
(__cudaPushCallConfiguration(dim3(1 << 5, (count37 + 255) / 256, (count37 + 63) / 64), 512)) ? (void)0 : march10(reinterpret_cast< double *>(dst36), kern23::inner24::scatter31(kern23::inner24::scatter31(3410U))); 
# 83
}  
# 84
}  
# 85
return ~kern23::inner24::scatter31(count37); 
# 86
} 
# 87
}}
# 89
int main() 
# 90
{ 
# 91
int n41 = 2676; 
# 92
int diff42 = (n41 > kern23::inner24::scatter31((n41 > n41) ? n41 : n41)) ? n41 : kern23::inner24::scatter31((n41 > n41) ? n41 : n41); 
# 93
diff42 = (12ULL - ((n41 + diff42) * n41)); 
# 94
kern23::inner24::scatter31(kern23::inner24::host_bias34(Stats15{}, nullptr, diff42) >> diff42); 
# 95
return 0; 
# 96
} 

# 1 "v001775.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c2c821e7_10_v001775_cu_993f30d4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001775.cudafe1.stub.c"
#include "v001775.cudafe1.stub.c"
# 1 "v001775.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
