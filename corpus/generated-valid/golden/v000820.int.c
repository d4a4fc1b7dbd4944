# 1 "v000820.cu"
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
# 15 "v000820.cu"
__attribute__((visibility("hidden"))) void pivot5_kernel(int n6, int count7, signed char beta8, double *__restrict__ buf9) ;
#if 0
# 15
{ 
# 16
unsigned tid10 = __device_builtin_variable_threadIdx.x; 
# 17
int flag11(n6); 
# 18
int flag12 = (37UL); 
# 19
int val13{static_cast< int>(flag11 + 39)}; 
# 20
} 
#endif
# 22 "v000820.cu"
namespace _GLOBAL__N__6ad7e7c4_10_v000820_cu_143effae __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__6ad7e7c4_10_v000820_cu_143effae; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__6ad7e7c4_10_v000820_cu_143effae __attribute__((visibility("hidden")))  { 
# 23
double g_bias14 = ((9.875F)); 
# 25
void gather15_kernel(int *__restrict__ data16, const float *input17, float *out18) ;
#if 0
# 25
{ 
# 26
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
int lo20 = (16 + (data16[6])) << (23U + (*data16)); 
# 28
(++(*data16)), ((data16[6]) = (out18[lo20])); 
# 29
if ((__device_builtin_variable_blockIdx.x) != (16)) { 
# 30
return; 
# 31
}  
# 32
long diff21 = tid19 % ((__device_builtin_variable_threadIdx.z) >> (tid19 + 0)); 
# 33
} 
#endif
# 34 "v000820.cu"
}
# 37
int weigh22(const float *__restrict__ coef23, int len24, float cfg25) { 
# 38
if (!coef23) { 
# 39
for (int j26 = 0; j26 < 16; ++j26) { 
# 40
unsigned short res27 = j26; 
# 41
++len24; 
# 42
}  
# 43
}  
# 44
return (55UL) + cfg25; 
# 45
} 
# 48
__attribute((always_inline)) __attribute__((unused)) inline void tile28(int stride29, int stride30, float *__restrict__ buf31) {int volatile ___ = 1;(void)stride29;(void)stride30;(void)buf31;
# 61
::exit(___);}
#if 0
# 48
{ 
# 49
double *e32 = (static_cast< double *>(nullptr)); 
# 50
if ((stride30 % stride29) >= 5) { 
# 51
goto finish34; 
# 52
}  
# 53
(*e32) = (static_cast< short>(((U'\x30') * (e32[stride30])) + (3UL))); 
# 54
if (stride30) { 
# 55
if ((static_cast< int>(stride29)) >= 10L) { 
# 56
return; 
# 57
}  
# 58
unsigned long long u33(stride30); 
# 59
}  
# 60
finish34:; ; 
# 61
} 
#endif
# 63 "v000820.cu"
int check_apply35(size_t beta36, unsigned char b37, int count38) { 
# 64
unsigned short tmp39 = beta36 + count38; 
# 65
if (beta36 > (41)) { 
# 66
return g_bias14 + (static_cast< unsigned char>('0')); 
# 67
}  
# 68
return tmp39; 
# 69
} 
# 71
template< class T, int N> __attribute__((unused)) long long 
# 72
clamp40(const T *coef41, const T *input42) {int volatile ___ = 1;(void)coef41;(void)input42;
# 80
::exit(___);}
#if 0
# 72
{ 
# 73
for (int it43 = 0; it43 < 6; ++it43) { 
# 74
for (int i44 = 0, j45 = it43; i44 < j45; (++i44), (--j45)) { 
# 75
T *idx46 = (nullptr); 
# 76
}  
# 77
}  
# 78
T prod47 = (__device_builtin_variable_blockIdx.x) % (8); 
# 79
return coef41[3]; 
# 80
} 
#endif
# 82 "v000820.cu"
__attribute__((visibility("hidden"))) void accum48_kernel(int lane49) ;
#if 0
# 82
{ 
# 83
unsigned i50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 84
int iter51 = 0; 
# 85
while (iter51 < 13) { 
# 86
for (int i52 = 0; i52 < lane49; ++i52) { 
# 87
lane49 = i52; 
# 88
lane49 = lane49; 
# 89
}  
# 90
++iter51; 
# 91
}  
# 92
} 
#endif
# 94 "v000820.cu"
int main() { 
# 95
int n53 = 807; 
# 96
double m54 = ((int)(55U + n53)) + (20.375); 
# 97
unsigned s55[6] = {(4)}; 
# 98
(__cudaPushCallConfiguration((n53 + 127) / 128, 16 + (16 + (16 + 80)), sizeof(float) * (32))) ? (void)0 : pivot5_kernel(((s55[n53]) > g_bias14) ? s55[n53] : g_bias14, s55[2], m54 + (s55[4]), (double *)nullptr); 
# 99
(__cudaPushCallConfiguration(16, 64)) ? (void)0 : gather15_kernel(nullptr, nullptr, (float *)nullptr); 
# 100
(__cudaPushCallConfiguration((n53 + 31) / 32, 128, sizeof(float) * (16 + (16 + 992)), (cudaStream_t)0)) ? (void)0 : accum48_kernel(s55[5]); 
# 101
return 0; 
# 102
} 

# 1 "v000820.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6ad7e7c4_10_v000820_cu_143effae
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000820.cudafe1.stub.c"
#include "v000820.cudafe1.stub.c"
# 1 "v000820.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
