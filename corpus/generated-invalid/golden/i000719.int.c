# 1 "i000719.cu"
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
# 19 "i000719.cu"
static int c_stencil8; 
# 22
float warp9(int count10, float *buf11) { 
# 23
int *sum12 = reinterpret_cast< int *>(buf11); 
# 24
(*sum12) = (buf11[count10]); 
# 25
cudaStream_t lim13 = (nullptr); 
# 26
count10 += (static_cast< int>(((sum12[count10]) + sizeof(int)) + (58U))); 
# 27
int lo14 = ((+(*buf11)) + (5 * (sum12[1]))) + (8); 
# 28
(sum12[6]) -= (buf11[count10]); 
# 29
return (*sum12) * (buf11[count10]); 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void probe15_kernel(int n16, float *buf17, int len18) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern long dyn_19[]; 
# 34
if ((((int)n16) + n16) != ('A')) { 
# 35
++n16; 
# 36
(dyn_19[7]) = ((sizeof(double)) - (buf17[4])); 
# 37
double flag20 = (22UL) + ((buf17[len18]) - (static_cast< float>(buf17[n16]))); 
# 38
}  
# 39
} 
#endif
# 41 "i000719.cu"
void host_shade21(float *__restrict__ out22, int stride23, unsigned b24) { 
# 42
float base25 = out22[7]; 
# 43
(out22[3]) = (((double)((33) * b24)) / base25); 
# 44
for (int it26 = 2; it26 > 0; --it26) { 
# 45
(out22[3]) /= (53); 
# 46
(base25--), (b24 = (out22[7])); 
# 47
if (it26 != base25) { 
# 48
break; }  
# 49
}  
# 50
} 
# 52
int main() { 
# 53
int len27 = 3629; 
# 54
if ((len27 = 3)) { 
# 55
++len27; 
# 56
}  
# 57
constexpr unsigned cnt28 = (38); 
# 58
for (int it29 = 14; it29 > 0; --it29) { 
# 59
if (len27) { 
# 60
const char *idx30 = ("ok"); 
# 61
if (it29 < warp9(55L, static_cast< float *>(nullptr))) { 
# 62
return 2; }  
# 63
unsigned w31 = (37); 
# 64
}  
# 65
}  
# 66
(__cudaPushCallConfiguration((len27 + 255) / 256, (1 << 3) + (4 + 116))) ? (void)0 : probe15_kernel(cnt28, (float *)nullptr, len27); 
# 67
return 0; 
# 68
} 

# 1 "i000719.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__778cba2e_10_i000719_cu_bfad585b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000719.cudafe1.stub.c"
#include "i000719.cudafe1.stub.c"
# 1 "i000719.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
