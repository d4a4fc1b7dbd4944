# 1 "v001140.cu"
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
# 16 "v001140.cu"
__attribute__((visibility("hidden"))) void bump5(int len6) ;
#if 0
# 16
{ 
# 17
unsigned i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
if (i7 >= len6) { 
# 19
return; }  
# 20
int *acc8 = &len6; 
# 21
double val9{(25)}; 
# 22
int q10 = (*acc8) | (i7 * __device_builtin_variable_warpSize); 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26 "v001140.cu"
template< class T, class U> static void 
# 27
__wrapper__device_stub_probe11(T &beta12, int &count13, double &q14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (i15 <= ((__device_builtin_variable_gridDim.z) & 10UL)) { 
# 30
for (int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i16 < (6 + 5); i16 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 31
__attribute__((unused)) static unsigned long sh_17[16]; 
# 32
constexpr int s18 = 1187; 
# 33
}  
# 34
for (int it19 = count13; it19 > 0; --it19) { 
# 35
unsigned char flag20 = it19; 
# 36
q14 = (32 * (it19 % i15)); 
# 37
}  
# 38
}  
# 39
} 
#endif

#pragma GCC diagnostic pop

# 26 "v001140.cu"
template< class T, class U> static void 
# 27
probe11(T beta12, int count13, double q14) {__wrapper__device_stub_probe11<T,U>(beta12,count13,q14);
# 39
return;}
#if 0
# 27
{ 
# 28
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
if (i15 <= ((__device_builtin_variable_gridDim.z) & 10UL)) { 
# 30
for (int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i16 < (6 + 5); i16 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 31
__attribute__((unused)) static unsigned long sh_17[16]; 
# 32
constexpr int s18 = 1187; 
# 33
}  
# 34
for (int it19 = count13; it19 > 0; --it19) { 
# 35
unsigned char flag20 = it19; 
# 36
q14 = (32 * (it19 % i15)); 
# 37
}  
# 38
}  
# 39
} 
#endif
# 41 "v001140.cu"
__attribute__((unused)) int march21(int lane22, float cfg23, int *dst24) {int volatile ___ = 1;(void)lane22;(void)cfg23;(void)dst24;
# 56
::exit(___);}
#if 0
# 41
{ 
# 42
(dst24[(__device_builtin_variable_blockIdx.x) & (7)]) -= ((lane22 += 31), ((cfg23 + (2259L)) + (45 * lane22))); 
# 43
switch (lane22) { 
# 44
case 2 * 2:  
# 45
lane22 = ((((unsigned)lane22) * ((__device_builtin_variable_threadIdx.y) * cfg23)) * (sizeof(unsigned) + ((__device_builtin_variable_blockDim.y) & (__device_builtin_variable_threadIdx.x)))); 
# 46
(*dst24) ^= ((((int)(__device_builtin_variable_blockDim.x)) + (*dst24)) % (*dst24)); 
# 47
break; 
# 48
case 12:  
# 49
break; 
# 50
case 6 + 1:  
# 51
break; 
# 52
case 5:  
# 53
break; 
# 54
}  
# 55
return (32 + (dst24[2])) - 8; 
# 56
} 
#endif
# 58 "v001140.cu"
extern "C" __attribute__((visibility("hidden"))) void fold25_kernel(unsigned cfg26, int *out27) ;
#if 0
# 58
{ 
# 59
int idx28 = __device_builtin_variable_threadIdx.x; 
# 60
for (int j29 = 0; j29 < idx28; ++j29) { 
# 61
long lim30((7) - (__device_builtin_variable_blockDim.x)); 
# 62
}  
# 63
(*out27) = ((cfg26 ^ (idx28 + (__device_builtin_variable_threadIdx.y))) + (15)); 
# 64
constexpr double mid31 = (-(22.75F)); 
# 65
double prod32{(2464)}; 
# 66
} 
#endif
# 68 "v001140.cu"
int main() { 
# 69
int count33 = 2250; 
# 70
switch (count33) { 
# 71
case 8:  { 
# 72
(__cudaPushCallConfiguration(2 * 2, 128)) ? (void)0 : fold25_kernel(44, &count33); 
# 73
float r34 = (23UL); 
# 74
break; 
# 75
} 
# 76
}  
# 77
(__cudaPushCallConfiguration((count33 + 255) / 256, 128)) ? (void)0 : bump5(count33 * count33); 
# 78
(__cudaPushCallConfiguration(32 * 8, 64, 0, (cudaStream_t)0)) ? (void)0 : probe11< int, long> ((count33 + count33) / count33, 7 * (count33 ^ count33), (3.875) * (~count33)); 
# 79
return 0; 
# 80
} 

# 1 "v001140.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__64ef4818_10_v001140_cu_0ab362d8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001140.cudafe1.stub.c"
#include "v001140.cudafe1.stub.c"
# 1 "v001140.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
