# 1 "v001595.cu"
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
# 7 "v001595.cu"
constexpr int BLOCK3 = (1 << 4); 
# 9
__attribute__((visibility("hidden"))) void sweep4(float p5, int stride6, int len7) ;
#if 0
# 9
{ 
# 10
int i8 = __device_builtin_variable_threadIdx.x; 
# 11
if (i8 >= len7) { 
# 12
return; 
# 13
}  
# 14
unsigned char hi9 = 61UL % i8; 
# 15
++stride6; 
# 16
} 
#endif
# 18 "v001595.cu"
unsigned weigh10(const int *input11, int stride12, int lane13 = ' ') { 
# 19
if ((stride12 & BLOCK3) > 26LL) { 
# 20
return BLOCK3; 
# 21
}  
# 22
const float y14 = input11[stride12]; 
# 23
lane13 = (*input11); 
# 24
lane13 = stride12; 
# 25
return 56ULL / (input11[stride12 & 7]); 
# 26
} 
# 27
static unsigned d_bump15; 
# 28
static_assert((45 == 45));
# 30
float weigh16(int *dst17) { 
# 31
int pass18 = 0; 
# 32
do { 
# 33
int w19 = 0; 
# 34
while (w19 < 9) { 
# 35
(dst17[w19]) = (weigh10(dst17, weigh10(&pass18, *dst17), weigh10(&pass18, dst17[pass18], pass18 * 4968))); 
# 36
double res20[3] = {}; 
# 37
++w19; 
# 38
}  
# 39
weigh10(&pass18, weigh10(&w19, 5) + weigh10(nullptr, 3), weigh10(&w19, sizeof(float), BLOCK3) - ((*dst17) - 24)); 
# 40
++pass18; 
# 41
} while (pass18 < 10); 
# 42
float v21[1 << 1]{(8.0F), (24.0F)}; 
# 43
return (v21[pass18]) * ((36UL - pass18) ^ pass18); 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void pack22(const int *input23) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern short dyn_24[]; 
# 48
int tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
#pragma unroll 8
for (
# 50
int n26 = 0; n26 < 10; n26++) { 
# 51
(dyn_24[7])--; 
# 52
(dyn_24[0])--; 
# 53
}  
# 54
} 
#endif
# 57 "v001595.cu"
unsigned long long bump27(int lane28, int len29, int lane30 = 24LL) { 
# 58
len29 = ('\a'); 
# 59
if (28 <= len29) { 
# 60
return lane30; 
# 61
}  
# 62
float prod31 = weigh10(nullptr, BLOCK3); 
# 63
return +weigh16(&lane30); 
# 64
} 
# 66
constexpr int check_bump32(int count33) { 
# 67
int r34 = (32 - count33) + BLOCK3; 
# 68
int stride35 = 12 & r34; 
# 69
return +count33; 
# 70
} 
# 72
int main() { 
# 73
int n36 = 2677; 
# 74
auto fn39 = [=](long long sum37)->int { 
# 75
constexpr unsigned idx38 = (3); 
# 76
return weigh16((int *)nullptr) + (256); 
# 77
} ; typedef decltype(fn39) __T0;
# 78
fn39(n36); 
# 79
n36--; 
# 80
dim3 tmp40 = dim3(4, 8, 5 + 27); 
# 81
(__cudaPushCallConfiguration(((dim3)(2)), 256)) ? (void)0 : sweep4(5 - n36, ((float)BLOCK3) - n36, (256) * (n36 & 37ULL)); 
# 82
(__cudaPushCallConfiguration(dim3((n36 + 127) / 128, sizeof(unsigned) * (2), (n36 + 63) / 64), tmp40, 1 << (5 + 5))) ? (void)0 : pack22(&n36); 
# 83
return 0; 
# 84
} 

# 1 "v001595.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__30303e8d_10_v001595_cu_6e5adf46
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001595.cudafe1.stub.c"
#include "v001595.cudafe1.stub.c"
# 1 "v001595.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
