# 1 "i000383.cu"
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
# 13 "i000383.cu"
__attribute__((visibility("hidden"))) void decay7(const short *in8, int *buf9) ;
#if 0
# 13
{ 
# 14
int i10 = __device_builtin_variable_threadIdx.x; 
# 15
for (int n11 = 0; n11 < 3; ++n11) { 
# 16
++(buf9[i10]); 
# 17
long val12((37)); 
# 18
++val12; 
# 19
}  
# 20
(buf9[__device_builtin_variable_threadIdx.x]) = i10; 
# 21
(buf9[0]) = ((((buf9[i10]) >> (__device_builtin_variable_threadIdx.z)) / 7L) + i10); 
# 22
} 
#endif
# 24 "i000383.cu"
static int decay13(int n14, int len15) { 
# 25
len15++; 
# 26
(__cudaPushCallConfiguration(dim3((len15 + 255) / 256, 4, (len15 + 255) / 256), ((dim3)((n14 + 127) / 128)), sizeof(float) * (128), 0)) ? (void)0 : decay7(nullptr, &len15); 
# 27
n14 = ((((n14) ? len15 : 51) - len15) - (((len15 += n14), len15) - ((n14 + sizeof(double)) + len15))); 
# 28
return (n14 == len15) ? 15 : 11LL; 
# 29
} 
# 31
struct Bounds16 { 
# 32
unsigned flag17; 
# 33
int hi18; 
# 34
float hi19; 
# 35
unsigned long long val20; 
# 36
}; 
# 37
static float c_merge21; 
# 38
constexpr unsigned BLOCK22 = (64); 
# 41
float host_smooth23(float *out24, const long *src25, int *buf26) { 
# 42
decay13(BLOCK22, decay13(14LL + (buf26[2]), buf26[5])); 
# 43
if (48 > ((unsigned short)(src25[4]))) { 
# 44
return (BLOCK22 == ((unsigned)(*out24))) ? decay13(5, *buf26) : decay13(34UL, *src25); }  
# 45
float lim27 = decay13(((-(src25[6])) >= (src25[6])) ? BLOCK22 : (('A') + (buf26[7])), 61 << decay13(sizeof(Bounds16), BLOCK22)); 
# 46
(out24[3]) = (*buf26); 
# 47
int e28 = src25[0]; 
# 48
return (e28 % 8) + lim27; 
# 49
} 
# 50
enum Color29 { OFF30, SLOW31 = 3, LOW32, RED33 = 8}; 
# 52
extern "C" {
# 53
__attribute__((visibility("hidden"))) void decay34(int *out35, const unsigned *in36, float *data37) ;
#if 0
# 53
{ 
# 54
unsigned gid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
(out35[gid38]) = (36U); 
# 56
unsigned stride39 = c_merge21; 
# 57
for (int j40 = 0; j40 < 4; ++j40) { 
# 58
int iter41 = 0; 
# 59
do { 
# 60
int pass42 = 0; 
# 61
do { 
# 62
(out35[stride39])++; 
# 63
++pass42; 
# 64
} while (pass42 < pass42); 
# 65
int prod43 = iter41 % 8; 
# 66
++iter41; 
# 67
} while (iter41 < iter41); 
# 68
}  
# 69
} 
#endif
# 70 "i000383.cu"
}
# 72
template< class T> __attribute__((unused)) void 
# 73
scale44(T cfg45, T *data46) {int volatile ___ = 1;(void)cfg45;(void)data46;
# 91
::exit(___);}
#if 0
# 73
{ 
# 74
Color29 base47 = OFF30; 
# 75
switch (base47) { 
# 76
case sizeof(int) * (2):  { 
# 77
base47 = LOW32; 
# 78
float stride48 = data46[6]; 
# 79
[[fallthrough]] ; 
# 80
} 
# 81
case 10:  { 
# 82
Color29 hi49 = base47; 
# 83
int v50[3]{4, 9, (49U)}; 
# 84
break; 
# 85
} 
# 86
default:  { 
# 87
Color29 acc51 = LOW32; 
# 88
break; 
# 89
} 
# 90
}  
# 91
} 
#endif
# 93 "i000383.cu"
int check_reduce52(float q53, const double *coef54) { 
# 94
(__cudaPushCallConfiguration(64, (5 + (5 + ((RED33) + ((SLOW31) + ((LOW32) + 39))))) * (LOW32), 1024 * 4)) ? (void)0 : decay34(static_cast< int *>(nullptr), reinterpret_cast< const unsigned *>(coef54), &q53); 
# 95
(__cudaPushCallConfiguration(64 * 8, 1 << ((LOW32) + 2), sizeof(double) * (256))) ? (void)0 : decay7(reinterpret_cast< const short *>(coef54), nullptr); 
# 96
int pass55 = 0; 
# 97
do { 
# 98
static_assert(((11 * 5) > 54), "bad config");
# 99
float tmp56 = (22.375F); 
# 100
++pass55; 
# 101
} while (pass55 < pass55); 
# 102
return (static_cast< unsigned>((q53 == q53) ? 24 : pass55)) * ((q53 + (19UL)) + (4UL)); 
# 103
} 
# 104
struct Q_61 { 
# 105
void Q_61::run(); 
# 106
}; 
# 108
int main() { 
# 109
int size57 = 1170; 
# 110
for (int n58 = 0, j59 = size57; n58 < j59; (++n58), (--j59)) { 
# 111
size57 = (((static_cast< double>(check_reduce52(size57, nullptr))) + (check_reduce52(j59, nullptr))) + (size57 >> size57)); }  
# 112
Color29 t60 = LOW32; 
# 113
return 0; 
# 114
} 

# 1 "i000383.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8eb07a2d_10_i000383_cu_0a62136e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000383.cudafe1.stub.c"
#include "i000383.cudafe1.stub.c"
# 1 "i000383.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
