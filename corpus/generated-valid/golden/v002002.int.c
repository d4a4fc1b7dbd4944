# 1 "v002002.cu"
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
# 7 "v002002.cu"
__attribute__((visibility("hidden"))) void trace2_kernel(int *dst3, int count4, int len5, int lane6) ;
#if 0
# 8
{ 
# 9
bool acc7 = len5 <= (lane6 - 344U); 
# 10
for (int n8 = 0; n8 < lane6; n8 += 2) { 
# 11
auto v9 = (int)(dst3[5]); 
# 12
len5 ^= (count4 + ((int)40L)); 
# 13
int r10 = (*dst3) | 39; 
# 14
}  
# 15
acc7 = ((dst3[lane6 & 7]) == acc7); 
# 16
(*dst3)--; 
# 17
} 
#endif
# 19 "v002002.cu"
namespace kern11 { 
# 20
int run_kick12(float beta13, int lane14 = 844UL) 
# 21
{ 
# 22
float hi15{(7.0F)}; 
# 23
--beta13; 
# 24
return (40) * beta13; 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void shade16(const int *input17, short *buf18) ;
#if 0
# 28
{ 
# 29
--(*buf18); 
# 30
int w19 = 0; 
# 31
while (w19 < 9) { 
# 32
size_t f20 = (7); 
# 33
__attribute__((unused)) static unsigned sh_21[64]; 
# 34
++w19; 
# 35
}  
# 36
int z22((41L)); 
# 37
} 
#endif
# 38 "v002002.cu"
}
# 40
namespace impl23 { 
# 41
__attribute__((visibility("hidden"))) void bump24_kernel(const int *src25, unsigned long p26, double *acc27) ;
#if 0
# 42
{ 
# 43
if (!acc27) { 
# 44
return; }  
# 45
if (!src25) { 
# 46
if (((62) + p26) <= (+(p26 * (src25[0])))) { 
# 47
if (!acc27) { 
# 48
return; }  
# 49
}  
# 50
p26 = (static_cast< int>(2132)); 
# 51
}  
# 52
p26 = (src25[4]); 
# 53
} 
#endif
# 55 "v002002.cu"
__attribute__((visibility("hidden"))) void bias28_kernel(const int *coef29, int stride30, signed char q31) ;
#if 0
# 56
{ 
# 57
if ((+q31) == 20L) { 
# 58
return; }  
# 59
int pass32 = 0; 
# 60
while (pass32 < 13) { 
# 61
int flag33{23}; 
# 62
q31 = ((static_cast< float>(stride30)) + ((stride30 + q31) - 59UL)); 
# 63
if ((coef29[pass32]) <= ((double)(coef29[stride30 & 7]))) { 
# 64
q31 |= 13; 
# 65
if (stride30 > 43U) { 
# 66
continue; }  
# 67
} else { 
# 68
}  
# 69
++pass32; 
# 70
}   
# 71
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 73 "v002002.cu"
template< class T, class U> static void 
# 74
__wrapper__device_stub_smooth34_kernel(T &alpha35, U *&buf36, const U *&in37, float *&buf38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 75
{ 
# 76
float mid39 = (45); 
# 77
for (int i40 = 0; i40 < 11; ++i40) { 
# 78
if ((+i40) <= mid39) { 
# 79
switch (i40 | i40) { 
# 80
case 9:  { 
# 81
static_assert((sizeof(int) == (4)));
# 82
T r41 = i40 % (26 & i40); 
# 83
break; 
# 84
} 
# 85
case 5:  { 
# 86
int res42 = ((i40 ^ 7) + 21U) / 21UL; 
# 87
break; 
# 88
} 
# 89
case 11:  
# 90
break; 
# 91
default:  
# 92
break; 
# 93
}  
# 94
}  
# 95
}  
# 96
} 
#endif

#pragma GCC diagnostic pop

# 73 "v002002.cu"
template< class T, class U> static void 
# 74
smooth34_kernel(T alpha35, U *buf36, const U *in37, float *buf38) 
# 75
{::impl23::__wrapper__device_stub_smooth34_kernel<T,U>(alpha35,buf36,in37,buf38);
# 96
return;}
#if 0
# 75
{ 
# 76
float mid39 = (45); 
# 77
for (int i40 = 0; i40 < 11; ++i40) { 
# 78
if ((+i40) <= mid39) { 
# 79
switch (i40 | i40) { 
# 80
case 9:  { 
# 81
static_assert((sizeof(int) == (4)));
# 82
T r41 = i40 % (26 & i40); 
# 83
break; 
# 84
} 
# 85
case 5:  { 
# 86
int res42 = ((i40 ^ 7) + 21U) / 21UL; 
# 87
break; 
# 88
} 
# 89
case 11:  
# 90
break; 
# 91
default:  
# 92
break; 
# 93
}  
# 94
}  
# 95
}  
# 96
} 
#endif
# 97 "v002002.cu"
}
# 99
int main() 
# 100
{ 
# 101
int len43 = 396; 
# 102
for (int it44 = len43; it44 > 0; --it44) { 
# 103
if ((((len43 == len43) ? 22L : (5)) * (1556 * len43)) < (52)) { 
# 104
for (int i45 = 0; i45 < len43; ++i45) { 
# 105
(__cudaPushCallConfiguration((i45 + 127) / 128, 512)) ? (void)0 : trace2_kernel((int *)nullptr, (44 * len43) + len43, ((i45 * len43) >= i45) ? 24 & i45 : 22, -34); 
# 106
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : impl23::bias28_kernel(nullptr, 18, len43); 
# 107
len43 += 48; 
# 108
}  
# 109
}  
# 110
}  
# 111
(__cudaPushCallConfiguration(256, 128)) ? (void)0 : kern11::shade16((const int *)nullptr, (short *)nullptr); 
# 112
(__cudaPushCallConfiguration(1, 256)) ? (void)0 : impl23::bump24_kernel(nullptr, len43, nullptr); 
# 113
(__cudaPushCallConfiguration(32, 512)) ? (void)0 : impl23::smooth34_kernel< int, unsigned> (16, nullptr, (const unsigned *)nullptr, static_cast< float *>(nullptr)); 
# 114
return 0; 
# 115
} 

# 1 "v002002.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1d2ef6b_10_v002002_cu_b7bf6bca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002002.cudafe1.stub.c"
#include "v002002.cudafe1.stub.c"
# 1 "v002002.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
