# 1 "v001906.cu"
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
# 25 "v001906.cu"
__attribute__((visibility("hidden"))) void march8_kernel(float *data9, char p10, const float *src11, const float *in12) ;
#if 0
# 26
{ 
# 27
--(data9[p10]); 
# 28
--(*data9); 
# 29
(*data9) *= (*data9); 
# 30
for (int it13 = 0; it13 < 6; it13 += 3) { 
# 31
for (int i14 = it13; i14 > 0; --i14) { 
# 32
(data9[0])++; 
# 33
long k15 = 593 & it13; 
# 34
}  
# 35
}  
# 36
} 
#endif
# 38 "v001906.cu"
__attribute__((visibility("hidden"))) void trace16_kernel(const float *src17, int len18, unsigned *out19, const float *src20) ;
#if 0
# 39
{ 
# 40
len18++; 
# 41
(len18++), ((out19[len18]) >>= len18); 
# 42
int k21(('\177')); 
# 43
(*out19) = (*src20); 
# 44
len18 %= (out19[1]); 
# 45
} 
#endif
# 46 "v001906.cu"
static unsigned c_mix22; 
# 47
static float d_rank23[8]; 
# 49
__attribute__((visibility("hidden"))) void apply24_kernel(float alpha25, int stride26, int count27, int *acc28) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern int dyn_29[]; 
# 52
(d_rank23[4]) = c_mix22; 
# 53
int pass30 = 0; 
# 54
do { 
# 55
constexpr unsigned long x31 = (35L); 
# 56
int pass32 = 0; 
# 57
while ((pass32 < 2) && (acc28[6])) { 
# 58
stride26++; 
# 59
++pass32; 
# 60
}  
# 61
double z33 = ((x31 * (*acc28)) - (pass32 - (1.375))) + c_mix22; 
# 62
++pass30; 
# 63
} while ((pass30 < 9) && (alpha25 > (dyn_29[count27]))); 
# 64
if (stride26 < alpha25) { 
# 65
return; 
# 66
}  
# 67
} 
#endif
# 69 "v001906.cu"
__attribute__((visibility("hidden"))) void fold34_kernel(int n35, const float *src36) ;
#if 0
# 70
{ 
# 71
__attribute__((unused)) extern unsigned dyn_37[]; 
# 72
double u38 = (64L); 
# 73
unsigned res39 = (((dyn_37[4]) += (50)), 3) ^ (dyn_37[4]); 
# 74
__attribute__((unused)) static int sh_40[8]; 
# 75
int lo41 = (long)(d_rank23[2]); 
# 76
if ((dyn_37[n35 & 7]) <= lo41) { 
# 77
goto out42; 
# 78
}  
# 79
--res39; 
# 80
out42:; ; 
# 81
} 
#endif
# 83 "v001906.cu"
int check_mix43(unsigned char q44, double beta45, int n46) 
# 84
{ 
# 85
auto op48 = [](double q47)->unsigned char { 
# 86
q47 += (static_cast< float>(static_cast< int>(7UL))); 
# 87
q47 = q47; 
# 88
return q47; 
# 89
} ; typedef decltype(op48) __T0;
# 90
q44 = (q44 / 4); 
# 91
bool f49 = +q44; 
# 92
if ((n46 > q44) && (n46 == f49)) { 
# 93
return 56U; 
# 94
}  
# 95
q44 &= (q44 * n46); 
# 96
return n46; 
# 97
} 
# 99
int main() 
# 100
{ 
# 101
int size50 = 1722; 
# 102
auto op53 = [](float t51, int x52)->int { 
# 103
(__cudaPushCallConfiguration((x52 + 31) / 32, 1 << 8, sizeof(int) * (256))) ? (void)0 : march8_kernel(static_cast< float *>(nullptr), (int)x52, &t51, &t51); 
# 104
x52 <<= (x52 << ((x52 << (-0L)) & check_mix43(7, t51, __alignof__(double)))); 
# 105
return t51; 
# 106
} ; typedef decltype(op53) __T1;
# 107
unsigned char stride54((8 - size50) | 4336UL); 
# 108
(__cudaPushCallConfiguration(2, 5 + 27)) ? (void)0 : fold34_kernel(23UL, static_cast< const float *>(nullptr)); 
# 109
static_assert((sizeof(int) == (4)), "size check");
# 110
(__cudaPushCallConfiguration(64, (4 + (4 + 24)) * 8)) ? (void)0 : trace16_kernel(nullptr, ~op53(size50, size50), nullptr, static_cast< const float *>(nullptr)); 
# 111
(__cudaPushCallConfiguration((size50 + 63) / 64, 1 << 5, 0)) ? (void)0 : apply24_kernel((29 ^ stride54) + ((24.0F) + stride54), check_mix43(stride54 - 5, size50, size50), 26UL, nullptr); 
# 112
return 0; 
# 113
} 

# 1 "v001906.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__58573369_10_v001906_cu_5bfa1b36
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001906.cudafe1.stub.c"
#include "v001906.cudafe1.stub.c"
# 1 "v001906.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
