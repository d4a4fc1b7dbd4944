# 1 "v001600.cu"
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
# 13 "v001600.cu"
__attribute__((visibility("hidden"))) void scatter4(int *data5, float cfg6) ;
#if 0
# 14
{ 
# 16
#pragma unroll 4
for (
# 16
int j7 = 0, j8 = 13; j7 < j8; (++j7), (--j8)) { 
# 17
if (unsigned mid9 = (56); 26 >= (static_cast< int>(j7))) { 
# 18
if ((mid9 == cfg6) || (j8 >= (data5[7]))) { 
# 19
(*data5) = (((mid9 * (12)) / j8) - (((21) - mid9) + (data5[mid9]))); 
# 20
if (j8 < 24) { 
# 21
return; 
# 22
}  
# 23
}  
# 24
}  
# 25
}  
# 26
} 
#endif
# 27 "v001600.cu"
static float c_kick10[8]; 
# 28
static signed char c_accum11; 
# 30
float scale12(long *buf13, unsigned b14) 
# 31
{ 
# 32
for (int i15 = 0; i15 < 10; i15 += 2) { 
# 33
size_t tmp16[7]{(21), (56), 6UL, 5UL, (60U), 41UL, (47)}; 
# 34
switch (i15) { 
# 35
case 3:  
# 36
(tmp16[0]) -= (tmp16[0]); 
# 37
break; 
# 38
case 2 * 4:  
# 39
b14 = i15; 
# 40
break; 
# 41
default:  
# 42
break; 
# 43
}  
# 44
}  
# 45
return b14; 
# 46
} 
# 47
static float c_update17[2]; 
# 49
__attribute__((unused)) float sift18(int len19, unsigned long long p20) 
# 50
{int volatile ___ = 1;(void)len19;(void)p20;
# 55
::exit(___);}
#if 0
# 50
{ 
# 51
len19 /= scale12(nullptr, c_accum11); 
# 52
float m21 = (static_cast< unsigned char>(scale12(static_cast< long *>(nullptr), p20))) * ((24) - p20); 
# 53
m21 = c_accum11; 
# 54
return scale12(static_cast< long *>(nullptr), 36); 
# 55
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 57 "v001600.cu"
__attribute__((unused)) static void reduce22(int len23, int count24) 
# 58
{int volatile ___ = 1;(void)len23;(void)count24;
# 67
::exit(___);}
#if 0
# 58
{ 
# 59
if (int base25 = len23; !((10 >= base25) && (c_accum11 < 63L))) { 
# 60
for (int it26 = 0, j27 = 13; it26 < j27; (++it26), (--j27)) { 
# 61
if (long hi28 = len23; (c_accum11 > it26) && (58 != it26) && (23UL < (it26 - j27))) { 
# 62
size_t diff29 = static_cast< int>(j27); 
# 63
}  
# 64
}  
# 65
unsigned long long tmp30 = count24; 
# 66
}  
# 67
} 
#endif

#pragma GCC diagnostic pop

# 69 "v001600.cu"
int score31(const double *input32, int *out33) 
# 70
{ 
# 71
long m34 = *input32; 
# 72
double y35 = (24); 
# 73
return (24) + (-scale12(&m34, 3)); 
# 74
} 
# 76
int main() 
# 77
{ 
# 78
int len36 = 1223; 
# 79
double val37 = (((len36 <= 42LL) && (len36 != 19)) ? len36 : 4) + (len36 * (len36 * 24)); 
# 80
scale12(nullptr, 52LL); 
# 81
(__cudaPushCallConfiguration(((dim3)(128)), 24 + 104)) ? (void)0 : scatter4(&len36, len36); 
# 82
return 0; 
# 83
} 

# 1 "v001600.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8c6ade60_10_v001600_cu_7fd11ab6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001600.cudafe1.stub.c"
#include "v001600.cudafe1.stub.c"
# 1 "v001600.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
