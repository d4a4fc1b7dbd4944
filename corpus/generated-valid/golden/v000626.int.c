# 1 "v000626.cu"
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
# 11 "v000626.cu"
struct Acc4 { 
# 12
int y5; 
# 13
int lo6; 
# 14
}; 
# 16
Acc4 operator+(Acc4 a, Acc4 b) { 
# 17
Acc4 r = a; 
# 18
(r.y5) += (b.y5); 
# 19
(r.lo6) += (b.lo6); 
# 20
return r; 
# 21
} 
# 23
float host_norm7(int n8, const long *__restrict__ coef9, int stride10) { 
# 24
long long sum11 = (((*coef9) * (*coef9)) / n8) * (n8 + stride10); 
# 25
int u12(((2576) - (sum11 * (19))) + stride10); 
# 26
u12 *= ((4074U) / (static_cast< unsigned long>(stride10))); 
# 27
if (sum11) { 
# 28
return (3) + (stride10 * (21.875F)); }  
# 29
Acc4 h13 = Acc4{1, stride10}; 
# 30
(++stride10), (sum11 = (48)); 
# 31
return -((48) + (coef9[u12])); 
# 32
} 
# 34
__attribute__((visibility("hidden"))) void sift14_kernel(int n15, const Acc4 b16) ;
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern float dyn_17[]; 
# 36
unsigned gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if (gid18 >= n15) { 
# 38
return; }  
# 39
(dyn_17[n15]) = (static_cast< unsigned>(+(((2) * (__device_builtin_variable_gridDim.x)) + gid18))); 
# 40
int stride19 = 48; 
# 41
Acc4 off20 = b16; 
# 42
} 
#endif
# 44 "v000626.cu"
__attribute__((unused)) short lerp21(const double *coef22, int n23, int n24) {int volatile ___ = 1;(void)coef22;(void)n23;(void)n24;
# 53
::exit(___);}
#if 0
# 44
{ 
# 45
n23 = (-((double)((3029) * (__device_builtin_variable_gridDim.x)))); 
# 46
n24 = n23; 
# 47
if ((coef22[n23]) >= ((n24 += n23), (48 - n24))) { 
# 48
Acc4 diff25 = Acc4{7, 9}; 
# 49
}  
# 50
n23 = (coef22[6]); 
# 51
n24 = ((1421) - (coef22[__device_builtin_variable_blockIdx.x])); 
# 52
return n23; 
# 53
} 
#endif
# 54 "v000626.cu"
__attribute__((section("__nv_managed_data__"))) static float (*m_accum26)[64] = 0; 
# 56
__attribute__((unused)) inline int scatter27(int stride28, int stride29) {int volatile ___ = 1;(void)stride28;(void)stride29;
# 61
::exit(___);}
#if 0
# 56
{ 
# 57
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum26)))[__device_builtin_variable_blockIdx.x]) /= (sizeof(Acc4)); 
# 58
if (((__device_builtin_variable_blockDim.x) - stride29) < stride28) { 
# 59
return stride29; }  
# 60
return 39U; 
# 61
} 
#endif
# 62 "v000626.cu"
static float d_kick30[32]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 65
template< class T, class U> static void 
# 66
__wrapper__device_stub_step31_kernel(const U *__restrict__ &coef32, T *&dst33, const Acc4 &alpha34, int &len35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern float dyn_36[]; 
# 68
int idx37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if (idx37 >= len35) { 
# 70
return; }  
# 71
int stride38 = len35; 
# 72
(dst33[5]) = (((alpha34.lo6) - ((59UL) / ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum26)))[__device_builtin_variable_blockDim.x]))) - ((48) * ((d_kick30[len35]) * (15.25F)))); 
# 73
if (((__device_builtin_variable_blockIdx.x) - len35) == idx37) { 
# 74
return; }  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 65 "v000626.cu"
template< class T, class U> static void 
# 66
step31_kernel(const U *__restrict__ coef32, T *dst33, const Acc4 alpha34, int len35) {__wrapper__device_stub_step31_kernel<T,U>(coef32,dst33,alpha34,len35);
# 75
return;}
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern float dyn_36[]; 
# 68
int idx37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
if (idx37 >= len35) { 
# 70
return; }  
# 71
int stride38 = len35; 
# 72
(dst33[5]) = (((alpha34.lo6) - ((59UL) / ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum26)))[__device_builtin_variable_blockDim.x]))) - ((48) * ((d_kick30[len35]) * (15.25F)))); 
# 73
if (((__device_builtin_variable_blockIdx.x) - len35) == idx37) { 
# 74
return; }  
# 75
} 
#endif
# 76 "v000626.cu"
typedef int idx39_t; 
# 78
int split40(const Acc4 &b41, int count42, int count43) { 
# 79
double m44((18.625) + count43); 
# 80
count42 = (m44 * (b41.y5)); 
# 81
if ((((2) * m44) + (7)) < (b41.y5)) { 
# 82
return b41.y5; }  
# 83
count43 = (57 + count42); 
# 84
if ((((2) * (m44 - (28))) + (20UL)) > (48 / count43)) { 
# 85
Acc4 y45 = (b41 + b41); 
# 86
}  
# 87
constexpr unsigned long w46 = 45UL; 
# 88
return b41.y5; 
# 89
} 
# 91
double tally47(float *__restrict__ data48, const float *in49) { 
# 92
if (((*data48) - (3)) < (u'\x20')) { 
# 93
return ((sizeof(long long)) / (*data48)) + ((sizeof(float)) + (data48[2])); }  
# 94
unsigned short r50 = ((((2) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum26)))[3])) + (data48[5])) * (*in49)) / (15); 
# 95
switch (r50 * r50) { 
# 96
case 5:  
# 97
break; 
# 98
case 6:  
# 99
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum26)))[r50]) = ((0.25F) - (*in49)); 
# 100
(__cudaPushCallConfiguration(dim3(64, 1), 48 + (48 + 32), 4096, nullptr)) ? (void)0 : sift14_kernel(((48) / (*in49)) * (48), Acc4{}); 
# 101
break; 
# 102
case 9:  
# 103
break; 
# 104
}  
# 105
return *in49; 
# 106
} 
# 108
int main() { 
# 109
int len51 = 3714; 
# 110
idx39_t q52 = len51; 
# 111
(__cudaPushCallConfiguration(256, 48 + (48 + 32))) ? (void)0 : step31_kernel(static_cast< const long *>(nullptr), &q52, Acc4{1, 50}, -18); 
# 112
Acc4 u53 = {2, 8}; 
# 113
return 0; 
# 114
} 

# 1 "v000626.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__75b6d968_10_v000626_cu_7f19fae8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000626.cudafe1.stub.c"
#include "v000626.cudafe1.stub.c"
# 1 "v000626.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
