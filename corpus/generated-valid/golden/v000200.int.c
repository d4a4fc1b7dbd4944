# 1 "v000200.cu"
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
# 11 "v000200.cu"
static constexpr unsigned DEPTH4 = (7); 
# 12
long run_march5(int *__restrict__ buf6) { 
# 13
constexpr unsigned t7 = (23); 
# 14
do { (*buf6) += t7; } while (0); 
# 15
float r8 = (14UL); 
# 16
{ 
# 17
++(buf6[1]); 
# 18
cudaStream_t v9 = (nullptr); 
# 19
} 
# 20
return DEPTH4 * ((buf6[0]) * (*buf6)); 
# 21
} 
# 22
enum State10 { IDLE11, HIGH12 = 2}; 
# 23
namespace _GLOBAL__N__b18c97c2_10_v000200_cu_fb4f412f __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__b18c97c2_10_v000200_cu_fb4f412f; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__b18c97c2_10_v000200_cu_fb4f412f __attribute__((visibility("hidden")))  { 
# 24
__attribute((always_inline)) __attribute__((unused)) inline int scatter13(int count14) {int volatile ___ = 1;(void)count14;
# 29
::exit(___);}
#if 0
# 24
{ 
# 25
unsigned w15 = (IDLE11) + count14; 
# 26
count14 /= DEPTH4; 
# 27
int w16 = __device_builtin_variable_threadIdx.x; 
# 28
return w16; 
# 29
} 
#endif
# 30 "v000200.cu"
}
# 31
__attribute__((visibility("hidden"))) void sweep17_kernel(double *out18, unsigned b19, const unsigned *src20, int count21) ;
#if 0
# 31
{ 
# 32
unsigned idx22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (idx22 >= count21) { 
# 34
return; 
# 35
}  
# 36
int *diff23 = reinterpret_cast< int *>(out18); 
# 37
scatter13(scatter13(36 * (diff23[2]))); 
# 38
(out18[count21]) = (6.625); 
# 39
{ 
# 40
for (int it24 = count21; it24 > 0; --it24) { 
# 41
int v25 = ((unsigned)count21) * ((__device_builtin_variable_blockIdx.x) + ((__device_builtin_variable_blockIdx.y) + (out18[idx22]))); 
# 42
count21 *= (scatter13(45) + 31); 
# 43
}  
# 44
} 
# 45
} 
#endif
# 46 "v000200.cu"
int shade26(int len27, unsigned char alpha28, bool cfg29) { 
# 47
alpha28++; 
# 48
int acc30{(49U)}; 
# 49
return cfg29 << run_march5(&len27); 
# 50
} 
# 51
int main() { 
# 52
int n31 = 423; 
# 53
bool base32 = ((!n31) && n31) || (((double)(n31 / sizeof(unsigned long long))) != (56L << n31)); 
# 54
n31 *= sizeof(unsigned); 
# 55
(__cudaPushCallConfiguration((n31 + 255) / 256, dim3(sizeof(float) * (2), (n31 + 31) / 32, 16), 0, nullptr)) ? (void)0 : sweep17_kernel((double *)nullptr, run_march5((int *)nullptr), nullptr, ((IDLE11) - n31) * run_march5(&n31)); 
# 56
return 0; 
# 57
} 

# 1 "v000200.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b18c97c2_10_v000200_cu_fb4f412f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000200.cudafe1.stub.c"
#include "v000200.cudafe1.stub.c"
# 1 "v000200.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
