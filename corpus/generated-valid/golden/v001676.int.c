# 1 "v001676.cu"
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
# 8 "v001676.cu"
__attribute__((visibility("hidden"))) void count3_kernel(const int *src4, unsigned char q5, int *buf6) ;
#if 0
# 8
{ 
# 9
q5 <<= 1; 
# 10
constexpr unsigned h7 = (54); 
# 11
} 
#endif
# 12 "v001676.cu"
enum class Axis8: short { Red9, Slow10, Idle11 = 7, Mul12}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 14
template< class T> static void 
# 15
__wrapper__device_stub_warp13_kernel(T &beta14, unsigned short *&acc15, int &n16, const T *&input17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
double y18[2]{(10.75), (4293ULL)}; 
# 17
(acc15[n16]) = (((n16 < 39) ? input17[n16] : (y18[1])) + 3646); 
# 18
(y18[n16]) = ((input17[4]) + ((13.0) - (y18[n16]))); 
# 19
if ((((input17[n16]) + (input17[n16])) + n16) <= (acc15[6])) { 
# 20
n16 &= (-53L); 
# 21
(y18[0])++; 
# 22
int q19 = (-4648); 
# 23
}  
# 24
} 
#endif

#pragma GCC diagnostic pop

# 14 "v001676.cu"
template< class T> static void 
# 15
warp13_kernel(T beta14, unsigned short *acc15, int n16, const T *input17) {__wrapper__device_stub_warp13_kernel<T>(beta14,acc15,n16,input17);
# 24
return;}
#if 0
# 15
{ 
# 16
double y18[2]{(10.75), (4293ULL)}; 
# 17
(acc15[n16]) = (((n16 < 39) ? input17[n16] : (y18[1])) + 3646); 
# 18
(y18[n16]) = ((input17[4]) + ((13.0) - (y18[n16]))); 
# 19
if ((((input17[n16]) + (input17[n16])) + n16) <= (acc15[6])) { 
# 20
n16 &= (-53L); 
# 21
(y18[0])++; 
# 22
int q19 = (-4648); 
# 23
}  
# 24
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26 "v001676.cu"
template< class T, int N = 8> static void 
# 27
__wrapper__device_stub_lerp20(const T *&coef21, T *&acc22, T *&acc23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
if ((acc22[5]) == N) { 
# 29
goto out24; 
# 30
}  
# 31
(*acc23) = (*acc23); 
# 32
(*acc23) = (coef21[0]); 
# 33
out24:; ; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 26 "v001676.cu"
template< class T, int N = 8> static void 
# 27
lerp20(const T *coef21, T *acc22, T *acc23) {__wrapper__device_stub_lerp20<T,N>(coef21,acc22,acc23);
# 34
return;}
#if 0
# 27
{ 
# 28
if ((acc22[5]) == N) { 
# 29
goto out24; 
# 30
}  
# 31
(*acc23) = (*acc23); 
# 32
(*acc23) = (coef21[0]); 
# 33
out24:; ; 
# 34
} 
#endif
# 35 "v001676.cu"
constexpr int LANES25 = 2; 
# 37
int clamp26(int *acc27, const int *input28, Axis8 a29) { 
# 38
switch (a29) { 
# 39
case Axis8::Red9:  { 
# 40
(*acc27) -= (LANES25 + ((input28[5]) << 6)); 
# 41
float hi30 = (13.625F); 
# 42
break; 
# 43
} 
# 44
case Axis8::Slow10:  
# 45
break; 
# 46
case Axis8::Idle11:  
# 47
break; 
# 48
case Axis8::Mul12:  
# 49
break; 
# 50
}  
# 51
return (*acc27) * (acc27[2]); 
# 52
} 
# 53
static_assert((sizeof(int) == (4)), "expected value");
# 55
__attribute__((visibility("hidden"))) void filter31_kernel(int len32) ;
#if 0
# 55
{ 
# 56
__attribute__((unused)) extern unsigned long dyn_33[]; 
# 57
if ((dyn_33[4]) > LANES25) { 
# 58
return; 
# 59
}  
# 60
double y34 = (len32 != (len32 / LANES25)) ? (LANES25 * (dyn_33[len32])) + ((dyn_33[len32]) + (7)) : (dyn_33[len32]); 
# 61
auto s35 = clamp26(&len32, &len32, Axis8::Red9); 
# 62
clamp26(&s35, nullptr, Axis8::Red9); 
# 63
} 
#endif
# 65 "v001676.cu"
__attribute__((visibility("hidden"))) void blend36_kernel(int lane37, const float *input38, int len39, Axis8 p40) ;
#if 0
# 65
{ 
# 66
__attribute__((unused)) extern float dyn_41[]; 
# 67
if (((lane37 * len39) - (*input38)) == (dyn_41[lane37])) { 
# 68
lane37 -= clamp26(&lane37, &lane37, Axis8::Mul12); 
# 69
lane37--; 
# 70
(dyn_41[3]) = (((40 + len39) >> len39) << (clamp26(&len39, &len39, p40) >> clamp26(&len39, nullptr, Axis8::Mul12))); 
# 71
} else { 
# 72
}  
# 73
} 
#endif
# 75 "v001676.cu"
int host_apply42(char *acc43) { 
# 76
(__cudaPushCallConfiguration(dim3(LANES25 + 6, 16, 256), (LANES25 + 126) * 2, 256)) ? (void)0 : count3_kernel((const int *)nullptr, (acc43[0]) + (*acc43), (int *)nullptr); 
# 77
static int val44 = (64L); 
# 78
return LANES25; 
# 79
} 
# 81
int main() { 
# 82
int count45 = 1184; 
# 83
dim3 z46 = ((dim3)((count45 + 31) / 32)); 
# 84
count45 -= (((count45 - (31L + count45)) == ((count45 > LANES25) ? count45 : 27L)) ? count45 : (LANES25 << count45)); 
# 85
if (count45 == count45) { 
# 86
return (((count45 * count45) + count45) + 28); 
# 87
}  
# 88
count45--; 
# 89
clamp26(nullptr, &count45, Axis8::Idle11); 
# 90
count45 = ((((count45 - 23) <= LANES25) ? host_apply42(nullptr) : clamp26(&count45, &count45, Axis8::Slow10)) - 2); 
# 91
(__cudaPushCallConfiguration(2, z46, sizeof(float) * (128))) ? (void)0 : warp13_kernel< int> (((count45 - 44) + count45) + clamp26(&count45, &count45, Axis8::Red9), nullptr, (count45 + 2) + LANES25, (const int *)nullptr); 
# 92
(__cudaPushCallConfiguration(1, LANES25 + 254, LANES25 + (LANES25 + 252))) ? (void)0 : lerp20< int, 7> ((const int *)nullptr, &count45, &count45); 
# 93
(__cudaPushCallConfiguration(((dim3)((count45 + 31) / 32)), LANES25 + 510, sizeof(int) * (128), nullptr)) ? (void)0 : filter31_kernel(count45 - LANES25); 
# 94
return 0; 
# 95
} 

# 1 "v001676.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1b215dac_10_v001676_cu_a0dc43d5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001676.cudafe1.stub.c"
#include "v001676.cudafe1.stub.c"
# 1 "v001676.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
