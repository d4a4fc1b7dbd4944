# 1 "v000318.cu"
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
# 16 "v000318.cu"
static int d_tile4[64]; 
# 18
__attribute__((visibility("hidden"))) void tally5(float p6, int count7, int stride8) ;
#if 0
# 18
{ 
# 19
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (gid9 >= stride8) { 
# 21
return; }  
# 22
(d_tile4[41]) |= ((d_tile4[gid9]) * 2093); 
# 23
int cnt10 = 30; 
# 24
float r11 = p6; 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "v000318.cu"
template< class T, int N = 2> static void 
# 28
__wrapper__device_stub_fuse12(T *&dst13, const T *&in14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 28
{ 
# 29
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (dst13 == nullptr) { 
# 31
return; }  
# 32
(dst13[tid15]) = (((tid15 * N) > (N + (*in14))) ? ((dst13[__device_builtin_variable_blockIdx.z]) += tid15), ((float)sizeof(unsigned)) : (__device_builtin_variable_threadIdx.z)); 
# 33
(dst13[4])--; 
# 34
(d_tile4[13])--; 
# 35
unsigned s16 = (57); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 27 "v000318.cu"
template< class T, int N = 2> static void 
# 28
fuse12(T *dst13, const T *in14) {__wrapper__device_stub_fuse12<T,N>(dst13,in14);
# 36
return;}
#if 0
# 28
{ 
# 29
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (dst13 == nullptr) { 
# 31
return; }  
# 32
(dst13[tid15]) = (((tid15 * N) > (N + (*in14))) ? ((dst13[__device_builtin_variable_blockIdx.z]) += tid15), ((float)sizeof(unsigned)) : (__device_builtin_variable_threadIdx.z)); 
# 33
(dst13[4])--; 
# 34
(d_tile4[13])--; 
# 35
unsigned s16 = (57); 
# 36
} 
#endif
# 38 "v000318.cu"
constexpr int count17(int lane18) { 
# 39
int stride19 = lane18; 
# 40
int cnt20 = (9 + (lane18 * stride19)) * 41; 
# 41
return ((0U * cnt20) * (61)) * 60L; 
# 42
} 
# 44
__attribute__((visibility("hidden"))) void apply21_kernel(int lane22) ;
#if 0
# 44
{ 
# 45
int i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if ((__device_builtin_variable_blockDim.x) > 63L) { 
# 47
return; }  
# 48
lane22 = count17((((d_tile4[__device_builtin_variable_blockIdx.x]) += i23), ((d_tile4[11]) - (d_tile4[__device_builtin_variable_warpSize])))); 
# 49
lane22 *= (((long)count17(__device_builtin_variable_threadIdx.x)) + (count17(lane22 * lane22))); 
# 50
} 
#endif
# 53 "v000318.cu"
static void tile24(int len25, const unsigned *coef26, int lane27, const float *src28) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern unsigned short dyn_29[]; 
# 55
int idx30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (idx30 >= len25) { 
# 57
return; }  
# 58
switch (count17(dyn_29[1])) { 
# 59
case 11:  
# 60
break; 
# 61
case 12:  
# 62
if ((src28[7]) == len25) { 
# 63
break; }  
# 64
break; 
# 65
case 5:  { 
# 66
auto off31 = __device_builtin_variable_threadIdx.x; 
# 67
break; 
# 68
} 
# 69
default:  
# 70
break; 
# 71
}  
# 72
} 
#endif
# 74 "v000318.cu"
int main() { 
# 75
int len32 = 1664; 
# 76
for (int it33 = len32; it33 > 0; --it33) { 
# 77
float acc34 = (21.0F); 
# 78
}  
# 79
unsigned char prod35(static_cast< int>(len32)); 
# 80
(__cudaPushCallConfiguration((9 + 23) * 8, ((dim3)(32)))) ? (void)0 : tally5(count17(prod35), count17(len32 * 9U), prod35); 
# 81
(__cudaPushCallConfiguration(dim3(1, 256), dim3(2, (len32 + 63) / 64), 0)) ? (void)0 : fuse12< int, 1> (nullptr, nullptr); 
# 82
(__cudaPushCallConfiguration((len32 + 63) / 64, 45 + 211, 4096)) ? (void)0 : apply21_kernel(912); 
# 83
return 0; 
# 84
} 

# 1 "v000318.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__82044538_10_v000318_cu_b7d49b2c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000318.cudafe1.stub.c"
#include "v000318.cudafe1.stub.c"
# 1 "v000318.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
