# 1 "v001568.cu"
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
# 17 "v001568.cu"
static constexpr float kR5 = (1.0F); 
# 18
static float c_scatter6; 
# 20
__attribute__((visibility("hidden"))) void fold7(int *__restrict__ dst8, long long *data9, float alpha10) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern float dyn_11[]; 
# 22
float *z12 = reinterpret_cast< float *>(data9); 
# 23
if ((c_scatter6 < (2LL)) || ((data9[5]) == (z12[0]))) { 
# 24
goto out14; 
# 25
}  
# 26
{ 
# 27
if (((unsigned char)(data9[7])) & 1) { 
# 28
const int *tmp13 = (nullptr); 
# 29
(*data9) = alpha10; 
# 30
}  
# 31
} 
# 32
out14:; ; 
# 33
} 
#endif
# 35 "v001568.cu"
__attribute((always_inline)) __attribute__((unused)) inline float pivot15(const float *__restrict__ src16) {int volatile ___ = 1;(void)src16;
# 40
::exit(___);}
#if 0
# 35
{ 
# 36
if (c_scatter6 >= kR5) { 
# 37
return (kR5 / (src16[(__device_builtin_variable_threadIdx.x) & (7)])) * ((13) % (__device_builtin_variable_threadIdx.x)); 
# 38
}  
# 39
return src16[4]; 
# 40
} 
#endif
# 41 "v001568.cu"
enum class Kind17: int { Idle18, Red19}; 
# 42
constexpr long WIDTH20 = (16); 
# 43
enum class Phase21: int { 
# 44
Off22, 
# 45
Slow23, 
# 46
Red24 = 5, 
# 47
Blue25 = 9, 
# 48
High26 = 13
# 49
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51
template< class T, int N> static void 
# 52
__wrapper__device_stub_tally27(T *&data28, T &p29, T *&data30, const long *__restrict__ &coef31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern float dyn_32[]; 
# 54
unsigned idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
(data30[idx33 & (7)]) = N; 
# 56
T u34 = (((int)kR5) * ((__device_builtin_variable_threadIdx.x) - idx33)) + ((21.875) - (~idx33)); 
# 57
__attribute__((unused)) static double sh_35[16]; 
# 58
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001568.cu"
template< class T, int N> static void 
# 52
tally27(T *data28, T p29, T *data30, const long *__restrict__ coef31) {__wrapper__device_stub_tally27<T,N>(data28,p29,data30,coef31);
# 58
return;}
#if 0
# 52
{ 
# 53
__attribute__((unused)) extern float dyn_32[]; 
# 54
unsigned idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
(data30[idx33 & (7)]) = N; 
# 56
T u34 = (((int)kR5) * ((__device_builtin_variable_threadIdx.x) - idx33)) + ((21.875) - (~idx33)); 
# 57
__attribute__((unused)) static double sh_35[16]; 
# 58
} 
#endif
# 60 "v001568.cu"
unsigned host_norm36(double alpha37, bool beta38) { 
# 61
if (beta38 <= (alpha37 - WIDTH20)) { 
# 62
goto skip39; 
# 63
}  
# 64
(__cudaPushCallConfiguration(256, ((dim3)(2)), 0)) ? (void)0 : fold7(nullptr, static_cast< long long *>(nullptr), beta38); 
# 65
if (beta38 - beta38) { 
# 66
return kR5; 
# 67
}  
# 68
skip39:; ; 
# 69
return 35U; 
# 70
} 
# 72
int main() { 
# 73
int count40 = 3544; 
# 74
count40 = ((-count40) + 33L); 
# 75
(__cudaPushCallConfiguration((count40 + 255) / 256, (2 + (4 + 10)) * 2, 0)) ? (void)0 : tally27< float, 2> (nullptr, kR5, static_cast< float *>(nullptr), (const long *)nullptr); 
# 76
int k41 = count40 - (((long)kR5) | count40); 
# 77
return 0; 
# 78
} 

# 1 "v001568.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__400a7181_10_v001568_cu_5b38b3b4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001568.cudafe1.stub.c"
#include "v001568.cudafe1.stub.c"
# 1 "v001568.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
