# 1 "v000959.cu"
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

# 9 "v000959.cu"
__attribute__((unused)) static int rank4(bool beta5 = 1) {int volatile ___ = 1;(void)beta5;
# 13
::exit(___);}
#if 0
# 9
{ 
# 10
beta5 = (27 <= beta5); 
# 11
beta5 = (((beta5 != beta5) ? 39 : beta5) != beta5); 
# 12
return beta5; 
# 13
} 
#endif

#pragma GCC diagnostic pop

# 14 "v000959.cu"
enum State6: unsigned { RED7, LOW8, SLOW9}; 
# 16
unsigned reduce10(int count11 = 47) { 
# 17
count11 &= 62L; 
# 18
count11 = (SLOW9); 
# 19
count11 <<= 4; 
# 20
static_assert((49 > 48), "size check");
# 21
State6 off12 = RED7; 
# 22
return 23; 
# 23
} 
# 24
constexpr int BLOCK13 = ((LOW8) + ((LOW8) + (126))); 
# 26
__attribute__((visibility("hidden"))) void rank14_kernel(const double *__restrict__ in15, int *out16, const int *input17) ;
#if 0
# 26
{ 
# 27
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
if (long sum19 = rank4(((rank4() != (*input17)) ? (unsigned char)(*out16) : 25L) >= (__device_builtin_variable_blockIdx.x)); (((out16 == (nullptr)) ? SLOW9 : idx18) / (44U - (*input17))) != ((*out16) << idx18)) { 
# 29
sum19 = ((int)(((in15[idx18]) + (__device_builtin_variable_threadIdx.z)) - ((out16[idx18]) + 19LL))); 
# 30
bool sum20 = sum19; 
# 31
}  
# 32
for (int it21 = idx18; it21 > 0; --it21) { 
# 33
(out16[6]) = 53; 
# 34
}  
# 35
rank4((out16[idx18]) <= (LOW8)); 
# 36
int z22 = 50; 
# 37
} 
#endif
# 40 "v000959.cu"
short host_score23(const signed char *__restrict__ src24, unsigned long *acc25, int count26) { 
# 41
reduce10(((SLOW9) >> (*acc25)) | ((2451) * (acc25[2]))); 
# 42
count26 &= ((reduce10(-1) ^ (LOW8)) + reduce10(33U - (*src24))); 
# 43
(__cudaPushCallConfiguration(1 << ((SLOW9) + (4)), 4 * 8, 0)) ? (void)0 : rank14_kernel(nullptr, nullptr, reinterpret_cast< const int *>(acc25)); 
# 44
return count26; 
# 45
} 
# 47
__attribute__((visibility("hidden"))) void warp27_kernel(float *__restrict__ acc28, int lane29) ;
#if 0
# 47
{ 
# 48
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (i30 >= lane29) { 
# 50
return; 
# 51
}  
# 52
if (lane29 == (lane29 + 2)) { 
# 53
if (lane29) { 
# 54
return; 
# 55
}  
# 56
(*acc28) = BLOCK13; 
# 57
(acc28[lane29]) -= i30; 
# 58
}  
# 59
} 
#endif
# 62 "v000959.cu"
__attribute__((visibility("hidden"))) void scale31(unsigned char alpha32) ;
#if 0
# 62
{ 
# 63
unsigned i33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (constexpr float z34 = (44U); i33 > reduce10()) { 
# 65
unsigned sum35 = i33 % (BLOCK13 + (i33 << 7)); 
# 66
bool sum36 = (rank4()) != (((double)sum35) - (BLOCK13 - (__device_builtin_variable_gridDim.x))); 
# 67
int r37 = i33; 
# 68
}  
# 69
} 
#endif
# 72 "v000959.cu"
__attribute__((visibility("hidden"))) void clamp38(long b39) ;
#if 0
# 72
{ 
# 73
unsigned gid40 = __device_builtin_variable_threadIdx.x; 
# 74
if (gid40 >= b39) { 
# 75
return; 
# 76
}  
# 78
#pragma unroll 8
for (
# 78
int i41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i41 < 10; i41 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 79
b39 += sizeof(float); 
# 80
b39 = (48UL); 
# 81
if (int h42 = gid40; reduce10(reduce10()) < reduce10(b39)) { 
# 82
float hi43 = rank4((((__device_builtin_variable_blockDim.x) - h42) + ((__device_builtin_variable_gridDim.z) + b39)) == (rank4(b39 != (39)))); 
# 83
}  
# 84
}  
# 85
reduce10((int)b39); 
# 86
} 
#endif
# 88 "v000959.cu"
int main() { 
# 89
int n44 = 1426; 
# 90
(__cudaPushCallConfiguration(sizeof(unsigned) * (64), (SLOW9) + ((SLOW9) + (60)))) ? (void)0 : warp27_kernel(nullptr, ((long)RED7) % (host_score23(nullptr, nullptr, n44))); 
# 91
double q45 = (int)(n44 / BLOCK13); 
# 92
double base46 = (int)((reduce10()) - (+q45)); 
# 93
(__cudaPushCallConfiguration(((dim3)(LOW8)), ((dim3)((n44 + 255) / 256)))) ? (void)0 : scale31(51); 
# 94
(__cudaPushCallConfiguration((SLOW9) * (2), sizeof(unsigned) * (128), sizeof(int) * (32))) ? (void)0 : clamp38(base46); 
# 95
return 0; 
# 96
} 

# 1 "v000959.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6ea3a7fb_10_v000959_cu_aaac9f72
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000959.cudafe1.stub.c"
#include "v000959.cudafe1.stub.c"
# 1 "v000959.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
