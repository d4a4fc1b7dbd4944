# 1 "v000434.cu"
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
# 8 "v000434.cu"
__attribute__((unused)) unsigned step3(float cfg4, unsigned cfg5) {int volatile ___ = 1;(void)cfg4;(void)cfg5;
# 15
::exit(___);}
#if 0
# 8
{ 
# 9
cfg4 = (((cfg5 + ('A')) % cfg5) | 64ULL); 
# 10
cfg4 = ((((6) + cfg4) + (cfg4 / (28))) - (256)); 
# 11
int y6 = cfg4; 
# 12
long x7 = cfg4; 
# 13
auto off8 = y6; 
# 14
return ((20U * y6) >= (y6 - cfg4)) ? y6 - cfg4 : ((float)off8); 
# 15
} 
#endif
# 17 "v000434.cu"
__attribute__((visibility("hidden"))) void mix9(float *data10, int *__restrict__ out11, int stride12) ;
#if 0
# 17
{ 
# 18
stride12 -= (3005UL & (*out11)); 
# 19
stride12 = ((*data10) * ((107) + (data10[stride12]))); 
# 20
int w13 = 0; 
# 21
while ((w13 < 2) && ((*data10) == (4)) && (w13 == 12)) { 
# 22
step3(step3(4 * w13, step3(4, '0')), step3(data10[4], 63UL) + w13); 
# 23
++w13; 
# 24
}  
# 25
int iter14 = 0; 
# 26
while ((iter14 < stride12) && (!(stride12 & 1))) { 
# 27
(data10[iter14]) = w13; 
# 28
(out11[w13]) += (iter14 + (*data10)); 
# 29
++iter14; 
# 30
}  
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v000434.cu"
template< class T, int N> static void 
# 34
__wrapper__device_stub_bump15(T &a16, T &p17, long long *&acc18, T *__restrict__ &acc19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
__attribute__((unused)) static float sh_20[256]; 
# 36
static_assert((38 > 37), "expected value");
# 37
__attribute__((unused)) static unsigned char sh_21[(4 + (4 + 24)) * 2]; 
# 38
static_assert((31 > 30));
# 39
step3(N + (*acc19), sh_20[184]); 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000434.cu"
template< class T, int N> static void 
# 34
bump15(T a16, T p17, long long *acc18, T *__restrict__ acc19) {__wrapper__device_stub_bump15<T,N>(a16,p17,acc18,acc19);
# 40
return;}
#if 0
# 34
{ 
# 35
__attribute__((unused)) static float sh_20[256]; 
# 36
static_assert((38 > 37), "expected value");
# 37
__attribute__((unused)) static unsigned char sh_21[(4 + (4 + 24)) * 2]; 
# 38
static_assert((31 > 30));
# 39
step3(N + (*acc19), sh_20[184]); 
# 40
} 
#endif
# 42 "v000434.cu"
__attribute__((unused)) int tally22(int lane23, int stride24) {int volatile ___ = 1;(void)lane23;(void)stride24;
# 54
::exit(___);}
#if 0
# 42
{ 
# 43
stride24 <<= step3(58, 2510U); 
# 44
unsigned char y25 = -(5 % (stride24 << stride24)); 
# 46
#pragma unroll 8
for (
# 46
int j26 = stride24; j26 > 0; --j26) { 
# 47
for (int it27 = 0; it27 < j26; it27++) { 
# 48
double hi28 = stride24 + ((6.375) * (step3(lane23, stride24))); 
# 49
stride24 *= j26; 
# 50
int z29 = (sizeof(int)); 
# 51
}  
# 52
}  
# 53
return (sizeof(int) + (step3(17, y25))) << 4; 
# 54
} 
#endif
# 56 "v000434.cu"
__attribute__((visibility("hidden"))) void shade30_kernel(const int *__restrict__ in31) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern unsigned dyn_32[]; 
# 58
(dyn_32[6]) <<= (in31[4]); 
# 60
#pragma unroll
for (
# 60
int n33 = 9; n33 > 0; --n33) { 
# 61
step3(step3(dyn_32[1], *in31) >> 0, n33 + 60U); 
# 62
(dyn_32[1]) = ((in31[4]) - (step3((1.125F), sizeof(int)) - (tally22(4230, dyn_32[n33 & 7])))); 
# 63
}  
# 64
(dyn_32[3]) &= (tally22(in31[7], *in31)); 
# 65
float diff34[2] = {(2)}; 
# 66
} 
#endif
# 67 "v000434.cu"
enum class Phase35 { Blue36, On37, High38, Blue39}; 
# 69
int host_bias40(int n41, long b42) { 
# 70
++b42; 
# 71
(__cudaPushCallConfiguration((n41 + 255) / 256, 1 << 7)) ? (void)0 : shade30_kernel((const int *)nullptr); 
# 72
return b42; 
# 73
} 
# 75
int main() { 
# 76
int size43 = 1237; 
# 77
int iter44 = 0; 
# 78
while (iter44 < 9) { 
# 79
for (int n45 = 0; n45 < size43; n45++) { 
# 80
(__cudaPushCallConfiguration((iter44 + 255) / 256, 512)) ? (void)0 : bump15< long, 5> ((iter44 - 59) * sizeof(unsigned short), n45 ^ ((short)iter44), (long long *)nullptr, nullptr); 
# 81
(__cudaPushCallConfiguration(4 + (4 + (4 + 4)), 64 * 4, (4 + (4 + (4 + (4 + 48)))) * 4, 0)) ? (void)0 : mix9(nullptr, (int *)nullptr, iter44); 
# 82
}  
# 83
size43 &= (4 - (iter44 - iter44)); 
# 84
++iter44; 
# 85
}  
# 86
return 0; 
# 87
} 

# 1 "v000434.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__af179958_10_v000434_cu_4ef7e12c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000434.cudafe1.stub.c"
#include "v000434.cudafe1.stub.c"
# 1 "v000434.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
