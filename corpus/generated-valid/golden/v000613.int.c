# 1 "v000613.cu"
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
# 18 "v000613.cu"
struct alignas(8) Particle7 { 
# 19
int w8; 
# 20
int vel9; 
# 21
int bump10() const 
# 22
{ 
# 23
return w8; 
# 24
} 
# 25
int reset11() const 
# 26
{ 
# 27
return 2665; 
# 28
} 
# 29
}; 
# 30
static Particle7 c_bump12; 
# 32
struct alignas(8) Node13 { 
# 33
float weight14; 
# 34
double count15; 
# 35
float norm16() const 
# 36
{ 
# 37
return ((weight14) <= (static_cast< unsigned char>(weight14))) ? ((21.75F)) + (count15) : ((2.75F)); 
# 38
} 
# 39
void reset17(int sum18) 
# 40
{ 
# 41
(count15) = (23.75); 
# 42
} 
# 43
}; 
# 45
__attribute__((visibility("hidden"))) void trace19_kernel(int lane20, const int *input21, unsigned a22, int n23) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern long dyn_24[]; 
# 48
for (int it25 = 0; it25 < n23; ++it25) { 
# 49
if (float x26 = (8.25F); lane20 >= ((13) / a22)) { 
# 50
(dyn_24[n23]) = x26; 
# 51
size_t f27 = ((static_cast< int>(x26)) + c_bump12.reset11()) + (c_bump12.bump10() / c_bump12.reset11()); 
# 52
}  
# 53
}  
# 55
#pragma unroll
for (
# 55
int it28 = 0; it28 < lane20; ++it28) { 
# 56
Node13 f29 = Node13{static_cast< float>(lane20), ((0.875F))}; 
# 57
constexpr unsigned prod30 = 4923U; 
# 58
}  
# 59
} 
#endif
# 61 "v000613.cu"
float grow31(int len32) 
# 62
{ 
# 63
auto acc33 = 50U; 
# 64
acc33 = (58 << (((acc33 != acc33) ? 20 : acc33) * (len32 ^ 64))); 
# 65
(__cudaPushCallConfiguration((len32 + 63) / 64, 6 + 250, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : trace19_kernel(6, &len32, 11, len32); 
# 66
acc33 = len32; 
# 67
acc33 = (((6) & (len32 - acc33)) << 4); 
# 68
return ((acc33 += (6)), (static_cast< float>((7.875F)))); 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int n34 = 1217; 
# 74
n34 = 50; 
# 75
float cnt35(n34); 
# 76
(__cudaPushCallConfiguration((n34 + 255) / 256, 128, sizeof(int) * (64))) ? (void)0 : trace19_kernel(n34 % 8, &n34, cnt35 + (53), cnt35); 
# 77
return 0; 
# 78
} 

# 1 "v000613.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__05c8538a_10_v000613_cu_c_bump12
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000613.cudafe1.stub.c"
#include "v000613.cudafe1.stub.c"
# 1 "v000613.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
