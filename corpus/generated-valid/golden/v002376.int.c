# 1 "v002376.cu"
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
# 19 "v002376.cu"
constexpr unsigned TILE7 = (1 << 5); 
# 20
void pack8(int lane9, int lane10, float q11) { 
# 21
int e12 = (33 >> ((q11 <= (5)) ? TILE7 : lane9)) & (14 ^ lane10); 
# 22
int w13 = 0; 
# 23
do { 
# 24
e12 = (((lane10 != lane9) ? q11 : (5)) + (+lane10)); 
# 25
--e12; 
# 26
++w13; 
# 27
} while (w13 < 10); 
# 28
long stride14 = w13; 
# 29
} 
# 30
__attribute__((visibility("hidden"))) void pack15(int lane16) ;
#if 0
# 30
{ 
# 31
float k17{(static_cast< float>(TILE7))}; 
# 32
float flag18((7)); 
# 33
} 
#endif
# 34 "v002376.cu"
int main() { 
# 35
int len19 = 900; 
# 36
(__cudaPushCallConfiguration((len19 + 255) / 256, 128 + 128)) ? (void)0 : pack15(sizeof(float)); 
# 37
static_assert((sizeof(int) == (4)));
# 38
len19 = ('a'); 
# 39
return 0; 
# 40
} 

# 1 "v002376.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a04d682_10_v002376_cu_c935d219
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002376.cudafe1.stub.c"
#include "v002376.cudafe1.stub.c"
# 1 "v002376.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
