# 1 "v001878.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 9 "v001878.cu"
__attribute__((unused)) static unsigned long long accum4(int len5) {int volatile ___ = 1;(void)len5;
# 18
::exit(___);}
#if 0
# 9
{ 
# 10
++len5; 
# 11
len5--; 
# 12
int diff6[2] = {}; 
# 13
len5 = ((unsigned)8); 
# 14
static_assert((60 > 59));
# 15
size_t r7[7] = {3UL}; 
# 16
auto mid8 = 33; 
# 17
return (r7[1]) >> 7; 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001878.cu"
static float d_sift9; 
# 21
__attribute__((visibility("hidden"))) void combine10(int *buf11) ;
#if 0
# 21
{ 
# 22
if ((43) >= d_sift9) { 
# 23
goto out16; 
# 24
}  
# 25
for (int it12 = 0; it12 < 3; ++it12) { 
# 26
d_sift9 -= (accum4(accum4(static_cast< int>(it12)))); 
# 27
constexpr float r13 = (20.75F); 
# 28
for (int i14 = 0; i14 < it12; i14 += 3) { 
# 29
int flag15[3] = {1}; 
# 30
d_sift9 /= d_sift9; 
# 31
}  
# 32
}  
# 33
(buf11[6])++; 
# 34
out16:; ; 
# 35
} 
#endif
# 36 "v001878.cu"
enum Mode17 { 
# 37
LOW18 = 1, 
# 38
GREEN19, 
# 39
OFF20, 
# 40
MUL21, 
# 41
ON22
# 42
}; 
# 49
__attribute__((visibility("hidden"))) void map_blend24(float *data, int n) ;
#if 0
# 49
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 51 "v001878.cu"
__attribute__((visibility("hidden"))) void sift25_kernel(const float *coef26) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) static int sh_27; 
# 53
__attribute__((unused)) static int sh_28[16][14]; 
# 54
sh_27 >>= accum4(*coef26); 
# 55
if (sh_27 != sh_27) { 
# 56
return; }  
# 57
double m29{(-(16.625))}; 
# 58
__attribute__((unused)) static size_t sh_30[64]; 
# 59
d_sift9 = ((sh_30[sh_27]) / (sh_27 + (18.0F))); 
# 60
} 
#endif
# 62 "v001878.cu"
static void relax31_kernel(const unsigned *coef32, int n33) ;
#if 0
# 62
{ 
# 63
if (n33 < 50) { 
# 64
return; }  
# 65
if ((57L) < (d_sift9 + (GREEN19))) { 
# 66
return; }  
# 67
accum4(accum4(coef32[2]) + accum4(coef32[1])); 
# 68
} 
#endif
# 70 "v001878.cu"
__attribute__((unused)) float bump34(int len35, unsigned b36, unsigned p37) {int volatile ___ = 1;(void)len35;(void)b36;(void)p37;
# 78
::exit(___);}
#if 0
# 70
{ 
# 71
len35++; 
# 72
len35 >>= 4; 
# 73
auto v38 = d_sift9; 
# 74
constexpr double f39 = ((0.125F)); 
# 75
__attribute__((unused)) static int sh_40[256]; 
# 76
len35 >>= (p37 + (2716)); 
# 77
return 128; 
# 78
} 
#endif
# 80 "v001878.cu"
inline unsigned long long mix41(int n42, int lane43, double cfg44) { 
# 81
Mode17 q45 = ON22; 
# 82
lane43 /= 38; 
# 83
unsigned z46 = cfg44; 
# 84
z46 >>= ((static_cast< long>(cfg44)) + lane43); 
# 85
auto s47 = cfg44; 
# 86
Mode17 lim48 = q45; 
# 87
cudaStream_t h49 = (nullptr); 
# 88
return z46; 
# 89
} 
# 91
int main() { 
# 92
int count50 = 2680; 
# 93
for (int it51 = 0, j52 = count50; it51 < j52; (++it51), (--j52)) { 
# 94
auto lam53 = []()->int { 
# 95
(__cudaPushCallConfiguration(512, 1 << 7)) ? (void)0 : map_blend24((float *)nullptr, mix41(7, 61, (15.875))); 
# 96
return 3678; 
# 97
} ; typedef decltype(lam53) __T0;
# 98
count50 %= (((4927 - j52) + 4871) + 18); 
# 99
}  
# 100
auto fn58 = [=](int flag54, unsigned base55) mutable->unsigned { 
# 101
long t56 = (5); 
# 102
unsigned prod57 = (2679L); 
# 103
(__cudaPushCallConfiguration((t56 + (31)) / (32), 64 * 2)) ? (void)0 : relax31_kernel(static_cast< const unsigned *>(nullptr), 34); 
# 104
return (float)((t56 += (10)), 41); 
# 105
} ; typedef decltype(fn58) __T1;
# 106
fn58(count50, count50); 
# 107
Mode17 lo59 = OFF20; 
# 108
count50++; 
# 109
(__cudaPushCallConfiguration(((dim3)((count50 + 127) / 128)), 64, 0, nullptr)) ? (void)0 : combine10(nullptr); 
# 110
(__cudaPushCallConfiguration((OFF20) + (3 + 10), dim3((count50 + 31) / 32, (count50 + 31) / 32))) ? (void)0 : sift25_kernel(static_cast< const float *>(nullptr)); 
# 111
return 0; 
# 112
} 

# 1 "v001878.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1f44bef_10_v001878_cu_d_sift9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001878.cudafe1.stub.c"
#include "v001878.cudafe1.stub.c"
# 1 "v001878.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
