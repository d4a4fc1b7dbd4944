# 1 "v001018.cu"
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
# 8 "v001018.cu"
__attribute__((visibility("hidden"))) void gather3_kernel(int *out4, const int *src5) ;
#if 0
# 8
{ 
# 9
__attribute__((unused)) extern unsigned long long dyn_6[]; 
# 10
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
static_assert((7 == 7), "size check");
# 12
(out4[4]) *= ((*out4) * tid7); 
# 13
++(out4[__device_builtin_variable_threadIdx.z]); 
# 14
int r8 = __device_builtin_variable_threadIdx.x; 
# 15
auto k9 = dyn_6[3]; 
# 16
} 
#endif
# 18 "v001018.cu"
static int host_sweep10(int count11) { 
# 19
long lo12 = count11 + ((static_cast< short>(count11)) % 23); 
# 20
if ((lo12 & (39)) & (1)) { 
# 21
return 1802; }  
# 22
return count11; 
# 23
} 
# 25
__attribute__((visibility("hidden"))) void spread13(int *out14, const float *in15) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern float dyn_16[]; 
# 27
int i17 = __device_builtin_variable_threadIdx.x; 
# 28
if ((dyn_16[(__device_builtin_variable_threadIdx.x) & (7)]) != (*in15)) { 
# 29
int iter18 = 0; 
# 30
while (iter18 < iter18) { 
# 31
if ((__device_builtin_variable_blockIdx.x) - 16ULL) { 
# 32
int lo19 = out14[i17]; 
# 33
if (!((__device_builtin_variable_gridDim.y) <= 47U)) { 
# 34
continue; }  
# 35
}  
# 36
++iter18; 
# 37
}   
# 38
} else { 
# 39
}  
# 40
} 
#endif
# 41 "v001018.cu"
static float c_gather20; 
# 43
static void spread21(int stride22) { 
# 44
if (double t23 = ((stride22 += (-14)), stride22) | stride22; !(stride22 != 56)) { 
# 45
([]{ 
# 46
int w24 = 0; 
# 47
do { 
# 48
long r25 = 35L; 
# 49
++w24; 
# 50
} while (w24 < 16); 
# 51
} )(); 
# 52
stride22 ^= stride22; 
# 53
int off26 = (46UL); 
# 54
}  
# 55
(__cudaPushCallConfiguration(8, 512)) ? (void)0 : gather3_kernel(&stride22, &stride22); 
# 56
int z27 = host_sweep10((-stride22) | 32L); 
# 57
} 
# 59
__attribute__((unused)) int gather28(int stride29, int lane30) {int volatile ___ = 1;(void)stride29;(void)lane30;
# 64
::exit(___);}
#if 0
# 59
{ 
# 60
char cnt31 = (26); 
# 61
stride29 *= 57; 
# 62
lane30 = ((lane30 & ((stride29 += 53U), (__device_builtin_variable_gridDim.z))) % lane30); 
# 63
return 39; 
# 64
} 
#endif
# 66 "v001018.cu"
__attribute__((unused)) int step32(const int *__restrict__ coef33) {int volatile ___ = 1;(void)coef33;
# 76
::exit(___);}
#if 0
# 66
{ 
# 67
int iter34 = 0; 
# 68
while (iter34 < iter34) { 
# 69
for (int n35 = 0; n35 < iter34; ++n35) { 
# 70
float hi36 = __device_builtin_variable_threadIdx.x; 
# 71
hi36 = iter34; 
# 72
}  
# 73
++iter34; 
# 74
}  
# 75
return gather28(iter34 * iter34, gather28(30 + (*coef33), gather28(iter34, 33))); 
# 76
} 
#endif
# 78 "v001018.cu"
int clamp37(float a38, const int *__restrict__ coef39, int len40) { 
# 79
switch (len40) { 
# 80
case 10:  
# 81
break; 
# 82
}  
# 83
(__cudaPushCallConfiguration(4, 128, 256)) ? (void)0 : spread13(const_cast< int *>(coef39), nullptr); 
# 84
(__cudaPushCallConfiguration((len40 + 63) / 64, 256, sizeof(float) * (128))) ? (void)0 : spread13(&len40, reinterpret_cast< const float *>(coef39)); 
# 85
(__cudaPushCallConfiguration((len40 + 31) / 32, 64)) ? (void)0 : gather3_kernel(&len40, coef39); 
# 86
a38 = ((double)(3 & (coef39[5]))); 
# 87
return static_cast< short>(a38); 
# 88
} 
# 90
constexpr int host_sweep41(int lane42) { 
# 91
return lane42 / lane42; 
# 92
} 
# 94
int main() { 
# 95
int count43 = 4051; 
# 96
count43 -= 23L; 
# 97
spread21(33 ^ count43); 
# 98
return 0; 
# 99
} 

# 1 "v001018.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a2e73c22_10_v001018_cu_356723f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001018.cudafe1.stub.c"
#include "v001018.cudafe1.stub.c"
# 1 "v001018.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
