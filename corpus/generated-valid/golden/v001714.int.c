# 1 "v001714.cu"
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
# 19 "v001714.cu"
namespace gpu6 { 
# 20
char host_merge7(int *data8, size_t alpha9) 
# 21
{ 
# 22
int v10 = (data8[alpha9]) % 8; 
# 23
alpha9 = (static_cast< int>(v10 + alpha9)); 
# 24
alpha9 |= (alpha9 % (8)); 
# 25
return 127; 
# 26
} 
# 28
__attribute__((visibility("hidden"))) void drift11_kernel(int *__restrict__ buf12, double *out13, int n14) ;
#if 0
# 29
{ 
# 30
static_assert((42 == 42), "size check");
# 31
int k15 = out13[7]; 
# 32
} 
#endif
# 33 "v001714.cu"
}
# 34
constexpr int TILE16 = (5 + (1 + 122)); 
# 36
template< class T> 
# 37
struct Acc17 { 
# 38
T w18; 
# 39
}; 
# 41
int main() 
# 42
{ 
# 43
int len19 = 2824; 
# 44
(__cudaPushCallConfiguration((len19 + 127) / 128, (1 + (5 + 58)) * 8)) ? (void)0 : gpu6::drift11_kernel(&len19, nullptr, 59UL % (len19 * TILE16)); 
# 45
long long e20 = (62); 
# 46
Acc17< double>  f21 = Acc17< double> {(22)}; 
# 47
(__cudaPushCallConfiguration(TILE16, sizeof(int) * (1 + 7))) ? (void)0 : gpu6::drift11_kernel(&len19, static_cast< double *>(nullptr), TILE16); 
# 48
do { (f21.w18) += (f21.w18); } while (0); 
# 49
return 0; 
# 50
} 

# 1 "v001714.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f534b322_10_v001714_cu_329b91f0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001714.cudafe1.stub.c"
#include "v001714.cudafe1.stub.c"
# 1 "v001714.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
