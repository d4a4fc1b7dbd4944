# 1 "v001268.cu"
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
# 14 "v001268.cu"
struct alignas(16) Node6 { 
# 15
int val7; 
# 16
float w8; 
# 17
unsigned short z9; 
# 18
}; 
# 20
extern "C" {
# 21
__attribute__((unused)) signed char tally17(int stride18 = 32LL) {int volatile ___ = 1;(void)stride18;
# 32
::exit(___);}
#if 0
# 21
{ 
# 22
int w19 = 0; 
# 23
while (w19 < 10) { 
# 24
if (stride18 < (stride18 * stride18)) { 
# 25
break; 
# 26
}  
# 27
stride18 &= 51; 
# 28
--stride18; 
# 29
++w19; 
# 30
}  
# 31
return 6LL; 
# 32
} 
#endif
# 34 "v001268.cu"
__attribute__((visibility("hidden"))) void scatter10_kernel(const int *in11, const long long *__restrict__ coef12, int lane13, int *dst14) ;
#if 0
# 34
{ 
# 35
for (int n15 = lane13; n15 > 0; --n15) { 
# 36
(dst14[lane13]) = ((((*in11) + (*coef12)) != (__alignof__(float) - (dst14[n15 & 7]))) ? n15 : ((*in11) - (64U + lane13))); 
# 37
int w16 = 0; 
# 38
while (w16 < n15) { 
# 39
(*dst14) = (1364L); 
# 40
lane13 ^= (dst14[n15]); 
# 41
++w16; 
# 42
}  
# 43
}  
# 44
} 
#endif
# 45 "v001268.cu"
}
# 46
enum Kind20 { RED21, HIGH22, OFF23}; 
# 48
constexpr int check_clamp24(int stride25) { 
# 49
return stride25; 
# 50
} 
# 52
__attribute__((unused)) long lerp26(unsigned b27, float p28, int n29 = 3119LL) {int volatile ___ = 1;(void)b27;(void)p28;(void)n29;
# 65
::exit(___);}
#if 0
# 52
{ 
# 53
Node6 prod30{(1706UL), static_cast< float>(n29), (51UL)}; 
# 54
if (((b27 += p28), (prod30.w8)) <= n29) { 
# 55
goto done34; 
# 56
}  
# 57
for (int it31 = 0, j32 = 4; it31 < j32; (++it31), (--j32)) { 
# 58
int s33 = n29; 
# 59
b27 &= (it31 + ((p28 += (12.375F)), 5)); 
# 60
}  
# 61
do { p28 += (((3 ^ n29) / (tally17(prod30.val7))) - ((tally17(25UL)) % (tally17(n29)))); } while (0); 
# 62
tally17(p28); 
# 63
done34:; ; 
# 64
return (16) + ((unsigned)(p28 * (43))); 
# 65
} 
#endif
# 67 "v001268.cu"
__attribute((always_inline)) __attribute__((unused)) inline int probe35(float *__restrict__ out36, double alpha37, int lane38 = -0L) {int volatile ___ = 1;(void)out36;(void)alpha37;(void)lane38;
# 76
::exit(___);}
#if 0
# 67
{ 
# 68
(*out36) = (tally17()); 
# 69
(out36[lane38]) *= (56); 
# 70
lane38 *= 3212; 
# 71
unsigned long t39 = (int)lane38; 
# 72
do { lane38 += (t39 * ((tally17(alpha37)) * 10)); } while (0); 
# 73
int e40[6]{(-26), 2, ('z'), 53, 16, lane38}; 
# 74
Node6 base41 = Node6{}; 
# 75
return 29; 
# 76
} 
#endif
# 78 "v001268.cu"
float host_apply42(int count43) { 
# 79
check_clamp24(count43); 
# 80
float sum44[7] = {(U'\x30'), (3.0F)}; 
# 81
if ((count43 == (sum44[6])) ? count43 : 4) { 
# 82
goto done45; 
# 83
}  
# 84
do { count43 += ((float)((sum44[count43]) + (count43 * (sum44[count43])))); } while (0); 
# 85
(__cudaPushCallConfiguration((count43 + 255) / 256, 4 * ((OFF23) + 14), 5 + 1019, nullptr)) ? (void)0 : scatter10_kernel(nullptr, nullptr, (((sum44[count43]) * (58)) < (sum44[3])) ? count43 & count43 : ((sum44[count43]) + (sum44[2])), nullptr); 
# 86
(__cudaPushCallConfiguration(1, 64, sizeof(float) * (32), nullptr)) ? (void)0 : scatter10_kernel((const int *)nullptr, (const long long *)nullptr, check_clamp24(sum44[count43]) | 28, (int *)nullptr); 
# 87
done45:; ; 
# 88
return ((count43 * (count43 - count43)) & 15); 
# 89
} 
# 91
int main() { 
# 92
int len46 = 473; 
# 93
len46 = len46; 
# 94
int acc47 = check_clamp24((len46 - (HIGH22)) * 11); 
# 95
return 0; 
# 96
} 

# 1 "v001268.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5d0f4139_10_v001268_cu_tally17
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001268.cudafe1.stub.c"
#include "v001268.cudafe1.stub.c"
# 1 "v001268.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
