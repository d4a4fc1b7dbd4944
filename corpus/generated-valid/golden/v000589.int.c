# 1 "v000589.cu"
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
# 17 "v000589.cu"
struct Sample6 { 
# 18
unsigned short id7; 
# 19
int id8; 
# 20
short mass9; 
# 21
float x10; 
# 22
void apply11(float base12) 
# 23
{ 
# 24
static_assert((54 == 54), "expected value");
# 25
} 
# 26
}; 
# 28
inline Sample6 operator+(Sample6 a, Sample6 b) 
# 29
{ 
# 30
Sample6 r = a; 
# 31
(r.id7) += (b.id7); 
# 32
(r.id8) += (b.id8); 
# 33
(r.mass9) += (b.mass9); 
# 34
(r.x10) += (b.x10); 
# 35
return r; 
# 36
} 
# 39
__attribute__((visibility("hidden"))) void march13(int *out14, Sample6 alpha15, char q16, int stride17) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_18[]; 
# 42
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
if (idx19 >= stride17) { 
# 44
return; 
# 45
}  
# 46
int base20 = ((stride17 * (__device_builtin_variable_blockIdx.x)) + (((__device_builtin_variable_blockDim.y) > (alpha15.mass9)) ? __device_builtin_variable_blockDim.y : (alpha15.mass9))) - (((stride17 > (dyn_18[6])) ? stride17 : (dyn_18[6])) + __device_builtin_variable_warpSize); 
# 47
Sample6 prod21 = Sample6{(63), 2, (56), (10LL)}; 
# 48
double mid22 = idx19; 
# 49
mid22 += (*out14); 
# 50
base20 = 8; 
# 51
constexpr int e23 = 2; 
# 52
} 
#endif
# 55 "v000589.cu"
__attribute__((visibility("hidden"))) void pivot24(const float *src25, int lane26, unsigned short a27) ;
#if 0
# 56
{ 
# 57
int gid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
long mid29 = (50); 
# 59
lane26 = lane26; 
# 60
lane26 = mid29; 
# 61
static_assert((51 > 50), "tile must fit");
# 62
lane26 = 20; 
# 63
} 
#endif
# 65 "v000589.cu"
int main() 
# 66
{ 
# 67
int count30 = 468; 
# 68
(__cudaPushCallConfiguration(64 * 2, (8 + 248) * 2, sizeof(float) * (128), nullptr)) ? (void)0 : pivot24(nullptr, count30, count30); 
# 69
if (((count30 - count30) < count30) || (count30 > count30)) { 
# 70
if ((1 > (count30 - count30)) || ((53L == count30) || (count30 < count30))) { 
# 71
double x31 = static_cast< double>(count30); 
# 72
x31 = (4801); 
# 73
}  
# 74
}  
# 75
(__cudaPushCallConfiguration(1 << 6, dim3(128 * 2, 2 * 2, (count30 + 63) / 64), 8 + (8 + 240), nullptr)) ? (void)0 : march13(&count30, Sample6{(39L), 13, (23), (4317L)}, count30, ((count30 * count30) > (static_cast< float>(count30))) ? count30 * count30 : (static_cast< float>(count30))); 
# 76
return 0; 
# 77
} 

# 1 "v000589.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e1f1a331_10_v000589_cu_a6d707fc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000589.cudafe1.stub.c"
#include "v000589.cudafe1.stub.c"
# 1 "v000589.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
