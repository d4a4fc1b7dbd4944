# 1 "v001369.cu"
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
# 15 "v001369.cu"
__attribute__((visibility("hidden"))) void rank8_kernel(double a9, int stride10, float *dst11) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern unsigned dyn_12[]; 
# 18
int prod13(62); 
# 19
__attribute__((unused)) static float sh_14; 
# 20
} 
#endif
# 21 "v001369.cu"
static float d_sweep15; 
# 24
float check_scatter16(int stride17, float q18, float p19) 
# 25
{ 
# 26
if (((12) >= p19) || ((q18 >= (53)) && (stride17 < q18))) { 
# 27
int *f20 = &stride17; 
# 28
if (((stride17 + stride17) / ((long long)stride17)) > (((*f20) < 60) ? *f20 : 60)) { 
# 29
if (!(stride17 == 12)) { 
# 30
return (long)(*f20); 
# 31
}  
# 32
p19 = ((((((p19 != p19) ? q18 : stride17) > stride17) ? (p19 != p19) ? q18 : stride17 : stride17) > (sizeof(unsigned long))) ? (((p19 != p19) ? q18 : stride17) > stride17) ? (p19 != p19) ? q18 : stride17 : stride17 : (sizeof(unsigned long))); 
# 33
} else { if ((stride17 + (p19 - p19)) >= (q18 / stride17)) { }  }  
# 34
}  
# 35
return static_cast< char>(((3) * p19) * ((stride17 >= stride17) ? stride17 : p19)); 
# 36
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T> static void 
# 40
__wrapper__device_stub_bump21_kernel(const T *__restrict__ &in22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern unsigned dyn_23[]; 
# 43
T stride24 = (in22[5]) + ((50ULL + (in22[3])) + ((in22[2]) - (4.875))); 
# 44
unsigned char prod25 = stride24 + (in22[5]); 
# 45
long k26{(long)((((float)(4.875F)) * (dyn_23[4])) * (31UL - ((stride24 > (dyn_23[prod25])) ? stride24 : (dyn_23[prod25]))))}; 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 39 "v001369.cu"
template< class T> static void 
# 40
bump21_kernel(const T *__restrict__ in22) 
# 41
{__wrapper__device_stub_bump21_kernel<T>(in22);
# 46
return;}
#if 0
# 41
{ 
# 42
__attribute__((unused)) extern unsigned dyn_23[]; 
# 43
T stride24 = (in22[5]) + ((50ULL + (in22[3])) + ((in22[2]) - (4.875))); 
# 44
unsigned char prod25 = stride24 + (in22[5]); 
# 45
long k26{(long)((((float)(4.875F)) * (dyn_23[4])) * (31UL - ((stride24 > (dyn_23[prod25])) ? stride24 : (dyn_23[prod25]))))}; 
# 46
} 
#endif
# 48 "v001369.cu"
namespace ops27 { 
# 49
static float c_apply28[4]; 
# 51
constexpr int kick29(int lane30) 
# 52
{ 
# 53
return 52 / lane30; 
# 54
} 
# 56
__attribute__((visibility("hidden"))) void bias31(int count32, float beta33, long q34, const unsigned long long *src35) ;
#if 0
# 57
{ 
# 58
constexpr int u36 = (3 + (3 + 2)); 
# 59
int lim37 = (1587) * beta33; 
# 60
if (!(lim37 > (ops27::c_apply28[count32]))) { 
# 61
return; 
# 62
}  
# 63
unsigned char z38 = (3); 
# 64
} 
#endif
# 65 "v001369.cu"
}
# 67
namespace gpu39 { 
# 68
constexpr int TILE40 = (3 + 2); 
# 69
}
# 71
__attribute__((visibility("hidden"))) void sift41_kernel(const unsigned *src42, size_t p43) ;
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern int dyn_44[]; 
# 74
if ((src42[p43]) * (*src42)) { 
# 75
bool y45 = src42 != (nullptr); 
# 76
}  
# 77
__attribute__((unused)) static float sh_46[16]; 
# 78
} 
#endif
# 79 "v001369.cu"
static_assert((53 > 52), "tile must fit");
# 82
__attribute__((visibility("hidden"))) void grow47(double *__restrict__ data48, int *__restrict__ buf49, int stride50, float *__restrict__ out51) ;
#if 0
# 83
{ 
# 84
stride50 = stride50; 
# 85
const int *cnt52 = &stride50; 
# 86
float tmp53 = (gpu39::TILE40); 
# 87
auto mid54 = 40; 
# 88
} 
#endif
# 90 "v001369.cu"
int main() 
# 91
{ 
# 92
int n55 = 581; 
# 93
auto base56 = (0.125F); 
# 94
n55 = n55; 
# 95
char f57 = (-20); 
# 96
f57 = f57; 
# 97
(__cudaPushCallConfiguration(dim3(8, 32), 128, 0)) ? (void)0 : rank8_kernel((21.875) + (n55 / 44), 7U % f57, &base56); 
# 98
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), dim3((gpu39::TILE40 + (12 + (16 + 31))) * 2, 2, 64))) ? (void)0 : bump21_kernel< double> (nullptr); 
# 99
(__cudaPushCallConfiguration(512, ((dim3)((n55 + 31) / 32)))) ? (void)0 : ops27::bias31(((n55 < 9UL) ? n55 : 9UL) - (11), (3.75F), gpu39::TILE40, nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v001369.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2eeff5f9_10_v001369_cu_e3920c23
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001369.cudafe1.stub.c"
#include "v001369.cudafe1.stub.c"
# 1 "v001369.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
