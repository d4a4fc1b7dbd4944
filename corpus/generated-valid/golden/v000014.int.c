# 1 "v000014.cu"
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
# 10 "v000014.cu"
__attribute__((visibility("hidden"))) void norm5(const double *src6, double *out7, float *acc8) ;
#if 0
# 10
{ 
# 11
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
long sum10 = out7[tid9]; 
# 13
int e11[2] = {2398, (18L)}; 
# 14
if ((tid9 % 8) != (acc8[0])) { 
# 15
return; 
# 16
}  
# 17
} 
#endif
# 19 "v000014.cu"
__attribute__((visibility("hidden"))) void score12(const int *__restrict__ input13) ;
#if 0
# 19
{ 
# 20
unsigned tid14 = __device_builtin_variable_threadIdx.x; 
# 21
double v15 = input13[tid14]; 
# 22
} 
#endif
# 23 "v000014.cu"
enum Color16 { FAST17, HIGH18, OFF19, SLOW20 = 4}; 
# 25
template< class T, int N> __attribute__((unused)) T 
# 26
weigh21(T q22, const T *src23, const T *src24) {int volatile ___ = 1;(void)q22;(void)src23;(void)src24;
# 34
::exit(___);}
#if 0
# 26
{ 
# 27
--q22; 
# 28
Color16 off25 = OFF19; 
# 29
++q22; 
# 30
q22++; 
# 31
q22 = (15.0); 
# 32
constexpr double prod26 = (2.875); 
# 33
return __device_builtin_variable_blockIdx.z; 
# 34
} 
#endif
# 36 "v000014.cu"
namespace img27 { 
# 37
__attribute__((visibility("hidden"))) void relax28(float *__restrict__ data29, const float *input30, int *dst31, const int *input32) ;
#if 0
# 37
{ 
# 38
unsigned i33 = __device_builtin_variable_threadIdx.x; 
# 39
{ 
# 40
weigh21< long, 3> ((*data29) - (33L), reinterpret_cast< const long *>(input32), reinterpret_cast< const long *>(input30)); 
# 41
constexpr int m34 = (16UL); 
# 42
} 
# 43
unsigned long long sum35 = (*input32) * ((long)((*dst31) * (*data29))); 
# 44
weigh21< int, 5> (weigh21< double, 7> ((int)(*input30), reinterpret_cast< const double *>(input32), reinterpret_cast< const double *>(input32)), dst31, static_cast< const int *>(nullptr)); 
# 45
signed char m36[8] = {static_cast< signed char>(__device_builtin_variable_gridDim.z), (57), static_cast< signed char>(sum35 / (*data29)), (127U), static_cast< signed char>(__device_builtin_variable_gridDim.y), static_cast< signed char>((input32[6]) - 12UL), static_cast< signed char>(sum35 % (8))}; 
# 46
} 
#endif
# 47 "v000014.cu"
enum Kind37 { SLOW38, OFF39, FAST40 = 6, OFF41}; 
# 49
__attribute__((visibility("hidden"))) void probe42(int count43) ;
#if 0
# 49
{ 
# 50
unsigned idx44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
count43 = ((unsigned)idx44); 
# 52
count43 = (count43 * (HIGH18)); 
# 53
} 
#endif
# 54 "v000014.cu"
}
# 56
float shade45(Color16 a46, int n47) { 
# 57
auto q48 = a46; 
# 58
n47 |= q48; 
# 59
if (q48 != n47) { 
# 60
return -377; 
# 61
}  
# 62
img27::Kind37 off49 = img27::OFF39; 
# 63
return n47; 
# 64
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66
template< class T> static void 
# 67
__wrapper__device_stub_combine50(T *__restrict__ &data51, const T *__restrict__ &in52, T &cfg53, int &len54) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 67
{ 
# 68
unsigned gid55 = __device_builtin_variable_threadIdx.x; 
# 69
cfg53 = (*data51); 
# 70
img27::Kind37 h56 = img27::SLOW38; 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000014.cu"
template< class T> static void 
# 67
combine50(T *__restrict__ data51, const T *__restrict__ in52, T cfg53, int len54) {__wrapper__device_stub_combine50<T>(data51,in52,cfg53,len54);
# 71
return;}
#if 0
# 67
{ 
# 68
unsigned gid55 = __device_builtin_variable_threadIdx.x; 
# 69
cfg53 = (*data51); 
# 70
img27::Kind37 h56 = img27::SLOW38; 
# 71
} 
#endif
# 73 "v000014.cu"
template< class T, int N> __attribute__((unused)) char 
# 74
sweep57(T *out58) {int volatile ___ = 1;(void)out58;
# 84
::exit(___);}
#if 0
# 74
{ 
# 75
T lo59 = *out58; 
# 76
if ((__device_builtin_variable_blockDim.z) >= (__device_builtin_variable_threadIdx.z)) { 
# 77
return static_cast< unsigned short>(58UL); 
# 78
}  
# 79
(out58[3]) /= ((__device_builtin_variable_gridDim.x) / (((*out58) += (out58[5])), ((5.875) - (out58[__device_builtin_variable_threadIdx.x])))); 
# 80
lo59 = N; 
# 81
weigh21< double, 7> ((9.875), nullptr, (const double *)nullptr); 
# 82
lo59++; 
# 83
return lo59; 
# 84
} 
#endif
# 86 "v000014.cu"
int main() { 
# 87
int n60 = 2635; 
# 88
n60 += n60; 
# 89
(__cudaPushCallConfiguration(dim3((n60 + 31) / 32, (n60 + 63) / 64), sizeof(int) * (128), sizeof(double) * (256), 0)) ? (void)0 : norm5(nullptr, nullptr, static_cast< float *>(nullptr)); 
# 90
(__cudaPushCallConfiguration((n60 + 31) / 32, ((OFF19) + 30) * ((HIGH18) + 1))) ? (void)0 : img27::probe42(sizeof(double)); 
# 91
(__cudaPushCallConfiguration(dim3((n60 + 31) / 32, 128), ((dim3)((OFF19) + 14)), 4096)) ? (void)0 : score12(&n60); 
# 92
(__cudaPushCallConfiguration(((dim3)((n60 + 255) / 256)), 128, (OFF19) + ((SLOW20) + 1018), (cudaStream_t)0)) ? (void)0 : img27::relax28((float *)nullptr, nullptr, nullptr, nullptr); 
# 93
(__cudaPushCallConfiguration((HIGH18) + 63, ((dim3)(HIGH18)), 0)) ? (void)0 : combine50((unsigned *)nullptr, (const unsigned *)nullptr, 4U, img27::OFF39); 
# 94
return 0; 
# 95
} 

# 1 "v000014.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4e46882e_10_v000014_cu_c21bef27
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000014.cudafe1.stub.c"
#include "v000014.cudafe1.stub.c"
# 1 "v000014.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
