# 1 "v002009.cu"
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
# 17 "v002009.cu"
constexpr int BLOCK8 = (sizeof(float) * (2)); 
# 20
__attribute__((visibility("hidden"))) void weigh9(int lane10, int lane11, short a12) ;
#if 0
# 21
{ 
# 22
if (((__device_builtin_variable_gridDim.x) <= a12) || lane10) { 
# 23
return; }  
# 24
if (!lane10) { 
# 25
int mid13 = ((int)(-26)); 
# 26
if (mid13 >= mid13) { 
# 27
return; }  
# 28
lane10 = lane10; 
# 29
}  
# 30
a12 -= BLOCK8; 
# 31
if ((lane11 / 8) >= 43) { 
# 32
return; }  
# 33
} 
#endif
# 35 "v002009.cu"
class Bounds14 { 
# 36
int weight15; 
# 38
public: Bounds14(int a16) : weight15(a16) { } 
# 39
void total17(int k18) 
# 40
{ 
# 41
(weight15) = BLOCK8; 
# 42
} 
# 43
void get19(int q20) 
# 44
{ 
# 45
Bounds14 x21(8 - (weight15)); 
# 46
} 
# 47
}; 
# 49
__attribute__((visibility("hidden"))) void smooth22(unsigned p23, double a24, const float *coef25, unsigned *__restrict__ dst26) ;
#if 0
# 50
{ 
# 51
if ((*dst26) - (__device_builtin_variable_threadIdx.x)) { 
# 52
__attribute__((unused)) static float sh_27; 
# 53
}  
# 54
p23 = (static_cast< int>((float)(BLOCK8 + (__device_builtin_variable_blockIdx.z)))); 
# 55
--(dst26[p23]); 
# 56
auto sum28 = ((4) * (((dst26[5]) + a24) + p23)) * (8); 
# 57
static_assert((58 > 57), "expected value");
# 58
p23 = (((__device_builtin_variable_blockIdx.x) - BLOCK8) % (8)); 
# 59
} 
#endif
# 61 "v002009.cu"
int host_march29(int count30, int n31) 
# 62
{ 
# 63
count30 >>= 1; 
# 64
count30 += 25; 
# 65
long h32 = count30; 
# 66
return 8; 
# 67
} 
# 69
int main() 
# 70
{ 
# 71
int len33 = 2886; 
# 72
(__cudaPushCallConfiguration(1, (BLOCK8 + 8) * 8)) ? (void)0 : weigh9(BLOCK8 + len33, ((len33 + sizeof(Bounds14)) + BLOCK8) + BLOCK8, host_march29(len33 * 45, static_cast< int>(43))); 
# 73
constexpr char off34 = (2); 
# 74
(__cudaPushCallConfiguration(128, 8 + 120, BLOCK8 + 4088)) ? (void)0 : smooth22(BLOCK8, off34, (const float *)nullptr, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v002009.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__16d3686a_10_v002009_cu_d384c9ba
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002009.cudafe1.stub.c"
#include "v002009.cudafe1.stub.c"
# 1 "v002009.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
