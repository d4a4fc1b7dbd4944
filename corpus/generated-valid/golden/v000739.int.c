# 1 "v000739.cu"
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
# 8 "v000739.cu"
__attribute__((visibility("hidden"))) void grow3(int n4, const unsigned *__restrict__ coef5, int *__restrict__ dst6, short p7) ;
#if 0
# 8
{ 
# 9
n4 = (4185U + ((*dst6) / p7)); 
# 10
if (n4 <= 60) { 
# 11
return; 
# 12
}  
# 13
} 
#endif
# 14 "v000739.cu"
enum Kind8: int { GREEN9 = 3, GREEN10 = 8, RED11}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16
template< class T, class U> static void 
# 17
__wrapper__device_stub_clamp12(U &b13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
float off14[4 * 2] = {(24.125F), (2.0F), (44), (24)}; 
# 19
(off14[6]) = b13; 
# 20
U tmp15 = off14[5]; 
# 21
b13 = 2; 
# 22
int z16[7] = {((int)49ULL)}; 
# 23
double flag17{(4.0)}; 
# 24
auto tmp18 = tmp15; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000739.cu"
template< class T, class U> static void 
# 17
clamp12(U b13) {__wrapper__device_stub_clamp12<T,U>(b13);
# 25
return;}
#if 0
# 17
{ 
# 18
float off14[4 * 2] = {(24.125F), (2.0F), (44), (24)}; 
# 19
(off14[6]) = b13; 
# 20
U tmp15 = off14[5]; 
# 21
b13 = 2; 
# 22
int z16[7] = {((int)49ULL)}; 
# 23
double flag17{(4.0)}; 
# 24
auto tmp18 = tmp15; 
# 25
} 
#endif
# 27 "v000739.cu"
constexpr int step19(int lane20, int lane21) { 
# 28
float f22 = lane20; 
# 29
double m23 = 1 + (lane20 | (14 - lane21)); 
# 30
return f22; 
# 31
} 
# 33
constexpr int run_clamp24(int n25) { 
# 34
float lo26 = n25 + n25; 
# 35
unsigned q27 = sizeof(double) / ((long)(n25 & n25)); 
# 36
return n25; 
# 37
} 
# 39
int main() { 
# 40
int count28 = 3794; 
# 41
count28 = (39L); 
# 42
{ 
# 43
(count28--), (count28 = count28); 
# 44
int z29 = (7UL) / ((count28 += (RED11)), 21LL); 
# 45
} 
# 46
if (count28 != 12) { 
# 47
return RED11; 
# 48
}  
# 49
(__cudaPushCallConfiguration(dim3((count28 + 255) / 256, (count28 + 255) / 256), dim3((count28 + 255) / 256, 2, (count28 + 31) / 32))) ? (void)0 : grow3(2 + count28, (const unsigned *)nullptr, &count28, (int)(count28 & count28)); 
# 50
(__cudaPushCallConfiguration((count28 + 255) / 256, 64)) ? (void)0 : clamp12< float, unsigned> (23 - count28); 
# 51
return 0; 
# 52
} 

# 1 "v000739.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dbe9332b_10_v000739_cu_dfd7019e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000739.cudafe1.stub.c"
#include "v000739.cudafe1.stub.c"
# 1 "v000739.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
