# 1 "v001262.cu"
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
# 13 "v001262.cu"
float norm7(const float *__restrict__ input8) { 
# 14
constexpr float y9 = (3.5F); 
# 15
if ((input8[4]) >= ('0')) { 
# 16
return (9.875F); 
# 17
}  
# 18
return (0.5F); 
# 19
} 
# 20
template< class T> inline void 
# 21
gather10(T a11, T b12) { 
# 22
int val13 = a11; 
# 23
b12 = sizeof(T); 
# 24
b12 = b12; 
# 25
T lim14 = val13 / ((58UL + b12) * ((12.5F) / a11)); 
# 26
T t15 = lim14 * 3; 
# 27
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N> static void 
# 30
__wrapper__device_stub_march16(T *__restrict__ &buf17, long long &q18, const T *&in19, float &a20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
T flag21 = buf17[q18]; 
# 32
(buf17[0]) /= (6.625F); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001262.cu"
template< class T, int N> static void 
# 30
march16(T *__restrict__ buf17, long long q18, const T *in19, float a20) {__wrapper__device_stub_march16<T,N>(buf17,q18,in19,a20);
# 33
return;}
#if 0
# 30
{ 
# 31
T flag21 = buf17[q18]; 
# 32
(buf17[0]) /= (6.625F); 
# 33
} 
#endif
# 34 "v001262.cu"
static size_t g_fold22; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 36
__attribute((noinline)) __attribute__((unused)) static int relax23(float *out24, float *acc25) {int volatile ___ = 1;(void)out24;(void)acc25;
# 52
::exit(___);}
#if 0
# 36
{ 
# 37
(*out24) -= ((6.25F) - ((acc25[4]) - (3))); 
# 38
int iter26 = 0; 
# 39
while (iter26 < iter26) { 
# 40
if ((acc25[iter26]) != (out24[7])) { 
# 41
break; 
# 42
}  
# 43
++iter26; 
# 44
}  
# 45
(*out24) -= (3); 
# 46
(out24[3]) = (38); 
# 47
char base27 = iter26; 
# 48
if ((*acc25) >= (21ULL)) { 
# 49
return base27; 
# 50
}  
# 51
return sizeof(double); 
# 52
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001262.cu"
int clamp28(int stride29, int lane30, int count31) { 
# 54
count31--; 
# 55
count31 %= ((long)37); 
# 56
count31 = ((((count31 < count31) ? lane30 : stride29) == ((long)(lane30 + lane30))) ? (+count31) - 42ULL : (9)); 
# 57
count31 = 37; 
# 58
long tmp32 = (3686); 
# 59
constexpr float diff33 = ('#'); 
# 60
size_t s34 = (58); 
# 61
return s34; 
# 62
} 
# 63
void check_spread35(unsigned long *__restrict__ dst36, int *acc37, float *data38) { 
# 64
int pass39 = 0; 
# 65
do { 
# 66
int w40 = 0; 
# 67
while (w40 < pass39) { 
# 68
(__cudaPushCallConfiguration(1 << (3 + 1), ((dim3)(sizeof(int) * (3 + 13))), 0, 0)) ? (void)0 : march16< int, 6> (acc37, ((data38[6]) > (dst36[g_fold22])) ? (3) - g_fold22 : ((pass39) ? 0 : 63), acc37, 3); 
# 69
float m41{(21.75F)}; 
# 70
++w40; 
# 71
}  
# 72
++pass39; 
# 73
} while (pass39 < pass39); 
# 74
} 
# 75
int main() { 
# 76
int len42 = 673; 
# 77
int w43 = 0; 
# 78
while (w43 < w43) { 
# 79
if ((w43 * len42) >= 3) { 
# 80
return (24 << len42) - 19; 
# 81
}  
# 82
++w43; 
# 83
}  
# 84
int lo44 = g_fold22; 
# 85
return 0; 
# 86
} 

# 1 "v001262.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__32b2a15d_10_v001262_cu_639a26aa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001262.cudafe1.stub.c"
#include "v001262.cudafe1.stub.c"
# 1 "v001262.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
