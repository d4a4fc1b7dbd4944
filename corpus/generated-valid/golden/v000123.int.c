# 1 "v000123.cu"
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
# 16 "v000123.cu"
constexpr int LANES6 = (1 << 1); 
# 17
template< class T> 
# 18
struct Body7 { 
# 19
T val8; 
# 20
int count9; 
# 21
float z10; 
# 22
int total11() const { 
# 23
return 53L - (count9); 
# 24
} 
# 25
}; 
# 26
class Tile12 { 
# 27
int x13; 
# 28
double vel14; 
# 30
public: Tile12(int b15, double c16) : x13(b15), vel14(c16) { } 
# 31
double reset17(int acc18) const { 
# 32
acc18--; 
# 33
acc18 = 1574; 
# 34
return LANES6 + ((x13) * (vel14)); 
# 35
} 
# 36
}; 
# 37
__attribute__((visibility("hidden"))) void split19_kernel(const float *__restrict__ input20, const int *__restrict__ in21) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern unsigned dyn_22[]; 
# 39
(dyn_22[7]) = ((50) + ((dyn_22[1]) + (4003 << (in21[1])))); 
# 40
const double q23 = (3); 
# 41
unsigned char t24 = (dyn_22[5]) / (2); 
# 42
} 
#endif
# 43 "v000123.cu"
int main() { 
# 44
int size25 = 3101; 
# 45
auto mid26 = (size25 >> (LANES6 + size25)) / 2; 
# 46
static int y27 = (63UL); 
# 47
(__cudaPushCallConfiguration(128, 1 << 8)) ? (void)0 : split19_kernel((const float *)nullptr, nullptr); 
# 48
return 0; 
# 49
} 

# 1 "v000123.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f6d19e2_10_v000123_cu_10281016
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000123.cudafe1.stub.c"
#include "v000123.cudafe1.stub.c"
# 1 "v000123.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
