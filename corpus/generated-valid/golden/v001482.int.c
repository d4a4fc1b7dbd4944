# 1 "v001482.cu"
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
# 16 "v001482.cu"
enum Kind7 { OFF8, BLUE9, BUSY10}; 
# 17
enum class Level11 { Busy12 = 2, Fast13 = 8, Fast14}; 
# 18
const float g_bump15 = (-(15.75F)); 
# 20
void run_sift16(const int *input17, double *data18) 
# 21
{ 
# 22
auto off19 = (2 * ((input17[1]) * 1)) * (1 / (+(input17[2]))); 
# 23
off19 = (+(off19 * (7 * off19))); 
# 24
int w20[5]{12, 15, off19, off19, off19}; 
# 25
(data18[7])++; 
# 26
dim3 lim21 = dim3(128, (off19 + 255) / 256, (off19 + 255) / 256); 
# 27
} 
# 29
__attribute__((unused)) int norm22(bool beta23, int stride24) 
# 30
{int volatile ___ = 1;(void)beta23;(void)stride24;
# 35
::exit(___);}
#if 0
# 30
{ 
# 31
stride24++; 
# 32
bool off25 = ((stride24 + stride24) % 8) | (stride24 ^ (stride24 + 48U)); 
# 33
Level11 u26 = Level11::Busy12; 
# 34
return (-1); 
# 35
} 
#endif
# 37 "v001482.cu"
void run_filter27(const short *input28, int count29, signed char p30) 
# 38
{ 
# 39
const char *off31 = ("\"q\""); 
# 40
if (((input28[p30 & 7]) - (input28[p30])) <= 23) { 
# 41
goto finish33; 
# 42
}  
# 43
count29 = (((p30 | 32LL) % (8)) ^ (5 - (*input28))); 
# 44
switch (*input28) { 
# 45
case 9:  { 
# 46
float t32 = input28[5]; 
# 47
p30 = (+((int)(4 + count29))); 
# 48
break; 
# 49
} 
# 50
case 5 + (3 + ((BUSY10) + ((BLUE9) + (BLUE9)))):  
# 51
break; 
# 52
case 2 * 2:  
# 53
break; 
# 54
default:  
# 55
break; 
# 56
}  
# 57
finish33:; ; 
# 58
} 
# 60
__attribute__((visibility("hidden"))) void accum34_kernel(int lane35, const int *src36) ;
#if 0
# 61
{ 
# 62
int flag37 = (((src36[lane35]) % 8) * 64) + ((3 - (src36[lane35])) & (5 - (src36[3]))); 
# 63
flag37--; 
# 64
++lane35; 
# 65
} 
#endif
# 67 "v001482.cu"
__attribute__((visibility("hidden"))) void apply38_kernel(int len39, const float *coef40, int *out41) ;
#if 0
# 68
{ 
# 69
(*out41) = (len39 % 8); 
# 70
Kind7 r42 = BUSY10; 
# 71
double idx43 = *out41; 
# 72
r42 = BUSY10; 
# 73
unsigned off44 = ((r42 % 8) + ((out41[1]) % 8)) * (((BLUE9) + (out41[len39])) | r42); 
# 74
} 
#endif
# 76 "v001482.cu"
void run_warp45(const short *coef46, unsigned char *__restrict__ dst47, const long *__restrict__ input48) 
# 77
{ 
# 78
if (((dst47[7]) <= 23UL) && ((*coef46) > (*input48))) { 
# 79
goto out50; 
# 80
}  
# 81
switch (*input48) { 
# 82
case 9:  
# 83
(__cudaPushCallConfiguration(4, ((dim3)(2)))) ? (void)0 : accum34_kernel(36UL, reinterpret_cast< const int *>(coef46)); 
# 84
break; 
# 85
case 2 * ((BLUE9) + 4):  { 
# 86
Kind7 val49 = BUSY10; 
# 87
--(dst47[1]); 
# 88
break; 
# 89
} 
# 90
case (BUSY10) + ((BLUE9) + 5):  
# 91
(dst47[3]) = ((unsigned)((long)3)); 
# 92
break; 
# 93
}  
# 94
(dst47[1]) = (5); 
# 95
static_assert((4 > 3));
# 96
out50:; ; 
# 97
} 
# 99
int main() 
# 100
{ 
# 101
int count51 = 2168; 
# 102
count51 = g_bump15; 
# 103
float lo52 = count51; 
# 104
(__cudaPushCallConfiguration(((dim3)((count51 + 63) / 64)), 32)) ? (void)0 : apply38_kernel(-(count51 / count51), &lo52, nullptr); 
# 105
return 0; 
# 106
} 

# 1 "v001482.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5bdbfc21_10_v001482_cu_26d4cfc2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001482.cudafe1.stub.c"
#include "v001482.cudafe1.stub.c"
# 1 "v001482.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
