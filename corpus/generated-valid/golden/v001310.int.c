# 1 "v001310.cu"
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
# 10 "v001310.cu"
unsigned reduce5(float beta6, unsigned *__restrict__ dst7) 
# 11
{ 
# 12
for (int it8 = 5; it8 > 0; --it8) { 
# 13
for (int n9 = 0, j10 = 9; n9 < j10; (++n9), (--j10)) { 
# 14
int stride11 = n9 * (26U * it8); 
# 15
}  
# 16
size_t tmp12 = beta6; 
# 17
++beta6; 
# 18
}  
# 19
unsigned short stride13 = (57UL); 
# 20
(dst7[stride13]) = (41); 
# 21
return ((int)sizeof(int)) * stride13; 
# 22
} 
# 23
enum Phase14 { LOW15, ADD16 = 3}; 
# 26
struct Acc17 { 
# 27
double sum18; 
# 28
char val19; 
# 29
int hi20; 
# 30
void reset21(double base22) 
# 31
{ 
# 32
(sum18) = ((base22 += (val19)), base22); 
# 33
} 
# 34
int scale23() const 
# 35
{ 
# 36
return (36L - (hi20)) | (hi20); 
# 37
} 
# 38
}; 
# 40
inline Acc17 operator+(Acc17 a, Acc17 b) 
# 41
{ 
# 42
Acc17 r = a; 
# 43
(r.sum18) += (b.sum18); 
# 44
(r.val19) += (b.val19); 
# 45
(r.hi20) += (b.hi20); 
# 46
return r; 
# 47
} 
# 49
__attribute__((unused)) unsigned short lerp24(float *out25) 
# 50
{int volatile ___ = 1;(void)out25;
# 57
::exit(___);}
#if 0
# 50
{ 
# 51
const long *z26 = reinterpret_cast< const long *>(out25); 
# 52
int cnt27 = reduce5(16L, reinterpret_cast< unsigned *>(out25)); 
# 53
(*out25) -= ((*z26) & (15)); 
# 54
--(*out25); 
# 55
auto diff28 = (7) + (out25[4]); 
# 56
return reduce5((out25[cnt27]) * (*out25), reinterpret_cast< unsigned *>(out25)); 
# 57
} 
#endif
# 59 "v001310.cu"
__attribute__((visibility("hidden"))) void grow29(const int *input30, unsigned alpha31, const int *__restrict__ coef32) ;
#if 0
# 60
{ 
# 61
long long *idx33 = ((long long *)nullptr); 
# 62
if ((lerp24(nullptr)) == (idx33[alpha31 & (7)])) { 
# 63
goto out34; 
# 64
}  
# 65
(alpha31--), (alpha31 |= (((47U * alpha31) + (lerp24(reinterpret_cast< float *>(idx33)))) + ((unsigned)(14 + (coef32[alpha31 & (7)]))))); 
# 66
reduce5(lerp24(static_cast< float *>(nullptr)), &alpha31); 
# 67
out34:; ; 
# 68
} 
#endif
# 70 "v001310.cu"
int main() 
# 71
{ 
# 72
int count35 = 2475; 
# 73
switch (reduce5(count35, nullptr)) { 
# 74
case 1:  { 
# 75
int h36 = reduce5(count35 - count35, nullptr) - count35; 
# 76
float *s37 = (nullptr); 
# 77
[[fallthrough]] ; 
# 78
} 
# 79
case 2:  
# 80
break; 
# 81
case 10:  
# 82
count35 = (count35 + ((int)reduce5(5U, nullptr))); 
# 83
[[fallthrough]] ; 
# 84
case 7:  
# 85
break; 
# 86
default:  
# 87
break; 
# 88
}  
# 89
(__cudaPushCallConfiguration((count35 + 255) / 256, 1 << ((ADD16) + 6))) ? (void)0 : grow29(&count35, 23, &count35); 
# 90
return 0; 
# 91
} 

# 1 "v001310.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e1c76663_10_v001310_cu_bbeb676d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001310.cudafe1.stub.c"
#include "v001310.cudafe1.stub.c"
# 1 "v001310.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
