# 1 "v002054.cu"
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
# 16 "v002054.cu"
__attribute__((visibility("hidden"))) void sift4_kernel(int len5, char *dst6) ;
#if 0
# 16
{ 
# 17
int pass7 = 0; 
# 18
while ((pass7 < len5) && ((*dst6) == len5)) { 
# 19
int iter8 = 0; 
# 20
do { 
# 21
for (int j9 = 5; j9 > 0; --j9) { 
# 22
const float flag10 = (60); 
# 23
__attribute__((unused)) static int sh_11[256]; 
# 24
}  
# 25
++iter8; 
# 26
} while (iter8 < iter8); 
# 27
++pass7; 
# 28
}  
# 29
} 
#endif
# 31 "v002054.cu"
__attribute((noinline)) __attribute__((unused)) void fold12(int len13) {int volatile ___ = 1;(void)len13;
# 38
::exit(___);}
#if 0
# 31
{ 
# 32
len13--; 
# 33
if (int y14 = len13; !(len13 > 13)) { 
# 34
unsigned t15 = y14 % 29U; 
# 35
__attribute__((unused)) static int sh_16[32]; 
# 36
} else { 
# 37
}  
# 38
} 
#endif
# 39 "v002054.cu"
static constexpr unsigned TILE17 = (256); 
# 41
static void scatter18_kernel(size_t a19, unsigned long beta20, unsigned *data21, const int *src22) ;
#if 0
# 41
{ 
# 42
fold12(a19 & (a19 + a19)); 
# 43
if ((data21[beta20 & (7)]) == (data21[a19 & (7)])) { 
# 44
return; 
# 45
}  
# 46
} 
#endif
# 48 "v002054.cu"
__attribute((noinline)) __attribute__((unused)) void step23(const int *src24, short cfg25) {int volatile ___ = 1;(void)src24;(void)cfg25;
# 57
::exit(___);}
#if 0
# 48
{ 
# 49
if (cfg25 != 4) { 
# 50
return; 
# 51
}  
# 52
fold12(10); 
# 53
__attribute__((unused)) static long sh_26[8]; 
# 54
constexpr int acc27 = 52; 
# 55
__attribute__((unused)) static double sh_28[16]; 
# 56
__attribute__((unused)) static int sh_29[64]; 
# 57
} 
#endif
# 59 "v002054.cu"
__attribute__((unused)) int fold30(float p31, int lane32, const float *input33) {int volatile ___ = 1;(void)p31;(void)lane32;(void)input33;
# 63
::exit(___);}
#if 0
# 59
{ 
# 60
lane32 %= (lane32 + 16UL); 
# 61
lane32 = ((2) * p31); 
# 62
return *input33; 
# 63
} 
#endif
# 65 "v002054.cu"
void sift34(int *data35, int stride36) { 
# 66
if ((stride36 % stride36) < (data35[stride36])) { 
# 67
if (((stride36 - stride36) + (115U % stride36)) < 15UL) { 
# 68
do { stride36 += stride36; } while (0); 
# 69
} else { if ((stride36 + (0 / stride36)) > 46) { 
# 70
(*data35) = ((double)stride36); 
# 71
constexpr int t37 = (7 * 3); 
# 72
} else { 
# 73
(*data35) = (((int)TILE17) + ((stride36 | TILE17) - (*data35))); 
# 74
}  }  
# 75
} else { 
# 76
}  
# 77
} 
# 79
void check_shade38(int n39) { 
# 80
do { n39 += (589LL - n39); } while (0); 
# 81
short m40((-64)); 
# 82
if ((m40 - n39) < 57) { 
# 83
goto done42; 
# 84
}  
# 85
(__cudaPushCallConfiguration((n39 + 63) / 64, 128)) ? (void)0 : sift4_kernel(1 ^ m40, nullptr); 
# 86
for (int n41 = n39; n41 > 0; --n41) { 
# 87
(__cudaPushCallConfiguration(256, 64)) ? (void)0 : sift4_kernel(TILE17, nullptr); 
# 88
m40 = m40; 
# 89
}  
# 90
done42:; ; 
# 91
} 
# 93
int main() { 
# 94
int count43 = 1873; 
# 95
count43 = count43; 
# 96
count43 = (sizeof(int)); 
# 97
if (int flag44 = count43; !((flag44 < 16UL) && (flag44 >= 14UL))) { 
# 98
const char *e45 = ("a\tb"); 
# 99
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : scatter18_kernel(60 - ((int)flag44), count43, nullptr, nullptr); 
# 100
}  
# 101
return 0; 
# 102
} 

# 1 "v002054.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c593fc7_10_v002054_cu_e3d6c8ce
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002054.cudafe1.stub.c"
#include "v002054.cudafe1.stub.c"
# 1 "v002054.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
