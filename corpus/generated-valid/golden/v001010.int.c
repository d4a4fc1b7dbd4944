# 1 "v001010.cu"
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
# 19 "v001010.cu"
struct alignas(16) Pixel7 { 
# 20
signed char count8; 
# 21
int vel9; 
# 22
}; 
# 23
enum class State10: unsigned char { Off11, Off12 = 3U, Add13}; 
# 24
enum Op14: unsigned { BUSY15, ADD16, FAST17 = 6U}; 
# 27
__attribute__((visibility("hidden"))) void scale18_kernel(Pixel7 a19, State10 alpha20) ;
#if 0
# 28
{ 
# 29
++(a19.count8); 
# 30
(a19.count8) &= ((long)(-(a19.vel9))); 
# 31
static_assert((((10) * ((ADD16) + (3))) == (40)), "expected value");
# 32
--(a19.vel9); 
# 33
++(a19.count8); 
# 34
(a19.count8) |= (((a19.count8) * 7) | 53); 
# 35
__attribute__((unused)) static unsigned sh_21; 
# 36
} 
#endif
# 37 "v001010.cu"
static_assert((sizeof(int) == (4)), "expected value");
# 39
char run_weigh22(float b23, float beta24, float *dst25) 
# 40
{ 
# 41
cudaStream_t tmp26 = (0); 
# 42
constexpr int q27 = (12 + 49); 
# 43
(__cudaPushCallConfiguration(1 << 4, 256)) ? (void)0 : scale18_kernel(Pixel7{(static_cast< signed char>(11)), 8}, State10::Add13); 
# 44
return q27; 
# 45
} 
# 47
__attribute__((unused)) inline float step28(const unsigned *in29, float alpha30) 
# 48
{int volatile ___ = 1;(void)in29;(void)alpha30;
# 55
::exit(___);}
#if 0
# 48
{ 
# 49
if ((alpha30 == alpha30) && (alpha30 != (*in29))) { 
# 50
return (7.25F); 
# 51
}  
# 52
alpha30 *= ((in29[0]) & (*in29)); 
# 53
alpha30--; 
# 54
return alpha30; 
# 55
} 
#endif
# 57 "v001010.cu"
int rank31(int count32) 
# 58
{ 
# 59
State10 e33 = State10::Add13; 
# 60
(__cudaPushCallConfiguration((FAST17) + (11 + (12 + 3)), 1 << ((ADD16) + (4)))) ? (void)0 : scale18_kernel(Pixel7{(21UL), (-6)}, State10::Add13); 
# 61
count32 = ((run_weigh22(count32 & 15, count32, nullptr)) * 64UL); 
# 62
Pixel7 acc34 = Pixel7{(58), 22}; 
# 63
run_weigh22(count32 & 15, 52U, static_cast< float *>(nullptr)); 
# 64
(__cudaPushCallConfiguration(512, (11) + ((ADD16) + (500)))) ? (void)0 : scale18_kernel(Pixel7{}, e33); 
# 65
return (~(((acc34.vel9) > __alignof__(float)) ? count32 : 35)) / (57 + (acc34.vel9)); 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int n35 = 3197; 
# 71
(__cudaPushCallConfiguration((n35 + 127) / 128, 12 + 500)) ? (void)0 : scale18_kernel(Pixel7{static_cast< signed char>(n35), 1315}, State10::Add13); 
# 72
n35 = rank31((n35 % 36) % (11 * n35)); 
# 73
return 0; 
# 74
} 

# 1 "v001010.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__675314cd_10_v001010_cu_2ec5ebcd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001010.cudafe1.stub.c"
#include "v001010.cudafe1.stub.c"
# 1 "v001010.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
