# 1 "v000243.cu"
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
# 11 "v000243.cu"
static void accum6(int *acc7) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern float dyn_8[]; 
# 13
(acc7[__device_builtin_variable_threadIdx.x]) = (-22L); 
# 14
unsigned cnt9 = -(((*acc7) * 54U) - (dyn_8[3])); 
# 15
for (int n10 = 0; n10 < 6; ++n10) { 
# 16
++(*acc7); 
# 17
auto sum11 = n10; 
# 18
float idx12 = (__device_builtin_variable_warpSize + (5 * n10)) / ((8) + ((__device_builtin_variable_threadIdx.y) + (15.25F))); 
# 19
}  
# 20
static_assert((8 == 8), "bad config");
# 21
} 
#endif
# 23 "v000243.cu"
class Sample13 { 
# 24
long long w14; 
# 25
float sum15; 
# 26
long weight16; 
# 28
public: Sample13(long long b17, float c18, long b19) : w14(b17), sum15(c18), weight16(b19) { } 
# 29
long reset20(int lo21) const { 
# 30
lo21 = (w14); 
# 31
long long stride22{w14}; 
# 32
return lo21 * (w14); 
# 33
} 
# 34
long long total23(unsigned f24) const { 
# 35
Sample13 cnt25{8LL, static_cast< float>((1.25F) * (w14)), static_cast< long>(62)}; 
# 36
return sizeof(Sample13); 
# 37
} 
# 38
}; 
# 40
class Stats26 { 
# 41
int weight27; 
# 42
long x28; 
# 44
public: Stats26(int c29, long a30) : weight27(c29), x28(a30) { } 
# 45
int apply31(int stride32) const { 
# 46
return (x28); 
# 47
} 
# 48
long reset33() const { 
# 49
return (42) + (x28); 
# 50
} 
# 51
}; 
# 53
__attribute__((visibility("hidden"))) void sift34(int n35, int *buf36, int count37, const float *coef38) ;
#if 0
# 53
{ 
# 54
int tid39 = __device_builtin_variable_threadIdx.x; 
# 55
float prod40 = __device_builtin_variable_threadIdx.x; 
# 56
for (int n41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n41 < 12; n41 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 58
#pragma unroll 4
for (
# 58
int i42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i42 < 6; i42 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 59
float lim43 = tid39 * ((1.125F) / i42); 
# 60
if (((__device_builtin_variable_warpSize >= n41) ? count37 : lim43) >= (__device_builtin_variable_blockDim.x)) { 
# 61
return; }  
# 62
}  
# 63
}  
# 64
__attribute__((unused)) static long long sh_44[9][8]; 
# 65
} 
#endif
# 67 "v000243.cu"
int sweep45(float *out46) { 
# 68
long hi47 = (*out46) - (*out46); 
# 69
int w48[2] = {(-39)}; 
# 70
static_assert((sizeof(int) == (4)));
# 71
for (int n49 = 0; n49 < 4; ++n49) { 
# 72
hi47 = ((5) + (n49 * (((out46[n49]) > (49)) ? sizeof(Sample13) : (out46[6])))); 
# 73
if ((hi47 - (*out46)) >= (31)) { 
# 74
break; }  
# 75
}  
# 76
return ((*out46) + (19 + (w48[0]))) + hi47; 
# 77
} 
# 80
template< class T, class U> long 
# 81
blend50(const U *input51) { 
# 82
for (int it52 = 6; it52 > 0; --it52) { 
# 83
int z53 = (42U); 
# 84
z53 = 41; 
# 85
}  
# 86
if (10 < sweep45((float *)nullptr)) { 
# 87
return input51[4]; }  
# 88
return (sweep45((float *)nullptr) + sweep45((float *)nullptr)) + ((input51[7]) - 5); 
# 89
} 
# 91
int main() { 
# 92
int len54 = 2835; 
# 93
(__cudaPushCallConfiguration(2 * 2, 64, 1024)) ? (void)0 : accum6(&len54); 
# 94
(__cudaPushCallConfiguration((len54 + 31) / 32, 512, 0)) ? (void)0 : accum6(&len54); 
# 95
(__cudaPushCallConfiguration(4, 5 + (5 + (5 + (5 + 108))))) ? (void)0 : sift34(30U - (sweep45(nullptr)), &len54, ((len54 + len54) > len54) ? len54 * len54 : (__alignof__(double) % len54), nullptr); 
# 96
int diff55 = (((-len54) != len54) ? len54 : len54) / ((len54 * len54) / (8 - len54)); 
# 97
return 0; 
# 98
} 

# 1 "v000243.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__56b99eec_10_v000243_cu_e8fb3c90
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000243.cudafe1.stub.c"
#include "v000243.cudafe1.stub.c"
# 1 "v000243.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
