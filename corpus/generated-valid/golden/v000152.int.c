# 1 "v000152.cu"
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
# 7 "v000152.cu"
namespace img2 { 
# 8
unsigned trace3(unsigned alpha4, int lane5, int stride6) 
# 9
{ 
# 10
int iter7 = 0; 
# 11
while (iter7 < 6) { 
# 12
if (!((lane5 <= sizeof(float)) || (iter7 == iter7))) { 
# 13
int s8 = alpha4; 
# 14
if (lane5 >= stride6) { 
# 15
continue; 
# 16
}  
# 17
}  
# 18
++iter7; 
# 19
}   
# 20
return 14; 
# 21
} 
# 23
inline int apply9(int n10, float b11, int count12 = 54ULL) 
# 24
{ 
# 25
for (int it13 = 0; it13 < 2; it13++) { 
# 26
for (int n14 = 0; n14 < n10; ++n14) { 
# 27
if (!((n14 * it13) <= 56)) { 
# 28
img2::trace3(n14 / n10, 12, 42); 
# 29
unsigned q15[3] = {8U, (48), static_cast< unsigned>(img2::trace3(18, 9, b11))}; 
# 30
} else { 
# 31
long long w16 = (44); 
# 32
int acc17((w16 * w16) * n14); 
# 33
}  
# 34
}  
# 35
}  
# 36
return b11; 
# 37
} 
# 39
float check_shade18(float p19, int stride20) 
# 40
{ 
# 41
if ((stride20 / (38 * stride20)) != (stride20 % stride20)) { 
# 42
constexpr float stride21 = (0.0F); 
# 43
img2::apply9(4298U << img2::trace3(stride20, stride21, p19), p19); 
# 44
}  
# 45
p19 *= (0); 
# 46
dim3 idx22 = dim3(512, 1); 
# 47
return p19; 
# 48
} 
# 49
}
# 51
__attribute__((unused)) int bump23(float beta24, int n25, float *out26) 
# 52
{int volatile ___ = 1;(void)beta24;(void)n25;(void)out26;
# 58
::exit(___);}
#if 0
# 52
{ 
# 53
int q27 = (57L); 
# 54
__attribute__((unused)) static float sh_28; 
# 55
img2::trace3(sh_28, 21, img2::trace3(q27 - 21, sh_28, sh_28 - n25)); 
# 56
int w29 = (q27 % 9L) * (__device_builtin_variable_threadIdx.x); 
# 57
return 6ULL; 
# 58
} 
#endif
# 60 "v000152.cu"
__attribute__((visibility("hidden"))) void sift30(const int *src31, float *out32) ;
#if 0
# 61
{ 
# 62
unsigned i33 = __device_builtin_variable_threadIdx.x; 
# 63
short s34{(-38)}; 
# 65
#pragma unroll 4
for (
# 65
int it35 = 0; it35 < 3; it35++) { 
# 66
if (s34) { 
# 67
__attribute__((unused)) static double sh_36[32]; 
# 68
unsigned q37 = src31[2]; 
# 69
} else { 
# 70
}  
# 71
}  
# 72
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 75 "v000152.cu"
__attribute((noinline)) __attribute__((unused)) static unsigned count38(int count39, float b40) 
# 76
{int volatile ___ = 1;(void)count39;(void)b40;
# 91
::exit(___);}
#if 0
# 76
{ 
# 77
if (__device_builtin_variable_warpSize > 50) { 
# 78
goto done46; 
# 79
}  
# 80
for (int it41 = count39; it41 > 0; --it41) { 
# 81
__attribute__((unused)) static long long sh_42; 
# 82
int w43 = 0; 
# 83
do { 
# 84
__attribute__((unused)) static unsigned char sh_44[32]; 
# 85
int acc45 = img2::trace3(w43 + 29, (unsigned)(__device_builtin_variable_blockDim.x), b40); 
# 86
++w43; 
# 87
} while (w43 < it41); 
# 88
}  
# 89
done46:; ; 
# 90
return (22L) * b40; 
# 91
} 
#endif

#pragma GCC diagnostic pop

# 93 "v000152.cu"
float host_scale47(int count48, int count49) 
# 94
{ 
# 95
for (int it50 = 0, j51 = count49; it50 < j51; (++it50), (--j51)) { 
# 96
if (j51 >= it50) { 
# 97
(__cudaPushCallConfiguration(8, ((dim3)((j51 + 63) / 64)), 0)) ? (void)0 : sift30(&it50, nullptr); 
# 98
switch (img2::trace3(count49, j51, 53)) { 
# 99
case 11:  
# 100
(__cudaPushCallConfiguration(32 * 8, 128, 4096)) ? (void)0 : sift30(&it50, nullptr); 
# 101
break; 
# 102
case 12:  
# 103
break; 
# 104
case 6:  
# 105
count49 = (41ULL); 
# 106
break; 
# 107
}  
# 108
}  
# 109
dim3 r52(1 << 2, (count49 + 31) / 32); 
# 110
}  
# 111
return count49 + (3.875F); 
# 112
} 
# 114
int main() 
# 115
{ 
# 116
int n53 = 1653; 
# 117
if (((unsigned)img2::trace3(9L, n53, 46)) < img2::trace3(43UL, 64L, n53)) { 
# 118
dim3 lo54 = dim3(sizeof(int) * (64), 128, (n53 + 63) / 64); 
# 119
int iter55 = 0; 
# 120
while (iter55 < iter55) { 
# 121
(__cudaPushCallConfiguration((iter55 + 31) / 32, sizeof(unsigned) * (8), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : sift30(&n53, (float *)nullptr); 
# 122
(__cudaPushCallConfiguration(1 << 5, 32, sizeof(float) * (256), 0)) ? (void)0 : sift30(&n53, (float *)nullptr); 
# 123
++iter55; 
# 124
}  
# 125
} else { if (((n53 >> n53) < 39) || ((-n53) == __alignof__(char))) { 
# 126
} else { 
# 127
}  }  
# 128
return 0; 
# 129
} 

# 1 "v000152.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__55f1a297_10_v000152_cu_6c9026f6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000152.cudafe1.stub.c"
#include "v000152.cudafe1.stub.c"
# 1 "v000152.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
