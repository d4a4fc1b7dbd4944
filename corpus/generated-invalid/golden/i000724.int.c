# 1 "i000724.cu"
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
# 6 "i000724.cu"
namespace ops2 { 
# 7
__attribute__((visibility("hidden"))) void fold3(unsigned *out4, const float *__restrict__ src5, const float *__restrict__ coef6, double b7) ;
#if 0
# 7
{ 
# 8
int sum8 = ((25) + (src5[3])) + ((src5[6]) - (out4[5])); 
# 9
auto val9 = 60L % (sum8 + (u'\x20')); 
# 10
if (b7 > (32UL)) { 
# 11
goto skip10; 
# 12
}  
# 13
if (val9 <= val9) { 
# 14
return; 
# 15
}  
# 16
skip10:; ; 
# 17
} 
#endif
# 18 "i000724.cu"
inline int tile11(int count12, int stride13) { 
# 19
--stride13; 
# 20
count12 &= 466; 
# 21
switch (count12) { 
# 22
case 3:  
# 23
break; 
# 24
case 11:  
# 25
if (stride13 >= ((count12 - stride13) * (27 * stride13))) { 
# 26
float f14 = stride13; 
# 27
long long cnt15[3] = {}; 
# 28
long lim16 = (33) / ((static_cast< int>(stride13)) + 37U); 
# 29
}  
# 30
break; 
# 31
case 10:  
# 32
break; 
# 33
}  
# 34
return (stride13 - 36) % sizeof(signed char); 
# 35
} 
# 36
}
# 37
struct Sample17 { 
# 38
int y18; 
# 39
int vel19; 
# 40
int sum20; 
# 41
}; 
# 42
void host_probe21(int *dst22, int stride23) { 
# 43
ops2::tile11((static_cast< float>(dst22[stride23])) + ((dst22[stride23]) / stride23), ops2::tile11(dst22[3], dst22[5]) * (stride23 + (*dst22))); 
# 44
unsigned sum24 = (4882); 
# 45
int cnt25 = 63 - (stride23 / 2); 
# 46
if (cnt25 >= cnt25) { 
# 47
goto finish26; 
# 48
}  
# 49
(__cudaPushCallConfiguration(dim3(4 * 2, (cnt25 + 31) / 32), 128)) ? (void)0 : ops2::fold3(&sum24, (const float *)nullptr, nullptr, ops2::tile11(*dst22, 15) + ops2::tile11(19ULL, dst22[6])); 
# 50
finish26:; ; 
# 51
} 
# 52
namespace img27 { 
# 53
inline long probe28(signed char *dst29, int *data30, int lane31) { 
# 54
ops2::tile11((*dst29) - (data30[lane31]), (*data30) * (sizeof(float) + lane31)); 
# 55
auto s32 = *data30; 
# 56
return ops2::tile11(('\n') + (*data30), static_cast< double>(lane31)) + ops2::tile11(sizeof(int), ops2::tile11(45, sizeof(unsigned short))); 
# 57
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 58
template< class T, int N = 6> static void 
# 59
__wrapper__device_stub_rank33(T &p34, int &count35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern float dyn_36[]; 
# 61
if ((ops2::tile11(p34, N) + (p34 * N)) < (4UL + count35)) { 
# 62
if (p34 < 9L) { 
# 63
count35 ^= N; 
# 64
if ((dyn_36[count35]) <= (N)) { 
# 65
return; 
# 66
}  
# 67
}  
# 68
} else { if (img27::probe28(nullptr, &count35, p34) > (N)) { }  }  
# 69
} 
#endif

#pragma GCC diagnostic pop

# 58 "i000724.cu"
template< class T, int N = 6> static void 
# 59
rank33(T p34, int count35) {::img27::__wrapper__device_stub_rank33<T,N>(p34,count35);
# 69
return;}
#if 0
# 59
{ 
# 60
__attribute__((unused)) extern float dyn_36[]; 
# 61
if ((ops2::tile11(p34, N) + (p34 * N)) < (4UL + count35)) { 
# 62
if (p34 < 9L) { 
# 63
count35 ^= N; 
# 64
if ((dyn_36[count35]) <= (N)) { 
# 65
return; 
# 66
}  
# 67
}  
# 68
} else { if (img27::probe28(nullptr, &count35, p34) > (N)) { }  }  
# 69
} 
#endif
# 70 "i000724.cu"
}
# 71
int main() { 
# 72
int len37 = 220; 
# 73
short small38 = (70000); 
# 74
len37 = len37; 
# 75
(__cudaPushCallConfiguration((len37 + 127) / 128, 64)) ? (void)0 : img27::rank33(3U, static_cast< float>(len37)); 
# 76
return 0; 
# 77
} 

# 1 "i000724.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c2461823_10_i000724_cu_77888af2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000724.cudafe1.stub.c"
#include "i000724.cudafe1.stub.c"
# 1 "i000724.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
