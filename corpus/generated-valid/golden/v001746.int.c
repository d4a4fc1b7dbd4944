# 1 "v001746.cu"
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
# 8 "v001746.cu"
static void pivot3_kernel(float *out4, float *buf5, float *data6, int *buf7) ;
#if 0
# 8
{ 
# 9
++(buf7[2]); 
# 10
--(data6[3]); 
# 11
unsigned lo8 = (long long)(((data6[2]) - (8)) - (__alignof__(char) & (buf7[7]))); 
# 12
float lim9{(7.0F)}; 
# 13
(buf5[0]) /= (static_cast< int>((58) - (data6[0]))); 
# 14
} 
#endif
# 15 "v001746.cu"
enum class Color10 { Idle11, Off12 = 2, High13}; 
# 17
__attribute__((visibility("hidden"))) void count14_kernel(int len15, Color10 beta16, const float *coef17) ;
#if 0
# 17
{ 
# 18
len15 &= (-len15); 
# 19
len15 = len15; 
# 20
signed char tmp18 = (24); 
# 21
unsigned res19 = (static_cast< short>(tmp18 * 5ULL)) | tmp18; 
# 22
} 
#endif
# 24 "v001746.cu"
inline char sweep20(Color10 b21, double q22) { 
# 25
for (int n23 = 0; n23 < 4; n23 += 1) { 
# 26
q22 /= ((sizeof(long) + (n23 - 51)) & n23); 
# 27
if (n23) { 
# 28
continue; }  
# 29
long t24[3] = {}; 
# 30
}   
# 31
float tmp25 = q22; 
# 32
b21 = b21; 
# 33
return 30; 
# 34
} 
# 35
static int d_step26; 
# 37
static void gather27_kernel(long long *dst28) ;
#if 0
# 37
{ 
# 38
int y29 = sweep20(Color10::Off12, ((int)(dst28[d_step26 & 7])) * ((*dst28) + d_step26)); 
# 39
d_step26 = (((dst28[y29]) & (30 * y29)) - (d_step26 - (sweep20(Color10::Idle11, -(8.125))))); 
# 40
if (((*dst28) + 60ULL) != d_step26) { 
# 41
goto out30; 
# 42
}  
# 43
y29 -= (7 * d_step26); 
# 44
sweep20(Color10::Off12, (8.375)); 
# 45
d_step26 |= (sweep20(Color10::Idle11, (static_cast< float>(y29)) - ((46) - (*dst28)))); 
# 46
out30:; ; 
# 47
} 
#endif
# 49 "v001746.cu"
void run_reduce31(int lane32, int *out33, int count34) { 
# 50
if ((*out33) > count34) { 
# 51
goto done35; 
# 52
}  
# 53
switch (sweep20(Color10::Idle11, count34)) { 
# 54
case 0:  
# 55
(__cudaPushCallConfiguration(dim3(256 * 2, (lane32 + 31) / 32), 64, 128 * 2)) ? (void)0 : pivot3_kernel(reinterpret_cast< float *>(out33), reinterpret_cast< float *>(out33), reinterpret_cast< float *>(out33), &lane32); 
# 56
[[fallthrough]] ; 
# 57
case 5:  
# 58
if ((out33[lane32 & 7]) <= (out33[3])) { 
# 59
return; }  
# 60
(out33[lane32 & 7]) = (static_cast< unsigned>(1L)); 
# 61
break; 
# 62
}  
# 63
done35:; ; 
# 64
} 
# 66
static int run_fold36(Color10 p37, double cfg38, unsigned b39) { 
# 67
int w40 = 0; 
# 68
do { 
# 69
auto fn43 = [=](unsigned hi41) mutable { 
# 70
hi41 *= ((b39) + sizeof(size_t)); 
# 71
long x42 = (43UL); 
# 72
(b39) = (sweep20(Color10::Off12, hi41)); 
# 73
} ; typedef decltype(fn43) __T0;
# 74
fn43(cfg38); 
# 75
if (b39 >= (sweep20(p37, 12))) { 
# 76
continue; }  
# 77
auto op46 = [](int prod44)->short { 
# 78
prod44 += ((sweep20(Color10::Idle11, (20.125F))) - 8); 
# 79
double x45 = (12.125) - (sweep20(Color10::High13, 38)); 
# 80
x45 = ((24.625F)); 
# 81
return 54; 
# 82
} ; typedef decltype(op46) __T1;
# 83
++w40; 
# 84
}  while (w40 < 3); 
# 85
b39 = w40; 
# 86
int lo47{((int)63U)}; 
# 87
if ((sweep20(Color10::Idle11, b39)) < 12) { 
# 88
goto skip48; 
# 89
}  
# 90
sweep20(Color10::Idle11, (lo47 ^ w40) % b39); 
# 91
skip48:; ; 
# 92
return ((unsigned)(w40 + 13)) ^ (sweep20(Color10::Idle11, sweep20(Color10::Idle11, 13U))); 
# 93
} 
# 95
int main() { 
# 96
int n49 = 2485; 
# 97
run_reduce31(n49, &n49, 39 + (sweep20(Color10::Off12, n49))); 
# 98
(__cudaPushCallConfiguration((n49 + 255) / 256, 32, 4096)) ? (void)0 : count14_kernel((1) / (static_cast< double>(n49)), Color10::Idle11, nullptr); 
# 99
n49 = 3813; 
# 100
n49 %= 13; 
# 101
(__cudaPushCallConfiguration(dim3((n49 + 31) / 32, 256), 64, 0)) ? (void)0 : gather27_kernel(nullptr); 
# 102
++n49; 
# 103
return 0; 
# 104
} 

# 1 "v001746.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97ddf4d9_10_v001746_cu_c5ffb4a5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001746.cudafe1.stub.c"
#include "v001746.cudafe1.stub.c"
# 1 "v001746.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
