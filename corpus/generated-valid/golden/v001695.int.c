# 1 "v001695.cu"
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
# 20 "v001695.cu"
template< class T> 
# 21
struct Span7 { 
# 22
T id8; 
# 23
void scale9(T z10) 
# 24
{ 
# 25
z10 = 61; 
# 26
} 
# 27
}; 
# 28
namespace _GLOBAL__N__b6a44c23_10_v001695_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__b6a44c23_10_v001695_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__b6a44c23_10_v001695_cu_main __attribute__((visibility("hidden")))  { 
# 29
void decay11_kernel(const float *__restrict__ src12, const Span7< unsigned>  a13, int *acc14) ;
#if 0
# 30
{ 
# 31
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
if ((__device_builtin_variable_blockDim.z) > (a13.id8)) { 
# 33
goto finish17; 
# 34
}  
# 35
++(acc14[6]); 
# 36
if (char prod16{(64)}; ((i15 * (src12[6])) != (6)) || ((i15 - (__device_builtin_variable_gridDim.z)) == (17))) { 
# 37
if ((__device_builtin_variable_blockDim.x) < (30)) { 
# 38
((acc14[i15 & 7])--), (prod16 %= ((__device_builtin_variable_blockIdx.z) - (((*acc14) & 7) - 7))); 
# 39
prod16 += (((src12[3]) + (acc14[(__device_builtin_variable_threadIdx.y) & (7)])) + (31)); 
# 40
}  
# 41
}  
# 42
finish17:; ; 
# 43
} 
#endif
# 44 "v001695.cu"
void update18(float *dst19, const int *in20, int stride21, int *__restrict__ dst22) ;
#if 0
# 45
{ 
# 46
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
int mid24 = in20[2]; 
# 48
(*dst19)--; 
# 49
mid24 = (((mid24 + sizeof(Span7< unsigned> )) != mid24) ? ((24) - (__device_builtin_variable_threadIdx.z)) & (*dst22) : (__device_builtin_variable_gridDim.x)); 
# 50
(*dst19) = ((((in20[mid24]) + (*dst22)) | ((*dst22) + (*dst22))) + ((static_cast< unsigned>(tid23)) + (4))); 
# 51
if ((dst19[__device_builtin_variable_gridDim.x]) < tid23) { 
# 52
return; 
# 53
}  
# 54
unsigned long res25((in20[stride21]) - (__device_builtin_variable_threadIdx.z)); 
# 55
} 
#endif
# 56 "v001695.cu"
}
# 57
int main() 
# 58
{ 
# 59
int size26 = 1962; 
# 60
size26 = (39ULL); 
# 61
size26 *= (-41); 
# 62
(__cudaPushCallConfiguration(dim3(1 << 3, (size26 + 255) / 256, (size26 + 127) / 128), dim3(1 << 3, 1 << 2))) ? (void)0 : decay11_kernel(nullptr, Span7< unsigned> {static_cast< unsigned>(-size26)}, &size26); 
# 63
(__cudaPushCallConfiguration(2, 8 * 4)) ? (void)0 : update18((float *)nullptr, nullptr, (((sizeof(Span7< unsigned> ) >= size26) ? 24 : 3) + (size26 / 43)) + size26, static_cast< int *>(nullptr)); 
# 64
return 0; 
# 65
} 

# 1 "v001695.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b6a44c23_10_v001695_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001695.cudafe1.stub.c"
#include "v001695.cudafe1.stub.c"
# 1 "v001695.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
