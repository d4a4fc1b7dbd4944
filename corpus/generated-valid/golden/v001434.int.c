# 1 "v001434.cu"
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
# 8 "v001434.cu"
enum State4: unsigned { SLOW5 = 2U, IDLE6 = 7U}; 
# 10
static void weigh7_kernel(int count8, int count9) ;
#if 0
# 11
{ 
# 12
int hi10 = (-((IDLE6) << count9)) / count9; 
# 13
switch (count8) { 
# 14
case 9:  { 
# 15
double flag11 = (static_cast< float>(16L)); 
# 16
break; 
# 17
} 
# 18
case 1:  
# 19
break; 
# 20
case (SLOW5) * (SLOW5):  { 
# 21
if (!(55U >= hi10)) { 
# 22
return; 
# 23
}  
# 24
int tmp12 = ((count8 += 3ULL), 31UL) ? count9 : ((((count9 < count9) ? 35 : count9) < count9) ? (count9 < count9) ? 35 : count9 : count9); 
# 25
break; 
# 26
} 
# 27
case 11:  
# 28
break; 
# 29
default:  { 
# 30
State4 e13 = IDLE6; 
# 31
break; 
# 32
} 
# 33
}  
# 34
} 
#endif
# 36 "v001434.cu"
__attribute__((unused)) double split14(State4 b15, int n16) 
# 37
{int volatile ___ = 1;(void)b15;(void)n16;
# 49
::exit(___);}
#if 0
# 37
{ 
# 38
switch (n16 % 8) { 
# 39
case 10:  
# 40
n16 = (48UL); 
# 41
break; 
# 42
case 12:  { 
# 43
State4 cnt17 = b15; 
# 44
const int off18 = ((7) - (cnt17 * cnt17)) * (52); 
# 45
break; 
# 46
} 
# 47
}  
# 48
return static_cast< int>((n16 + b15) >> b15); 
# 49
} 
#endif
# 51 "v001434.cu"
constexpr int run_lerp19(int n20, unsigned cfg21) 
# 52
{ 
# 53
const float u22 = (((n20 += 41U), 12L) + (n20 - n20)) - (13.75F); 
# 54
long long diff23 = ((unsigned char)cfg21) ? (SLOW5) >> (cfg21 + n20) : (n20 + 6); 
# 55
return cfg21; 
# 56
} 
# 58
__attribute__((unused)) int merge24(const int *__restrict__ coef25, int *__restrict__ acc26) 
# 59
{int volatile ___ = 1;(void)coef25;(void)acc26;
# 64
::exit(___);}
#if 0
# 59
{ 
# 60
State4 res27 = SLOW5; 
# 61
auto val28 = (12LL) - (((coef25[6]) ? *coef25 : (*acc26)) + (2UL + (*coef25))); 
# 62
State4 acc29 = res27; 
# 63
return (static_cast< int>(26)) + ((val28 + acc29) >> 7); 
# 64
} 
#endif
# 66 "v001434.cu"
inline long long host_pack30(int len31, int n32, State4 cfg33) 
# 67
{ 
# 68
unsigned long y34(((+cfg33) - (19)) * (SLOW5)); 
# 69
(__cudaPushCallConfiguration((IDLE6) + ((SLOW5) + (7)), 128)) ? (void)0 : weigh7_kernel((y34 * (IDLE6)) << (n32 % 8), len31); 
# 70
if (n32 < y34) { 
# 71
return (cfg33 * (63)) << n32; 
# 72
}  
# 73
static int hi35 = 3899; 
# 74
int tmp36 = 41; 
# 75
return IDLE6; 
# 76
} 
# 78
int main() 
# 79
{ 
# 80
int size37 = 1440; 
# 81
float mid38 = (!(size37 <= 60)) ? size37 + size37 : (static_cast< double>(size37)); 
# 82
size37 <<= (((long)mid38) >> ((size37 % 8) - ((mid38 >= size37) ? size37 : size37))); 
# 83
return 0; 
# 84
} 

# 1 "v001434.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__096092ec_10_v001434_cu_57001aef
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001434.cudafe1.stub.c"
#include "v001434.cudafe1.stub.c"
# 1 "v001434.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
