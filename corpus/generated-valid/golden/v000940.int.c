# 1 "v000940.cu"
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
# 9 "v000940.cu"
struct __attribute((aligned(16))) Vec3 { 
# 10
int id4; 
# 11
float w5, w6; 
# 12
}; 
# 14
namespace kern7 { 
# 15
typedef Vec3 rec8_t; 
# 16
}
# 18
static void apply9_kernel(float *__restrict__ buf10) ;
#if 0
# 18
{ 
# 19
int tid11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
(buf10[tid11]) = (buf10[4]); 
# 21
int q12 = buf10[tid11]; 
# 22
constexpr float h13 = (2666U); 
# 23
if (((*buf10) + (*buf10)) < (36UL)) { 
# 24
return; }  
# 25
auto cnt14 = 4468UL; 
# 26
constexpr float t15 = (9.75F); 
# 27
cnt14 = ((h13 * (q12 - q12)) + (44)); 
# 28
} 
#endif
# 30 "v000940.cu"
namespace math16 { 
# 31
class Node17 { 
# 32
unsigned id18; 
# 33
int hi19, x20; 
# 35
public: Node17(unsigned c21, int b22, int a23) : id18(c21), hi19(b22), x20(a23) { } 
# 36
int get24() const { 
# 37
Node17 idx25((x20) * (hi19), id18, 0U); 
# 38
return id18; 
# 39
} 
# 40
}; 
# 42
struct Span26 { 
# 43
int vel27; 
# 44
unsigned short vel28; 
# 45
unsigned short count29; 
# 46
int z30; 
# 47
void scale31(unsigned long base32) { 
# 48
(vel27) = (3586UL + (vel28)); 
# 49
(count29) = ((vel28) - (13 + (count29))); 
# 50
} 
# 51
void scale33(unsigned x34) { 
# 52
(z30) = ((vel27) * (z30)); 
# 53
} 
# 54
}; 
# 55
constexpr int LANES35 = 16; 
# 56
}
# 58
static void host_bias36(int count37 = -51) { 
# 59
count37 = math16::LANES35; 
# 60
int w38 = math16::LANES35; 
# 61
if ((unsigned char)count37) { 
# 62
return; }  
# 63
auto tmp39 = w38; 
# 64
count37 = w38; 
# 65
tmp39 = ((int)w38); 
# 66
tmp39 = ((w38 + 3) + ((int)((count37 += 16), 40LL))); 
# 67
} 
# 69
int main() { 
# 70
int size40 = 2413; 
# 71
dim3 hi41 = ((dim3)((size40 + 127) / 128)); 
# 72
size40 = math16::LANES35; 
# 73
(__cudaPushCallConfiguration(dim3(math16::LANES35, 32), 256, 0, nullptr)) ? (void)0 : apply9_kernel(nullptr); 
# 74
char hi42[4] = {(static_cast< char>(math16::LANES35)), (static_cast< char>(2)), (127), static_cast< char>(size40)}; 
# 75
return 0; 
# 76
} 

# 1 "v000940.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2ecbc1c1_10_v000940_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000940.cudafe1.stub.c"
#include "v000940.cudafe1.stub.c"
# 1 "v000940.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
