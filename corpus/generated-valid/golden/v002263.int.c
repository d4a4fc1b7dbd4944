# 1 "v002263.cu"
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
# 17 "v002263.cu"
enum Level4 { 
# 18
RED5, 
# 19
ON6 = 3, 
# 20
BLUE7 = 5, 
# 21
SLOW8, 
# 22
IDLE9 = 11
# 23
}; 
# 25
struct Tile10 { 
# 26
double val11; 
# 27
int count12; 
# 28
float w13; 
# 29
}; 
# 31
Tile10 operator+(Tile10 a, Tile10 b) 
# 32
{ 
# 33
Tile10 r = a; 
# 34
(r.val11) += (b.val11); 
# 35
(r.count12) += (b.count12); 
# 36
(r.w13) += (b.w13); 
# 37
return r; 
# 38
} 
# 40
__attribute__((visibility("hidden"))) void step14_kernel(int *dst15, double q16, unsigned *buf17, const unsigned *src18) ;
#if 0
# 41
{ 
# 42
unsigned m19 = ((dst15[7]) << ((buf17 == (nullptr)) ? buf17[__device_builtin_variable_warpSize] : (dst15[__device_builtin_variable_threadIdx.x]))) | (((*buf17) - (*buf17)) & ((*src18) + (20))); 
# 43
Level4 f20 = BLUE7; 
# 44
if (((*dst15) == (*src18)) && ((__device_builtin_variable_threadIdx.x) == (*dst15))) { 
# 45
goto finish21; 
# 46
}  
# 47
(dst15[m19]) = ((55) * q16); 
# 48
finish21:; ; 
# 49
} 
#endif
# 51 "v002263.cu"
struct Pixel22 { 
# 52
unsigned count23; 
# 53
float vel24; 
# 54
void apply25(int mid26) 
# 55
{ 
# 56
(vel24) = (23); 
# 57
mid26 = (28L / (((count23) + (42)) - (((vel24) <= (count23)) ? 4546L : (64U)))); 
# 58
} 
# 59
unsigned norm27() const 
# 60
{ 
# 61
return (4018) * (vel24); 
# 62
} 
# 63
}; 
# 65
Pixel22 operator+(Pixel22 a, Pixel22 b) 
# 66
{ 
# 67
Pixel22 r = a; 
# 68
(r.count23) += (b.count23); 
# 69
(r.vel24) += (b.vel24); 
# 70
return r; 
# 71
} 
# 73
int main() 
# 74
{ 
# 75
int size28 = 181; 
# 76
double r29 = (((size28 += 37UL), size28)); 
# 77
long y30 = (6); 
# 78
(__cudaPushCallConfiguration(((dim3)(1)), sizeof(int) * (6 + 10), 0, 0)) ? (void)0 : step14_kernel(&size28, SLOW8, nullptr, nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v002263.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bbe6dca5_10_v002263_cu_7808e24e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002263.cudafe1.stub.c"
#include "v002263.cudafe1.stub.c"
# 1 "v002263.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
