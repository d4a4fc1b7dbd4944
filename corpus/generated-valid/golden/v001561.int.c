# 1 "v001561.cu"
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
# 26 "v001561.cu"
namespace gpu9 { 
# 27
enum Phase10 { BLUE11, IDLE12}; 
# 29
constexpr int combine13(int count14, int count15) { 
# 30
unsigned char stride16{(51UL)}; 
# 31
return count15 | ((long)stride16); 
# 32
} 
# 34
inline long run_split17(int count18, long long *__restrict__ acc19, int len20 = 38) { 
# 35
count18 = gpu9::combine13(~((acc19[count18]) - (4621)), 40L); 
# 36
constexpr float z21 = (-(4.75F)); 
# 37
count18 %= 57U; 
# 38
return len20; 
# 39
} 
# 40
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 43
template< class T, int N> 
# 44
__attribute((noinline)) __attribute__((unused)) static T weigh22(T b23, float p24, unsigned short a25) {int volatile ___ = 1;(void)b23;(void)p24;(void)a25;
# 52
::exit(___);}
#if 0
# 44
{ 
# 45
float z26[2] = {(2.0F), (21U)}; 
# 46
if ((p24 - (z26[a25 & 1])) == (9)) { 
# 47
return (__device_builtin_variable_blockIdx.z) & (55); 
# 48
}  
# 49
gpu9::combine13(gpu9::combine13(z26[0], p24 / (__device_builtin_variable_gridDim.x)), 57); 
# 50
(z26[1]) = (a25 % (__device_builtin_variable_gridDim.x)); 
# 51
return (10.875F) - a25; 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 54 "v001561.cu"
__attribute__((visibility("hidden"))) void mix27_kernel(float *out28, unsigned long long alpha29, float cfg30, int len31) ;
#if 0
# 54
{ 
# 55
float lo32[5]{(3.0F), (0.25F), cfg30, cfg30, (-(14.25F))}; 
# 56
len31 += (gpu9::combine13((__device_builtin_variable_gridDim.y) + cfg30, 16) % 8); 
# 57
} 
#endif
# 59 "v001561.cu"
namespace ops33 { 
# 60
enum Color34 { BLUE35, SLOW36 = 5}; 
# 62
float host_accum37(char alpha38, gpu9::Phase10 b39, int n40) { 
# 63
if (8 == (n40 % b39)) { 
# 64
goto done41; 
# 65
}  
# 66
gpu9::run_split17(b39, nullptr); 
# 67
(__cudaPushCallConfiguration(dim3(gpu9::IDLE12, (n40 + 255) / 256), 64)) ? (void)0 : mix27_kernel((float *)nullptr, (62U * b39) * b39, alpha38 - (10.25F), alpha38); 
# 68
(__cudaPushCallConfiguration(((2 * (2 * 2)) + ((gpu9::IDLE12) + ((gpu9::IDLE12) + ((gpu9::IDLE12) + 5)))) * ((gpu9::IDLE12) + ((gpu9::IDLE12) + 14)), 128 * ((gpu9::IDLE12) + ((gpu9::IDLE12) + 2)))) ? (void)0 : mix27_kernel(nullptr, 40, sizeof(short), 7 & alpha38); 
# 69
done41:; ; 
# 70
return (7.625F); 
# 71
} 
# 72
constexpr inline double kL42 = (2.25); 
# 73
}
# 75
int main() { 
# 76
int count43 = 2113; 
# 77
count43 = (gpu9::run_split17((size_t)ops33::host_accum37(ops33::kL42, gpu9::BLUE11, count43), nullptr, (count43 * count43) / ops33::kL42)); 
# 78
count43 = (2006U * count43); 
# 79
(__cudaPushCallConfiguration(dim3((count43 + 127) / 128, (count43 + 127) / 128), ((2 * (2 * 2)) + 8) * 4, 0, 0)) ? (void)0 : mix27_kernel(nullptr, count43 % 8, count43 ^ (count43 - 16), 63 & (count43 % 8)); 
# 80
(__cudaPushCallConfiguration((count43 + 255) / 256, 32 + ((gpu9::IDLE12) + 95))) ? (void)0 : mix27_kernel(nullptr, ops33::kL42, -(13.0F), count43 % 8); 
# 81
return 0; 
# 82
} 

# 1 "v001561.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3d023e0b_10_v001561_cu_15c339c2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001561.cudafe1.stub.c"
#include "v001561.cudafe1.stub.c"
# 1 "v001561.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
