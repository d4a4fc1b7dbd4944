# 1 "v000679.cu"
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
# 5 "v000679.cu"
enum Phase1: unsigned char { LOW2, ADD3 = 6U, LOW4, FAST5 = 11U}; 
# 6
__attribute__((unused)) unsigned scale6(long q7, float beta8, Phase1 a9) {int volatile ___ = 1;(void)q7;(void)beta8;(void)a9;
# 16
::exit(___);}
#if 0
# 6
{ 
# 7
long long q10 = q7; 
# 8
if (q7 == (a9 * 3)) { 
# 9
return 64 - a9; 
# 10
}  
# 11
Phase1 k11 = a9; 
# 12
++q10; 
# 13
q10 ^= ((q10 - (26)) + (k11 % 4161)); 
# 14
k11 = LOW2; 
# 15
return (((q10 << a9) > k11) ? (2) | q7 : (beta8 + k11)) + (((beta8 += (44L)), q10) * k11); 
# 16
} 
#endif
# 17 "v000679.cu"
__attribute__((unused)) unsigned sift12(int lane13, const float *in14) {int volatile ___ = 1;(void)lane13;(void)in14;
# 25
::exit(___);}
#if 0
# 17
{ 
# 18
lane13 = (scale6(scale6(52UL, ADD3, LOW2), (scale6(LOW4, -(1.625F), ADD3)) & (60UL % lane13), ADD3)); 
# 20
#pragma unroll 8
for (
# 20
int i15 = 0; i15 < lane13; i15++) { 
# 21
lane13 = (((i15 == (i15 - lane13)) ? i15 & i15 : (sizeof(double) ^ lane13)) * (~lane13)); 
# 22
}  
# 23
lane13 %= scale6(scale6((lane13 < lane13) ? ADD3 : (in14[lane13 & 7]), FAST5, LOW4), scale6(scale6(54UL, in14[lane13 & 7], FAST5), sizeof(int), ADD3), FAST5); 
# 24
return ((((*in14) == lane13) ? lane13 : lane13) + 4647UL) << ((62 * lane13) >> scale6(64ULL, LOW4, LOW4)); 
# 25
} 
#endif
# 27 "v000679.cu"
__attribute((noinline)) __attribute__((unused)) void bump16(int n17) {int volatile ___ = 1;(void)n17;
# 31
::exit(___);}
#if 0
# 27
{ 
# 28
auto z18 = n17; 
# 29
int tmp19 = scale6(n17, z18, FAST5) % n17; 
# 30
long long lim20 = sift12(n17, (const float *)nullptr); 
# 31
} 
#endif
# 32 "v000679.cu"
__attribute__((visibility("hidden"))) void filter21_kernel(int *data22, unsigned beta23) ;
#if 0
# 32
{ 
# 33
float t24[2] = {(-(11.25F))}; 
# 34
if (const float acc25 = t24[1]; data22[7]) { 
# 35
(t24[beta23]) -= ((sizeof(int)) - (t24[beta23])); 
# 36
} else { 
# 37
__attribute__((unused)) static unsigned sh_26; 
# 38
}  
# 39
} 
#endif
# 40 "v000679.cu"
long host_warp27(const int *in28) { 
# 41
(__cudaPushCallConfiguration(1 << (ADD3), 64, 4096)) ? (void)0 : filter21_kernel((int *)nullptr, ((LOW4) * (in28[3])) & ((in28[3]) << 3)); 
# 42
(__cudaPushCallConfiguration(16 * ((FAST5) + 5), 32)) ? (void)0 : filter21_kernel(nullptr, 1); 
# 43
(__cudaPushCallConfiguration((ADD3) + 506, 1 << (ADD3))) ? (void)0 : filter21_kernel(nullptr, 33); 
# 44
return 33; 
# 45
} 
# 46
int main() { 
# 47
int size29 = 2460; 
# 48
if ((size29 <= size29) || (size29 != size29)) { 
# 49
return host_warp27(nullptr) * (size29 | size29); 
# 50
}  
# 51
if (!(size29 == 20)) { 
# 52
return (size29 - (FAST5)) << host_warp27((const int *)nullptr); 
# 53
}  
# 54
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : filter21_kernel(nullptr, (44L + size29) - size29); 
# 55
{ 
# 56
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : filter21_kernel(nullptr, host_warp27(nullptr) - (8)); 
# 57
int m30[2]{5, 20}; 
# 58
} 
# 59
return 0; 
# 60
} 

# 1 "v000679.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e535464e_10_v000679_cu_dce31ed2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000679.cudafe1.stub.c"
#include "v000679.cudafe1.stub.c"
# 1 "v000679.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
