# 1 "v000605.cu"
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
# 22 "v000605.cu"
__attribute__((visibility("hidden"))) void combine7(float q8, double cfg9, const int *__restrict__ in10) ;
#if 0
# 23
{ 
# 24
for (int j11 = 6; j11 > 0; --j11) { 
# 25
if ((*in10) > ((*in10) - (__device_builtin_variable_gridDim.y))) { 
# 26
for (int j12 = 0; j12 < 14; ++j12) { 
# 27
static_assert((sizeof(int) == (4)));
# 28
auto val13 = 256; 
# 29
}  
# 30
}  
# 31
}  
# 32
cfg9 /= ((7U) * (-cfg9)); 
# 33
} 
#endif
# 34 "v000605.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_fold14)[32] = 0; 
# 36
struct Stats15 { 
# 37
float id16; 
# 38
unsigned z17; 
# 39
float get18() const 
# 40
{ 
# 41
int acc19 = (float)(((static_cast< unsigned>(id16)) > (z17)) ? (5.25F) : ((20.75F) / (id16))); 
# 42
int stride20 = 5; 
# 43
return acc19; 
# 44
} 
# 45
void apply21(unsigned acc22) 
# 46
{ 
# 47
(z17) = ((((35) | (z17)) * (('0') * (id16))) / ((~acc22) + (5))); 
# 48
} 
# 49
}; 
# 51
namespace math23 { namespace v24 { 
# 52
enum State25: long { RED26, GREEN27 = 2L}; 
# 54
__attribute__((visibility("hidden"))) void stencil28(Stats15 b29, int stride30) ;
#if 0
# 55
{ 
# 56
int idx31 = __device_builtin_variable_threadIdx.x; 
# 57
if ((__device_builtin_variable_blockIdx.x) & (1)) { 
# 58
goto skip33; 
# 59
}  
# 61
#pragma unroll
for (
# 61
int n32 = 0; n32 < ((math23::v24::GREEN27) * (3)); n32++) { 
# 62
if ((((__device_builtin_variable_gridDim.x) < (__device_builtin_variable_blockDim.x)) ? 36 : 23) == __device_builtin_variable_warpSize) { 
# 63
return; 
# 64
}  
# 65
static_assert((50 == 50), "bad config");
# 66
b29 = Stats15{(3.0F), (static_cast< unsigned>(sizeof(Stats15)))}; 
# 67
}  
# 68
skip33:; ; 
# 69
} 
#endif
# 71 "v000605.cu"
struct Tile34 { 
# 72
int vel35; 
# 73
int lo36; 
# 74
}; 
# 75
}}
# 77
namespace util37 { namespace inner38 { 
# 78
using idx39_t = long long; 
# 79
}}
# 81
namespace kern40 { namespace v41 { 
# 82
struct Cell42 { 
# 83
int z43; 
# 84
int count44; 
# 85
float mass45; 
# 86
int y46; 
# 87
}; 
# 88
}}
# 90
int main() 
# 91
{ 
# 92
int len47 = 3843; 
# 93
(__cudaPushCallConfiguration(((math23::v24::GREEN27) + (math23::v24::GREEN27)) * (4), (16) * ((math23::v24::GREEN27) + (math23::v24::GREEN27)), sizeof(int) * (128), nullptr)) ? (void)0 : math23::v24::stencil28(Stats15{static_cast< float>(len47), 8U}, 64); 
# 94
static float off48 = (-(0.875F)); 
# 95
len47 |= 4243L; 
# 96
(__cudaPushCallConfiguration(2, 35 + 221, 0)) ? (void)0 : combine7((16 + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold14)))[27])) & ((len47 <= 28) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold14)))[len47] : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold14)))[len47 & 31])), 49, nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v000605.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1dc325e6_10_v000605_cu_60853f2c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000605.cudafe1.stub.c"
#include "v000605.cudafe1.stub.c"
# 1 "v000605.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
