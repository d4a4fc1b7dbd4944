# 1 "v001245.cu"
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
# 8 "v001245.cu"
unsigned check_warp2(unsigned long long cfg3, float b4) { 
# 9
b4 = (((17ULL) - b4) - cfg3); 
# 10
auto step7 = [&](float sum5, int cnt6)->unsigned long { 
# 11
static_assert((sizeof(int) == (4)), "bad config");
# 12
return ((b4) + (17)) + (9); 
# 13
} ; typedef decltype(step7) __T0;
# 14
step7(b4, 34); 
# 15
constexpr int f8 = 26; 
# 16
b4 -= (-10); 
# 17
int sum9 = f8 >> ((cfg3 ^ f8) & (f8 - cfg3)); 
# 18
cfg3 = (cfg3 + (+(15 - sum9))); 
# 19
if ((51) != b4) { 
# 20
return 11; 
# 21
}  
# 22
return cfg3; 
# 23
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T, int N = 8> static void 
# 26
__wrapper__device_stub_norm10(const T *__restrict__ &coef11, int &stride12, int *&acc13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
stride12 = stride12; 
# 28
long f14 = (+(N / (coef11[2]))); 
# 30
#pragma unroll
for (
# 30
int it15 = 0; it15 < 11; ++it15) { 
# 31
if ((f14 + (acc13[stride12])) != (56)) { 
# 32
break; 
# 33
}  
# 34
if ((it15 - (acc13[6])) == N) { 
# 35
return; 
# 36
}  
# 37
}  
# 38
T w16 = (f14 + (19)) << ((stride12 ^ N) << (3581 + (*acc13))); 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 25 "v001245.cu"
template< class T, int N = 8> static void 
# 26
norm10(const T *__restrict__ coef11, int stride12, int *acc13) {__wrapper__device_stub_norm10<T,N>(coef11,stride12,acc13);
# 39
return;}
#if 0
# 26
{ 
# 27
stride12 = stride12; 
# 28
long f14 = (+(N / (coef11[2]))); 
# 30
#pragma unroll
for (
# 30
int it15 = 0; it15 < 11; ++it15) { 
# 31
if ((f14 + (acc13[stride12])) != (56)) { 
# 32
break; 
# 33
}  
# 34
if ((it15 - (acc13[6])) == N) { 
# 35
return; 
# 36
}  
# 37
}  
# 38
T w16 = (f14 + (19)) << ((stride12 ^ N) << (3581 + (*acc13))); 
# 39
} 
#endif
# 42 "v001245.cu"
__attribute__((visibility("hidden"))) void sift17(int count18) ;
#if 0
# 42
{ 
# 43
bool e19 = ((count18 * count18) - ((int)count18)) <= ((count18 > count18) ? count18 : count18); 
# 44
(count18++), (e19 = (((1 == e19) ? e19 : 1) + 1)); 
# 45
unsigned sum20 = (count18 | 32) | 3; 
# 46
static_assert((sizeof(int) == (4)), "size check");
# 47
sum20 %= ((unsigned char)(sum20 + (count18 + 255L))); 
# 48
} 
#endif
# 49 "v001245.cu"
typedef unsigned short idx21_t; 
# 51
unsigned gather22(short b23, int count24, int len25) { 
# 52
len25 |= 13; 
# 53
(++b23), (len25 = 38); 
# 54
int hi26 = (unsigned long)b23; 
# 55
constexpr float w27 = (-4655); 
# 56
return 64; 
# 57
} 
# 59
float check_relax28(short cfg29, float beta30, unsigned char b31) { 
# 60
auto op33 = [r32 = (51 <= b31) ? 11LL : (50U)]()->unsigned { 
# 61
return ((7) + (r32)) / (61); 
# 62
} ; typedef decltype(op33) __T1;
# 63
op33(); 
# 64
b31 |= b31; 
# 65
const char *acc34 = ("x=%d"); 
# 66
(__cudaPushCallConfiguration(1, 64, sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : sift17(cfg29 % b31); 
# 67
cfg29 += (((344 >> b31) >> 6) << ((acc34[1]) - 39)); 
# 68
return (3 ^ (((acc34[1]) != 3) ? cfg29 : cfg29)) + ((cfg29 += 3678), ((acc34[1]) ^ (acc34[0]))); 
# 69
} 
# 71
int main() { 
# 72
int count35 = 1712; 
# 73
for (int n36 = 0, j37 = 15; n36 < j37; (++n36), (--j37)) { 
# 74
for (int j38 = 0; j38 < 16; j38++) { 
# 75
count35 = (n36 + (count35 + 3)); 
# 76
auto fn40 = [&](auto y39) { 
# 77
(__cudaPushCallConfiguration(8, 128)) ? (void)0 : norm10((const long *)nullptr, -3397, nullptr); 
# 78
return y39 * 2; 
# 79
} ; typedef decltype(fn40) __T2;
# 80
}  
# 81
(__cudaPushCallConfiguration(4, 32, 2048 * 2, (cudaStream_t)0)) ? (void)0 : sift17((count35 <= j37) ? 32 : ((double)38)); 
# 82
}  
# 83
const char *off41 = ("AB"); 
# 84
return 0; 
# 85
} 

# 1 "v001245.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d5a5ca84_10_v001245_cu_9198526b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001245.cudafe1.stub.c"
#include "v001245.cudafe1.stub.c"
# 1 "v001245.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
