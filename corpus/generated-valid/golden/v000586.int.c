# 1 "v000586.cu"
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
# 8 "v000586.cu"
struct Particle3 { 
# 9
unsigned count4; 
# 10
int y5; 
# 11
float id6; 
# 12
}; 
# 14
__attribute__((visibility("hidden"))) void shade7(Particle3 beta8, float *__restrict__ dst9, float *__restrict__ acc10) ;
#if 0
# 14
{ 
# 15
if (((acc10[5]) > (beta8.id6)) && ((*dst9) > (*acc10))) { 
# 16
return; 
# 17
}  
# 18
constexpr float x11 = (-(6.25F)); 
# 19
} 
#endif
# 21 "v000586.cu"
constexpr int run_merge12(int n13, unsigned short q14) { 
# 22
n13 = ((8 + (q14 * 43)) - 56ULL); 
# 23
n13 += (((((q14 > 8) ? q14 : 8) - ((float)n13)) > ((27 * n13) * ((q14 != 8) ? q14 : n13))) ? ((q14 > 8) ? q14 : 8) - ((float)n13) : ((27 * n13) * ((q14 != 8) ? q14 : n13))); 
# 24
return (((q14 + 8) > (8 * n13)) ? q14 + 8 : (8 * n13)) * (n13 + 8); 
# 25
} 
# 26
static_assert((22 == 22));
# 27
int g_stencil15 = 64; 
# 29
constexpr int host_update16(int len17) { 
# 30
len17 &= 34; 
# 31
return 56 * len17; 
# 32
} 
# 34
namespace impl18 { 
# 35
constexpr int host_relax19(int n20) { 
# 36
auto y21 = (((-n20) > ((n20 > n20) ? n20 : n20)) ? -n20 : ((n20 > n20) ? n20 : n20)) * 45U; 
# 37
float off22 = (3.0F); 
# 38
return 9U; 
# 39
} 
# 41
constexpr int check_warp23(int stride24) { 
# 42
return impl18::host_relax19(stride24 - ((int)8)); 
# 43
} 
# 45
void check_spread25(unsigned cfg26) { 
# 46
g_stencil15 += host_update16(impl18::host_relax19(cfg26)); 
# 47
host_update16((12 >= run_merge12(g_stencil15, cfg26)) ? g_stencil15 - 26 : 8); 
# 48
} 
# 49
}
# 51
static int run_count27(short b28, int *__restrict__ acc29, int count30) { 
# 52
Particle3 mid31{(unsigned)count30, 44, static_cast< float>(run_merge12(g_stencil15, 8))}; 
# 53
if ((mid31.y5) < count30) { 
# 54
return mid31.y5; 
# 55
}  
# 56
(__cudaPushCallConfiguration(2, (8 + (8 + (8 + 8))) * 4, sizeof(double) * (128))) ? (void)0 : shade7(Particle3{(54), 31, (1.0F)}, nullptr, reinterpret_cast< float *>(acc29)); 
# 57
Particle3 sum32 = mid31; 
# 58
if (count30 < host_update16(mid31.id6)) { 
# 59
return ((!acc29) || (count30 > 33U)) ? (int)count30 : 1; 
# 60
}  
# 61
return host_update16((sum32.id6) + ((acc29[6]) + count30)); 
# 62
} 
# 64
int main() { 
# 65
int n33 = 50; 
# 66
Particle3 r34 = Particle3{static_cast< unsigned>(g_stencil15), (static_cast< int>(30)), (47)}; 
# 67
if (!(n33 < g_stencil15)) { 
# 68
return g_stencil15; 
# 69
}  
# 70
for (int n35 = 0, j36 = 15; n35 < j36; (++n35), (--j36)) { 
# 71
auto step39 = [](auto w37) { 
# 72
int q38 = w37; 
# 73
(--q38), (w37 = ((long long)5U)); 
# 74
return w37 * 2; 
# 75
} ; typedef decltype(step39) __T0;
# 76
}  
# 77
n33 = (((run_count27(1636, &g_stencil15, sizeof(Particle3)) >= g_stencil15) && (9 <= host_update16(n33))) ? n33 : run_count27(36U - (r34.y5), &g_stencil15, (((r34.id6) += (59L)), 8))); 
# 78
unsigned char x40 = n33; 
# 79
return 0; 
# 80
} 

# 1 "v000586.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b992b367_10_v000586_cu_a9f9e898
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000586.cudafe1.stub.c"
#include "v000586.cudafe1.stub.c"
# 1 "v000586.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
