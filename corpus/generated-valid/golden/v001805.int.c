# 1 "v001805.cu"
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
# 9 "v001805.cu"
__attribute__((visibility("hidden"))) void fold3(int count4, const long *in5) ;
#if 0
# 9
{ 
# 10
count4++; 
# 11
count4 += 24L; 
# 12
unsigned lim6 = (57LL); 
# 13
const long t7 = lim6; 
# 14
lim6 = (static_cast< unsigned>((t7 < (17)) ? sizeof(double) - t7 : (count4 * t7))); 
# 15
} 
#endif
# 17 "v001805.cu"
inline void gather8(const float *in9) { 
# 18
int base10 = (*in9) / (*in9); 
# 19
for (int j11 = 0; j11 < 7; j11++) { 
# 20
base10 += ((base10 <= (*in9)) ? 1130UL : (7)); 
# 21
if ((base10 * (*in9)) == (sizeof(int))) { 
# 22
(__cudaPushCallConfiguration(dim3(4, 4), 64, 0)) ? (void)0 : fold3(*in9, reinterpret_cast< const long *>(in9)); 
# 23
base10 = (((long)(in9[j11])) % (8)); 
# 24
int flag12{(int)base10}; 
# 25
} else { 
# 26
}  
# 27
}  
# 28
} 
# 31
__attribute__((visibility("hidden"))) void fold13(int count14, int count15, long long beta16) ;
#if 0
# 31
{ 
# 32
switch (count15 * count14) { 
# 33
case 4 * 3:  { 
# 34
const int m17 = (((count14 += 56), (((count14 <= count15) ? beta16 : beta16) + ('\'')))); 
# 35
constexpr unsigned sum18 = (25); 
# 36
break; 
# 37
} 
# 38
}  
# 39
count14 -= count14; 
# 40
} 
#endif
# 42 "v001805.cu"
__attribute__((visibility("hidden"))) void smooth19_kernel(const long *src20, double *data21, int stride22) ;
#if 0
# 42
{ 
# 43
unsigned u23{(7)}; 
# 44
int acc24{(int)(src20[stride22])}; 
# 45
} 
#endif
# 47 "v001805.cu"
__attribute__((visibility("hidden"))) void decay25(long long *dst26, size_t *dst27) ;
#if 0
# 47
{ 
# 48
(*dst27) ^= (dst26[4]); 
# 49
(dst27[3]) |= ((12UL) + ((dst26[4]) + (*dst27))); 
# 50
for (int j28 = 13; j28 > 0; --j28) { 
# 51
--(dst26[6]); 
# 52
(dst27[j28]) = (53); 
# 53
}  
# 54
} 
#endif
# 56 "v001805.cu"
__attribute__((visibility("hidden"))) void warp29(double alpha30, float *data31) ;
#if 0
# 56
{ 
# 57
unsigned flag32 = alpha30; 
# 58
switch (flag32 - flag32) { 
# 59
case 7:  
# 60
break; 
# 61
default:  
# 62
if (flag32 != (alpha30 + alpha30)) { 
# 63
auto sum33 = (alpha30 == (31)) ? flag32 : (5); 
# 64
++flag32; 
# 65
} else { if ((*data31) < (18L + flag32)) { }  }  
# 66
break; 
# 67
}  
# 68
} 
#endif
# 70 "v001805.cu"
int combine34(double b35, double b36) { 
# 71
b36 = b35; 
# 72
for (int i37 = 0; i37 < 7; i37++) { 
# 73
--b36; 
# 74
if (i37 < b36) { 
# 75
return 34LL; }  
# 76
}  
# 77
return (b35 < b36) ? b36 : (b35 * (18)); 
# 78
} 
# 80
int main() { 
# 81
int size38 = 369; 
# 82
for (int i39 = 0; i39 < size38; i39++) { 
# 83
char diff40 = combine34(combine34(combine34(14, size38), -53), (23.875F)); 
# 84
size38 ^= ((combine34((20.25F), diff40) + (2933 * i39)) - ((i39 % 8) + (diff40 * 3))); 
# 85
}  
# 86
(__cudaPushCallConfiguration((size38 + 255) / 256, 64, sizeof(double) * (128))) ? (void)0 : warp29(combine34(combine34((23.75F), size38), size38), (float *)nullptr); 
# 87
(__cudaPushCallConfiguration(128, 256)) ? (void)0 : fold13(combine34(size38 % 62, size38), size38, size38); 
# 88
(__cudaPushCallConfiguration(128, 512)) ? (void)0 : smooth19_kernel(nullptr, nullptr, 31L); 
# 89
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : decay25((long long *)nullptr, nullptr); 
# 90
return 0; 
# 91
} 

# 1 "v001805.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__81be4f22_10_v001805_cu_43aa01f8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001805.cudafe1.stub.c"
#include "v001805.cudafe1.stub.c"
# 1 "v001805.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
