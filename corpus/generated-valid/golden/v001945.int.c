# 1 "v001945.cu"
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
# 22 "v001945.cu"
__attribute__((visibility("hidden"))) void decay9(short q10, float a11, const int *__restrict__ in12, const float *__restrict__ input13) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern float dyn_14[]; 
# 24
__attribute__((unused)) static size_t sh_15[14][16]; 
# 25
if ((a11 * a11) != (28UL)) { 
# 26
return; 
# 27
}  
# 28
((sh_15[5])[6]) = a11; 
# 29
float lim16 = a11; 
# 30
q10--; 
# 31
auto w17 = static_cast< char>((54) & ((sh_15[q10])[q10 & 15])); 
# 32
} 
#endif
# 34 "v001945.cu"
unsigned run_tile18(short q19 = 54L) { 
# 35
if ((q19 <= 64) || q19) { 
# 36
return q19; 
# 37
}  
# 38
(++q19), (q19 = (38 - q19)); 
# 39
return q19; 
# 40
} 
# 41
static unsigned c_pivot20[8]; 
# 43
unsigned relax21(int stride22, float a23, const float *in24) { 
# 44
long flag25 = stride22; 
# 45
if (((*in24) + a23) < (*in24)) { 
# 46
return a23; 
# 47
}  
# 48
return 22 * stride22; 
# 49
} 
# 51
namespace impl26 { 
# 52
int run_reduce27(signed char *__restrict__ out28, int len29, int len30) { 
# 53
len30 = (run_tile18((len29 + 60) * (static_cast< int>(64)))); 
# 54
len30 = (out28[len29 & 7]); 
# 55
(__cudaPushCallConfiguration(128, 16 * 8, 1024, (cudaStream_t)0)) ? (void)0 : decay9(run_tile18(relax21(-48, len30, (const float *)nullptr)), (28 | len30) % 54L, &len30, static_cast< const float *>(nullptr)); 
# 56
(out28[len30]) = len29; 
# 57
size_t t31 = (static_cast< double>(static_cast< int>(3L))); 
# 58
const unsigned y32 = len30; 
# 59
cudaStream_t y33 = (0); 
# 60
return y32; 
# 61
} 
# 62
enum State34 { 
# 63
ADD35, 
# 64
ON36, 
# 65
MUL37, 
# 66
BLUE38, 
# 67
LOW39 = 8
# 68
}; 
# 69
}
# 71
int main() { 
# 72
int size40 = 3312; 
# 73
int w41 = 0; 
# 74
while (w41 < 8) { 
# 75
if (53 > (w41 * w41)) { 
# 76
return (size40 ^ size40) - run_tile18(20L); 
# 77
}  
# 78
dim3 y42((size40 + 127) / 128, (impl26::MUL37) + ((impl26::LOW39) + 6)); 
# 79
++w41; 
# 80
}  
# 81
cudaStream_t lo43 = ((cudaStream_t)0); 
# 82
return 0; 
# 83
} 

# 1 "v001945.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bf623a47_10_v001945_cu_23e235b7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001945.cudafe1.stub.c"
#include "v001945.cudafe1.stub.c"
# 1 "v001945.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
