# 1 "v001961.cu"
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
# 14 "v001961.cu"
__attribute__((visibility("hidden"))) void blend6(const int *__restrict__ src7) ;
#if 0
# 14
{ 
# 15
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (float s9 = (9.375F); !(((s9 += idx8), 256) < (*src7))) { 
# 17
if ((*src7) != (*src7)) { 
# 18
return; 
# 19
}  
# 20
do { s9 += (256); } while (0); 
# 21
} else { 
# 22
unsigned lim10 = (55); 
# 23
}  
# 24
int k11(32); 
# 25
} 
#endif
# 27 "v001961.cu"
struct Span12 { 
# 28
float mass13; 
# 29
unsigned w14; 
# 30
unsigned w15, mass16; 
# 31
}; 
# 33
inline Span12 operator+(Span12 a, Span12 b) { 
# 34
Span12 r = a; 
# 35
(r.mass13) += (b.mass13); 
# 36
(r.w14) += (b.w14); 
# 37
(r.w15) += (b.w15); 
# 38
(r.mass16) += (b.mass16); 
# 39
return r; 
# 40
} 
# 42
inline void run_grow17(long long a18) { 
# 43
int base19{19}; 
# 44
(__cudaPushCallConfiguration(128, 1 << 6)) ? (void)0 : blend6(nullptr); 
# 45
} 
# 47
int main() { 
# 48
int len20 = 691; 
# 49
float mid21 = (11.875F); 
# 50
(__cudaPushCallConfiguration(1 << 8, 512, (3 + 61) * (3 + 1))) ? (void)0 : blend6((const int *)nullptr); 
# 51
size_t s22(3 | ((len20 << len20) - ((mid21 += len20), 20))); 
# 52
return 0; 
# 53
} 

# 1 "v001961.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4ac0fe70_10_v001961_cu_26ca7201
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001961.cudafe1.stub.c"
#include "v001961.cudafe1.stub.c"
# 1 "v001961.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
