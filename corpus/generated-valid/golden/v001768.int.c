# 1 "v001768.cu"
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
# 7 "v001768.cu"
static float c_weigh3; 
# 9
__attribute__((visibility("hidden"))) void warp4(const unsigned long *src5, int stride6) ;
#if 0
# 9
{ 
# 10
if (((src5[stride6]) >> 4) != (*src5)) { 
# 11
return; }  
# 12
float r7 = stride6 >> stride6; 
# 13
stride6 |= (((unsigned)stride6) - (35)); 
# 14
} 
#endif
# 16 "v001768.cu"
__attribute__((visibility("hidden"))) void score8_kernel(const float *__restrict__ input9, float a10, unsigned beta11) ;
#if 0
# 16
{ 
# 17
beta11 |= beta11; 
# 18
if (bool m12 = static_cast< int>((+(*input9)) + (62UL)); m12) { 
# 19
unsigned off13 = (1366L); 
# 20
}  
# 21
a10 = (17.75F); 
# 22
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 24 "v001768.cu"
__attribute__((unused)) static int bias14(int n15) {int volatile ___ = 1;(void)n15;
# 30
::exit(___);}
#if 0
# 24
{ 
# 25
n15--; 
# 26
float lim16 = ('#'); 
# 27
if (n15 >= c_weigh3) { 
# 28
return (c_weigh3 + lim16) - (51 << n15); }  
# 29
return (+n15) + (((n15 - 41) < ((lim16 += (15.125F)), 60)) ? n15 - 41 : ((lim16 += (15.125F)), 60)); 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 32 "v001768.cu"
__attribute__((unused)) unsigned mix17(float a18, float *__restrict__ dst19) {int volatile ___ = 1;(void)a18;(void)dst19;
# 36
::exit(___);}
#if 0
# 32
{ 
# 33
__attribute__((unused)) static short sh_20; 
# 34
double off21 = c_weigh3; 
# 35
return ((sh_20 * sh_20) * (sh_20 + sh_20)) >> ((unsigned)((' ') * (*dst19))); 
# 36
} 
#endif
# 38 "v001768.cu"
inline void check_rank22(int n23, int n24, double cfg25) { 
# 39
auto op27 = [](int flag26)->int { 
# 40
flag26 /= flag26; 
# 41
return (48U - flag26) - 30LL; 
# 42
} ; typedef decltype(op27) __T0;
# 43
n23 = op27(static_cast< int>(n23 % 9)); 
# 44
if (('A') < n24) { 
# 45
return; }  
# 46
} 
# 47
static float c_decay28; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49
template< class T> static void 
# 50
__wrapper__device_stub_accum29_kernel(T &b30, T &a31, int &n32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
--n32; 
# 52
if ((((c_weigh3 + a31) < 28) ? 48U << n32 : ((c_weigh3 < (sizeof(T))) ? c_weigh3 : (35L))) > (42)) { 
# 53
float val33[8] = {}; 
# 54
double hi34 = (((a31 += c_decay28), (-(3.5F)))); 
# 55
__attribute__((unused)) static int sh_35; 
# 56
}  
# 57
} 
#endif

#pragma GCC diagnostic pop

# 49 "v001768.cu"
template< class T> static void 
# 50
accum29_kernel(T b30, T a31, int n32) {__wrapper__device_stub_accum29_kernel<T>(b30,a31,n32);
# 57
return;}
#if 0
# 50
{ 
# 51
--n32; 
# 52
if ((((c_weigh3 + a31) < 28) ? 48U << n32 : ((c_weigh3 < (sizeof(T))) ? c_weigh3 : (35L))) > (42)) { 
# 53
float val33[8] = {}; 
# 54
double hi34 = (((a31 += c_decay28), (-(3.5F)))); 
# 55
__attribute__((unused)) static int sh_35; 
# 56
}  
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v001768.cu"
template< class T, class U> static void 
# 60
__wrapper__device_stub_trace36_kernel(T *__restrict__ &buf37, T &alpha38, int *&data39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern float dyn_40[]; 
# 62
float t41[7]{c_decay28, (28), static_cast< float>(alpha38), (1.0F), c_decay28, c_decay28, (15.0F)}; 
# 63
alpha38 *= 42U; 
# 64
(dyn_40[3]) /= (t41[4]); 
# 65
} 
#endif

#pragma GCC diagnostic pop

# 59 "v001768.cu"
template< class T, class U> static void 
# 60
trace36_kernel(T *__restrict__ buf37, T alpha38, int *data39) {__wrapper__device_stub_trace36_kernel<T,U>(buf37,alpha38,data39);
# 65
return;}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern float dyn_40[]; 
# 62
float t41[7]{c_decay28, (28), static_cast< float>(alpha38), (1.0F), c_decay28, c_decay28, (15.0F)}; 
# 63
alpha38 *= 42U; 
# 64
(dyn_40[3]) /= (t41[4]); 
# 65
} 
#endif
# 67 "v001768.cu"
int main() { 
# 68
int size42 = 973; 
# 69
dim3 q43((size42 + 255) / 256, 1); 
# 70
if (size42 >= ((float)size42)) { 
# 71
if (size42 == ((size42 != __alignof__(int)) ? sizeof(double) : (11))) { 
# 72
--size42; 
# 73
(__cudaPushCallConfiguration(16, 1 << 8)) ? (void)0 : warp4((const unsigned long *)nullptr, 63 * size42); 
# 74
}  
# 75
if (size42 < 45) { 
# 76
return sizeof(long); }  
# 77
}  
# 78
(__cudaPushCallConfiguration(q43, 128 * 2, 0)) ? (void)0 : score8_kernel(nullptr, 39 - size42, 61); 
# 79
(__cudaPushCallConfiguration(1 << 4, ((dim3)((size42 + 255) / 256)))) ? (void)0 : accum29_kernel< double> (((size42) ? 40 : 53) >> size42, size42 - size42, (size42 * 8) + size42); 
# 80
(__cudaPushCallConfiguration(dim3((size42 + 127) / 128, 1 << 8), dim3((size42 + 255) / 256, (size42 + 127) / 128), 0)) ? (void)0 : trace36_kernel< double, long> (nullptr, size42 + size42, &size42); 
# 81
return 0; 
# 82
} 

# 1 "v001768.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0dc2d08a_10_v001768_cu_c_weigh3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001768.cudafe1.stub.c"
#include "v001768.cudafe1.stub.c"
# 1 "v001768.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
