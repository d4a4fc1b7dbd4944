# 1 "v000440.cu"
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
# 18 "v000440.cu"
enum Phase6 { LOW7, GREEN8 = 4, OFF9 = 7}; 
# 21
__attribute__((visibility("hidden"))) void pivot10_kernel(long long alpha11, unsigned *dst12, int *data13, int *data14) ;
#if 0
# 21
{ 
# 22
int diff15 = alpha11; 
# 23
(*dst12) = (1); 
# 24
alpha11 = (data13[6]); 
# 25
} 
#endif
# 27 "v000440.cu"
__attribute((always_inline)) __attribute__((unused)) inline unsigned long long merge16(int n17) {int volatile ___ = 1;(void)n17;
# 36
::exit(___);}
#if 0
# 27
{ 
# 28
n17 = (+(n17 / ((n17 > n17) ? n17 : n17))); 
# 29
const float lo18 = ((n17 += n17), n17) * n17; 
# 30
n17--; 
# 31
n17 = (3351U); 
# 32
n17 = ((int)18U); 
# 33
(++n17), (n17 = (('#') & n17)); 
# 34
int s19{n17}; 
# 35
return 30; 
# 36
} 
#endif
# 38 "v000440.cu"
namespace _GLOBAL__N__9255d21f_10_v000440_cu_40eb903f __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__9255d21f_10_v000440_cu_40eb903f; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__9255d21f_10_v000440_cu_40eb903f __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T, int N> static void 
# 40
__wrapper__device_stub_pack20(T &alpha21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern double dyn_22[]; 
# 42
(dyn_22[7]) = (N); 
# 43
int pass23 = 0; 
# 44
while (pass23 < pass23) { 
# 45
__attribute__((unused)) static unsigned sh_24[(GREEN8) + 252]; 
# 46
++pass23; 
# 47
}  
# 48
((dyn_22[pass23 & 7])++), (alpha21 = ((30U) + (dyn_22[pass23]))); 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 39 "v000440.cu"
template< class T, int N> static void 
# 40
pack20(T alpha21) {::_GLOBAL__N__9255d21f_10_v000440_cu_40eb903f::__wrapper__device_stub_pack20<T,N>(alpha21);
# 49
return;}
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern double dyn_22[]; 
# 42
(dyn_22[7]) = (N); 
# 43
int pass23 = 0; 
# 44
while (pass23 < pass23) { 
# 45
__attribute__((unused)) static unsigned sh_24[(GREEN8) + 252]; 
# 46
++pass23; 
# 47
}  
# 48
((dyn_22[pass23 & 7])++), (alpha21 = ((30U) + (dyn_22[pass23]))); 
# 49
} 
#endif
# 50 "v000440.cu"
}
# 51
enum class Op25 { Off26, Fast27 = 5, Off28}; 
# 53
__attribute__((visibility("hidden"))) void march29_kernel(unsigned a30) ;
#if 0
# 53
{ 
# 54
if ((merge16(a30) + (a30 >> 5)) < (24)) { 
# 55
short t31 = (a30 <= a30) ? (4) + ((a30 > a30) ? 23 : a30) : ((a30 * a30) | (a30 + 16U)); 
# 56
}  
# 57
long long lo32 = (9UL); 
# 58
if ((a30 + (7)) == lo32) { 
# 59
return; }  
# 60
__attribute__((unused)) static double sh_33[16]; 
# 61
if ((sh_33[0]) > (8)) { 
# 62
goto finish34; 
# 63
}  
# 64
lo32 = (merge16((merge16(-13L)) * ((sh_33[lo32]) - lo32))); 
# 65
finish34:; ; 
# 66
} 
#endif
# 73 "v000440.cu"
__attribute__((visibility("hidden"))) void map_trace36(double *data, int n) ;
#if 0
# 73
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 75 "v000440.cu"
__attribute__((unused)) int scale37(bool cfg38, int stride39, Op25 beta40) {int volatile ___ = 1;(void)cfg38;(void)stride39;(void)beta40;
# 82
::exit(___);}
#if 0
# 75
{ 
# 76
static_assert((8 == 8), "size check");
# 77
beta40 = Op25::Off28; 
# 78
stride39 = (merge16(24) * stride39); 
# 79
__attribute__((unused)) static int sh_41[16][9]; 
# 80
__attribute__((unused)) static unsigned sh_42[256]; 
# 81
return stride39; 
# 82
} 
#endif
# 84 "v000440.cu"
long blend43(long a44, int *dst45, int stride46 = 11) { 
# 85
if ((dst45[2]) >= ((dst45[a44]) & 9)) { 
# 86
int flag47 = *dst45; 
# 87
}  
# 88
auto lam49 = [](int x48)->unsigned { 
# 89
(__cudaPushCallConfiguration(1, 2 + 126, 0, nullptr)) ? (void)0 : map_trace36(nullptr, 31 & x48); 
# 90
return 63; 
# 91
} ; typedef decltype(lam49) __T0;
# 92
const float q50 = (lam49(a44) < (dst45[stride46])) ? lam49(a44) : (dst45[stride46]); 
# 93
const float h51 = stride46; 
# 94
return 4768; 
# 95
} 
# 97
void combine52(float a53, float b54, float *__restrict__ data55) { 
# 98
auto lam56 = []()->int { 
# 99
(__cudaPushCallConfiguration(1 << (2 + 3), 1 << (2 + (2 + 2)))) ? (void)0 : march29_kernel(41); 
# 100
return 64; 
# 101
} ; typedef decltype(lam56) __T1;
# 102
float val57[3] = {}; 
# 103
(val57[1]) = (blend43(val57[2], reinterpret_cast< int *>(data55))); 
# 104
int pass58 = 0; 
# 105
do { 
# 106
(data55[pass58]) = (blend43(-(pass58 & pass58), reinterpret_cast< int *>(data55))); 
# 107
(__cudaPushCallConfiguration(4, 7 + (2 + 247))) ? (void)0 : map_trace36(reinterpret_cast< double *>(data55), '0'); 
# 108
++pass58; 
# 109
} while (pass58 < 6); 
# 110
} 
# 112
int main() { 
# 113
int len59 = 662; 
# 114
Phase6 lo60 = LOW7; 
# 115
Op25 acc61 = Op25::Fast27; 
# 116
(__cudaPushCallConfiguration(2 + 254, 16 * (7 + 9), sizeof(float) * (128), nullptr)) ? (void)0 : pivot10_kernel(lo60 + 7, nullptr, &len59, &len59); 
# 117
(__cudaPushCallConfiguration(((OFF9) + 121) * 2, 2 * 16, sizeof(int) * (256))) ? (void)0 : pack20< unsigned, 3> (GREEN8); 
# 118
return 0; 
# 119
} 

# 1 "v000440.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9255d21f_10_v000440_cu_40eb903f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000440.cudafe1.stub.c"
#include "v000440.cudafe1.stub.c"
# 1 "v000440.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
