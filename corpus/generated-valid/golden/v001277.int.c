# 1 "v001277.cu"
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
# 19 "v001277.cu"
class Bounds5 { 
# 20
unsigned id6; 
# 21
float vel7; 
# 22
int hi8; 
# 24
public: Bounds5(unsigned c9, float c10, int c11) : id6(c9), vel7(c10), hi8(c11) { } 
# 25
void get12(unsigned y13) 
# 26
{ 
# 27
--(hi8); 
# 28
} 
# 29
void get14(float base15) 
# 30
{ 
# 31
(id6) = (id6); 
# 32
} 
# 33
}; 
# 35
__attribute__((visibility("hidden"))) void filter16(float q17, unsigned *dst18, const int *__restrict__ in19, const int *input20) ;
#if 0
# 36
{ 
# 37
Bounds5 f21(7UL, 8, 40L); 
# 38
(*dst18) = (1216 * (*input20)); 
# 39
constexpr float val22 = (8.125F); 
# 40
if ((8) != (__device_builtin_variable_threadIdx.x)) { 
# 41
goto finish23; 
# 42
}  
# 43
if (in19 == (nullptr)) { 
# 44
return; 
# 45
}  
# 46
finish23:; ; 
# 47
} 
#endif
# 49 "v001277.cu"
int main() 
# 50
{ 
# 51
int size24 = 237; 
# 52
(__cudaPushCallConfiguration(((dim3)(2)), 256)) ? (void)0 : filter16(size24 - 2, nullptr, &size24, &size24); 
# 53
unsigned sum25 = (60UL); 
# 54
int acc26 = 8; 
# 55
return 0; 
# 56
} 

# 1 "v001277.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__380c78df_10_v001277_cu_11b1df35
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001277.cudafe1.stub.c"
#include "v001277.cudafe1.stub.c"
# 1 "v001277.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
