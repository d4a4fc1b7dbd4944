# 1 "v002199.cu"
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
# 9 "v002199.cu"
__attribute__((visibility("hidden"))) void grow4(char q5, float b6, unsigned *dst7) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern unsigned dyn_8[]; 
# 11
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (((dst7[4]) / (2)) > (1)) { 
# 13
b6 = (dst7[q5]); 
# 14
if ((dst7[__device_builtin_variable_blockDim.x]) > q5) { 
# 15
return; 
# 16
}  
# 17
} else { if (dst7[__device_builtin_variable_blockDim.x]) { 
# 18
if ((dst7[4]) == q5) { 
# 19
return; 
# 20
}  
# 21
(*dst7) = (49); 
# 22
} else { 
# 23
}  }  
# 24
} 
#endif
# 25 "v002199.cu"
typedef long idx10_t; 
# 28
constexpr int apply11(int count12) { 
# 29
return -((count12 + count12) * 482L); 
# 30
} 
# 32
constexpr int count13(int n14, int count15) { 
# 33
count15 %= apply11(count15); 
# 34
return 64; 
# 35
} 
# 37
struct Acc16 { 
# 38
float weight17; 
# 39
int x18; 
# 40
float val19; 
# 41
int get20() const { 
# 42
count13(x18, ((x18) * (x18)) / 2); 
# 43
return (weight17) + (weight17); 
# 44
} 
# 45
float bump21() const { 
# 46
return apply11((weight17) * (25)); 
# 47
} 
# 48
}; 
# 50
inline Acc16 operator+(Acc16 a, Acc16 b) { 
# 51
Acc16 r = a; 
# 52
(r.weight17) += (b.weight17); 
# 53
(r.x18) += (b.x18); 
# 54
(r.val19) += (b.val19); 
# 55
return r; 
# 56
} 
# 58
int check_decay22(unsigned beta23, float *__restrict__ dst24) { 
# 59
count13(count13(count13(beta23, beta23), apply11(dst24[beta23])), beta23); 
# 60
if ((*dst24) > (44)) { 
# 61
return sizeof(int) + (beta23 >> beta23); 
# 62
}  
# 63
(__cudaPushCallConfiguration((beta23 + (127)) / (128), 256)) ? (void)0 : grow4(39ULL, -((8) + (*dst24)), &beta23); 
# 64
char r25(*dst24); 
# 65
return -(r25 % r25); 
# 66
} 
# 68
int main() { 
# 69
int count26 = 3658; 
# 70
count26 = (14 + ((count26 + count26) * count26)); 
# 71
count26 %= count26; 
# 72
int m27 = count26 / ((('0') > (count26 << 4)) ? apply11(count26) : count26); 
# 73
return 0; 
# 74
} 

# 1 "v002199.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d09fd9be_10_v002199_cu_baeb9010
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002199.cudafe1.stub.c"
#include "v002199.cudafe1.stub.c"
# 1 "v002199.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
