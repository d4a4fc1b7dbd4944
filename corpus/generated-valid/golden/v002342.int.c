# 1 "v002342.cu"
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
# 8 "v002342.cu"
struct Pixel3 { 
# 9
long long y4; 
# 10
long count5; 
# 11
float flag6; 
# 12
int weight7; 
# 13
long reset8() const { 
# 14
return 49; 
# 15
} 
# 16
void total9(unsigned s10) { 
# 17
if (((s10 == (weight7)) ? 33 : (weight7)) < (count5)) { 
# 18
return; 
# 19
}  
# 20
} 
# 21
}; 
# 22
constexpr unsigned WIDTH11 = (2); 
# 24
__attribute__((visibility("hidden"))) void probe12_kernel(unsigned beta13, long p14, const Pixel3 a15, unsigned *out16) ;
#if 0
# 24
{ 
# 25
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (idx17 >= p14) { 
# 27
return; 
# 28
}  
# 29
Pixel3 s18 = a15; 
# 30
if (beta13 < WIDTH11) { 
# 31
return; 
# 32
}  
# 33
if (out16 == (nullptr)) { 
# 34
return; 
# 35
}  
# 36
auto h19 = ((p14 | (62)) * (51)) ^ ((short)WIDTH11); 
# 37
h19 = (*out16); 
# 38
if ((s18.weight7) + 1) { 
# 39
return; 
# 40
}  
# 41
int res20{(static_cast< int>(18))}; 
# 42
} 
#endif
# 43 "v002342.cu"
enum class State21: unsigned { Off22, Low23 = 4U}; 
# 45
__attribute__((visibility("hidden"))) void bias24_kernel(int count25, const Pixel3 cfg26, float *acc27) ;
#if 0
# 45
{ 
# 46
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
if (i28 >= count25) { 
# 48
return; 
# 49
}  
# 50
(acc27[7])++; 
# 51
(*acc27) = (10.5F); 
# 52
State21 base29 = State21::Low23; 
# 53
} 
#endif
# 55 "v002342.cu"
static char pivot30(float a31) { 
# 56
a31 = (41); 
# 57
a31 = WIDTH11; 
# 58
return (a31 < WIDTH11) ? (unsigned)WIDTH11 : a31; 
# 59
} 
# 61
int main() { 
# 62
int len32 = 3935; 
# 63
len32 = (((pivot30(WIDTH11 + len32)) != WIDTH11) ? (WIDTH11 - len32) ^ (WIDTH11 & len32) : ('a')); 
# 64
pivot30(0ULL); 
# 65
bool idx33 = len32; 
# 66
len32 = (idx33 ? ~(63U | idx33) : (15 - (pivot30(-3)))); 
# 67
(__cudaPushCallConfiguration((len32 + 255) / 256, (WIDTH11 + (6)) * (WIDTH11 + (14)), sizeof(float) * (WIDTH11 + (WIDTH11 + (60))), 0)) ? (void)0 : probe12_kernel(+(pivot30((3.5F))), pivot30(WIDTH11 * idx33), Pixel3{}, nullptr); 
# 68
(__cudaPushCallConfiguration(512, (4) * (WIDTH11 + (14)), WIDTH11 + (WIDTH11 + (1020)))) ? (void)0 : bias24_kernel(pivot30(57L >> len32), Pixel3{}, (float *)nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v002342.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b2c63b05_10_v002342_cu_f5ab8847
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002342.cudafe1.stub.c"
#include "v002342.cudafe1.stub.c"
# 1 "v002342.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
