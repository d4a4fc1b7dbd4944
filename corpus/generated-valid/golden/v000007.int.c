# 1 "v000007.cu"
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
# 7 "v000007.cu"
constexpr int BLOCK3 = 64; 
# 8
__attribute((always_inline)) __attribute__((unused)) inline float probe4(int n5, long *dst6, int n7) {int volatile ___ = 1;(void)n5;(void)dst6;(void)n7;
# 17
::exit(___);}
#if 0
# 8
{ 
# 9
constexpr float hi8 = (23.875F); 
# 10
(dst6[0]) %= ((static_cast< unsigned>(n7)) ^ (((*dst6) != 41L) ? n7 : (BLOCK3 & n5))); 
# 11
n5 = ((n7 + (BLOCK3 & (*dst6))) - n5); 
# 12
short q9 = (53UL); 
# 13
long long k10 = (static_cast< unsigned>(BLOCK3)); 
# 14
unsigned idx11 = dst6[2]; 
# 15
--n7; 
# 16
return +((float)((14.5F) + k10)); 
# 17
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18 "v000007.cu"
template< class T> static void 
# 19
__wrapper__device_stub_shade12_kernel(T &cfg13, const float *&coef14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
if ((static_cast< float>(coef14[7])) != cfg13) { 
# 21
probe4(probe4(probe4(BLOCK3, nullptr, -2), static_cast< long *>(nullptr), cfg13), (long *)nullptr, probe4(BLOCK3, nullptr, cfg13 * 5)); 
# 22
}  
# 23
__attribute__((unused)) static unsigned sh_15; 
# 24
if (double stride16 = cfg13; ((coef14[sh_15 & (7)]) + probe4(BLOCK3, (long *)nullptr, sh_15)) == (BLOCK3 / stride16)) { 
# 25
sh_15 = (31U - (static_cast< int>(sh_15))); 
# 26
__attribute__((unused)) static unsigned long sh_17[64]; 
# 27
size_t tmp18[8]{31UL, 8UL, (27), 5UL, (static_cast< unsigned long>(4)), (27), (static_cast< unsigned long>(51)), (static_cast< unsigned long>(BLOCK3))}; 
# 28
} else { 
# 29
}  
# 30
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000007.cu"
template< class T> static void 
# 19
shade12_kernel(T cfg13, const float *coef14) {__wrapper__device_stub_shade12_kernel<T>(cfg13,coef14);
# 30
return;}
#if 0
# 19
{ 
# 20
if ((static_cast< float>(coef14[7])) != cfg13) { 
# 21
probe4(probe4(probe4(BLOCK3, nullptr, -2), static_cast< long *>(nullptr), cfg13), (long *)nullptr, probe4(BLOCK3, nullptr, cfg13 * 5)); 
# 22
}  
# 23
__attribute__((unused)) static unsigned sh_15; 
# 24
if (double stride16 = cfg13; ((coef14[sh_15 & (7)]) + probe4(BLOCK3, (long *)nullptr, sh_15)) == (BLOCK3 / stride16)) { 
# 25
sh_15 = (31U - (static_cast< int>(sh_15))); 
# 26
__attribute__((unused)) static unsigned long sh_17[64]; 
# 27
size_t tmp18[8]{31UL, 8UL, (27), 5UL, (static_cast< unsigned long>(4)), (27), (static_cast< unsigned long>(51)), (static_cast< unsigned long>(BLOCK3))}; 
# 28
} else { 
# 29
}  
# 30
} 
#endif
# 31 "v000007.cu"
char check_trace19(unsigned long cfg20, int len21, const unsigned *in22) { 
# 32
if (!((in22[7]) > 32L)) { 
# 33
goto done24; 
# 34
}  
# 35
if (cfg20 <= BLOCK3) { 
# 36
return (len21 - 24U) - 26U; 
# 37
}  
# 38
if (auto cnt23 = BLOCK3; len21 & 1) { 
# 39
cfg20 = (BLOCK3 + ((in22[5]) - ('\''))); 
# 40
(__cudaPushCallConfiguration(((dim3)(BLOCK3 + 448)), dim3((len21 + 127) / 128, sizeof(int) * (8)), 0)) ? (void)0 : shade12_kernel< long> (4533, reinterpret_cast< const float *>(in22)); 
# 41
}  
# 42
(__cudaPushCallConfiguration(((dim3)((cfg20 + (127)) / (128))), BLOCK3, 0, 0)) ? (void)0 : shade12_kernel(3L, reinterpret_cast< const float *>(in22)); 
# 43
done24:; ; 
# 44
return cfg20; 
# 45
} 
# 46
static void bias25(int stride26, int len27, float a28) { 
# 47
if (!(BLOCK3 > stride26)) { 
# 48
goto skip31; 
# 49
}  
# 50
len27 = BLOCK3; 
# 51
stride26 = (check_trace19(check_trace19(9U, (unsigned char)stride26, (const unsigned *)nullptr), (check_trace19(38, -38, (const unsigned *)nullptr)) + (-a28), nullptr)); 
# 52
if (!((a28 >= len27) && (len27 > 31UL))) { 
# 53
const float val29 = (BLOCK3); 
# 54
if ((len27 - ('a')) >= len27) { 
# 55
return; 
# 56
}  
# 57
dim3 q30 = dim3(4 * 4, BLOCK3 + (BLOCK3 + 384)); 
# 58
}  
# 59
skip31:; ; 
# 60
} 
# 61
int main() { 
# 62
int count32 = 2488; 
# 63
count32--; 
# 64
check_trace19('\\', BLOCK3, nullptr); 
# 65
int sum33 = (BLOCK3 ^ (count32 + 9)) * ('z'); 
# 66
sum33 >>= 4; 
# 67
return 0; 
# 68
} 

# 1 "v000007.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61930e70_10_v000007_cu_9f715641
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000007.cudafe1.stub.c"
#include "v000007.cudafe1.stub.c"
# 1 "v000007.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
