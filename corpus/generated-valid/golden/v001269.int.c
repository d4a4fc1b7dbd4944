# 1 "v001269.cu"
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

# 19 "v001269.cu"
template< class T, int N> static void 
# 20
__wrapper__device_stub_grow10(T *__restrict__ &data11, T *&out12, const float *&coef13, int &count14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
bool mid15 = count14 <= (data11[5]); 
# 23
if (!mid15) { 
# 24
return; 
# 25
}  
# 26
T z16 = data11[count14 & 7]; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001269.cu"
template< class T, int N> static void 
# 20
grow10(T *__restrict__ data11, T *out12, const float *coef13, int count14) 
# 21
{__wrapper__device_stub_grow10<T,N>(data11,out12,coef13,count14);
# 27
return;}
#if 0
# 21
{ 
# 22
bool mid15 = count14 <= (data11[5]); 
# 23
if (!mid15) { 
# 24
return; 
# 25
}  
# 26
T z16 = data11[count14 & 7]; 
# 27
} 
#endif
# 28 "v001269.cu"
enum class Op17 { Idle18, Green19, Slow20}; 
# 29
static int c_warp21[8]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, class U> static void 
# 32
__wrapper__device_stub_march22(U &cfg23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_24[]; 
# 35
(dyn_24[6]) &= (c_warp21[1]); 
# 36
cfg23 = 64; 
# 37
{ 
# 38
cfg23 *= (19.25); 
# 39
U m25 = (c_warp21[0]) | (c_warp21[1]); 
# 40
} 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001269.cu"
template< class T, class U> static void 
# 32
march22(U cfg23) 
# 33
{__wrapper__device_stub_march22<T,U>(cfg23);
# 41
return;}
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern int dyn_24[]; 
# 35
(dyn_24[6]) &= (c_warp21[1]); 
# 36
cfg23 = 64; 
# 37
{ 
# 38
cfg23 *= (19.25); 
# 39
U m25 = (c_warp21[0]) | (c_warp21[1]); 
# 40
} 
# 41
} 
#endif
# 43 "v001269.cu"
__attribute__((visibility("hidden"))) void pack26_kernel(short *__restrict__ acc27, const unsigned long *input28, int stride29, int stride30) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern unsigned dyn_31[]; 
# 46
int w32 = 0; 
# 47
do { 
# 48
int w33 = 0; 
# 49
do { 
# 50
int pass34 = 0; 
# 51
do { 
# 52
(acc27[stride30])++; 
# 53
++pass34; 
# 54
} while (pass34 < 10); 
# 55
stride29 = (stride29 / 2); 
# 56
++w33; 
# 57
} while (w33 < 5); 
# 58
++w32; 
# 59
} while (w32 < 4); 
# 60
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 62 "v001269.cu"
template< class T, int N> static void 
# 63
__wrapper__device_stub_accum35_kernel(T *&out36, const int *&input37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
int m38{50}; 
# 66
int idx39 = (-40); 
# 67
m38 -= ((int)((c_warp21[idx39]) / (out36[idx39 & 7]))); 
# 68
(*out36) -= (10.625); 
# 69
Op17 k40 = Op17::Slow20; 
# 70
T flag41 = *out36; 
# 71
idx39 *= (c_warp21[m38 & 7]); 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 62 "v001269.cu"
template< class T, int N> static void 
# 63
accum35_kernel(T *out36, const int *input37) 
# 64
{__wrapper__device_stub_accum35_kernel<T,N>(out36,input37);
# 72
return;}
#if 0
# 64
{ 
# 65
int m38{50}; 
# 66
int idx39 = (-40); 
# 67
m38 -= ((int)((c_warp21[idx39]) / (out36[idx39 & 7]))); 
# 68
(*out36) -= (10.625); 
# 69
Op17 k40 = Op17::Slow20; 
# 70
T flag41 = *out36; 
# 71
idx39 *= (c_warp21[m38 & 7]); 
# 72
} 
#endif
# 74 "v001269.cu"
double check_gather42(int len43, const double *__restrict__ input44, int len45) 
# 75
{ 
# 76
cudaStream_t stride46 = (nullptr); 
# 77
int u47 = (len43 % (len43 + len43)) % (len43 & 15); 
# 78
unsigned val48[5] = {5U, (4126UL)}; 
# 79
(__cudaPushCallConfiguration(((dim3)((len45 + 63) / 64)), 32)) ? (void)0 : pack26_kernel(static_cast< short *>(nullptr), nullptr, 'a', 33U); 
# 80
(__cudaPushCallConfiguration(((dim3)(64)), 8 + 248, 8 + 4088, stride46)) ? (void)0 : accum35_kernel< float, 3> (static_cast< float *>(nullptr), &len43); 
# 81
(__cudaPushCallConfiguration(sizeof(unsigned) * (4), dim3((len45 + 255) / 256, (len45 + 63) / 64))) ? (void)0 : pack26_kernel(nullptr, nullptr, 28, len45 / (len45 & 15)); 
# 82
return ((u47 >= (*input44)) ? L'\x30' : (((val48[len43]) += (58)), (-(9.125F)))) * (static_cast< double>(sizeof(unsigned))); 
# 83
} 
# 85
int main() 
# 86
{ 
# 87
int count49 = 3090; 
# 88
check_gather42(count49 / 2, nullptr, 56 / ((23LL == count49) ? 2 : count49)); 
# 89
auto lim50 = (int)check_gather42(count49 / count49, (const double *)nullptr, 47 | count49); 
# 90
int stride51[3] = {(int)check_gather42(lim50, nullptr, lim50), lim50, (-3L)}; 
# 91
cudaStream_t r52 = ((cudaStream_t)0); 
# 92
(__cudaPushCallConfiguration(dim3((count49 + 255) / 256, (count49 + 63) / 64), ((dim3)((lim50 + 255) / 256)))) ? (void)0 : grow10< unsigned, 1> (nullptr, (unsigned *)nullptr, nullptr, 8); 
# 93
(__cudaPushCallConfiguration((lim50 + 63) / 64, dim3(1 << (3 + 2), (count49 + 255) / 256, 4 * (3 + 1)))) ? (void)0 : march22< long, float> (lim50); 
# 94
return 0; 
# 95
} 

# 1 "v001269.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e5b3265c_10_v001269_cu_c_warp21
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001269.cudafe1.stub.c"
#include "v001269.cudafe1.stub.c"
# 1 "v001269.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
