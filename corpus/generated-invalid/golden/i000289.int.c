# 1 "i000289.cu"
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
# 15 "i000289.cu"
enum Color6: unsigned { 
# 16
OFF7, 
# 17
ON8, 
# 18
ON9, 
# 19
GREEN10, 
# 20
GREEN11
# 21
}; 
# 28
__attribute__((visibility("hidden"))) void map_kick13(float *data, int n) ;
#if 0
# 28
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 29 "i000289.cu"
enum Op14: unsigned { BLUE15, ADD16, OFF17 = 3U, ON18 = 6U}; 
# 30
static_assert((43 == 43), "expected value");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T> static void 
# 34
__wrapper__device_stub_combine19_kernel(const T *&coef20, int &len21, T *&buf22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
if (((*buf22) >= 4) && (len21 == len21)) { 
# 37
goto done25; 
# 38
}  
# 39
(buf22[7]) = (14.25); 
# 40
len21 = ((buf22 == nullptr) ? 63 : (((coef20[7]) - (buf22[len21])) * ((coef20[len21]) + ON9))); 
# 42
#pragma unroll 8
for (
# 42
int n23 = 0; n23 < len21; ++n23) { 
# 43
(++(buf22[3])), ((buf22[n23]) = ((len21 += n23), (((19.75) - n23) - (5)))); 
# 44
int r24 = (buf22[6]) - (static_cast< T>(((buf22[6]) > (*coef20)) ? (12.5) : (19))); 
# 45
}  
# 46
done25:; ; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 33 "i000289.cu"
template< class T> static void 
# 34
combine19_kernel(const T *coef20, int len21, T *buf22) 
# 35
{__wrapper__device_stub_combine19_kernel<T>(coef20,len21,buf22);
# 47
return;}
#if 0
# 35
{ 
# 36
if (((*buf22) >= 4) && (len21 == len21)) { 
# 37
goto done25; 
# 38
}  
# 39
(buf22[7]) = (14.25); 
# 40
len21 = ((buf22 == nullptr) ? 63 : (((coef20[7]) - (buf22[len21])) * ((coef20[len21]) + ON9))); 
# 42
#pragma unroll 8
for (
# 42
int n23 = 0; n23 < len21; ++n23) { 
# 43
(++(buf22[3])), ((buf22[n23]) = ((len21 += n23), (((19.75) - n23) - (5)))); 
# 44
int r24 = (buf22[6]) - (static_cast< T>(((buf22[6]) > (*coef20)) ? (12.5) : (19))); 
# 45
}  
# 46
done25:; ; 
# 47
} 
#endif
# 49 "i000289.cu"
__attribute__((visibility("hidden"))) void grow26(int stride27) ;
#if 0
# 50
{ 
# 51
stride27 = (28LL); 
# 52
stride27 = (stride27 + (+stride27)); 
# 53
int mid28[(GREEN11) + (ADD16)] = {}; 
# 54
++(mid28[2]); 
# 55
float tmp29 = stride27; 
# 56
} 
#endif
# 58 "i000289.cu"
int run_scatter30(unsigned cfg31) 
# 59
{ 
# 60
cfg31++; 
# 61
cfg31 = (((static_cast< long>(cfg31 - sizeof(short))) < ((cfg31 < (19)) ? cfg31 : (19))) ? static_cast< long>(cfg31 - sizeof(short)) : ((cfg31 < (19)) ? cfg31 : (19))); 
# 62
unsigned f32[2 * 4] = {}; 
# 63
auto lam33 = []() { } ; typedef decltype(lam33) __T0;
# 64
lam33(); 
# 65
(__cudaPushCallConfiguration(1 << 9, ((dim3)((cfg31 + (255)) / (256))), sizeof(double) * (64))) ? (void)0 : combine19_kernel((const int *)nullptr, -8, (int *)nullptr); 
# 66
Color6 hi34 = GREEN10; 
# 67
return cfg31 >> ((51) * cfg31); 
# 68
} 
# 70
int main() 
# 71
{ 
# 72
int count35 = 2179; 
# 73
int uninit37; 
# 74
count35 += uninit37; 
# 75
unsigned short r36[6] = {}; 
# 76
++(r36[3]); 
# 77
(r36[count35]) = count35; 
# 78
(__cudaPushCallConfiguration(dim3((count35 + 127) / 128, 2), 128, 1 << 8)) ? (void)0 : map_kick13(nullptr, (-count35) / (r36[count35])); 
# 79
(__cudaPushCallConfiguration((count35 + 31) / 32, 12 + 500, sizeof(float) * (128))) ? (void)0 : grow26(static_cast< float>((6.125F) - (r36[count35]))); 
# 80
return 0; 
# 81
} 

# 1 "i000289.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2a5149ec_10_i000289_cu_375a9749
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000289.cudafe1.stub.c"
#include "i000289.cudafe1.stub.c"
# 1 "i000289.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
