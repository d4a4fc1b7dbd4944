# 1 "v001546.cu"
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
# 17 "v001546.cu"
__attribute__((visibility("hidden"))) void trace6_kernel(float *data7, int stride8, int lane9) ;
#if 0
# 17
{ 
# 18
(*data7)--; 
# 19
int iter10 = 0; 
# 20
while ((iter10 < 15) && (lane9 <= 27)) { 
# 21
stride8 = ((lane9 * 59) + ((+lane9) - 5)); 
# 22
stride8 = stride8; 
# 23
++iter10; 
# 24
}  
# 25
} 
#endif
# 27 "v001546.cu"
struct Acc11 { 
# 28
unsigned long mass12; 
# 29
int x13; 
# 30
double lo14; 
# 31
}; 
# 33
Acc11 operator+(Acc11 a, Acc11 b) { 
# 34
Acc11 r = a; 
# 35
(r.mass12) += (b.mass12); 
# 36
(r.x13) += (b.x13); 
# 37
(r.lo14) += (b.lo14); 
# 38
return r; 
# 39
} 
# 40
static double c_tile15[4]; 
# 42
static void apply16_kernel(long long cfg17) ;
#if 0
# 42
{ 
# 43
cfg17 = (c_tile15[cfg17]); 
# 44
cfg17--; 
# 45
++cfg17; 
# 46
if (cfg17 > (33L)) { 
# 47
return; 
# 48
}  
# 49
} 
#endif
# 51 "v001546.cu"
inline void pivot18(bool q19, const int *coef20) { 
# 52
for (int it21 = 0, j22 = 16; it21 < j22; (++it21), (--j22)) { 
# 53
float r23 = (((13.75F) - j22) * (((*coef20) > it21) ? *coef20 : it21)) * (q19 + (static_cast< int>(13))); 
# 54
unsigned r24 = ((q19 * q19) - 26) * ((r23 += (coef20[it21])), 59); 
# 55
}  
# 56
bool q25 = (coef20[1]) > (coef20[0]); 
# 57
} 
# 59
__attribute__((visibility("hidden"))) void sweep26_kernel(const float *in27) ;
#if 0
# 59
{ 
# 60
long long diff28 = c_tile15[2]; 
# 61
double val29 = (38) * (*in27); 
# 62
if (!in27) { 
# 63
return; 
# 64
}  
# 65
Acc11 s30 = Acc11{}; 
# 66
for (int it31 = 0; it31 < 16; ++it31) { 
# 67
Acc11 x32 = {(18), 12, val29}; 
# 68
}  
# 69
diff28 = ((((40UL) + (c_tile15[1])) + ((1) * (c_tile15[2]))) + (*in27)); 
# 70
} 
#endif
# 72 "v001546.cu"
__attribute__((visibility("hidden"))) void tile33_kernel(long long *acc34) ;
#if 0
# 72
{ 
# 73
(*acc34) = (7); 
# 74
--(acc34[6]); 
# 75
} 
#endif
# 77 "v001546.cu"
signed char march35(int n36) { 
# 78
--n36; 
# 79
float hi37{(-(3.5F))}; 
# 80
if (n36 == ((hi37 > (47U)) ? hi37 : (47U))) { 
# 81
return n36; 
# 82
}  
# 83
float v38[8]{(14.625F), (-(6.125F)), (43), (3.0F), hi37, (8.0F), hi37, (19.25F)}; 
# 84
(v38[5]) = hi37; 
# 85
(v38[n36]) = ((v38[7]) + (10.0F)); 
# 86
n36--; 
# 87
return (((v38[n36]) > ((n36 > 47) ? n36 : 47)) ? v38[n36] : ((n36 > 47) ? n36 : 47)) * hi37; 
# 88
} 
# 90
unsigned run_tally39(const Acc11 &b40, const long long *coef41, int stride42) { 
# 91
stride42++; 
# 92
float lo43 = (static_cast< int>((stride42 += (coef41[1])), 48)) / ((23) % (b40.mass12)); 
# 93
auto op47 = [](int y44, unsigned u45) { 
# 94
(__cudaPushCallConfiguration(48 + 80, sizeof(float) * (48 + 80))) ? (void)0 : sweep26_kernel(nullptr); 
# 95
constexpr float s46 = (34UL); 
# 96
(__cudaPushCallConfiguration(64, sizeof(int) * (64))) ? (void)0 : tile33_kernel(nullptr); 
# 97
} ; typedef decltype(op47) __T0;
# 98
op47(coef41[0], 40LL); 
# 99
stride42 = ((lo43 + stride42) - (coef41[stride42])); 
# 100
if ((stride42 / stride42) == (coef41[stride42])) { 
# 101
return ((22) - (coef41[4])) - (48 * (b40.x13)); 
# 102
}  
# 103
(__cudaPushCallConfiguration(64 * 8, 256)) ? (void)0 : apply16_kernel(stride42 - ((20) + (b40.lo14))); 
# 104
return 30L; 
# 105
} 
# 107
int main() { 
# 108
int n48 = 3804; 
# 109
n48 = (((n48 * (n48 + 37)) > n48) ? n48 * (n48 + 37) : n48); 
# 110
(__cudaPushCallConfiguration(48 + 464, 128)) ? (void)0 : trace6_kernel(nullptr, n48 + 33U, n48); 
# 111
if (n48 == (n48 + n48)) { 
# 112
return ((n48 > n48) ? n48 : n48); 
# 113
}  
# 114
n48 = n48; 
# 115
n48 = n48; 
# 116
return 0; 
# 117
} 

# 1 "v001546.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da1555d2_10_v001546_cu_0507fd73
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001546.cudafe1.stub.c"
#include "v001546.cudafe1.stub.c"
# 1 "v001546.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
