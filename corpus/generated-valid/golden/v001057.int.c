# 1 "v001057.cu"
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
# 6 "v001057.cu"
enum Phase2: short { IDLE3, ON4, ADD5, ADD6 = 5}; 
# 8
__attribute__((visibility("hidden"))) void reduce7(int len8) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern float dyn_9[]; 
# 10
unsigned gid10 = __device_builtin_variable_threadIdx.x; 
# 11
if (gid10 >= len8) { 
# 12
return; }  
# 13
for (int j11 = 0; j11 < len8; ++j11) { 
# 14
for (int n12 = 0, j13 = j11; n12 < j13; (++n12), (--j13)) { 
# 15
(dyn_9[n12 & 7]) = ((((j13 & (ADD5)) * (n12 / n12)) + (len8 % 3)) + ((len8 + (len8 | n12)) + 42ULL)); }  
# 16
Phase2 idx14 = ON4; 
# 17
}  
# 18
} 
#endif
# 19 "v001057.cu"
typedef int idx15_t; 
# 21
idx15_t accum16(const short *src17) { 
# 22
if (char r18 = 127U - (((*src17) + (*src17)) | (src17[6])); src17 == (nullptr)) { 
# 23
--r18; }  
# 24
float sum19 = (-(9.625F)); 
# 25
if ((src17[7]) != sum19) { 
# 26
return ~((sum19 <= sum19) ? 3885 : 4); }  
# 27
sum19 = ((sum19 += (64L)), (((src17[7]) != 7) ? src17[0] : (54U ^ (*src17)))); 
# 28
return sum19 + sum19; 
# 29
} 
# 32
float run_pack20(unsigned long cfg21, idx15_t count22 = -44L) { 
# 33
(__cudaPushCallConfiguration(128, ((ON4) + 7) * 4)) ? (void)0 : reduce7(-(44 ^ count22)); 
# 34
if (count22 < (cfg21 + (64))) { 
# 35
return (1.25F); }  
# 36
(__cudaPushCallConfiguration((count22 + 31) / 32, 512)) ? (void)0 : reduce7(57 & count22); 
# 37
accum16(nullptr); 
# 38
return +count22; 
# 39
} 
# 41
namespace util23 { 
# 42
enum Op24 { ADD25 = 3, HIGH26}; 
# 44
__attribute__((visibility("hidden"))) void decay27_kernel(Op24 a28, idx15_t len29, float p30) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_31[]; 
# 46
unsigned gid32 = __device_builtin_variable_threadIdx.x; 
# 47
if (gid32 >= len29) { 
# 48
return; }  
# 49
len29 += a28; 
# 50
Phase2 idx33 = IDLE3; 
# 51
} 
#endif
# 52 "v001057.cu"
}
# 54
constexpr idx15_t split34(idx15_t count35) { 
# 55
float e36 = -count35; 
# 56
return (util23::HIGH26) % count35; 
# 57
} 
# 59
namespace kern37 { 
# 60
static int c_clamp38; 
# 62
__attribute__((visibility("hidden"))) void scale39(idx15_t len40, int lane41) ;
#if 0
# 62
{ 
# 63
unsigned idx42 = __device_builtin_variable_threadIdx.x; 
# 64
lane41 = (2 + split34((kern37::c_clamp38 + len40) + (ADD5))); 
# 65
util23::Op24 y43 = util23::HIGH26; 
# 66
} 
#endif
# 68 "v001057.cu"
__attribute__((visibility("hidden"))) void drift44_kernel(float *out45, const float *input46, const size_t *in47) ;
#if 0
# 68
{ 
# 69
int gid48 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
#pragma unroll
for (
# 71
int i49 = 0; i49 < 9; i49 += 1) { 
# 72
(*out45) = kern37::c_clamp38; }  
# 73
(*out45) -= (830U); 
# 74
} 
#endif
# 75 "v001057.cu"
}
# 77
__attribute__((visibility("hidden"))) void pivot50(idx15_t *out51) ;
#if 0
# 77
{ 
# 78
__attribute__((unused)) extern int dyn_52[]; 
# 79
idx15_t i53 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 80
if (unsigned k54 = (64UL); kern37::c_clamp38 & 1) { 
# 81
switch (out51[k54 & (7)]) { 
# 82
case 2:  { 
# 83
accum16(reinterpret_cast< const short *>(out51)); 
# 84
float m55 = i53 & ((dyn_52[1]) ^ split34(k54)); 
# 85
[[fallthrough]] ; 
# 86
} 
# 87
case util23::HIGH26:  
# 88
break; 
# 89
default:  
# 90
break; 
# 91
}  
# 92
}  
# 93
} 
#endif
# 95 "v001057.cu"
int main() { 
# 96
int size56 = 2812; 
# 97
float off57 = (size56 + size56) + (ADD6); 
# 98
run_pack20(run_pack20(ON4, split34(off57))); 
# 99
off57 = (run_pack20(size56 * (ON4), (off57 <= (26)) ? 12L : (50)) + run_pack20(size56)); 
# 100
(__cudaPushCallConfiguration(8, 512)) ? (void)0 : util23::decay27_kernel(util23::ADD25, run_pack20(883, 14L) / (accum16(nullptr)), accum16(nullptr) + (-size56)); 
# 101
(__cudaPushCallConfiguration((size56 + 255) / 256, 512)) ? (void)0 : kern37::scale39(((off57 += (14.375F)), off57), 41); 
# 102
(__cudaPushCallConfiguration((ADD5) + 30, 128)) ? (void)0 : kern37::drift44_kernel((float *)nullptr, (const float *)nullptr, (const unsigned long *)nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v001057.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0f048ab4_10_v001057_cu_32eddc26
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001057.cudafe1.stub.c"
#include "v001057.cudafe1.stub.c"
# 1 "v001057.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
