# 1 "i000386.cu"
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
# 9 "i000386.cu"
__attribute__((visibility("hidden"))) void sift4(int count5, int *__restrict__ data6, int *__restrict__ out7, int n8) ;
#if 0
# 9
{ 
# 10
++count5; 
# 11
n8--; 
# 12
count5 |= (((n8 - n8) - 33) - ((62 + n8) + (('0') - count5))); 
# 13
(data6[7])++; 
# 14
if ((count5 - 243U) >= (data6[count5])) { 
# 15
goto out9; 
# 16
}  
# 17
((data6[count5])--), (count5 -= (count5 + (static_cast< char>(4)))); 
# 18
count5 += (((out7[1]) += (*out7)), (data6[5])); 
# 19
(*data6) = (data6[6]); 
# 20
out9:; ; 
# 21
} 
#endif
# 23 "i000386.cu"
int count10(int count11, short *__restrict__ out12, unsigned alpha13) { 
# 24
(*out12) = (alpha13 % ((sizeof(double) * alpha13) + ((4) * alpha13))); 
# 25
static int hi14 = 53; 
# 26
(__cudaPushCallConfiguration(16 * 2, 16 + 496)) ? (void)0 : sift4((alpha13 % (30)) + (27), reinterpret_cast< int *>(out12), nullptr, (((*out12) += alpha13), 64UL)); 
# 27
(*out12) = alpha13; 
# 28
int lo15 = (((hi14 += sizeof(unsigned)), (out12[3])) >> 5) >> 7; 
# 29
double t16 = +(-(alpha13 + (5.875))); 
# 30
(__cudaPushCallConfiguration(1, 128 * 4)) ? (void)0 : sift4((20U) / (t16 - hi14), &count11, &lo15, t16 - (static_cast< int>(31))); 
# 31
return ((count11 += t16), 28); 
# 32
} 
# 34
__attribute__((unused)) long grow17(short q18, float p19, int len20) {int volatile ___ = 1;(void)q18;(void)p19;(void)len20;
# 43
::exit(___);}
#if 0
# 34
{ 
# 35
len20++; 
# 36
int x21(p19 * (7)); 
# 37
int e22 = ((x21 * 63L) << (15 + x21)) - (10ULL + (x21 - 32UL)); 
# 38
if ((e22 < sizeof(int)) && (q18 < len20)) { 
# 39
return ((128) - p19) - (51); }  
# 40
if (!q18) { 
# 41
return (+x21) / 35; }  
# 42
return ((static_cast< int>(32)) - x21) - q18; 
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "i000386.cu"
template< class T> static void 
# 46
__wrapper__device_stub_spread23(T *&dst24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
if ((dst24[0]) > (dst24[4])) { 
# 48
return; }  
# 49
__attribute__((unused)) static float sh_25; 
# 50
__attribute__((unused)) static float sh_26; 
# 51
sh_25 *= (sh_25 + sh_25); 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 45 "i000386.cu"
template< class T> static void 
# 46
spread23(T *dst24) {__wrapper__device_stub_spread23<T>(dst24);
# 52
return;}
#if 0
# 46
{ 
# 47
if ((dst24[0]) > (dst24[4])) { 
# 48
return; }  
# 49
__attribute__((unused)) static float sh_25; 
# 50
__attribute__((unused)) static float sh_26; 
# 51
sh_25 *= (sh_25 + sh_25); 
# 52
} 
#endif
# 54 "i000386.cu"
__attribute__((unused)) void fold27(int *__restrict__ data28, int stride29, const unsigned long *__restrict__ input30) {int volatile ___ = 1;(void)data28;(void)stride29;(void)input30;
# 57
::exit(___);}
#if 0
# 54
{ 
# 55
stride29 = (static_cast< long>(((63) - (input30[stride29])) / (35))); 
# 56
__attribute__((unused)) static int sh_31[11][6]; 
# 57
} 
#endif
# 59 "i000386.cu"
__attribute((always_inline)) __attribute__((unused)) inline float bump32(int stride33, float *__restrict__ buf34) {int volatile ___ = 1;(void)stride33;(void)buf34;
# 63
::exit(___);}
#if 0
# 59
{ 
# 60
(stride33--), (stride33 = ((59) + (buf34[stride33]))); 
# 61
stride33 = ((128) + (buf34[stride33])); 
# 62
return -(4.75F); 
# 63
} 
#endif
# 65 "i000386.cu"
struct Stats35 { 
# 66
float x36; 
# 67
int y37; 
# 68
}; 
# 70
__attribute__((visibility("hidden"))) void grow38_kernel(Stats35 q39) ;
#if 0
# 70
{ 
# 71
if ((q39.x36) == (q39.y37)) { 
# 72
return; }  
# 73
(q39.x36) /= (6); 
# 74
++(q39.y37); 
# 75
} 
#endif
# 77 "i000386.cu"
inline double run_warp40(int n41, int len42) { 
# 78
long hi43 = sizeof(int) * ((n41 + n41) + (len42 - len42)); 
# 79
unsigned lo44 = ((8) * hi43) / (31); 
# 80
if ((+lo44) >= (52)) { 
# 81
goto done45; 
# 82
}  
# 83
if (!(n41 <= n41)) { 
# 84
return len42 - 32; }  
# 85
done45:; ; 
# 86
return (7.75); 
# 87
} 
# 89
int main() { 
# 90
int size46 = 1099; 
# 91
size46 = (size46 << (-1)); 
# 92
int res47 = (static_cast< int>(2496)); 
# 93
(__cudaPushCallConfiguration((size46 + 63) / 64, 64)) ? (void)0 : spread23< long> (nullptr); 
# 94
char u48 = ((size46 * res47) + (res47 - 32)) * 6; 
# 95
size46--; 
# 96
(__cudaPushCallConfiguration((size46 + 31) / 32, 32 * 8, 0, nullptr)) ? (void)0 : grow38_kernel(Stats35{(55U), 11}); 
# 97
return 0; 
# 98
} 

# 1 "i000386.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b96e8a1f_10_i000386_cu_3877cafc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000386.cudafe1.stub.c"
#include "i000386.cudafe1.stub.c"
# 1 "i000386.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
