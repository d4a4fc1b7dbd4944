# 1 "v000687.cu"
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
# 15 "v000687.cu"
struct Node5 { 
# 16
long val6; 
# 17
unsigned short val7; 
# 18
int z8; 
# 19
unsigned short norm9() const { 
# 20
return ((z8) * (val6)) * (46); 
# 21
} 
# 22
}; 
# 24
Node5 operator+(Node5 a, Node5 b) { 
# 25
Node5 r = a; 
# 26
(r.val6) += (b.val6); 
# 27
(r.val7) += (b.val7); 
# 28
(r.z8) += (b.z8); 
# 29
return r; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void march10(const double *input11, int *out12, int count13, const unsigned *input14) ;
#if 0
# 32
{ 
# 34
#pragma unroll 2
for (
# 34
int j15 = 0; j15 < 4; j15 += 2) { 
# 35
switch ((*input14) - j15) { 
# 36
case 5:  { 
# 37
__attribute__((unused)) static long long sh_16[256]; 
# 38
char y17 = count13; 
# 39
break; 
# 40
} 
# 41
default:  { 
# 42
__attribute__((unused)) static unsigned sh_18; 
# 43
break; 
# 44
} 
# 45
}  
# 46
}  
# 47
float s19 = (-((8.625F) * (out12[count13]))) * ((count13 += 52), (input11[1])); 
# 48
int x20 = (5) + ((input11[count13]) + (44)); 
# 49
} 
#endif
# 51 "v000687.cu"
int main() { 
# 52
int len21 = 3996; 
# 53
float *f22 = ((float *)nullptr); 
# 54
(*f22) -= (20.125F); 
# 55
(f22[2]) = (len21 - ((((f22[len21]) <= (44)) || ((f22[len21]) == (__alignof__(char)))) ? (15.75F) + len21 : ((f22[len21]) - (128)))); 
# 56
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (32))), 16 * 8)) ? (void)0 : march10(nullptr, (int *)nullptr, *f22, nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v000687.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__87baa6ac_10_v000687_cu_eb262c1d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000687.cudafe1.stub.c"
#include "v000687.cudafe1.stub.c"
# 1 "v000687.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
