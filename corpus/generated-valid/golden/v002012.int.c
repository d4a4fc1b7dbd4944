# 1 "v002012.cu"
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
# 13 "v002012.cu"
template< class T, int N = 7> 
# 14
__attribute((always_inline)) __attribute__((unused)) static inline void probe6(const T *src7) {int volatile ___ = 1;(void)src7;
# 20
::exit(___);}
#if 0
# 14
{ 
# 16
#pragma unroll 2
for (
# 16
int n8 = 8; n8 > 0; --n8) { 
# 17
{ 
# 18
} 
# 19
}  
# 20
} 
#endif
# 21 "v002012.cu"
__attribute__((visibility("hidden"))) void pivot9(int *out10, unsigned *acc11, int *dst12, double a13) ;
#if 0
# 21
{ 
# 22
float *acc14 = reinterpret_cast< float *>(acc11); 
# 23
(acc11[7])--; 
# 24
float lo15 = (((acc11[1]) - (1.375F)) - a13) - (*acc11); 
# 25
(*acc14) = (15L); 
# 26
} 
#endif
# 27 "v002012.cu"
static void smooth16(bool b17, const float *in18, int len19) ;
#if 0
# 27
{ 
# 28
float cnt20 = b17; 
# 29
constexpr short q21 = (27); 
# 30
float y22 = len19; 
# 31
int *sum23 = (nullptr); 
# 32
} 
#endif
# 34 "v002012.cu"
__attribute__((visibility("hidden"))) void apply24_kernel(float *data25, const int *coef26, const int *input27) ;
#if 0
# 34
{ 
# 35
for (int n28 = 0; n28 < 16; ++n28) { 
# 36
(data25[n28 & 7]) = ((coef26[n28]) | (*coef26)); 
# 37
float h29 = ~((8 / (*coef26)) / (17 / n28)); 
# 38
}  
# 39
} 
#endif
# 40 "v002012.cu"
static void blend30_kernel(short *acc31) ;
#if 0
# 40
{ 
# 41
int v32[8] = {1, static_cast< int>((*acc31) / (acc31[2])), 40, 16, (42L), 47, static_cast< int>(5 * (acc31[1]))}; 
# 42
if (((v32[2]) & (acc31[1])) <= 5ULL) { 
# 43
goto out35; 
# 44
}  
# 45
(v32[1]) = (acc31[5]); 
# 46
for (int i33 = 0; i33 < 13; ++i33) { 
# 47
int w34 = 0; 
# 48
do { 
# 49
(v32[w34 & 7]) = 9; 
# 50
++w34; 
# 51
} while (w34 < 6); 
# 52
(acc31[i33 & 7]) = (acc31[0]); 
# 53
(acc31[6]) = (40 + ((acc31[w34 & 7]) % i33)); 
# 54
}  
# 55
out35:; ; 
# 56
} 
#endif
# 57 "v002012.cu"
int main() { 
# 58
int len36 = 2572; 
# 59
len36 = (((len36 - len36) - 34) * len36); 
# 60
for (int i37 = len36; i37 > 0; --i37) { 
# 61
(__cudaPushCallConfiguration(dim3(30 + (5 + (30 + 447)), 64), 32, 4096, (cudaStream_t)0)) ? (void)0 : blend30_kernel(nullptr); 
# 62
cudaStream_t sum38 = ((cudaStream_t)0); 
# 63
}  
# 64
(__cudaPushCallConfiguration(16, ((dim3)(32)), 0, (cudaStream_t)0)) ? (void)0 : pivot9(&len36, nullptr, &len36, len36 + 7ULL); 
# 65
(__cudaPushCallConfiguration(dim3(1, (len36 + 127) / 128, 4), 512)) ? (void)0 : smooth16(len36, nullptr, 11 - len36); 
# 66
(__cudaPushCallConfiguration(1, 64 * 2, 0)) ? (void)0 : apply24_kernel((float *)nullptr, &len36, &len36); 
# 67
return 0; 
# 68
} 

# 1 "v002012.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fcb2c6db_10_v002012_cu_67935e48
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002012.cudafe1.stub.c"
#include "v002012.cudafe1.stub.c"
# 1 "v002012.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
