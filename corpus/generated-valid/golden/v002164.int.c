# 1 "v002164.cu"
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
# 7 "v002164.cu"
enum class State3 { Low4, Idle5 = 3}; 
# 9
__attribute((always_inline)) __attribute__((unused)) inline float relax6(int n7 = 25) {int volatile ___ = 1;(void)n7;
# 18
::exit(___);}
#if 0
# 9
{ 
# 10
n7 |= (44 + ((n7 * n7) - 4)); 
# 11
n7 = (-23); 
# 12
State3 hi8 = State3::Idle5; 
# 13
__attribute__((unused)) static unsigned sh_9; 
# 14
n7 *= n7; 
# 15
n7 += ((n7 += n7), 3); 
# 16
n7 *= ((sh_9 += sh_9), n7); 
# 17
return (sh_9 / (10.125F)) * n7; 
# 18
} 
#endif
# 19 "v002164.cu"
struct Cell10 { 
# 20
double mass11; 
# 21
short mass12; 
# 22
short bump13() const { 
# 23
int tmp14 = mass12; 
# 24
tmp14 += (mass12); 
# 25
return 34; 
# 26
} 
# 27
void norm15(int res16) { 
# 28
res16 = (+res16); 
# 29
} 
# 30
}; 
# 31
inline Cell10 operator+(Cell10 a, Cell10 b) { 
# 32
Cell10 r = a; 
# 33
(r.mass11) += (b.mass11); 
# 34
(r.mass12) += (b.mass12); 
# 35
return r; 
# 36
} 
# 37
static unsigned d_count17; 
# 39
__attribute((noinline)) __attribute__((unused)) int blend18(State3 p19, short q20, int count21) {int volatile ___ = 1;(void)p19;(void)q20;(void)count21;
# 45
::exit(___);}
#if 0
# 39
{ 
# 40
if (((q20 += q20), count21) > (d_count17 * (2U * count21))) { 
# 41
q20 *= ((int)(relax6(44) + (3500L))); 
# 42
}  
# 43
float e22(d_count17); 
# 44
return -60; 
# 45
} 
#endif
# 46 "v002164.cu"
namespace ops23 { 
# 47
struct Body24 { 
# 48
float y25; 
# 49
unsigned long z26; 
# 50
unsigned long long y27; 
# 51
unsigned long y28; 
# 52
}; 
# 53
enum class Axis29 { Fast30, Idle31, On32 = 6, Mul33}; 
# 54
}
# 55
__attribute__((visibility("hidden"))) void sift34(float *__restrict__ data35, int *__restrict__ out36, unsigned long cfg37) ;
#if 0
# 55
{ 
# 56
unsigned idx38 = __device_builtin_variable_threadIdx.x; 
# 57
int w39 = 0; 
# 58
do { 
# 59
__attribute__((unused)) static float sh_40; 
# 60
++w39; 
# 61
} while (w39 < w39); 
# 62
--cfg37; 
# 63
if (relax6((__device_builtin_variable_threadIdx.x) - w39) >= (out36[4])) { 
# 64
(out36[idx38]) = (18ULL + (((*out36) + w39) * (out36[1]))); 
# 65
(data35[0]) /= d_count17; 
# 66
}  
# 67
} 
#endif
# 68 "v002164.cu"
int main() { 
# 69
int count41 = 934; 
# 70
count41 /= 14; 
# 71
if ((count41 < count41) && (count41 <= count41)) { 
# 72
return count41; 
# 73
}  
# 74
if ((count41 + count41) != count41) { 
# 75
return count41; 
# 76
}  
# 77
(__cudaPushCallConfiguration((count41 + 127) / 128, 32 * 4)) ? (void)0 : sift34(nullptr, nullptr, 'a'); 
# 78
return 0; 
# 79
} 

# 1 "v002164.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0a596b2_10_v002164_cu_ef354812
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002164.cudafe1.stub.c"
#include "v002164.cudafe1.stub.c"
# 1 "v002164.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
