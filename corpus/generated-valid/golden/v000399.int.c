# 1 "v000399.cu"
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
# 7 "v000399.cu"
constexpr inline double kR3 = (0.5); 
# 9
struct Sample4 { 
# 10
float id5, mass6; 
# 11
float sum7; 
# 12
}; 
# 14
inline Sample4 operator+(Sample4 a, Sample4 b) { 
# 15
Sample4 r = a; 
# 16
(r.id5) += (b.id5); 
# 17
(r.mass6) += (b.mass6); 
# 18
(r.sum7) += (b.sum7); 
# 19
return r; 
# 20
} 
# 23
__attribute__((visibility("hidden"))) void tile8_kernel(double q9) ;
#if 0
# 23
{ 
# 24
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
q9 *= i10; 
# 26
++q9; 
# 27
q9++; 
# 28
if ((33L) == (q9 + q9)) { 
# 29
return; 
# 30
}  
# 31
q9 /= ((-(i10 | 10L)) - q9); 
# 32
q9 -= (__device_builtin_variable_blockIdx.x); 
# 33
} 
#endif
# 35 "v000399.cu"
__attribute__((visibility("hidden"))) void blend11(int len12, char *out13) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern long dyn_14[]; 
# 37
unsigned idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
(*out13) = (dyn_14[__device_builtin_variable_blockIdx.z]); 
# 39
(*out13) = (394L | (out13[7])); 
# 40
++(out13[len12]); 
# 41
float *res16 = reinterpret_cast< float *>(out13); 
# 42
len12 += 1; 
# 43
--(res16[idx15]); 
# 44
len12 = ((*res16) - (out13[len12])); 
# 45
} 
#endif
# 46 "v000399.cu"
static constexpr unsigned LANES17 = (3); 
# 48
__attribute__((visibility("hidden"))) void combine18_kernel(int *out19, const Sample4 b20, const Sample4 cfg21) ;
#if 0
# 48
{ 
# 49
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
(out19[gid22]) = (18UL); 
# 51
(out19[5]) |= (LANES17 + gid22); 
# 52
__attribute__((unused)) static float sh_23[8]; 
# 53
int base24 = 55; 
# 54
base24--; 
# 55
base24 = kR3; 
# 56
} 
#endif
# 59 "v000399.cu"
struct Stats25 { 
# 60
int w26; 
# 61
bool weight27; 
# 62
int count28; 
# 63
short y29; 
# 64
}; 
# 66
inline Stats25 operator+(Stats25 a, Stats25 b) { 
# 67
Stats25 r = a; 
# 68
(r.w26) += (b.w26); 
# 69
(r.count28) += (b.count28); 
# 70
(r.y29) += (b.y29); 
# 71
return r; 
# 72
} 
# 74
int main() { 
# 75
int len30 = 4026; 
# 76
double lim31 = (LANES17); 
# 77
(__cudaPushCallConfiguration((len30 + 31) / 32, 1 << 7, LANES17 + (LANES17 + (1018)))) ? (void)0 : combine18_kernel(&len30, Sample4{(-(12.0F)), (48), (14.0F)}, Sample4{}); 
# 78
lim31 = lim31; 
# 79
constexpr int cnt32 = (20UL); 
# 80
lim31 = ((36L % len30) << ((34L * len30) + (27 << len30))); 
# 81
(__cudaPushCallConfiguration(LANES17 + (LANES17 + (122)), 16 * 16)) ? (void)0 : tile8_kernel(lim31); 
# 82
(__cudaPushCallConfiguration(1, LANES17 + (125))) ? (void)0 : blend11(len30, nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v000399.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ac8699c_10_v000399_cu_b9c58321
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000399.cudafe1.stub.c"
#include "v000399.cudafe1.stub.c"
# 1 "v000399.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
