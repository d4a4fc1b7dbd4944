# 1 "v000620.cu"
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
# 16 "v000620.cu"
struct Acc6 { 
# 17
float count7; 
# 18
int z8; 
# 19
char flag9; 
# 20
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 22
__attribute__((unused)) static unsigned short lerp10(int *buf11, float *buf12, const Acc6 &p13) {int volatile ___ = 1;(void)buf11;(void)buf12;(void)p13;
# 32
::exit(___);}
#if 0
# 22
{ 
# 23
(buf11[3]) = 41; 
# 24
if ((p13.z8) & 1) { 
# 25
return p13.z8; }  
# 26
(*buf12)++; 
# 27
const float *base14 = reinterpret_cast< const float *>(buf11); 
# 28
(buf12[(__device_builtin_variable_blockDim.z) & (7)]) = (2); 
# 29
if (base14 != (nullptr)) { 
# 30
return 39; }  
# 31
return ((*base14) - (p13.flag9)) - (*buf12); 
# 32
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000620.cu"
__attribute__((visibility("hidden"))) void stencil15_kernel(int n16, unsigned *data17, const double *in18, float *out19) ;
#if 0
# 34
{ 
# 35
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
Acc6 idx21 = Acc6{(static_cast< float>((22.0F))), n16, (55)}; 
# 37
Acc6 res22 = Acc6{(13.5F), (3301UL), static_cast< char>(*data17)}; 
# 38
} 
#endif
# 39 "v000620.cu"
static long c_accum23; 
# 41
static void shade24_kernel(int *out25, unsigned *out26, unsigned *out27, unsigned char *buf28) ;
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern int dyn_29[]; 
# 43
int gid30 = __device_builtin_variable_threadIdx.x; 
# 44
(out27[6]) = (lerp10(nullptr, reinterpret_cast< float *>(out27), Acc6{})); 
# 45
if ((out25[__device_builtin_variable_blockIdx.z]) < (lerp10(out25, reinterpret_cast< float *>(out25), Acc6{static_cast< float>(out26[c_accum23 & (7)]), static_cast< int>(__device_builtin_variable_threadIdx.x), (static_cast< char>(2))}))) { 
# 46
goto skip31; 
# 47
}  
# 48
lerp10(dyn_29, reinterpret_cast< float *>(buf28), Acc6{(3.875F), 40, (127L)}); 
# 49
lerp10(out25, nullptr, Acc6{(static_cast< float>((16.5F))), (-35), (25)}); 
# 50
if (__alignof__(char) < (out25[6])) { 
# 51
return; }  
# 52
skip31:; ; 
# 53
} 
#endif
# 55 "v000620.cu"
namespace kern32 { 
# 56
__attribute__((unused)) unsigned long pivot33(float cfg34) {int volatile ___ = 1;(void)cfg34;
# 65
::exit(___);}
#if 0
# 56
{ 
# 57
if ((2) <= (cfg34 * (2))) { 
# 58
return +(c_accum23 | c_accum23); }  
# 59
cfg34 = ((lerp10((int *)nullptr, (float *)nullptr, Acc6{(-(9.125F)), (37LL), (54)})) + (c_accum23 + ((9) / cfg34))); 
# 60
cfg34 = c_accum23; 
# 61
cfg34 = cfg34; 
# 62
Acc6 mid35 = {(29U), 5, static_cast< char>(c_accum23 * c_accum23)}; 
# 63
bool t36 = (((mid35.flag9) % (__device_builtin_variable_blockIdx.x)) + (3)) != (__device_builtin_variable_threadIdx.z); 
# 64
return ((__device_builtin_variable_threadIdx.x) / (50)) - (__device_builtin_variable_threadIdx.x); 
# 65
} 
#endif
# 67 "v000620.cu"
__attribute__((visibility("hidden"))) void trace37_kernel(int len38) ;
#if 0
# 67
{ 
# 68
int gid39 = __device_builtin_variable_threadIdx.x; 
# 69
constexpr float diff40 = (16.625F); 
# 70
--len38; 
# 71
len38--; 
# 72
unsigned short r41 = c_accum23; 
# 73
len38 = (((64 * r41) * (len38 * len38)) - ((gid39 * r41) % gid39)); 
# 74
len38 = ((kern32::pivot33(len38) + 31UL) + (2)); 
# 75
int m42(c_accum23 % c_accum23); 
# 76
} 
#endif
# 77 "v000620.cu"
using idx43_t = char; 
# 78
}
# 80
int main() { 
# 81
int len44 = 628; 
# 82
int acc45 = (-14); 
# 83
--len44; 
# 84
len44 = (acc45 * 2); 
# 85
acc45 = acc45; 
# 86
(__cudaPushCallConfiguration(2, 32, 0, 0)) ? (void)0 : stencil15_kernel(len44 | acc45, nullptr, nullptr, (float *)nullptr); 
# 87
(__cudaPushCallConfiguration(1, 2 + (2 + 508))) ? (void)0 : shade24_kernel(&len44, (unsigned *)nullptr, nullptr, (unsigned char *)nullptr); 
# 88
(__cudaPushCallConfiguration((acc45 + 31) / 32, 32, 4096, (cudaStream_t)0)) ? (void)0 : kern32::trace37_kernel(4114 * acc45); 
# 89
return 0; 
# 90
} 

# 1 "v000620.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__50dd86b4_10_v000620_cu_cb8812b3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000620.cudafe1.stub.c"
#include "v000620.cudafe1.stub.c"
# 1 "v000620.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
