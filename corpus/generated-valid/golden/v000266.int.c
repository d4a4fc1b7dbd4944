# 1 "v000266.cu"
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
# 8 "v000266.cu"
static float d_kick4; 
# 11
__attribute__((visibility("hidden"))) void grow5(int lane6, long long *__restrict__ buf7, signed char *dst8, const int *__restrict__ src9) ;
#if 0
# 12
{ 
# 13
--(buf7[lane6]); 
# 14
float res10 = src9[6]; 
# 15
} 
#endif
# 17 "v000266.cu"
static void trace11_kernel(int count12, signed char *dst13, unsigned long beta14, double *acc15) ;
#if 0
# 18
{ 
# 19
switch (count12) { 
# 20
case 7:  
# 21
d_kick4 = (19.25F); 
# 22
break; 
# 23
case 5:  
# 24
case 9:  
# 25
case 0:  
# 26
beta14 = (-(23 % count12)); 
# 27
break; 
# 28
default:  { 
# 29
long prod16 = *acc15; 
# 30
break; 
# 31
} 
# 32
}  
# 33
count12--; 
# 34
} 
#endif
# 37 "v000266.cu"
__attribute__((visibility("hidden"))) void gather17_kernel(int *__restrict__ acc18) ;
#if 0
# 38
{ 
# 39
if (acc18 == (nullptr)) { 
# 40
goto done19; 
# 41
}  
# 42
--(*acc18); 
# 43
--(acc18[5]); 
# 44
done19:; ; 
# 45
} 
#endif
# 47 "v000266.cu"
inline int drift20(int count21, int count22, bool b23) 
# 48
{ 
# 49
count22--; 
# 50
constexpr int r24 = (5 + (3 * 3)); 
# 51
return (-(r24 + count21)); 
# 52
} 
# 54
__attribute__((visibility("hidden"))) void accum25(const unsigned char *in26) ;
#if 0
# 55
{ 
# 56
d_kick4 = (((*in26) & (31U * (in26[5]))) % (*in26)); 
# 57
d_kick4 = (((~(in26[5])) + drift20(11, 5, (*in26) < 5)) | drift20(*in26, d_kick4 + d_kick4, d_kick4 / (5))); 
# 58
d_kick4--; 
# 59
unsigned char x27(drift20((64 * (in26[5])) % drift20(12, in26[0], d_kick4), sizeof(long), in26[1])); 
# 60
float cnt28 = (64) % (((in26[x27]) * 37) - (60UL ^ x27)); 
# 61
if (drift20(28, 16, cnt28 == (16U)) < (*in26)) { 
# 62
goto skip29; 
# 63
}  
# 64
cnt28 += (drift20(drift20(64, 6L, (in26[x27]) <= 32) ^ ((in26[x27 & 7]) ^ (in26[5])), drift20((in26[7]) ^ 64, in26[x27], cnt28 >= (27)), cnt28 + (drift20(x27, x27, cnt28 < (44))))); 
# 65
skip29:; ; 
# 66
} 
#endif
# 67 "v000266.cu"
enum class Axis30: long { 
# 68
Slow31, 
# 69
Busy32, 
# 70
Red33 = 3L, 
# 71
Add34, 
# 72
Mul35
# 73
}; 
# 74
static int d_split36; 
# 76
long bias37(Axis30 b38, int lane39) 
# 77
{ 
# 78
lane39 ^= (static_cast< short>(1614)); 
# 79
b38 = Axis30::Red33; 
# 80
drift20(lane39 ^ drift20(5, lane39, lane39 >= lane39), 56, !(!lane39)); 
# 81
unsigned char *lo40 = ((unsigned char *)nullptr); 
# 82
int *sum41 = (nullptr); 
# 83
lane39 = drift20(2, (*lo40) * ((*lo40) & 14), lane39 < drift20(lane39 * 567U, 49U, drift20(5, 58, (lo40[2]) < 64) < (lo40[7]))); 
# 84
Axis30 t42 = b38; 
# 85
return *lo40; 
# 86
} 
# 88
unsigned char host_decay43(int lane44, int lane45) 
# 89
{ 
# 90
int lo46 = bias37(Axis30::Slow31, lane44 + 61) / lane44; 
# 91
(__cudaPushCallConfiguration((lo46 + 255) / 256, 32, sizeof(double) * (32))) ? (void)0 : grow5(drift20(lo46, ~lane44, (false) - lo46), static_cast< long long *>(nullptr), nullptr, &lo46); 
# 92
auto hi47 = (bias37(Axis30::Slow31, 5 / lane44)) - (static_cast< float>(lane45 * lane44)); 
# 93
Axis30 tmp48 = Axis30::Add34; 
# 94
Axis30 hi49 = tmp48; 
# 95
if ((lane44 <= lane45) || (hi47 >= (22))) { 
# 96
goto out50; 
# 97
}  
# 98
hi49 = Axis30::Mul35; 
# 99
if ((lane45 - 47U) <= (5)) { 
# 100
return lane44; 
# 101
}  
# 102
out50:; ; 
# 103
return 3083 | (lane45 + lane44); 
# 104
} 
# 106
int main() 
# 107
{ 
# 108
int len51 = 1219; 
# 109
const char *m52 = ("\"q\""); 
# 110
double k53 = drift20(bias37(Axis30::Red33, 828), host_decay43(50UL, 55), (len51 | 42) != 48); 
# 111
int pass54 = 0; 
# 112
do { 
# 113
k53 += (-(19.375F)); 
# 114
++pass54; 
# 115
} while (pass54 < len51); 
# 116
len51 *= ((-bias37(Axis30::Add34, k53)) | ((len51 * len51) + drift20(k53, 0LL, len51 > len51))); 
# 117
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : trace11_kernel(((m52[0]) / len51) + 5, nullptr, -drift20(k53, 53, (m52[0]) > 5), nullptr); 
# 118
(__cudaPushCallConfiguration((len51 + 31) / 32, 5 + (5 + 246))) ? (void)0 : gather17_kernel(nullptr); 
# 119
(__cudaPushCallConfiguration((pass54 + 127) / 128, 64, 256)) ? (void)0 : accum25(nullptr); 
# 120
return 0; 
# 121
} 

# 1 "v000266.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1ba73dbe_10_v000266_cu_d_kick4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000266.cudafe1.stub.c"
#include "v000266.cudafe1.stub.c"
# 1 "v000266.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
