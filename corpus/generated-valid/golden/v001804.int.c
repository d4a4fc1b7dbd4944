# 1 "v001804.cu"
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
# 10 "v001804.cu"
constexpr int norm3(int n4, unsigned long long beta5) 
# 11
{ 
# 12
bool v6((((float)n4) / (beta5 << 6)) >= (51L)); 
# 13
return ((25 - n4) + 8) + 63; 
# 14
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, int N = 7> static void 
# 17
__wrapper__device_stub_shade7_kernel(T &a8, T &cfg9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
if (norm3(cfg9, N) <= N) { 
# 20
int x10[sizeof(float)]{(-35), 35, (static_cast< int>(-30)), (33UL)}; 
# 21
(x10[0]) = ((int)(((x10[0]) * sizeof(int)) + norm3(x10[0], cfg9))); 
# 22
}  
# 23
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001804.cu"
template< class T, int N = 7> static void 
# 17
shade7_kernel(T a8, T cfg9) 
# 18
{__wrapper__device_stub_shade7_kernel<T,N>(a8,cfg9);
# 23
return;}
#if 0
# 18
{ 
# 19
if (norm3(cfg9, N) <= N) { 
# 20
int x10[sizeof(float)]{(-35), 35, (static_cast< int>(-30)), (33UL)}; 
# 21
(x10[0]) = ((int)(((x10[0]) * sizeof(int)) + norm3(x10[0], cfg9))); 
# 22
}  
# 23
} 
#endif
# 25 "v001804.cu"
namespace impl11 { 
# 26
inline unsigned pivot12(int count13) 
# 27
{ 
# 28
float cnt14(norm3(count13 - 8, count13 + count13)); 
# 29
cnt14 = (count13 + cnt14); 
# 30
norm3(cnt14, norm3(norm3(cnt14, count13), count13 + 59)); 
# 31
int idx15 = cnt14; 
# 32
float prod16 = (float)cnt14; 
# 33
int flag17 = norm3(prod16 + prod16, 32); 
# 34
return (float)(((22.625F) - prod16) + count13); 
# 35
} 
# 36
typedef unsigned idx18_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T, class U> static void 
# 39
__wrapper__device_stub_probe19(const U *&input20, int *&dst21, const T *&in22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
norm3(impl11::pivot12(*input20), impl11::pivot12(45)); 
# 42
if (T tmp23 = ((T)norm3(*input20, *dst21)) + (static_cast< int>(*input20)); norm3(impl11::pivot12(in22[2]), tmp23 / 8) <= (25 << (*dst21))) { 
# 43
if ((8 - (*input20)) >= norm3(*in22, (in22[1]) / sizeof(float))) { 
# 44
(dst21[1]) = ((input20[6]) * ('z' - (tmp23 * (input20[1])))); 
# 45
float diff24[7] = {static_cast< float>(impl11::pivot12(dst21[3])), static_cast< float>(impl11::pivot12(*dst21)), (3.0F), (1.875F), static_cast< float>((*dst21) / 6), (11.125F), (-(16.625F))}; 
# 46
} else { 
# 47
}  
# 48
}  
# 49
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001804.cu"
template< class T, class U> static void 
# 39
probe19(const U *input20, int *dst21, const T *in22) 
# 40
{::impl11::__wrapper__device_stub_probe19<T,U>(input20,dst21,in22);
# 49
return;}
#if 0
# 40
{ 
# 41
norm3(impl11::pivot12(*input20), impl11::pivot12(45)); 
# 42
if (T tmp23 = ((T)norm3(*input20, *dst21)) + (static_cast< int>(*input20)); norm3(impl11::pivot12(in22[2]), tmp23 / 8) <= (25 << (*dst21))) { 
# 43
if ((8 - (*input20)) >= norm3(*in22, (in22[1]) / sizeof(float))) { 
# 44
(dst21[1]) = ((input20[6]) * ('z' - (tmp23 * (input20[1])))); 
# 45
float diff24[7] = {static_cast< float>(impl11::pivot12(dst21[3])), static_cast< float>(impl11::pivot12(*dst21)), (3.0F), (1.875F), static_cast< float>((*dst21) / 6), (11.125F), (-(16.625F))}; 
# 46
} else { 
# 47
}  
# 48
}  
# 49
} 
#endif
# 50 "v001804.cu"
}
# 51
typedef unsigned *ptr25_t; 
# 53
namespace _GLOBAL__N__39022847_10_v001804_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__39022847_10_v001804_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__39022847_10_v001804_cu_main __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54
template< class T> static void 
# 55
__wrapper__device_stub_probe26_kernel(const T *__restrict__ &input27, int &stride28, int &len29, T &q30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 56
{ 
# 57
if (int s31 = (len29 + (stride28 - (*input27))) * (norm3(*input27, 8) + (27 * len29)); s31 >= (stride28 >> 0)) { 
# 58
unsigned long sum32 = impl11::pivot12(impl11::pivot12(4L * s31)); 
# 59
T res33 = stride28; 
# 60
stride28 += (static_cast< double>(s31)); 
# 61
}  
# 62
} 
#endif

#pragma GCC diagnostic pop

# 54 "v001804.cu"
template< class T> static void 
# 55
probe26_kernel(const T *__restrict__ input27, int stride28, int len29, T q30) 
# 56
{::_GLOBAL__N__39022847_10_v001804_cu_main::__wrapper__device_stub_probe26_kernel<T>(input27,stride28,len29,q30);
# 62
return;}
#if 0
# 56
{ 
# 57
if (int s31 = (len29 + (stride28 - (*input27))) * (norm3(*input27, 8) + (27 * len29)); s31 >= (stride28 >> 0)) { 
# 58
unsigned long sum32 = impl11::pivot12(impl11::pivot12(4L * s31)); 
# 59
T res33 = stride28; 
# 60
stride28 += (static_cast< double>(s31)); 
# 61
}  
# 62
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64 "v001804.cu"
template< class T, class U> static void 
# 65
__wrapper__device_stub_rank34(const T *&coef35, int *&out36, int &len37, U *&acc38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_39[]; 
# 68
if (((out36[len37]) + ((acc38[7]) - 8)) < (*out36)) { 
# 69
norm3(coef35[len37], out36[len37]); 
# 70
} else { 
# 71
int *v40 = out36; 
# 72
}  
# 73
} 
#endif

#pragma GCC diagnostic pop

# 64 "v001804.cu"
template< class T, class U> static void 
# 65
rank34(const T *coef35, int *out36, int len37, U *acc38) 
# 66
{::_GLOBAL__N__39022847_10_v001804_cu_main::__wrapper__device_stub_rank34<T,U>(coef35,out36,len37,acc38);
# 73
return;}
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern int dyn_39[]; 
# 68
if (((out36[len37]) + ((acc38[7]) - 8)) < (*out36)) { 
# 69
norm3(coef35[len37], out36[len37]); 
# 70
} else { 
# 71
int *v40 = out36; 
# 72
}  
# 73
} 
#endif
# 75 "v001804.cu"
constexpr int trace41(int len42, double cfg43) 
# 76
{ 
# 77
return norm3(norm3(cfg43, 8), (55) + cfg43); 
# 78
} 
# 79
}
# 81
int main() 
# 82
{ 
# 83
int len44 = 2846; 
# 84
len44 /= ((len44 + len44) << 6); 
# 85
(__cudaPushCallConfiguration(dim3(2 * 8, 128), sizeof(unsigned) * (64))) ? (void)0 : impl11::probe19(&len44, &len44, (const int *)nullptr); 
# 86
(__cudaPushCallConfiguration(8 + 8, 8 + (8 + (8 + (8 + 32))))) ? (void)0 : shade7_kernel< unsigned, 3> (len44, norm3((unsigned long long)len44, len44 % 35)); 
# 87
(__cudaPushCallConfiguration(4, sizeof(int) * (8 + 24))) ? (void)0 : probe26_kernel((const impl11::idx18_t *)nullptr, len44 * (16 + len44), trace41(len44, -(14.25F)), static_cast< unsigned>(len44 + len44)); 
# 88
(__cudaPushCallConfiguration(sizeof(int) * (64), sizeof(int) * (8 + 8))) ? (void)0 : rank34((const float *)nullptr, &len44, -6, &len44); 
# 89
return 0; 
# 90
} 

# 1 "v001804.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__39022847_10_v001804_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001804.cudafe1.stub.c"
#include "v001804.cudafe1.stub.c"
# 1 "v001804.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
