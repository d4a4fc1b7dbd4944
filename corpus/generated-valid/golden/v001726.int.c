# 1 "v001726.cu"
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
# 11 "v001726.cu"
struct Stats6 { 
# 12
long vel7; 
# 13
double weight8; 
# 14
}; 
# 15
enum Op9 { 
# 16
GREEN10, 
# 17
OFF11, 
# 18
SLOW12 = 3, 
# 19
BUSY13, 
# 20
FAST14
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void merge15(int count16) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_17[]; 
# 25
auto sum18 = (dyn_17[3]) != count16; 
# 26
size_t z19[3]{2UL, (59), (63)}; 
# 27
double e20 = sum18; 
# 28
count16 = (('#') - e20); 
# 29
} 
#endif
# 31 "v001726.cu"
namespace util21 { namespace v22 { 
# 32
static int d_blend23[4]; 
# 33
static int d_split24[8]; 
# 34
}}
# 36
__attribute__((visibility("hidden"))) void accum25(unsigned char *acc26, double *out27, int len28) ;
#if 0
# 36
{ 
# 37
(out27[6])++; 
# 38
if (((util21::v22::d_blend23[1]) / (FAST14)) > (*out27)) { 
# 39
return; }  
# 40
for (int i29 = len28; i29 > 0; --i29) { 
# 41
if (((util21::v22::d_blend23[3]) + 2056) < i29) { 
# 42
continue; }  
# 43
float lo30 = ((int)(*acc26)) + len28; 
# 44
}   
# 45
auto base31 = out27[2]; 
# 46
} 
#endif
# 48 "v001726.cu"
namespace img32 { namespace v33 { 
# 49
void count34(int n35, const double *__restrict__ input36, const Stats6 &q37) { 
# 50
switch (n35) { 
# 51
case 0:  
# 52
++n35; 
# 53
n35 = ((q37.vel7) & (15)); 
# 54
break; 
# 55
case ((OFF11) + 1) * ((OFF11) + (SLOW12)):  
# 56
if ((int)(q37.vel7)) { 
# 57
return; }  
# 58
break; 
# 59
case ((OFF11) + (OFF11)) * 6:  
# 60
break; 
# 61
case (OFF11) + ((OFF11) + ((SLOW12) + (OFF11))):  
# 62
break; 
# 63
}  
# 64
} 
# 65
}}
# 67
constexpr int host_fuse38(int lane39) { 
# 68
return BUSY13; 
# 69
} 
# 71
int main() { 
# 72
int size40 = 1595; 
# 73
for (int i41 = 0; i41 < size40; ++i41) { 
# 74
if (size40 + size40) { 
# 75
if ((i41 - (OFF11)) == i41) { 
# 76
return OFF11; }  
# 77
size40 = i41; 
# 78
} else { 
# 79
}  
# 80
}  
# 81
(__cudaPushCallConfiguration(512, 64, (FAST14) + ((BUSY13) + 247), 0)) ? (void)0 : merge15((sizeof(Stats6) - size40) + (size40 & 15)); 
# 82
(__cudaPushCallConfiguration(512, (5 + ((OFF11) + ((OFF11) + 1))) * (BUSY13), sizeof(float) * (256), nullptr)) ? (void)0 : accum25(nullptr, nullptr, size40 / ((int)size40)); 
# 83
return 0; 
# 84
} 

# 1 "v001726.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__189d0179_10_v001726_cu_243161f7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001726.cudafe1.stub.c"
#include "v001726.cudafe1.stub.c"
# 1 "v001726.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
