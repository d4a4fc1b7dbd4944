# 1 "v001510.cu"
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
# 7 "v001510.cu"
static void split2(const float *__restrict__ in3, float *acc4, int *__restrict__ data5, float *__restrict__ data6) ;
#if 0
# 7
{ 
# 8
(data6[4])--; 
# 9
auto cnt7 = (*data5) * (data6[4]); 
# 10
++(data6[0]); 
# 11
(data6[6]) = (*acc4); 
# 12
const int m8 = data5[0]; 
# 13
int *val9 = ((int *)nullptr); 
# 14
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 16 "v001510.cu"
__attribute__((unused)) static double fuse10(const unsigned *__restrict__ input11, unsigned short b12) {int volatile ___ = 1;(void)input11;(void)b12;
# 27
::exit(___);}
#if 0
# 16
{ 
# 17
int lim13 = 9; 
# 18
lim13 %= 2UL; 
# 20
#pragma unroll
for (
# 20
int j14 = 16; j14 > 0; --j14) { 
# 21
int f15 = 50; 
# 22
++f15; 
# 23
}  
# 24
if ((input11[b12 & 7]) != (61)) { 
# 25
return b12 ^ 31; }  
# 26
return -(19.25F); 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001510.cu"
const long long g_rank16 = (-4446); 
# 30
static void kick17_kernel(int count18) ;
#if 0
# 30
{ 
# 31
if (count18) { 
# 32
return; }  
# 33
auto w19 = fuse10(nullptr, fuse10(nullptr, count18)); 
# 34
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 36 "v001510.cu"
__attribute__((unused)) static double step20(int count21) {int volatile ___ = 1;(void)count21;
# 47
::exit(___);}
#if 0
# 36
{ 
# 37
int pass22 = 0; 
# 38
while (pass22 < 15) { 
# 39
auto f23 = (unsigned)((count21 += 31), 4949); 
# 40
long tmp24[5]{(24), 6L, static_cast< long>(f23), 38L, 9L}; 
# 41
++pass22; 
# 42
}  
# 43
fuse10(nullptr, count21 + 12UL); 
# 44
int *res25 = (nullptr); 
# 45
++count21; 
# 46
return (1539) - ((pass22 & 60L) * fuse10(reinterpret_cast< const unsigned *>(res25), count21)); 
# 47
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50 "v001510.cu"
template< class T, int N> static void 
# 51
__wrapper__device_stub_bias26_kernel(T *__restrict__ &dst27, const float *&coef28, int *&out29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 51
{ 
# 52
if (!((dst27[6]) < (dst27[0]))) { 
# 53
return; }  
# 54
int s30 = (9 % (*out29)) | 25; 
# 55
} 
#endif

#pragma GCC diagnostic pop

# 50 "v001510.cu"
template< class T, int N> static void 
# 51
bias26_kernel(T *__restrict__ dst27, const float *coef28, int *out29) {__wrapper__device_stub_bias26_kernel<T,N>(dst27,coef28,out29);
# 55
return;}
#if 0
# 51
{ 
# 52
if (!((dst27[6]) < (dst27[0]))) { 
# 53
return; }  
# 54
int s30 = (9 % (*out29)) | 25; 
# 55
} 
#endif
# 57 "v001510.cu"
__attribute__((visibility("hidden"))) void split31(const int *in32, int *buf33, float alpha34, float p35) ;
#if 0
# 57
{ 
# 58
if ((buf33[2]) % 52) { 
# 59
return; }  
# 60
int lo36[4] = {}; 
# 61
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 63 "v001510.cu"
template< class T, int N = 3> static void 
# 64
__wrapper__device_stub_relax37_kernel(T *__restrict__ &data38, T &p39, int *&acc40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
if (p39 <= p39) { 
# 66
for (int n41 = 12; n41 > 0; --n41) { 
# 67
for (int i42 = n41; i42 > 0; --i42) { 
# 68
int val43 = (53UL); 
# 69
}  
# 71
#pragma unroll
for (
# 71
int it44 = 0, j45 = 4; it44 < j45; (++it44), (--j45)) { 
# 72
(*acc40)--; }  
# 73
}  
# 74
(*data38) /= (fuse10(reinterpret_cast< const unsigned *>(acc40), 3UL) + (N)); 
# 75
}  
# 76
} 
#endif

#pragma GCC diagnostic pop

# 63 "v001510.cu"
template< class T, int N = 3> static void 
# 64
relax37_kernel(T *__restrict__ data38, T p39, int *acc40) {__wrapper__device_stub_relax37_kernel<T,N>(data38,p39,acc40);
# 76
return;}
#if 0
# 64
{ 
# 65
if (p39 <= p39) { 
# 66
for (int n41 = 12; n41 > 0; --n41) { 
# 67
for (int i42 = n41; i42 > 0; --i42) { 
# 68
int val43 = (53UL); 
# 69
}  
# 71
#pragma unroll
for (
# 71
int it44 = 0, j45 = 4; it44 < j45; (++it44), (--j45)) { 
# 72
(*acc40)--; }  
# 73
}  
# 74
(*data38) /= (fuse10(reinterpret_cast< const unsigned *>(acc40), 3UL) + (N)); 
# 75
}  
# 76
} 
#endif
# 78 "v001510.cu"
__attribute__((unused)) float pack46(int stride47, float a48) {int volatile ___ = 1;(void)stride47;(void)a48;
# 89
::exit(___);}
#if 0
# 78
{ 
# 79
char w49 = (3U * stride47) / step20(step20(17)); 
# 80
int prod50 = 38; 
# 81
stride47 += fuse10((const unsigned *)nullptr, 38); 
# 82
if ((prod50 * (prod50 ^ w49)) == prod50) { 
# 83
a48++; 
# 84
} else { 
# 85
fuse10((const unsigned *)nullptr, a48); 
# 86
}  
# 87
unsigned h51{static_cast< unsigned>((prod50 += stride47), (9 % w49))}; 
# 88
return (int)56; 
# 89
} 
#endif
# 91 "v001510.cu"
int main() { 
# 92
int n52 = 796; 
# 93
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : kick17_kernel(g_rank16); 
# 94
++n52; 
# 95
auto lam55 = [=](int z53, long f54)->unsigned { 
# 96
z53--; 
# 97
f54--; 
# 98
f54--; 
# 99
return n52; 
# 100
} ; typedef decltype(lam55) __T0;
# 101
lam55(n52, n52); 
# 102
(__cudaPushCallConfiguration((n52 + 31) / 32, 256, sizeof(int) * (64), 0)) ? (void)0 : relax37_kernel< unsigned, 6> (nullptr, (28UL % n52) + (lam55(n52, 1437L)), nullptr); 
# 103
n52--; 
# 104
(__cudaPushCallConfiguration((n52 + 255) / 256, 64)) ? (void)0 : split2((const float *)nullptr, nullptr, nullptr, nullptr); 
# 105
(__cudaPushCallConfiguration(8, 64 * 8, 256)) ? (void)0 : bias26_kernel< long, 2> (nullptr, nullptr, nullptr); 
# 106
(__cudaPushCallConfiguration(128, 128)) ? (void)0 : split31(nullptr, nullptr, 49U, -(15.25F)); 
# 107
return 0; 
# 108
} 

# 1 "v001510.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__379e857e_10_v001510_cu_6c61fa3f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001510.cudafe1.stub.c"
#include "v001510.cudafe1.stub.c"
# 1 "v001510.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
