# 1 "v001156.cu"
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
# 16 "v001156.cu"
static double c_kick5; 
# 18
__attribute__((visibility("hidden"))) void update6(const int *coef7, short cfg8, float alpha9, const int *__restrict__ input10) ;
#if 0
# 18
{ 
# 19
cfg8 = ((coef7[7]) % ((59UL - (coef7[5])) % (64))); 
# 20
if (unsigned char acc11 = (cfg8 - 42) * (((coef7[cfg8 & 7]) & cfg8) + 64); (cfg8 + (1514 / (input10[acc11]))) != ((0U) - c_kick5)) { 
# 21
long w12 = alpha9; 
# 22
__attribute__((unused)) static float sh_13[256]; 
# 23
} else { 
# 24
}  
# 25
} 
#endif
# 26 "v001156.cu"
const unsigned g_fuse14 = (26L); 
# 27
enum class Color15 { 
# 28
Busy16, 
# 29
Idle17 = 2, 
# 30
Red18, 
# 31
Slow19 = 9, 
# 32
Off20
# 33
}; 
# 35
__attribute__((visibility("hidden"))) void pack21_kernel(int *__restrict__ acc22) ;
#if 0
# 35
{ 
# 36
int iter23 = 0; 
# 37
while (iter23 < 9) { 
# 38
if ((iter23 <= iter23) || ((58) >= c_kick5)) { 
# 39
continue; }  
# 40
++iter23; 
# 41
}  
# 42
(acc22[3]) = (acc22[iter23]); 
# 43
unsigned diff24 = c_kick5; 
# 44
switch ((*acc22) | iter23) { 
# 45
case 5:  
# 46
case 6:  { 
# 47
Color15 hi25 = Color15::Idle17; 
# 48
int cnt26(iter23); 
# 49
break; 
# 50
} 
# 51
default:  
# 52
break; 
# 53
}  
# 54
} 
#endif
# 56 "v001156.cu"
__attribute((noinline)) __attribute__((unused)) int fold27(const unsigned *src28) {int volatile ___ = 1;(void)src28;
# 62
::exit(___);}
#if 0
# 56
{ 
# 57
Color15 flag29 = Color15::Red18; 
# 58
flag29 = flag29; 
# 59
int y30[7] = {58, static_cast< int>((*src28) % (*src28)), 4, (22L), 8, 27}; 
# 60
Color15 prod31 = flag29; 
# 61
return 64; 
# 62
} 
#endif
# 63 "v001156.cu"
static double c_step32; 
# 64
typedef int *ptr33_t; 
# 65
static float c_fuse34[2]; 
# 67
__attribute__((unused)) static inline unsigned clamp35(float *__restrict__ data36, int len37, double p38) {int volatile ___ = 1;(void)data36;(void)len37;(void)p38;
# 75
::exit(___);}
#if 0
# 67
{ 
# 68
unsigned y39[4]{(57UL), (u'\x7a'), (4047), (37UL)}; 
# 69
__attribute__((unused)) static double sh_40[256]; 
# 70
unsigned long h41 = (((c_fuse34[len37]) == (((sh_40[39]) < (34U)) ? sh_40[39] : (34U))) || (((c_fuse34[len37 & 1]) - (19UL)) != (63LL))) ? c_kick5 : ((55) - ((sh_40[len37]) * c_kick5)); 
# 71
float base42{static_cast< float>((len37 += 64), (24.375F))}; 
# 72
int stride43 = (float)(p38 * c_kick5); 
# 73
h41 = (((64U) % h41) / ((22) * (data36[stride43 & 7]))); 
# 74
return ((((y39[3]) + (64)) < (c_kick5 * (50))) ? (y39[3]) + (64) : (c_kick5 * (50))); 
# 75
} 
#endif
# 77 "v001156.cu"
int main() { 
# 78
int size44 = 2562; 
# 79
unsigned prod45((20UL)); 
# 80
unsigned t46(g_fuse14); 
# 81
size44--; 
# 82
Color15 m47 = Color15::Red18; 
# 83
Color15 stride48 = Color15::Busy16; 
# 84
(__cudaPushCallConfiguration(((dim3)(2)), 2 * 16, 0, (cudaStream_t)0)) ? (void)0 : update6(nullptr, t46, prod45, &size44); 
# 85
(__cudaPushCallConfiguration((prod45 + (31)) / (32), dim3(sizeof(float) * (16), sizeof(float) * (128), 64), 64 + 192, (cudaStream_t)0)) ? (void)0 : pack21_kernel(&size44); 
# 86
return 0; 
# 87
} 

# 1 "v001156.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7ce43e74_10_v001156_cu_c_kick5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001156.cudafe1.stub.c"
#include "v001156.cudafe1.stub.c"
# 1 "v001156.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
