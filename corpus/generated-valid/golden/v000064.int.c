# 1 "v000064.cu"
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
# 26 "v000064.cu"
unsigned probe6(int count7, unsigned long a8, long beta9) { 
# 27
a8 &= (static_cast< short>(a8)); 
# 28
if (count7 < 5) { 
# 29
return (48) + beta9; }  
# 30
auto flag10 = 48; 
# 31
return 42U; 
# 32
} 
# 34
template< class T, int N> 
# 35
__attribute((noinline)) __attribute__((unused)) void blend11(const T *input12, T *acc13) {int volatile ___ = 1;(void)input12;(void)acc13;
# 46
::exit(___);}
#if 0
# 35
{ 
# 36
unsigned t14 = probe6(32UL, N, (1.875)); 
# 37
float off15 = (6.625F); 
# 38
if (((acc13[5]) / 1) != N) { 
# 39
return; }  
# 40
if ((input12[t14 & (7)]) == ((long)off15)) { 
# 41
t14 = (50 % probe6(probe6(input12[t14], input12[t14], 42), probe6(21, 5, N), probe6(off15, 11, sizeof(unsigned)))); 
# 42
do { off15 += ((N) % t14); } while (0); 
# 43
off15 = probe6(1377LL - (*acc13), input12[t14], probe6(probe6(input12[t14], input12[2], sizeof(T)), (62) + off15, 33L)); 
# 44
} else { 
# 45
}  
# 46
} 
#endif
# 48 "v000064.cu"
__attribute__((visibility("hidden"))) void clamp16_kernel(const float *coef17) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_18[]; 
# 50
(dyn_18[7]) &= 48; 
# 51
int tmp19[2 * 2] = {(-24L), (int)probe6(dyn_18[7], dyn_18[0], 55)}; 
# 52
const int k20 = 50 + (tmp19[3]); 
# 53
} 
#endif
# 55 "v000064.cu"
void sift21(short p22, unsigned *data23, size_t beta24) { 
# 56
if ((*data23) == beta24) { 
# 57
return; }  
# 58
if (((beta24 - (48)) + ((beta24 <= p22) ? *data23 : ('0'))) > ((L'\x41') + (data23[p22 & 7]))) { 
# 59
if ((data23[p22 & 7]) >= (static_cast< int>(probe6(p22, sizeof(char), 37)))) { 
# 60
(data23[6]) -= beta24; }  
# 61
}  
# 62
beta24 |= (62); 
# 63
probe6((data23 != (nullptr)) ? data23[4] : (static_cast< int>(7)), (probe6(50L, 50, 17) <= (37)) ? (3) & (data23[beta24]) : beta24, 48); 
# 64
} 
# 66
static void sift25(const unsigned *coef26, int *dst27, float alpha28, const float *src29) ;
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_30[]; 
# 68
(dyn_30[5]) -= (*dst27); 
# 69
int val31 = (3736UL); 
# 70
val31 = ((static_cast< unsigned>(((src29[val31]) >= (41)) ? val31 : 1624)) * val31); 
# 71
(dst27[0]) ^= 15U; 
# 72
val31 &= (1948 ^ (dst27[2])); 
# 73
} 
#endif
# 75 "v000064.cu"
__attribute__((visibility("hidden"))) void accum32(long *acc33, int *data34, const float *in35) ;
#if 0
# 75
{ 
# 76
if (!in35) { 
# 77
goto out36; 
# 78
}  
# 79
if (!acc33) { 
# 80
if (probe6(*data34, 29UL, 61UL) & (1)) { 
# 81
blend11< float, 1> (nullptr, reinterpret_cast< float *>(data34)); 
# 82
(*data34) = (34U); 
# 83
}  
# 84
(acc33[0]) = ((in35[5]) * ((2) + (in35[2]))); 
# 85
}  
# 86
out36:; ; 
# 87
} 
#endif
# 89 "v000064.cu"
double host_update37(float cfg38, int count39) { 
# 90
count39 *= count39; 
# 91
constexpr float acc40 = (4215); 
# 92
(__cudaPushCallConfiguration(8 * 2, (2 + 30) * (2 + (2 + (2 + 2))))) ? (void)0 : sift25((const unsigned *)nullptr, &count39, acc40, &acc40); 
# 93
count39 = ((48) + probe6(3643, cfg38 + (2), count39)); 
# 94
if (((cfg38 != (32)) ? cfg38 : cfg38) < count39) { 
# 95
return acc40; }  
# 96
static int tmp41 = 189; 
# 97
return probe6((double)cfg38, 514, acc40); 
# 98
} 
# 100
int main() { 
# 101
int len42 = 4030; 
# 102
len42 = ((int)(2 | ((28 != len42) ? 2 : 28))); 
# 103
if ((len42 | probe6(len42, len42, 2595)) >= (3)) { 
# 104
host_update37(-(static_cast< signed char>(127)), host_update37(len42, host_update37(len42, 29))); 
# 105
} else { 
# 106
len42 = 2; 
# 107
if (len42 <= len42) { 
# 108
return host_update37(3897U, 8U); }  
# 109
}  
# 110
(__cudaPushCallConfiguration((len42 + 31) / 32, 256)) ? (void)0 : clamp16_kernel(nullptr); 
# 111
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : accum32(nullptr, &len42, nullptr); 
# 112
return 0; 
# 113
} 

# 1 "v000064.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc66543e_10_v000064_cu_bb1124de
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000064.cudafe1.stub.c"
#include "v000064.cudafe1.stub.c"
# 1 "v000064.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
