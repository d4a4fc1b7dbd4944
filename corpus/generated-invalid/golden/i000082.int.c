# 1 "i000082.cu"
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
# 8 "i000082.cu"
struct Stats3 { 
# 9
int vel4; 
# 10
int flag5; 
# 11
}; 
# 13
inline int grow6(float cfg7, double b8) { 
# 14
if ((cfg7 - b8) == b8) { 
# 15
return 55; }  
# 16
float acc9 = (31U); 
# 17
float h10 = (b8 < (3)) ? b8 : (3); 
# 18
acc9++; 
# 19
cfg7 = (10); 
# 20
return 5L; 
# 21
} 
# 24
__attribute__((visibility("hidden"))) void combine11(int lane12) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern int dyn_13[]; 
# 26
unsigned long x14 = (53U); 
# 27
__attribute__((unused)) static Stats3 sh_15; 
# 28
lane12 = 36; 
# 29
(dyn_13[lane12])--; 
# 30
} 
#endif
# 32 "i000082.cu"
__attribute__((visibility("hidden"))) void scale16_kernel(int *buf17) ;
#if 0
# 32
{ 
# 33
(*buf17)--; 
# 34
if (double r18 = ((1.125F)); ((float)(buf17[0])) <= (12 & (*buf17))) { 
# 35
if (unsigned y19 = r18; (*buf17) != r18) { 
# 36
{ 
# 37
Stats3 lim20 = Stats3{}; 
# 38
const int v21 = 3; 
# 39
} 
# 40
}  
# 41
}  
# 42
(buf17[5]) = ((((buf17[5]) ^ (buf17[2])) < ((sizeof(int) % (*buf17)) | ((buf17[0]) + (buf17[6])))) ? (buf17[5]) ^ (buf17[2]) : ((sizeof(int) % (*buf17)) | ((buf17[0]) + (buf17[6])))); 
# 43
} 
#endif
# 45 "i000082.cu"
constexpr int stencil22(int count23, unsigned char cfg24) { 
# 46
cfg24 = cfg24; 
# 47
cfg24 = count23; 
# 48
return 51UL; 
# 49
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51
template< class T> static void 
# 52
__wrapper__device_stub_sweep25_kernel(const T *&src26, float *__restrict__ &acc27, const T *&in28, T &a29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
++a29; 
# 54
a29 = (((*src26) < (in28[2])) ? *src26 : (in28[2])); 
# 55
float t30 = 7 & ((unsigned char)((acc27[4]) - (acc27[0]))); 
# 56
(acc27[7]) = (5.5F); 
# 57
t30 = ((in28[0]) - 10U); 
# 58
(acc27[0]) = (((60L - a29) + ((acc27[1]) * (35))) * (49 * (*in28))); 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 51 "i000082.cu"
template< class T> static void 
# 52
sweep25_kernel(const T *src26, float *__restrict__ acc27, const T *in28, T a29) {__wrapper__device_stub_sweep25_kernel<T>(src26,acc27,in28,a29);
# 59
return;}
#if 0
# 52
{ 
# 53
++a29; 
# 54
a29 = (((*src26) < (in28[2])) ? *src26 : (in28[2])); 
# 55
float t30 = 7 & ((unsigned char)((acc27[4]) - (acc27[0]))); 
# 56
(acc27[7]) = (5.5F); 
# 57
t30 = ((in28[0]) - 10U); 
# 58
(acc27[0]) = (((60L - a29) + ((acc27[1]) * (35))) * (49 * (*in28))); 
# 59
} 
#endif
# 61 "i000082.cu"
__attribute__((visibility("hidden"))) void split31_kernel(int lane32, int *data33) ;
#if 0
# 61
{ 
# 62
lane32 = 63; 
# 63
const unsigned short *idx34 = ((const unsigned short *)nullptr); 
# 64
} 
#endif
# 66 "i000082.cu"
class Sample35 { 
# 67
int val36; 
# 69
public: Sample35(int c37) : val36(c37) { } 
# 70
int bump38() const { 
# 71
return 20; 
# 72
} 
# 73
void norm39(unsigned tmp40) { 
# 74
tmp40 = (4540 - (val36)); 
# 75
} 
# 76
}; 
# 79
constexpr int apply41(int lane42) { 
# 80
lane42 = (((lane42 - (lane42 + 51UL)) < ((lane42 < (lane42 + lane42)) ? lane42 : (lane42 + lane42))) ? lane42 - (lane42 + 51UL) : ((lane42 < (lane42 + lane42)) ? lane42 : (lane42 + lane42))); 
# 81
return 2; 
# 82
} 
# 83
int compute46(int x) 
# 84
{ 
# 85
if (x > 2) { 
# 86
return; }  
# 87
return x; 
# 88
} 
# 90
int main() { 
# 91
int n43 = 1510; 
# 92
n43 = n43; 
# 93
--n43; 
# 94
const int diff44 = (16UL); 
# 95
int *z45 = &n43; 
# 96
(__cudaPushCallConfiguration(8, 128, 0, (cudaStream_t)0)) ? (void)0 : combine11((34L) + (n43 ^ 26LL)); 
# 97
(__cudaPushCallConfiguration(dim3(32, 8 * 2, 32 * 16), dim3(128 * 2, (n43 + 127) / 128, 512))) ? (void)0 : scale16_kernel(&n43); 
# 98
(__cudaPushCallConfiguration(((dim3)((n43 + 127) / 128)), 64)) ? (void)0 : sweep25_kernel((const int *)nullptr, nullptr, &diff44, static_cast< int>(42LL - (*z45))); 
# 99
return 0; 
# 100
} 

# 1 "i000082.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b0986fe6_10_i000082_cu_98b3bbf4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000082.cudafe1.stub.c"
#include "i000082.cudafe1.stub.c"
# 1 "i000082.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
