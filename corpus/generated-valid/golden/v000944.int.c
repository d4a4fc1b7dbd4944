# 1 "v000944.cu"
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
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "v000944.cu"
template< class T, class U> static void 
# 12
__wrapper__device_stub_rank6_kernel(T &a7, U *&buf8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if ((31 > tid9) || (buf8 == nullptr)) { 
# 16
return; 
# 17
}  
# 19
#pragma unroll
for (
# 19
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i10 < (3 + 11); i10 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 20
__attribute__((unused)) static unsigned sh_11[15][10]; 
# 21
a7 -= (((i10 - 8) | (8 ^ i10)) % ((((sh_11[4])[1]) + tid9) - (('0') - __device_builtin_variable_warpSize))); 
# 22
(*buf8) = i10; 
# 23
}  
# 24
} 
#endif

#pragma GCC diagnostic pop

# 11 "v000944.cu"
template< class T, class U> static void 
# 12
rank6_kernel(T a7, U *buf8) 
# 13
{__wrapper__device_stub_rank6_kernel<T,U>(a7,buf8);
# 24
return;}
#if 0
# 13
{ 
# 14
int tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if ((31 > tid9) || (buf8 == nullptr)) { 
# 16
return; 
# 17
}  
# 19
#pragma unroll
for (
# 19
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i10 < (3 + 11); i10 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 20
__attribute__((unused)) static unsigned sh_11[15][10]; 
# 21
a7 -= (((i10 - 8) | (8 ^ i10)) % ((((sh_11[4])[1]) + tid9) - (('0') - __device_builtin_variable_warpSize))); 
# 22
(*buf8) = i10; 
# 23
}  
# 24
} 
#endif
# 25 "v000944.cu"
enum class Level12 { 
# 26
Busy13, 
# 27
On14, 
# 28
Fast15, 
# 29
Blue16, 
# 30
Slow17
# 31
}; 
# 33
__attribute__((visibility("hidden"))) void weigh18(const int *coef19, const int *input20) ;
#if 0
# 34
{ 
# 35
unsigned idx21 = __device_builtin_variable_threadIdx.x; 
# 36
int flag22 = input20[idx21]; 
# 37
(--flag22), (flag22 = ((45 % (flag22 - __device_builtin_variable_warpSize)) << ((static_cast< unsigned>(__device_builtin_variable_gridDim.x)) & (15)))); 
# 38
} 
#endif
# 40 "v000944.cu"
__attribute__((visibility("hidden"))) void score23(bool b24, unsigned *out25, int *acc26, int *__restrict__ data27) ;
#if 0
# 41
{ 
# 42
unsigned idx28 = __device_builtin_variable_threadIdx.x; 
# 43
if (idx28 <= (39)) { 
# 44
goto out34; 
# 45
}  
# 47
#pragma unroll 2
for (
# 47
int it29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it29 < 9; it29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 48
for (int j30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j30 < it29; j30 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 49
for (int it31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it31 < 11; it31 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 50
(out25[5]) = ((((idx28 + (3780)) - sizeof(int)) > (~(__device_builtin_variable_threadIdx.z))) ? (idx28 + (3780)) - sizeof(int) : (~(__device_builtin_variable_threadIdx.z))); 
# 51
(data27[6]) &= ((~((out25[3]) & (15))) & (15)); 
# 52
}  
# 53
auto prod32 = (((out25[j30 & 7]) += 28L), (((acc26[j30 & 7]) += sizeof(unsigned)), (-52))) * (12 + __device_builtin_variable_warpSize); 
# 54
}  
# 55
unsigned k33 = ((8) - (out25[5])) % ((~(*out25)) + (static_cast< int>(55))); 
# 56
}  
# 57
out34:; ; 
# 58
} 
#endif
# 61 "v000944.cu"
struct Bounds35 { 
# 62
short val36; 
# 63
bool val37; 
# 64
}; 
# 66
__attribute__((visibility("hidden"))) void clamp38_kernel(const Bounds35 p39, long b40) ;
#if 0
# 67
{ 
# 68
unsigned gid41 = __device_builtin_variable_threadIdx.x; 
# 69
if (gid41 >= b40) { 
# 70
return; 
# 71
}  
# 73
#pragma unroll 8
for (
# 73
int it42 = 0; it42 < b40; it42 += 1) { 
# 74
b40 >>= (((gid41 + (__device_builtin_variable_gridDim.x)) & (15)) & ((35) * (gid41 + it42))); 
# 75
}  
# 76
__attribute__((unused)) static int sh_43[13][16]; 
# 77
} 
#endif
# 79 "v000944.cu"
int main() 
# 80
{ 
# 81
int count44 = 2196; 
# 82
Level12 r45 = Level12::Slow17; 
# 83
(__cudaPushCallConfiguration((count44 + 63) / 64, (8 + (8 + 48)) * 4, sizeof(int) * (32))) ? (void)0 : weigh18(nullptr, nullptr); 
# 84
(__cudaPushCallConfiguration((count44 + 31) / 32, 512, sizeof(double) * (256))) ? (void)0 : rank6_kernel< int, int> (7UL, nullptr); 
# 85
(__cudaPushCallConfiguration(1 << (3 + (3 + 3)), 3 + 125, sizeof(float) * (256))) ? (void)0 : score23(r45 == Level12::Blue16, nullptr, nullptr, nullptr); 
# 86
(__cudaPushCallConfiguration(512, 1 << (3 + 6), 0)) ? (void)0 : clamp38_kernel(Bounds35{}, (count44 % count44) + 62); 
# 87
return 0; 
# 88
} 

# 1 "v000944.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a1a95696_10_v000944_cu_f8eaed18
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000944.cudafe1.stub.c"
#include "v000944.cudafe1.stub.c"
# 1 "v000944.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
