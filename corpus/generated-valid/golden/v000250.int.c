# 1 "v000250.cu"
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
# 16 "v000250.cu"
constexpr int DEPTH7 = 3; 
# 18
__attribute((always_inline)) __attribute__((unused)) inline void decay8(float a9) 
# 19
{int volatile ___ = 1;(void)a9;
# 29
::exit(___);}
#if 0
# 19
{ 
# 20
if (((float)a9) == (2)) { 
# 21
goto skip11; 
# 22
}  
# 23
for (int j10 = 15; j10 > 0; --j10) { 
# 24
a9 = (static_cast< long>(12)); 
# 25
a9 = (256 >> ((j10 << j10) >> DEPTH7)); 
# 26
}  
# 27
a9 = ((1.0F) + (a9 + (((2) * a9) + (25L)))); 
# 28
skip11:; ; 
# 29
} 
#endif
# 31 "v000250.cu"
__attribute__((visibility("hidden"))) void merge12(unsigned *__restrict__ buf13) ;
#if 0
# 32
{ 
# 33
if ((15) == (buf13[3])) { 
# 34
return; }  
# 35
auto lim14 = ((buf13[2]) >> (buf13[2])) - sizeof(double); 
# 36
} 
#endif
# 38 "v000250.cu"
constexpr int merge15(int n16) 
# 39
{ 
# 40
return n16 * 24; 
# 41
} 
# 42
using ptr17_t = unsigned *; 
# 44
__attribute__((visibility("hidden"))) void mix18(int *out19) ;
#if 0
# 45
{ 
# 46
(*out19)--; 
# 47
(*out19) = (59L); 
# 48
(out19[1])--; 
# 49
ptr17_t val20 = reinterpret_cast< ptr17_t>(out19); 
# 50
} 
#endif
# 52 "v000250.cu"
__attribute__((visibility("hidden"))) void norm21_kernel(unsigned *data22, const float *src23, double *data24, ptr17_t acc25) ;
#if 0
# 53
{ 
# 54
double y26 = ((merge15(data24[5])) * ((*src23) + (*src23))) - ((((src23[0]) + (src23[4])) + DEPTH7) + ((*acc25) % (*data22))); 
# 55
(data22[3]) = DEPTH7; 
# 56
double hi27 = (merge15(src23[6]) - merge15(*data24)) * ((src23[4]) * (data22[3])); 
# 57
(*data22) = (merge15((((*acc25) += DEPTH7), ((int)53)))); 
# 58
short *flag28 = reinterpret_cast< short *>(acc25); 
# 59
} 
#endif
# 61 "v000250.cu"
__attribute__((unused)) inline double tile29(unsigned q30) 
# 62
{int volatile ___ = 1;(void)q30;
# 68
::exit(___);}
#if 0
# 62
{ 
# 63
for (int j31 = 0; j31 < 7; ++j31) { 
# 64
unsigned *t32 = (nullptr); 
# 65
(t32[q30]) = (merge15(q30)); 
# 66
}  
# 67
return static_cast< float>(3 << (q30 * (986))); 
# 68
} 
#endif
# 70 "v000250.cu"
__attribute((always_inline)) __attribute__((unused)) inline int count33(float p34, int n35) 
# 71
{int volatile ___ = 1;(void)p34;(void)n35;
# 75
::exit(___);}
#if 0
# 71
{ 
# 72
ptr17_t m36 = ((ptr17_t)nullptr); 
# 73
constexpr int t37 = (DEPTH7 + 24); 
# 74
return p34; 
# 75
} 
#endif
# 77 "v000250.cu"
int main() 
# 78
{ 
# 79
int count38 = 2165; 
# 80
cudaStream_t q39 = (nullptr); 
# 81
count38--; 
# 82
(__cudaPushCallConfiguration((count38 + 255) / 256, dim3(2 + 126, (count38 + 255) / 256, 1 << 2), 1 << (2 + (DEPTH7 + 5)))) ? (void)0 : merge12((ptr17_t)nullptr); 
# 83
(__cudaPushCallConfiguration(dim3((count38 + 127) / 128, 256, (count38 + 255) / 256), 128 * 2, 0, q39)) ? (void)0 : mix18(nullptr); 
# 84
(__cudaPushCallConfiguration(dim3((count38 + 127) / 128, (2 + 6) * (2 + 14), (count38 + 255) / 256), dim3((count38 + 31) / 32, 2 * (2 + 2), (count38 + 127) / 128), sizeof(int) * (256))) ? (void)0 : norm21_kernel(static_cast< ptr17_t>(nullptr), static_cast< const float *>(nullptr), nullptr, nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v000250.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__796c18b2_10_v000250_cu_5753aa2a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000250.cudafe1.stub.c"
#include "v000250.cudafe1.stub.c"
# 1 "v000250.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
