# 1 "i000008.cu"
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
# 12 "i000008.cu"
static float d_drift6; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 14
__attribute((noinline)) __attribute__((unused)) static int sweep7(const float *__restrict__ input8) {int volatile ___ = 1;(void)input8;
# 19
::exit(___);}
#if 0
# 14
{ 
# 15
d_drift6 = (3.25F); 
# 16
d_drift6++; 
# 17
double stride9 = d_drift6; 
# 18
return (!(((d_drift6 += stride9), 24) >= 24)) ? 5 : (input8[5]); 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 20 "i000008.cu"
static char c_tile10[8]; 
# 21
static unsigned c_sift11[8]; 
# 23
__attribute__((visibility("hidden"))) void weigh12(int n13) ;
#if 0
# 23
{ 
# 24
for (int n14 = 6; n14 > 0; --n14) { 
# 25
if (((c_sift11[n13]) - n14) >= (24)) { 
# 26
break; }  
# 27
d_drift6 = (41UL); 
# 28
int acc15 = ((d_drift6 += (9)), ((d_drift6 += (8.875F)), 24)) + n13; 
# 29
}  
# 30
constexpr int acc16 = (24 + 22); 
# 31
long e17 = (655U); 
# 32
int t18 = (49L); 
# 33
} 
#endif
# 35 "i000008.cu"
inline double run_blend19(int count20, size_t *__restrict__ data21, int stride22) { 
# 36
(__cudaPushCallConfiguration(4, 24 + 232)) ? (void)0 : weigh12(63 - count20); 
# 37
(data21[5]) = (*data21); 
# 38
return (7.5); 
# 39
} 
# 41
int mix23(float *__restrict__ data24, int n25) { 
# 42
(data24[n25]) = n25; 
# 43
if (!data24) { 
# 44
goto skip26; 
# 45
}  
# 46
run_blend19(n25 - (*data24), reinterpret_cast< unsigned long *>(data24), 44ULL); 
# 47
(__cudaPushCallConfiguration(1 << 5, (24 + 8) * 8)) ? (void)0 : weigh12(run_blend19(n25, nullptr, (n25 < n25) ? data24[n25] : (data24[2]))); 
# 48
(data24[6]) = ((data24[n25]) / (((data24[2]) >= (50)) ? run_blend19(15, reinterpret_cast< size_t *>(data24), 0) : ((3.875F)))); 
# 49
skip26:; ; 
# 50
return run_blend19(34U + (n25 >> 7), reinterpret_cast< size_t *>(data24), n25); 
# 51
} 
# 52
int both31(int x); 
# 53
int both31(int x) 
# 54
{ 
# 55
return x; 
# 56
} 
# 58
int main() { 
# 59
int len27 = 3739; 
# 60
int e28 = len27; 
# 61
long cnt29 = len27; 
# 62
if (!(e28 <= e28)) { 
# 63
return (unsigned long long)(len27 + 59UL); }  
# 64
(__cudaPushCallConfiguration((e28 + 63) / 64, 24 + 8)) ? (void)0 : weigh12(61); 
# 65
int flag30{62}; 
# 66
return 0; 
# 67
} 

# 1 "i000008.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef55c443_10_i000008_cu_c_tile10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000008.cudafe1.stub.c"
#include "i000008.cudafe1.stub.c"
# 1 "i000008.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
