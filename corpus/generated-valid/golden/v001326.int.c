# 1 "v001326.cu"
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
# 11 "v001326.cu"
enum class Color7 { Add8, Busy9, Busy10}; 
# 14
__attribute__((unused)) float pivot11(Color7 beta12) 
# 15
{int volatile ___ = 1;(void)beta12;
# 20
::exit(___);}
#if 0
# 15
{ 
# 16
beta12 = beta12; 
# 17
if (__device_builtin_variable_blockIdx.z) { 
# 18
return (8) | ((__device_builtin_variable_blockIdx.y) + (31)); }  
# 19
return (__device_builtin_variable_blockIdx.z) * (62); 
# 20
} 
#endif
# 21 "v001326.cu"
const float g_score13 = (21.625F); 
# 23
__attribute__((visibility("hidden"))) void grow14(int n15, int *dst16, float *out17, const int *src18) ;
#if 0
# 24
{ 
# 25
(out17[5]) = (((unsigned char)((int)(__device_builtin_variable_blockIdx.x))) & 15); 
# 27
#pragma unroll
for (
# 27
int j19 = 0; j19 < 2; j19 += 4) { 
# 28
(*dst16) <<= (*src18); 
# 29
constexpr int y20 = (56L); 
# 30
}  
# 31
} 
#endif
# 33 "v001326.cu"
__attribute__((unused)) void filter21(int stride22, Color7 cfg23) 
# 34
{int volatile ___ = 1;(void)stride22;(void)cfg23;
# 41
::exit(___);}
#if 0
# 34
{ 
# 35
stride22--; 
# 36
stride22 &= sizeof(unsigned); 
# 37
for (int n24 = 0, j25 = 10; n24 < j25; (++n24), (--j25)) { 
# 38
stride22--; 
# 39
stride22 ^= ((__device_builtin_variable_gridDim.x) - 0L); 
# 40
}  
# 41
} 
#endif
# 43 "v001326.cu"
__attribute__((visibility("hidden"))) void relax26(double alpha27, int *buf28, const int *src29) ;
#if 0
# 44
{ 
# 45
unsigned gid30 = __device_builtin_variable_threadIdx.x; 
# 46
int iter31 = 0; 
# 47
do { 
# 48
for (int i32 = 0, j33 = iter31; i32 < j33; (++i32), (--j33)) { 
# 50
#pragma unroll
for (
# 50
int it34 = 0, j35 = 16; it34 < j35; (++it34), (--j35)) { 
# 51
alpha27 += ((13.875F)); 
# 52
int sum36 = j33; 
# 53
Color7 t37 = Color7::Busy9; 
# 54
}  
# 55
}  
# 56
++iter31; 
# 57
} while (iter31 < iter31); 
# 58
} 
#endif
# 59 "v001326.cu"
enum class Op38 { Green39, Idle40, High41, Busy42 = 5}; 
# 60
enum class Level43: unsigned char { Idle44, High45, Idle46, Fast47}; 
# 62
__attribute__((visibility("hidden"))) void clamp48(const float *src49, Color7 b50) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) extern long dyn_51[]; 
# 65
int idx52 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
--(dyn_51[4]); 
# 67
float h53{(float)(((__device_builtin_variable_gridDim.z) ^ (idx52 & 15)) ^ idx52)}; 
# 68
int e54 = dyn_51[4]; 
# 69
e54 *= (dyn_51[7]); 
# 70
} 
#endif
# 72 "v001326.cu"
__attribute__((unused)) double drift55(int len56 = 24U) 
# 73
{int volatile ___ = 1;(void)len56;
# 80
::exit(___);}
#if 0
# 73
{ 
# 74
for (int j57 = 0; j57 < 16; j57++) { 
# 75
float acc58 = __device_builtin_variable_gridDim.y; 
# 76
}  
# 77
len56 = len56; 
# 78
Color7 y59 = Color7::Busy9; 
# 79
return ((len56 & 15) * len56) << len56; 
# 80
} 
#endif
# 82 "v001326.cu"
unsigned char fold60(unsigned char beta61, float *data62, const float *src63) 
# 83
{ 
# 84
int y64 = data62[6]; 
# 85
static char h65 = (127); 
# 86
for (int i66 = 0; i66 < y64; i66++) { 
# 87
switch (h65 & y64) { 
# 88
case 3 * 3:  
# 89
beta61 |= y64; 
# 90
break; 
# 91
case 6:  
# 92
case 8:  
# 93
++h65; 
# 94
(data62[beta61 & 7]) = beta61; 
# 95
break; 
# 96
}  
# 97
}  
# 98
return (((2) * (*data62)) + ((('\t') | y64) - 10UL)); 
# 99
} 
# 101
int main() 
# 102
{ 
# 103
int len67 = 3785; 
# 104
len67 = 8; 
# 105
len67 = (4170UL); 
# 106
len67 = (len67 ^ (len67 | len67)); 
# 107
if ((len67 & 31) >= g_score13) { 
# 108
return 63; }  
# 109
len67++; 
# 110
(__cudaPushCallConfiguration(dim3((len67 + 31) / 32, 8 + (4 + 500), sizeof(unsigned) * (4)), 256, 1 << 12)) ? (void)0 : grow14((31 % len67) * 39, nullptr, nullptr, &len67); 
# 111
(__cudaPushCallConfiguration(((dim3)(8 + (4 + 52))), dim3(4, 8), sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : relax26(len67 / (len67 % 39), &len67, &len67); 
# 112
(__cudaPushCallConfiguration(dim3((len67 + 63) / 64, 4 + 124, sizeof(float) * (4)), (4 + 28) * 4)) ? (void)0 : clamp48(&g_score13, Color7::Busy9); 
# 113
return 0; 
# 114
} 

# 1 "v001326.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__830c436f_10_v001326_cu_04391700
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001326.cudafe1.stub.c"
#include "v001326.cudafe1.stub.c"
# 1 "v001326.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
