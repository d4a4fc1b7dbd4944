# 1 "v001723.cu"
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
# 9 "v001723.cu"
enum State2: unsigned { RED3, GREEN4, OFF5}; 
# 11
__attribute__((visibility("hidden"))) void rank6_kernel(unsigned long p7) ;
#if 0
# 11
{ 
# 12
__attribute__((unused)) extern long dyn_8[]; 
# 13
__attribute__((unused)) static double sh_9[(4) * ((OFF5) + (GREEN4))][17]; 
# 14
__attribute__((unused)) static double sh_10[7][14]; 
# 15
(dyn_8[p7]) = (RED3); 
# 16
} 
#endif
# 18 "v001723.cu"
struct alignas(16) Acc11 { 
# 19
int val12; 
# 20
float y13; 
# 21
}; 
# 23
inline Acc11 operator+(Acc11 a, Acc11 b) { 
# 24
Acc11 r = a; 
# 25
(r.val12) += (b.val12); 
# 26
(r.y13) += (b.y13); 
# 27
return r; 
# 28
} 
# 31
int reduce14(int count15, int n16) { 
# 32
State2 acc17 = OFF5; 
# 33
const float *flag18 = ((const float *)nullptr); 
# 34
return acc17; 
# 35
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 37
template< class T> __attribute__((unused)) static int 
# 38
fuse19(T beta20, T *buf21, const T *src22) {int volatile ___ = 1;(void)beta20;(void)buf21;(void)src22;
# 46
::exit(___);}
#if 0
# 38
{ 
# 39
(buf21[3]) += ((int)(beta20 - (9 / beta20))); 
# 40
const T e23 = reduce14(1877U - (buf21[4]), 13) + (((beta20 != beta20) || ((src22[3]) >= 51L)) ? reduce14(45, src22[5]) : ((beta20 += (*src22)), (2.625))); 
# 41
(++beta20), ((*buf21) /= reduce14((5 + (*src22)) - __alignof__(char), (beta20 + e23) - ((int)beta20))); 
# 42
reduce14(reduce14(e23 - sizeof(T), buf21[0]), reduce14(beta20, reduce14(buf21[7], beta20))); 
# 43
unsigned *m24 = (nullptr); 
# 44
signed char u25 = (m24[0]) & (((OFF5) ^ (*m24)) - reduce14(buf21[0], OFF5)); 
# 45
return reduce14(18, 16); 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 48 "v001723.cu"
extern "C" __attribute__((visibility("hidden"))) void bump26_kernel(double cfg27, int lane28, double *data29) ;
#if 0
# 48
{ 
# 49
if (data29 != (nullptr)) { 
# 50
goto skip33; 
# 51
}  
# 52
for (int j30 = 0; j30 < ((3) * ((GREEN4) + (GREEN4))); ++j30) { 
# 53
if (26 < reduce14(j30, *data29)) { 
# 54
return; 
# 55
}  
# 56
__attribute__((unused)) static int sh_31[256]; 
# 57
__attribute__((unused)) static int sh_32[128]; 
# 58
}  
# 59
do { (data29[3]) += (((cfg27 - (28 | lane28)) > lane28) ? +((*data29) - (RED3)) : ((__alignof__(float) - lane28) ^ (lane28 % (GREEN4)))); } while (0); 
# 60
skip33:; ; 
# 61
} 
#endif
# 63 "v001723.cu"
void pack34(const int *__restrict__ input35, int *dst36) { 
# 64
for (int j37 = 0, j38 = (6 * 2); j37 < j38; (++j37), (--j38)) { 
# 65
if (((j38 != 58) ? j37 : j38) >= 13L) { 
# 66
break; 
# 67
}  
# 68
double acc39 = (reduce14(input35[j38 & 7], *input35) >> (6 >> j38)) | (((*dst36) < 22U) ? -j38 : (-j38)); 
# 69
}  
# 70
} 
# 72
__attribute__((visibility("hidden"))) void march40(int *__restrict__ buf41, float *data42, int *acc43) ;
#if 0
# 72
{ 
# 73
if (((data42[1]) >= (buf41[0])) || ((*buf41) >= (*acc43))) { 
# 74
goto out44; 
# 75
}  
# 76
(buf41[7]) = fuse19< float> (54, data42, nullptr); 
# 77
((acc43[0])++), ((acc43[6]) += (4770UL * ((*acc43) | (sizeof(int) % (*buf41))))); 
# 78
((buf41[5])++), ((data42[4]) = (*data42)); 
# 79
out44:; ; 
# 80
} 
#endif
# 82 "v001723.cu"
float warp45(Acc11 p46, Acc11 alpha47) { 
# 83
if (((alpha47.val12) < (alpha47.y13)) && ((p46.val12) & 1)) { 
# 84
goto finish49; 
# 85
}  
# 86
for (int n48 = 0; n48 < 16; n48 += 3) { 
# 87
do { (alpha47.y13) += (((p46.val12) & n48) + ((n48 > 52) ? 7 : 34UL)); } while (0); 
# 88
}  
# 89
pack34(nullptr, (int *)nullptr); 
# 90
finish49:; ; 
# 91
return ((alpha47.val12) & (17UL + (alpha47.val12))) + (reduce14(reduce14(p46.val12, alpha47.y13), p46.val12)); 
# 92
} 
# 94
unsigned run_filter50(size_t a51) { 
# 95
a51 = a51; 
# 96
State2 r52 = RED3; 
# 97
return reduce14(a51 | ((3317) - a51), (GREEN4) << ((r52 == (GREEN4)) ? a51 : r52)); 
# 98
} 
# 100
int main() { 
# 101
int len53 = 864; 
# 102
len53 = 14; 
# 103
(__cudaPushCallConfiguration((len53 + 127) / 128, (GREEN4) + ((OFF5) + ((OFF5) + ((GREEN4) + ((GREEN4) + (249))))))) ? (void)0 : bump26_kernel(len53 + __alignof__(double), (GREEN4) | (len53 + 49), nullptr); 
# 104
pack34(nullptr, nullptr); 
# 105
(__cudaPushCallConfiguration(128, 256)) ? (void)0 : rank6_kernel((+len53) / warp45(Acc11{}, Acc11{(-1995), (36)})); 
# 106
(__cudaPushCallConfiguration(1 << ((GREEN4) + (6)), 32)) ? (void)0 : march40(&len53, (float *)nullptr, nullptr); 
# 107
return 0; 
# 108
} 

# 1 "v001723.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2f43f14b_10_v001723_cu_e897c046
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001723.cudafe1.stub.c"
#include "v001723.cudafe1.stub.c"
# 1 "v001723.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
