# 1 "i000429.cu"
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
# 8 "i000429.cu"
__attribute__((visibility("hidden"))) void step3_kernel(int *buf4) ;
#if 0
# 9
{ 
# 10
int idx5 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if ((__device_builtin_variable_threadIdx.z) > idx5) { 
# 12
return; }  
# 13
--(*buf4); 
# 14
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16 "i000429.cu"
template< class T, int N> static void 
# 17
__wrapper__device_stub_probe6_kernel(T *&buf7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_8[]; 
# 20
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
(buf7[idx9 & 7]) = (N + (buf7[__device_builtin_variable_blockIdx.z])); 
# 22
((dyn_8[0])++), ((dyn_8[idx9 & 7]) += (N >> idx9)); 
# 23
double v10 = ((*buf7) != ((__device_builtin_variable_threadIdx.x) | ('A'))) ? ((dyn_8[3]) == 26) ? dyn_8[idx9] : (idx9 + (dyn_8[6])) : ((__device_builtin_variable_threadIdx.x) >> (dyn_8[3])); 
# 24
for (int j11 = 8; j11 > 0; --j11) { 
# 25
if (buf7 != nullptr) { 
# 26
return; }  
# 27
}  
# 28
--(dyn_8[idx9]); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 16 "i000429.cu"
template< class T, int N> static void 
# 17
probe6_kernel(T *buf7) 
# 18
{__wrapper__device_stub_probe6_kernel<T,N>(buf7);
# 29
return;}
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern int dyn_8[]; 
# 20
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
(buf7[idx9 & 7]) = (N + (buf7[__device_builtin_variable_blockIdx.z])); 
# 22
((dyn_8[0])++), ((dyn_8[idx9 & 7]) += (N >> idx9)); 
# 23
double v10 = ((*buf7) != ((__device_builtin_variable_threadIdx.x) | ('A'))) ? ((dyn_8[3]) == 26) ? dyn_8[idx9] : (idx9 + (dyn_8[6])) : ((__device_builtin_variable_threadIdx.x) >> (dyn_8[3])); 
# 24
for (int j11 = 8; j11 > 0; --j11) { 
# 25
if (buf7 != nullptr) { 
# 26
return; }  
# 27
}  
# 28
--(dyn_8[idx9]); 
# 29
} 
#endif
# 31 "i000429.cu"
__attribute__((visibility("hidden"))) void stencil12(int n13, float alpha14, const unsigned *src15) ;
#if 0
# 32
{ 
# 33
int iter16 = 0; 
# 34
while (iter16 < n13) { 
# 35
n13 >>= 5; 
# 36
float stride17 = -((6) - alpha14); 
# 37
stride17 = __device_builtin_variable_warpSize; 
# 38
++iter16; 
# 39
}  
# 40
alpha14 *= ((((~n13) > alpha14) ? 9 : ((src15[6]) - iter16)) ^ iter16); 
# 41
--n13; 
# 42
int w18{3503}; 
# 43
} 
#endif
# 44 "i000429.cu"
constexpr double kR19 = (1.75); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T> static void 
# 47
__wrapper__device_stub_bias20_kernel(const T *&input21, T *&data22, const float *&coef23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
int gid24 = __device_builtin_variable_threadIdx.x; 
# 50
((data22[6])--), ((data22[7]) = (data22[gid24])); 
# 51
unsigned k25{8U}; 
# 52
for (int n26 = gid24; n26 > 0; --n26) { 
# 53
if (k25 == (20)) { 
# 54
return; }  
# 55
}  
# 56
int iter27 = 0; 
# 57
do { 
# 58
k25 >>= (static_cast< unsigned char>((data22[k25]) * iter27)); 
# 59
(data22[__device_builtin_variable_gridDim.z]) = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockIdx.x)); 
# 60
++iter27; 
# 61
} while (iter27 < 7); 
# 62
} 
#endif

#pragma GCC diagnostic pop

