# 1 "i000450.cu"
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
# 7 "i000450.cu"
__attribute__((visibility("hidden"))) void norm3_kernel(int count4) ;
#if 0
# 8
{ 
# 9
count4 ^= (count4 % 8); 
# 10
double v5 = count4; 
# 11
constexpr unsigned prod6 = (23ULL); 
# 12
count4 &= count4; 
# 13
} 
#endif
# 14 "i000450.cu"
inline int smooth7(double p8, unsigned a9, long long q10) 
# 15
{ 
# 16
if ((p8 >= q10) || (p8 > (61))) { 
# 17
goto skip11; 
# 18
}  
# 19
if (a9 >= ((60) / p8)) { 
# 20
p8 *= (-31); }  
# 21
q10 >>= (__alignof__(char) << a9); 
# 22
skip11:; ; 
# 23
return ((2) - q10) - (q10 % (8)); 
# 24
} 
# 25
enum class Axis12: unsigned { Slow13, Low14 = 5U, Idle15 = 8U, High16}; 
# 26
template< class T, class U> __attribute__((unused)) T 
# 27
filter17(T *dst18) 
# 28
{int volatile ___ = 1;(void)dst18;
# 38
::exit(___);}
#if 0
# 28
{ 
# 29
unsigned h19 = (sizeof(float)); 
# 30
h19 = (dst18[h19]); 
# 31
(dst18[h19]) /= 18L; 
# 32
if (T val20 = (short)(*dst18); !dst18) { 
# 33
U s21 = ((21.125F)); 
# 34
__attribute__((unused)) static int sh_22; 
# 35
}  
# 36
__attribute__((unused)) static int sh_23; 
# 37
return 26 * sh_23; 
# 38
} 
#endif
# 39 "i000450.cu"
enum Color24 { ADD25, ON26 = 6, ADD27 = 8, SLOW28}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 40
__attribute__((unused)) static long long blend29(int lane30, int n31, int n32) 
# 41
{int volatile ___ = 1;(void)lane30;(void)n31;(void)n32;
# 56
::exit(___);}
#if 0
# 41
{ 
# 42
switch (n32) { 
# 43
case 1 << 3:  { 
# 44
__attribute__((unused)) static long sh_33; 
# 45
Color24 flag34 = ON26; 
# 46
break; 
# 47
} 
# 48
case 3:  
# 49
break; 
# 50
default:  { 
# 51
Axis12 base35 = Axis12::High16; 
# 52
break; 
# 53
} 
# 54
}  
# 55
return (short)((SLOW28) >> n32); 
# 56
} 
#endif

#pragma GCC diagnostic pop

# 57 "i000450.cu"
__attribute__((visibility("hidden"))) constexpr void constexpr_kernel37(int *p) ;
#if 0
# 58
{ 
# 59
(p[__device_builtin_variable_threadIdx.x]) = 1; 
# 60
} 
# 61
int main() 
# 62
{ 
# 63
int count36 = 673; 
# 64
count36 = 36; 
# 65
(__cudaPushCallConfiguration(((SLOW28) + 55) * 2, 64)) ? (void)0 : norm3_kernel(count36 + count36); 
# 66
(__cudaPushCallConfiguration(4 * 2, (ON26) + ((ADD27) + ((ADD27) + ((SLOW28) + 33))), 0)) ? (void)0 : norm3_kernel(sizeof(size_t)); 
# 67
return 0; 
# 68
} 

# 1 "i000450.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__799021ca_10_i000450_cu_cb13ab64
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000450.cudafe1.stub.c"
#include "i000450.cudafe1.stub.c"
# 1 "i000450.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
