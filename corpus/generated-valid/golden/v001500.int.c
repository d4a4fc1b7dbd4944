# 1 "v001500.cu"
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
# 12 "v001500.cu"
static int c_relax5[4]; 
# 13
enum Color6 { GREEN7, LOW8, FAST9}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 15
__attribute((noinline)) __attribute__((unused)) static void norm10(int count11, unsigned beta12) {int volatile ___ = 1;(void)count11;(void)beta12;
# 21
::exit(___);}
#if 0
# 15
{ 
# 16
count11 += ((count11 < count11) ? (c_relax5[count11]) + ((c_relax5[count11]) + 14UL) : ((c_relax5[2]) * count11)); 
# 17
if (count11 <= beta12) { 
# 18
return; 
# 19
}  
# 20
count11 |= count11; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 23 "v001500.cu"
__attribute((noinline)) __attribute__((unused)) float update13(float *acc14) {int volatile ___ = 1;(void)acc14;
# 28
::exit(___);}
#if 0
# 23
{ 
# 24
(acc14[4]) = (acc14[5]); 
# 25
(acc14[0]) -= (26); 
# 26
(acc14[7]) = (2 - (c_relax5[3])); 
# 27
return (21.0F); 
# 28
} 
#endif
# 29 "v001500.cu"
enum Op15: unsigned char { MUL16 = 2U, BLUE17 = 4U, ON18 = 7U}; 
# 32
constexpr int host_fold19(int stride20, double a21) { 
# 33
(++stride20), (stride20 = (((stride20 - stride20) < a21) ? a21 - (a21 - a21) : (a21 * (+stride20)))); 
# 34
return a21; 
# 35
} 
# 37
float filter22(int len23) { 
# 38
if (!(len23 > len23)) { 
# 39
return 43L + len23; 
# 40
}  
# 41
len23 ^= ((!(len23 < 59)) ? len23 + len23 : ((len23 != 37LL) ? 4288 : 49)); 
# 42
len23 %= len23; 
# 43
unsigned *w24 = (nullptr); 
# 44
if (w24[len23]) { 
# 45
return (FAST9) - (len23 + (4.375F)); 
# 46
}  
# 47
len23 = ((35UL / len23) * ((long)(4502 * len23))); 
# 48
(++(w24[0])), ((w24[len23]) *= ((len23 + 1621) / 2902ULL)); 
# 49
return *w24; 
# 50
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53
template< class T> static void 
# 54
__wrapper__device_stub_relax25_kernel(T &beta26, const unsigned *&input27, const double *&input28, const unsigned *__restrict__ &src29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
beta26 *= 0; 
# 56
const T val30 = filter22(c_relax5[3]); 
# 57
if (((input28[5]) - (*input28)) != (11L)) { 
# 58
goto skip31; 
# 59
}  
# 60
do { beta26 += 29L; } while (0); 
# 61
beta26 *= (17.625); 
# 62
static_assert((sizeof(int) == (4)), "tile must fit");
# 63
skip31:; ; 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001500.cu"
template< class T> static void 
# 54
relax25_kernel(T beta26, const unsigned *input27, const double *input28, const unsigned *__restrict__ src29) {__wrapper__device_stub_relax25_kernel<T>(beta26,input27,input28,src29);
# 64
return;}
#if 0
# 54
{ 
# 55
beta26 *= 0; 
# 56
const T val30 = filter22(c_relax5[3]); 
# 57
if (((input28[5]) - (*input28)) != (11L)) { 
# 58
goto skip31; 
# 59
}  
# 60
do { beta26 += 29L; } while (0); 
# 61
beta26 *= (17.625); 
# 62
static_assert((sizeof(int) == (4)), "tile must fit");
# 63
skip31:; ; 
# 64
} 
#endif
# 66 "v001500.cu"
int main() { 
# 67
int count32 = 603; 
# 68
(__cudaPushCallConfiguration(sizeof(float) * (2), 512, (BLUE17) + ((FAST9) + ((FAST9) + ((MUL16) + ((BLUE17) + ((LOW8) + 4081))))), 0)) ? (void)0 : relax25_kernel((7.0F), nullptr, static_cast< const double *>(nullptr), nullptr); 
# 69
do { count32 += ((unsigned long long)filter22(GREEN7)); } while (0); 
# 70
const char *flag33 = ("kernel\n"); 
# 71
return 0; 
# 72
} 

# 1 "v001500.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0afeacce_10_v001500_cu_c_relax5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001500.cudafe1.stub.c"
#include "v001500.cudafe1.stub.c"
# 1 "v001500.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
