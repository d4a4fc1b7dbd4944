# 1 "v000142.cu"
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
# 8 "v000142.cu"
static void grow3(float *buf4, unsigned beta5, short *buf6) ;
#if 0
# 9
{ 
# 10
for (int i7 = 0; i7 < 14; ++i7) { 
# 11
beta5 = (1); 
# 12
}  
# 13
int x8 = (3 + (buf6[3])) - ((buf4[beta5]) + (11UL)); 
# 14
} 
#endif
# 16 "v000142.cu"
__attribute__((visibility("hidden"))) void combine9(int count10, char cfg11) ;
#if 0
# 17
{ 
# 18
int u12[2 * 3]{23, (-64), 8, count10, count10, (-49L)}; 
# 19
unsigned char m13 = 29 % (u12[count10]); 
# 20
} 
#endif
# 22 "v000142.cu"
inline float stencil14(const int *in15, const unsigned *input16, int count17 = 29) 
# 23
{ 
# 24
if ((((*in15) * (*in15)) + (static_cast< int>('#'))) <= 51) { 
# 25
int mid18 = in15[5]; 
# 26
mid18 = (16L); 
# 27
} else { 
# 28
count17 = ((*input16) / (7UL + (input16[count17]))); 
# 29
count17 = count17; 
# 30
}  
# 31
return count17; 
# 32
} 
# 34
static int check_apply19(unsigned *out20, int lane21, int count22) 
# 35
{ 
# 36
stencil14((const int *)nullptr, out20, 38L); 
# 37
int acc23 = stencil14(nullptr, nullptr); 
# 38
return (count22 * count22); 
# 39
} 
# 41
inline void warp24(const short *in25, signed char beta26, int lane27) 
# 42
{ 
# 43
if (lane27 > (-beta26)) { 
# 44
switch (in25[0]) { 
# 45
case 5:  
# 46
stencil14(nullptr, (const unsigned *)nullptr, -3373); 
# 47
break; 
# 48
case 3 * 3:  
# 49
break; 
# 50
case 2 * 5:  
# 51
break; 
# 52
default:  
# 53
lane27 = (stencil14(nullptr, nullptr, stencil14(nullptr, static_cast< const unsigned *>(nullptr), 59LL * lane27))); 
# 54
break; 
# 55
}  
# 56
beta26 = (36); 
# 57
}  
# 58
} 
# 60
char filter28(int count29, const long *coef30) 
# 61
{ 
# 62
count29 = (-31); 
# 63
++count29; 
# 64
auto op33 = [](long long tmp31, int u32)->long long { 
# 65
tmp31 = u32; 
# 66
tmp31 = (u32 * u32); 
# 67
u32 = (1963UL); 
# 68
return (tmp31 * tmp31) + tmp31; 
# 69
} ; typedef decltype(op33) __T0;
# 70
op33(count29, coef30[7]); 
# 71
count29 = (43UL); 
# 72
if ((coef30[5]) < (check_apply19(nullptr, coef30[count29], coef30[count29]))) { 
# 73
count29 = count29; 
# 74
count29--; 
# 75
}  
# 76
return 33U * count29; 
# 77
} 
# 79
int main() 
# 80
{ 
# 81
int n34 = 3880; 
# 82
for (int i35 = 0; i35 < n34; i35++) { 
# 83
for (int j36 = 0; j36 < n34; ++j36) { 
# 84
int cnt37(filter28((28U * n34) + (n34 + j36), static_cast< const long *>(nullptr))); 
# 85
cnt37 = ((('a') / (n34 * 11)) * n34); 
# 86
}  
# 87
}  
# 88
(__cudaPushCallConfiguration(64, 64)) ? (void)0 : grow3((float *)nullptr, stencil14(nullptr, (const unsigned *)nullptr), static_cast< short *>(nullptr)); 
# 89
(__cudaPushCallConfiguration((n34 + 31) / 32, 256)) ? (void)0 : combine9(stencil14(nullptr, nullptr) * stencil14(nullptr, nullptr), stencil14(static_cast< const int *>(nullptr), static_cast< const unsigned *>(nullptr))); 
# 90
return 0; 
# 91
} 

# 1 "v000142.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__68918b27_10_v000142_cu_c5990bce
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000142.cudafe1.stub.c"
#include "v000142.cudafe1.stub.c"
# 1 "v000142.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
