# 1 "v001681.cu"
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
# 10 "v001681.cu"
struct __attribute((aligned(8))) Particle4 { 
# 11
double y5; 
# 12
int id6; 
# 13
}; 
# 14
enum Mode7 { OFF8, LOW9, ON10, BLUE11 = 8}; 
# 16
float check_grow12(int stride13, unsigned cfg14) 
# 17
{ 
# 18
cfg14 = cfg14; 
# 19
unsigned x15 = (20); 
# 20
if (stride13 == stride13) { 
# 21
goto done17; 
# 22
}  
# 23
if ((stride13 < cfg14) || ((~x15) == (34))) { 
# 24
if (((stride13 % sizeof(int)) < stride13) || (stride13 == x15)) { 
# 25
short z16 = (237); 
# 26
if (!(cfg14 < x15)) { 
# 27
return (10.875F); }  
# 28
} else { 
# 29
}  
# 30
}  
# 31
done17:; ; 
# 32
return +(~x15); 
# 33
} 
# 34
enum State18 { MUL19, GREEN20, IDLE21, HIGH22 = 6}; 
# 36
__attribute__((visibility("hidden"))) void lerp23(size_t *acc24, float b25, unsigned *data26, int *__restrict__ acc27) ;
#if 0
# 37
{ 
# 38
(data26[2]) = b25; 
# 39
float val28 = 52U & ((acc27[6]) * (ON10)); 
# 40
if (!acc27) { 
# 41
return; }  
# 42
} 
#endif
# 44 "v001681.cu"
__attribute__((unused)) void relax29(const int *__restrict__ coef30, Mode7 p31, const Particle4 &b32) 
# 45
{int volatile ___ = 1;(void)coef30;(void)p31;(void)b32;
# 56
::exit(___);}
#if 0
# 45
{ 
# 46
if (p31 == (ON10)) { 
# 47
goto done34; 
# 48
}  
# 49
p31 = LOW9; 
# 50
for (int j33 = 0; j33 < 2; ++j33) { 
# 51
if (p31 == (ON10)) { 
# 52
return; }  
# 53
}  
# 54
p31 = BLUE11; 
# 55
done34:; ; 
# 56
} 
#endif
# 57 "v001681.cu"
static_assert((5 == 5), "expected value");
# 59
__attribute__((unused)) long long mix35(int stride36, Mode7 beta37, int len38) 
# 60
{int volatile ___ = 1;(void)stride36;(void)beta37;(void)len38;
# 64
::exit(___);}
#if 0
# 60
{ 
# 61
stride36 = (41 - beta37); 
# 62
stride36 = stride36; 
# 63
return 53L; 
# 64
} 
#endif
# 66 "v001681.cu"
static int check_march39(State18 p40, signed char p41, int lane42) 
# 67
{ 
# 68
p40 = p40; 
# 69
int diff43 = 58UL + lane42; 
# 70
return (26U >> p41) - p40; 
# 71
} 
# 73
__attribute__((unused)) int update44(float *__restrict__ out45) 
# 74
{int volatile ___ = 1;(void)out45;
# 91
::exit(___);}
#if 0
# 74
{ 
# 75
if ((*out45) != ((out45[6]) + (out45[3]))) { 
# 76
mix35((out45[3]) + (out45[0]), ON10, out45[7]); }  
# 78
#pragma unroll
for (
# 78
int n46 = (3 * ((IDLE21) + 1)); n46 > 0; --n46) { 
# 79
switch (mix35(*out45, ON10, sizeof(unsigned))) { 
# 80
case 2:  
# 81
relax29(&n46, LOW9, Particle4{static_cast< double>(n46 * (out45[2])), 5}); 
# 82
break; 
# 83
default:  
# 84
if ((out45[n46]) <= (28)) { 
# 85
return (17 * n46) + (*out45); }  
# 86
break; 
# 87
}  
# 88
unsigned char w47[6]{(54), (62), (4L), (static_cast< unsigned char>(13)), (0), static_cast< unsigned char>(out45[n46 & 7])}; 
# 89
}  
# 90
return (GREEN20) / (+mix35(IDLE21, LOW9, 63)); 
# 91
} 
#endif
# 93 "v001681.cu"
int main() 
# 94
{ 
# 95
int len48 = 721; 
# 96
if (!(!(28U != len48))) { 
# 97
if ((len48 != 22U) || ((ON10) > len48)) { 
# 98
return check_march39(MUL19, len48, -45L) ^ 19; }  
# 99
}  
# 100
len48 = ((-check_march39(HIGH22, len48, 48)) & (len48 | 2UL)); 
# 101
(__cudaPushCallConfiguration((len48 + 63) / 64, 32 + (32 + 448))) ? (void)0 : lerp23((unsigned long *)nullptr, -58L, nullptr, nullptr); 
# 102
return 0; 
# 103
} 

# 1 "v001681.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__04a6f2c4_10_v001681_cu_7aee861d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001681.cudafe1.stub.c"
#include "v001681.cudafe1.stub.c"
# 1 "v001681.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
