# 1 "i000344.cu"
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
# 8 "i000344.cu"
int spread3(int n4, int n5, int n6) { 
# 9
unsigned e7 = 32 - n6; 
# 10
unsigned char lo8[sizeof(int)]{(42), (static_cast< unsigned char>(1)), (22U), (L'\x7a')}; 
# 11
cudaStream_t t9 = ((cudaStream_t)0); 
# 12
return e7; 
# 13
} 
# 14
static int c_clamp10[2]; 
# 16
__attribute__((visibility("hidden"))) void gather11(const unsigned *input12, const int *in13) ;
#if 0
# 16
{ 
# 17
int idx14 = input12[2]; 
# 18
--idx14; 
# 19
if (!((__device_builtin_variable_threadIdx.z) >= (23))) { 
# 20
return; }  
# 21
for (int n15 = idx14; n15 > 0; --n15) { 
# 22
__attribute__((unused)) static int sh_16[128]; 
# 23
idx14 = (-(in13[n15])); 
# 24
}  
# 25
} 
#endif
# 27 "i000344.cu"
__attribute__((visibility("hidden"))) void lerp17_kernel(unsigned q18, unsigned char *buf19, const int *__restrict__ coef20) ;
#if 0
# 27
{ 
# 28
unsigned i21 = __device_builtin_variable_threadIdx.x; 
# 29
if ((c_clamp10[0]) < (*buf19)) { 
# 30
goto skip22; 
# 31
}  
# 32
(*buf19) = (__device_builtin_variable_gridDim.y); 
# 33
q18 = (62); 
# 34
skip22:; ; 
# 35
} 
#endif
# 37 "i000344.cu"
__attribute__((unused)) void sweep23(int lane24, int lane25, int stride26) {int volatile ___ = 1;(void)lane24;(void)lane25;(void)stride26;
# 40
::exit(___);}
#if 0
# 37
{ 
# 38
++lane24; 
# 39
__attribute__((unused)) static float sh_27; 
# 40
} 
#endif
# 42 "i000344.cu"
__attribute__((unused)) long warp28(int lane29, float *acc30, int n31 = 3ULL) {int volatile ___ = 1;(void)lane29;(void)acc30;(void)n31;
# 52
::exit(___);}
#if 0
# 42
{ 
# 43
unsigned long long cnt32((52)); 
# 44
(acc30[0]) = (*acc30); 
# 45
for (int i33 = 0; i33 < n31; ++i33) { 
# 46
cnt32++; 
# 47
n31 = (cnt32 - cnt32); 
# 48
}  
# 49
char prod34 = ((32 + lane29) + n31) << cnt32; 
# 50
sweep23((float)(c_clamp10[__device_builtin_variable_threadIdx.x]), cnt32 + (15), cnt32); 
# 51
return 4616UL - prod34; 
# 52
} 
#endif
# 53 "i000344.cu"
constexpr double kS35 = (4.0); 
# 54
constexpr long LANES36 = ((sizeof(int) * (16)) * (2)); 
# 57
__attribute((noinline)) __attribute__((unused)) int stencil37(int *__restrict__ out38, int n39, int n40 = 8) {int volatile ___ = 1;(void)out38;(void)n39;(void)n40;
# 64
::exit(___);}
#if 0
# 57
{ 
# 58
if ((out38[n39]) * n39) { 
# 59
n40++; 
# 60
long hi41 = (warp28(17, (float *)nullptr) >> (n39 - LANES36)) + (LANES36 % (n39 * (c_clamp10[__device_builtin_variable_gridDim.x]))); 
# 61
(out38[1]) = (warp28(kS35, nullptr, (int)kS35)); 
# 62
}  
# 63
return 23; 
# 64
} 
#endif
# 66 "i000344.cu"
char check_pack42(int len43) { 
# 67
float mid44 = (kS35); 
# 68
if (mid44 != (57)) { 
# 69
goto skip45; 
# 70
}  
# 71
mid44 = (spread3(kS35, (unsigned short)mid44, (5U) + (len43 / kS35))); 
# 72
skip45:; ; 
# 73
return (int)mid44; 
# 74
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 75
template< class F> static void 
# 76
__wrapper__device_stub_apply_kernel48(F &f, int *&p) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 77
{ 
# 78
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 79
} 
#endif

#pragma GCC diagnostic pop

# 75 "i000344.cu"
template< class F> static void 
# 76
apply_kernel48(F f, int *p) 
# 77
{__wrapper__device_stub_apply_kernel48<F>(f,p);
# 79
return;}
#if 0
# 77
{ 
# 78
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 79
} 
#endif
# 81 "i000344.cu"
int main() { 
# 82
int size46 = 3411; 
# 83
auto op49 = [](int x) { return x * 2; } ; typedef decltype(op49) __T0;
# 84
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : apply_kernel48(op49, nullptr); 
# 85
long res47{LANES36}; 
# 86
if (!(res47 >= (63))) { 
# 87
return kS35; }  
# 88
res47 = (((size46 <= res47) ? res47 : (25)) * (check_pack42(kS35))); 
# 89
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : gather11((const unsigned *)nullptr, static_cast< const int *>(nullptr)); 
# 90
(__cudaPushCallConfiguration((size46 + 255) / 256, 32)) ? (void)0 : lerp17_kernel((check_pack42(36L)) - 293, static_cast< unsigned char *>(nullptr), nullptr); 
# 91
return 0; 
# 92
} 

# 1 "i000344.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d697af95_10_i000344_cu_a666e355
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000344.cudafe1.stub.c"
#include "i000344.cudafe1.stub.c"
# 1 "i000344.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
