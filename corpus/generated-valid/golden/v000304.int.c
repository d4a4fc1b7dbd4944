# 1 "v000304.cu"
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
# 5 "v000304.cu"
__attribute__((visibility("hidden"))) void relax1_kernel(int n2, float *dst3, const int *in4) ;
#if 0
# 5
{ 
# 6
n2 += n2; 
# 8
#pragma unroll 2
for (
# 8
int j5 = 0; j5 < 5; ++j5) { 
# 9
long y6 = n2 | (j5 ^ 51); 
# 10
}  
# 11
unsigned diff7 = (*in4) - 59; 
# 12
} 
#endif
# 14 "v000304.cu"
__attribute__((visibility("hidden"))) void bump8(int len9, float beta10, double q11) ;
#if 0
# 14
{ 
# 15
{ 
# 16
len9 %= ((len9) ? len9 : (len9 | len9)); 
# 17
double tmp12{((20.25F))}; 
# 18
} 
# 19
float acc13 = len9; 
# 20
--beta10; 
# 21
} 
#endif
# 22 "v000304.cu"
constexpr inline unsigned WIDTH14 = (3); 
# 24
float probe15(int n16, short p17, float p18) { 
# 25
unsigned short k19 = (20); 
# 26
k19 = (3); 
# 27
constexpr float hi20 = (-17); 
# 28
p18 += (4981); 
# 29
return (((unsigned)p17) - k19); 
# 30
} 
# 31
constexpr inline int BLOCK21 = 7; 
# 32
enum Mode22 { BUSY23 = 1, HIGH24}; 
# 34
__attribute__((visibility("hidden"))) void scatter25(int *acc26, int *dst27, double *acc28, int lane29) ;
#if 0
# 34
{ 
# 35
if (probe15(*dst27, *acc28, 24) > (37ULL)) { 
# 36
return; 
# 37
}  
# 38
if ((acc26[lane29]) <= (acc28[1])) { 
# 39
return; 
# 40
}  
# 41
const unsigned off30 = *acc28; 
# 42
} 
#endif
# 43 "v000304.cu"
constexpr double kT31 = (7.25); 
# 45
char split32(signed char alpha33, unsigned char cfg34, char cfg35 = 13U) { 
# 46
static_assert(((WIDTH14 + (50)) == (53)), "size check");
# 47
Mode22 k36 = BUSY23; 
# 48
if ((7) <= (cfg35 * 39U)) { 
# 49
return 64UL; 
# 50
}  
# 51
Mode22 flag37 = k36; 
# 52
return 36L | (cfg35 - cfg35); 
# 53
} 
# 55
void check_step38(int *out39, long p40, double *acc41) { 
# 56
if ((*out39) == (acc41[5])) { 
# 57
return; 
# 58
}  
# 59
(*acc41) = BLOCK21; 
# 60
p40--; 
# 61
static_assert((sizeof(int) == (4)), "bad config");
# 62
} 
# 63
enum class Phase42: short { On43, Red44, Slow45 = 7}; 
# 65
inline long tally46(int stride47, float b48) { 
# 66
stride47 = (((~(stride47 & stride47)) > ((stride47 >= stride47) ? stride47 : sizeof(unsigned))) ? probe15(stride47 + kT31, (45) * b48, 7 * stride47) : (16 | stride47)); 
# 67
for (int it49 = 0, j50 = stride47; it49 < j50; (++it49), (--j50)) { 
# 68
Mode22 lim51 = BUSY23; 
# 69
b48 = (j50 % WIDTH14); 
# 70
}  
# 71
return WIDTH14; 
# 72
} 
# 74
__attribute((always_inline)) __attribute__((unused)) inline void gather52(const float *src53, int stride54) {int volatile ___ = 1;(void)src53;(void)stride54;
# 81
::exit(___);}
#if 0
# 74
{ 
# 75
Mode22 t55 = HIGH24; 
# 76
stride54 ^= tally46(probe15(64U, stride54, probe15(BLOCK21, WIDTH14, WIDTH14)), 1); 
# 77
(stride54++), (t55 = t55); 
# 78
t55 = t55; 
# 79
probe15(tally46(59LL * stride54, WIDTH14), BLOCK21, (long)(19 + stride54)); 
# 80
long long flag56 = ('0'); 
# 81
} 
#endif
# 83 "v000304.cu"
struct Cell57 { 
# 84
unsigned long val58; 
# 85
unsigned y59; 
# 86
}; 
# 88
int main() { 
# 89
int len60 = 1923; 
# 90
float lim61 = (WIDTH14); 
# 91
for (int j62 = 0; j62 < len60; ++j62) { 
# 92
(__cudaPushCallConfiguration((j62 + 31) / 32, (HIGH24) + ((HIGH24) + 508))) ? (void)0 : relax1_kernel(tally46((j62 <= 59) ? 9L : lim61, BLOCK21 * lim61), &lim61, &j62); 
# 93
lim61 = kT31; 
# 94
long long t63 = len60 & 2222; 
# 95
}  
# 96
len60 = (split32(8 + len60, 62L)); 
# 97
(__cudaPushCallConfiguration((len60 + 31) / 32, (HIGH24) + 62)) ? (void)0 : bump8(lim61, lim61 * ((lim61 > (51)) ? 2086 : sizeof(double)), (7.875F)); 
# 98
(__cudaPushCallConfiguration((len60 + 255) / 256, 16 * ((BUSY23) + 1))) ? (void)0 : scatter25(nullptr, nullptr, nullptr, (BLOCK21 & len60) + (split32(lim61, kT31, WIDTH14))); 
# 99
return 0; 
# 100
} 

# 1 "v000304.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f5b2d330_10_v000304_cu_c507b5c9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000304.cudafe1.stub.c"
#include "v000304.cudafe1.stub.c"
# 1 "v000304.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
