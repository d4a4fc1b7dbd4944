# 1 "v000195.cu"
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
# 11 "v000195.cu"
template< class T, class U> T 
# 12
sift6(T *out7, T alpha8) 
# 13
{ 
# 14
for (int it9 = 0; it9 < 16; it9++) { 
# 15
switch (static_cast< long>(alpha8)) { 
# 16
case 1 << 2:  
# 17
break; 
# 18
case 5:  
# 19
break; 
# 20
case 0:  
# 21
(*out7) = sizeof(T); 
# 22
break; 
# 23
case 10:  
# 24
break; 
# 25
}  
# 26
alpha8 = (3.875); 
# 27
}  
# 28
if ((out7[4]) == 16) { 
# 29
alpha8--; 
# 30
}  
# 31
long k10{8L}; 
# 32
return 16; 
# 33
} 
# 35
namespace detail11 { 
# 36
using idx12_t = int; 
# 37
}
# 38
__attribute__((section("__nv_managed_data__"))) static float (*m_trace13)[32] = 0; 
# 40
__attribute__((visibility("hidden"))) void shade14_kernel(float beta15) ;
#if 0
# 41
{ 
# 42
float w16 = (58); 
# 43
if (w16 >= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace13)))[14])) { 
# 44
return; 
# 45
}  
# 46
__attribute__((unused)) static int sh_17[(3 + 5) * 2]; 
# 47
__attribute__((unused)) static unsigned sh_18[9][7]; 
# 48
sift6< long, long> (nullptr, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace13)))[12]) - ((sh_17[10]) + 16)); 
# 49
__attribute__((unused)) static unsigned sh_19; 
# 50
__attribute__((unused)) static long sh_20[32]; 
# 51
} 
#endif
# 53 "v000195.cu"
__attribute__((visibility("hidden"))) void combine21_kernel(detail11::idx12_t stride22, long long *dst23, size_t *out24) ;
#if 0
# 54
{ 
# 55
float v25 = *dst23; 
# 56
unsigned long long cnt26 = v25 + (((*dst23) ^ stride22) % (16)); 
# 57
constexpr detail11::idx12_t res27 = (42UL); 
# 58
__attribute__((unused)) static unsigned sh_28[128]; 
# 59
detail11::idx12_t val29 = stride22; 
# 60
} 
#endif
# 62 "v000195.cu"
__attribute__((visibility("hidden"))) void tally30_kernel(detail11::idx12_t stride31, double *out32) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) extern detail11::idx12_t dyn_33[]; 
# 65
for (int n34 = 0; n34 < 2; ++n34) { 
# 66
sift6< unsigned, unsigned> (reinterpret_cast< unsigned *>(out32), 32 * ((dyn_33[n34]) >> sizeof(unsigned))); 
# 67
__attribute__((unused)) static int sh_35[7][3 + (3 + 7)]; 
# 68
}  
# 69
if (sift6< unsigned, unsigned> (reinterpret_cast< unsigned *>(out32), 50U) < stride31) { 
# 70
stride31 = sift6< int, unsigned> (dyn_33, -6); 
# 71
}  
# 72
__attribute__((unused)) static detail11::idx12_t sh_36[8]; 
# 73
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 75 "v000195.cu"
template< class T> static void 
# 76
__wrapper__device_stub_scatter37(const T *&input38, const T *&src39, T &b40, const double *&src41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 77
{ 
# 78
__attribute__((unused)) extern float dyn_42[]; 
# 79
long w43 = (__alignof__(int)); 
# 80
int y44{8}; 
# 81
signed char diff45 = (16); 
# 82
constexpr float base46 = (53); 
# 83
int x47 = static_cast< float>(sift6< T, T> (const_cast< T *>(src39), input38[6])); 
# 84
} 
#endif

#pragma GCC diagnostic pop

# 75 "v000195.cu"
template< class T> static void 
# 76
scatter37(const T *input38, const T *src39, T b40, const double *src41) 
# 77
{__wrapper__device_stub_scatter37<T>(input38,src39,b40,src41);
# 84
return;}
#if 0
# 77
{ 
# 78
__attribute__((unused)) extern float dyn_42[]; 
# 79
long w43 = (__alignof__(int)); 
# 80
int y44{8}; 
# 81
signed char diff45 = (16); 
# 82
constexpr float base46 = (53); 
# 83
int x47 = static_cast< float>(sift6< T, T> (const_cast< T *>(src39), input38[6])); 
# 84
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 86 "v000195.cu"
template< class T, int N> static void 
# 87
__wrapper__device_stub_tally48_kernel(const T *&src49) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 88
{ 
# 89
unsigned short off50 = sift6< T, double> ((T *)nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace13)))[11]); 
# 90
off50 = ((*src49) + sift6< float, long> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace13))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace13)))[off50 & 31])); 
# 91
if (((src49[off50]) + N) >= 5) { 
# 92
return; 
# 93
}  
# 94
sift6< long, int> (static_cast< long *>(nullptr), *src49); 
# 95
off50 = (16); 
# 96
} 
#endif

