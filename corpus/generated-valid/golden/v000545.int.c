# 1 "v000545.cu"
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
# 15 "v000545.cu"
extern "C" __attribute__((visibility("hidden"))) void filter3_kernel(float *out4, int lane5, int n6, int stride7) ;
#if 0
# 15
{ 
# 16
double *idx8 = ((double *)nullptr); 
# 17
float lim9 = -((28) - (out4[2])); 
# 18
} 
#endif
# 20 "v000545.cu"
__attribute__((visibility("hidden"))) void tally10(int *out11) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) static int sh_12; 
# 22
sh_12 = (__alignof__(char)); 
# 23
if (sh_12) { 
# 24
return; 
# 25
}  
# 26
} 
#endif
# 28 "v000545.cu"
template< class T, class U> void 
# 29
warp13(U *acc14, float b15) { 
# 30
static_assert((sizeof(int) == (4)), "expected value");
# 31
U h16 = acc14[6]; 
# 32
++b15; 
# 33
if (h16 >= (*acc14)) { 
# 34
return; 
# 35
}  
# 36
short lim17 = (21UL); 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void fuse18_kernel(unsigned *__restrict__ dst19, const int *src20) ;
#if 0
# 39
{ 
# 40
unsigned v21{static_cast< unsigned>((dst19[3]) ^ ((*src20) * (*dst19)))}; 
# 41
float q22 = static_cast< float>(src20[v21 & (7)]); 
# 42
q22++; 
# 43
__attribute__((unused)) static unsigned char sh_23[8][3]; 
# 44
} 
#endif
# 46 "v000545.cu"
int main() { 
# 47
int count24 = 888; 
# 48
(__cudaPushCallConfiguration((count24 + 255) / 256, 256, sizeof(float) * (64), 0)) ? (void)0 : fuse18_kernel(nullptr, &count24); 
# 49
count24 = count24; 
# 50
(__cudaPushCallConfiguration(512, 1 << 5, sizeof(int) * (256))) ? (void)0 : filter3_kernel(static_cast< float *>(nullptr), count24, 4, count24 & sizeof(double)); 
# 51
int cnt25 = ((('#') + count24) - count24) / 2; 
# 52
(__cudaPushCallConfiguration((count24 + 255) / 256, sizeof(float) * (8), 4 + (4 + (2 + (2 + 4084))), 0)) ? (void)0 : filter3_kernel(nullptr, sizeof(unsigned) - count24, cnt25, count24); 
# 53
(__cudaPushCallConfiguration(sizeof(unsigned), 32, sizeof(int) * (128), nullptr)) ? (void)0 : tally10(nullptr); 
# 54
return 0; 
# 55
} 

# 1 "v000545.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6ed7f188_10_v000545_cu_9435bfb9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000545.cudafe1.stub.c"
#include "v000545.cudafe1.stub.c"
# 1 "v000545.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
