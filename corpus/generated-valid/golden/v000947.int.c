# 1 "v000947.cu"
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
# 5 "v000947.cu"
__attribute__((visibility("hidden"))) void split1(int *__restrict__ dst2, const long *input3) ;
#if 0
# 6
{ 
# 7
unsigned idx4 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 8
int pass5 = 0; 
# 9
while (pass5 < pass5) { 
# 10
switch ((22L > (__device_builtin_variable_blockDim.z)) ? 0L : sizeof(unsigned long)) { 
# 11
case 7:  
# 12
break; 
# 13
case 0:  { 
# 14
__attribute__((unused)) static float sh_6; 
# 15
double prod7 = (8.875); 
# 16
break; 
# 17
} 
# 18
case 6:  
# 19
(dst2[7])--; 
# 20
break; 
# 21
}  
# 22
++pass5; 
# 23
}  
# 24
} 
#endif
# 25 "v000947.cu"
using ptr8_t = float *; 
# 27
struct Stats9 { 
# 28
int mass10; 
# 29
unsigned y11; 
# 30
signed char val12; 
# 31
unsigned norm13() const 
# 32
{ 
# 33
constexpr int e14 = (62UL); 
# 34
unsigned long stride15 = (8); 
# 35
return e14; 
# 36
} 
# 37
unsigned mix16() const 
# 38
{ 
# 39
if ((mass10) <= (y11)) { 
# 40
return 0L; 
# 41
}  
# 42
return (val12); 
# 43
} 
# 44
}; 
# 45
Stats9 operator+(Stats9 a, Stats9 b) 
# 46
{ 
# 47
Stats9 r = a; 
# 48
(r.mass10) += (b.mass10); 
# 49
(r.y11) += (b.y11); 
# 50
(r.val12) += (b.val12); 
# 51
return r; 
# 52
} 
# 53
enum Op17: long { 
# 54
ON18, 
# 55
BUSY19, 
# 56
BLUE20 = 5L, 
# 57
BLUE21, 
# 58
ON22
# 59
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 60
__attribute__((unused)) static void trace23(int lane24 = 4) 
# 61
{int volatile ___ = 1;(void)lane24;
# 64
::exit(___);}
#if 0
# 61
{ 
# 62
lane24 = (~lane24); 
# 63
lane24 = ((static_cast< unsigned>(lane24 * lane24)) - 1U); 
# 64
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000947.cu"
__attribute__((visibility("hidden"))) void grow25(int *__restrict__ out26, double *out27) ;
#if 0
# 67
{ 
# 68
int r28 = (sizeof(unsigned)); 
# 69
switch (*out26) { 
# 70
case 7:  
# 71
r28 >>= 3; 
# 72
break; 
# 73
case 2:  { 
# 74
__attribute__((unused)) static unsigned sh_29[128]; 
# 75
auto acc30 = r28; 
# 76
break; 
# 77
} 
# 78
case 12:  
# 79
break; 
# 80
case (BLUE21) + ((BUSY19) + (4)):  
# 81
break; 
# 82
}  
# 83
} 
#endif
# 84 "v000947.cu"
int run_decay31(int n32, int *dst33) 
# 85
{ 
# 86
auto z34 = 46ULL; 
# 87
(__cudaPushCallConfiguration(dim3(1 << 1, (BUSY19) + (BUSY19), (BLUE20) + (507)), (ON22) + (57), sizeof(double) * (32), 0)) ? (void)0 : grow25(dst33 + n32, nullptr); 
# 88
(__cudaPushCallConfiguration((32) * ((BUSY19) + (BUSY19)), (BUSY19) + (511))) ? (void)0 : split1(&n32, reinterpret_cast< const long *>(dst33)); 
# 89
return 16 + (n32 & n32); 
# 90
} 
# 91
int main() 
# 92
{ 
# 93
int count35 = 1834; 
# 94
unsigned h36(2229 * count35); 
# 95
if ((h36 == count35) && h36) { 
# 96
return sizeof(unsigned); 
# 97
}  
# 98
h36 <<= 4; 
# 99
(__cudaPushCallConfiguration(4, sizeof(float) * ((BUSY19) + ((BLUE21) + ((ON22) + ((BLUE21) + ((BUSY19) + ((BUSY19) + ((ON22) + (99)))))))), 0, 0)) ? (void)0 : split1(&count35, (const long *)nullptr); 
# 100
(__cudaPushCallConfiguration(((BUSY19) + (15)) * ((BLUE20) + ((BUSY19) + ((BUSY19) + (1)))), sizeof(unsigned) * (8), sizeof(double) * (128), (cudaStream_t)0)) ? (void)0 : split1(nullptr, static_cast< const long *>(nullptr)); 
# 101
return 0; 
# 102
} 

# 1 "v000947.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b31cf978_10_v000947_cu_1e967e2a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000947.cudafe1.stub.c"
#include "v000947.cudafe1.stub.c"
# 1 "v000947.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
