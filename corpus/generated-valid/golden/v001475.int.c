# 1 "v001475.cu"
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
# 17 "v001475.cu"
__attribute__((visibility("hidden"))) void drift7_kernel(unsigned char *dst8) ;
#if 0
# 17
{ 
# 18
int lim9 = (20L); 
# 19
(dst8[lim9]) %= lim9; 
# 20
} 
#endif
# 21 "v001475.cu"
static int c_pack10; 
# 23
namespace _GLOBAL__N__445c5349_10_v001475_cu_4387b302 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__445c5349_10_v001475_cu_4387b302; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__445c5349_10_v001475_cu_4387b302 __attribute__((visibility("hidden")))  { 
# 24
unsigned check_probe11(int n12, const int *src13) { 
# 25
n12++; 
# 26
n12 = 19; 
# 27
n12 <<= ((short)(49U + ((src13[n12]) | 3))); 
# 28
return n12; 
# 29
} 
# 30
}
# 32
__attribute__((visibility("hidden"))) void reduce14_kernel(int *acc15, const int *input16, int *acc17, const int *coef18) ;
#if 0
# 32
{ 
# 33
if ((acc17[c_pack10]) <= (sizeof(float) << (input16[7]))) { 
# 34
unsigned long y19 = static_cast< float>((15.875F) * c_pack10); 
# 35
(*acc15) = (static_cast< int>((static_cast< long>(acc15[y19 & (7)])) ? y19 % (32) : (16 * (acc17[c_pack10])))); 
# 36
}  
# 37
(acc17[c_pack10]) |= c_pack10; 
# 38
(*acc17) = ((int)(static_cast< unsigned>(19 + (*acc17)))); 
# 39
} 
#endif
# 41 "v001475.cu"
__attribute__((visibility("hidden"))) void spread20_kernel(int *acc21, const int *input22) ;
#if 0
# 41
{ 
# 42
--(*acc21); 
# 43
if (c_pack10 == ((*input22) * (input22[c_pack10]))) { 
# 44
return; 
# 45
}  
# 46
(acc21[0]) |= c_pack10; 
# 47
} 
#endif
# 49 "v001475.cu"
__attribute((always_inline)) __attribute__((unused)) inline float trace23(const short *input24, unsigned *data25, float b26) {int volatile ___ = 1;(void)input24;(void)data25;(void)b26;
# 56
::exit(___);}
#if 0
# 49
{ 
# 50
(data25[c_pack10 & 7]) &= c_pack10; 
# 51
if (((c_pack10 << 1) - ((5) + (*data25))) > (input24[c_pack10])) { 
# 52
--(data25[3]); 
# 53
}  
# 54
(*data25)++; 
# 55
return (input24[c_pack10]) & ((c_pack10 % (*input24)) - 61); 
# 56
} 
#endif
# 58 "v001475.cu"
__attribute__((unused)) int accum27(float p28) {int volatile ___ = 1;(void)p28;
# 70
::exit(___);}
#if 0
# 58
{ 
# 59
p28++; 
# 60
if (float w29 = p28; (c_pack10 << (c_pack10 - 60)) >= (c_pack10 - 5)) { 
# 61
p28 = (15LL << c_pack10); 
# 62
__attribute__((unused)) static int sh_30; 
# 63
}  
# 64
if ((sizeof(int)) != p28) { 
# 65
return ((p28 += p28), c_pack10) * ((3595) - p28); 
# 66
}  
# 67
p28 = trace23((const short *)nullptr, nullptr, (((p28 += (11.125F)), __alignof__(int)) <= (14)) ? 40 - c_pack10 : p28); 
# 68
unsigned z31 = (43L); 
# 69
return c_pack10; 
# 70
} 
#endif
# 72 "v001475.cu"
int main() { 
# 73
int n32 = 86; 
# 74
if (n32 != n32) { 
# 75
return (signed char)(32 + n32); 
# 76
}  
# 77
auto res33 = check_probe11(check_probe11(9L, &n32), static_cast< const int *>(nullptr)); 
# 78
auto m34 = n32 / (18.875F); 
# 79
if ((n32 + n32) & 1) { 
# 80
check_probe11(m34 + (45), &n32); 
# 81
}  
# 82
unsigned char z35 = (m34 - m34) + ((res33 - m34) + m34); 
# 83
(__cudaPushCallConfiguration(dim3((n32 + 31) / 32, (res33 + (63)) / (64), (res33 + (255)) / (256)), sizeof(float) * (16))) ? (void)0 : drift7_kernel(nullptr); 
# 84
(__cudaPushCallConfiguration(64, sizeof(unsigned) * (32), 1024)) ? (void)0 : reduce14_kernel(&n32, static_cast< const int *>(nullptr), nullptr, nullptr); 
# 85
(__cudaPushCallConfiguration((res33 + (63)) / (64), 5 + (32 + (64 + 27)), sizeof(float) * (32))) ? (void)0 : spread20_kernel(&n32, nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v001475.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__445c5349_10_v001475_cu_4387b302
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001475.cudafe1.stub.c"
#include "v001475.cudafe1.stub.c"
# 1 "v001475.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
