# 1 "v002338.cu"
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
# 7 "v002338.cu"
struct Acc1 { 
# 8
bool x2; 
# 9
unsigned long flag3; 
# 10
int count4; 
# 11
}; 
# 13
struct Vec5 { 
# 14
float id6; 
# 15
unsigned lo7; 
# 16
}; 
# 19
static void clamp8(int n9) ;
#if 0
# 20
{ 
# 21
unsigned i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (i10 >= n9) { 
# 23
return; 
# 24
}  
# 25
n9--; 
# 26
if (i10 > (__device_builtin_variable_threadIdx.x)) { 
# 27
return; 
# 28
}  
# 29
} 
#endif
# 31 "v002338.cu"
int march11(short *__restrict__ acc12, int *__restrict__ acc13) 
# 32
{ 
# 33
(acc12[5]) |= 59; 
# 34
auto m14 = (static_cast< float>(19)); 
# 35
(acc12[0]) = ((m14 * ('#')) / (5)); 
# 36
return (acc13[6]) + ((35) + (-m14)); 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void tally15(const signed char *__restrict__ coef16, Acc1 alpha17, unsigned *__restrict__ data18) ;
#if 0
# 40
{ 
# 41
int w19 = 0; 
# 42
while (w19 < 5) { 
# 43
static_assert((20 > 19));
# 44
++w19; 
# 45
}  
# 46
++(*data18); 
# 47
constexpr float q20 = (1.5F); 
# 48
(data18[w19]) = ((int)((static_cast< int>(__device_builtin_variable_blockDim.x)) - (__device_builtin_variable_threadIdx.x))); 
# 49
(alpha17.flag3)++; 
# 50
int acc21[4] = {}; 
# 51
} 
#endif
# 53 "v002338.cu"
struct Acc22 { 
# 54
long vel23; 
# 55
short vel24; 
# 56
long total25() const 
# 57
{ 
# 58
short y26 = ((3 * (vel24)) + (((vel23) != (vel23)) ? vel23 : (vel23))) - (+((vel23) + (vel23))); 
# 59
return vel24; 
# 60
} 
# 61
}; 
# 64
__attribute__((visibility("hidden"))) void trace27(const long *input28, int *__restrict__ dst29, short p30) ;
#if 0
# 65
{ 
# 66
p30 = (__device_builtin_variable_threadIdx.x); 
# 67
(dst29[p30]) %= 61; 
# 68
(dst29[p30]) = (60UL); 
# 69
(*dst29) ^= (((p30 + 9) > (dst29[4])) ? ((__device_builtin_variable_threadIdx.x) >= (2)) ? sizeof(short) : (__device_builtin_variable_threadIdx.z) : ((long)(*dst29))); 
# 70
} 
#endif
# 72 "v002338.cu"
int host_update31(int stride32, float *acc33) 
# 73
{ 
# 74
auto prod34 = ((6) >= (acc33[2])) ? 2 : stride32; 
# 75
(acc33[prod34]) = ((prod34 + ((17.5F) * stride32)) / (1.5F)); 
# 76
return 2943U; 
# 77
} 
# 79
int main() 
# 80
{ 
# 81
int len35 = 520; 
# 82
(__cudaPushCallConfiguration(sizeof(int), 512)) ? (void)0 : tally15(nullptr, Acc1{true, 916UL, 23}, nullptr); 
# 83
static int val36 = (' '); 
# 84
constexpr int m37 = (7UL); 
# 85
(__cudaPushCallConfiguration((len35 + 127) / 128, 256)) ? (void)0 : clamp8(m37 + (val36 + m37)); 
# 86
(__cudaPushCallConfiguration(sizeof(unsigned) * (128), 32 * 16)) ? (void)0 : trace27((const long *)nullptr, &len35, 1); 
# 87
return 0; 
# 88
} 

# 1 "v002338.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6f5b0771_10_v002338_cu_2e456ab5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002338.cudafe1.stub.c"
#include "v002338.cudafe1.stub.c"
# 1 "v002338.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
