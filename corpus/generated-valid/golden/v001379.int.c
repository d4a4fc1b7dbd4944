# 1 "v001379.cu"
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
# 13 "v001379.cu"
__attribute__((visibility("hidden"))) void stencil3(const float *__restrict__ coef4, const float *in5) ;
#if 0
# 13
{ 
# 14
unsigned idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
int pass7 = 0; 
# 16
while ((pass7 < pass7) && ((pass7 != 59) || ((coef4[pass7]) == pass7))) { 
# 17
double t8[5]{((3.875F)), (2595), static_cast< double>(*in5), (25), (19.625)}; 
# 18
__attribute__((unused)) static int sh_9[8]; 
# 19
++pass7; 
# 20
}  
# 21
} 
#endif
# 23 "v001379.cu"
namespace img10 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 24
template< class T, class U> static void 
# 25
__wrapper__device_stub_decay11_kernel(const U *&src12, int &len13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
unsigned idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
const double m15 = 3 + len13; 
# 28
len13 = ((-len13) + (m15 * (37))); 
# 29
len13 = (len13 * (__device_builtin_variable_threadIdx.z)); 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 24 "v001379.cu"
template< class T, class U> static void 
# 25
decay11_kernel(const U *src12, int len13) {::img10::__wrapper__device_stub_decay11_kernel<T,U>(src12,len13);
# 30
return;}
#if 0
# 25
{ 
# 26
unsigned idx14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
const double m15 = 3 + len13; 
# 28
len13 = ((-len13) + (m15 * (37))); 
# 29
len13 = (len13 * (__device_builtin_variable_threadIdx.z)); 
# 30
} 
#endif
# 31 "v001379.cu"
}
# 32
static float d_scatter16; 
# 34
__attribute__((visibility("hidden"))) void stencil17_kernel(const int *__restrict__ in18, float a19) ;
#if 0
# 34
{ 
# 35
int i20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
for (int it21 = (3 + 13); it21 > 0; --it21) { 
# 37
int r22 = it21 - ((53) - ((double)it21)); 
# 38
__attribute__((unused)) static float sh_23[8]; 
# 39
}  
# 40
long z24 = a19; 
# 41
float mid25(a19); 
# 42
} 
#endif
# 44 "v001379.cu"
namespace kern26 { 
# 45
static int c_update27[2]; 
# 46
__attribute__((section("__nv_managed_data__"))) static float *m_step28 = 0; 
# 47
}
# 49
struct Bounds29 { 
# 50
unsigned mass30; 
# 51
float hi31; 
# 52
int flag32; 
# 53
void get33(unsigned long u34) { 
# 54
(mass30) = ((mass30) / u34); 
# 55
} 
# 56
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 58
template< class T> static void 
# 59
__wrapper__device_stub_stencil35(T *&buf36, T &b37, int &stride38, int &lane39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 59
{ 
# 60
unsigned tid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
if (tid40 >= lane39) { 
# 62
return; 
# 63
}  
# 64
int r41[8]{(4U), (-491), 43, 6, 2065, (17L), (63UL), 31}; 
# 65
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern26::m_step28))) = lane39; 
# 66
Bounds29 mid42 = Bounds29{(27), (26), 38}; 
# 67
if (48L == b37) { 
# 68
return; 
# 69
}  
# 70
} 
#endif

#pragma GCC diagnostic pop

# 58 "v001379.cu"
template< class T> static void 
# 59
stencil35(T *buf36, T b37, int stride38, int lane39) {__wrapper__device_stub_stencil35<T>(buf36,b37,stride38,lane39);
# 70
return;}
#if 0
# 59
{ 
# 60
unsigned tid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
if (tid40 >= lane39) { 
# 62
return; 
# 63
}  
# 64
int r41[8]{(4U), (-491), 43, 6, 2065, (17L), (63UL), 31}; 
# 65
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern26::m_step28))) = lane39; 
# 66
Bounds29 mid42 = Bounds29{(27), (26), 38}; 
# 67
if (48L == b37) { 
# 68
return; 
# 69
}  
# 70
} 
#endif
# 71 "v001379.cu"
static size_t d_fold43; 
# 73
static void apply44(int n45) ;
#if 0
# 73
{ 
# 74
int i46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
if (i46 >= n45) { 
# 76
return; 
# 77
}  
# 78
float u47 = d_fold43 / (((__device_builtin_variable_gridDim.y) - (kern26::c_update27[__device_builtin_variable_gridDim.x])) * (58)); 
# 79
u47 /= (-37); 
# 80
u47 = (kern26::c_update27[0]); 
# 81
d_scatter16 += (kern26::c_update27[0]); 
# 82
n45 = 2674; 
# 83
if (u47 != d_scatter16) { 
# 84
return; 
# 85
}  
# 86
double off48 = d_fold43 * d_fold43; 
# 87
} 
#endif
# 89 "v001379.cu"
float host_decay49(float alpha50, float alpha51, const float *in52) { 
# 90
(__cudaPushCallConfiguration(16 * (3 + 1), dim3(16, 16, 8), 1 << (3 + 9))) ? (void)0 : stencil17_kernel(nullptr, (9) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern26::m_step28)))); 
# 91
if ((alpha51 * (8)) < alpha51) { 
# 92
return (3) * alpha50; 
# 93
}  
# 94
alpha50++; 
# 95
alpha50 = (-(24.0F)); 
# 96
return 3; 
# 97
} 
# 99
int main() { 
# 100
int size53 = 3813; 
# 101
(__cudaPushCallConfiguration((size53 + 255) / 256, (3 + (3 + 58)) * 8, 0)) ? (void)0 : stencil35< double> (nullptr, size53 + size53, host_decay49(-29, size53, nullptr), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern26::m_step28)))); 
# 102
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern26::m_step28))) *= size53; 
# 103
const int *cnt54 = (nullptr); 
# 104
(__cudaPushCallConfiguration((size53 + 127) / 128, 32, 0, (cudaStream_t)0)) ? (void)0 : img10::decay11_kernel< long, long> (reinterpret_cast< const long *>(cnt54), '\"'); 
# 105
(__cudaPushCallConfiguration(dim3(3 + 509, 2 * 16), 256, sizeof(double) * (32))) ? (void)0 : stencil3(reinterpret_cast< const float *>(cnt54), reinterpret_cast< const float *>(cnt54)); 
# 106
(__cudaPushCallConfiguration((size53 + 63) / 64, dim3((size53 + 31) / 32, 64, 3 + 61), 0)) ? (void)0 : apply44((2) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (kern26::m_step28))) * (3))); 
# 107
return 0; 
# 108
} 

# 1 "v001379.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__138fdc49_10_v001379_cu_87f9a6ed
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001379.cudafe1.stub.c"
#include "v001379.cudafe1.stub.c"
# 1 "v001379.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
