# 1 "v002141.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 7 "v002141.cu"
template< class T, int N = 3> __attribute__((unused)) static float 
# 8
pivot2(T q3, const T *src4) {int volatile ___ = 1;(void)q3;(void)src4;
# 19
::exit(___);}
#if 0
# 8
{ 
# 10
#pragma unroll 2
for (
# 10
int j5 = 0; j5 < 8; j5 += 1) { 
# 11
__attribute__((unused)) static int sh_6[128]; 
# 12
}  
# 13
q3 *= (((q3 += N), (__device_builtin_variable_blockDim.y)) + (12.5)); 
# 14
if (!src4) { 
# 15
return *src4; 
# 16
}  
# 17
q3 *= 24; 
# 18
return -(11.875F); 
# 19
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 21 "v002141.cu"
template< class T, int N> __attribute__((unused)) static T 
# 22
weigh7(const T *coef8) {int volatile ___ = 1;(void)coef8;
# 31
::exit(___);}
#if 0
# 22
{ 
# 23
switch ((__device_builtin_variable_threadIdx.x) * (4)) { 
# 24
case 7:  { 
# 25
unsigned e9 = pivot2< T, 3> (N, coef8); 
# 26
break; 
# 27
} 
# 28
}  
# 29
__attribute__((unused)) static double sh_10; 
# 30
return __device_builtin_variable_gridDim.x; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 33 "v002141.cu"
int clamp11(int len12, const long long *__restrict__ input13) { 
# 34
int v14 = ((len12 += len12), 3247) + 22; 
# 35
v14 = (-7); 
# 36
v14 = (__alignof__(float)); 
# 37
int stride15 = 8 % v14; 
# 38
stride15 |= (stride15 - ((' ') - len12)); 
# 39
++len12; 
# 40
return ((stride15 += stride15), (*input13)) ? stride15 : (static_cast< int>(len12 % v14)); 
# 41
} 
# 43
int blend16(size_t alpha17) { 
# 44
int prod18 = (((52) - alpha17) - (alpha17 - alpha17)) % (static_cast< int>(clamp11(alpha17, static_cast< const long long *>(nullptr)))); 
# 45
if ((+alpha17) <= prod18) { 
# 46
goto skip19; 
# 47
}  
# 48
prod18 = (43UL); 
# 49
skip19:; ; 
# 50
return prod18; 
# 51
} 
# 53
__attribute__((visibility("hidden"))) void decay20(unsigned *__restrict__ out21) ;
#if 0
# 53
{ 
# 54
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
unsigned flag23 = (3329) - (__device_builtin_variable_blockIdx.x); 
# 56
if ((flag23 * 45L) == (9U)) { 
# 57
return; 
# 58
}  
# 59
flag23 = (((*out21) += (16)), (((out21[4]) - flag23) * idx22)); 
# 60
} 
#endif
# 62 "v002141.cu"
template< class T, int N = 3> __attribute__((unused)) T 
# 63
rank24(T *out25) {int volatile ___ = 1;(void)out25;
# 67
::exit(___);}
#if 0
# 63
{ 
# 64
bool lim26 = (static_cast< int>(out25[0])) != (static_cast< T>(__device_builtin_variable_blockIdx.x)); 
# 65
__attribute__((unused)) static char sh_27[8][8]; 
# 66
return (((sh_27[__device_builtin_variable_threadIdx.y])[1]) * (static_cast< unsigned>(*out25))) << (((__device_builtin_variable_gridDim.x) >= (__device_builtin_variable_threadIdx.z)) ? N * ((sh_27[1])[1]) : ((sh_27[__device_builtin_variable_threadIdx.x])[1])); 
# 67
} 
#endif
# 68 "v002141.cu"
static int c_scale28[2]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 70
template< class T> static void 
# 71
__wrapper__device_stub_merge29_kernel(const T *__restrict__ &input30, const T *__restrict__ &input31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 71
{ 
# 72
__attribute__((unused)) static float sh_32; 
# 74
#pragma unroll
for (
# 74
int j33 = 0, j34 = 13; j33 < j34; (++j33), (--j34)) { 
# 75
float m35 = (clamp11(5L, static_cast< const long long *>(nullptr)) - j34) >> __alignof__(char); 
# 76
}  
# 77
for (int j36 = 0, j37 = 5; j36 < j37; (++j36), (--j37)) { 
# 78
unsigned v38 = c_scale28[__device_builtin_variable_threadIdx.z]; 
# 79
constexpr float hi39 = (-33); 
# 80
}  
# 81
} 
#endif

#pragma GCC diagnostic pop

# 70 "v002141.cu"
template< class T> static void 
# 71
merge29_kernel(const T *__restrict__ input30, const T *__restrict__ input31) {__wrapper__device_stub_merge29_kernel<T>(input30,input31);
# 81
return;}
#if 0
# 71
{ 
# 72
__attribute__((unused)) static float sh_32; 
# 74
#pragma unroll
for (
# 74
int j33 = 0, j34 = 13; j33 < j34; (++j33), (--j34)) { 
# 75
float m35 = (clamp11(5L, static_cast< const long long *>(nullptr)) - j34) >> __alignof__(char); 
# 76
}  
# 77
for (int j36 = 0, j37 = 5; j36 < j37; (++j36), (--j37)) { 
# 78
unsigned v38 = c_scale28[__device_builtin_variable_threadIdx.z]; 
# 79
constexpr float hi39 = (-33); 
# 80
}  
# 81
} 
#endif
# 83 "v002141.cu"
int main() { 
# 84
int len40 = 2514; 
# 85
blend16(len40); 
# 86
(__cudaPushCallConfiguration((len40 + 127) / 128, 128, 32 * 8, (cudaStream_t)0)) ? (void)0 : decay20((unsigned *)nullptr); 
# 87
(__cudaPushCallConfiguration(64, 2 * 16)) ? (void)0 : merge29_kernel< double> ((const double *)nullptr, nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v002141.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__edbb35e0_10_v002141_cu_2995d0d6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002141.cudafe1.stub.c"
#include "v002141.cudafe1.stub.c"
# 1 "v002141.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
