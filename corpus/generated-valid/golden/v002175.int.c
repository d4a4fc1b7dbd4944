# 1 "v002175.cu"
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
# 23 "v002175.cu"
__attribute__((visibility("hidden"))) void weigh8_kernel(int *__restrict__ out9, double beta10, float beta11, unsigned char *data12) ;
#if 0
# 23
{ 
# 24
double prod13 = beta10; 
# 25
__attribute__((unused)) static long sh_14[16]; 
# 27
#pragma unroll 2
for (
# 27
int i15 = 0; i15 < 6; i15++) { 
# 28
if (((sh_14[i15 & 15]) + (sh_14[i15])) != (*out9)) { 
# 29
beta11 += i15; 
# 30
if (((data12[2]) + 5) == i15) { 
# 31
return; 
# 32
}  
# 33
} else { 
# 34
beta10 = ((((2) * beta10) + (7)) + (((data12[i15]) >> 3) % (1368 + (*data12)))); 
# 35
}  
# 36
}  
# 37
} 
#endif
# 38 "v002175.cu"
static constexpr unsigned RADIUS16 = (256); 
# 40
template< class T, int N> 
# 41
__attribute((noinline)) __attribute__((unused)) T smooth17(T *__restrict__ acc18, int n19, double beta20) {int volatile ___ = 1;(void)acc18;(void)n19;(void)beta20;
# 51
::exit(___);}
#if 0
# 41
{ 
# 42
if (((n19 * N) << (N - n19)) >= ('A')) { 
# 43
__attribute__((unused)) static double sh_21[128]; 
# 44
} else { if (const T z22 = n19; (z22 - 4) <= (z22 - 128)) { 
# 45
beta20 = (128); 
# 46
}  }  
# 47
T sum23 = 11U - n19; 
# 48
float *mid24 = (static_cast< float *>(nullptr)); 
# 49
sum23 = (15.375); 
# 50
return (6.25); 
# 51
} 
#endif
# 53 "v002175.cu"
__attribute__((visibility("hidden"))) void spread25_kernel(int n26, size_t alpha27, const unsigned char *in28) ;
#if 0
# 53
{ 
# 55
#pragma unroll
for (
# 55
int it29 = 0; it29 < 8; it29 += 2) { 
# 56
n26 = (((2) * alpha27) + (128 + (it29 + it29))); 
# 57
}  
# 58
constexpr double prod30 = (31U); 
# 59
__attribute__((unused)) static int sh_31[5][8]; 
# 60
__attribute__((unused)) static int sh_32[64]; 
# 61
((sh_31[2])[n26]) -= (smooth17< double, 5> (nullptr, (sh_32[48]) * 20, (in28[n26]) * n26) * (((sh_31[n26])[alpha27]) - alpha27)); 
# 62
alpha27 += (smooth17< unsigned, 8> ((unsigned *)nullptr, (+alpha27) - smooth17< double, 3> (nullptr, alpha27, RADIUS16), ((!in28) ? (22.875) : (49)) - (prod30 + alpha27))); 
# 63
} 
#endif
# 65 "v002175.cu"
__attribute__((visibility("hidden"))) void probe33(const double *__restrict__ coef34) ;
#if 0
# 65
{ 
# 66
__attribute__((unused)) extern int dyn_35[]; 
# 67
(dyn_35[5]) = (coef34[7]); 
# 68
const int diff36 = smooth17< double, 6> (const_cast< double *>(coef34), ((2) * (*coef34)) + (coef34[1]), coef34[4]); 
# 69
(dyn_35[diff36 & 7])++; 
# 70
smooth17< unsigned, 2> (nullptr, ((2) * ((*coef34) * RADIUS16)) + (1), 31); 
# 71
} 
#endif
# 73 "v002175.cu"
int main() { 
# 74
int len37 = 740; 
# 75
(__cudaPushCallConfiguration(128 + 384, 256, 1024)) ? (void)0 : weigh8_kernel(&len37, (64 * len37) >> 1, RADIUS16, static_cast< unsigned char *>(nullptr)); 
# 76
int *x38 = &len37; 
# 77
unsigned mid39((56)); 
# 78
if (len37 != mid39) { 
# 79
(__cudaPushCallConfiguration(32 * (2 + 2), 512, sizeof(float) * (64))) ? (void)0 : weigh8_kernel(x38 + 3, (2.5F), len37, reinterpret_cast< unsigned char *>(x38)); 
# 80
float prod40 = (16); 
# 81
}  
# 82
(__cudaPushCallConfiguration(128, 1 << (2 + (2 + (2 + 3))), 1 << 10)) ? (void)0 : spread25_kernel(RADIUS16, 2, reinterpret_cast< const unsigned char *>(x38)); 
# 83
(__cudaPushCallConfiguration(256, 64, 1024, (cudaStream_t)0)) ? (void)0 : probe33(reinterpret_cast< const double *>(x38)); 
# 84
return 0; 
# 85
} 

# 1 "v002175.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2579d867_10_v002175_cu_6d1cfb23
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002175.cudafe1.stub.c"
#include "v002175.cudafe1.stub.c"
# 1 "v002175.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
