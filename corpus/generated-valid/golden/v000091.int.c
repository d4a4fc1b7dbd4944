# 1 "v000091.cu"
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
# 11 "v000091.cu"
enum Phase4 { SLOW5 = 2, HIGH6}; 
# 13
__attribute__((visibility("hidden"))) void mix7(int stride8, const double *in9) ;
#if 0
# 14
{ 
# 15
float v10 = stride8 - ((short)stride8); 
# 16
for (int n11 = 0; n11 < 10; n11++) { 
# 17
v10 = stride8; 
# 18
v10 = ((*in9) / ((v10 == (60U)) ? 35U : (23.125F))); 
# 19
}  
# 20
} 
#endif
# 22 "v000091.cu"
constexpr int combine12(int count13, int count14) 
# 23
{ 
# 24
int base15 = 55 >> count13; 
# 25
count14++; 
# 26
return ((base15 += (SLOW5)), 52); 
# 27
} 
# 29
__attribute((always_inline)) __attribute__((unused)) static inline long long pack16(float b17, int stride18) 
# 30
{int volatile ___ = 1;(void)b17;(void)stride18;
# 38
::exit(___);}
#if 0
# 30
{ 
# 31
if (stride18 == (HIGH6)) { 
# 32
goto skip19; 
# 33
}  
# 34
combine12(stride18, b17 * b17); 
# 35
stride18 = (7U); 
# 36
skip19:; ; 
# 37
return b17; 
# 38
} 
#endif
# 41 "v000091.cu"
inline int relax20(unsigned long long *data21, int *buf22) 
# 42
{ 
# 43
combine12(*buf22, (buf22[6]) / ((*data21) * (*data21))); 
# 44
combine12(*buf22, (((data21[2]) != (buf22[6])) ? 46 : (data21[2])) ^ (combine12(*buf22, buf22[3]))); 
# 45
((*buf22)++), ((data21[2]) = ((((buf22[1]) | 21L) - (combine12(data21[1], 2))) - ((float)((buf22[4]) + (*buf22))))); 
# 46
(*buf22) = combine12(buf22[2], (63U + (*buf22)) - (combine12(*buf22, data21[1]))); 
# 47
float tmp23 = buf22[4]; 
# 48
return combine12(buf22[5], (((49) < (*data21)) ? 24 : 39U) ^ (buf22[3])); 
# 49
} 
# 52
int run_lerp24(float *acc25, int *buf26, bool a27) 
# 53
{ 
# 54
(__cudaPushCallConfiguration(1 << 7, 128 * 4)) ? (void)0 : mix7(a27, reinterpret_cast< const double *>(buf26)); 
# 55
int w28 = 0; 
# 56
while (w28 < w28) { 
# 57
if ((*acc25) >= (HIGH6)) { 
# 58
continue; 
# 59
}  
# 60
(*acc25)++; 
# 61
const unsigned base29 = ((a27 * ((buf26[7]) ^ sizeof(char))) > (a27 ^ (*buf26))) ? (*buf26) % a27 : (+combine12(buf26[w28 & 7], HIGH6)); 
# 62
++w28; 
# 63
}   
# 64
return relax20(reinterpret_cast< unsigned long long *>(acc25), reinterpret_cast< int *>(acc25)); 
# 65
} 
# 66
using real30_t = float; 
# 67
static double d_weigh31; 
# 69
struct Bounds32 { 
# 70
real30_t count33; 
# 71
real30_t x34; 
# 72
void norm35(real30_t hi36) 
# 73
{ 
# 74
(count33) = (8.75F); 
# 75
} 
# 76
}; 
# 77
static real30_t d_pack37; 
# 80
__attribute__((visibility("hidden"))) void stencil38_kernel(int count39, int *out40) ;
#if 0
# 81
{ 
# 82
__attribute__((unused)) extern float dyn_41[]; 
# 83
do { d_pack37 += (static_cast< long>(SLOW5)); } while (0); 
# 84
for (int it42 = 9; it42 > 0; --it42) { 
# 85
(out40[1])++; 
# 86
}  
# 87
--(dyn_41[3]); 
# 88
if ((40UL) > d_pack37) { 
# 89
return; 
# 90
}  
# 91
} 
#endif
# 93 "v000091.cu"
int check_stencil43(const Bounds32 &p44) 
# 94
{ 
# 95
float s45 = run_lerp24(nullptr, static_cast< int *>(nullptr), ((relax20((unsigned long long *)nullptr, static_cast< int *>(nullptr)) <= (SLOW5)) ? ((p44.count33) == (__alignof__(int))) ? p44.count33 : (p44.count33) : ((p44.count33) * (p44.count33))) == (combine12(p44.count33, 4))); 
# 96
s45--; 
# 97
for (int n46 = 0; n46 < 12; ++n46) { 
# 98
cudaStream_t tmp47 = (nullptr); 
# 99
auto t48 = (((p44.count33) * (p44.count33)) * n46) + (+((p44.count33) + n46)); 
# 100
t48 = (20.625F); 
# 101
}  
# 102
combine12(combine12(((s45 += (p44.count33)), (p44.x34)), s45), 21L); 
# 103
return static_cast< int>((s45 + (p44.count33)) + (p44.x34)); 
# 104
} 
# 106
int main() 
# 107
{ 
# 108
int count49 = 3785; 
# 109
if (count49 >= count49) { 
# 110
(__cudaPushCallConfiguration(((dim3)((count49 + 255) / 256)), (SLOW5) + ((SLOW5) + ((SLOW5) + 250)))) ? (void)0 : mix7(4271, nullptr); 
# 111
}  
# 112
Phase4 q50 = HIGH6; 
# 113
(__cudaPushCallConfiguration(32 * 2, sizeof(float) * (8))) ? (void)0 : stencil38_kernel(count49, &count49); 
# 114
return 0; 
# 115
} 

# 1 "v000091.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__49e833dd_10_v000091_cu_8f5aed81
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000091.cudafe1.stub.c"
#include "v000091.cudafe1.stub.c"
# 1 "v000091.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
