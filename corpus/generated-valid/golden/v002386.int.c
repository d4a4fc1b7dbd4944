# 1 "v002386.cu"
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
# 17 "v002386.cu"
__attribute__((visibility("hidden"))) void pivot4(const float *__restrict__ coef5) ;
#if 0
# 18
{ 
# 19
int i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
__attribute__((unused)) static double sh_7[256]; 
# 21
float f8 = ((coef5[5]) * (i6 >> 5)) * (12.75F); 
# 22
} 
#endif
# 24 "v002386.cu"
namespace _GLOBAL__N__f8544153_10_v002386_cu_2b2001fc __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__f8544153_10_v002386_cu_2b2001fc; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__f8544153_10_v002386_cu_2b2001fc __attribute__((visibility("hidden")))  { 
# 25
static void accum9(float p10, const unsigned *src11, float alpha12) ;
#if 0
# 26
{ 
# 27
if ((26) <= p10) { 
# 28
return; }  
# 29
auto k13 = p10; 
# 30
--alpha12; 
# 31
} 
#endif
# 32 "v002386.cu"
}
# 35
int host_split14(unsigned cfg15, double p16) 
# 36
{ 
# 37
cfg15 = cfg15; 
# 38
cfg15 = ((((cfg15 > p16) ? cfg15 : (64)) <= p16) ? 20 : __alignof__(char)); 
# 39
for (int j17 = 0; j17 < 12; j17++) { 
# 40
p16 *= ((1.75F)); }  
# 41
int v18 = p16; 
# 42
auto stride19 = (p16 + ((cfg15 += v18), p16)) - (sizeof(int)); 
# 43
stride19++; 
# 44
return 31; 
# 45
} 
# 47
extern "C" __attribute__((visibility("hidden"))) void update20_kernel(int n21) ;
#if 0
# 48
{ 
# 49
unsigned long flag22{static_cast< size_t>((310) + (((__device_builtin_variable_gridDim.z) - n21) + (sizeof(int) * n21)))}; 
# 50
long acc23[5]{(57), (16), 2L, (-48), static_cast< long>(flag22)}; 
# 51
} 
#endif
# 52 "v002386.cu"
static int d_drift24[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54
template< class T, int N = 1> static void 
# 55
__wrapper__device_stub_blend25(const T *&src26, T &b27, int &lane28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (i29 >= lane28) { 
# 59
return; }  
# 60
switch (d_drift24[__device_builtin_variable_warpSize]) { 
# 61
case 3:  
# 62
case 10:  
# 63
lane28 = (src26[6]); 
# 64
for (int it30 = 0; it30 < lane28; it30 += 4) { 
# 65
__attribute__((unused)) static float sh_31[32]; 
# 66
--(sh_31[__device_builtin_variable_gridDim.z]); 
# 67
}  
# 68
break; 
# 69
case 7:  
# 70
break; 
# 71
}  
# 72
} 
#endif

#pragma GCC diagnostic pop

# 54 "v002386.cu"
template< class T, int N = 1> static void 
# 55
blend25(const T *src26, T b27, int lane28) 
# 56
{__wrapper__device_stub_blend25<T,N>(src26,b27,lane28);
# 72
return;}
#if 0
# 56
{ 
# 57
int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
if (i29 >= lane28) { 
# 59
return; }  
# 60
switch (d_drift24[__device_builtin_variable_warpSize]) { 
# 61
case 3:  
# 62
case 10:  
# 63
lane28 = (src26[6]); 
# 64
for (int it30 = 0; it30 < lane28; it30 += 4) { 
# 65
__attribute__((unused)) static float sh_31[32]; 
# 66
--(sh_31[__device_builtin_variable_gridDim.z]); 
# 67
}  
# 68
break; 
# 69
case 7:  
# 70
break; 
# 71
}  
# 72
} 
#endif
# 74 "v002386.cu"
int main() 
# 75
{ 
# 76
int size32 = 2287; 
# 77
for (int i33 = 0; i33 < 14; i33 += 2) { 
# 78
size32 = host_split14((i33 * 42) - (size32 + size32), 6); }  
# 79
host_split14(size32 - (size32 * size32), size32); 
# 80
size32 -= ((size32 += 686L), 28UL); 
# 81
size32 = (static_cast< unsigned>(size32)); 
# 82
(__cudaPushCallConfiguration(2, (3 + (8 + 117)) * 4, 0)) ? (void)0 : pivot4(nullptr); 
# 83
(__cudaPushCallConfiguration((size32 + 255) / 256, 32, 1024)) ? (void)0 : accum9(8 + size32, nullptr, 3); 
# 84
(__cudaPushCallConfiguration(1 << (3 + 1), 1 << 7, 0)) ? (void)0 : update20_kernel(size32 >> 2); 
# 85
return 0; 
# 86
} 

# 1 "v002386.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f8544153_10_v002386_cu_2b2001fc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002386.cudafe1.stub.c"
#include "v002386.cudafe1.stub.c"
# 1 "v002386.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
