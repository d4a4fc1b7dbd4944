# 1 "v001411.cu"
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
# 9 "v001411.cu"
__attribute__((visibility("hidden"))) void gather3(float a4, unsigned beta5) ;
#if 0
# 9
{ 
# 10
double w6 = ((7.875F)); 
# 11
a4 = (64ULL); 
# 12
} 
#endif
# 14 "v001411.cu"
namespace detail7 { 
# 15
void shade8(unsigned short *__restrict__ data9, const long *coef10, const unsigned *__restrict__ in11) { 
# 16
static_assert((50 == 50));
# 17
if (((in11[2]) << 6) < (in11[5])) { 
# 18
return; }  
# 19
for (int i12 = 10; i12 > 0; --i12) { 
# 20
(*data9) += ((in11[7]) >> ((*coef10) + (15))); 
# 21
auto flag13 = *in11; 
# 22
}  
# 23
} 
# 24
}
# 26
__attribute__((visibility("hidden"))) void kick14(int stride15, const int *in16) ;
#if 0
# 26
{ 
# 27
int tid17 = __device_builtin_variable_threadIdx.x; 
# 28
stride15 += (-24); 
# 29
++stride15; 
# 30
float stride18((__device_builtin_variable_blockDim.x) + ((tid17 + 40) + stride15)); 
# 31
stride18 = (24.75F); 
# 32
stride18 = ((((__device_builtin_variable_threadIdx.z) + (__device_builtin_variable_gridDim.x)) + (tid17 * (in16[5]))) >> ((__device_builtin_variable_threadIdx.x) - tid17)); 
# 33
} 
#endif
# 35 "v001411.cu"
namespace detail19 { namespace sub20 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T, int N> static void 
# 37
__wrapper__device_stub_relax21(T *__restrict__ &data22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
int tid23 = __device_builtin_variable_threadIdx.x; 
# 39
__attribute__((unused)) static unsigned char sh_24; 
# 40
long lo25{9L}; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001411.cu"
template< class T, int N> static void 
# 37
relax21(T *__restrict__ data22) {::detail19::sub20::__wrapper__device_stub_relax21<T,N>(data22);
# 41
return;}
#if 0
# 37
{ 
# 38
int tid23 = __device_builtin_variable_threadIdx.x; 
# 39
__attribute__((unused)) static unsigned char sh_24; 
# 40
long lo25{9L}; 
# 41
} 
#endif
# 42 "v001411.cu"
}}
# 45
__attribute((always_inline)) __attribute__((unused)) static inline void clamp26(int count27) {int volatile ___ = 1;(void)count27;
# 52
::exit(___);}
#if 0
# 45
{ 
# 46
const int h28 = 50L - count27; 
# 47
if ((count27 + 46) == 8) { 
# 48
return; }  
# 49
int stride29{(42U)}; 
# 50
stride29++; 
# 51
count27 <<= ((stride29 + (count27 >> count27)) + ((count27 * 3092L) + stride29)); 
# 52
} 
#endif
# 55 "v001411.cu"
inline float blend30(int stride31, int stride32, int len33 = 52) { 
# 56
if (((stride32 + stride32) + 40) == (63 - stride32)) { 
# 57
for (int n34 = 0; n34 < 13; n34 += 2) { 
# 58
stride32 = (19UL); 
# 59
stride31 += (n34 * stride32); 
# 60
}  
# 61
}  
# 62
return len33; 
# 63
} 
# 66
template< class T> __attribute__((unused)) T 
# 67
relax35(T b36, T *out37, int lane38) {int volatile ___ = 1;(void)b36;(void)out37;(void)lane38;
# 71
::exit(___);}
#if 0
# 67
{ 
# 68
T y39{2}; 
# 69
__attribute__((unused)) static long long sh_40[8]; 
# 70
return (10.625); 
# 71
} 
#endif
# 74 "v001411.cu"
__attribute((always_inline)) __attribute__((unused)) inline int combine41(int lane42 = 56) {int volatile ___ = 1;(void)lane42;
# 83
::exit(___);}
#if 0
# 74
{ 
# 75
const float *off43 = ((const float *)nullptr); 
# 76
lane42 |= (__device_builtin_variable_threadIdx.x); 
# 77
if (off43 != (nullptr)) { 
# 78
bool res44 = (false) * ((off43[7]) * lane42); 
# 79
if (lane42 <= (off43[3])) { 
# 80
return 1076; }  
# 81
}  
# 82
return 24LL; 
# 83
} 
#endif
# 85 "v001411.cu"
void host_kick45(int n46, float q47, int count48) { 
# 86
--count48; 
# 87
if ((q47 - (33)) < ((39L) + q47)) { 
# 88
n46++; 
# 89
} else { 
# 90
n46 ^= n46; 
# 91
if (count48 != 14UL) { 
# 92
return; }  
# 93
}  
# 94
if (n46 <= n46) { 
# 95
return; }  
# 96
} 
# 98
int main() { 
# 99
int size49 = 2757; 
# 100
int base50 = size49; 
# 101
(__cudaPushCallConfiguration(2 * 4, 512)) ? (void)0 : detail19::sub20::relax21< float, 1> (nullptr); 
# 102
(__cudaPushCallConfiguration(256, 64, sizeof(double) * (128))) ? (void)0 : detail19::sub20::relax21< double, 5> (nullptr); 
# 103
base50 = (4352L); 
# 104
(__cudaPushCallConfiguration(16, 256, 0, 0)) ? (void)0 : gather3((size49 >> 1) >> 4, (+size49) + 15); 
# 105
(__cudaPushCallConfiguration(1 << 2, 32, 1024, (cudaStream_t)0)) ? (void)0 : kick14(base50, &size49); 
# 106
return 0; 
# 107
} 

# 1 "v001411.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__447e31be_10_v001411_cu_d5cea530
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001411.cudafe1.stub.c"
#include "v001411.cudafe1.stub.c"
# 1 "v001411.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
