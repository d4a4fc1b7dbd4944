# 1 "v001078.cu"
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
# 26 "v001078.cu"
static void fuse10(int *acc11, int len12, int *acc13) ;
#if 0
# 26
{ 
# 27
if ((256 * (*acc13)) != (acc11[3])) { 
# 28
if ((21 - (*acc11)) == len12) { 
# 29
(acc13[len12]) *= (21 / (len12 * 42)); 
# 30
static_assert((sizeof(int) == (4)), "tile must fit");
# 31
}  
# 32
(acc11[5]) = 63; 
# 33
__attribute__((unused)) static int sh_14[3 + 13][11]; 
# 34
} else { if ((*acc13) >= ((*acc13) / 26U)) { 
# 35
} else { 
# 36
}  }  
# 37
} 
#endif
# 38 "v001078.cu"
constexpr int RADIUS15 = 2; 
# 40
struct Span16 { 
# 41
double count17; 
# 42
float val18; 
# 43
float get19(int s20) const { 
# 44
return +(count17); 
# 45
} 
# 46
}; 
# 47
enum class State21 { Fast22, Green23, Green24}; 
# 49
float check_decay25(State21 beta26) { 
# 50
if (beta26 == State21::Fast22) { 
# 51
return -4230; 
# 52
}  
# 53
constexpr size_t tmp27 = (42); 
# 54
if ((false ? RADIUS15 : RADIUS15) <= 21) { 
# 55
goto skip28; 
# 56
}  
# 57
(__cudaPushCallConfiguration(1, 512, 32 + 224)) ? (void)0 : fuse10(nullptr, 11UL, (int *)nullptr); 
# 58
skip28:; ; 
# 59
return tmp27; 
# 60
} 
# 62
__attribute((noinline)) __attribute__((unused)) int norm29(double beta30, State21 cfg31, short *out32) {int volatile ___ = 1;(void)beta30;(void)cfg31;(void)out32;
# 74
::exit(___);}
#if 0
# 62
{ 
# 63
beta30 = (((out32[2]) & 15) & ((25L) ^ ((*out32) * 63UL))); 
# 64
(*out32) = RADIUS15; 
# 65
Span16 idx33 = Span16{(14.0), (21.25F)}; 
# 66
if ((*out32) > 37UL) { 
# 67
goto skip34; 
# 68
}  
# 69
(*out32) %= ((23 ^ (*out32)) - ((out32[5]) * ((out32[3]) | RADIUS15))); 
# 70
beta30 = (((idx33.count17) - (out32[1])) - RADIUS15); 
# 71
(idx33.val18) /= (21); 
# 72
skip34:; ; 
# 73
return idx33.val18; 
# 74
} 
#endif
# 75 "v001078.cu"
static double g_shade35; 
# 77
static int host_pack36(int count37, const float *coef38) { 
# 78
count37 = ((28L) * (*coef38)); 
# 79
long long q39 = check_decay25(State21::Green24); 
# 80
if (!coef38) { 
# 81
(__cudaPushCallConfiguration(dim3((count37 + 255) / 256, 512, 32 + 32), 256, 1024, nullptr)) ? (void)0 : fuse10((int *)nullptr, (count37 | 38U) * check_decay25(State21::Fast22), nullptr); 
# 82
q39 = (33); 
# 83
} else { 
# 84
(__cudaPushCallConfiguration(1, 128, sizeof(double) * (32))) ? (void)0 : fuse10(nullptr, check_decay25(State21::Fast22) * ((2118L) / q39), nullptr); 
# 85
}  
# 86
return ((count37 + count37) & 15) * ((coef38[3]) - (18)); 
# 87
} 
# 89
int main() { 
# 90
int n40 = 2066; 
# 91
if (host_pack36(n40, (const float *)nullptr) <= 3) { 
# 92
return 3; 
# 93
}  
# 94
g_shade35 = ((g_shade35 >= (U'\x41')) ? -host_pack36(37U, nullptr) : ((RADIUS15 + n40) / ((int)256))); 
# 95
return 0; 
# 96
} 

# 1 "v001078.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2da7c982_10_v001078_cu_baa2a195
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001078.cudafe1.stub.c"
#include "v001078.cudafe1.stub.c"
# 1 "v001078.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
