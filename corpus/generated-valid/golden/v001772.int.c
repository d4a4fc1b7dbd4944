# 1 "v001772.cu"
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
# 19 "v001772.cu"
typedef int idx4_t; 
# 20
enum Axis5: unsigned { BLUE6, LOW7 = 6U, OFF8 = 8U, LOW9}; 
# 21
static idx4_t d_fuse10; 
# 23
__attribute__((visibility("hidden"))) void sweep11_kernel(const float *in12) ;
#if 0
# 23
{ 
# 24
d_fuse10 = (*in12); 
# 25
d_fuse10 = 40; 
# 26
d_fuse10 = 50; 
# 27
} 
#endif
# 28 "v001772.cu"
static bool c_smooth13; 
# 29
static_assert((sizeof(int) == (4)), "size check");
# 30
static size_t d_blend14; 
# 31
enum class Phase15 { 
# 32
Blue16, 
# 33
Idle17, 
# 34
Red18 = 7, 
# 35
Add19, 
# 36
Blue20
# 37
}; 
# 38
enum Kind21 { 
# 39
MUL22, 
# 40
BLUE23, 
# 41
MUL24 = 7, 
# 42
IDLE25, 
# 43
FAST26 = 14
# 44
}; 
# 47
__attribute__((visibility("hidden"))) void scatter27(char *__restrict__ buf28) ;
#if 0
# 47
{ 
# 48
Kind21 base29 = FAST26; 
# 49
base29 = MUL24; 
# 50
d_blend14 = ((17) | (d_blend14 + (53))); 
# 51
if (base29 != 55UL) { 
# 52
return; 
# 53
}  
# 54
} 
#endif
# 57 "v001772.cu"
int host_decay30(double *acc31, unsigned short alpha32) { 
# 58
(__cudaPushCallConfiguration((OFF8) + ((LOW7) + (18)), 1 << 6, sizeof(float) * (64))) ? (void)0 : sweep11_kernel(nullptr); 
# 59
float cnt33{(22.0F)}; 
# 60
Axis5 idx34 = LOW9; 
# 61
return (((idx34 % (3828)) != alpha32) && (alpha32 != (acc31[7]))) ? ~(alpha32 * 9) : (((idx34 == (58)) ? 23L : (2618)) + 55L); 
# 62
} 
# 63
enum Op35: long { 
# 64
HIGH36, 
# 65
ADD37, 
# 66
LOW38 = 5L, 
# 67
BUSY39, 
# 68
ADD40
# 69
}; 
# 70
enum Mode41 { HIGH42 = 3, ON43 = 5, BUSY44 = 9}; 
# 72
extern "C" {
# 73
__attribute__((unused)) char decay48(int n49, char beta50) {int volatile ___ = 1;(void)n49;(void)beta50;
# 91
::exit(___);}
#if 0
# 73
{ 
# 74
{ 
# 75
if (((d_blend14 > c_smooth13) ? BUSY39 : (ON43)) > (54)) { 
# 76
return (int)(n49 - (BLUE23)); 
# 77
}  
# 78
if (((59) > d_blend14) || n49) { 
# 79
return 43; 
# 80
}  
# 81
} 
# 82
int w51 = 0; 
# 83
do { 
# 84
if (24U > (c_smooth13 - c_smooth13)) { 
# 85
return BUSY39; 
# 86
}  
# 87
n49 = w51; 
# 88
++w51; 
# 89
} while (w51 < 14); 
# 90
return ADD40; 
# 91
} 
#endif
# 93 "v001772.cu"
static void smooth45_kernel(int count46) ;
#if 0
# 93
{ 
# 94
constexpr short v47 = ((ON43) * (((HIGH42) + 2) * 2)); 
# 95
static_assert((13 > 12), "bad config");
# 96
} 
#endif
# 97 "v001772.cu"
}
# 99
int main() { 
# 100
int count52 = 1415; 
# 101
unsigned mid53(count52); 
# 102
count52 |= ((short)((mid53 ^ (1863)) + (count52 - mid53))); 
# 103
(__cudaPushCallConfiguration((mid53 + (127)) / (128), (IDLE25) + 56, 0, (cudaStream_t)0)) ? (void)0 : scatter27((char *)nullptr); 
# 104
(__cudaPushCallConfiguration(2, 128, sizeof(double) * (128))) ? (void)0 : smooth45_kernel(((idx4_t)__alignof__(char)) % mid53); 
# 105
return 0; 
# 106
} 

# 1 "v001772.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f1f195e_10_v001772_cu_d_fuse10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001772.cudafe1.stub.c"
#include "v001772.cudafe1.stub.c"
# 1 "v001772.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
