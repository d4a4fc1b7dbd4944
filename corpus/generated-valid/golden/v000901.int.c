# 1 "v000901.cu"
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
# 14 "v000901.cu"
__attribute__((visibility("hidden"))) void blend5(long cfg6, int len7, int n8) ;
#if 0
# 15
{ 
# 16
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (idx9 >= cfg6) { 
# 18
return; 
# 19
}  
# 20
++cfg6; 
# 21
if ((n8 >> 5) >= 55ULL) { 
# 22
if ((-__device_builtin_variable_warpSize) < 2) { 
# 23
return; 
# 24
}  
# 25
}  
# 26
int t10[2] = {(52L), (int)(__device_builtin_variable_gridDim.x)}; 
# 27
} 
#endif
# 30 "v000901.cu"
template< class T> 
# 31
struct Particle11 { 
# 32
T lo12; 
# 33
T x13; 
# 34
void scale14(T flag15) 
# 35
{ 
# 36
(lo12) = ((unsigned)flag15); 
# 37
} 
# 38
}; 
# 40
void filter16(double q17, int *out18, unsigned long long cfg19) 
# 41
{ 
# 42
signed char *q20 = (nullptr); 
# 43
if ((out18[cfg19]) ^ cfg19) { 
# 44
return; 
# 45
}  
# 46
unsigned res21 = (q20[cfg19]) * (cfg19 ^ (*q20)); 
# 47
unsigned *z22 = ((unsigned *)nullptr); 
# 48
(q17--), (q17 -= (cfg19 - q17)); 
# 49
} 
# 50
enum Op23 { ON24, MUL25 = 5}; 
# 52
struct __attribute((aligned(16))) Sample26 { 
# 53
bool sum27; 
# 54
unsigned char count28; 
# 55
unsigned char get29(double hi30) const 
# 56
{ 
# 57
hi30 /= ((count28) - (((count28) | 31) | (count28))); 
# 58
return (sum27) ? 255U : (count28); 
# 59
} 
# 60
}; 
# 62
int check_fold31(int len32) 
# 63
{ 
# 64
(__cudaPushCallConfiguration(256, 1 << ((MUL25) + 1))) ? (void)0 : blend5(15 * (~len32), len32 + (len32 + 9), len32); 
# 65
(__cudaPushCallConfiguration(64, 128)) ? (void)0 : blend5(len32, (ON24) / (len32 % 3681), ((double)len32) + (53)); 
# 66
len32 = len32; 
# 67
auto op36 = [](unsigned long long res33, float k34)->unsigned { 
# 68
filter16(((res33 & (1)) ? k34 : (ON24)) - (14.0), nullptr, (res33 >> 5) + (56)); 
# 69
filter16(-(14.25), nullptr, k34); 
# 70
unsigned tmp35 = res33 + (57); 
# 71
return (30ULL % res33) | (res33 % (3)); 
# 72
} ; typedef decltype(op36) __T0;
# 73
op36(len32, len32); 
# 74
(__cudaPushCallConfiguration((len32 + 63) / 64, 512)) ? (void)0 : blend5(4166U - len32, __alignof__(char), op36(len32, -(21.0F)) | (len32 + 3869)); 
# 75
filter16('#', &len32, 37); 
# 76
return 64; 
# 77
} 
# 79
int main() 
# 80
{ 
# 81
int len37 = 2000; 
# 82
len37 = check_fold31(len37); 
# 83
if (len37 & 1) { 
# 84
return (len37 << 4) | 39; 
# 85
}  
# 86
check_fold31(sizeof(Particle11< unsigned> )); 
# 87
len37 *= (((len37 += 53), 15) - 15LL); 
# 88
(__cudaPushCallConfiguration((len37 + 127) / 128, 53 + 203)) ? (void)0 : blend5(MUL25, -26, (len37 & len37) % (634 - len37)); 
# 89
Op23 f38 = MUL25; 
# 90
return 0; 
# 91
} 

# 1 "v000901.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__63f70064_10_v000901_cu_bebc873b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000901.cudafe1.stub.c"
#include "v000901.cudafe1.stub.c"
# 1 "v000901.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
