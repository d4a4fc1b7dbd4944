# 1 "v001460.cu"
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
# 13 "v001460.cu"
__attribute__((visibility("hidden"))) void probe3_kernel(int count4, float *buf5) ;
#if 0
# 13
{ 
# 14
unsigned tid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (tid6 >= count4) { 
# 16
return; }  
# 17
switch (__device_builtin_variable_gridDim.x) { 
# 18
case 12:  { 
# 19
__attribute__((unused)) static int sh_7[4 * 8]; 
# 20
unsigned s8 = __device_builtin_variable_blockDim.x; 
# 21
[[fallthrough]] ; 
# 22
} 
# 23
case 10:  { 
# 24
float hi9 = *buf5; 
# 25
break; 
# 26
} 
# 27
case 6:  
# 28
(buf5[count4 & 7]) = (((count4 += 14), (36 % count4)) / (10.25F)); 
# 29
break; 
# 30
case 11:  { 
# 31
unsigned short acc10 = ((((buf5[__device_builtin_variable_gridDim.x]) += (23.875F)), (((count4 += count4), (*buf5)) - (11U + tid6)))); 
# 32
break; 
# 33
} 
# 34
}  
# 35
count4 = ((tid6 & (58)) - (52)); 
# 36
} 
#endif
# 38 "v001460.cu"
struct Particle11 { 
# 39
unsigned lo12; 
# 40
unsigned vel13; 
# 41
unsigned short vel14; 
# 42
}; 
# 44
__attribute__((unused)) int sift15(float cfg16) {int volatile ___ = 1;(void)cfg16;
# 58
::exit(___);}
#if 0
# 44
{ 
# 45
cfg16 = (((3) | ((__device_builtin_variable_threadIdx.x) >> 7)) >> (((54) - (__device_builtin_variable_threadIdx.y)) - (1))); 
# 46
switch ((unsigned char)(__device_builtin_variable_threadIdx.z)) { 
# 47
case 5:  { 
# 48
unsigned long lim17[sizeof(float) * (2)]{3603UL, (3115L), (1), 57UL, (10U), (static_cast< size_t>(19L)), 4UL, (52)}; 
# 49
break; 
# 50
} 
# 51
case sizeof(float) * (3):  
# 52
if ((cfg16 * (__device_builtin_variable_threadIdx.x)) > (55U)) { 
# 53
break; }  
# 54
break; 
# 55
}  
# 56
cfg16 = ((13.75F) - ((long)((__device_builtin_variable_blockIdx.x) ^ 8U))); 
# 57
return sizeof(Particle11); 
# 58
} 
#endif
# 60 "v001460.cu"
constexpr int sweep18(int n19, int len20) { 
# 61
long long s21 = (n19 - (49 * len20)) | (44 >> (len20 + len20)); 
# 62
n19 = n19; 
# 63
return +((~len20) / n19); 
# 64
} 
# 65
static int c_warp22; 
# 67
__attribute((always_inline)) __attribute__((unused)) static inline float norm23(int stride24, Particle11 b25) {int volatile ___ = 1;(void)stride24;(void)b25;
# 72
::exit(___);}
#if 0
# 67
{ 
# 68
float *s26 = (nullptr); 
# 69
unsigned res27 = (13); 
# 70
int acc28[3] = {(44L), 48, stride24}; 
# 71
return (23.75F); 
# 72
} 
#endif
# 73 "v001460.cu"
constexpr int DEPTH29 = 7; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 75
template< class T, int N> static void 
# 76
__wrapper__device_stub_decay30_kernel(T *__restrict__ &buf31, const unsigned *__restrict__ &coef32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 76
{ 
# 77
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
if (40 != ((T)idx33)) { 
# 79
return; }  
# 80
switch (c_warp22) { 
# 81
case DEPTH29 + 4:  
# 82
static_assert(((DEPTH29 + 34) > 40), "bad config");
# 83
break; 
# 84
}  
# 85
__attribute__((unused)) static Particle11 sh_34[16]; 
# 86
constexpr int r35 = 13; 
# 87
__attribute__((unused)) static unsigned sh_36[8]; 
# 88
int *idx37 = (nullptr); 
# 89
} 
#endif

#pragma GCC diagnostic pop

# 75 "v001460.cu"
template< class T, int N> static void 
# 76
decay30_kernel(T *__restrict__ buf31, const unsigned *__restrict__ coef32) {__wrapper__device_stub_decay30_kernel<T,N>(buf31,coef32);
# 89
return;}
#if 0
# 76
{ 
# 77
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
if (40 != ((T)idx33)) { 
# 79
return; }  
# 80
switch (c_warp22) { 
# 81
case DEPTH29 + 4:  
# 82
static_assert(((DEPTH29 + 34) > 40), "bad config");
# 83
break; 
# 84
}  
# 85
__attribute__((unused)) static Particle11 sh_34[16]; 
# 86
constexpr int r35 = 13; 
# 87
__attribute__((unused)) static unsigned sh_36[8]; 
# 88
int *idx37 = (nullptr); 
# 89
} 
#endif
# 91 "v001460.cu"
int main() { 
# 92
int len38 = 2583; 
# 93
(__cudaPushCallConfiguration((len38 + 127) / 128, 64)) ? (void)0 : probe3_kernel(59, (float *)nullptr); 
# 94
if ((len38 * len38) > 22) { 
# 95
return len38; }  
# 96
(__cudaPushCallConfiguration(128, 32 * 4)) ? (void)0 : decay30_kernel< int, 2> (&len38, (const unsigned *)nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v001460.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4ee28acb_10_v001460_cu_89b22eb3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001460.cudafe1.stub.c"
#include "v001460.cudafe1.stub.c"
# 1 "v001460.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
