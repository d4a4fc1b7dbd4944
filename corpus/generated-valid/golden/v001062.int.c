# 1 "v001062.cu"
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
# 16 "v001062.cu"
__attribute__((visibility("hidden"))) void weigh7(int count8) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern short dyn_9[]; 
# 18
{ 
# 19
{ 
# 20
for (int n10 = 6; n10 > 0; --n10) { 
# 21
__attribute__((unused)) static unsigned sh_11[16]; 
# 22
(sh_11[n10]) = (40); 
# 23
}  
# 24
(dyn_9[1]) = (((int)count8) / (dyn_9[count8])); 
# 25
} 
# 26
} 
# 27
} 
#endif
# 29 "v001062.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned smooth12(int count13) {int volatile ___ = 1;(void)count13;
# 35
::exit(___);}
#if 0
# 29
{ 
# 30
unsigned long res14 = (count13 - sizeof(short)) + ((16L - count13) << count13); 
# 31
res14 -= (1U); 
# 32
res14 = (63L); 
# 33
__attribute__((unused)) static float sh_15[16]; 
# 34
return 29; 
# 35
} 
#endif
# 36 "v001062.cu"
static float d_decay16; 
# 38
static void bump17(const float *__restrict__ coef18, float q19, const int *input20, unsigned *__restrict__ buf21) ;
#if 0
# 38
{ 
# 39
int idx22 = 17; 
# 40
q19 /= (((*input20) | idx22) * (23.5F)); 
# 41
int idx23 = (q19 + (((input20[3]) * (*input20)) << (__alignof__(float) + (buf21[3])))) + ((((*buf21) >> 3) + ((43UL) / d_decay16)) + d_decay16); 
# 42
} 
#endif
# 44 "v001062.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned short scatter24(int stride25) {int volatile ___ = 1;(void)stride25;
# 53
::exit(___);}
#if 0
# 44
{ 
# 45
__attribute__((unused)) static int sh_26[128]; 
# 46
unsigned lim27 = (sh_26[stride25]) + smooth12(63LL + stride25); 
# 47
if ((sh_26[119]) == (sh_26[stride25])) { 
# 48
return (double)(static_cast< int>(11)); }  
# 49
stride25 = (((sh_26[stride25 & 127]) * 58) * smooth12(36L)); 
# 50
smooth12(((-(sh_26[stride25 & 127])) + smooth12(8)) + (43UL % (sh_26[lim27 & (127)]))); 
# 51
unsigned long w28 = smooth12(d_decay16) + ((static_cast< int>(5)) - lim27); 
# 52
return w28; 
# 53
} 
#endif
# 55 "v001062.cu"
static void combine29(unsigned *dst30, bool cfg31) ;
#if 0
# 55
{ 
# 56
cfg31 = (((dst30[4]) + ((*dst30) - (62))) <= ((signed char)sizeof(int))); 
# 57
cfg31 = (((cfg31 + (dst30[6])) * (scatter24(d_decay16))) >= (9)); 
# 58
smooth12(((dst30[6]) + (~(*dst30))) + (8)); 
# 59
} 
#endif
# 61 "v001062.cu"
__attribute__((unused)) int blend32(long q33, float p34) {int volatile ___ = 1;(void)q33;(void)p34;
# 66
::exit(___);}
#if 0
# 61
{ 
# 62
double val35{(22.0)}; 
# 63
unsigned prod36 = q33 << 8; 
# 64
float q37[4]{(48), (static_cast< float>(51)), d_decay16, d_decay16}; 
# 65
return 17 * ((int)scatter24(26)); 
# 66
} 
#endif
# 68 "v001062.cu"
int check_probe38(const int *in39) { 
# 69
if ((*in39) == 51L) { 
# 70
goto out40; 
# 71
}  
# 72
if ((in39[3]) < 14L) { 
# 73
return -52; }  
# 74
out40:; ; 
# 75
return (((in39[4]) >> (*in39)) & (*in39)) + 17; 
# 76
} 
# 78
int main() { 
# 79
int len41 = 684; 
# 80
(__cudaPushCallConfiguration(((dim3)(1 << 8)), ((dim3)(8 + 8)), sizeof(int) * (256), 0)) ? (void)0 : weigh7((len41 + 1) | len41); 
# 81
len41 ^= len41; 
# 82
(__cudaPushCallConfiguration(16, 1 << (8 + 1), sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : combine29(nullptr, len41 - 4528UL); 
# 83
len41 |= ((check_probe38(nullptr)) + ((unsigned)((len41 += len41), 8))); 
# 84
(__cudaPushCallConfiguration(17 + (8 + 7), 8 + (17 + 487), 1 << 8)) ? (void)0 : bump17(nullptr, -42L, &len41, nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v001062.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7f7a0056_10_v001062_cu_aec36d3b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001062.cudafe1.stub.c"
#include "v001062.cudafe1.stub.c"
# 1 "v001062.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
