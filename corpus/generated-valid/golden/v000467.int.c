# 1 "v000467.cu"
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
# 19 "v000467.cu"
extern "C" {
# 20
__attribute__((visibility("hidden"))) void scale6(const int *__restrict__ input7, unsigned p8, int lane9) ;
#if 0
# 20
{ 
# 21
int gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (gid10 >= lane9) { 
# 23
return; 
# 24
}  
# 25
p8 = (58UL + (((lane9 + gid10) > 2) ? lane9 + gid10 : 2)); 
# 26
float h11 = (__device_builtin_variable_gridDim.x) * (32); 
# 27
__attribute__((unused)) static int sh_12[256]; 
# 28
for (int j13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j13 < 3; j13 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 29
(sh_12[241]) %= (j13 * 11UL); 
# 30
p8--; 
# 31
}  
# 32
} 
#endif
# 33 "v000467.cu"
}
# 35
size_t check_grow14(long beta15, long *__restrict__ data16, int *acc17) { 
# 36
for (int it18 = 0; it18 < 10; it18 += 4) { 
# 37
if (acc17 == (nullptr)) { 
# 38
static_assert((57 == 57), "size check");
# 39
(__cudaPushCallConfiguration(128, 512, 256)) ? (void)0 : scale6(acc17, (int)(acc17[2]), (32) * beta15); 
# 40
(acc17[beta15]) = ((acc17[beta15]) - it18); 
# 41
}  
# 42
if ((data16[it18]) <= (58)) { 
# 43
return 32; 
# 44
}  
# 45
}  
# 46
return (45 + (acc17[beta15])) * (*acc17); 
# 47
} 
# 49
__attribute__((unused)) void step19(int n20, int *data21) {int volatile ___ = 1;(void)n20;(void)data21;
# 57
::exit(___);}
#if 0
# 49
{ 
# 50
--(data21[n20]); 
# 51
if (const float s22 = *data21; ((int)(n20 * 47U)) == (s22 - s22)) { 
# 52
if (data21 != (nullptr)) { 
# 53
return; 
# 54
}  
# 55
(data21[__device_builtin_variable_threadIdx.x]) /= (((char)n20) + ((((data21[n20]) > 2) ? data21[n20] : 2) - 1)); 
# 56
}  
# 57
} 
#endif
# 64 "v000467.cu"
__attribute__((visibility("hidden"))) void map_rank24(double *data, int n) ;
#if 0
# 64
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 65 "v000467.cu"
__attribute__((visibility("hidden"))) void map_spread25(unsigned *data, int n) ;
#if 0
# 65
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 66 "v000467.cu"
enum class Color26 { Slow27 = 2, Slow28 = 6, Green29}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 68
template< class T, int N> static void 
# 69
__wrapper__device_stub_lerp30(const T *__restrict__ &coef31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern unsigned dyn_32[]; 
# 71
int tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
Color26 cnt34 = Color26::Slow28; 
# 73
if (T v35 = (((dyn_32[1]) > ((coef31[__device_builtin_variable_gridDim.x]) - (dyn_32[2]))) ? dyn_32[1] : ((coef31[__device_builtin_variable_gridDim.x]) - (dyn_32[2]))) * N; (((T)(dyn_32[__device_builtin_variable_blockIdx.x])) + (5 + v35)) < ((__device_builtin_variable_threadIdx.z) * (3303))) { 
# 74
(dyn_32[__device_builtin_variable_warpSize]) = (4UL); 
# 75
}  
# 76
(dyn_32[4]) = (__device_builtin_variable_threadIdx.x); 
# 77
if (cnt34 == Color26::Green29) { 
# 78
return; 
# 79
}  
# 80
} 
#endif

#pragma GCC diagnostic pop

# 68 "v000467.cu"
template< class T, int N> static void 
# 69
lerp30(const T *__restrict__ coef31) {__wrapper__device_stub_lerp30<T,N>(coef31);
# 80
return;}
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern unsigned dyn_32[]; 
# 71
int tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 72
Color26 cnt34 = Color26::Slow28; 
# 73
if (T v35 = (((dyn_32[1]) > ((coef31[__device_builtin_variable_gridDim.x]) - (dyn_32[2]))) ? dyn_32[1] : ((coef31[__device_builtin_variable_gridDim.x]) - (dyn_32[2]))) * N; (((T)(dyn_32[__device_builtin_variable_blockIdx.x])) + (5 + v35)) < ((__device_builtin_variable_threadIdx.z) * (3303))) { 
# 74
(dyn_32[__device_builtin_variable_warpSize]) = (4UL); 
# 75
}  
# 76
(dyn_32[4]) = (__device_builtin_variable_threadIdx.x); 
# 77
if (cnt34 == Color26::Green29) { 
# 78
return; 
# 79
}  
# 80
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 82 "v000467.cu"
__attribute((noinline)) __attribute__((unused)) static unsigned long long apply36(float alpha37, int *acc38, char b39 = 52U) {int volatile ___ = 1;(void)alpha37;(void)acc38;(void)b39;
# 86
::exit(___);}
#if 0
# 82
{ 
# 83
((acc38[b39])++), (alpha37 = ((unsigned)(52 + (b39 - (acc38[5]))))); 
# 84
__attribute__((unused)) static double sh_40[16]; 
# 85
return (4) * (__device_builtin_variable_gridDim.x); 
# 86
} 
#endif

#pragma GCC diagnostic pop

# 88 "v000467.cu"
int check_apply41(const double *in42, int *data43, int *out44) { 
# 89
auto lam46 = [=](char sum45) mutable->unsigned { 
# 90
((data43)[sum45]) %= sum45; 
# 91
(__cudaPushCallConfiguration(64, 48 + 16, 0)) ? (void)0 : lerp30< float, 3> ((const float *)nullptr); 
# 92
return ((data43)[2]) - 14; 
# 93
} ; typedef decltype(lam46) __T0;
# 94
double mid47 = *in42; 
# 95
(out44[4]) /= 51; 
# 96
(out44[6]) = (out44[1]); 
# 97
int r48 = lam46(mid47 * ((45U) + mid47)); 
# 98
return 27; 
# 99
} 
# 101
int main() { 
# 102
int n49 = 77; 
# 103
++n49; 
# 104
(__cudaPushCallConfiguration(32 + (32 + (18 + (18 + (32 + 124)))), 512)) ? (void)0 : map_spread25(nullptr, n49); 
# 105
(__cudaPushCallConfiguration((n49 + 31) / 32, 32 + (18 + (48 + 158)))) ? (void)0 : map_rank24((double *)nullptr, n49 / (n49 + 16)); 
# 106
return 0; 
# 107
} 

# 1 "v000467.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7542b9c6_10_v000467_cu_scale6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000467.cudafe1.stub.c"
#include "v000467.cudafe1.stub.c"
# 1 "v000467.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
