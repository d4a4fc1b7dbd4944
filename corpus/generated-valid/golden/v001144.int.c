# 1 "v001144.cu"
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
# 14 "v001144.cu"
enum class State4: unsigned { 
# 15
On5, 
# 16
Red6 = 3U, 
# 17
Add7 = 8U, 
# 18
Fast8, 
# 19
Low9
# 20
}; 
# 22
__attribute((noinline)) __attribute__((unused)) unsigned short update10(int n11, double cfg12) 
# 23
{int volatile ___ = 1;(void)n11;(void)cfg12;
# 34
::exit(___);}
#if 0
# 23
{ 
# 24
n11 = n11; 
# 25
n11 = (55U >> n11); 
# 26
if (cfg12 >= (5)) { 
# 27
cfg12++; 
# 28
if (cfg12 > cfg12) { 
# 29
return 5; 
# 30
}  
# 31
}  
# 32
cfg12 = (29 << (n11 - n11)); 
# 33
return 52; 
# 34
} 
#endif
# 36 "v001144.cu"
__attribute__((visibility("hidden"))) void shade13(unsigned char alpha14, const short *in15) ;
#if 0
# 37
{ 
# 38
float t16 = *in15; 
# 39
if (!(t16 >= alpha14)) { 
# 40
goto finish18; 
# 41
}  
# 42
if (alpha14 + alpha14) { 
# 43
t16 = (update10(update10(t16, 42), *in15)); 
# 44
int res17 = ((!(alpha14 == t16)) && ((alpha14 << 4) == 5)) ? alpha14 : 5; 
# 45
t16 = ((2672 * (in15[alpha14])) >> (1030U - res17)); 
# 46
} else { 
# 47
}  
# 48
finish18:; ; 
# 49
} 
#endif
# 50 "v001144.cu"
using idx19_t = unsigned; 
# 53
__attribute__((visibility("hidden"))) void rank20(int lane21, int n22) ;
#if 0
# 54
{ 
# 55
__attribute__((unused)) extern float dyn_23[]; 
# 56
unsigned h24 = ('A'); 
# 57
lane21 = h24; 
# 58
n22 = ((update10(L'\x7a', h24)) + ((h24 * (37)) - (64))); 
# 59
double x25[8]{((18.0F)), (double)h24, (static_cast< double>((6.25))), (static_cast< double>((5.0F))), (12.375), (55), (-63), (30)}; 
# 60
n22 = ((+(update10(lane21, (7.875)))) * 48); 
# 61
++h24; 
# 62
} 
#endif
# 64 "v001144.cu"
void step26(const int *src27, int count28, const short *src29) 
# 65
{ 
# 66
float res30 = src27[2]; 
# 67
count28 = (*src27); 
# 68
(__cudaPushCallConfiguration(5 + 59, 32 * 2, 0, (cudaStream_t)0)) ? (void)0 : shade13(20, src29); 
# 69
if ((36 == (*src27)) && (!((src27[3]) == res30))) { 
# 70
(__cudaPushCallConfiguration(dim3((count28 + 127) / 128, (count28 + 255) / 256, (count28 + 31) / 32), dim3(sizeof(float) * (5 + 27), 1 << 5), sizeof(double) * (128), 0)) ? (void)0 : rank20(count28, res30); 
# 71
res30 = (((((*src29) <= 42) && (*src27)) || (((src27[1]) - 58U) != (src27[count28]))) ? (10.75F) - count28 : ((count28 * count28) + (16L - (*src27)))); 
# 72
}  
# 73
} 
# 75
int main() 
# 76
{ 
# 77
int count31 = 3270; 
# 78
if (!(count31 < count31)) { 
# 79
([]() { 
# 80
State4 hi32 = State4::Low9; 
# 81
(__cudaPushCallConfiguration(2, dim3(1, (5 + (5 + (5 + 1))) * (5 + 3), 2), 0, (cudaStream_t)0)) ? (void)0 : shade13(static_cast< float>(true ? 2 : 1LL), nullptr); 
# 82
} )(); 
# 83
count31 = (count31 / 33); 
# 84
(__cudaPushCallConfiguration(dim3((count31 + 63) / 64, 256), 64 * (5 + 3), sizeof(double) * (256), nullptr)) ? (void)0 : rank20(count31 + (count31 * count31), 5); 
# 85
} else { 
# 86
count31 = (count31 + (30ULL + count31)); 
# 87
}  
# 88
int *h33 = (static_cast< int *>(nullptr)); 
# 89
return 0; 
# 90
} 

# 1 "v001144.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eb8ddf4f_10_v001144_cu_afb560fa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001144.cudafe1.stub.c"
#include "v001144.cudafe1.stub.c"
# 1 "v001144.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
