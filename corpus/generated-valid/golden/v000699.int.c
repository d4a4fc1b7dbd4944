# 1 "v000699.cu"
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
# 11 "v000699.cu"
template< class T, class U> 
# 12
__attribute((always_inline)) __attribute__((unused)) inline T scatter6(U *buf7) 
# 13
{int volatile ___ = 1;(void)buf7;
# 19
::exit(___);}
#if 0
# 13
{ 
# 14
for (int j8 = 0; j8 < 14; j8 += 4) { 
# 15
(++(buf7[6])), ((buf7[3]) += ((j8 & 15) * ((buf7[2]) / 2))); }  
# 16
auto w9 = *buf7; 
# 17
(buf7[__device_builtin_variable_blockIdx.x])--; 
# 18
return buf7[__device_builtin_variable_blockDim.x]; 
# 19
} 
#endif
# 21 "v000699.cu"
__attribute__((unused)) inline int fuse10(int *buf11, double a12, int n13) 
# 22
{int volatile ___ = 1;(void)buf11;(void)a12;(void)n13;
# 27
::exit(___);}
#if 0
# 22
{ 
# 23
a12 -= (((a12 - n13) + (((buf11[4]) += n13), (__device_builtin_variable_gridDim.y))) - (*buf11)); 
# 24
int u14 = ((int)'A'); 
# 25
do { int tmp_ = n13; n13 = u14; u14 = tmp_; } while (0); 
# 26
return (int)4; 
# 27
} 
#endif
# 28 "v000699.cu"
__attribute__((section("__nv_managed_data__"))) static size_t *m_sift15 = 0; 
# 30
namespace _GLOBAL__N__5a05f82f_10_v000699_cu_m_sift15 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5a05f82f_10_v000699_cu_m_sift15; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5a05f82f_10_v000699_cu_m_sift15 __attribute__((visibility("hidden")))  { 
# 31
enum class Axis16 { Red17, High18}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T, int N> static void 
# 34
__wrapper__device_stub_sweep19_kernel(T &cfg20, T &p21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
for (int n23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n23 < 13; n23 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 38
float off24[3]{(7), (62), (3.75F)}; 
# 39
(off24[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15)))]) = gid22; 
# 40
}  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000699.cu"
template< class T, int N> static void 
# 34
sweep19_kernel(T cfg20, T p21) 
# 35
{::_GLOBAL__N__5a05f82f_10_v000699_cu_m_sift15::__wrapper__device_stub_sweep19_kernel<T,N>(cfg20,p21);
# 41
return;}
#if 0
# 35
{ 
# 36
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
for (int n23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n23 < 13; n23 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 38
float off24[3]{(7), (62), (3.75F)}; 
# 39
(off24[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15)))]) = gid22; 
# 40
}  
# 41
} 
#endif
# 43 "v000699.cu"
__attribute((always_inline)) __attribute__((unused)) inline int reduce25(float a26, Axis16 beta27, long long alpha28) 
# 44
{int volatile ___ = 1;(void)a26;(void)beta27;(void)alpha28;
# 51
::exit(___);}
#if 0
# 44
{ 
# 45
unsigned x29[8]{6U, (23), (477), (21), 1U, 2U, ('z'), (15)}; 
# 46
short w30 = (4); 
# 47
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) ^= (44U); 
# 48
Axis16 t31 = beta27; 
# 49
float lim32 = ((13) - (x29[alpha28])) - (a26 / (2)); 
# 50
return (__device_builtin_variable_warpSize - ((__device_builtin_variable_threadIdx.x) / (2))) + lim32; 
# 51
} 
#endif
# 52 "v000699.cu"
}
# 54
static double host_mix33(int lane34, int stride35 = 39) 
# 55
{ 
# 56
lane34 = stride35; 
# 57
unsigned lim36((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15)))); 
# 58
return (4 + (lane34 + 4)) / (lane34 & 15); 
# 59
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T, class U> static void 
# 62
__wrapper__device_stub_rank37_kernel(U &b38, U *&acc39, U &q40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 63
{ 
# 64
unsigned tid41 = __device_builtin_variable_threadIdx.x; 
# 65
U diff42 = (61) + ((+(__device_builtin_variable_threadIdx.x)) / (2)); 
# 66
int w43 = 0; 
# 67
do { 
# 68
__attribute__((unused)) static float sh_44[5][4]; 
# 69
int iter45 = 0; 
# 70
do { 
# 71
Axis16 w46 = Axis16::High18; 
# 72
q40 *= 18; 
# 73
++iter45; 
# 74
} while (iter45 < 3); 
# 75
++w43; 
# 76
} while (w43 < 16); 
# 77
} 
#endif

#pragma GCC diagnostic pop

# 61 "v000699.cu"
template< class T, class U> static void 
# 62
rank37_kernel(U b38, U *acc39, U q40) 
# 63
{__wrapper__device_stub_rank37_kernel<T,U>(b38,acc39,q40);
# 77
return;}
#if 0
# 63
{ 
# 64
unsigned tid41 = __device_builtin_variable_threadIdx.x; 
# 65
U diff42 = (61) + ((+(__device_builtin_variable_threadIdx.x)) / (2)); 
# 66
int w43 = 0; 
# 67
do { 
# 68
__attribute__((unused)) static float sh_44[5][4]; 
# 69
int iter45 = 0; 
# 70
do { 
# 71
Axis16 w46 = Axis16::High18; 
# 72
q40 *= 18; 
# 73
++iter45; 
# 74
} while (iter45 < 3); 
# 75
++w43; 
# 76
} while (w43 < 16); 
# 77
} 
#endif
# 79 "v000699.cu"
int main() 
# 80
{ 
# 81
int count47 = 2732; 
# 82
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : sweep19_kernel< unsigned, 1> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) & (15), (36 / count47) + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) / (2))); 
# 83
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : rank37_kernel< int, float> ((static_cast< double>(count47)) - (sizeof(long long) - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15)))), nullptr, (count47) ? count47 & 15 : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))) * (16))); 
# 84
(__cudaPushCallConfiguration(4 * 16, 4 + (4 + 504))) ? (void)0 : rank37_kernel< float, int> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sift15))), &count47, (count47 / 2) - 26); 
# 85
return 0; 
# 86
} 

# 1 "v000699.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5a05f82f_10_v000699_cu_m_sift15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000699.cudafe1.stub.c"
#include "v000699.cudafe1.stub.c"
# 1 "v000699.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
