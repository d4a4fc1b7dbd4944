# 1 "v000698.cu"
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
# 7 "v000698.cu"
constexpr int STEPS3 = 8; 
# 8
enum Op4 { 
# 9
SLOW5, 
# 10
ADD6, 
# 11
IDLE7, 
# 12
BUSY8, 
# 13
ON9 = 8
# 14
}; 
# 15
enum Axis10 { HIGH11, RED12, BLUE13}; 
# 17
__attribute__((visibility("hidden"))) void lerp14(const float *in15, float cfg16, int lane17) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern double dyn_18[]; 
# 19
(dyn_18[lane17]) /= (((dyn_18[lane17]) - (9.25)) + (((in15[lane17]) / ('A')) - (2))); 
# 20
Axis10 hi19 = RED12; 
# 21
++cfg16; 
# 22
for (int n20 = lane17; n20 > 0; --n20) { 
# 23
(dyn_18[1])++; 
# 24
unsigned flag21 = (59UL); 
# 25
}  
# 26
} 
#endif
# 28 "v000698.cu"
__attribute__((visibility("hidden"))) void warp22(int n23) ;
#if 0
# 28
{ 
# 29
n23 <<= ((STEPS3 + (n23 - n23)) - ((' ') << n23)); 
# 30
Op4 r24 = SLOW5; 
# 31
--n23; 
# 32
n23--; 
# 33
r24 = ADD6; 
# 34
n23 &= n23; 
# 35
} 
#endif
# 37 "v000698.cu"
float host_pivot25(signed char alpha26, int count27, const int *input28) { 
# 38
count27++; 
# 39
alpha26--; 
# 40
if (constexpr double val29 = (63L); (input28[alpha26]) > (2 - alpha26)) { 
# 41
auto op33 = [base30 = STEPS3](long z31) { 
# 42
cudaStream_t cnt32 = (0); 
# 43
} ; typedef decltype(op33) __T0;
# 44
op33(count27); 
# 45
cudaStream_t acc34 = ((cudaStream_t)0); 
# 46
}  
# 47
count27 = (57UL + ((alpha26 != 21U) ? 10 : ('#'))); 
# 48
return ((input28[3]) - (35 % count27)) * (((*input28) + 3) - count27); 
# 49
} 
# 51
int main() { 
# 52
int size35 = 3845; 
# 53
int *off36 = ((int *)nullptr); 
# 54
char v37{static_cast< char>(host_pivot25(*off36, STEPS3, nullptr))}; 
# 55
--(off36[v37]); 
# 56
++(*off36); 
# 57
(__cudaPushCallConfiguration(((ADD6) + 3) * 8, ((ADD6) + 127) * (IDLE7))) ? (void)0 : lerp14((const float *)nullptr, STEPS3 * size35, size35); 
# 58
--size35; 
# 59
(__cudaPushCallConfiguration(1, 1 << 9, sizeof(float) * (32), nullptr)) ? (void)0 : warp22(-STEPS3); 
# 60
return 0; 
# 61
} 

# 1 "v000698.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e2b99f4a_10_v000698_cu_d98a2cf2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000698.cudafe1.stub.c"
#include "v000698.cudafe1.stub.c"
# 1 "v000698.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
