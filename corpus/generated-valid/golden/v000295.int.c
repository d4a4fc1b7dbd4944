# 1 "v000295.cu"
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
# 7 "v000295.cu"
static void smooth2_kernel(int n3, int *acc4, int len5) ;
#if 0
# 7
{ 
# 8
__attribute__((unused)) extern int dyn_6[]; 
# 9
n3 ^= (acc4[n3]); 
# 10
(dyn_6[0]) /= (27 - (dyn_6[2])); 
# 11
__attribute__((unused)) static int sh_7[256]; 
# 12
float t8 = (27); 
# 13
len5++; 
# 14
n3 += (-39); 
# 15
(dyn_6[n3]) |= 11; 
# 16
} 
#endif
# 18 "v000295.cu"
constexpr int stencil9(int len10, unsigned long long cfg11) { 
# 19
int e12 = (static_cast< float>(len10)) * ((len10 + len10) * 424); 
# 20
len10 = (cfg11 * e12); 
# 21
return 46; 
# 22
} 
# 24
unsigned norm13(int len14, const double *coef15, int len16 = 52) { 
# 25
(__cudaPushCallConfiguration(((dim3)(2)), dim3((len16 + 63) / 64, (len14 + 255) / 256, sizeof(float) * (32)), sizeof(float) * (64), (cudaStream_t)0)) ? (void)0 : smooth2_kernel(len14, &len16, 38); 
# 26
constexpr int v17 = 58; 
# 27
constexpr float diff18 = (2U); 
# 28
return 0 * (stencil9(len16, coef15[0]) + ((len16 == 8U) ? v17 : 1)); 
# 29
} 
# 31
struct Tile19 { 
# 32
int mass20; 
# 33
size_t y21; 
# 34
void total22(unsigned char w23) { 
# 35
(mass20) = (mass20); 
# 36
} 
# 37
}; 
# 39
__attribute__((visibility("hidden"))) void probe24(unsigned a25, int *buf26) ;
#if 0
# 39
{ 
# 40
stencil9(stencil9(a25, (a25 != 7L) ? *buf26 : a25), a25); 
# 41
stencil9((*buf26) - stencil9(a25, buf26[a25]), ((buf26[a25]) >= a25) ? sizeof(int) * a25 : a25); 
# 42
int val27 = *buf26; 
# 43
__attribute__((unused)) static int sh_28[32]; 
# 44
} 
#endif
# 45 "v000295.cu"
static unsigned d_count29; 
# 47
__attribute__((unused)) short tally30(double q31, double a32) {int volatile ___ = 1;(void)q31;(void)a32;
# 54
::exit(___);}
#if 0
# 47
{ 
# 48
stencil9(d_count29, q31); 
# 49
if ((a32 * d_count29) < q31) { 
# 50
return a32; }  
# 51
d_count29 = q31; 
# 52
float acc33[7] = {}; 
# 53
return ((d_count29 % 9U) - ((q31 != (acc33[d_count29])) ? 1208 : q31)) - ((stencil9(q31, '\000')) - q31); 
# 54
} 
#endif
# 56 "v000295.cu"
__attribute__((unused)) inline double blend34(int *out35) {int volatile ___ = 1;(void)out35;
# 65
::exit(___);}
#if 0
# 56
{ 
# 57
__attribute__((unused)) static Tile19 sh_36[256]; 
# 58
__attribute__((unused)) static Tile19 sh_37; 
# 59
(out35[d_count29]) ^= stencil9((out35[5]) / (((sh_36[d_count29]).mass20) + 21UL), +((*out35) * (*out35))); 
# 60
if (!out35) { 
# 61
return +((sh_37.y21) + ((sh_36[d_count29]).mass20)); }  
# 62
(out35[3]) = stencil9((sh_36[d_count29]).y21, ((out35[d_count29]) / 61) - stencil9(*out35, sh_37.y21)); 
# 63
Tile19 res38 = Tile19{5, static_cast< size_t>((sh_36[d_count29]).mass20)}; 
# 64
return out35[d_count29]; 
# 65
} 
#endif
# 67 "v000295.cu"
constexpr int run_bump39(int count40) { 
# 68
count40 = ((26U % count40) * count40); 
# 69
return stencil9(count40, 35 + (count40 * 27)); 
# 70
} 
# 72
int main() { 
# 73
int len41 = 3980; 
# 74
long long acc42[3] = {(-18LL), (18L), static_cast< long long>(+len41)}; 
# 75
float *res43 = (nullptr); 
# 76
(__cudaPushCallConfiguration((len41 + 63) / 64, dim3((len41 + 255) / 256, 1), 256, (cudaStream_t)0)) ? (void)0 : probe24(run_bump39(static_cast< float>(len41)), &len41); 
# 77
return 0; 
# 78
} 

# 1 "v000295.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b420581_10_v000295_cu_45f5ace0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000295.cudafe1.stub.c"
#include "v000295.cudafe1.stub.c"
# 1 "v000295.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
