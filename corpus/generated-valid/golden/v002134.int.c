# 1 "v002134.cu"
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
# 12 "v002134.cu"
size_t split5(float *__restrict__ out6, unsigned alpha7, int stride8) { 
# 13
(out6[3]) = (8); 
# 14
++stride8; 
# 15
return 19L; 
# 16
} 
# 18
namespace detail9 { 
# 19
__attribute__((visibility("hidden"))) void reduce10(const int *__restrict__ coef11, int *__restrict__ acc12, double *out13, const unsigned *__restrict__ input14) ;
#if 0
# 19
{ 
# 20
for (int j15 = 10; j15 > 0; --j15) { 
# 21
(*out13)++; 
# 22
(out13[j15]) = (*out13); 
# 23
if (60UL >= (static_cast< int>(*out13))) { 
# 24
continue; }  
# 25
}  
# 26
(acc12[4]) = (out13[3]); 
# 27
constexpr float e16 = (3); 
# 28
} 
#endif
# 29 "v002134.cu"
}
# 31
namespace ops17 { 
# 32
int split18(long long *__restrict__ acc19, unsigned p20, float a21) { 
# 33
if (((acc19[p20]) - (split5(reinterpret_cast< float *>(acc19), 43, 28))) >= ((*acc19) * a21)) { 
# 34
if (acc19[p20]) { 
# 35
int w22 = 0; 
# 36
do { 
# 37
(*acc19) = (static_cast< double>(8)); 
# 38
(acc19[p20])++; 
# 39
++w22; 
# 40
} while (w22 < w22); 
# 41
int flag23{1}; 
# 42
}  
# 43
p20 = (8); 
# 44
}  
# 45
return (64) + split5(reinterpret_cast< float *>(acc19), (51) + a21, acc19[p20]); 
# 46
} 
# 48
inline float grow24(int lane25, unsigned b26) { 
# 49
b26 = ((1965) + b26); 
# 50
float diff27 = (-1844); 
# 51
++diff27; 
# 52
auto op30 = [](int lim28, int res29)->double { 
# 53
(__cudaPushCallConfiguration(1, 1 << (8 + 1))) ? (void)0 : detail9::reduce10(nullptr, nullptr, (double *)nullptr, static_cast< const unsigned *>(nullptr)); 
# 54
return 8 >> ops17::split18(nullptr, 63, res29); 
# 55
} ; typedef decltype(op30) __T0;
# 56
lane25 = 53; 
# 57
split5((float *)nullptr, diff27, 37); 
# 58
return 26; 
# 59
} 
# 60
}
# 62
int main() { 
# 63
int count31 = 4013; 
# 64
auto fn32 = []() { 
# 65
(__cudaPushCallConfiguration(dim3(4, sizeof(unsigned) * (8 + 8), 8 * 2), 512)) ? (void)0 : detail9::reduce10(static_cast< const int *>(nullptr), (int *)nullptr, nullptr, nullptr); 
# 66
} ; typedef decltype(fn32) __T1;
# 67
fn32(); 
# 68
count31 = ((int)8); 
# 69
count31 = count31; 
# 70
return 0; 
# 71
} 

# 1 "v002134.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__684519c2_10_v002134_cu_96f34cb8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002134.cudafe1.stub.c"
#include "v002134.cudafe1.stub.c"
# 1 "v002134.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
