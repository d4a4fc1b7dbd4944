# 1 "v001710.cu"
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
# 20 "v001710.cu"
__attribute__((visibility("hidden"))) void shade7(int len8, const unsigned *input9, unsigned *__restrict__ out10) ;
#if 0
# 20
{ 
# 21
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if ((*out10) <= (*input9)) { 
# 23
goto skip12; 
# 24
}  
# 25
do { len8 += (__device_builtin_variable_gridDim.z); } while (0); 
# 26
(out10[0]) = ((out10[__device_builtin_variable_threadIdx.x]) * 3902U); 
# 27
skip12:; ; 
# 28
} 
#endif
# 30 "v001710.cu"
void relax13(int lane14, const double *input15, unsigned char beta16) { 
# 31
if (lane14 <= (input15[6])) { 
# 32
goto skip19; 
# 33
}  
# 34
if (((static_cast< int>(*input15)) + lane14) == (beta16 - 45)) { 
# 35
const char *y17 = ("ok"); 
# 36
constexpr float v18 = (2861); 
# 37
}  
# 38
if ((51) == (((input15[beta16]) < (-lane14)) ? input15[beta16] : (-lane14))) { 
# 39
beta16 %= lane14; 
# 40
beta16 /= ((((57) * (input15[2])) + (beta16 - sizeof(float))) - (62U)); 
# 41
} else { 
# 42
}  
# 43
skip19:; ; 
# 44
} 
# 45
constexpr unsigned BLOCK20 = (6 + 10); 
# 48
static long check_warp21(int stride22, double a23) { 
# 49
constexpr bool s24 = false; 
# 50
if ((a23 * (43U)) >= (6)) { 
# 51
return (long)(s24 * stride22); }  
# 52
(__cudaPushCallConfiguration(sizeof(int) * (64), 64)) ? (void)0 : shade7((6) + (a23 + a23), nullptr, nullptr); 
# 53
int x25 = stride22; 
# 54
return a23; 
# 55
} 
# 56
constexpr int WIDTH26 = 16; 
# 57
typedef float *ptr27_t; 
# 58
static float c_bias28; 
# 61
__attribute__((visibility("hidden"))) void trace29_kernel(unsigned alpha30) ;
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern int dyn_31[]; 
# 63
unsigned gid32 = __device_builtin_variable_threadIdx.x; 
# 64
size_t x33{(48)}; 
# 65
if ((__device_builtin_variable_threadIdx.z) >= (__device_builtin_variable_gridDim.x)) { 
# 66
return; }  
# 67
double t34 = __device_builtin_variable_gridDim.y; 
# 68
__attribute__((unused)) static int sh_35[64]; 
# 69
constexpr bool k36 = false; 
# 70
if (__device_builtin_variable_warpSize <= BLOCK20) { 
# 71
return; }  
# 72
} 
#endif
# 75 "v001710.cu"
extern "C" __attribute__((visibility("hidden"))) void drift37_kernel(const float *coef38) ;
#if 0
# 75
{ 
# 76
int idx39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 77
if ((11) != (c_bias28 * (1))) { 
# 78
return; }  
# 79
int base40[3]{(-3896), (2024UL), idx39}; 
# 80
float r41 = (((2) - (coef38[3])) + c_bias28) * (-idx39); 
# 81
const int z42 = WIDTH26 - ((coef38[6]) * BLOCK20); 
# 82
unsigned char y43{(24L)}; 
# 83
} 
#endif
# 85 "v001710.cu"
float check_probe44(const int *coef45, const size_t *__restrict__ src46) { 
# 86
if (!src46) { 
# 87
goto finish48; 
# 88
}  
# 89
if ((*coef45) < WIDTH26) { 
# 90
int prod47{WIDTH26}; 
# 91
} else { 
# 92
(__cudaPushCallConfiguration(sizeof(unsigned) * (WIDTH26 + 16), 32)) ? (void)0 : drift37_kernel(nullptr); 
# 93
}  
# 94
finish48:; ; 
# 95
return (64L) * (((src46[6]) < (37)) ? src46[6] : (37)); 
# 96
} 
# 98
int main() { 
# 99
int count49 = 3644; 
# 100
bool x50 = count49 == sizeof(char); 
# 101
if (count49) { 
# 102
return (128 * x50) + (WIDTH26 * count49); }  
# 103
float u51 = (WIDTH26); 
# 104
constexpr bool flag52 = (1); 
# 105
(__cudaPushCallConfiguration((count49 + 255) / 256, 256)) ? (void)0 : trace29_kernel(BLOCK20); 
# 106
return 0; 
# 107
} 

# 1 "v001710.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a562475_10_v001710_cu_25a57ca1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001710.cudafe1.stub.c"
#include "v001710.cudafe1.stub.c"
# 1 "v001710.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
