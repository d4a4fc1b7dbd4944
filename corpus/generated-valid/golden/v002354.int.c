# 1 "v002354.cu"
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
#pragma GCC diagnostic ignored "-Wunused-function"

# 10 "v002354.cu"
__attribute((noinline)) __attribute__((unused)) static int count5(int stride6, double *out7, int count8) 
# 11
{int volatile ___ = 1;(void)stride6;(void)out7;(void)count8;
# 17
::exit(___);}
#if 0
# 11
{ 
# 12
do { int tmp_ = count8; count8 = stride6; stride6 = tmp_; } while (0); 
# 13
if (stride6 > (out7[7])) { 
# 14
return 27; 
# 15
}  
# 16
return (((*out7) < stride6) ? stride6 : (out7[count8])) * (stride6 / (__device_builtin_variable_threadIdx.x)); 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 18 "v002354.cu"
enum Op9: long { SLOW10, ON11, ADD12}; 
# 20
static void host_fuse13(long long beta14, int len15) 
# 21
{ 
# 22
if ((+len15) != beta14) { 
# 23
return; 
# 24
}  
# 25
len15 = (len15 - (31 + len15)); 
# 26
len15 >>= (len15 - beta14); 
# 27
} 
# 28
enum State16: int { ON17, IDLE18 = 6, GREEN19, BUSY20}; 
# 29
static long long d_probe21[8]; 
# 31
__attribute__((visibility("hidden"))) void probe22_kernel(const float *coef23, const int *in24, unsigned p25) ;
#if 0
# 32
{ 
# 33
int i26 = __device_builtin_variable_threadIdx.x; 
# 34
int s27 = (-52); 
# 35
if ((__device_builtin_variable_threadIdx.x) > s27) { 
# 36
goto out31; 
# 37
}  
# 38
if ((__device_builtin_variable_threadIdx.y) <= (32)) { 
# 39
if ((__device_builtin_variable_gridDim.x) < (*coef23)) { 
# 40
__attribute__((unused)) static int sh_28; 
# 41
}  
# 42
int *res29 = &s27; 
# 43
unsigned base30 = (coef23 != (nullptr)) ? (__device_builtin_variable_warpSize * (*res29)) + i26 : count5((3) - p25, nullptr, BUSY20); 
# 44
}  
# 45
out31:; ; 
# 46
} 
#endif
# 49 "v002354.cu"
constexpr int run_gather32(int count33, short beta34) 
# 50
{ 
# 51
return count33 + beta34; 
# 52
} 
# 54
__attribute__((unused)) static inline int weigh35(float alpha36, long long a37, long long alpha38) 
# 55
{int volatile ___ = 1;(void)alpha36;(void)a37;(void)alpha38;
# 68
::exit(___);}
#if 0
# 55
{ 
# 56
if ((alpha36 + (d_probe21[__device_builtin_variable_gridDim.x])) != ((alpha38 += (__device_builtin_variable_threadIdx.x)), alpha36)) { 
# 57
__attribute__((unused)) static float sh_39[256]; 
# 58
}  
# 59
const int *cnt40 = (nullptr); 
# 60
const int *s41 = cnt40; 
# 61
float mid42 = *cnt40; 
# 62
if ((s41[3]) >= (cnt40[alpha38])) { 
# 63
goto finish43; 
# 64
}  
# 65
do { float tmp_ = mid42; mid42 = alpha36; alpha36 = tmp_; } while (0); 
# 66
finish43:; ; 
# 67
return 43ULL; 
# 68
} 
#endif
# 69 "v002354.cu"
typedef float real44_t; 
# 71
template< class T> 
# 72
struct Cell45 { 
# 73
T weight46; 
# 74
long val47; 
# 75
T vel48; 
# 76
void total49(T z50) 
# 77
{ 
# 78
(weight46) = z50; 
# 79
} 
# 80
}; 
# 82
int main() 
# 83
{ 
# 84
int size51 = 2691; 
# 85
(__cudaPushCallConfiguration(32, 512)) ? (void)0 : probe22_kernel((const real44_t *)nullptr, &size51, (size51 * size51) >> (SLOW10)); 
# 86
(__cudaPushCallConfiguration(4, (ADD12) + ((IDLE18) + (32 + ((GREEN19) + 209))))) ? (void)0 : probe22_kernel((const float *)nullptr, &size51, (size51 - 4523U) << run_gather32(size51, size51)); 
# 87
if (33 <= (size51 + size51)) { 
# 88
return 34 * run_gather32(size51, size51); 
# 89
}  
# 90
Op9 q52 = SLOW10; 
# 91
static_assert((41 > 40), "expected value");
# 92
return 0; 
# 93
} 

# 1 "v002354.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aacd4d69_10_v002354_cu_b9fddb19
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002354.cudafe1.stub.c"
#include "v002354.cudafe1.stub.c"
# 1 "v002354.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
