# 1 "v001679.cu"
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
# 18 "v001679.cu"
namespace _GLOBAL__N__43424dfa_10_v001679_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__43424dfa_10_v001679_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__43424dfa_10_v001679_cu_main __attribute__((visibility("hidden")))  { 
# 19
inline int check_kick9(float alpha10) { 
# 20
if (alpha10 <= alpha10) { 
# 21
goto finish12; 
# 22
}  
# 23
alpha10 = ((-(-(11.625F))) * alpha10); 
# 24
for (int i11 = 12; i11 > 0; --i11) { 
# 25
alpha10 = (5 + 3); 
# 26
alpha10 = (15.125F); 
# 27
(--alpha10), (alpha10 = (22.0F)); 
# 28
}  
# 29
finish12:; ; 
# 30
return 19L; 
# 31
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33
template< class T, class U> static void 
# 34
__wrapper__device_stub_blend13_kernel(U *&dst14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_15[]; 
# 36
int i16 = __device_builtin_variable_threadIdx.x; 
# 37
if ((__device_builtin_variable_blockDim.x) <= (__device_builtin_variable_threadIdx.x)) { 
# 38
goto skip20; 
# 39
}  
# 40
if (((*dst14) - 29UL) == ((((__device_builtin_variable_gridDim.x) * i16) < 26U) ? (__device_builtin_variable_gridDim.x) * i16 : 26U)) { 
# 41
bool stride17(49 != ((dyn_15[i16 & 7]) * i16)); 
# 42
for (int j18 = 0; j18 < i16; ++j18) { 
# 43
__attribute__((unused)) static float sh_19[((5 + 3) + 8) * 2]; 
# 44
(sh_19[12]) = (stride17 | (dyn_15[0])); 
# 45
}  
# 46
(*dst14) = ((T)(49 % (stride17 | stride17))); 
# 47
}  
# 48
skip20:; ; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 33 "v001679.cu"
template< class T, class U> static void 
# 34
blend13_kernel(U *dst14) {::_GLOBAL__N__43424dfa_10_v001679_cu_main::__wrapper__device_stub_blend13_kernel<T,U>(dst14);
# 49
return;}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_15[]; 
# 36
int i16 = __device_builtin_variable_threadIdx.x; 
# 37
if ((__device_builtin_variable_blockDim.x) <= (__device_builtin_variable_threadIdx.x)) { 
# 38
goto skip20; 
# 39
}  
# 40
if (((*dst14) - 29UL) == ((((__device_builtin_variable_gridDim.x) * i16) < 26U) ? (__device_builtin_variable_gridDim.x) * i16 : 26U)) { 
# 41
bool stride17(49 != ((dyn_15[i16 & 7]) * i16)); 
# 42
for (int j18 = 0; j18 < i16; ++j18) { 
# 43
__attribute__((unused)) static float sh_19[((5 + 3) + 8) * 2]; 
# 44
(sh_19[12]) = (stride17 | (dyn_15[0])); 
# 45
}  
# 46
(*dst14) = ((T)(49 % (stride17 | stride17))); 
# 47
}  
# 48
skip20:; ; 
# 49
} 
#endif
# 50 "v001679.cu"
}
# 52
int main() { 
# 53
int len21 = 922; 
# 54
static_assert((sizeof(int) == (4)), "tile must fit");
# 55
len21 = (-331); 
# 56
(__cudaPushCallConfiguration(4, 1 << (5 + 1), sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : blend13_kernel< double, unsigned> ((unsigned *)nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v001679.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__43424dfa_10_v001679_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001679.cudafe1.stub.c"
#include "v001679.cudafe1.stub.c"
# 1 "v001679.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
