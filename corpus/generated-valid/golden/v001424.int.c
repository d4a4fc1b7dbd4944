# 1 "v001424.cu"
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
# 10 "v001424.cu"
__attribute__((visibility("hidden"))) void gather3(int lane4, int len5, int count6, const short *src7) ;
#if 0
# 11
{ 
# 12
lane4--; 
# 13
if ((lane4 + 4) & 1) { 
# 14
return; 
# 15
}  
# 16
count6++; 
# 17
len5++; 
# 18
bool lim8 = lane4; 
# 19
} 
#endif
# 20 "v001424.cu"
template< class T> float 
# 21
march9(const T *src10, T *out11, const T *__restrict__ src12) 
# 22
{ 
# 23
if ((+(src12[6])) != 51) { 
# 24
goto done13; 
# 25
}  
# 26
(out11[0]) /= (((long)(*out11)) >> (9 - (((src10[5]) >= (*src10)) ? 'A' : 41))); 
# 27
if ((src12[1]) > (*src12)) { 
# 28
return (2.875F); 
# 29
}  
# 30
done13:; ; 
# 31
return (19.5F) - (src12[3]); 
# 32
} 
# 33
__attribute__((unused)) inline void stencil14(int *data15, unsigned *dst16, long b17) 
# 34
{int volatile ___ = 1;(void)data15;(void)dst16;(void)b17;
# 48
::exit(___);}
#if 0
# 34
{ 
# 35
++(data15[3]); 
# 36
auto idx18 = 29; 
# 37
int y19 = idx18; 
# 38
++(data15[idx18 & 7]); 
# 39
if ((y19 + idx18) == idx18) { 
# 40
goto finish20; 
# 41
}  
# 42
(data15[b17 & (7)]) %= 61; 
# 43
if (b17 > 32L) { 
# 44
return; 
# 45
}  
# 46
march9(static_cast< const long *>(nullptr), reinterpret_cast< long *>(dst16), reinterpret_cast< const long *>(dst16)); 
# 47
finish20:; ; 
# 48
} 
#endif
# 49 "v001424.cu"
using idx21_t = int; 
# 50
static_assert((36 > 35), "tile must fit");
# 51
__attribute__((unused)) void grow22(idx21_t len23) 
# 52
{int volatile ___ = 1;(void)len23;
# 56
::exit(___);}
#if 0
# 52
{ 
# 53
bool diff24 = len23 <= (len23 * (56 & len23)); 
# 54
++len23; 
# 55
len23 ^= (len23 + diff24); 
# 56
} 
#endif
# 57 "v001424.cu"
template< class T, int N> __attribute__((unused)) inline void 
# 58
spread25(T *acc26) 
# 59
{int volatile ___ = 1;(void)acc26;
# 69
::exit(___);}
#if 0
# 59
{ 
# 60
do { (acc26[2]) += (((T)(((acc26[2]) <= (*acc26)) ? N : (acc26[0]))) / ((acc26[4]) - (N * (acc26[2])))); } while (0); 
# 61
(acc26[7]) += ((((+(acc26[6])) == 19UL) && ((*acc26) <= N)) ? acc26[3] : N); 
# 62
(*acc26) *= (*acc26); 
# 63
const int w27 = *acc26; 
# 64
if ((acc26[w27]) >= (acc26[0])) { 
# 65
goto skip28; 
# 66
}  
# 67
stencil14(nullptr, nullptr, ((w27 >= w27) ? N : 47U) + (N)); 
# 68
skip28:; ; 
# 69
} 
#endif
# 70 "v001424.cu"
namespace kern29 { 
# 71
inline long host_smooth30(double p31, const unsigned *__restrict__ coef32) 
# 72
{ 
# 73
march9(reinterpret_cast< const float *>(coef32), (float *)nullptr, reinterpret_cast< const float *>(coef32)); 
# 74
p31 -= ((march9< unsigned> (nullptr, static_cast< unsigned *>(nullptr), static_cast< const unsigned *>(nullptr)) + ('a')) + (((59) + p31) - (*coef32))); 
# 75
unsigned long lo33{(20)}; 
# 76
(__cudaPushCallConfiguration(1 << 2, 512, sizeof(double) * (32), nullptr)) ? (void)0 : gather3(((coef32[5]) + (L'\x23')) - p31, (p31 + ((35) & (coef32[4]))) + ((float)lo33), 31UL, reinterpret_cast< const short *>(coef32)); 
# 77
return march9(coef32, const_cast< unsigned *>(coef32), coef32); 
# 78
} 
# 79
}
# 80
idx21_t run_rank34(idx21_t lane35, unsigned cfg36, int count37 = 7U) 
# 81
{ 
# 82
const char *v38 = ("x=%d"); 
# 83
const char *mid39 = v38; 
# 84
kern29::host_smooth30((8.125F), static_cast< const unsigned *>(nullptr)); 
# 85
kern29::host_smooth30(-kern29::host_smooth30(cfg36, nullptr), (const unsigned *)nullptr); 
# 86
return count37; 
# 87
} 
# 88
int main() 
# 89
{ 
# 90
int len40 = 110; 
# 91
int w41 = 0; 
# 92
while ((w41 < w41) && ((len40 | 3468U) & (1))) { 
# 93
len40 *= run_rank34(len40, 37L * len40, w41); 
# 94
++w41; 
# 95
}  
# 96
int w42 = 0; 
# 97
while ((w42 < 16) && w41 && (w41 == w42)) { 
# 98
if ((w42 == 15) || (len40 > 13)) { 
# 99
return run_rank34(27 - len40, 12, 20); 
# 100
}  
# 101
++w42; 
# 102
}  
# 103
len40 = ((long)len40); 
# 104
return 0; 
# 105
} 

# 1 "v001424.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3400bb5c_10_v001424_cu_ebf98cd9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001424.cudafe1.stub.c"
#include "v001424.cudafe1.stub.c"
# 1 "v001424.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