#pragma GCC diagnostic pop

# 86 "v000195.cu"
template< class T, int N> static void 
# 87
tally48_kernel(const T *src49) 
# 88
{__wrapper__device_stub_tally48_kernel<T,N>(src49);
# 96
return;}
#if 0
# 88
{ 
# 89
unsigned short off50 = sift6< T, double> ((T *)nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace13)))[11]); 
# 90
off50 = ((*src49) + sift6< float, long> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace13))), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_trace13)))[off50 & 31])); 
# 91
if (((src49[off50]) + N) >= 5) { 
# 92
return; 
# 93
}  
# 94
sift6< long, int> (static_cast< long *>(nullptr), *src49); 
# 95
off50 = (16); 
# 96
} 
#endif
# 98 "v000195.cu"
void grow51(float b52, int lane53) 
# 99
{ 
# 100
static_assert(((5 + (16 + (5 + 35))) == 61), "bad config");
# 101
(__cudaPushCallConfiguration(1 << 3, 256, 512 * 8, (cudaStream_t)0)) ? (void)0 : shade14_kernel((14.375F) - lane53); 
# 102
b52 = (sift6< long, long> (static_cast< long *>(nullptr), lane53)); 
# 103
} 
# 105
int main() 
# 106
{ 
# 107
int count54 = 2905; 
# 108
if ((count54 & (sizeof(detail11::idx12_t) % count54)) <= (34)) { 
# 109
static_assert((sizeof(int) == (4)), "bad config");
# 110
float flag55 = (sizeof(float)); 
# 111
sift6< long, unsigned> ((long *)nullptr, sift6< int, long> (static_cast< int *>(nullptr), static_cast< unsigned>(flag55))); 
# 112
}  
# 113
(__cudaPushCallConfiguration((count54 + 63) / 64, dim3(1, 2, 1 << 4))) ? (void)0 : combine21_kernel(sizeof(float), nullptr, nullptr); 
# 114
(__cudaPushCallConfiguration(5 + (5 + (5 + (5 + 108))), 3 + (16 + 493), sizeof(float) * (256), 0)) ? (void)0 : tally30_kernel(sift6< int, float> (nullptr, count54), nullptr); 
# 115
(__cudaPushCallConfiguration(dim3(128, 1, 32), dim3((count54 + 255) / 256, (count54 + 255) / 256))) ? (void)0 : scatter37< unsigned> (nullptr, nullptr, sift6< double, long> (nullptr, count54 & 15), (const double *)nullptr); 
# 116
return 0; 
# 117
} 

# 1 "v000195.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0dd6772f_10_v000195_cu_7910821e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000195.cudafe1.stub.c"
#include "v000195.cudafe1.stub.c"
# 1 "v000195.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
