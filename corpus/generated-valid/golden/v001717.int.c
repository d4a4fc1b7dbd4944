# 1 "v001717.cu"
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
# 7 "v001717.cu"
__attribute__((visibility("hidden"))) void smooth2(const int *input3, int lane4, bool a5, unsigned a6) ;
#if 0
# 8
{ 
# 9
int idx7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (idx7 >= lane4) { 
# 11
return; 
# 12
}  
# 13
double m8 = (-9); 
# 14
double base9 = a6 % ((unsigned char)(lane4 % 36U)); 
# 15
do { double tmp_ = base9; base9 = m8; m8 = tmp_; } while (0); 
# 16
long w10 = m8; 
# 17
base9 -= (30ULL); 
# 18
} 
#endif
# 19 "v001717.cu"
static int c_sift11; 
# 21
signed char check_count12(float a13, const double *src14, int len15) 
# 22
{ 
# 23
if (len15 != __alignof__(char)) { 
# 24
goto done16; 
# 25
}  
# 26
static_assert((sizeof(int) == (4)), "expected value");
# 27
len15 += (((int)56LL) - (*src14)); 
# 28
done16:; ; 
# 29
return 49UL; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void reduce17(const int *input18, unsigned char *buf19) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_20[]; 
# 35
unsigned idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
int hi22 = ((int)8); 
# 37
float mid23(hi22); 
# 38
unsigned val24 = 7 & ((((__device_builtin_variable_threadIdx.x) > (15)) ? 33 : (*buf19)) * (33 % (input18[3]))); 
# 39
} 
#endif
# 41 "v001717.cu"
__attribute__((visibility("hidden"))) void split25_kernel(const unsigned long *input26) ;
#if 0
# 42
{ 
# 43
unsigned gid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
double hi28 = c_sift11; 
# 45
hi28 += c_sift11; 
# 46
auto off29 = gid27 / c_sift11; 
# 47
off29 = (2); 
# 48
hi28++; 
# 49
} 
#endif
# 51 "v001717.cu"
inline void lerp30(unsigned short p31 = 64) 
# 52
{ 
# 53
p31 %= ((21U ^ ((short)p31)) * (p31 + (p31 - 13))); 
# 54
static_assert((sizeof(int) == (4)), "expected value");
# 55
p31 = (p31 - (p31 - 37ULL)); 
# 56
p31 -= ((int)(p31 + 2)); 
# 57
unsigned w32 = p31; 
# 58
int y33 = w32; 
# 59
double v34{(2.0)}; 
# 60
} 
# 62
namespace impl35 { 
# 63
__attribute__((visibility("hidden"))) void relax36(int lane37, unsigned cfg38) ;
#if 0
# 64
{ 
# 65
int tid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
if (tid39 >= lane37) { 
# 67
return; 
# 68
}  
# 69
double h40 = lane37 % ((unsigned)cfg38); 
# 70
int u41((unsigned)lane37); 
# 71
float s42 = ((cfg38 - (15.125F)) + (1.75F)) - (cfg38 * h40); 
# 72
h40 /= (__alignof__(float) & ((cfg38 - u41) - (__device_builtin_variable_blockIdx.x))); 
# 73
} 
#endif
# 75 "v001717.cu"
float clamp43(unsigned *out44, const double *input45) 
# 76
{ 
# 77
(out44[0]) += ((out44[7]) * (51)); 
# 78
unsigned u46 = ((4818) - ((out44[4]) - (input45[7]))) * (59L); 
# 79
(out44[u46]) -= (*input45); 
# 80
int base47 = -((float)((14) | u46)); 
# 81
unsigned y48 = (55); 
# 82
(*out44) = (23L); 
# 83
return u46 | y48; 
# 84
} 
# 86
__attribute__((visibility("hidden"))) void accum49_kernel(int lane50, signed char *dst51, int n52, const float *coef53) ;
#if 0
# 87
{ 
# 88
unsigned i54 = __device_builtin_variable_threadIdx.x; 
# 89
float m55 = n52 - ((50) * ((__device_builtin_variable_blockDim.x) - lane50)); 
# 90
double mid56 = (m55 > (29 + c_sift11)) ? (16.0F) + (i54 % (4781)) : ((4056) + (__device_builtin_variable_blockIdx.y)); 
# 91
--(dst51[7]); 
# 92
double *stride57 = (nullptr); 
# 93
} 
#endif
# 94 "v001717.cu"
}
# 96
void tally58(float p59, unsigned a60, unsigned q61 = 1579) 
# 97
{ 
# 98
float off62(p59); 
# 99
dim3 diff63 = dim3(64, (q61 + (127)) / (128), (q61 + (127)) / (128)); 
# 100
(__cudaPushCallConfiguration(diff63, 32, 0, 0)) ? (void)0 : reduce17(nullptr, nullptr); 
# 101
do { unsigned tmp_ = q61; q61 = a60; a60 = tmp_; } while (0); 
# 102
float cnt64 = a60; 
# 103
(__cudaPushCallConfiguration((a60 + (63)) / (64), 32, 0, nullptr)) ? (void)0 : impl35::accum49_kernel(((q61 += (38)), q61) * (p59 * q61), (signed char *)nullptr, ((off62 > cnt64) ? 1L : cnt64) - a60, nullptr); 
# 104
} 
# 106
int main() 
# 107
{ 
# 108
int size65 = 2286; 
# 109
switch ((long)size65) { 
# 110
case 6:  { 
# 111
(__cudaPushCallConfiguration(8 * 16, dim3((size65 + 127) / 128, (size65 + 127) / 128), 0, 0)) ? (void)0 : impl35::relax36(((size65 += size65), 43UL), ((size65 += size65), 613) % ((long)22)); 
# 112
double t66 = (7) & ((size65 ^ 53L) & (size65 ^ size65)); 
# 113
break; 
# 114
} 
# 115
case 3:  { 
# 116
const char *w67 = ("path\\to"); 
# 117
break; 
# 118
} 
# 119
case 5:  
# 120
break; 
# 121
case 12:  { 
# 122
long mid68((((size65 += 21UL), ((int)1U)))); 
# 123
static_assert((49 == 49), "expected value");
# 124
break; 
# 125
} 
# 126
default:  
# 127
break; 
# 128
}  
# 129
(__cudaPushCallConfiguration(dim3(256, 64, 128), 512)) ? (void)0 : smooth2(nullptr, size65, false, 57 % (size65 + size65)); 
# 130
(__cudaPushCallConfiguration((size65 + 31) / 32, 512)) ? (void)0 : split25_kernel(nullptr); 
# 131
return 0; 
# 132
} 

# 1 "v001717.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e7811ccc_10_v001717_cu_9612e6b2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001717.cudafe1.stub.c"
#include "v001717.cudafe1.stub.c"
# 1 "v001717.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
