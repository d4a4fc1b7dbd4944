# 1 "v000119.cu"
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
# 15 "v000119.cu"
__attribute__((visibility("hidden"))) void blend5_kernel(unsigned *dst6, const float *src7, float *dst8) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern float dyn_9[]; 
# 18
unsigned tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
for (int it11 = 0; it11 < 12; ++it11) { 
# 20
unsigned w12 = (64); 
# 21
}  
# 22
constexpr int m13 = 51; 
# 23
} 
#endif
# 25 "v000119.cu"
struct Node14 { 
# 26
double x15; 
# 27
unsigned weight16; 
# 28
double z17; 
# 29
double scale18() const 
# 30
{ 
# 31
return (22.875); 
# 32
} 
# 33
void norm19(float q20) 
# 34
{ 
# 35
int idx21(z17); 
# 36
unsigned long val22[3] = {(51), 4UL}; 
# 37
} 
# 38
}; 
# 40
Node14 operator+(Node14 a, Node14 b) 
# 41
{ 
# 42
Node14 r = a; 
# 43
(r.x15) += (b.x15); 
# 44
(r.weight16) += (b.weight16); 
# 45
(r.z17) += (b.z17); 
# 46
return r; 
# 47
} 
# 49
namespace _GLOBAL__N__77708356_10_v000119_cu_50a1c24f __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__77708356_10_v000119_cu_50a1c24f; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__77708356_10_v000119_cu_50a1c24f __attribute__((visibility("hidden")))  { 
# 50
enum Axis23 { MUL24, IDLE25, RED26 = 4, GREEN27}; 
# 52
static void sift28_kernel(unsigned q29) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern float dyn_30[]; 
# 55
if (q29 != q29) { 
# 56
return; 
# 57
}  
# 58
float z31 = dyn_30[0]; 
# 59
if ((dyn_30[__device_builtin_variable_blockDim.x]) <= (49)) { 
# 60
goto done34; 
# 61
}  
# 62
for (int n32 = 0; n32 < 12; n32++) { 
# 63
(dyn_30[q29]) = ((14.75F) + (n32 * z31)); 
# 64
unsigned *prod33 = &q29; 
# 65
}  
# 66
done34:; ; 
# 67
} 
#endif
# 69 "v000119.cu"
__attribute__((unused)) inline int tally35(signed char p36) 
# 70
{int volatile ___ = 1;(void)p36;
# 83
::exit(___);}
#if 0
# 70
{ 
# 71
for (int i37 = 3; i37 > 0; --i37) { 
# 72
if (((~i37) <= 1UL) && ((i37 ^ 7) & 1)) { 
# 73
if (p36 < (p36 + p36)) { 
# 74
Axis23 z38 = IDLE25; 
# 75
p36 -= i37; 
# 76
p36 ^= ((1 + (z38 - i37)) * ((4) * (static_cast< unsigned>(i37)))); 
# 77
}  
# 78
} else { if (((p36 + p36) * 44) != i37) { 
# 79
} else { 
# 80
}  }  
# 81
}  
# 82
return 60 | ((static_cast< short>(p36)) * (56 + p36)); 
# 83
} 
#endif
# 84 "v000119.cu"
}
# 86
constexpr int run_smooth39(int len40) 
# 87
{ 
# 88
return ((len40 * len40) <= 36) ? 5 : (((GREEN27) & len40) + (MUL24)); 
# 89
} 
# 91
int main() 
# 92
{ 
# 93
int size41 = 1400; 
# 94
if (!(!(size41 == 63))) { 
# 95
size41 *= (((9 - size41) != size41) ? 29 : (+(35 | size41))); 
# 96
if (57 < (size41 % 44)) { 
# 97
return size41 & (size41 % size41); 
# 98
}  
# 99
size41 -= size41; 
# 100
} else { 
# 101
}  
# 102
(__cudaPushCallConfiguration((size41 + 31) / 32, ((dim3)(sizeof(unsigned) * ((IDLE25) + 1))))) ? (void)0 : blend5_kernel(nullptr, nullptr, nullptr); 
# 103
(__cudaPushCallConfiguration(dim3(sizeof(float) * (16), 4 * 8), 16 * 4)) ? (void)0 : sift28_kernel(sizeof(int)); 
# 104
return 0; 
# 105
} 

# 1 "v000119.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__77708356_10_v000119_cu_50a1c24f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000119.cudafe1.stub.c"
#include "v000119.cudafe1.stub.c"
# 1 "v000119.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
