# 1 "v001102.cu"
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
# 7 "v001102.cu"
static_assert((sizeof(int) == (4)), "bad config");
# 8
__attribute__((visibility("hidden"))) void smooth3_kernel(unsigned *__restrict__ acc4, const short *__restrict__ in5, unsigned long *data6, int len7) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern int dyn_8[]; 
# 11
(*data6) |= (10); 
# 12
(acc4[3]) *= (((dyn_8[4]) += len7), ((((dyn_8[len7]) != (*in5)) ? 20 : 42LL) * (39U))); 
# 13
double tmp9 = len7 - (static_cast< int>((in5[len7 & 7]) % 8)); 
# 14
if (short tmp10 = in5[len7 & 7]; (static_cast< float>(*acc4)) >= len7) { 
# 15
__attribute__((unused)) static int sh_11; 
# 16
tmp9 *= tmp9; 
# 17
}  
# 18
tmp9 = len7; 
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20 "v001102.cu"
template< class T, class U> static void 
# 21
__wrapper__device_stub_march12_kernel(U &a13, const float *__restrict__ &src14, U *&data15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
if (int sum16 = (2299ULL); a13 >= 8) { 
# 24
a13 *= (11.125F); 
# 25
(data15[6]) *= 41; 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic pop

# 20 "v001102.cu"
template< class T, class U> static void 
# 21
march12_kernel(U a13, const float *__restrict__ src14, U *data15) 
# 22
{__wrapper__device_stub_march12_kernel<T,U>(a13,src14,data15);
# 27
return;}
#if 0
# 22
{ 
# 23
if (int sum16 = (2299ULL); a13 >= 8) { 
# 24
a13 *= (11.125F); 
# 25
(data15[6]) *= 41; 
# 26
}  
# 27
} 
#endif
# 28 "v001102.cu"
__attribute__((visibility("hidden"))) void fold17(char a18, size_t a19, int *__restrict__ dst20) ;
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern long dyn_21[]; 
# 31
(*dst20) = a19; 
# 32
(dyn_21[7]) *= 19ULL; 
# 33
float h22 = (static_cast< double>(12)); 
# 34
} 
#endif
# 35 "v001102.cu"
__attribute__((visibility("hidden"))) void norm23_kernel(unsigned b24, float *buf25, const unsigned char *coef26, int lane27) ;
#if 0
# 36
{ 
# 37
bool q28 = (0); 
# 38
(buf25[6]) -= (sizeof(float)); 
# 39
__attribute__((unused)) static double sh_29[sizeof(float) * (2)]; 
# 40
long long k30 = (static_cast< short>(19 ^ (coef26[7]))) - q28; 
# 41
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42 "v001102.cu"
template< class T, class U> static void 
# 43
__wrapper__device_stub_drift31_kernel(const T *&coef32, int *&data33, float &beta34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
beta34 = (*data33); 
# 46
T stride35 = (34L); 
# 47
(data33[5]) += ((stride35 += (7.375F)), stride35); 
# 48
static_assert((sizeof(int) == (4)), "size check");
# 49
} 
#endif

#pragma GCC diagnostic pop

# 42 "v001102.cu"
template< class T, class U> static void 
# 43
drift31_kernel(const T *coef32, int *data33, float beta34) 
# 44
{__wrapper__device_stub_drift31_kernel<T,U>(coef32,data33,beta34);
# 49
return;}
#if 0
# 44
{ 
# 45
beta34 = (*data33); 
# 46
T stride35 = (34L); 
# 47
(data33[5]) += ((stride35 += (7.375F)), stride35); 
# 48
static_assert((sizeof(int) == (4)), "size check");
# 49
} 
#endif
# 50 "v001102.cu"
__attribute__((unused)) float probe36(const float *in37, unsigned q38) 
# 51
{int volatile ___ = 1;(void)in37;(void)q38;
# 58
::exit(___);}
#if 0
# 51
{ 
# 52
float cnt39 = (11.625F) / (q38 % (8)); 
# 53
if (unsigned idx40 = (((q38 += (49)), (64UL ^ q38))); idx40 <= (11)) { 
# 54
idx40 = ((1029) / ((in37[2]) - (37U))); 
# 55
int h41 = cnt39; 
# 56
}  
# 57
return q38; 
# 58
} 
#endif
# 59 "v001102.cu"
int main() 
# 60
{ 
# 61
int len42 = 2551; 
# 62
auto op45 = [=](float m43, unsigned acc44) mutable->double { 
# 63
(__cudaPushCallConfiguration(4 * 4, dim3(sizeof(unsigned) * (2), 16), sizeof(double) * (64), 0)) ? (void)0 : norm23_kernel(acc44, nullptr, nullptr, acc44); 
# 64
return len42; 
# 65
} ; typedef decltype(op45) __T0;
# 66
len42 = (len42 + (static_cast< int>(len42 + len42))); 
# 67
dim3 base46(8, 128, 32); 
# 68
(__cudaPushCallConfiguration(32 * 16, sizeof(int) * (64))) ? (void)0 : fold17(len42, len42, (int *)nullptr); 
# 69
(__cudaPushCallConfiguration(2, dim3(2, sizeof(float), 4), 0, (cudaStream_t)0)) ? (void)0 : smooth3_kernel(nullptr, nullptr, nullptr, len42 ^ 4U); 
# 70
(__cudaPushCallConfiguration(128, 512, 256, 0)) ? (void)0 : march12_kernel< long, int> ((9 + len42) / (static_cast< int>(len42)), static_cast< const float *>(nullptr), nullptr); 
# 71
(__cudaPushCallConfiguration(8, dim3(8, (len42 + 127) / 128))) ? (void)0 : drift31_kernel< float, double> (static_cast< const float *>(nullptr), nullptr, (10.0F)); 
# 72
return 0; 
# 73
} 

# 1 "v001102.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3b662653_10_v001102_cu_18650d36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001102.cudafe1.stub.c"
#include "v001102.cudafe1.stub.c"
# 1 "v001102.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
