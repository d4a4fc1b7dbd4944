# 1 "v001239.cu"
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
# 16 "v001239.cu"
enum Color7 { GREEN8 = 2, ADD9 = 4, IDLE10}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, int N> static void 
# 19
__wrapper__device_stub_kick11(T &cfg12, const T *&coef13, int *__restrict__ &out14, T *&acc15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
(*out14) += ((T)(-cfg12)); 
# 23
(acc15[2]) = (~((cfg12 += (6.875F)), (out14[gid16]))); 
# 24
(*acc15) -= (50 ^ (out14[gid16 & 7])); 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001239.cu"
template< class T, int N> static void 
# 19
kick11(T cfg12, const T *coef13, int *__restrict__ out14, T *acc15) 
# 20
{__wrapper__device_stub_kick11<T,N>(cfg12,coef13,out14,acc15);
# 25
return;}
#if 0
# 20
{ 
# 21
int gid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
(*out14) += ((T)(-cfg12)); 
# 23
(acc15[2]) = (~((cfg12 += (6.875F)), (out14[gid16]))); 
# 24
(*acc15) -= (50 ^ (out14[gid16 & 7])); 
# 25
} 
#endif
# 26 "v001239.cu"
using real17_t = double; 
# 28
long check_pack18(unsigned char a19, int lane20, int len21) 
# 29
{ 
# 30
(__cudaPushCallConfiguration((lane20 + 63) / 64, 256, 0, (cudaStream_t)0)) ? (void)0 : kick11< long, 8> (0 / (a19 * len21), nullptr, &len21, nullptr); 
# 31
len21++; 
# 32
return -39LL; 
# 33
} 
# 35
int norm22(Color7 a23, float *buf24) 
# 36
{ 
# 37
const bool lo25 = (unsigned char)((a23 * 1) * ((buf24[1]) * (sizeof(short)))); 
# 38
for (int it26 = 0; it26 < ((GREEN8) * 8); it26++) { 
# 39
auto e27 = lo25; 
# 40
a23 = GREEN8; 
# 41
unsigned long res28[2]{(static_cast< size_t>(1243)), (28)}; 
# 42
}  
# 43
return 3; 
# 44
} 
# 46
extern "C" {
# 47
__attribute__((visibility("hidden"))) void count29(int *dst30, int stride31) ;
#if 0
# 48
{ 
# 49
unsigned idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
if (idx32 >= stride31) { 
# 51
return; 
# 52
}  
# 53
Color7 flag33 = IDLE10; 
# 54
float x34 = (16); 
# 55
} 
#endif
# 56 "v001239.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 58
template< class T, int N = 3> static void 
# 59
__wrapper__device_stub_grow35(const T *__restrict__ &coef36, double *&acc37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
int i38 = __device_builtin_variable_threadIdx.x; 
# 62
float w39[6] = {}; 
# 63
float lim40{(11)}; 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 58 "v001239.cu"
template< class T, int N = 3> static void 
# 59
grow35(const T *__restrict__ coef36, double *acc37) 
# 60
{__wrapper__device_stub_grow35<T,N>(coef36,acc37);
# 64
return;}
#if 0
# 60
{ 
# 61
int i38 = __device_builtin_variable_threadIdx.x; 
# 62
float w39[6] = {}; 
# 63
float lim40{(11)}; 
# 64
} 
#endif
# 66 "v001239.cu"
extern "C" __attribute__((visibility("hidden"))) void trace41(int *data42, Color7 a43) ;
#if 0
# 67
{ 
# 68
int gid44 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
int lo45[2]{static_cast< int>(__device_builtin_variable_gridDim.x), (10UL)}; 
# 70
if ((a43 == (ADD9)) || (a43 != (GREEN8))) { 
# 71
goto skip46; 
# 72
}  
# 73
(lo45[0]) = (((36LL ^ a43) - (data42[gid44 & 7])) * (8)); 
# 74
--(*data42); 
# 75
skip46:; ; 
# 76
} 
#endif
# 78 "v001239.cu"
real17_t combine47(int n48) 
# 79
{ 
# 80
for (int i49 = 8; i49 > 0; --i49) { 
# 81
if (n48 < i49) { 
# 82
break; 
# 83
}  
# 84
--n48; 
# 85
}  
# 86
constexpr long base50 = (11); 
# 87
return (13.25); 
# 88
} 
# 90
inline void check_apply51(float q52) 
# 91
{ 
# 92
if ((q52 > q52) && ((q52 + q52) != (36L))) { 
# 93
if (((float)q52) >= (q52 + (1))) { 
# 94
(__cudaPushCallConfiguration(8 + 504, (ADD9) + ((IDLE10) + 119))) ? (void)0 : count29(nullptr, q52); 
# 95
(__cudaPushCallConfiguration(8, 64)) ? (void)0 : trace41(static_cast< int *>(nullptr), GREEN8); 
# 96
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : grow35(static_cast< const unsigned *>(nullptr), nullptr); 
# 97
}  
# 98
}  
# 99
} 
# 101
int main() 
# 102
{ 
# 103
int size53 = 3053; 
# 104
(__cudaPushCallConfiguration((ADD9) + (9 + 3), 32)) ? (void)0 : kick11< long, 3> (size53 / (+size53), nullptr, &size53, (long *)nullptr); 
# 105
(__cudaPushCallConfiguration((GREEN8) * 2, (8 + 56) * 2)) ? (void)0 : kick11< int, 7> (42, &size53, &size53, &size53); 
# 106
++size53; 
# 107
int stride54{34}; 
# 108
do { int tmp_ = stride54; stride54 = size53; size53 = tmp_; } while (0); 
# 109
int x55 = (34 * stride54) ^ size53; 
# 110
return 0; 
# 111
} 

# 1 "v001239.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2d53a92c_10_v001239_cu_4963dc5a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001239.cudafe1.stub.c"
#include "v001239.cudafe1.stub.c"
# 1 "v001239.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
