# 1 "v000561.cu"
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
# 21 "v000561.cu"
static void fold6(int count7, unsigned *out8) ;
#if 0
# 21
{ 
# 22
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (i9 >= count7) { 
# 24
return; 
# 25
}  
# 26
if (count7 != (i9 - count7)) { 
# 27
int iter10 = 0; 
# 28
do { 
# 29
int iter11 = 0; 
# 30
do { 
# 31
double m12 = (5); 
# 32
++iter11; 
# 33
} while (iter11 < iter10); 
# 34
if (i9 != (static_cast< double>(i9))) { 
# 35
break; 
# 36
}  
# 37
int h13 = 5; 
# 38
++iter10; 
# 39
} while (iter10 < 8); 
# 40
} else { 
# 41
}  
# 42
} 
#endif
# 45 "v000561.cu"
__attribute((noinline)) __attribute__((unused)) void blend14(const int *in15, double beta16, char *buf17) {int volatile ___ = 1;(void)in15;(void)beta16;(void)buf17;
# 54
::exit(___);}
#if 0
# 45
{ 
# 46
beta16 = (5.375); 
# 47
beta16 = (13); 
# 48
for (int it18 = 0; it18 < 15; ++it18) { 
# 49
if (((__device_builtin_variable_threadIdx.x) / (in15[(__device_builtin_variable_gridDim.x) & (7)])) == (58)) { 
# 50
continue; 
# 51
}  
# 52
constexpr double y19 = ((11.0F)); 
# 53
}   
# 54
} 
#endif
# 56 "v000561.cu"
__attribute__((visibility("hidden"))) void warp20(unsigned short q21, int count22) ;
#if 0
# 56
{ 
# 57
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (int mid24{11}; (idx23 + (__device_builtin_variable_threadIdx.x)) >= mid24) { 
# 59
for (int it25 = 0; it25 < 2; it25 += 2) { 
# 60
if (((__device_builtin_variable_blockDim.x) & 6UL) >= count22) { 
# 61
constexpr double mid26 = ((10.0F)); 
# 62
int w27 = idx23 & ((it25 >> 0) * idx23); 
# 63
}  
# 64
}  
# 65
} else { 
# 66
}  
# 67
} 
#endif
# 69 "v000561.cu"
static void score28_kernel(const float *src29, const unsigned *src30) ;
#if 0
# 69
{ 
# 70
unsigned gid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
bool q32 = src29[__device_builtin_variable_gridDim.x]; 
# 72
int q33 = src30[0]; 
# 73
++q33; 
# 74
} 
#endif
# 76 "v000561.cu"
__attribute__((unused)) double march34(int lane35) {int volatile ___ = 1;(void)lane35;
# 80
::exit(___);}
#if 0
# 76
{ 
# 77
lane35 = (lane35 * 4); 
# 78
lane35 = (((__device_builtin_variable_blockIdx.z) % (5)) << (lane35 % 8)); 
# 79
return ((309L & lane35) / (lane35 / lane35)) + (lane35 + ((__device_builtin_variable_threadIdx.x) << 0)); 
# 80
} 
#endif
# 82 "v000561.cu"
namespace ops36 { 
# 83
void decay37(unsigned long beta38, long *acc39, unsigned *dst40) { 
# 84
do { beta38 += (acc39[6]); } while (0); 
# 85
if ((acc39[4]) == (5)) { 
# 86
return; 
# 87
}  
# 88
if ((beta38 < beta38) && (acc39 == (nullptr))) { 
# 89
return; 
# 90
}  
# 91
} 
# 92
enum class Axis41 { On42 = 3, Red43, Blue44, Mul45 = 7}; 
# 93
}
# 95
int check_blend46(const int *src47, int lane48, const int *src49) { 
# 96
(__cudaPushCallConfiguration((lane48 + 63) / 64, 256)) ? (void)0 : warp20(51 & (src49[0]), (*src49) ^ (18 + (*src47))); 
# 97
for (int j50 = 0; j50 < lane48; j50 += 4) { 
# 98
int pass51 = 0; 
# 99
do { 
# 100
(__cudaPushCallConfiguration(2 * 8, dim3((j50 + 127) / 128, (j50 + 255) / 256), 1 << 8)) ? (void)0 : score28_kernel(reinterpret_cast< const float *>(src49), reinterpret_cast< const unsigned *>(src47)); 
# 101
for (int it52 = 16; it52 > 0; --it52) { 
# 102
(__cudaPushCallConfiguration(8 + (8 + 48), dim3(1 << 4, 1, 32), sizeof(double) * (128))) ? (void)0 : fold6(((src47[3]) % 8) - (it52 + 54), static_cast< unsigned *>(nullptr)); 
# 103
(__cudaPushCallConfiguration((j50 + 63) / 64, 64)) ? (void)0 : score28_kernel(nullptr, reinterpret_cast< const unsigned *>(src49)); 
# 104
}  
# 105
++pass51; 
# 106
} while (pass51 < lane48); 
# 107
}  
# 108
return (*src47) % (src49[6]); 
# 109
} 
# 111
int main() { 
# 112
int n53 = 2372; 
# 113
constexpr double base54 = (56UL); 
# 114
(__cudaPushCallConfiguration(4 * (5 + 11), 512, 5 + (5 + 1014))) ? (void)0 : score28_kernel(nullptr, static_cast< const unsigned *>(nullptr)); 
# 115
auto step56 = [=]() mutable->unsigned { 
# 116
ops36::Axis41 base55 = ops36::Axis41::Blue44; 
# 117
return 8 & (n53); 
# 118
} ; typedef decltype(step56) __T0;
# 119
auto hi57 = 8; 
# 120
constexpr unsigned char s58 = (255); 
# 121
dim3 prod59 = dim3(8 * 16, 128); 
# 122
return 0; 
# 123
} 

# 1 "v000561.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9b7535bf_10_v000561_cu_70460618
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000561.cudafe1.stub.c"
#include "v000561.cudafe1.stub.c"
# 1 "v000561.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
