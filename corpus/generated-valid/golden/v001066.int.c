# 1 "v001066.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "v001066.cu"
template< class T> static void 
# 29
__wrapper__device_stub_trace10(T *&out11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern unsigned dyn_12[]; 
# 33
#pragma unroll
for (
# 33
int it13 = 0; it13 < 10; ++it13) { 
# 34
(out11[it13]) = (*out11); 
# 35
constexpr float hi14 = (-30); 
# 36
}  
# 37
--(dyn_12[3]); 
# 38
(out11[1]) = 42; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001066.cu"
template< class T> static void 
# 29
trace10(T *out11) 
# 30
{__wrapper__device_stub_trace10<T>(out11);
# 39
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern unsigned dyn_12[]; 
# 33
#pragma unroll
for (
# 33
int it13 = 0; it13 < 10; ++it13) { 
# 34
(out11[it13]) = (*out11); 
# 35
constexpr float hi14 = (-30); 
# 36
}  
# 37
--(dyn_12[3]); 
# 38
(out11[1]) = 42; 
# 39
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41 "v001066.cu"
template< class T> static void 
# 42
__wrapper__device_stub_bump15(const T *&src16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern int dyn_17[]; 
# 45
--(dyn_17[3]); 
# 46
(dyn_17[3]) = (+((int)((dyn_17[3]) * 16))); 
# 47
int *y18 = dyn_17; 
# 48
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001066.cu"
template< class T> static void 
# 42
bump15(const T *src16) 
# 43
{__wrapper__device_stub_bump15<T>(src16);
# 48
return;}
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern int dyn_17[]; 
# 45
--(dyn_17[3]); 
# 46
(dyn_17[3]) = (+((int)((dyn_17[3]) * 16))); 
# 47
int *y18 = dyn_17; 
# 48
} 
#endif
# 49 "v001066.cu"
unsigned g_trace19 = (16 + (16 + 5)); 
# 51
namespace math20 { 
# 52
__attribute__((visibility("hidden"))) void norm21(int *out22, unsigned p23) ;
#if 0
# 53
{ 
# 54
size_t s24 = out22[p23]; 
# 55
(*out22) = (48 << p23); 
# 56
if ((((*out22) >= s24) ? 9 : 45) <= 64) { 
# 57
return; 
# 58
}  
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v001066.cu"
template< class T, int N> static void 
# 62
__wrapper__device_stub_tally25_kernel(T &a26, T *&dst27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 63
{ 
# 64
++a26; 
# 65
a26 = 50L; 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001066.cu"
template< class T, int N> static void 
# 62
tally25_kernel(T a26, T *dst27) 
# 63
{::math20::__wrapper__device_stub_tally25_kernel<T,N>(a26,dst27);
# 66
return;}
#if 0
# 63
{ 
# 64
++a26; 
# 65
a26 = 50L; 
# 66
} 
#endif
# 68 "v001066.cu"
__attribute__((visibility("hidden"))) void relax28_kernel(int n29, int lane30, const int *in31) ;
#if 0
# 69
{ 
# 70
lane30++; 
# 71
float cnt32 = (4.625F); 
# 72
short q33 = lane30; 
# 73
int prod34 = n29; 
# 74
--lane30; 
# 75
n29++; 
# 76
int cnt35 = (('A') * (in31[prod34 & 7])) | prod34; 
# 77
} 
#endif
# 78 "v001066.cu"
}
# 80
int main() 
# 81
{ 
# 82
int len36 = 3219; 
# 83
bool stride37 = len36 != (28UL + g_trace19); 
# 84
if ((29) <= g_trace19) { 
# 85
return ((int)len36) - 2; 
# 86
}  
# 87
size_t *e38 = ((unsigned long *)nullptr); 
# 88
(e38[7]) = stride37; 
# 89
if (g_trace19 != (57)) { 
# 90
return len36 + (*e38); 
# 91
}  
# 92
(__cudaPushCallConfiguration((len36 + 255) / 256, 128)) ? (void)0 : trace10< unsigned> (reinterpret_cast< unsigned *>(e38)); 
# 93
(__cudaPushCallConfiguration((16 + 16) * 2, ((dim3)(sizeof(float))))) ? (void)0 : bump15< double> ((const double *)nullptr); 
# 94
(__cudaPushCallConfiguration(dim3((len36 + 31) / 32, (g_trace19 + (63)) / (64)), 128)) ? (void)0 : math20::norm21(reinterpret_cast< int *>(e38), 58); 
# 95
return 0; 
# 96
} 

# 1 "v001066.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f0189701_10_v001066_cu_5645c13a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001066.cudafe1.stub.c"
#include "v001066.cudafe1.stub.c"
# 1 "v001066.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
