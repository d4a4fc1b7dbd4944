# 1 "v000916.cu"
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
# 10 "v000916.cu"
namespace img2 { 
# 11
class Particle3 { 
# 12
int mass4; 
# 13
double sum5; 
# 15
public: Particle3(int b6, double b7) : mass4(b6), sum5(b7) { } 
# 16
int apply8() const { 
# 17
return 57; 
# 18
} 
# 19
void mix9(float z10) { 
# 20
(mass4)++; 
# 21
(mass4) = 41; 
# 22
} 
# 23
}; 
# 24
}
# 26
__attribute__((visibility("hidden"))) void relax11(float *acc12, int *out13, int *buf14, int lane15) ;
#if 0
# 26
{ 
# 27
for (int it16 = 0; it16 < 14; ++it16) { 
# 28
const bool mid17 = (1); 
# 29
}  
# 30
img2::Particle3 t18((*out13) + (out13[lane15]), (acc12[lane15]) + (44LL)); 
# 31
int flag19 = *acc12; 
# 32
unsigned *z20 = (nullptr); 
# 33
t18 = t18; 
# 34
signed char f21{(static_cast< signed char>(35))}; 
# 35
} 
#endif
# 37 "v000916.cu"
int main() { 
# 38
int len22 = 615; 
# 39
len22 = len22; 
# 40
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : relax11((float *)nullptr, &len22, &len22, len22); 
# 41
++len22; 
# 42
int *f23 = &len22; 
# 43
return 0; 
# 44
} 

# 1 "v000916.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c340116d_10_v000916_cu_db62d4e8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000916.cudafe1.stub.c"
#include "v000916.cudafe1.stub.c"
# 1 "v000916.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
