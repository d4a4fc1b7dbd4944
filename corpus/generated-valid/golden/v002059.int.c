# 1 "v002059.cu"
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
# 14 "v002059.cu"
struct Vec4 { 
# 15
unsigned char count5; 
# 16
float weight6; 
# 17
int count7, lo8; 
# 18
}; 
# 20
Vec4 operator+(Vec4 a, Vec4 b) { 
# 21
Vec4 r = a; 
# 22
(r.count5) += (b.count5); 
# 23
(r.weight6) += (b.weight6); 
# 24
(r.count7) += (b.count7); 
# 25
(r.lo8) += (b.lo8); 
# 26
return r; 
# 27
} 
# 29
__attribute__((unused)) int fuse9(int count10, int n11, short q12 = 19) {int volatile ___ = 1;(void)count10;(void)n11;(void)q12;
# 40
::exit(___);}
#if 0
# 29
{ 
# 30
q12 -= (__device_builtin_variable_threadIdx.z); 
# 31
q12 = (16L); 
# 32
count10 = (2546 * ((~n11) - 5)); 
# 33
if (q12 <= (__device_builtin_variable_blockDim.x)) { 
# 34
return count10 - (52 + q12); }  
# 35
float z13 = (11.5F); 
# 36
if (z13 <= n11) { 
# 37
return z13; }  
# 38
Vec4 stride14 = {static_cast< unsigned char>(__device_builtin_variable_threadIdx.z), static_cast< float>((n11 += sizeof(short)), (17.375F)), (2316U), count10}; 
# 39
return q12; 
# 40
} 
#endif
# 42 "v002059.cu"
__attribute__((visibility("hidden"))) void spread15(float q16, long long *out17, unsigned char *data18, float *__restrict__ buf19) ;
#if 0
# 42
{ 
# 43
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
constexpr float e21 = (12.5F); 
# 45
(out17[1]) = (data18[2]); 
# 46
(out17[3]) ^= ((__device_builtin_variable_blockDim.y) * (out17[7])); 
# 47
auto q22 = 25; 
# 48
if ((31) >= ((__device_builtin_variable_blockIdx.x) + (25))) { 
# 49
goto out23; 
# 50
}  
# 51
(*data18) += (((__device_builtin_variable_threadIdx.y) * ((size_t)idx20)) + ((37) | ((out17[__device_builtin_variable_threadIdx.x]) + q22))); 
# 52
(data18[idx20]) -= (((idx20 * (*data18)) & (q22 * idx20)) | ((*out17) - q22)); 
# 53
out23:; ; 
# 54
} 
#endif
# 56 "v002059.cu"
int main() { 
# 57
int n24 = 1122; 
# 58
(__cudaPushCallConfiguration(((dim3)((n24 + 127) / 128)), 128)) ? (void)0 : spread15(-(12.625F), nullptr, nullptr, nullptr); 
# 59
if (n24 > n24) { 
# 60
return 46U * n24; }  
# 61
constexpr double w25 = (1.5); 
# 62
(__cudaPushCallConfiguration(((dim3)(8 * 2)), 4 * (4 + (4 + 8)))) ? (void)0 : spread15(((n24 += 51ULL), 25), nullptr, (unsigned char *)nullptr, nullptr); 
# 63
return 0; 
# 64
} 

# 1 "v002059.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__de33e71a_10_v002059_cu_ee8a3d6b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002059.cudafe1.stub.c"
#include "v002059.cudafe1.stub.c"
# 1 "v002059.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
