# 1 "v000606.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13 "v000606.cu"
template< class T, int N> static void 
# 14
__wrapper__device_stub_shade4(const T *&in5, int &count6, int *&data7, T *&data8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern unsigned dyn_9[]; 
# 16
(*data7) = (((((data7[count6]) + (*data7)) << (33 * (data7[7]))) == ((short)N)) ? dyn_9[count6] : (N)); 
# 17
--(*data8); 
# 18
if ((63 < count6) || ((in5[6]) > (in5[2]))) { 
# 19
return; 
# 20
}  
# 21
int pass10 = 0; 
# 22
if (in5 != nullptr) { 
# 23
goto finish11; 
# 24
}  
# 25
while (pass10 < 12) { 
# 26
count6 = (dyn_9[2]); 
# 27
(data8[1]) = N; 
# 28
++pass10; 
# 29
}  
# 30
finish11:; ; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 13 "v000606.cu"
template< class T, int N> static void 
# 14
shade4(const T *in5, int count6, int *data7, T *data8) {__wrapper__device_stub_shade4<T,N>(in5,count6,data7,data8);
# 31
return;}
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern unsigned dyn_9[]; 
# 16
(*data7) = (((((data7[count6]) + (*data7)) << (33 * (data7[7]))) == ((short)N)) ? dyn_9[count6] : (N)); 
# 17
--(*data8); 
# 18
if ((63 < count6) || ((in5[6]) > (in5[2]))) { 
# 19
return; 
# 20
}  
# 21
int pass10 = 0; 
# 22
if (in5 != nullptr) { 
# 23
goto finish11; 
# 24
}  
# 25
while (pass10 < 12) { 
# 26
count6 = (dyn_9[2]); 
# 27
(data8[1]) = N; 
# 28
++pass10; 
# 29
}  
# 30
finish11:; ; 
# 31
} 
#endif
# 33 "v000606.cu"
struct Acc12 { 
# 34
int vel13; 
# 35
char weight14; 
# 36
int w15; 
# 37
}; 
# 39
void check_shade16(double p17, double cfg18, Acc12 alpha19) { 
# 40
for (int it20 = 0; it20 < 3; ++it20) { 
# 41
(__cudaPushCallConfiguration(dim3(8, 1 << 1, 2), 64)) ? (void)0 : shade4< long, 2> (static_cast< const long *>(nullptr), 54UL + (alpha19.w15), (int *)nullptr, nullptr); 
# 42
int stride21 = (29LL); 
# 43
}  
# 44
cfg18 = (p17 - (63)); 
# 45
int stride22{4483}; 
# 46
if (p17 < (54)) { 
# 47
goto out23; 
# 48
}  
# 49
(__cudaPushCallConfiguration(dim3((stride22 + 63) / 64, (stride22 + 63) / 64, 512), 512)) ? (void)0 : shade4< long, 2> ((const long *)nullptr, 2UL, nullptr, nullptr); 
# 50
if (stride22 << stride22) { 
# 51
return; 
# 52
}  
# 53
out23:; ; 
# 54
} 
# 56
__attribute__((visibility("hidden"))) void weigh24_kernel(int *acc25, const unsigned *input26, const int *src27, float beta28) ;
#if 0
# 56
{ 
# 57
int stride29 = (((acc25[0]) >> (acc25[1])) * (*input26)) - (*acc25); 
# 58
beta28 = (input26[stride29]); 
# 59
float cnt30((17.375F)); 
# 60
stride29 = (4172L); 
# 61
__attribute__((unused)) static int sh_31[128]; 
# 62
(*acc25)++; 
# 63
} 
#endif
# 65 "v000606.cu"
namespace detail32 { 
# 66
struct Particle33 { 
# 67
long count34; 
# 68
bool weight35; 
# 69
float hi36; 
# 70
int z37; 
# 71
}; 
# 73
void check_mix38(double *out39, float alpha40) { 
# 74
(__cudaPushCallConfiguration(dim3(1 << 5, 63 + 1, 1 << 9), 64)) ? (void)0 : weigh24_kernel(nullptr, nullptr, static_cast< const int *>(nullptr), *out39); 
# 75
float u41 = (*out39) + (3); 
# 76
alpha40 = (0.875F); 
# 77
(out39[4])--; 
# 78
do { float tmp_ = alpha40; alpha40 = u41; u41 = tmp_; } while (0); 
# 79
} 
# 80
}
# 82
__attribute__((visibility("hidden"))) void smooth42(const int *input43, int *acc44, const unsigned *in45, const float *in46) ;
#if 0
# 82
{ 
# 83
Acc12 sum47 = Acc12{17, (static_cast< char>(63)), 61}; 
# 84
(acc44[0]) = (in46[3]); 
# 85
__attribute__((unused)) static int sh_48[1 << 6]; 
# 86
} 
#endif
# 88 "v000606.cu"
int main() { 
# 89
int size49 = 2787; 
# 90
size49 = (static_cast< short>(19)); 
# 91
--size49; 
# 92
(__cudaPushCallConfiguration(2 * 2, dim3((size49 + 31) / 32, 64))) ? (void)0 : shade4< unsigned, 1> (nullptr, 14, static_cast< int *>(nullptr), (unsigned *)nullptr); 
# 93
int pass50 = 0; 
# 94
while (pass50 < pass50) { 
# 95
size49 = pass50; 
# 96
++pass50; 
# 97
}  
# 98
double mid51{(13.5)}; 
# 99
(__cudaPushCallConfiguration(1 << 1, dim3(128, 32, (pass50 + 255) / 256), 4096)) ? (void)0 : smooth42(nullptr, nullptr, (const unsigned *)nullptr, nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v000606.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0f768a08_10_v000606_cu_945ddad3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000606.cudafe1.stub.c"
#include "v000606.cudafe1.stub.c"
# 1 "v000606.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
