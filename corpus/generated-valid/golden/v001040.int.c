# 1 "v001040.cu"
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
# 8 "v001040.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int shade3(const float *src4, int len5) 
# 9
{int volatile ___ = 1;(void)src4;(void)len5;
# 34
::exit(___);}
#if 0
# 9
{ 
# 10
switch (len5 - len5) { 
# 11
case 11:  
# 12
break; 
# 13
default:  { 
# 14
int w6 = 0; 
# 15
do { 
# 16
if ((src4[3]) >= (src4[0])) { 
# 17
len5 = ((-w6) % 22); 
# 18
}  
# 19
++w6; 
# 20
} while (w6 < 4); 
# 21
break; 
# 22
} 
# 23
}  
# 24
switch (len5) { 
# 25
case 3:  { 
# 26
len5 = __device_builtin_variable_warpSize; 
# 27
auto prod7 = ((double)(-1836)); 
# 28
[[fallthrough]] ; 
# 29
} 
# 30
case 11:  
# 31
break; 
# 32
}  
# 33
return ((__device_builtin_variable_threadIdx.x) * (__device_builtin_variable_blockDim.x)) + 49ULL; 
# 34
} 
#endif
# 35 "v001040.cu"
static int c_stencil8; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T> static void 
# 38
__wrapper__device_stub_smooth9_kernel(T &q10, T *&acc11, T &beta12, T &p13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
unsigned i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
T x15 = (14); 
# 42
__attribute__((unused)) static unsigned long long sh_16[3][2]; 
# 43
x15 = c_stencil8; 
# 44
q10 = (10.0F); 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 37 "v001040.cu"
template< class T> static void 
# 38
smooth9_kernel(T q10, T *acc11, T beta12, T p13) 
# 39
{__wrapper__device_stub_smooth9_kernel<T>(q10,acc11,beta12,p13);
# 45
return;}
#if 0
# 39
{ 
# 40
unsigned i14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
T x15 = (14); 
# 42
__attribute__((unused)) static unsigned long long sh_16[3][2]; 
# 43
x15 = c_stencil8; 
# 44
q10 = (10.0F); 
# 45
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47 "v001040.cu"
template< class T, int N> static void 
# 48
__wrapper__device_stub_pack17(T *&dst18, int &count19, int &len20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
if (tid21 >= len20) { 
# 52
return; 
# 53
}  
# 54
if ((((__device_builtin_variable_blockDim.x) - 18ULL) > c_stencil8) || ((__device_builtin_variable_gridDim.x) >= tid21)) { 
# 55
for (int i22 = 0; i22 < c_stencil8; i22++) { 
# 56
(dst18[(__device_builtin_variable_gridDim.x) & (7)]) = len20; 
# 57
count19 = N; 
# 58
count19 = c_stencil8; 
# 59
}  
# 60
}  
# 61
const char *w23 = (nullptr); 
# 62
} 
#endif

#pragma GCC diagnostic pop

# 47 "v001040.cu"
template< class T, int N> static void 
# 48
pack17(T *dst18, int count19, int len20) 
# 49
{__wrapper__device_stub_pack17<T,N>(dst18,count19,len20);
# 62
return;}
#if 0
# 49
{ 
# 50
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
if (tid21 >= len20) { 
# 52
return; 
# 53
}  
# 54
if ((((__device_builtin_variable_blockDim.x) - 18ULL) > c_stencil8) || ((__device_builtin_variable_gridDim.x) >= tid21)) { 
# 55
for (int i22 = 0; i22 < c_stencil8; i22++) { 
# 56
(dst18[(__device_builtin_variable_gridDim.x) & (7)]) = len20; 
# 57
count19 = N; 
# 58
count19 = c_stencil8; 
# 59
}  
# 60
}  
# 61
const char *w23 = (nullptr); 
# 62
} 
#endif
# 64 "v001040.cu"
static void rank24(float beta25, int count26, int *out27) ;
#if 0
# 65
{ 
# 66
unsigned idx28 = __device_builtin_variable_threadIdx.x; 
# 68
#pragma unroll
for (
# 68
int it29 = 0; it29 < count26; it29++) { 
# 69
for (int n30 = 0; n30 < 16; ++n30) { 
# 70
for (int it31 = 0; it31 < count26; ++it31) { 
# 71
shade3(&beta25, it31); 
# 72
float e32 = __device_builtin_variable_threadIdx.x; 
# 73
}  
# 74
}  
# 75
}  
# 76
} 
#endif
# 78 "v001040.cu"
namespace _GLOBAL__N__afb39bbd_10_v001040_cu_bfad585b __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__afb39bbd_10_v001040_cu_bfad585b; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__afb39bbd_10_v001040_cu_bfad585b __attribute__((visibility("hidden")))  { 
# 79
__attribute__((section("__nv_managed_data__"))) static float *m_stencil33 = 0; 
# 81
__attribute__((unused)) float drift34(int len35, int *acc36) 
# 82
{int volatile ___ = 1;(void)len35;(void)acc36;
# 92
::exit(___);}
#if 0
# 82
{ 
# 83
(acc36[__device_builtin_variable_threadIdx.x]) = 128; 
# 84
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33))) + (c_stencil8 / (*acc36))) > (__device_builtin_variable_gridDim.x)) { 
# 85
++(acc36[__device_builtin_variable_threadIdx.y]); 
# 86
if (__device_builtin_variable_blockDim.x) { 
# 87
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33)))++; 
# 88
shade3(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33))), (acc36[len35]) - shade3(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33))), c_stencil8)); 
# 89
}  
# 90
}  
# 91
return shade3(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33))), 4); 
# 92
} 
#endif
# 94 "v001040.cu"
void pivot37(const unsigned *in38, int n39, double *out40) ;
#if 0
# 95
{ 
# 96
unsigned gid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 97
(out40[c_stencil8 & 7]) = ((gid41 - gid41) + c_stencil8); 
# 98
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33))) = (shade3(nullptr, (n39 * 8) - (128 - n39))); 
# 99
} 
#endif
# 100 "v001040.cu"
}
# 102
int check_filter42(int n43, unsigned short alpha44, unsigned alpha45) 
# 103
{ 
# 104
(__cudaPushCallConfiguration(128, 128)) ? (void)0 : pack17< int, 2> (&n43, ((1371) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33)))) - (2U | alpha44), n43); 
# 105
float base46 = n43 & 128; 
# 106
return alpha44 * alpha45; 
# 107
} 
# 109
int main() 
# 110
{ 
# 111
int len47 = 4054; 
# 112
auto stride48 = 26; 
# 113
unsigned w49 = (58UL); 
# 114
(__cudaPushCallConfiguration(sizeof(float) * (4), 64)) ? (void)0 : smooth9_kernel< int> ((128) * (w49 % stride48), &len47, (len47 >= w49) ? 47UL : (9), -stride48); 
# 115
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : rank24((19.375F), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_stencil33))), static_cast< int *>(nullptr)); 
# 116
(__cudaPushCallConfiguration(2, sizeof(int) * (8))) ? (void)0 : pivot37((const unsigned *)nullptr, (!(stride48 >= len47)) ? 14 : (w49 % 10L), static_cast< double *>(nullptr)); 
# 117
return 0; 
# 118
} 

# 1 "v001040.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__afb39bbd_10_v001040_cu_bfad585b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001040.cudafe1.stub.c"
#include "v001040.cudafe1.stub.c"
# 1 "v001040.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
