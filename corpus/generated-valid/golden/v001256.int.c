# 1 "v001256.cu"
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
# 23 "v001256.cu"
__attribute__((visibility("hidden"))) void combine5(unsigned *__restrict__ data6) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_7[]; 
# 25
unsigned cnt8 = (6); 
# 26
cnt8 = (6); 
# 27
} 
#endif
# 29 "v001256.cu"
int grow9(int stride10) { 
# 30
if (stride10 < (static_cast< float>(stride10))) { 
# 31
return stride10; 
# 32
}  
# 33
(--stride10), (stride10 %= stride10); 
# 34
float sum11 = stride10; 
# 35
size_t u12 = sizeof(float); 
# 36
int lo13 = +sum11; 
# 37
return sum11; 
# 38
} 
# 39
static bool d_mix14; 
# 41
void scale15(const int *__restrict__ src16) { 
# 42
int flag17 = (((*src16) - (*src16)) - ('A')) + (46 + ((src16[3]) + (src16[3]))); 
# 43
do { flag17 += (((flag17 << 5) - (static_cast< long>(flag17))) % (((flag17 += (*src16)), sizeof(unsigned char)) * (static_cast< short>(*src16)))); } while (0); 
# 44
flag17 = ((*src16) * (static_cast< float>(33UL))); 
# 45
} 
# 47
int host_kick18(int len19, int count20) { 
# 48
count20 = ((count20 += 6), (count20 >> count20)); 
# 49
double sum21 = (len19 - (44 * count20)) << len19; 
# 50
(__cudaPushCallConfiguration(6 + 10, 128)) ? (void)0 : combine5(static_cast< unsigned *>(nullptr)); 
# 51
unsigned long lim22 = (24UL + (count20 >> 1)) / (len19 * len19); 
# 52
do { lim22 += lim22; } while (0); 
# 53
(__cudaPushCallConfiguration(27 + 101, sizeof(unsigned) * (16))) ? (void)0 : combine5(static_cast< unsigned *>(nullptr)); 
# 54
(__cudaPushCallConfiguration((count20 + 31) / 32, 6 + (27 + 31), 0, nullptr)) ? (void)0 : combine5(nullptr); 
# 55
return 8; 
# 56
} 
# 58
inline void mix23(int lane24, unsigned *__restrict__ out25) { 
# 59
float base26 = (-2); 
# 60
{ 
# 61
unsigned r27 = ('a') - (*out25); 
# 62
r27 += (+((1233) * (*out25))); 
# 63
} 
# 64
double z28 = static_cast< int>(lane24 / lane24); 
# 65
} 
# 67
int main() { 
# 68
int count29 = 899; 
# 69
int diff30 = count29; 
# 70
(--diff30), (count29 %= (static_cast< int>(count29 / diff30))); 
# 71
double r31 = (6 * count29) - 8; 
# 72
r31 = (12L); 
# 73
return 0; 
# 74
} 

# 1 "v001256.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fa704cda_10_v001256_cu_bbdbc7b4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001256.cudafe1.stub.c"
#include "v001256.cudafe1.stub.c"
# 1 "v001256.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
