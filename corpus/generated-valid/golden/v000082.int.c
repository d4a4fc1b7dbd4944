# 1 "v000082.cu"
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
# 10 "v000082.cu"
static int d_bump4; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 12
__attribute__((unused)) static char smooth5(int count6, int *dst7, int n8) {int volatile ___ = 1;(void)count6;(void)dst7;(void)n8;
# 22
::exit(___);}
#if 0
# 12
{ 
# 13
float h9 = (5.5F); 
# 14
__attribute__((unused)) static int sh_10; 
# 15
if ((*dst7) != (dst7[__device_builtin_variable_threadIdx.x])) { 
# 16
goto skip11; 
# 17
}  
# 18
count6 = 47; 
# 19
count6 = sh_10; 
# 20
skip11:; ; 
# 21
return ('A') / (((d_bump4 == 40) || (__device_builtin_variable_blockDim.x)) ? 2 - d_bump4 : (3 + (dst7[sh_10]))); 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 24 "v000082.cu"
void shade12(const float *__restrict__ input13) { 
# 25
unsigned u14 = (50); 
# 26
u14 = (((input13[u14]) < (u14 + (input13[4]))) ? 16 : 16); 
# 27
u14 = (*input13); 
# 28
int pass15 = 0; 
# 29
do { 
# 30
--u14; 
# 31
if ((pass15 * ('a')) != 16) { 
# 32
return; 
# 33
}  
# 34
++pass15; 
# 35
} while (pass15 < 16); 
# 36
} 
# 38
template< class T> 
# 39
struct Tile16 { 
# 40
T flag17; 
# 41
T x18; 
# 42
}; 
# 44
namespace util19 { 
# 45
inline float stencil20(int n21, int count22) { 
# 46
n21--; 
# 47
++n21; 
# 48
return n21; 
# 49
} 
# 51
size_t run_norm23(const long *input24) { 
# 52
cudaStream_t v25 = ((cudaStream_t)0); 
# 53
signed char base26 = input24[6]; 
# 54
if (util19::stencil20(*input24, base26) < (input24[7])) { 
# 55
goto done27; 
# 56
}  
# 57
base26 = (util19::stencil20(48, input24[0])); 
# 58
done27:; ; 
# 59
return (+(20U - base26)) - base26; 
# 60
} 
# 62
__attribute__((visibility("hidden"))) void tally28(const float *in29) ;
#if 0
# 62
{ 
# 63
int idx30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
--d_bump4; 
# 65
__attribute__((unused)) static int sh_31; 
# 66
d_bump4 = (util19::stencil20(((sh_31 != sh_31) && ((__device_builtin_variable_blockIdx.y) <= sh_31)) ? sh_31 * sh_31 : sizeof(int), __device_builtin_variable_gridDim.x)); 
# 67
int base32 = util19::stencil20(sizeof(float), 3136L); 
# 68
if ((+(*in29)) > (23)) { 
# 69
goto skip33; 
# 70
}  
# 71
--d_bump4; 
# 72
skip33:; ; 
# 73
} 
#endif
# 74 "v000082.cu"
}
# 76
float fold34(const float *__restrict__ input35, float *buf36) { 
# 77
if ((*buf36) < (21)) { 
# 78
goto done37; 
# 79
}  
# 80
if (util19::run_norm23(static_cast< const long *>(nullptr))) { 
# 81
return 3; 
# 82
}  
# 83
if ((buf36[6]) == (62LL)) { 
# 84
return (*input35) + (*buf36); 
# 85
}  
# 86
done37:; ; 
# 87
return 3; 
# 88
} 
# 90
int main() { 
# 91
int len38 = 3748; 
# 92
len38 = len38; 
# 93
(__cudaPushCallConfiguration(1 << 3, ((dim3)(1 << 1)))) ? (void)0 : util19::tally28(nullptr); 
# 94
if ((len38 != len38) && len38) { 
# 95
return util19::run_norm23(static_cast< const long *>(nullptr)); 
# 96
}  
# 97
fold34(nullptr, nullptr); 
# 98
return 0; 
# 99
} 

# 1 "v000082.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__663db583_10_v000082_cu_2a54de26
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000082.cudafe1.stub.c"
#include "v000082.cudafe1.stub.c"
# 1 "v000082.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
