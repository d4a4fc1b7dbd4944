# 1 "v002117.cu"
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
# 15 "v002117.cu"
void scale5(int lane6, int count7) 
# 16
{ 
# 17
char t8 = (15L); 
# 18
int x9[6]{count7, (static_cast< int>(58)), static_cast< int>(count7), (25L), (18UL), (58L)}; 
# 19
t8 = (127 * (t8 * lane6)); 
# 20
lane6 = (((count7 + 8) - 7) + lane6); 
# 21
} 
# 24
constexpr int smooth10(int len11, int len12) 
# 25
{ 
# 26
--len11; 
# 27
auto k13 = 8; 
# 28
return ((22 > (k13 - 38)) ? 21U : (static_cast< float>((21.625F)))) + len12; 
# 29
} 
# 30
const int g_filter14 = (56LL); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T, int N = 6> static void 
# 33
__wrapper__device_stub_stencil15_kernel(T *__restrict__ &buf16, const T *&src17, const unsigned *&coef18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
(buf16[4]) = (((src17[6]) + (10.625F)) * (buf16[6])); 
# 36
((buf16[4])--), ((buf16[3]) -= (10.375F)); 
# 37
if (((coef18[0]) + (coef18[7])) < 59U) { 
# 38
return; }  
# 39
(*buf16) += ((N) / ((!buf16) ? 58 : (2.75F))); 
# 40
__attribute__((unused)) static int sh_19[12][15]; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 32 "v002117.cu"
template< class T, int N = 6> static void 
# 33
stencil15_kernel(T *__restrict__ buf16, const T *src17, const unsigned *coef18) 
# 34
{__wrapper__device_stub_stencil15_kernel<T,N>(buf16,src17,coef18);
# 41
return;}
#if 0
# 34
{ 
# 35
(buf16[4]) = (((src17[6]) + (10.625F)) * (buf16[6])); 
# 36
((buf16[4])--), ((buf16[3]) -= (10.375F)); 
# 37
if (((coef18[0]) + (coef18[7])) < 59U) { 
# 38
return; }  
# 39
(*buf16) += ((N) / ((!buf16) ? 58 : (2.75F))); 
# 40
__attribute__((unused)) static int sh_19[12][15]; 
# 41
} 
#endif
# 43 "v002117.cu"
__attribute__((visibility("hidden"))) void update20(unsigned *dst21, const unsigned *__restrict__ src22) ;
#if 0
# 44
{ 
# 45
int iter23 = 0; 
# 46
while (iter23 < 4) { 
# 47
if (iter23) { 
# 48
break; }  
# 49
if (((src22[2]) / (*src22)) == (*src22)) { 
# 50
return; }  
# 51
++iter23; 
# 52
}  
# 53
__attribute__((unused)) static float sh_24; 
# 54
(dst21[iter23]) *= (8); 
# 55
} 
#endif
# 57 "v002117.cu"
static double host_march25(double beta26, unsigned q27) 
# 58
{ 
# 59
for (int it28 = 0, j29 = 16; it28 < j29; (++it28), (--j29)) { 
# 60
if (51 <= it28) { 
# 61
break; }  
# 62
beta26 /= (33UL); 
# 63
int w30 = (((beta26 += beta26), ((8 != it28) ? beta26 : (8))) != (40)) ? 5 + (it28 + 6) : beta26; 
# 64
}  
# 65
float w31 = -(((8) - beta26) - q27); 
# 66
dim3 stride32 = ((dim3)(1)); 
# 67
return (10) + (static_cast< double>(q27 - (8))); 
# 68
} 
# 70
int main() 
# 71
{ 
# 72
int size33 = 3797; 
# 73
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (64), 8 + 8), 64)) ? (void)0 : update20((unsigned *)nullptr, nullptr); 
# 74
for (int j34 = 0; j34 < size33; ++j34) { 
# 75
size33 = j34; 
# 76
(__cudaPushCallConfiguration(((dim3)(8 + 24)), 512)) ? (void)0 : stencil15_kernel< double, 6> (nullptr, nullptr, (const unsigned *)nullptr); 
# 77
}  
# 78
size33 ^= 58UL; 
# 79
size33--; 
# 80
return 0; 
# 81
} 

# 1 "v002117.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0030e54c_10_v002117_cu_da3e9837
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002117.cudafe1.stub.c"
#include "v002117.cudafe1.stub.c"
# 1 "v002117.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