# 46 "i000429.cu"
template< class T> static void 
# 47
bias20_kernel(const T *input21, T *data22, const float *coef23) 
# 48
{__wrapper__device_stub_bias20_kernel<T>(input21,data22,coef23);
# 62
return;}
#if 0
# 48
{ 
# 49
int gid24 = __device_builtin_variable_threadIdx.x; 
# 50
((data22[6])--), ((data22[7]) = (data22[gid24])); 
# 51
unsigned k25{8U}; 
# 52
for (int n26 = gid24; n26 > 0; --n26) { 
# 53
if (k25 == (20)) { 
# 54
return; }  
# 55
}  
# 56
int iter27 = 0; 
# 57
do { 
# 58
k25 >>= (static_cast< unsigned char>((data22[k25]) * iter27)); 
# 59
(data22[__device_builtin_variable_gridDim.z]) = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockIdx.x)); 
# 60
++iter27; 
# 61
} while (iter27 < 7); 
# 62
} 
#endif
# 64 "i000429.cu"
template< class T> T 
# 65
tile28(const T *src29, T b30) 
# 66
{ 
# 67
b30 = kR19; 
# 68
constexpr int lim31 = ('a'); 
# 69
b30--; 
# 70
return (10.0) * (+b30); 
# 71
} 
# 73
namespace math32 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 74
template< class T, int N> static void 
# 75
__wrapper__device_stub_filter33(T &p34, T &p35, const float *&input36, T &beta37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 76
{ 
# 77
int gid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
p35 = (gid38 * ((beta37 + (static_cast< float>(input36[__device_builtin_variable_gridDim.x]))) + (gid38 * p35))); 
# 79
tile28< long> (nullptr, ((float)(input36[(__device_builtin_variable_gridDim.y) & (7)])) + gid38); 
# 80
p35 -= (kR19 - (tile28(static_cast< const unsigned *>(nullptr), 2U))); 
# 81
} 
#endif

#pragma GCC diagnostic pop

# 74 "i000429.cu"
template< class T, int N> static void 
# 75
filter33(T p34, T p35, const float *input36, T beta37) 
# 76
{::math32::__wrapper__device_stub_filter33<T,N>(p34,p35,input36,beta37);
# 81
return;}
#if 0
# 76
{ 
# 77
int gid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
p35 = (gid38 * ((beta37 + (static_cast< float>(input36[__device_builtin_variable_gridDim.x]))) + (gid38 * p35))); 
# 79
tile28< long> (nullptr, ((float)(input36[(__device_builtin_variable_gridDim.y) & (7)])) + gid38); 
# 80
p35 -= (kR19 - (tile28(static_cast< const unsigned *>(nullptr), 2U))); 
# 81
} 
#endif
# 83 "i000429.cu"
constexpr int run_decay39(int count40, int lane41) 
# 84
{ 
# 85
lane41 *= ((count40 / (1 * count40)) / count40); 
# 86
return ~count40; 
# 87
} 
# 89
__attribute__((unused)) int spread42(float cfg43, int stride44) 
# 90
{int volatile ___ = 1;(void)cfg43;(void)stride44;
# 94
::exit(___);}
#if 0
# 90
{ 
# 91
stride44++; 
# 92
constexpr unsigned lo45 = (34); 
# 93
return cfg43; 
# 94
} 
#endif
# 95 "i000429.cu"
}
# 97
void check_bias46(int *dst47) 
# 98
{ 
# 99
for (int n48 = 0; n48 < 3; n48++) { 
# 100
([]{ 
# 101
(__cudaPushCallConfiguration(128, 64, sizeof(double) * (64))) ? (void)0 : step3_kernel(static_cast< int *>(nullptr)); 
# 102
} )(); }  
# 103
if (((dst47[3]) - (*dst47)) == (*dst47)) { 
# 104
return; }  
# 105
if (((*dst47) / 64) < kR19) { 
# 106
goto done49; 
# 107
}  
# 108
(__cudaPushCallConfiguration(2, dim3(1, 4 * 4, 128))) ? (void)0 : stencil12(kR19, (2.0F), (const unsigned *)nullptr); 
# 109
--(dst47[7]); 
# 110
(__cudaPushCallConfiguration(dim3(4 * 2, 1 << 8), 512, 1024)) ? (void)0 : probe6_kernel< unsigned, 4> (nullptr); 
# 111
done49:; ; 
# 112
} 
# 114
int main() 
# 115
{ 
# 116
int count50 = 1194; 
# 117
count50 = (count50 % 0); 
# 118
static float res51 = (41UL); 
# 119
(++count50), (res51 = count50); 
# 120
(__cudaPushCallConfiguration((count50 + 63) / 64, 64)) ? (void)0 : bias20_kernel< double> ((const double *)nullptr, nullptr, &res51); 
# 121
(__cudaPushCallConfiguration(((dim3)(8)), 16 * 8)) ? (void)0 : math32::filter33< long, 6> (31LL, math32::run_decay39(count50, 22), &res51, ((count50 / 20) + res51) + (1)); 
# 122
return 0; 
# 123
} 

# 1 "i000429.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b6b8b250_10_i000429_cu_3d98d5d0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000429.cudafe1.stub.c"
#include "i000429.cudafe1.stub.c"
# 1 "i000429.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
