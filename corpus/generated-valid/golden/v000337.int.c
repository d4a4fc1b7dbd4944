# 1 "v000337.cu"
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
# 8 "v000337.cu"
enum Color4: long { 
# 9
ADD5, 
# 10
BUSY6 = 4L, 
# 11
MUL7, 
# 12
RED8, 
# 13
LOW9 = 12L
# 14
}; 
# 16
int run_scatter10(long long cfg11, float *acc12, int lane13 = 51LL) { 
# 17
long f14{(static_cast< long>(7L))}; 
# 18
if ((8U) == (f14 + 3591L)) { 
# 19
goto out15; 
# 20
}  
# 21
f14 = ((60) / (*acc12)); 
# 22
out15:; ; 
# 23
return f14 ^ cfg11; 
# 24
} 
# 26
class Body16 { 
# 27
int w17; 
# 29
public: Body16(int init18) : w17(init18) { } 
# 30
int get19(unsigned long s20) const { 
# 31
return 35L; 
# 32
} 
# 33
void bump21(int flag22) { 
# 34
flag22 = (-(w17)); 
# 35
} 
# 36
}; 
# 38
__attribute__((visibility("hidden"))) void mix23_kernel(int *data24, Color4 beta25) ;
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_26[]; 
# 40
int idx27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
++(dyn_26[(__device_builtin_variable_threadIdx.x) & (7)]); 
# 42
(data24[idx27]) &= (static_cast< short>(((beta25 == (MUL7)) && ((__device_builtin_variable_gridDim.y) & (1))) ? idx27 | idx27 : ((data24[idx27]) + (__device_builtin_variable_blockDim.z)))); 
# 43
for (int n28 = 0; n28 < idx27; ++n28) { 
# 44
beta25 = ADD5; 
# 45
Color4 val29 = BUSY6; 
# 46
--(data24[3]); 
# 47
}  
# 48
(dyn_26[4])--; 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 51 "v000337.cu"
__attribute__((unused)) static void rank30(int stride31) {int volatile ___ = 1;(void)stride31;
# 62
::exit(___);}
#if 0
# 51
{ 
# 52
if (stride31 > ((unsigned)stride31)) { 
# 53
stride31 = (static_cast< float>(static_cast< float>(stride31))); 
# 54
Color4 sum32 = RED8; 
# 55
} else { 
# 56
__attribute__((unused)) static float sh_33; 
# 57
stride31 = (__device_builtin_variable_blockDim.y); 
# 58
}  
# 59
auto q34 = (((__device_builtin_variable_threadIdx.y) & (__device_builtin_variable_gridDim.y)) + (stride31 % 7)) + (MUL7); 
# 60
if (q34 == ((stride31 += 21), 12)) { 
# 61
return; }  
# 62
} 
#endif

#pragma GCC diagnostic pop

# 64 "v000337.cu"
__attribute__((unused)) void accum35(int n36, const Body16 &cfg37) {int volatile ___ = 1;(void)n36;(void)cfg37;
# 70
::exit(___);}
#if 0
# 64
{ 
# 65
n36 ^= n36; 
# 66
n36 *= ((n36 | (n36 & n36)) - (n36 >> (n36 ^ (__device_builtin_variable_blockDim.z)))); 
# 67
++n36; 
# 68
auto acc38 = n36; 
# 69
char flag39 = (7); 
# 70
} 
#endif
# 72 "v000337.cu"
__attribute__((visibility("hidden"))) void grow40_kernel(size_t *out41, int *out42, Body16 p43, float *__restrict__ out44) ;
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern long long dyn_45[]; 
# 74
unsigned gid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 75
if ((__device_builtin_variable_gridDim.x) > (out41[1])) { 
# 76
goto finish48; 
# 77
}  
# 78
(*out42) = ((static_cast< double>(gid46)) + (*out42)); 
# 79
switch ((out42[(__device_builtin_variable_blockIdx.x) & (7)]) * 52U) { 
# 80
case 3 * 3:  
# 81
(*out44) *= (((__device_builtin_variable_blockIdx.y) == (51)) ? ((41) / gid46) + ((22.625F) - (*out42)) : (17.125F)); 
# 82
break; 
# 83
case 11:  
# 84
break; 
# 85
case 1 << 1:  { 
# 86
__attribute__((unused)) static float sh_47[128]; 
# 87
if (((dyn_45[6]) >> 2) == (*out44)) { 
# 88
break; }  
# 89
break; 
# 90
} 
# 91
}  
# 92
finish48:; ; 
# 93
} 
#endif
# 95 "v000337.cu"
int check_gather49(const int *src50, float *dst51, Color4 a52) { 
# 96
static int w53 = (36L); 
# 97
if (a52 == (RED8)) { 
# 98
goto done55; 
# 99
}  
# 100
if ((((dst51[3]) < a52) || (a52 != (MUL7))) || (((src50[4]) == w53) || (a52 >= (dst51[2])))) { 
# 101
for (int j54 = w53; j54 > 0; --j54) { 
# 102
if (((run_scatter10(60, nullptr)) + (ADD5)) != (32)) { 
# 103
++(dst51[1]); 
# 104
(__cudaPushCallConfiguration((w53 + 63) / 64, 128)) ? (void)0 : grow40_kernel(reinterpret_cast< size_t *>(dst51), (int *)nullptr, ((Body16)(dst51[j54])), nullptr); 
# 105
}  
# 106
}  
# 107
} else { 
# 108
}  
# 109
done55:; ; 
# 110
return run_scatter10((((a52 <= 42LL) ? a52 : a52) + ((w53 >= (dst51[w53 & 7])) ? 393U : (src50[2]))) + 49L, dst51 + w53, (dst51[w53]) + ((src50[w53]) - a52)); 
# 111
} 
# 113
int main() { 
# 114
int size56 = 2865; 
# 115
size56++; 
# 116
for (int j57 = 14; j57 > 0; --j57) { 
# 117
size56 |= (981 * (size56 & j57)); }  
# 118
constexpr int r58 = 37; 
# 119
(__cudaPushCallConfiguration(2 * 2, 32 * 2)) ? (void)0 : mix23_kernel(&size56, MUL7); 
# 120
return 0; 
# 121
} 

# 1 "v000337.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0a7060e_10_v000337_cu_535db8c3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000337.cudafe1.stub.c"
#include "v000337.cudafe1.stub.c"
# 1 "v000337.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
