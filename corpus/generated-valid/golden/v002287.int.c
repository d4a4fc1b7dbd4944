# 1 "v002287.cu"
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
# 19 "v002287.cu"
namespace _GLOBAL__N__8bb4f593_10_v002287_cu_b1be6862 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8bb4f593_10_v002287_cu_b1be6862; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8bb4f593_10_v002287_cu_b1be6862 __attribute__((visibility("hidden")))  { 
# 20
typedef signed char idx7_t; 
# 21
void host_score8(int stride9, unsigned a10) { 
# 22
a10 <<= stride9; 
# 23
int m11[6] = {}; 
# 24
float e12[2] = {}; 
# 25
} 
# 26
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 27
__attribute((noinline)) __attribute__((unused)) static void relax13(const unsigned *input14, int lane15) {int volatile ___ = 1;(void)input14;(void)lane15;
# 37
::exit(___);}
#if 0
# 27
{ 
# 28
lane15 = (L'\x61'); 
# 29
int v16[5] = {}; 
# 30
signed char x17 = (127) * (+((__device_builtin_variable_threadIdx.x) * sizeof(char))); 
# 31
int acc18 = ((((v16[__device_builtin_variable_gridDim.y]) += (__device_builtin_variable_threadIdx.y)), (8U + ((char)(v16[3]))))); 
# 32
acc18 |= ((3849) + (x17 + sizeof(unsigned))); 
# 33
if ((64) <= ((input14[4]) * lane15)) { 
# 34
return; 
# 35
}  
# 36
x17 <<= ((__device_builtin_variable_blockDim.x) + ((acc18 += (v16[x17])), acc18)); 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 38 "v002287.cu"
__attribute__((visibility("hidden"))) void probe19(int n20, int count21) ;
#if 0
# 38
{ 
# 39
if (count21 <= count21) { 
# 40
return; 
# 41
}  
# 42
relax13((const unsigned *)nullptr, sizeof(double)); 
# 43
--count21; 
# 44
constexpr int r22 = (61U); 
# 45
if (count21 == (count21 % r22)) { 
# 46
return; 
# 47
}  
# 48
} 
#endif
# 49 "v002287.cu"
__attribute__((visibility("hidden"))) void clamp23(const int *__restrict__ coef24, float beta25) ;
#if 0
# 49
{ 
# 50
++beta25; 
# 51
++beta25; 
# 52
long r26[2]{static_cast< long>(beta25), (60)}; 
# 53
int e27 = (coef24[__device_builtin_variable_warpSize]) + 7; 
# 54
unsigned t28 = __device_builtin_variable_blockIdx.z; 
# 55
} 
#endif
# 56 "v002287.cu"
struct alignas(16) Bounds29 { 
# 57
unsigned hi30; 
# 58
unsigned vel31; 
# 59
int sum32; 
# 60
}; 
# 61
constexpr int host_bump33(int count34, short alpha35) { 
# 62
unsigned off36 = count34; 
# 63
double tmp37 = ((float)(18.375F)) + alpha35; 
# 64
return ((8) + ((long)alpha35)) >> alpha35; 
# 65
} 
# 66
int main() { 
# 67
int size38 = 2581; 
# 68
double e39 = (!((+size38) <= size38)) ? (6.0F) + size38 : (size38 + size38); 
# 69
e39 = (static_cast< char>(host_bump33(host_bump33(size38, size38), e39 + e39))); 
# 70
int x40 = ((e39 > (sizeof(float))) || (e39 != (8))) ? (e39 >= (16U)) ? 3 : size38 : size38; 
# 71
(__cudaPushCallConfiguration(8 * 4, 64)) ? (void)0 : probe19((x40 + size38) - e39, 59); 
# 72
(__cudaPushCallConfiguration(7 + 57, 32)) ? (void)0 : clamp23(&size38, ((int)size38) + x40); 
# 73
return 0; 
# 74
} 

# 1 "v002287.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8bb4f593_10_v002287_cu_b1be6862
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002287.cudafe1.stub.c"
#include "v002287.cudafe1.stub.c"
# 1 "v002287.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
