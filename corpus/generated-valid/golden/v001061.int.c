# 1 "v001061.cu"
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
# 18 "v001061.cu"
__attribute__((visibility("hidden"))) void scale7(double *dst8, const float *src9) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern float dyn_10[]; 
# 20
(dyn_10[6])--; 
# 21
(dyn_10[6]) += ((dst8[3]) * (*dst8)); 
# 22
int acc11 = dst8[3]; 
# 23
__attribute__((unused)) static float sh_12[16 + 48]; 
# 24
__attribute__((unused)) static float sh_13[1 << (3 + 2)]; 
# 25
} 
#endif
# 27 "v001061.cu"
struct Body14 { 
# 28
float id15; 
# 29
double z16; 
# 30
}; 
# 31
static long c_update17; 
# 33
__attribute__((visibility("hidden"))) void count18_kernel(float *__restrict__ buf19) ;
#if 0
# 33
{ 
# 34
(buf19[5]) = (16); 
# 35
((*buf19)--), ((buf19[c_update17]) = ((+(buf19[c_update17])) + ((float)(c_update17 & (15))))); 
# 36
int flag20[3] = {}; 
# 37
--(buf19[c_update17]); 
# 38
float x21 = ((1) + ((flag20[1]) - (3.75F))) + (19.375F); 
# 39
int z22 = +((c_update17 + (16U)) * (+c_update17)); 
# 40
} 
#endif
# 42 "v001061.cu"
static void count23(int *__restrict__ dst24) ;
#if 0
# 42
{ 
# 43
if ((((dst24[c_update17]) - (dst24[c_update17])) <= 3) && ((int)c_update17)) { 
# 44
if ((dst24[6]) == 42UL) { 
# 45
return; 
# 46
}  
# 47
Body14 y25 = Body14{(11.0F), (4.0)}; 
# 48
} else { 
# 49
++(*dst24); 
# 50
}  
# 51
(dst24[1]) = (c_update17 - c_update17); 
# 52
} 
#endif
# 54 "v001061.cu"
float run_count26(int len27, char beta28, const unsigned long long *in29) { 
# 55
if (((in29[1]) + (60U)) != (18L)) { 
# 56
++beta28; 
# 57
(__cudaPushCallConfiguration(16, 1 << (3 + 2))) ? (void)0 : count23(&len27); 
# 58
}  
# 59
len27 = (2 + ((beta28 += (in29[len27])), (len27 * 16))); 
# 60
len27 += beta28; 
# 61
beta28 ^= ((unsigned)((42) % (*in29))); 
# 62
int h30[5]{(3840L), (-21), len27, 13, 58}; 
# 63
return *in29; 
# 64
} 
# 66
struct __attribute((aligned(8))) Pixel31 { 
# 67
unsigned vel32; 
# 68
int vel33, y34; 
# 69
unsigned id35; 
# 70
}; 
# 72
inline Pixel31 operator+(Pixel31 a, Pixel31 b) { 
# 73
Pixel31 r = a; 
# 74
(r.vel32) += (b.vel32); 
# 75
(r.vel33) += (b.vel33); 
# 76
(r.y34) += (b.y34); 
# 77
(r.id35) += (b.id35); 
# 78
return r; 
# 79
} 
# 81
float rank36(int lane37, const int *__restrict__ in38, Pixel31 p39) { 
# 82
lane37 = 2; 
# 83
(p39.vel33) -= ((p39.vel32) & (15)); 
# 84
switch (lane37) { 
# 85
case 3:  
# 86
break; 
# 87
}  
# 88
if (lane37 >= (lane37 * 54)) { 
# 89
return lane37; 
# 90
}  
# 91
(p39.vel32)--; 
# 92
if ((+(p39.id35)) != 64UL) { 
# 93
return (17.0F); 
# 94
}  
# 95
return p39.vel32; 
# 96
} 
# 98
void run_bias40(int n41, unsigned cfg42) { 
# 99
if (n41) { 
# 100
return; 
# 101
}  
# 102
int res43 = (+(cfg42 + cfg42)) + ((n41 & 15) - (cfg42 * (16))); 
# 103
if (cfg42 == (3)) { 
# 104
(__cudaPushCallConfiguration(2, 18 + (18 + (18 + (18 + 184))))) ? (void)0 : scale7(nullptr, nullptr); 
# 105
}  
# 106
(__cudaPushCallConfiguration(2, 1 << 8)) ? (void)0 : count18_kernel(nullptr); 
# 107
} 
# 109
int main() { 
# 110
int size44 = 3154; 
# 111
(__cudaPushCallConfiguration((size44 + 255) / 256, 32)) ? (void)0 : count23(&size44); 
# 112
int iter45 = 0; 
# 113
while ((iter45 < 3) && ((iter45 + iter45) > iter45)) { 
# 114
float lo46(size44); 
# 115
float r47((15.0F) - (+(iter45 & 15))); 
# 116
++iter45; 
# 117
}  
# 118
++size44; 
# 119
return 0; 
# 120
} 

# 1 "v001061.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6dcfafb8_10_v001061_cu_6eefe856
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001061.cudafe1.stub.c"
#include "v001061.cudafe1.stub.c"
# 1 "v001061.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
