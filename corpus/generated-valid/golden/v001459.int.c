# 1 "v001459.cu"
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
# 20 "v001459.cu"
static void norm4(int *out5, const unsigned char *__restrict__ coef6) ;
#if 0
# 21
{ 
# 22
const float *v7 = reinterpret_cast< const float *>(out5); 
# 23
(out5[3]) = 18; 
# 24
((*out5)++), ((out5[7]) += (*coef6)); 
# 25
unsigned char m8(out5[1]); 
# 26
} 
#endif
# 27 "v001459.cu"
constexpr double kD9 = (10.0); 
# 30
template< class T> T 
# 31
sift10(T *buf11, float q12) 
# 32
{ 
# 33
if (q12 == q12) { 
# 34
goto skip13; 
# 35
}  
# 36
if (((*buf11) + 24) <= q12) { 
# 37
return (double)kD9; 
# 38
}  
# 39
q12 *= (-(1.625F)); 
# 40
skip13:; ; 
# 41
return kD9 + ((buf11[7]) - 60); 
# 42
} 
# 44
__attribute__((unused)) int grow14(int count15, const int *coef16, const double *__restrict__ in17) 
# 45
{int volatile ___ = 1;(void)count15;(void)coef16;(void)in17;
# 55
::exit(___);}
#if 0
# 45
{ 
# 46
count15 /= kD9; 
# 47
const int stride18 = (kD9); 
# 48
if (unsigned idx19 = count15; ((*coef16) - 7) == (in17[count15])) { 
# 49
idx19 = (in17[idx19]); 
# 50
}  
# 51
count15 /= (*coef16); 
# 52
count15++; 
# 53
count15 = count15; 
# 54
return ((21L) + (*in17)) - stride18; 
# 55
} 
#endif
# 56 "v001459.cu"
using idx20_t = unsigned char; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 58
template< class T, int N> static void 
# 59
__wrapper__device_stub_smooth21_kernel(T *&data22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
(data22[4])++; 
# 62
(data22[0])++; 
# 63
int diff23 = ('z' * (data22[3])) - (50 - (data22[0])); 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 58 "v001459.cu"
template< class T, int N> static void 
# 59
smooth21_kernel(T *data22) 
# 60
{__wrapper__device_stub_smooth21_kernel<T,N>(data22);
# 64
return;}
#if 0
# 60
{ 
# 61
(data22[4])++; 
# 62
(data22[0])++; 
# 63
int diff23 = ('z' * (data22[3])) - (50 - (data22[0])); 
# 64
} 
#endif
# 65 "v001459.cu"
static_assert((41 == 41), "size check");
# 67
unsigned grow24(int count25, int count26) 
# 68
{ 
# 69
if (count26 > (count25 / kD9)) { 
# 70
return 57U; 
# 71
}  
# 72
float q27 = (-(12.5F)); 
# 73
int *acc28 = &count25; 
# 74
int pass29 = 0; 
# 75
do { 
# 76
count26 = (60 + (-count25)); 
# 77
++pass29; 
# 78
} while (pass29 < count25); 
# 79
size_t mid30 = q27; 
# 80
return 51; 
# 81
} 
# 83
int main() 
# 84
{ 
# 85
int n31 = 707; 
# 86
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), 60 + 452)) ? (void)0 : norm4((int *)nullptr, nullptr); 
# 87
constexpr long long prod32 = (55UL); 
# 88
(__cudaPushCallConfiguration(2 * 8, 128 * 2)) ? (void)0 : smooth21_kernel< float, 1> (nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v001459.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__744abf91_10_v001459_cu_0a4c0966
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001459.cudafe1.stub.c"
#include "v001459.cudafe1.stub.c"
# 1 "v001459.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
