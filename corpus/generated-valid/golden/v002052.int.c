# 1 "v002052.cu"
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
# 11 "v002052.cu"
__attribute__((visibility("hidden"))) void scale6(float p7) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern long long dyn_8[]; 
# 13
if ((dyn_8[4]) != p7) { 
# 14
return; 
# 15
}  
# 16
int s9[5] = {static_cast< int>((dyn_8[5]) * (sizeof(int))), 5, (49L), 21}; 
# 17
p7 *= (20.875F); 
# 18
(dyn_8[4]) <<= (((s9[0]) - 3) - 4710); 
# 19
float r10 = ((2) * p7) + (3); 
# 20
++(s9[4]); 
# 21
} 
#endif
# 22 "v002052.cu"
static unsigned c_spread11[8]; 
# 25
__attribute((noinline)) __attribute__((unused)) int scatter12(int count13, int len14) {int volatile ___ = 1;(void)count13;(void)len14;
# 29
::exit(___);}
#if 0
# 25
{ 
# 26
len14 = (64ULL); 
# 27
const float x15 = c_spread11[count13 & 7]; 
# 28
return count13; 
# 29
} 
#endif
# 30 "v002052.cu"
enum class Op16 { Fast17, On18}; 
# 32
void combine19(int n20, int len21) { 
# 33
len21 &= ('z'); 
# 34
n20++; 
# 35
len21--; 
# 36
const double *x22 = (nullptr); 
# 37
} 
# 38
enum Axis23: long { IDLE24, ADD25}; 
# 40
int update26(int *buf27, int *acc28, int stride29) { 
# 41
(acc28[stride29 & 7]) = (IDLE24); 
# 42
stride29++; 
# 43
stride29 >>= 7; 
# 44
(buf27[2]) = ((unsigned long)44); 
# 45
return *acc28; 
# 46
} 
# 49
__attribute__((unused)) int step30(int lane31) {int volatile ___ = 1;(void)lane31;
# 55
::exit(___);}
#if 0
# 49
{ 
# 50
{ 
# 51
int cnt32 = lane31; 
# 52
lane31++; 
# 53
} 
# 54
return ((41) % ((c_spread11[lane31 & 7]) << 3)) << scatter12(-lane31, update26(&lane31, nullptr, c_spread11[lane31 & 7])); 
# 55
} 
#endif
# 57 "v002052.cu"
int main() { 
# 58
int len33 = 2322; 
# 59
{ 
# 60
(__cudaPushCallConfiguration(((dim3)(1 << 7)), 128)) ? (void)0 : scale6(ADD25); 
# 61
(__cudaPushCallConfiguration(dim3(1 << ((ADD25) + ((ADD25) + (4))), 8, 1 << 4), (ADD25) + (511))) ? (void)0 : scale6((19.625F)); 
# 62
} 
# 63
bool e34{true}; 
# 64
dim3 x35 = dim3(sizeof(float) * (2), (len33 + 255) / 256); 
# 65
return 0; 
# 66
} 

# 1 "v002052.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0932601b_10_v002052_cu_ead8d976
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002052.cudafe1.stub.c"
#include "v002052.cudafe1.stub.c"
# 1 "v002052.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
