# 1 "v002207.cu"
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

# 5 "v002207.cu"
template< class T, int N> static void 
# 6
__wrapper__device_stub_merge1_kernel(T &b2) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 6
{ 
# 7
if (b2 != b2) { 
# 8
return; 
# 9
}  
# 10
T res3 = 9 * b2; 
# 11
res3 = N; 
# 12
} 
#endif

#pragma GCC diagnostic pop

# 5 "v002207.cu"
template< class T, int N> static void 
# 6
merge1_kernel(T b2) {__wrapper__device_stub_merge1_kernel<T,N>(b2);
# 12
return;}
#if 0
# 6
{ 
# 7
if (b2 != b2) { 
# 8
return; 
# 9
}  
# 10
T res3 = 9 * b2; 
# 11
res3 = N; 
# 12
} 
#endif
# 14 "v002207.cu"
__attribute__((unused)) float merge4(unsigned beta5, int len6 = 27L) {int volatile ___ = 1;(void)beta5;(void)len6;
# 25
::exit(___);}
#if 0
# 14
{ 
# 15
if (('A') != len6) { 
# 16
return (64) | beta5; 
# 17
}  
# 18
if (((double)(20.5)) <= (len6 - ((49) % beta5))) { 
# 19
if (((beta5 / (8)) * (63)) <= beta5) { 
# 20
int hi7 = 2432; 
# 21
}  
# 22
long long *idx8 = (nullptr); 
# 23
}  
# 24
return (13.5F); 
# 25
} 
#endif
# 27 "v002207.cu"
__attribute((noinline)) __attribute__((unused)) float decay9(int stride10, const unsigned char *src11, const double *in12) {int volatile ___ = 1;(void)stride10;(void)src11;(void)in12;
# 37
::exit(___);}
#if 0
# 27
{ 
# 29
#pragma unroll
for (
# 29
int i13 = 0; i13 < 15; ++i13) { 
# 30
stride10 = (merge4(33, 2 + i13)); 
# 31
}  
# 32
for (int j14 = 3; j14 > 0; --j14) { 
# 33
stride10 = (stride10 + (in12[2])); 
# 34
double base15{(36UL)}; 
# 35
}  
# 36
return src11[stride10]; 
# 37
} 
#endif
# 39 "v002207.cu"
constexpr int step16(int n17, int stride18) { 
# 40
return 60; 
# 41
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43
template< class T> static void 
# 44
__wrapper__device_stub_sweep19_kernel(T &cfg20, const T *&src21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
int iter22 = 0; 
# 46
while (iter22 < iter22) { 
# 47
float s23 = iter22; 
# 48
cfg20 = decay9((40ULL * iter22) % iter22, nullptr, nullptr); 
# 49
++iter22; 
# 50
}  
# 51
} 
#endif

#pragma GCC diagnostic pop

# 43 "v002207.cu"
template< class T> static void 
# 44
sweep19_kernel(T cfg20, const T *src21) {__wrapper__device_stub_sweep19_kernel<T>(cfg20,src21);
# 51
return;}
#if 0
# 44
{ 
# 45
int iter22 = 0; 
# 46
while (iter22 < iter22) { 
# 47
float s23 = iter22; 
# 48
cfg20 = decay9((40ULL * iter22) % iter22, nullptr, nullptr); 
# 49
++iter22; 
# 50
}  
# 51
} 
#endif
# 53 "v002207.cu"
void check_stencil24(double b25, int stride26) { 
# 54
b25 = stride26; 
# 55
cudaStream_t res27 = (nullptr); 
# 56
int z28 = ((~stride26) - 21UL) | stride26; 
# 57
} 
# 59
unsigned weigh29(int lane30 = 1579UL) { 
# 60
float off31(((3492 - lane30) + lane30) - lane30); 
# 61
if (lane30 & 1) { 
# 62
for (int j32 = 0; j32 < 14; ++j32) { 
# 63
(__cudaPushCallConfiguration(16, ((dim3)((lane30 + 63) / 64)), sizeof(float) * (32), (cudaStream_t)0)) ? (void)0 : merge1_kernel< double, 4> ((22.0)); 
# 64
}  
# 65
unsigned t33 = (lane30 ^ lane30) + ((static_cast< unsigned char>(21)) << step16(lane30, 5)); 
# 66
}  
# 67
return lane30; 
# 68
} 
# 70
__attribute__((unused)) unsigned relax34(unsigned short *data35, int n36, long a37) {int volatile ___ = 1;(void)data35;(void)n36;(void)a37;
# 76
::exit(___);}
#if 0
# 70
{ 
# 71
if (n36 <= (data35[a37])) { 
# 72
return n36; 
# 73
}  
# 74
short m38 = (49); 
# 75
return step16((a37 + a37) + ((data35[n36]) - 117UL), -1061); 
# 76
} 
#endif
# 78 "v002207.cu"
__attribute((always_inline)) __attribute__((unused)) inline short clamp39(double p40, float a41, unsigned b42) {int volatile ___ = 1;(void)p40;(void)a41;(void)b42;
# 87
::exit(___);}
#if 0
# 78
{ 
# 79
relax34(nullptr, p40, (a41 - p40) - (34LL / b42)); 
# 80
if (a41 == p40) { 
# 81
float acc43 = (39); 
# 82
int f44 = (3082L); 
# 83
}  
# 84
float q45 = p40; 
# 85
int res46 = relax34(nullptr, (34) + b42, 757L); 
# 86
return b42; 
# 87
} 
#endif
# 89 "v002207.cu"
int main() { 
# 90
int n47 = 1768; 
# 91
n47 = ((weigh29() | (4)) / (40ULL + (weigh29(n47)))); 
# 92
n47 = (n47 + n47); 
# 93
(__cudaPushCallConfiguration(1 << 3, 256)) ? (void)0 : merge1_kernel< double, 6> (n47 ^ (n47 | 4U)); 
# 94
static unsigned h48 = (9LL); 
# 95
size_t s49 = step16(n47, h48) + n47; 
# 96
(__cudaPushCallConfiguration(dim3(4, 2), 512, sizeof(float) * (32), nullptr)) ? (void)0 : sweep19_kernel< unsigned> ((h48 & (20)) << s49, nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v002207.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bbc4be52_10_v002207_cu_08a2f6c4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002207.cudafe1.stub.c"
#include "v002207.cudafe1.stub.c"
# 1 "v002207.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
