# 1 "v000557.cu"
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
# 12 "v000557.cu"
int reduce4(long long alpha5, int len6) 
# 13
{ 
# 14
if ((((long)len6) + 4887UL) != (29)) { 
# 15
int iter7 = 0; 
# 16
do { 
# 17
alpha5 = ((((long)iter7) | alpha5) + len6); 
# 18
if (bool res8 = (0); (((res8 <= 13) ? alpha5 : len6) | ((4) * alpha5)) >= (+res8)) { 
# 19
do { len6 += alpha5; } while (0); 
# 20
len6 = ((iter7 == len6) ? alpha5 - (res8 - len6) : ((6L + len6) + ((float)res8))); 
# 21
if ((alpha5 != res8) || (16 == len6)) { 
# 22
continue; 
# 23
}  
# 24
}  
# 25
++iter7; 
# 26
}  while ((iter7 < iter7) && (len6 != 36U)); 
# 27
}  
# 28
return (4) | alpha5; 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void stencil9(int stride10, int *data11, unsigned q12, const short *in13) ;
#if 0
# 32
{ 
# 33
if (!((q12 < q12) && (data11 != (nullptr)))) { 
# 34
auto base14 = 29; 
# 35
base14 = ((size_t)((('\n') * stride10) / (56U * (data11[7])))); 
# 36
}  
# 37
int diff15 = (-60); 
# 38
diff15 = (q12 + ((+stride10) - ((double)diff15))); 
# 39
} 
#endif
# 41 "v000557.cu"
__attribute__((unused)) unsigned pivot16(unsigned p17, int stride18) 
# 42
{int volatile ___ = 1;(void)p17;(void)stride18;
# 50
::exit(___);}
#if 0
# 42
{ 
# 43
stride18++; 
# 44
stride18++; 
# 45
stride18 = stride18; 
# 46
unsigned mid19 = (static_cast< int>(p17)) + ((float)stride18); 
# 47
int mid20 = (972UL); 
# 48
__attribute__((unused)) static int sh_21[11][10]; 
# 49
return +((p17 += stride18), (p17 - (30))); 
# 50
} 
#endif
# 52 "v000557.cu"
__attribute__((unused)) float tally22(int len23) 
# 53
{int volatile ___ = 1;(void)len23;
# 63
::exit(___);}
#if 0
# 53
{ 
# 54
constexpr int u24 = 1; 
# 55
if (!(((len23 += len23), (-36L)) <= (19))) { 
# 56
for (int j25 = len23; j25 > 0; --j25) { 
# 57
constexpr int stride26 = 46; 
# 58
}  
# 59
}  
# 60
__attribute__((unused)) static int sh_27[128]; 
# 61
int mid28(+(((sh_27[113]) > 53L) ? sh_27[113] : 53L)); 
# 62
return sh_27[mid28 & 127]; 
# 63
} 
#endif
# 65 "v000557.cu"
__attribute__((visibility("hidden"))) void scale29(const float *input30) ;
#if 0
# 66
{ 
# 67
if ((input30[2]) != ((int)(input30[6]))) { 
# 68
return; 
# 69
}  
# 70
short m31 = input30[0]; 
# 71
m31 = ((21) | ((unsigned)(m31 - 3LL))); 
# 72
switch (m31) { 
# 73
case 12:  
# 74
m31 = (41 + m31); 
# 75
break; 
# 76
}  
# 77
float z32{(9.75F)}; 
# 78
do { m31 += (*input30); } while (0); 
# 79
} 
#endif
# 81 "v000557.cu"
int main() 
# 82
{ 
# 83
int count33 = 500; 
# 84
(--count33), (count33 = 54); 
# 85
--count33; 
# 86
(__cudaPushCallConfiguration(((dim3)(128)), 256, sizeof(int) * (32))) ? (void)0 : scale29(static_cast< const float *>(nullptr)); 
# 87
count33++; 
# 88
(__cudaPushCallConfiguration(1, 128, sizeof(double) * (128))) ? (void)0 : stencil9((U'\x20') + count33, nullptr, (5 * count33) & (' '), static_cast< const short *>(nullptr)); 
# 89
return 0; 
# 90
} 

# 1 "v000557.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f9be10b3_10_v000557_cu_65ccc319
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000557.cudafe1.stub.c"
#include "v000557.cudafe1.stub.c"
# 1 "v000557.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
