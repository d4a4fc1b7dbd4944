# 1 "v000752.cu"
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
# 5 "v000752.cu"
struct Acc1 { 
# 6
int w2; 
# 7
double vel3; 
# 8
float vel4; 
# 9
long id5; 
# 10
double scale6() const 
# 11
{ 
# 12
int *q7 = (nullptr); 
# 13
if ((vel3) <= (w2)) { 
# 14
return vel3; 
# 15
}  
# 16
return w2; 
# 17
} 
# 18
}; 
# 19
__attribute__((unused)) void mix8(unsigned long long q9, float a10, int *data11) 
# 20
{int volatile ___ = 1;(void)q9;(void)a10;(void)data11;
# 31
::exit(___);}
#if 0
# 20
{ 
# 21
float val12 = a10; 
# 22
if ((__device_builtin_variable_blockIdx.y) && ((__device_builtin_variable_threadIdx.y) > (3))) { 
# 23
return; 
# 24
}  
# 25
float mid13[7] = {}; 
# 26
(mid13[q9]) /= ((23.5F) - ((q9 / (5.75F)) - __device_builtin_variable_warpSize)); 
# 27
for (int i14 = 13; i14 > 0; --i14) { 
# 28
val12 -= (38); 
# 29
int *e15 = data11; 
# 30
}  
# 31
} 
#endif
# 32 "v000752.cu"
__attribute__((visibility("hidden"))) void count16(unsigned p17, const unsigned long *in18, const unsigned char *__restrict__ input19, int stride20) ;
#if 0
# 33
{ 
# 35
#pragma unroll 2
for (
# 35
int it21 = 0; it21 < 13; it21 += 3) { 
# 36
p17 += (__alignof__(int) * (it21 + 58)); 
# 38
#pragma unroll 8
for (
# 38
int j22 = stride20; j22 > 0; --j22) { 
# 39
++stride20; 
# 40
--stride20; 
# 41
}  
# 42
}  
# 43
} 
#endif
# 44 "v000752.cu"
static int norm23(const int *src24) 
# 45
{ 
# 46
unsigned flag25 = (2 + (src24[7])) - ((src24[4]) + 5L); 
# 47
for (int i26 = 0; i26 < 2; ++i26) { 
# 48
switch (flag25) { 
# 49
case 4:  { 
# 50
(__cudaPushCallConfiguration(16 * 8, 128)) ? (void)0 : count16((static_cast< int>(9)) - ((double)flag25), nullptr, (const unsigned char *)nullptr, flag25); 
# 51
float s27 = 39 >> i26; 
# 52
break; 
# 53
} 
# 54
case 11:  
# 55
flag25 = ((20) / flag25); 
# 56
break; 
# 57
default:  
# 58
break; 
# 59
}  
# 60
}  
# 61
return (42) + (flag25 % (-(*src24))); 
# 62
} 
# 63
__attribute__((unused)) float sift28(int *dst29, int count30) 
# 64
{int volatile ___ = 1;(void)dst29;(void)count30;
# 71
::exit(___);}
#if 0
# 64
{ 
# 65
count30++; 
# 66
count30 &= count30; 
# 67
(*dst29) >>= 4; 
# 68
count30++; 
# 69
float lo31 = (18.625F); 
# 70
return __device_builtin_variable_threadIdx.x; 
# 71
} 
#endif
# 72 "v000752.cu"
__attribute__((visibility("hidden"))) void gather32_kernel(unsigned short cfg33, int len34, const long *__restrict__ input35) ;
#if 0
# 73
{ 
# 74
int tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
cfg33 -= cfg33; 
# 76
if ((static_cast< int>(tid36)) < 14) { 
# 77
return; 
# 78
}  
# 79
char f37 = (((int)len34) + ((input35[__device_builtin_variable_blockIdx.x]) * (49))) * tid36; 
# 80
Acc1 diff38{(56U), static_cast< double>(cfg33), (46LL), (852)}; 
# 81
} 
#endif
# 82 "v000752.cu"
double host_kick39(int count40) 
# 83
{ 
# 84
++count40; 
# 85
float z41{(9.0F)}; 
# 86
for (int n42 = 0; n42 < 10; ++n42) { 
# 87
count40 %= count40; 
# 88
}  
# 89
short r43[6] = {}; 
# 90
(__cudaPushCallConfiguration(((dim3)((count40 + 127) / 128)), 128, 0)) ? (void)0 : gather32_kernel((z41 + z41) * (r43[4]), (int)(count40 >> 6), nullptr); 
# 91
return count40 + (r43[5]); 
# 92
} 
# 93
int main() 
# 94
{ 
# 95
int size44 = 3577; 
# 96
switch (size44 + size44) { 
# 97
case 2:  { 
# 98
constexpr int m45 = 18; 
# 99
break; 
# 100
} 
# 101
case 1 << 2:  { 
# 102
dim3 off46 = dim3(32, 8, (size44 + 255) / 256); 
# 103
size44 = (size44 - size44); 
# 104
break; 
# 105
} 
# 106
case 10:  
# 107
size44 = size44; 
# 108
break; 
# 109
default:  
# 110
break; 
# 111
}  
# 112
return 0; 
# 113
} 

# 1 "v000752.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__83a8418a_10_v000752_cu_aa7203ca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000752.cudafe1.stub.c"
#include "v000752.cudafe1.stub.c"
# 1 "v000752.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
