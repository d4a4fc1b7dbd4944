# 1 "v000385.cu"
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
# 7 "v000385.cu"
struct Stats2 { 
# 8
float flag3; 
# 9
int lo4; 
# 10
double hi5; 
# 11
}; 
# 14
__attribute__((unused)) void rank6(int stride7) {int volatile ___ = 1;(void)stride7;
# 17
::exit(___);}
#if 0
# 14
{ 
# 15
stride7 = stride7; 
# 16
__attribute__((unused)) static float sh_8[64]; 
# 17
} 
#endif
# 19 "v000385.cu"
__attribute__((visibility("hidden"))) void gather9(int n10, double *out11) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_12[]; 
# 21
n10 = (*out11); 
# 22
if ((dyn_12[5]) <= (dyn_12[7])) { 
# 23
if ((n10 + (+n10)) != ((float)(dyn_12[2]))) { 
# 24
int pass13 = 0; 
# 25
while ((pass13 < 8) && ((dyn_12[4]) > pass13) && ((dyn_12[4]) >= (34))) { 
# 26
(dyn_12[n10]) = (pass13 + (((int)52) - n10)); 
# 27
(dyn_12[n10 & 7]) = (-(dyn_12[pass13 & 7])); 
# 28
++pass13; 
# 29
}  
# 30
}  
# 31
}  
# 32
} 
#endif
# 35 "v000385.cu"
void host_pivot14(int len15) { 
# 36
len15 += (879 + len15); 
# 37
{ 
# 38
len15 = ((20 << len15) / (3LL << len15)); 
# 39
len15 >>= 0; 
# 40
} 
# 41
float lim16 = (sizeof(Stats2)); 
# 42
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 44
__attribute__((unused)) static float stencil17(int n18, int len19) {int volatile ___ = 1;(void)n18;(void)len19;
# 53
::exit(___);}
#if 0
# 44
{ 
# 45
if (n18 <= n18) { 
# 46
return (9.625F); 
# 47
}  
# 48
unsigned base20{(51)}; 
# 49
Stats2 r21 = {(41), (12U), (53)}; 
# 50
(r21.hi5) += (len19 & ((int)(base20 + base20))); 
# 51
unsigned r22 = ((((r21.lo4) != base20) || (len19 <= n18)) ? (48L) + (r21.hi5) : base20) - base20; 
# 52
return (n18 == (r21.flag3)) ? (19.625F) : (1.625F); 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000385.cu"
static void run_drift23(const unsigned *input24, int n25) { 
# 56
(__cudaPushCallConfiguration(((dim3)((n25 + 31) / 32)), sizeof(int) * (64), 0)) ? (void)0 : gather9((41 + n25) / 54U, (double *)nullptr); 
# 57
int t26 = n25; 
# 58
unsigned long lim27 = (9); 
# 59
if (n25 == (*input24)) { 
# 60
return; 
# 61
}  
# 62
float idx28 = (input24[7]) * (0); 
# 63
host_pivot14(lim27); 
# 64
} 
# 66
__attribute((always_inline)) __attribute__((unused)) inline void decay29(float beta30, int *dst31) {int volatile ___ = 1;(void)beta30;(void)dst31;
# 76
::exit(___);}
#if 0
# 66
{ 
# 67
beta30 /= stencil17(beta30, (16LL ^ (*dst31)) / ((dst31[5]) + (dst31[5]))); 
# 68
__attribute__((unused)) static int sh_32; 
# 69
int sum33 = stencil17(sh_32, stencil17(stencil17(beta30, sh_32), dst31[4])); 
# 70
if (((dst31[6]) + 9) & 1) { 
# 71
return; 
# 72
}  
# 73
__attribute__((unused)) static long sh_34[8]; 
# 74
sum33 = ((*dst31) % sh_32); 
# 75
int w35[2]{(62U), sum33}; 
# 76
} 
#endif
# 78 "v000385.cu"
int main() { 
# 79
int count36 = 2019; 
# 80
count36 ^= count36; 
# 81
int val37[4] = {}; 
# 82
dim3 sum38 = dim3(1, (count36 + 63) / 64); 
# 83
run_drift23(nullptr, 56); 
# 84
double base39 = (float)(val37[0]); 
# 85
if ((count36 ^ 2861) < 16UL) { 
# 86
return 18UL; 
# 87
}  
# 88
return 0; 
# 89
} 

# 1 "v000385.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7d7eff94_10_v000385_cu_b5eee1bd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000385.cudafe1.stub.c"
#include "v000385.cudafe1.stub.c"
# 1 "v000385.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
