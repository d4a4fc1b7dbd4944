# 1 "v001323.cu"
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
# 5 "v001323.cu"
namespace _GLOBAL__N__b4d2b35d_10_v001323_cu_06ce458f __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__b4d2b35d_10_v001323_cu_06ce458f; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__b4d2b35d_10_v001323_cu_06ce458f __attribute__((visibility("hidden")))  { 
# 6
void clamp1_kernel(long *out2, int stride3, const float *in4) ;
#if 0
# 7
{ 
# 8
__attribute__((unused)) extern unsigned long long dyn_5[]; 
# 9
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (i6 >= stride3) { 
# 11
return; 
# 12
}  
# 13
float h7 = (42) | ((i6 != (in4[i6 & 7])) ? __device_builtin_variable_blockIdx.x : (dyn_5[__device_builtin_variable_blockDim.y])); 
# 14
__attribute__((unused)) static int sh_8; 
# 15
for (int it9 = 0; it9 < sh_8; ++it9) { 
# 16
if (it9 <= (dyn_5[5])) { 
# 17
continue; 
# 18
}  
# 19
if (stride3 & 1) { 
# 20
return; 
# 21
}  
# 22
}  
# 23
__attribute__((unused)) static int sh_10[16]; 
# 24
stride3 = 12; 
# 25
} 
#endif
# 26 "v001323.cu"
enum class Level11 { Blue12, Green13 = 3, High14, Off15 = 9}; 
# 27
}
# 29
__attribute((noinline)) __attribute__((unused)) int filter16(bool a17, int lane18 = 27UL) 
# 30
{int volatile ___ = 1;(void)a17;(void)lane18;
# 35
::exit(___);}
#if 0
# 30
{ 
# 31
lane18 = (lane18 * ((16 & a17) | lane18)); 
# 32
++lane18; 
# 33
__attribute__((unused)) static size_t sh_19; 
# 34
return (((!a17) ? a17 : a17) | 8) >> 0; 
# 35
} 
#endif
# 37 "v001323.cu"
constexpr int relax20(int stride21) 
# 38
{ 
# 39
constexpr long long k22 = (42); 
# 40
double k23 = stride21; 
# 41
return k23; 
# 42
} 
# 44
static void pack24_kernel(int len25, const int *input26, int n27) ;
#if 0
# 45
{ 
# 46
int gid28 = __device_builtin_variable_threadIdx.x; 
# 47
if (gid28 >= len25) { 
# 48
return; 
# 49
}  
# 50
for (int j29 = 0; j29 < len25; j29++) { 
# 51
int stride30(filter16((gid28 & (*input26)) < 8)); 
# 52
n27 = gid28; 
# 53
}  
# 54
} 
#endif
# 56 "v001323.cu"
static void fuse31(int lane32, double alpha33, int count34) 
# 57
{ 
# 58
int x35 = relax20(relax20(alpha33)); 
# 59
Level11 sum36 = Level11::High14; 
# 60
if (alpha33 <= lane32) { 
# 61
return; 
# 62
}  
# 63
} 
# 65
int main() 
# 66
{ 
# 67
int n37 = 998; 
# 68
n37 = n37; 
# 69
auto lam41 = [](float prod38, double idx39) { 
# 70
cudaStream_t m40 = ((cudaStream_t)0); 
# 71
(__cudaPushCallConfiguration(2 * 16, 512, 0, m40)) ? (void)0 : pack24_kernel(relax20(idx39), (const int *)nullptr, sizeof(float)); 
# 72
} ; typedef decltype(lam41) __T0;
# 73
lam41(n37, 11UL); 
# 74
static int r42 = 39; 
# 75
constexpr float lim43 = (20.75F); 
# 76
fuse31(r42, lim43, r42); 
# 77
(__cudaPushCallConfiguration(2 * 4, 128, sizeof(int) * (64), nullptr)) ? (void)0 : clamp1_kernel((long *)nullptr, r42, &lim43); 
# 78
return 0; 
# 79
} 

# 1 "v001323.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b4d2b35d_10_v001323_cu_06ce458f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001323.cudafe1.stub.c"
#include "v001323.cudafe1.stub.c"
# 1 "v001323.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
