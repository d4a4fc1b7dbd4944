# 1 "v000983.cu"
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
# 8 "v000983.cu"
__attribute__((unused)) void bias3(int lane4, float *__restrict__ dst5) {int volatile ___ = 1;(void)lane4;(void)dst5;
# 11
::exit(___);}
#if 0
# 8
{ 
# 9
lane4 = ((int)(dst5[lane4])); 
# 10
static_assert((55 == 55), "tile must fit");
# 11
} 
#endif
# 13 "v000983.cu"
namespace img6 { 
# 14
long host_relax7(unsigned q8, int len9) { 
# 15
++q8; 
# 16
int pass10 = 0; 
# 17
do { 
# 18
auto op13 = [=](float z11, long e12) mutable->int { 
# 19
z11 = (static_cast< float>(e12)); 
# 20
return ((~(len9)) & 1) ? ((2) * (q8)) + z11 : ((len9) | (q8)); 
# 21
} ; typedef decltype(op13) __T0;
# 22
++pass10; 
# 23
} while (pass10 < (7 * 2)); 
# 24
int u14 = (53L); 
# 25
u14++; 
# 26
bool u15 = 8 <= ((pass10 >> 8) - (u14 + 47)); 
# 27
return len9; 
# 28
} 
# 30
__attribute__((unused)) float tile16(int len17, int count18) {int volatile ___ = 1;(void)len17;(void)count18;
# 36
::exit(___);}
#if 0
# 30
{ 
# 31
for (int it19 = 0, j20 = len17; it19 < j20; (++it19), (--j20)) { 
# 32
unsigned res21 = ((2) * ((float)j20)) + it19; 
# 33
++count18; 
# 34
}  
# 35
return (19.375F); 
# 36
} 
#endif
# 37 "v000983.cu"
}
# 39
__attribute__((visibility("hidden"))) void count22(unsigned beta23, float *__restrict__ out24, int stride25, unsigned *data26) ;
#if 0
# 39
{ 
# 40
unsigned short lo27 = (static_cast< float>((17.875F))); 
# 41
const int sum28 = ((beta23 < lo27) ? lo27 * 35 : (lo27 * 2270UL)) + (9); 
# 42
} 
#endif
# 43 "v000983.cu"
static int d_decay29[16]; 
# 45
__attribute__((unused)) double spread30(int stride31 = -56) {int volatile ___ = 1;(void)stride31;
# 50
::exit(___);}
#if 0
# 45
{ 
# 46
bool cnt32 = ((static_cast< int>(d_decay29[stride31])) >= (d_decay29[11])) ? static_cast< double>(stride31 - 30) : (stride31 % (sizeof(long) + stride31)); 
# 47
float h33 = (8); 
# 48
h33 += ((29L * (d_decay29[0])) << (52 - (d_decay29[stride31]))); 
# 49
return (((d_decay29[7]) | 18UL) < (d_decay29[stride31])) ? (float)((18.875F) * cnt32) : (d_decay29[stride31]); 
# 50
} 
#endif
# 51 "v000983.cu"
static_assert((20 == 20), "expected value");
# 53
__attribute__((visibility("hidden"))) void lerp34(long *dst35) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern float dyn_36[]; 
# 55
for (int it37 = 0, j38 = 7; it37 < j38; (++it37), (--j38)) { 
# 56
int cnt39 = (5L); 
# 57
++(dst35[cnt39 & 7]); 
# 58
cnt39 = (dst35[it37 & 7]); 
# 59
}  
# 60
(d_decay29[10]) >>= 0; 
# 61
float res40 = *dst35; 
# 62
} 
#endif
# 64 "v000983.cu"
inline void check_warp41(long long p42 = 4071) { 
# 65
p42 *= (50); 
# 66
for (int it43 = 0, j44 = (8 + 8); it43 < j44; (++it43), (--j44)) { 
# 67
(__cudaPushCallConfiguration(2, 32 * 8, sizeof(unsigned) * (256))) ? (void)0 : count22(8 + (it43 << 8), static_cast< float *>(nullptr), p42 - (4 * j44), (unsigned *)nullptr); 
# 68
}  
# 69
p42 >>= p42; 
# 70
} 
# 72
int main() { 
# 73
int n45 = 3249; 
# 74
for (int it46 = 0; it46 < 6; it46 += 3) { 
# 75
++n45; 
# 76
}  
# 77
(__cudaPushCallConfiguration((n45 + 31) / 32, (8 + 56) * 4)) ? (void)0 : count22(n45, nullptr, 61, nullptr); 
# 78
n45 %= (((static_cast< long>(8)) ^ n45) - n45); 
# 79
n45 = (5 % n45); 
# 80
(__cudaPushCallConfiguration(8, 8 + 56)) ? (void)0 : lerp34(nullptr); 
# 81
return 0; 
# 82
} 

# 1 "v000983.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f98e832e_10_v000983_cu_0099dddb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000983.cudafe1.stub.c"
#include "v000983.cudafe1.stub.c"
# 1 "v000983.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
