# 1 "v001950.cu"
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
# 7 "v001950.cu"
enum Kind3 { FAST4, FAST5}; 
# 8
enum Axis6 { HIGH7, SLOW8, ADD9}; 
# 9
static double c_smooth10; 
# 10
static float c_step11[8]; 
# 11
typedef float *ptr12_t; 
# 12
enum class Op13: unsigned { Red14, Idle15}; 
# 13
enum Op16: long { IDLE17, HIGH18, ADD19}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T> static void 
# 17
__wrapper__device_stub_weigh20(const T *&src21, const T *&coef22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
unsigned sum23[3] = {(46)}; 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 16 "v001950.cu"
template< class T> static void 
# 17
weigh20(const T *src21, const T *coef22) {__wrapper__device_stub_weigh20<T>(src21,coef22);
# 19
return;}
#if 0
# 17
{ 
# 18
unsigned sum23[3] = {(46)}; 
# 19
} 
#endif
# 20 "v001950.cu"
static int c_tally24; 
# 22
__attribute__((visibility("hidden"))) void scale25_kernel(double *out26, unsigned long *data27, char *data28, Kind3 a29) ;
#if 0
# 22
{ 
# 23
double diff30[8]{(5.0), (12.0), (39), (24.0), c_smooth10, c_smooth10, c_smooth10, (-(4.25))}; 
# 24
for (auto val31 : diff30) { 
# 25
--val31; 
# 26
__attribute__((unused)) static int sh_32[8]; 
# 27
}  
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31 "v001950.cu"
template< class T, int N> static void 
# 32
__wrapper__device_stub_spread33(T *&acc34, int &n35, int &count36, int &count37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
char e38[3] = {(52)}; 
# 34
if (!(acc34 != nullptr)) { 
# 35
return; 
# 36
}  
# 37
__attribute__((unused)) static float sh_39[(HIGH18) + (15)]; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001950.cu"
template< class T, int N> static void 
# 32
spread33(T *acc34, int n35, int count36, int count37) {__wrapper__device_stub_spread33<T,N>(acc34,n35,count36,count37);
# 38
return;}
#if 0
# 32
{ 
# 33
char e38[3] = {(52)}; 
# 34
if (!(acc34 != nullptr)) { 
# 35
return; 
# 36
}  
# 37
__attribute__((unused)) static float sh_39[(HIGH18) + (15)]; 
# 38
} 
#endif
# 39 "v001950.cu"
__attribute__((section("__nv_managed_data__"))) static float (*m_count40)[64] = 0; 
# 42
float run_combine41(Axis6 alpha42) { 
# 43
++((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count40)))[13]); 
# 44
float r43 = ((alpha42 & 15) * 15UL) - (((15.375F) * alpha42) / ((10.375F) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count40)))[36]))); 
# 45
return ((+alpha42) + alpha42) * (HIGH18); 
# 46
} 
# 48
__attribute((always_inline)) __attribute__((unused)) inline int scatter44(int stride45, int len46, const int *src47) {int volatile ___ = 1;(void)stride45;(void)len46;(void)src47;
# 56
::exit(___);}
#if 0
# 48
{ 
# 49
Kind3 y48 = FAST4; 
# 50
if ((c_smooth10 == (50)) && ((42LL) >= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count40)))[c_tally24]))) { 
# 51
goto out49; 
# 52
}  
# 53
len46 &= (((*src47) + (33UL * len46)) + ((len46 & 15) - (0 % stride45))); 
# 54
out49:; ; 
# 55
return c_smooth10; 
# 56
} 
#endif
# 58 "v001950.cu"
__attribute__((unused)) int trace50(float cfg51) {int volatile ___ = 1;(void)cfg51;
# 68
::exit(___);}
#if 0
# 58
{ 
# 59
cfg51 = (58); 
# 60
--cfg51; 
# 61
float k52 = (HIGH18); 
# 62
if ((c_step11[0]) > c_tally24) { 
# 63
goto out53; 
# 64
}  
# 65
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count40)))[c_tally24]) = c_tally24; 
# 66
out53:; ; 
# 67
return c_step11[4]; 
# 68
} 
#endif
# 71 "v001950.cu"
float fuse54(int len55, double p56, int n57) { 
# 72
int s58{(-24)}; 
# 73
long lim59[7] = {(long)(n57 & 15), static_cast< long>(p56), 55L, (-31), (38), 6L}; 
# 74
if (len55 > ((lim59[0]) << len55)) { 
# 75
goto done60; 
# 76
}  
# 77
len55++; 
# 78
done60:; ; 
# 79
return (static_cast< unsigned char>((30) ^ (lim59[1]))) & 22UL; 
# 80
} 
# 82
int main() { 
# 83
int size61 = 2704; 
# 84
constexpr float s62 = (8.875F); 
# 85
unsigned tmp63 = (sizeof(int)); 
# 86
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count40)))[0]) < tmp63) { 
# 87
return 50ULL + (size61 - 3538); 
# 88
}  
# 89
(__cudaPushCallConfiguration(((dim3)((FAST5) + 1)), 1 << 6, 0, 0)) ? (void)0 : weigh20(&s62, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count40)))); 
# 90
(__cudaPushCallConfiguration((tmp63 + (127)) / (128), 64, 1024, nullptr)) ? (void)0 : scale25_kernel((double *)nullptr, nullptr, (char *)nullptr, FAST4); 
# 91
(__cudaPushCallConfiguration(((dim3)(4)), 256)) ? (void)0 : spread33< int, 3> ((int *)nullptr, 17UL, tmp63 >> (tmp63 & (15)), tmp63); 
# 92
return 0; 
# 93
} 

# 1 "v001950.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b5dce3c5_10_v001950_cu_1cd225aa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001950.cudafe1.stub.c"
#include "v001950.cudafe1.stub.c"
# 1 "v001950.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
