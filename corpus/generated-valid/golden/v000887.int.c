# 1 "v000887.cu"
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
# 18 "v000887.cu"
template< class T> __attribute__((unused)) int 
# 19
tile8(T *__restrict__ dst9, int lane10, T *out11) {int volatile ___ = 1;(void)dst9;(void)lane10;(void)out11;
# 24
::exit(___);}
#if 0
# 19
{ 
# 20
int *prod12 = &lane10; 
# 21
__attribute__((unused)) static float sh_13[32]; 
# 22
__attribute__((unused)) static size_t sh_14[32]; 
# 23
return sh_14[30]; 
# 24
} 
#endif
# 25 "v000887.cu"
enum Mode15 { GREEN16, MUL17}; 
# 27
__attribute__((visibility("hidden"))) void rank18(const int *src19) ;
#if 0
# 27
{ 
# 28
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if ((((double)(__device_builtin_variable_blockDim.z)) - ((__device_builtin_variable_gridDim.x) / (2))) == (42)) { 
# 30
float f21(((__device_builtin_variable_threadIdx.x) >> (src19[gid20])) / (2)); 
# 31
f21 = ((gid20 << gid20) | ((src19[__device_builtin_variable_blockDim.z]) >> 6)); 
# 32
float tmp22 = (((__device_builtin_variable_blockDim.x) & sizeof(int)) << ((16) - (__device_builtin_variable_blockDim.x))) * (gid20 & (src19[1])); 
# 33
}  
# 34
} 
#endif
# 35 "v000887.cu"
unsigned g_shade23[] = {(48L), (43), 12U, (64), (45)}; 
# 37
__attribute__((visibility("hidden"))) void gather24_kernel(Mode15 beta25, short *__restrict__ buf26, const int *__restrict__ in27) ;
#if 0
# 37
{ 
# 38
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
int res29 = (-(128 * i28)) % (beta25 + (__device_builtin_variable_threadIdx.x)); 
# 40
double sum30 = (beta25 + (1 - beta25)) - ((*buf26) - ((int)(buf26[res29 & 7]))); 
# 41
for (int i31 = res29; i31 > 0; --i31) { 
# 42
res29 = (((short)(i31 >> 2)) | 7); 
# 43
}  
# 44
if (sum30 != (5U)) { 
# 45
return; 
# 46
}  
# 47
sum30 = ((double)(beta25 - 46)); 
# 48
} 
#endif
# 51 "v000887.cu"
__attribute((noinline)) __attribute__((unused)) float probe32(int n33) {int volatile ___ = 1;(void)n33;
# 63
::exit(___);}
#if 0
# 51
{ 
# 52
--n33; 
# 53
if (n33 == (__device_builtin_variable_blockDim.y)) { 
# 54
goto done34; 
# 55
}  
# 56
--n33; 
# 57
n33--; 
# 58
if ((n33 + ('\000')) > 17) { 
# 59
return -59; 
# 60
}  
# 61
done34:; ; 
# 62
return 128; 
# 63
} 
#endif
# 65 "v000887.cu"
static void kick35(int *__restrict__ dst36, Mode15 a37, int *out38) ;
#if 0
# 65
{ 
# 66
int off39 = dst36[6]; 
# 67
if (((__device_builtin_variable_gridDim.x) | (*out38)) >= 30ULL) { 
# 68
goto done40; 
# 69
}  
# 70
(dst36[off39 & 7]) = a37; 
# 71
(out38[2])++; 
# 72
done40:; ; 
# 73
} 
#endif
# 75 "v000887.cu"
int main() { 
# 76
int size41 = 1798; 
# 77
cudaStream_t m42 = ((cudaStream_t)0); 
# 78
(__cudaPushCallConfiguration((size41 + 63) / 64, 16 * 4, 0, m42)) ? (void)0 : rank18(nullptr); 
# 79
(__cudaPushCallConfiguration((size41 + 127) / 128, (16 + (16 + 32)) * 2, 0, m42)) ? (void)0 : gather24_kernel(GREEN16, static_cast< short *>(nullptr), &size41); 
# 80
(__cudaPushCallConfiguration(dim3((size41 + 63) / 64, 16), (MUL17) + 63, 0, nullptr)) ? (void)0 : kick35(&size41, GREEN16, &size41); 
# 81
return 0; 
# 82
} 

# 1 "v000887.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bdb0c7dc_10_v000887_cu_53e9d760
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000887.cudafe1.stub.c"
#include "v000887.cudafe1.stub.c"
# 1 "v000887.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
