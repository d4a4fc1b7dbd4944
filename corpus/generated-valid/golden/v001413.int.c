# 1 "v001413.cu"
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
# 10 "v001413.cu"
struct Particle4 { 
# 11
float id5; 
# 12
int sum6; 
# 13
float lo7; 
# 14
}; 
# 15
Particle4 operator+(Particle4 a, Particle4 b) 
# 16
{ 
# 17
Particle4 r = a; 
# 18
(r.id5) += (b.id5); 
# 19
(r.sum6) += (b.sum6); 
# 20
(r.lo7) += (b.lo7); 
# 21
return r; 
# 22
} 
# 23
__attribute__((section("__nv_managed_data__"))) static float (*m_reduce8)[16] = 0; 
# 25
struct Stats9 { 
# 26
unsigned mass10; 
# 27
int vel11; 
# 28
}; 
# 29
inline Stats9 operator+(Stats9 a, Stats9 b) 
# 30
{ 
# 31
Stats9 r = a; 
# 32
(r.mass10) += (b.mass10); 
# 33
(r.vel11) += (b.vel11); 
# 34
return r; 
# 35
} 
# 37
__attribute__((visibility("hidden"))) void drift12(int stride13, float *out14, int len15, const Particle4 p16) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern int dyn_17[]; 
# 40
int i18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (i18 >= stride13) { 
# 42
return; 
# 43
}  
# 44
if (((stride13 + (p16.sum6)) & len15) >= 21) { 
# 45
if ((__device_builtin_variable_threadIdx.z) != (p16.sum6)) { 
# 46
return; 
# 47
}  
# 48
}  
# 49
len15 *= ((3282) - ((__device_builtin_variable_blockDim.z) | (12))); 
# 50
if (((out14[stride13]) != (4)) && ((out14[4]) < (12))) { 
# 51
return; 
# 52
}  
# 53
} 
#endif
# 54 "v001413.cu"
enum State19 { ADD20 = 1, FAST21, LOW22, ON23}; 
# 55
constexpr int split24(int stride25) 
# 56
{ 
# 57
return (int)59U; 
# 58
} 
# 59
int main() 
# 60
{ 
# 61
int count26 = 3059; 
# 62
Stats9 lim27 = {4U, (-12)}; 
# 63
(__cudaPushCallConfiguration(2, 32 * 2, sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : drift12(split24((lim27.vel11) - (lim27.vel11)), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_reduce8))), 57U, Particle4{(float)split24(count26), 44, (20.625F)}); 
# 64
(lim27.mass10) |= (((short)(-count26)) - 38); 
# 65
return 0; 
# 66
} 

# 1 "v001413.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee77f935_10_v001413_cu_8db88108
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001413.cudafe1.stub.c"
#include "v001413.cudafe1.stub.c"
# 1 "v001413.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
