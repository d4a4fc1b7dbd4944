# 1 "v000035.cu"
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
# 8 "v000035.cu"
inline int pack3(const long *src4) 
# 9
{ 
# 10
unsigned short sum5 = src4[2]; 
# 11
static_assert((13 > 12), "expected value");
# 12
sum5 -= (7 % (sum5 % 12)); 
# 13
return sum5 & 52UL; 
# 14
} 
# 16
template< class T> 
# 17
struct Pixel6 { 
# 18
T count7; 
# 19
T get8() const 
# 20
{ 
# 21
return (((count7) > 5U) ? count7 : 5U) * pack3(nullptr); 
# 22
} 
# 23
}; 
# 24
static float c_tally9[2]; 
# 27
__attribute__((visibility("hidden"))) void apply10_kernel(const unsigned *in11, const int *input12) ;
#if 0
# 28
{ 
# 29
__attribute__((unused)) extern double dyn_13[]; 
# 30
(dyn_13[(__device_builtin_variable_blockIdx.z) & (7)]) = (__device_builtin_variable_blockDim.x); 
# 31
short flag14 = (sizeof(unsigned)); 
# 32
} 
#endif
# 34 "v000035.cu"
namespace _GLOBAL__N__8c3abc2b_10_v000035_cu_c_tally9 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8c3abc2b_10_v000035_cu_c_tally9; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8c3abc2b_10_v000035_cu_c_tally9 __attribute__((visibility("hidden")))  { 
# 35
constexpr int weigh15(int n16, int len17) 
# 36
{ 
# 37
n16 &= ((37 | n16) * 1); 
# 38
return n16; 
# 39
} 
# 41
void kick18(const double *coef19, const float *coef20, float beta21) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern float dyn_22[]; 
# 44
if (((float)(__device_builtin_variable_threadIdx.x)) <= (__device_builtin_variable_threadIdx.y)) { 
# 45
goto skip23; 
# 46
}  
# 47
if (coef20 == (nullptr)) { 
# 48
return; 
# 49
}  
# 50
{ 
# 51
if (((c_tally9[0]) * (3022)) >= (coef19[__device_builtin_variable_warpSize])) { 
# 52
return; 
# 53
}  
# 54
beta21 += (pack3((const long *)nullptr)); 
# 55
} 
# 56
skip23:; ; 
# 57
} 
#endif
# 58 "v000035.cu"
}
# 60
float pack24(int lane25, int *out26, const int *in27) 
# 61
{ 
# 62
lane25 %= weigh15((in27[lane25]) + (in27[lane25 & 7]), +(48 - (in27[lane25]))); 
# 63
for (int j28 = 0; j28 < 9; j28 += 3) { 
# 64
lane25 *= (lane25 + (9 + ((26 >= lane25) ? in27[1] : j28))); 
# 65
}  
# 66
Pixel6< int>  r29{32}; 
# 67
float *cnt30 = reinterpret_cast< float *>(out26); 
# 68
return (pack3(reinterpret_cast< const long *>(out26))) | sizeof(int); 
# 69
} 
# 71
int main() 
# 72
{ 
# 73
int n31 = 140; 
# 74
for (int it32 = n31; it32 > 0; --it32) { 
# 75
for (int n33 = 0, j34 = n31; n33 < j34; (++n33), (--j34)) { 
# 76
unsigned char y35 = (38U); 
# 77
Pixel6< int>  tmp36 = Pixel6< int> {58}; 
# 78
y35 %= (tmp36.count7); 
# 79
}  
# 80
}  
# 81
(__cudaPushCallConfiguration(16, sizeof(float) * (64), sizeof(int) * (128))) ? (void)0 : apply10_kernel(nullptr, (const int *)nullptr); 
# 82
(__cudaPushCallConfiguration(512, 64, 128 * 2, nullptr)) ? (void)0 : kick18(nullptr, nullptr, weigh15((n31 < 16ULL) ? n31 : 16ULL, (unsigned)14)); 
# 83
return 0; 
# 84
} 

# 1 "v000035.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c3abc2b_10_v000035_cu_c_tally9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000035.cudafe1.stub.c"
#include "v000035.cudafe1.stub.c"
# 1 "v000035.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
