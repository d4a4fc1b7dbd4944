# 1 "v002293.cu"
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
# 18 "v002293.cu"
__attribute__((visibility("hidden"))) void reduce8(const int *input9) ;
#if 0
# 18
{ 
# 19
int i10 = __device_builtin_variable_threadIdx.x; 
# 20
const int u11 = 11; 
# 21
float prod12 = i10; 
# 22
short lo13 = i10 % u11; 
# 23
prod12++; 
# 24
lo13 = u11; 
# 25
if ((-(input9[lo13])) != 19) { 
# 26
return; 
# 27
}  
# 28
prod12--; 
# 29
} 
#endif
# 31 "v002293.cu"
unsigned run_probe14(int n15) { 
# 32
(__cudaPushCallConfiguration(11 + 117, 256, sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : reduce8(&n15); 
# 33
n15 = n15; 
# 34
constexpr float sum16 = (11.5F); 
# 35
--n15; 
# 36
n15 <<= ((n15 += sum16), n15); 
# 37
(__cudaPushCallConfiguration(dim3((11 + (11 + 106)) * 4, (n15 + 255) / 256), 11 + 501, 0, nullptr)) ? (void)0 : reduce8(nullptr); 
# 38
int s17[5]{3, 54, n15, ((int)50), 2}; 
# 39
return ((((s17[2]) < (s17[n15])) ? 11 : sum16) >= ((char)((s17[1]) - 11))) ? (31L - (s17[n15])) | (34) : ((int)(n15 - n15)); 
# 40
} 
# 42
__attribute__((unused)) int score18(int stride19, const int *coef20) {int volatile ___ = 1;(void)stride19;(void)coef20;
# 49
::exit(___);}
#if 0
# 42
{ 
# 43
for (int it21 = 0; it21 < 16; ++it21) { 
# 44
const unsigned diff22 = stride19; 
# 45
int *stride23 = (nullptr); 
# 46
(stride23[stride19 & 7])--; 
# 47
}  
# 48
return *coef20; 
# 49
} 
#endif
# 51 "v002293.cu"
int main() { 
# 52
int size24 = 277; 
# 53
for (int i25 = 0, j26 = 13; i25 < j26; (++i25), (--j26)) { 
# 54
size24 >>= 5; 
# 55
auto h27 = run_probe14(j26 * j26); 
# 56
}  
# 57
size24 = (3 | size24); 
# 58
(__cudaPushCallConfiguration((size24 + 255) / 256, 1 << 5)) ? (void)0 : reduce8(&size24); 
# 59
constexpr float y28 = (21.875F); 
# 60
return 0; 
# 61
} 

# 1 "v002293.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__39b64b74_10_v002293_cu_5958bcb2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002293.cudafe1.stub.c"
#include "v002293.cudafe1.stub.c"
# 1 "v002293.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
