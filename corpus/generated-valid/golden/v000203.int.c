# 1 "v000203.cu"
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
# 18 "v000203.cu"
struct Bounds6 { 
# 19
int hi7; 
# 20
float mass8; 
# 21
}; 
# 23
inline Bounds6 operator+(Bounds6 a, Bounds6 b) 
# 24
{ 
# 25
Bounds6 r = a; 
# 26
(r.hi7) += (b.hi7); 
# 27
(r.mass8) += (b.mass8); 
# 28
return r; 
# 29
} 
# 31
struct Node9 { 
# 32
int z10; 
# 33
float x11; 
# 34
int count12, mass13; 
# 35
}; 
# 37
int update14(long long q15) 
# 38
{ 
# 39
(--q15), (q15 = ('z')); 
# 40
q15 = (33); 
# 41
short q16 = q15; 
# 42
return 256 + q16; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void weigh17(float beta18, const double *input19, unsigned long q20, int stride21) ;
#if 0
# 46
{ 
# 47
for (int it22 = 0, j23 = 6; it22 < j23; (++it22), (--j23)) { 
# 48
long h24 = input19[j23 & 7]; 
# 49
q20 = it22; 
# 50
}  
# 51
--beta18; 
# 52
q20 >>= (q20 + (2779U)); 
# 53
} 
#endif
# 55 "v000203.cu"
namespace _GLOBAL__N__a339382c_10_v000203_cu_becd231d __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__a339382c_10_v000203_cu_becd231d; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__a339382c_10_v000203_cu_becd231d __attribute__((visibility("hidden")))  { 
# 56
static int c_fuse25[8]; 
# 58
double host_blend26(double cfg27, const Node9 &a28) 
# 59
{ 
# 60
int stride29 = ((a28.z10) - (a28.mass13)) - ((+(a28.mass13)) * ((cfg27 += (36U)), (a28.z10))); 
# 61
if (stride29 >= update14(3)) { 
# 62
goto done31; 
# 63
}  
# 64
switch (stride29) { 
# 65
case 4 * 3:  
# 66
break; 
# 67
default:  
# 68
for (int n30 = 0; n30 < stride29; n30++) { 
# 69
cfg27 /= (9); 
# 70
if (n30 != n30) { 
# 71
return (-stride29) - (24 * n30); 
# 72
}  
# 73
}  
# 74
break; 
# 75
}  
# 76
done31:; ; 
# 77
return sizeof(float); 
# 78
} 
# 80
__attribute__((unused)) void fuse32(float beta33, const Node9 &alpha34, const long *__restrict__ in35) 
# 81
{int volatile ___ = 1;(void)beta33;(void)alpha34;(void)in35;
# 92
::exit(___);}
#if 0
# 81
{ 
# 82
for (int j36 = 0; j36 < 4; j36 += 3) { 
# 83
{ 
# 84
beta33++; 
# 85
beta33 += (c_fuse25[j36 & 7]); 
# 86
} 
# 87
beta33 = (c_fuse25[j36 & 7]); 
# 88
if (in35 == (nullptr)) { 
# 89
return; 
# 90
}  
# 91
}  
# 92
} 
#endif
# 93 "v000203.cu"
}
# 95
void run_gather37(int count38, int len39, const double *__restrict__ input40) 
# 96
{ 
# 97
for (int j41 = 0, j42 = len39; j41 < j42; (++j41), (--j42)) { 
# 98
(__cudaPushCallConfiguration(sizeof(float) * (8), dim3((len39 + 127) / 128, (count38 + 31) / 32, (j41 + 255) / 256))) ? (void)0 : weigh17(((count38 += j42), ((8.625F) + j41)), input40, len39, (sizeof(float) - count38) - (3)); 
# 99
for (int j43 = j41; j43 > 0; --j43) { 
# 100
dim3 lo44 = dim3(1, 4 * 2, (j43 + 255) / 256); 
# 101
len39 = (host_blend26(update14('a'), Node9{60, (4.5F), 38, j43})); 
# 102
(__cudaPushCallConfiguration(3 + 5, 24 + 104, 3 + (256 + (3 + (24 + 3810))), (cudaStream_t)0)) ? (void)0 : weigh17(count38, nullptr, len39, update14(j43)); 
# 103
}  
# 104
dim3 s45(sizeof(float) * (128), (j41 + 127) / 128); 
# 105
}  
# 106
} 
# 108
int main() 
# 109
{ 
# 110
int count46 = 3980; 
# 111
count46 *= ((unsigned long long)46L); 
# 112
(__cudaPushCallConfiguration(1, 5 + 123, sizeof(int) * (1024), nullptr)) ? (void)0 : weigh17(3, nullptr, count46, (count46 >= 3) ? 256 : 24); 
# 113
auto op50 = [t47 = count46](double r48) { 
# 114
r48 = ((unsigned)((~(t47)) % ((short)sizeof(int)))); 
# 115
cudaStream_t off49 = ((cudaStream_t)0); 
# 116
r48 = (t47); 
# 117
} ; typedef decltype(op50) __T0;
# 118
op50(count46); 
# 119
(__cudaPushCallConfiguration(sizeof(unsigned) * (3 + 29), ((dim3)((count46 + 255) / 256)), sizeof(int) * (128), (cudaStream_t)0)) ? (void)0 : weigh17(count46, nullptr, host_blend26(-(21.625F), Node9{45, (static_cast< float>((16.0F))), count46, (' ')}) / count46, ((count46 += count46), (62UL * count46))); 
# 120
(__cudaPushCallConfiguration((count46 + 127) / 128, sizeof(unsigned) * (8))) ? (void)0 : weigh17(host_blend26(count46, Node9{(U'\x61'), (-22), 14, (' ')}), (const double *)nullptr, update14(count46 + count46), (4065) - (count46 + 1031UL)); 
# 121
return 0; 
# 122
} 

# 1 "v000203.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a339382c_10_v000203_cu_becd231d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000203.cudafe1.stub.c"
#include "v000203.cudafe1.stub.c"
# 1 "v000203.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
