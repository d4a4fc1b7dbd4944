# 1 "v000114.cu"
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
# 9 "v000114.cu"
long host_step4(int lane5) { 
# 10
auto op8 = [](float r6)->long long { 
# 11
long long base7[6]{(47L), (54UL), (38), (46), 1LL, (-23)}; 
# 12
r6--; 
# 13
return r6; 
# 14
} ; typedef decltype(op8) __T0;
# 15
++lane5; 
# 16
dim3 t9 = ((dim3)((lane5 + 255) / 256)); 
# 17
return 8 << lane5; 
# 18
} 
# 20
inline float split10(int len11, float alpha12 = 'A') { 
# 21
alpha12--; 
# 22
++alpha12; 
# 23
int w13 = 0; 
# 24
while (w13 < 2) { 
# 25
for (int j14 = 0, j15 = w13; j14 < j15; (++j14), (--j15)) { 
# 26
switch (len11) { 
# 27
case 10:  { 
# 28
int off16{len11}; 
# 29
unsigned char r17 = sizeof(int) >> j14; 
# 30
break; 
# 31
} 
# 32
case 3:  
# 33
break; 
# 34
case 9:  
# 35
break; 
# 36
}  
# 37
}  
# 38
++w13; 
# 39
}  
# 40
return w13 | len11; 
# 41
} 
# 43
static void smooth18(int n19) ;
#if 0
# 43
{ 
# 44
n19 = ('z'); 
# 45
n19 = (split10((8) * split10(n19))); 
# 46
} 
#endif
# 48 "v000114.cu"
__attribute__((visibility("hidden"))) void norm20(int lane21, const double *input22, int count23, int *__restrict__ buf24) ;
#if 0
# 48
{ 
# 49
lane21++; 
# 50
size_t f25 = buf24[count23 & 7]; 
# 51
if (lane21 >= 24L) { 
# 52
return; }  
# 53
float m26 = buf24[4]; 
# 54
split10(split10((buf24[count23]) + f25, *input22)); 
# 55
} 
#endif
# 57 "v000114.cu"
float bump27(int count28 = 24UL) { 
# 58
int w29 = 0; 
# 59
while (w29 < (5 + 3)) { 
# 60
(__cudaPushCallConfiguration(dim3((w29 + 31) / 32, 1 << 8), 256)) ? (void)0 : smooth18(28); 
# 61
auto fn32 = [](float k30, unsigned y31)->int { 
# 62
k30 = (y31 & 55L); 
# 63
return split10(1156UL >> y31); 
# 64
} ; typedef decltype(fn32) __T1;
# 65
unsigned z33 = (55); 
# 66
++w29; 
# 67
}  
# 68
int w34 = 0; 
# 69
do { 
# 70
if (56 > (w29 >> w34)) { 
# 71
continue; }  
# 72
int off35 = w29; 
# 73
++w34; 
# 74
}  while ((w34 < w34) && (w34 > count28) && (w34 & 1)); 
# 75
return (('#') + (w34 % 10)) & 8; 
# 76
} 
# 77
enum Axis36: long { BUSY37, BLUE38, BUSY39 = 5L}; 
# 79
__attribute__((visibility("hidden"))) void rank40(float cfg41) ;
#if 0
# 79
{ 
# 80
float m42 = cfg41; 
# 81
double e43 = (39); 
# 82
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 84 "v000114.cu"
template< class T, int N> __attribute__((unused)) static size_t 
# 85
merge44(T alpha45) {int volatile ___ = 1;(void)alpha45;
# 90
::exit(___);}
#if 0
# 85
{ 
# 86
Axis36 acc46 = BUSY39; 
# 87
split10(20UL, split10(-62LL, -40)); 
# 88
split10(sizeof(T), N); 
# 89
return 19LL; 
# 90
} 
#endif

#pragma GCC diagnostic pop

# 92 "v000114.cu"
int main() { 
# 93
int len47 = 1447; 
# 94
host_step4(host_step4(0) | ((len47 += len47), len47)); 
# 95
float base48 = ((len47 | (len47 >> len47)) + ((28) ^ host_step4(len47))) + ((len47 * 28) * 46); 
# 96
(__cudaPushCallConfiguration(dim3(5 + 27, (len47 + 127) / 128, (BLUE38) + ((BLUE38) + (2))), 1 << ((BUSY39) + ((BLUE38) + (3))))) ? (void)0 : norm20(62UL, nullptr, len47 / 8, nullptr); 
# 97
(__cudaPushCallConfiguration(dim3(1, (len47 + 31) / 32, (len47 + 31) / 32), (BLUE38) + ((BLUE38) + ((BLUE38) + ((BLUE38) + ((5) + ((BLUE38) + ((BUSY39) + (17))))))))) ? (void)0 : rank40((10.125F)); 
# 98
return 0; 
# 99
} 

# 1 "v000114.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__851a5b8b_10_v000114_cu_9ec39a4e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000114.cudafe1.stub.c"
#include "v000114.cudafe1.stub.c"
# 1 "v000114.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
