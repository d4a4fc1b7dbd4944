# 1 "v000991.cu"
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
# 11 "v000991.cu"
static unsigned d_lerp7; 
# 12
__attribute__((section("__nv_managed_data__"))) static unsigned *m_count8 = 0; 
# 19
__attribute__((visibility("hidden"))) void map_rank10(unsigned *data, int n) ;
#if 0
# 19
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((unsigned)((data[i]) - ((unsigned)1))); }  } 
#endif
# 20 "v000991.cu"
__attribute__((visibility("hidden"))) void bias11_kernel(float p12) ;
#if 0
# 20
{ 
# 21
int i13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
__attribute__((unused)) static unsigned sh_14[64]; 
# 23
int pass15 = 0; 
# 24
while (pass15 < 6) { 
# 25
p12 -= (2.75F); 
# 26
++pass15; 
# 27
}  
# 28
const unsigned res16 = sh_14[i13]; 
# 29
d_lerp7 = ((26L) + ((p12 + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count8)))) - p12)); 
# 30
} 
#endif
# 31 "v000991.cu"
__attribute__((visibility("hidden"))) void trace17(const double *in18) ;
#if 0
# 31
{ 
# 32
unsigned tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
{ 
# 34
int flag20(*in18); 
# 35
d_lerp7 = tid19; 
# 36
} 
# 37
unsigned stride21{('\'')}; 
# 38
double z22 = d_lerp7 + (16); 
# 39
__attribute__((unused)) static double sh_23[8]; 
# 40
__attribute__((unused)) static signed char sh_24[15][2]; 
# 41
} 
#endif
# 42 "v000991.cu"
int main() { 
# 43
int count25 = 3486; 
# 44
constexpr double off26 = ((23.625F)); 
# 45
if (off26 <= (count25 * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count8))))) { 
# 46
return 29; 
# 47
}  
# 48
(++count25), (count25 >>= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count8))) + (4))); 
# 49
float q27 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count8))); 
# 50
(__cudaPushCallConfiguration(((dim3)(sizeof(float) * (128))), 256, (16 + (16 + (16 + 208))) * 16, nullptr)) ? (void)0 : bias11_kernel((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count8))) += 22ULL), 15) * 1182LL); 
# 51
(__cudaPushCallConfiguration((count25 + 127) / 128, dim3((count25 + 63) / 64, (count25 + 127) / 128), 1024, 0)) ? (void)0 : map_rank10(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count8))), count25); 
# 52
(__cudaPushCallConfiguration(16 + (16 + 32), dim3(256, ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_count8))) + (63)) / (64), 2))) ? (void)0 : trace17(&off26); 
# 53
return 0; 
# 54
} 

# 1 "v000991.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6ee76215_10_v000991_cu_m_count8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000991.cudafe1.stub.c"
#include "v000991.cudafe1.stub.c"
# 1 "v000991.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
