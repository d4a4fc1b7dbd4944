# 1 "v000030.cu"
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
# 5 "v000030.cu"
__attribute__((unused)) char sweep1(int count2, unsigned long long *__restrict__ acc3) {int volatile ___ = 1;(void)count2;(void)acc3;
# 14
::exit(___);}
#if 0
# 5
{ 
# 6
unsigned q4 = acc3[3]; 
# 7
if (!(*acc3)) { 
# 8
return +(count2 % count2); }  
# 9
int val5 = ((q4 + (63)) - ((long)q4)) % q4; 
# 10
val5 = ((unsigned short)(((acc3[0]) + (__device_builtin_variable_gridDim.x)) - count2)); 
# 11
__attribute__((unused)) static int sh_6[256]; 
# 12
int t7 = 16; 
# 13
return 44ULL; 
# 14
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 15 "v000030.cu"
__attribute((noinline)) __attribute__((unused)) static int relax8(const unsigned char *src9) {int volatile ___ = 1;(void)src9;
# 17
::exit(___);}
#if 0
# 15
{ 
# 16
return (60UL + ((*src9) * (src9[__device_builtin_variable_gridDim.x]))) + (56U); 
# 17
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000030.cu"
__attribute__((unused)) short smooth10(int lane11) {int volatile ___ = 1;(void)lane11;
# 27
::exit(___);}
#if 0
# 18
{ 
# 19
--lane11; 
# 20
if ((lane11 >= 13) && (!((__device_builtin_variable_blockIdx.z) > (42)))) { 
# 21
lane11 *= 0; 
# 22
if (lane11) { 
# 23
return 3UL; }  
# 24
long long k12 = ((float)lane11) * (((double)4157) + lane11); 
# 25
}  
# 26
return -58; 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28 "v000030.cu"
template< class T, class U> static void 
# 29
__wrapper__device_stub_accum13(U *__restrict__ &out14, const float *&src15, T &beta16, int *__restrict__ &buf17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_18[]; 
# 31
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
int hi20 = ((int)18); 
# 33
if ((dyn_18[0]) > hi20) { 
# 34
goto skip21; 
# 35
}  
# 36
beta16 *= ((((17) * (__device_builtin_variable_blockIdx.y)) == hi20) ? (56) * (__device_builtin_variable_threadIdx.y) : (1.125F)); 
# 37
skip21:; ; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 28 "v000030.cu"
template< class T, class U> static void 
# 29
accum13(U *__restrict__ out14, const float *src15, T beta16, int *__restrict__ buf17) {__wrapper__device_stub_accum13<T,U>(out14,src15,beta16,buf17);
# 38
return;}
#if 0
# 29
{ 
# 30
__attribute__((unused)) extern float dyn_18[]; 
# 31
int idx19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
int hi20 = ((int)18); 
# 33
if ((dyn_18[0]) > hi20) { 
# 34
goto skip21; 
# 35
}  
# 36
beta16 *= ((((17) * (__device_builtin_variable_blockIdx.y)) == hi20) ? (56) * (__device_builtin_variable_threadIdx.y) : (1.125F)); 
# 37
skip21:; ; 
# 38
} 
#endif
# 39 "v000030.cu"
__attribute__((unused)) inline float pivot22(unsigned long long a23, float b24) {int volatile ___ = 1;(void)a23;(void)b24;
# 51
::exit(___);}
#if 0
# 39
{ 
# 40
if ((__device_builtin_variable_gridDim.z) == b24) { 
# 41
return (9.75F); }  
# 42
if (a23 <= (60UL)) { 
# 43
float base25 = (21.375F) * b24; 
# 44
if (bool k26 = (__device_builtin_variable_gridDim.x) > b24; !((k26 + k26) == (__device_builtin_variable_gridDim.y))) { 
# 45
double k27 = base25; 
# 46
b24 += ((char)((int)((__device_builtin_variable_gridDim.y) + base25))); 
# 47
b24 = (((10.0F) + a23) - k27); 
# 48
}  
# 49
}  
# 50
return ((a23 * a23) + (16.125F)) - (sizeof(unsigned)); 
# 51
} 
#endif
# 52 "v000030.cu"
__attribute__((visibility("hidden"))) void weigh28(unsigned char b29, int lane30, const double *coef31, int stride32) ;
#if 0
# 52
{ 
# 53
int tid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
if (tid33 >= stride32) { 
# 55
return; }  
# 56
__attribute__((unused)) static float sh_34[2][7]; 
# 57
if ((52) > (stride32 + 27ULL)) { 
# 58
goto done35; 
# 59
}  
# 60
if ((b29 < stride32) && (tid33 <= 29)) { 
# 61
return; }  
# 62
done35:; ; 
# 63
} 
#endif
# 64 "v000030.cu"
extern "C" {
# 65
__attribute__((unused)) void split40(long *__restrict__ acc41, float *out42) {int volatile ___ = 1;(void)acc41;(void)out42;
# 69
::exit(___);}
#if 0
# 65
{ 
# 66
float lo43 = (__device_builtin_variable_gridDim.z) * (__device_builtin_variable_threadIdx.y); 
# 67
if ((unsigned)lo43) { 
# 68
return; }  
# 69
} 
#endif
# 70 "v000030.cu"
__attribute__((visibility("hidden"))) void update36(int *acc37, int n38) ;
#if 0
# 70
{ 
# 71
int gid39 = __device_builtin_variable_threadIdx.x; 
# 72
if (gid39 >= n38) { 
# 73
return; }  
# 74
if ((*acc37) != 44) { 
# 75
return; }  
# 76
n38 *= 56; 
# 77
} 
#endif
# 78 "v000030.cu"
}
# 79
constexpr int run_split44(int count45) { 
# 80
int res46 = count45 + (28 + count45); 
# 81
short s47 = (size_t)((res46) ? 48 : count45); 
# 82
return s47; 
# 83
} 
# 84
int main() { 
# 85
int len48 = 475; 
# 86
if (unsigned long z49 = (len48 + len48) + ((len48 - 20) * (45 / len48)); ((z49 - len48) * (45)) == z49) { 
# 87
len48 |= z49; }  
# 88
len48 -= 55U; 
# 89
(__cudaPushCallConfiguration(256, sizeof(float) * (16), sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : accum13((double *)nullptr, nullptr, (9.0), &len48); 
# 90
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : weigh28(-len48, +(0 + len48), nullptr, 46); 
# 91
(__cudaPushCallConfiguration((len48 + 63) / 64, ((dim3)(128)))) ? (void)0 : update36(&len48, (9 % len48) * ((float)'#')); 
# 92
return 0; 
# 93
} 

# 1 "v000030.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bbe44c19_10_v000030_cu_41ebf597
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000030.cudafe1.stub.c"
#include "v000030.cudafe1.stub.c"
# 1 "v000030.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
