# 1 "v001502.cu"
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
# 9 "v001502.cu"
enum State5 { MUL6, OFF7 = 2, SLOW8}; 
# 10
__attribute__((visibility("hidden"))) void stencil9(size_t *__restrict__ acc10, const int *__restrict__ src11) ;
#if 0
# 11
{ 
# 12
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
(*acc10) += (*acc10); 
# 14
(*acc10) = (src11[__device_builtin_variable_threadIdx.x]); 
# 15
(acc10[1]) /= (((*src11) + tid12) - (src11[3])); 
# 16
(acc10[1])++; 
# 17
if (!((src11[6]) > tid12)) { 
# 18
return; }  
# 19
} 
#endif
# 20 "v001502.cu"
__attribute__((visibility("hidden"))) void fold13(int len14, const int *input15) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern int dyn_16[]; 
# 23
unsigned gid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (gid17 >= len14) { 
# 25
return; }  
# 26
len14 = (dyn_16[7]); 
# 27
len14 ^= (SLOW8); 
# 28
constexpr int cnt18 = (39ULL); 
# 29
if (input15 == (nullptr)) { 
# 30
goto finish19; 
# 31
}  
# 32
(dyn_16[4]) = (((len14 += cnt18), ((__device_builtin_variable_blockIdx.x) + (41))) / ((4) + ((input15[5]) - 8U))); 
# 33
finish19:; ; 
# 34
} 
#endif
# 35 "v001502.cu"
enum class Phase20 { Fast21, Fast22}; 
# 42
__attribute__((visibility("hidden"))) void map_lerp24(double *data, int n) ;
#if 0
# 42
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 43 "v001502.cu"
__attribute__((visibility("hidden"))) void map_filter25(double *data, int n) ;
#if 0
# 43
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "v001502.cu"
template< class T, class U> static void 
# 45
__wrapper__device_stub_gather26_kernel(T *&acc27, float &a28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
if ((*acc27) > 63) { 
# 48
return; }  
# 49
auto y29 = acc27[4]; 
# 50
if (45 == ((acc27[__device_builtin_variable_blockIdx.z]) / 19)) { 
# 51
goto finish32; 
# 52
}  
# 53
for (int it30 = 0; it30 < 3; it30++) { 
# 54
switch ((__device_builtin_variable_threadIdx.x) % (8)) { 
# 55
case SLOW8:  
# 56
y29 = 127; 
# 57
break; 
# 58
case (OFF7) + ((SLOW8) + 6):  { 
# 59
T acc31 = it30 % 8; 
# 60
[[fallthrough]] ; 
# 61
} 
# 62
case 3 * ((OFF7) + 1):  
# 63
break; 
# 64
default:  
# 65
break; 
# 66
}  
# 67
}  
# 68
finish32:; ; 
# 69
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001502.cu"
template< class T, class U> static void 
# 45
gather26_kernel(T *acc27, float a28) 
# 46
{__wrapper__device_stub_gather26_kernel<T,U>(acc27,a28);
# 69
return;}
#if 0
# 46
{ 
# 47
if ((*acc27) > 63) { 
# 48
return; }  
# 49
auto y29 = acc27[4]; 
# 50
if (45 == ((acc27[__device_builtin_variable_blockIdx.z]) / 19)) { 
# 51
goto finish32; 
# 52
}  
# 53
for (int it30 = 0; it30 < 3; it30++) { 
# 54
switch ((__device_builtin_variable_threadIdx.x) % (8)) { 
# 55
case SLOW8:  
# 56
y29 = 127; 
# 57
break; 
# 58
case (OFF7) + ((SLOW8) + 6):  { 
# 59
T acc31 = it30 % 8; 
# 60
[[fallthrough]] ; 
# 61
} 
# 62
case 3 * ((OFF7) + 1):  
# 63
break; 
# 64
default:  
# 65
break; 
# 66
}  
# 67
}  
# 68
finish32:; ; 
# 69
} 
#endif
# 70 "v001502.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_pack33 = 0; 
# 71
__attribute__((visibility("hidden"))) void lerp34_kernel(float a35, const int *in36, double *__restrict__ buf37) ;
#if 0
# 72
{ 
# 73
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
(buf37[i38]) *= (in36[0]); 
# 75
unsigned tmp39 = ((in36[0]) / 4) + (((buf37[7]) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33)))) * (sizeof(unsigned))); 
# 76
constexpr int s40 = 445; 
# 77
if ((12) != a35) { 
# 78
return; }  
# 79
unsigned idx41 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))); 
# 80
} 
#endif
# 81 "v001502.cu"
inline unsigned count42(long b43) 
# 82
{ 
# 83
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33)))++; 
# 84
b43 = b43; 
# 85
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) ^= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))); 
# 86
auto lam45 = [&](auto cnt44) { 
# 87
(b43) = cnt44; 
# 88
(b43) %= 28UL; 
# 89
return cnt44 * 2; 
# 90
} ; typedef decltype(lam45) __T0;
# 91
int idx46 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))); 
# 92
if ((b43 >= idx46) || (idx46 > 59)) { 
# 93
goto skip47; 
# 94
}  
# 95
(__cudaPushCallConfiguration(1, 8 * ((OFF7) + 14))) ? (void)0 : gather26_kernel< double, unsigned> ((double *)nullptr, idx46); 
# 96
skip47:; ; 
# 97
return (+((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) * (OFF7))) - (b43 - (547)); 
# 98
} 
# 99
int main() 
# 100
{ 
# 101
int size48 = 978; 
# 102
for (int it49 = 0; it49 < 3; it49 += 2) { 
# 103
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) = (((it49 * it49) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) * (OFF7))) * it49); 
# 104
for (int it50 = 0; it50 < 12; it50 += 3) { 
# 105
constexpr float m51 = (0ULL); 
# 106
long long v52 = it49 * (36U - (it49 % 8)); 
# 107
}  
# 108
}  
# 109
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) + 255) / 256, dim3(4 * 8, 512), sizeof(float) * (128), 0)) ? (void)0 : stencil9(nullptr, (const int *)nullptr); 
# 110
(__cudaPushCallConfiguration(dim3((OFF7) + 2, (OFF7) * 4, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) + 255) / 256), 64)) ? (void)0 : fold13(12, &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33)))); 
# 111
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_pack33))) + 255) / 256, 32, sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : map_lerp24(nullptr, size48); 
# 112
return 0; 
# 113
} 

# 1 "v001502.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0f76445_10_v001502_cu_6ae77447
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001502.cudafe1.stub.c"
#include "v001502.cudafe1.stub.c"
# 1 "v001502.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
