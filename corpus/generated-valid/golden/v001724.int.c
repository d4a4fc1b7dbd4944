# 1 "v001724.cu"
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
# 13 "v001724.cu"
__attribute__((visibility("hidden"))) void smooth5_kernel(int len6, int stride7) ;
#if 0
# 13
{ 
# 14
int tid8 = __device_builtin_variable_threadIdx.x; 
# 15
if (tid8 + tid8) { 
# 16
return; 
# 17
}  
# 18
int base9{12}; 
# 19
} 
#endif
# 20 "v001724.cu"
constexpr int check_march10(int n11, int n12) { 
# 21
n11 &= (n11 * n12); 
# 22
return sizeof(int); 
# 23
} 
# 24
template< class T> 
# 25
struct Node13 { 
# 26
T x14; 
# 27
T y15; 
# 28
T z16; 
# 29
void total17(double flag18) { 
# 30
flag18 += ((flag18 += (y15)), (2.25)); 
# 31
} 
# 32
}; 
# 33
signed char scale19(const float *coef20, char beta21, const int *in22) { 
# 34
double x23{((16.75F))}; 
# 35
int hi24 = (((beta21 += 3), ((beta21 * 7) ? x23 : (3)))); 
# 36
return -38; 
# 37
} 
# 38
struct Pixel25 { 
# 39
int mass26; 
# 40
signed char vel27; 
# 41
int sum28; 
# 42
}; 
# 43
enum class Axis29: int { High30 = 3, Low31, Slow32 = 10, Blue33 = 15}; 
# 44
int stencil34(int len35) { 
# 45
for (int it36 = 2; it36 > 0; --it36) { 
# 46
len35 ^= it36; 
# 47
for (int j37 = it36; j37 > 0; --j37) { 
# 48
len35 = (58 + it36); 
# 49
}  
# 50
}  
# 51
int *m38 = &len35; 
# 52
return ((*m38) - 10) * (('a') >> len35); 
# 53
} 
# 54
__attribute__((visibility("hidden"))) void stencil39_kernel(int *__restrict__ buf40, Axis29 a41) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) static unsigned char sh_42[256]; 
# 56
a41 = a41; 
# 57
(buf40[__device_builtin_variable_threadIdx.y]) %= (__device_builtin_variable_blockDim.z); 
# 58
int sum43(13); 
# 59
} 
#endif
# 60 "v001724.cu"
struct alignas(8) Particle44 { 
# 61
float weight45; 
# 62
int y46; 
# 63
double lo47; 
# 64
float z48; 
# 65
}; 
# 66
__attribute__((visibility("hidden"))) void spread49(int *__restrict__ dst50) ;
#if 0
# 66
{ 
# 67
int gid51 = __device_builtin_variable_threadIdx.x; 
# 68
int *e52 = (nullptr); 
# 69
for (int n53 = 0, j54 = gid51; n53 < j54; (++n53), (--j54)) { 
# 70
for (int i55 = 0; i55 < j54; i55++) { 
# 71
auto k56 = 37; 
# 72
(*dst50) ^= (__device_builtin_variable_blockDim.z); 
# 73
}  
# 74
int *flag57 = dst50; 
# 75
}  
# 76
} 
#endif
# 77 "v001724.cu"
double host_tally58(int lane59, int n60 = 51) { 
# 78
([=]() { } )(); 
# 79
(__cudaPushCallConfiguration(1 << (3 + (3 + 2)), 32)) ? (void)0 : stencil39_kernel(&lane59, Axis29::Slow32); 
# 80
(__cudaPushCallConfiguration(58 + (3 + (58 + 137)), 128)) ? (void)0 : smooth5_kernel(lane59 - n60, (lane59 * lane59) & 15); 
# 81
const char *flag61 = ("kernel\n"); 
# 82
return (((unsigned char)(lane59 * (flag61[1]))) & 15); 
# 83
} 
# 84
int main() { 
# 85
int n62 = 359; 
# 86
n62 += (n62 & 15); 
# 87
auto step65 = [](long long m63, int res64) { 
# 88
m63 = ((m63 & (15)) + ((res64 >> 5) - ((res64 == 33UL) ? res64 : 39))); 
# 89
} ; typedef decltype(step65) __T0;
# 90
step65(n62, n62); 
# 91
for (int n66 = 0; n66 < 6; ++n66) { 
# 92
auto op69 = [](signed char v67, signed char res68) { 
# 93
(__cudaPushCallConfiguration((3 + (58 + 3)) * 8, 1 << (3 + 3), sizeof(int) * (64))) ? (void)0 : spread49((int *)nullptr); 
# 94
} ; typedef decltype(op69) __T1;
# 95
op69(n66, n62); 
# 96
}  
# 97
(__cudaPushCallConfiguration((n62 + 63) / 64, 3 + 61, 58 + 966)) ? (void)0 : smooth5_kernel(3, 8); 
# 98
(__cudaPushCallConfiguration(1, 64 * 8)) ? (void)0 : stencil39_kernel(&n62, Axis29::Low31); 
# 99
return 0; 
# 100
} 

# 1 "v001724.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b294c9f2_10_v001724_cu_ffdb7afb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001724.cudafe1.stub.c"
#include "v001724.cudafe1.stub.c"
# 1 "v001724.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
