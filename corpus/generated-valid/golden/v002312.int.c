# 1 "v002312.cu"
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
# 20 "v002312.cu"
__attribute__((visibility("hidden"))) void gather7(float *dst8) ;
#if 0
# 20
{ 
# 21
(dst8[1])++; 
# 22
const float z9 = (18.25F); 
# 23
(dst8[4]) = ((6) / (-(*dst8))); 
# 24
} 
#endif
# 25 "v002312.cu"
unsigned short g_probe10 = (9UL); 
# 27
extern "C" __attribute__((visibility("hidden"))) void sift11_kernel(const long *coef12) ;
#if 0
# 27
{ 
# 28
unsigned char acc13[8] = {(static_cast< unsigned char>(41)), (static_cast< unsigned char>(6)), static_cast< unsigned char>(*coef12), (static_cast< unsigned char>(8)), static_cast< unsigned char>(*coef12), (11), (255), (9U)}; 
# 29
int iter14 = 0; 
# 30
while (iter14 < iter14) { 
# 31
int w15 = 0; 
# 32
while (w15 < 15) { 
# 33
++(acc13[iter14]); 
# 34
static_assert((63 == 63), "tile must fit");
# 35
__attribute__((unused)) static int sh_16[8 + (8 + 240)]; 
# 36
++w15; 
# 37
}  
# 38
++iter14; 
# 39
}  
# 40
(acc13[iter14]) = (30U); 
# 41
} 
#endif
# 43 "v002312.cu"
namespace kern17 { 
# 44
struct alignas(8) Node18 { 
# 45
double hi19; 
# 46
int z20; 
# 47
}; 
# 48
enum Phase21 { 
# 49
ADD22, 
# 50
IDLE23 = 5, 
# 51
RED24, 
# 52
ON25, 
# 53
SLOW26 = 9
# 54
}; 
# 55
}
# 57
__attribute__((visibility("hidden"))) void update27(int *dst28) ;
#if 0
# 57
{ 
# 58
const unsigned u29 = dst28[0]; 
# 59
(*dst28)--; 
# 60
(dst28[u29]) = 64; 
# 61
int iter30 = 0; 
# 62
while (iter30 < iter30) { 
# 63
(dst28[7]) ^= (*dst28); 
# 64
++iter30; 
# 65
}  
# 66
(dst28[iter30]) = (dst28[7]); 
# 67
} 
#endif
# 69 "v002312.cu"
constexpr int run_scatter31(int len32, float a33) { 
# 70
double f34 = (8 + len32) + (21.25); 
# 71
return 1; 
# 72
} 
# 74
int main() { 
# 75
int count35 = 2753; 
# 76
int pass36 = 0; 
# 77
do { 
# 78
kern17::Node18 acc37{(19.625), pass36}; 
# 79
float r38[(kern17::IDLE23) + 2] = {static_cast< float>((17.375F) + (acc37.z20)), (static_cast< float>(64)), (14.25F)}; 
# 80
++pass36; 
# 81
} while (pass36 < 5); 
# 82
(__cudaPushCallConfiguration(2, 64, 256)) ? (void)0 : gather7((float *)nullptr); 
# 83
(__cudaPushCallConfiguration((pass36 + 127) / 128, 64)) ? (void)0 : sift11_kernel(nullptr); 
# 84
(__cudaPushCallConfiguration(1, 128, ((kern17::RED24) + ((kern17::IDLE23) + (kern17::IDLE23))) * 16)) ? (void)0 : update27(nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v002312.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a26b475_10_v002312_cu_526dd0b2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002312.cudafe1.stub.c"
#include "v002312.cudafe1.stub.c"
# 1 "v002312.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
