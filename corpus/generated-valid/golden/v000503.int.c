# 1 "v000503.cu"
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
# 16 "v000503.cu"
__attribute__((visibility("hidden"))) void sweep5_kernel(float *dst6, float a7, int stride8, const unsigned short *coef9) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern int dyn_10[]; 
# 18
double lo11 = (coef9[7]) % ((coef9[3]) + ((a7 <= (dyn_10[1])) ? 9 : (*coef9))); 
# 19
__attribute__((unused)) static float sh_12[4][12]; 
# 20
if (a7 < a7) { 
# 21
return; 
# 22
}  
# 23
int w13 = +((sh_12[stride8 & 3])[stride8]); 
# 24
} 
#endif
# 26 "v000503.cu"
class Sample14 { 
# 27
int lo15; 
# 28
int id16; 
# 30
public: Sample14(int c17, int b18) : lo15(c17), id16(b18) { } 
# 31
int scale19() const { 
# 32
int tmp20 = id16; 
# 33
int r21 = sizeof(Sample14) - (((id16) & (lo15)) - ((lo15) - 10)); 
# 34
return 128 - (+r21); 
# 35
} 
# 36
void norm22(int t23) { 
# 37
do { int tmp_ = t23; t23 = (id16); (id16) = tmp_; } while (0); 
# 38
} 
# 39
}; 
# 41
int main() { 
# 42
int count24 = 2765; 
# 43
for (int j25 = 0; j25 < 7; ++j25) { 
# 44
count24 = j25; 
# 45
unsigned flag26 = -count24; 
# 46
}  
# 47
(__cudaPushCallConfiguration((count24 + 255) / 256, 128 * 4)) ? (void)0 : sweep5_kernel(nullptr, (24.875F), 38U, nullptr); 
# 48
return 0; 
# 49
} 

# 1 "v000503.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__be3c0894_10_v000503_cu_c2d85d11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000503.cudafe1.stub.c"
#include "v000503.cudafe1.stub.c"
# 1 "v000503.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
