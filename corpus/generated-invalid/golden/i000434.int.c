# 1 "i000434.cu"
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
# 5 "i000434.cu"
namespace ops1 { 
# 6
struct Pixel2 { 
# 7
double count3; 
# 8
int mass4; 
# 9
long long x5; 
# 10
}; 
# 12
Pixel2 operator+(Pixel2 a, Pixel2 b) { 
# 13
Pixel2 r = a; 
# 14
(r.count3) += (b.count3); 
# 15
(r.mass4) += (b.mass4); 
# 16
(r.x5) += (b.x5); 
# 17
return r; 
# 18
} 
# 19
static size_t d_gather6[4]; 
# 20
static bool d_pivot7[64]; 
# 21
}
# 23
struct Particle8 { 
# 24
int flag9; 
# 25
unsigned lo10; 
# 26
unsigned x11; 
# 27
unsigned short id12; 
# 28
}; 
# 30
inline Particle8 operator+(Particle8 a, Particle8 b) { 
# 31
Particle8 r = a; 
# 32
(r.flag9) += (b.flag9); 
# 33
(r.lo10) += (b.lo10); 
# 34
(r.x11) += (b.x11); 
# 35
(r.id12) += (b.id12); 
# 36
return r; 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void lerp13(const short *coef14, int *dst15, double *buf16, float alpha17) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern float dyn_18[]; 
# 41
if (alpha17 != (59)) { 
# 42
(ops1::d_gather6[2]) /= ((float)((1.625F) * (*coef14))); 
# 43
int off19{18}; 
# 44
alpha17--; 
# 45
}  
# 46
} 
#endif
# 48 "i000434.cu"
__attribute__((visibility("hidden"))) void shade20_kernel(const Particle8 cfg21, float *acc22, unsigned long *buf23, unsigned long *data24) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) static double sh_25[7][12]; 
# 50
for (int j26 = 0; j26 < 6; ++j26) { 
# 51
unsigned f27 = ops1::d_pivot7[j26]; 
# 52
f27 *= (((ops1::d_gather6[1]) += (47)), ((cfg21.lo10) / 43L)); 
# 53
}  
# 54
double acc28 = ops1::d_pivot7[7]; 
# 55
int w29 = *data24; 
# 56
float diff30 = acc22[1]; 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "i000434.cu"
template< class T, int N> static void 
# 60
__wrapper__device_stub_scale31(T &beta32, T &cfg33, const ops1::Pixel2 &cfg34, int &stride35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern int dyn_36[]; 
# 62
stride35 %= (34 - stride35); 
# 63
if (beta32 <= 'a') { 
# 64
return; }  
# 65
for (int j37 = 13; j37 > 0; --j37) { 
# 66
const T *r38 = (&cfg33); 
# 67
(dyn_36[6])--; 
# 68
}  
# 69
cfg33 = (ops1::d_pivot7[23]); 
# 70
} 
#endif

#pragma GCC diagnostic pop

# 59 "i000434.cu"
template< class T, int N> static void 
# 60
scale31(T beta32, T cfg33, const ops1::Pixel2 cfg34, int stride35) {__wrapper__device_stub_scale31<T,N>(beta32,cfg33,cfg34,stride35);
# 70
return;}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern int dyn_36[]; 
# 62
stride35 %= (34 - stride35); 
# 63
if (beta32 <= 'a') { 
# 64
return; }  
# 65
for (int j37 = 13; j37 > 0; --j37) { 
# 66
const T *r38 = (&cfg33); 
# 67
(dyn_36[6])--; 
# 68
}  
# 69
cfg33 = (ops1::d_pivot7[23]); 
# 70
} 
#endif
# 72 "i000434.cu"
constexpr int grow39(int n40) { 
# 73
n40 |= n40; 
# 74
constexpr double k41 = ((12.75F)); 
# 75
return n40; 
# 76
} 
# 78
int main() { 
# 79
int count42 = 593; 
# 80
unsigned size44 = count42; 
# 81
if (size44 < (0)) { 
# 82
count42 = 0; 
# 83
}  
# 84
count42 = (((double)count42) + ((int)(25 * count42))); 
# 85
count42 *= (count42 / ((count42 + count42) + count42)); 
# 86
ops1::Pixel2 r43 = {(3.0), (50U), static_cast< long long>(count42 * 57)}; 
# 87
(__cudaPushCallConfiguration(dim3(1, (count42 + 31) / 32, (count42 + 255) / 256), dim3((count42 + 255) / 256, (count42 + 255) / 256), 1024)) ? (void)0 : lerp13((const short *)nullptr, &count42, (double *)nullptr, count42); 
# 88
(__cudaPushCallConfiguration(((dim3)(512)), 256, 0, (cudaStream_t)0)) ? (void)0 : shade20_kernel(Particle8{}, (float *)nullptr, (unsigned long *)nullptr, nullptr); 
# 89
(__cudaPushCallConfiguration(4, 128, 0, (cudaStream_t)0)) ? (void)0 : scale31< unsigned, 6> (r43.count3, r43.mass4, (r43 + r43), (4) * (r43.x5)); 
# 90
return 0; 
# 91
} 

# 1 "i000434.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79b2433d_10_i000434_cu_96edd4f8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000434.cudafe1.stub.c"
#include "i000434.cudafe1.stub.c"
# 1 "i000434.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
