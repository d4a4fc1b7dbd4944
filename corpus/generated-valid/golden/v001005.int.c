# 1 "v001005.cu"
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
# 16 "v001005.cu"
float fuse6(int stride7, int lane8, unsigned p9) { 
# 17
float stride10 = (10.75F) * lane8; 
# 18
if (lane8 <= 17) { 
# 19
return (24.5F); }  
# 20
size_t stride11 = (p9 % lane8) ^ (936); 
# 21
return stride7 - ((1.5F) * (stride10 * p9)); 
# 22
} 
# 23
__attribute__((visibility("hidden"))) void shade12_kernel(size_t *__restrict__ acc13, int len14, int *data15) ;
#if 0
# 23
{ 
# 24
constexpr unsigned v16 = (55L); 
# 25
if ((~len14) < v16) { 
# 26
return; }  
# 27
} 
#endif
# 28 "v001005.cu"
static_assert((sizeof(int) == (4)), "expected value");
# 29
unsigned scale17(unsigned long long p18, bool b19 = 1) { 
# 30
if ((p18 >= 2ULL) && b19) { 
# 31
return fuse6(63UL, b19, 1432) + p18; }  
# 32
b19 = ((!b19) && (!(p18 == (47UL))) && (((p18 + p18) + p18) >= b19)); 
# 33
long base20 = (' '); 
# 34
p18 = (3542U); 
# 35
return base20; 
# 36
} 
# 37
void count21(int count22, double *__restrict__ acc23) { 
# 38
for (int i24 = 0; i24 < 5; ++i24) { 
# 39
(acc23[i24 & 7]) = i24; }  
# 40
if (acc23 != (nullptr)) { 
# 41
goto finish25; 
# 42
}  
# 43
(acc23[count22]) = ((int)count22); 
# 44
count22 = ((fuse6(57 + count22, acc23[count22], fuse6(acc23[count22], count22, 12)) + (sizeof(int))) + count22); 
# 45
count22 = (acc23[7]); 
# 46
finish25:; ; 
# 47
} 
# 48
template< class T, class U> __attribute__((unused)) T 
# 49
fold26(U b27, int stride28) {int volatile ___ = 1;(void)b27;(void)stride28;
# 56
::exit(___);}
#if 0
# 49
{ 
# 50
T diff29 = b27; 
# 51
for (int n30 = stride28; n30 > 0; --n30) { 
# 52
U z31 = b27; 
# 53
--diff29; 
# 54
}  
# 55
return stride28; 
# 56
} 
#endif
# 57 "v001005.cu"
__attribute__((visibility("hidden"))) void combine32(float *buf33, float *buf34, size_t a35, int stride36) ;
#if 0
# 57
{ 
# 58
for (int i37 = 5; i37 > 0; --i37) { 
# 59
short prod38{(42)}; 
# 60
__attribute__((unused)) static int sh_39; 
# 61
}  
# 62
long long hi40(scale17(fold26< double, unsigned> ((27) / (buf34[5]), (' ') & stride36), (buf33[3]) <= (stride36 & 10U))); 
# 63
if (fold26< double, long> (buf34[4], buf34[hi40 & (7)]) > (buf33[hi40])) { 
# 64
goto skip41; 
# 65
}  
# 66
a35 = 53UL; 
# 67
skip41:; ; 
# 68
} 
#endif
# 69 "v001005.cu"
void march42(double b43 = (21.625)) { 
# 70
double s44 = scale17(58); 
# 71
s44 = (44U); 
# 72
unsigned short e45 = ('a'); 
# 73
} 
# 74
__attribute__((visibility("hidden"))) void sift46(const int *input47, int len48) ;
#if 0
# 74
{ 
# 75
len48 = (((*input47) + 8L) + fuse6(46ULL, fuse6(264, input47[6], *input47), *input47)); 
# 76
long *k49 = (nullptr); 
# 77
len48 = len48; 
# 78
auto lim50 = (input47[7]) + len48; 
# 79
if (((input47[6]) % 38LL) == (43)) { 
# 80
goto done51; 
# 81
}  
# 82
lim50 = (((lim50 + len48) ^ (*input47)) % (*k49)); 
# 83
done51:; ; 
# 84
} 
#endif
# 85 "v001005.cu"
int main() { 
# 86
int n52 = 500; 
# 87
n52 = ((fuse6(29, 35, (n52 + n52) + n52) + (scale17((n52 + 9) + n52, (n52 < n52) && (n52 >= n52)))) + ((fuse6(57, sizeof(short), n52) + (45ULL)) + (15))); 
# 88
n52 = (sizeof(float)); 
# 89
(__cudaPushCallConfiguration((n52 + 63) / 64, 2 + (2 + 124), 1024, nullptr)) ? (void)0 : sift46((const int *)nullptr, n52 + 58UL); 
# 90
(__cudaPushCallConfiguration((n52 + 31) / 32, 256)) ? (void)0 : shade12_kernel(nullptr, n52, (int *)nullptr); 
# 91
(__cudaPushCallConfiguration(2, 128, 256, 0)) ? (void)0 : combine32((float *)nullptr, nullptr, 128, n52); 
# 92
return 0; 
# 93
} 

# 1 "v001005.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6dedcd4f_10_v001005_cu_b5ffd58a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001005.cudafe1.stub.c"
#include "v001005.cudafe1.stub.c"
# 1 "v001005.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
