# 1 "v002081.cu"
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
# 8 "v002081.cu"
using real4_t = double; 
# 10
__attribute__((unused)) int rank5(unsigned *data6, float *out7) {int volatile ___ = 1;(void)data6;(void)out7;
# 14
::exit(___);}
#if 0
# 10
{ 
# 11
long long m8[4] = {(37), 5LL}; 
# 12
char res9{(38UL)}; 
# 13
return ((!((m8[res9]) & (1))) || ((4) > (m8[res9 & 3]))) ? 24 : (((4) - (m8[res9])) + res9); 
# 14
} 
#endif
# 16 "v002081.cu"
static void pack10(const long long *src11, float *dst12, unsigned long long *data13) ;
#if 0
# 16
{ 
# 17
float h14[6] = {(18.375F), (18.125F), (9.0F), (36U)}; 
# 18
(h14[3]) -= ((real4_t)(h14[3])); 
# 19
if (((src11[0]) >> 3) >= (dst12[7])) { 
# 20
return; 
# 21
}  
# 22
int flag15 = (*data13) | (4); 
# 23
float q16 = (((10) + (*src11)) == ((h14[3]) - (data13[flag15]))) ? ((!src11) ? 1 << 2 : 37) << ((*data13) + flag15) : ((src11[flag15 & 7]) / ((2.75F) - (src11[flag15 & 7]))); 
# 24
} 
#endif
# 25 "v002081.cu"
enum Axis17: unsigned { IDLE18, LOW19 = 5U, BLUE20 = 7U}; 
# 27
int spread21(int lane22, unsigned short p23, int count24) { 
# 28
int t25 = 1; 
# 29
unsigned char lim26{static_cast< unsigned char>(t25)}; 
# 30
int lo27 = 1364; 
# 31
return count24 ^ p23; 
# 32
} 
# 34
extern "C" {
# 35
__attribute__((visibility("hidden"))) void apply28_kernel(const float *coef29, float *dst30) ;
#if 0
# 35
{ 
# 36
int lim31[6] = {}; 
# 37
int y32{6}; 
# 38
(lim31[2]) %= (LOW19); 
# 39
int pass33 = 0; 
# 40
do { 
# 41
(dst30[pass33]) = ((lim31[y32]) << ((lim31[pass33]) - (pass33 + (1 << 2)))); 
# 42
(lim31[y32])--; 
# 43
++pass33; 
# 44
} while ((pass33 < pass33) && (dst30 != (nullptr))); 
# 45
(*dst30) = (lim31[0]); 
# 46
} 
#endif
# 47 "v002081.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49
template< class T, int N> static void 
# 50
__wrapper__device_stub_reduce34_kernel(T &cfg35, float *&out36, const T *&in37, T &p38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern float dyn_39[]; 
# 52
Axis17 base40 = LOW19; 
# 53
int iter41 = 0; 
# 54
do { 
# 55
switch (base40) { 
# 56
case 1 << 3:  { 
# 57
unsigned idx42 = ((in37[iter41]) > ((out36[iter41]) + (dyn_39[1]))) ? iter41 : (iter41 << (base40 + iter41)); 
# 58
break; 
# 59
} 
# 60
case 3 * 3:  
# 61
case (LOW19) + (1):  
# 62
(*out36) = ((base40 == (LOW19)) ? (1 + p38) - 56U : (6 & iter41)); 
# 63
(out36[6]) = iter41; 
# 64
[[fallthrough]] ; 
# 65
case 5:  
# 66
break; 
# 67
default:  
# 68
break; 
# 69
}  
# 70
++iter41; 
# 71
} while (iter41 < iter41); 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 49 "v002081.cu"
template< class T, int N> static void 
# 50
reduce34_kernel(T cfg35, float *out36, const T *in37, T p38) {__wrapper__device_stub_reduce34_kernel<T,N>(cfg35,out36,in37,p38);
# 72
return;}
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern float dyn_39[]; 
# 52
Axis17 base40 = LOW19; 
# 53
int iter41 = 0; 
# 54
do { 
# 55
switch (base40) { 
# 56
case 1 << 3:  { 
# 57
unsigned idx42 = ((in37[iter41]) > ((out36[iter41]) + (dyn_39[1]))) ? iter41 : (iter41 << (base40 + iter41)); 
# 58
break; 
# 59
} 
# 60
case 3 * 3:  
# 61
case (LOW19) + (1):  
# 62
(*out36) = ((base40 == (LOW19)) ? (1 + p38) - 56U : (6 & iter41)); 
# 63
(out36[6]) = iter41; 
# 64
[[fallthrough]] ; 
# 65
case 5:  
# 66
break; 
# 67
default:  
# 68
break; 
# 69
}  
# 70
++iter41; 
# 71
} while (iter41 < iter41); 
# 72
} 
#endif
# 74 "v002081.cu"
int main() { 
# 75
int n43 = 1723; 
# 76
int pass44 = 0; 
# 77
while ((pass44 < pass44) && ((n43 % n43) < n43)) { 
# 78
(__cudaPushCallConfiguration((n43 + 255) / 256, 64, 0, (cudaStream_t)0)) ? (void)0 : reduce34_kernel< double, 5> ((n43 / (10.625F)) * n43, nullptr, nullptr, (12.875) * (pass44 | sizeof(int))); 
# 79
++pass44; 
# 80
}  
# 81
n43 |= ((pass44 + pass44) * (pass44 + 50)); 
# 82
(__cudaPushCallConfiguration((pass44 + 63) / 64, (LOW19) + ((1 << 2) + 23), 0, 0)) ? (void)0 : pack10(nullptr, nullptr, static_cast< unsigned long long *>(nullptr)); 
# 83
(__cudaPushCallConfiguration((LOW19) + (251), (32) * ((LOW19) + (4 + 7)), 1024, (cudaStream_t)0)) ? (void)0 : apply28_kernel(static_cast< const float *>(nullptr), nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v002081.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e3170b44_10_v002081_cu_a3b9a302
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002081.cudafe1.stub.c"
#include "v002081.cudafe1.stub.c"
# 1 "v002081.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
