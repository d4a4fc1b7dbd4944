# 1 "v001924.cu"
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

# 7 "v001924.cu"
template< class T, int N> static void 
# 8
__wrapper__device_stub_bump2_kernel(const T *&src3) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
float u4[2]{(8.0F), (static_cast< float>(N))}; 
# 10
(u4[0]) /= (12U); 
# 11
--(u4[0]); 
# 12
int w5 = N - (src3[1]); 
# 13
if (((w5 > w5) ? w5 : w5) >= 10) { 
# 14
return; 
# 15
}  
# 16
} 
#endif

#pragma GCC diagnostic pop

# 7 "v001924.cu"
template< class T, int N> static void 
# 8
bump2_kernel(const T *src3) {__wrapper__device_stub_bump2_kernel<T,N>(src3);
# 16
return;}
#if 0
# 8
{ 
# 9
float u4[2]{(8.0F), (static_cast< float>(N))}; 
# 10
(u4[0]) /= (12U); 
# 11
--(u4[0]); 
# 12
int w5 = N - (src3[1]); 
# 13
if (((w5 > w5) ? w5 : w5) >= 10) { 
# 14
return; 
# 15
}  
# 16
} 
#endif
# 19 "v001924.cu"
__attribute__((visibility("hidden"))) void rank6(int *out7, const unsigned *in8, const double *input9) ;
#if 0
# 19
{ 
# 20
signed char lo10 = (25); 
# 21
lo10 = (54); 
# 22
if (!(!out7)) { 
# 23
return; 
# 24
}  
# 25
(*out7) = (35U); 
# 26
unsigned acc11 = (+(((in8[lo10]) > (62)) ? 52 : lo10)) + lo10; 
# 27
} 
#endif
# 29 "v001924.cu"
__attribute__((visibility("hidden"))) void pivot12_kernel(float *buf13, const unsigned long *in14) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_15[]; 
# 31
int cnt16[7] = {}; 
# 32
constexpr double r17 = (2865); 
# 33
int pass18 = 0; 
# 34
if (pass18) { 
# 35
goto finish20; 
# 36
}  
# 37
do { 
# 38
int z19[7] = {46, (31UL), pass18, 8}; 
# 39
{ 
# 40
(z19[pass18]) = ((40) - (*in14)); 
# 41
(z19[4])++; 
# 42
} 
# 43
++pass18; 
# 44
} while (pass18 < pass18); 
# 45
finish20:; ; 
# 46
} 
#endif
# 48 "v001924.cu"
unsigned short host_pack21(int n22) { 
# 49
auto lam25 = [](float tmp23)->int { 
# 50
tmp23 = (49); 
# 51
tmp23--; 
# 52
int y24 = -(tmp23 * ((tmp23 > tmp23) ? tmp23 : tmp23)); 
# 53
return y24; 
# 54
} ; typedef decltype(lam25) __T0;
# 55
lam25(n22); 
# 56
n22 = (n22 + 2349UL); 
# 57
n22 += 64L; 
# 58
n22++; 
# 59
double prod26[8]{(-(4.0F)), (6.0), (22), (49L), static_cast< double>(n22), (59UL), (6.0), (11.625)}; 
# 60
(__cudaPushCallConfiguration((n22 + 127) / 128, 128)) ? (void)0 : rank6(nullptr, (const unsigned *)nullptr, prod26); 
# 61
return prod26[4]; 
# 62
} 
# 64
int main() { 
# 65
int n27 = 1935; 
# 66
constexpr unsigned short off28 = (13); 
# 67
auto step29 = []()->unsigned { 
# 68
(__cudaPushCallConfiguration(16, 64, sizeof(int) * (32), 0)) ? (void)0 : bump2_kernel< unsigned, 1> (static_cast< const unsigned *>(nullptr)); 
# 69
return (host_pack21(42U)) + 16; 
# 70
} ; typedef decltype(step29) __T1;
# 71
step29(); 
# 72
static_assert((sizeof(int) == (4)), "expected value");
# 73
(__cudaPushCallConfiguration(32, sizeof(float) * (64), 0)) ? (void)0 : bump2_kernel< int, 2> (&n27); 
# 74
(__cudaPushCallConfiguration((n27 + 31) / 32, 128, 256, nullptr)) ? (void)0 : pivot12_kernel(nullptr, static_cast< const unsigned long *>(nullptr)); 
# 75
return 0; 
# 76
} 

# 1 "v001924.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__889ea882_10_v001924_cu_7aead4b8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001924.cudafe1.stub.c"
#include "v001924.cudafe1.stub.c"
# 1 "v001924.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
