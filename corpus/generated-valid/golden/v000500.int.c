# 1 "v000500.cu"
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
# 11 "v000500.cu"
static void step6(int n7, unsigned *__restrict__ dst8, int *buf9) ;
#if 0
# 11
{ 
# 12
n7 = ((int)(((buf9[2]) + (36 + (*buf9))) + 6)); 
# 14
#pragma unroll
for (
# 14
int j10 = 0, j11 = 13; j10 < j11; (++j10), (--j11)) { 
# 15
float stride12((*dst8) >> 2); 
# 16
double k13 = j11; 
# 17
}  
# 18
} 
#endif
# 20 "v000500.cu"
__attribute__((visibility("hidden"))) void spread14(int lane15, unsigned *acc16, long long cfg17) ;
#if 0
# 20
{ 
# 21
lane15 = cfg17; 
# 22
static_assert(((16 * 2) == 32));
# 23
if (lane15 >= ((acc16[1]) - (43))) { 
# 24
return; }  
# 25
__attribute__((unused)) static int sh_18[32]; 
# 26
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 28 "v000500.cu"
__attribute__((unused)) static void blend19(int stride20, int *__restrict__ dst21, unsigned q22) {int volatile ___ = 1;(void)stride20;(void)dst21;(void)q22;
# 34
::exit(___);}
#if 0
# 28
{ 
# 29
(dst21[stride20])--; 
# 30
int res23{28}; 
# 31
const unsigned r24 = (699U + stride20) & ((dst21[q22 & (7)]) ^ 6); 
# 32
q22 = (37); 
# 33
float q25(stride20); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000500.cu"
__attribute__((unused)) char tile26(int lane27) {int volatile ___ = 1;(void)lane27;
# 53
::exit(___);}
#if 0
# 36
{ 
# 37
lane27 = (15 * lane27); 
# 38
__attribute__((unused)) static int sh_28; 
# 39
__attribute__((unused)) static int sh_29; 
# 40
switch (sh_29) { 
# 41
case 7:  
# 42
sh_29 = 46; 
# 43
break; 
# 44
case 2 * 4:  
# 45
break; 
# 46
case 11:  
# 47
sh_29 = (+(lane27 >> sh_29)); 
# 48
[[fallthrough]] ; 
# 49
case 12:  
# 50
break; 
# 51
}  
# 52
return sh_29 * ((sh_28 > 3) ? sh_28 : 3); 
# 53
} 
#endif
# 55 "v000500.cu"
namespace _GLOBAL__N__ac89a77a_10_v000500_cu_ff5b7532 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__ac89a77a_10_v000500_cu_ff5b7532; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__ac89a77a_10_v000500_cu_ff5b7532 __attribute__((visibility("hidden")))  { 
# 56
__attribute__((unused)) int split30(bool beta31, short b32) {int volatile ___ = 1;(void)beta31;(void)b32;
# 68
::exit(___);}
#if 0
# 56
{ 
# 57
if (((b32 + b32) + 14) < beta31) { 
# 58
return ('\'') % b32; }  
# 59
beta31 = (13LL & b32); 
# 60
int iter33 = 0; 
# 61
while (iter33 < 5) { 
# 62
b32 = (b32 * 6); 
# 63
if (((b32 + 10) + ('\?')) <= b32) { 
# 64
break; }  
# 65
++iter33; 
# 66
}  
# 67
return tile26(b32 & (beta31 + 6UL)); 
# 68
} 
#endif
# 70 "v000500.cu"
static void probe34(const double *__restrict__ src35) ;
#if 0
# 70
{ 
# 71
size_t x36 = *src35; 
# 72
} 
#endif
# 74 "v000500.cu"
__attribute__((unused)) unsigned drift37(unsigned char *out38, int len39, const int *coef40) {int volatile ___ = 1;(void)out38;(void)len39;(void)coef40;
# 86
::exit(___);}
#if 0
# 74
{ 
# 75
if (len39 == sizeof(double)) { 
# 76
return (int)(coef40[len39 & 7]); }  
# 77
__attribute__((unused)) static int sh_41[64]; 
# 78
long long diff42 = (tile26(len39 * (sh_41[15]))) + len39; 
# 79
for (int i43 = len39; i43 > 0; --i43) { 
# 80
for (int j44 = 0; j44 < 4; ++j44) { 
# 81
char t45 = (((int)((coef40[j44]) | (sh_41[i43]))) > (-((7) * diff42))) ? (int)((coef40[j44]) | (sh_41[i43])) : (-((7) * diff42)); 
# 82
}  
# 83
}  
# 84
len39 = (coef40[diff42 & (7)]); 
# 85
return (diff42 * ((*out38) + ('A'))) - (3148); 
# 86
} 
#endif
# 87 "v000500.cu"
}
# 89
int main() { 
# 90
int count46 = 2161; 
# 91
++count46; 
# 92
switch (count46 + 14L) { 
# 93
case 6:  
# 94
for (int j47 = 15; j47 > 0; --j47) { 
# 95
count46 = (-63); 
# 96
count46 = (j47 * 28U); 
# 97
}  
# 98
break; 
# 99
}  
# 100
float sum48 = (7.625F) - ((((int)count46) + ((count46 + 41U) + 8L)) + count46); 
# 101
(__cudaPushCallConfiguration(8, 1 << 7)) ? (void)0 : step6((33) / sum48, (unsigned *)nullptr, &count46); 
# 102
(__cudaPushCallConfiguration(128, 256, 256, nullptr)) ? (void)0 : spread14(sizeof(signed char), nullptr, sum48); 
# 103
(__cudaPushCallConfiguration(2, 128, 0, (cudaStream_t)0)) ? (void)0 : probe34(nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v000500.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ac89a77a_10_v000500_cu_ff5b7532
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000500.cudafe1.stub.c"
#include "v000500.cudafe1.stub.c"
# 1 "v000500.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
