# 1 "v001297.cu"
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
# 14 "v001297.cu"
static float d_rank7[8]; 
# 16
__attribute__((visibility("hidden"))) void filter8(float beta9, const float *in10, const unsigned *input11, float a12) ;
#if 0
# 16
{ 
# 17
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
a12 = (-(3.625F)); 
# 19
switch (__device_builtin_variable_threadIdx.x) { 
# 20
case 6:  { 
# 21
int mid14 = (3516L); 
# 22
break; 
# 23
} 
# 24
default:  { 
# 25
short stride15 = (52U); 
# 26
break; 
# 27
} 
# 28
}  
# 29
(d_rank7[gid13]) = (-((14.75F) + (input11[__device_builtin_variable_blockIdx.x]))); 
# 30
auto stride16 = (((4) + (__device_builtin_variable_gridDim.x)) + ((1) ^ (__device_builtin_variable_blockDim.x))) * (((3) * (__device_builtin_variable_gridDim.x)) * gid13); 
# 31
} 
#endif
# 33 "v001297.cu"
template< class T> __attribute__((unused)) T 
# 34
lerp17(T a18, const T *src19, T *data20) {int volatile ___ = 1;(void)a18;(void)src19;(void)data20;
# 44
::exit(___);}
#if 0
# 34
{ 
# 35
if ((d_rank7[(__device_builtin_variable_gridDim.x) & (7)]) >= (data20[1])) { 
# 36
return 27; 
# 37
}  
# 38
int m21[3] = {}; 
# 39
(d_rank7[(__device_builtin_variable_blockIdx.x) & (7)]) = (13U); 
# 40
a18 = (((((m21[2]) * (m21[2])) ^ 32) <= ((T)a18)) ? (5.375F) : (+(data20[6]))); 
# 41
(d_rank7[(__device_builtin_variable_threadIdx.z) & (7)]) -= (+a18); 
# 42
unsigned mid22[5] = {(422), ('0'), (32), (32)}; 
# 43
return mid22[__device_builtin_variable_blockDim.z]; 
# 44
} 
#endif
# 51 "v001297.cu"
__attribute__((visibility("hidden"))) void map_step24(int *data, int n) ;
#if 0
# 51
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((int)((data[i]) - ((int)1))); }  } 
#endif
# 58 "v001297.cu"
__attribute__((visibility("hidden"))) void map_rank26(unsigned *data, int n) ;
#if 0
# 58
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 59 "v001297.cu"
enum Mode27 { IDLE28, ADD29 = 4, BUSY30}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T, int N = 1> static void 
# 62
__wrapper__device_stub_update31(const T *&src32, T *&dst33, float *&buf34, double &cfg35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
T sum36 = ((9) * (__device_builtin_variable_blockIdx.x)) * lerp17(static_cast< unsigned>(dst33[(__device_builtin_variable_threadIdx.x) & (7)]), (const unsigned *)nullptr, reinterpret_cast< unsigned *>(buf34)); 
# 64
int iter37 = 0; 
# 65
while (iter37 < iter37) { 
# 66
(*dst33) = (dst33[5]); 
# 67
(d_rank7[iter37 & 7]) = (__device_builtin_variable_threadIdx.z); 
# 68
++iter37; 
# 69
}  
# 70
float r38 = lerp17< float> ((13.25F), d_rank7, buf34 + 1); 
# 71
Mode27 h39 = IDLE28; 
# 72
if (iter37 & 1) { 
# 73
return; 
# 74
}  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001297.cu"
template< class T, int N = 1> static void 
# 62
update31(const T *src32, T *dst33, float *buf34, double cfg35) {__wrapper__device_stub_update31<T,N>(src32,dst33,buf34,cfg35);
# 75
return;}
#if 0
# 62
{ 
# 63
T sum36 = ((9) * (__device_builtin_variable_blockIdx.x)) * lerp17(static_cast< unsigned>(dst33[(__device_builtin_variable_threadIdx.x) & (7)]), (const unsigned *)nullptr, reinterpret_cast< unsigned *>(buf34)); 
# 64
int iter37 = 0; 
# 65
while (iter37 < iter37) { 
# 66
(*dst33) = (dst33[5]); 
# 67
(d_rank7[iter37 & 7]) = (__device_builtin_variable_threadIdx.z); 
# 68
++iter37; 
# 69
}  
# 70
float r38 = lerp17< float> ((13.25F), d_rank7, buf34 + 1); 
# 71
Mode27 h39 = IDLE28; 
# 72
if (iter37 & 1) { 
# 73
return; 
# 74
}  
# 75
} 
#endif
# 77 "v001297.cu"
int main() { 
# 78
int count40 = 2822; 
# 79
Mode27 val41 = BUSY30; 
# 80
val41 = ADD29; 
# 81
(__cudaPushCallConfiguration(((dim3)(8)), ((dim3)((count40 + 127) / 128)), 0)) ? (void)0 : update31< double, 7> (nullptr, nullptr, (float *)nullptr, +((20.125) / val41)); 
# 82
do { count40 += 42; } while (0); 
# 83
count40 %= val41; 
# 84
(__cudaPushCallConfiguration(dim3((ADD29) + ((BUSY30) + ((BUSY30) + 2)), 512, ADD29), 3 + 29, 0)) ? (void)0 : filter8(val41 + val41, nullptr, (const unsigned *)nullptr, count40); 
# 85
(__cudaPushCallConfiguration((count40 + 255) / 256, (BUSY30) + 123)) ? (void)0 : map_step24(nullptr, '\?'); 
# 86
(__cudaPushCallConfiguration((count40 + 127) / 128, 32)) ? (void)0 : map_rank26((unsigned *)nullptr, BUSY30); 
# 87
return 0; 
# 88
} 

# 1 "v001297.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__873cc6be_10_v001297_cu_d_rank7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001297.cudafe1.stub.c"
#include "v001297.cudafe1.stub.c"
# 1 "v001297.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
