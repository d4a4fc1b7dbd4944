# 1 "v002327.cu"
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
# 5 "v002327.cu"
struct Span1 { 
# 6
double flag2, z3; 
# 7
int z4; 
# 8
double apply5() const { 
# 9
return ((z4) & (z4)); 
# 10
} 
# 11
}; 
# 13
__attribute__((visibility("hidden"))) void sweep6_kernel(Span1 alpha7, int n8) ;
#if 0
# 13
{ 
# 14
int base9 = (((alpha7.flag2) + (58)) >= alpha7.apply5()) ? 61 % (alpha7.z4) : (((alpha7.z4) & sizeof(short)) + alpha7.apply5()); 
# 15
double s10[7] = {}; 
# 16
n8 <<= 5; 
# 17
int prod11 = (__device_builtin_variable_threadIdx.x) % (alpha7.z4); 
# 18
base9 >>= ((long)(~prod11)); 
# 19
int t12 = alpha7.z4; 
# 20
if (((43UL != t12) ? n8 : (alpha7.z4)) < 47L) { 
# 21
goto finish13; 
# 22
}  
# 23
t12 += alpha7.apply5(); 
# 24
finish13:; ; 
# 25
} 
#endif
# 27 "v002327.cu"
__attribute__((visibility("hidden"))) void bias14_kernel(unsigned *buf15, int lane16) ;
#if 0
# 27
{ 
# 28
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (i17 >= lane16) { 
# 30
return; 
# 31
}  
# 32
if ((__device_builtin_variable_threadIdx.z) == (43)) { 
# 33
if ((((double)(__device_builtin_variable_threadIdx.x)) + (buf15[__device_builtin_variable_gridDim.x])) < (39L + lane16)) { 
# 34
unsigned long long diff18[5] = {static_cast< unsigned long long>((buf15[1]) + (6)), 1ULL}; 
# 35
}  
# 36
lane16 = (buf15[4]); 
# 37
} else { 
# 38
}  
# 39
} 
#endif
# 41 "v002327.cu"
float host_reduce19(int count20, char q21) { 
# 42
if ((q21 == 51) || q21) { 
# 43
goto finish22; 
# 44
}  
# 45
q21 >>= ((short)(q21 * (3 + count20))); 
# 46
q21 = (49); 
# 47
count20 = (q21 - 60UL); 
# 48
finish22:; ; 
# 49
return (float)(29 + q21); 
# 50
} 
# 51
static_assert((14 == 14), "expected value");
# 54
double check_probe23(int lane24) { 
# 55
if (40 < lane24) { 
# 56
goto done25; 
# 57
}  
# 58
(__cudaPushCallConfiguration(16, 256)) ? (void)0 : sweep6_kernel(Span1{}, (lane24 * 43) * (5 * lane24)); 
# 59
static_assert((57 > 56), "size check");
# 60
done25:; ; 
# 61
return (4 + lane24) ^ (lane24 + lane24); 
# 62
} 
# 64
namespace _GLOBAL__N__0a583e97_10_v002327_cu_ecabbdc6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__0a583e97_10_v002327_cu_ecabbdc6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__0a583e97_10_v002327_cu_ecabbdc6 __attribute__((visibility("hidden")))  { 
# 65
float check_mix26(int n27, const int *input28) { 
# 66
for (int i29 = 14; i29 > 0; --i29) { 
# 67
(__cudaPushCallConfiguration(8, 512)) ? (void)0 : bias14_kernel(nullptr, check_probe23(n27)); 
# 68
for (int n30 = 0; n30 < 14; n30 += 3) { 
# 69
if (long diff31 = 58 + n30; ((i29 >> 7) > 52) || ((i29 >= 45) && (40L < (*input28)))) { 
# 70
float acc32 = ((n30 >> 4) + (diff31 * (2))) + (7.125F); 
# 71
Span1 off33 = {((12.5F)), ((10.875F)), (36LL)}; 
# 72
}  
# 73
}  
# 74
}  
# 75
++n27; 
# 76
return host_reduce19((!(input28 != (nullptr))) ? 2 : 59, 45); 
# 77
} 
# 79
int run_scale34(long long *out35, const Span1 &b36, long long a37) { 
# 80
for (int n38 = 12; n38 > 0; --n38) { 
# 81
(__cudaPushCallConfiguration(64 * 2, 256, 1 << 8)) ? (void)0 : sweep6_kernel(Span1{(41), static_cast< double>(b36.apply5()), 9}, a37); 
# 82
static_assert(((9 * 3) == 27), "size check");
# 83
}  
# 84
return check_mix26(check_probe23(out35[a37]), reinterpret_cast< const int *>(out35)) * (46U); 
# 85
} 
# 87
void run_bias39(char alpha40) { 
# 88
unsigned t41 = (1523L); 
# 89
char e42((62L)); 
# 90
const char *lim43 = ("warp size"); 
# 91
(__cudaPushCallConfiguration(2 * 8, 64)) ? (void)0 : sweep6_kernel(Span1{(1.0), ((8.75F)), 8}, (7) + ((float)(lim43[0]))); 
# 92
alpha40 = (t41 + ((host_reduce19(sizeof(int), t41) > (32L)) ? e42 : alpha40)); 
# 93
} 
# 94
}
# 96
int main() { 
# 97
int len44 = 341; 
# 98
--len44; 
# 99
--len44; 
# 100
len44++; 
# 101
const double lim45 = len44; 
# 102
len44 = (len44 * lim45); 
# 103
int lim46 = (7LL) - (lim45 + (8)); 
# 104
return 0; 
# 105
} 

# 1 "v002327.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a583e97_10_v002327_cu_ecabbdc6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002327.cudafe1.stub.c"
#include "v002327.cudafe1.stub.c"
# 1 "v002327.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
