# 1 "v001376.cu"
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
# 14 "v001376.cu"
static char d_relax5; 
# 16
__attribute__((visibility("hidden"))) void merge6(const int *input7, const int *input8) ;
#if 0
# 17
{ 
# 18
int gid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
switch (__device_builtin_variable_threadIdx.y) { 
# 20
case 10:  
# 21
switch (gid9) { 
# 22
case 1 << 3:  { 
# 23
d_relax5 = ((__device_builtin_variable_threadIdx.x) - (((__device_builtin_variable_threadIdx.x) + gid9) << (3257 + (input8[3])))); 
# 24
__attribute__((unused)) static unsigned sh_10[16][11]; 
# 25
[[fallthrough]] ; 
# 26
} 
# 27
case 6:  
# 28
break; 
# 29
default:  
# 30
d_relax5 = (24); 
# 31
break; 
# 32
}  
# 33
break; 
# 34
case 6:  
# 35
break; 
# 36
}  
# 37
} 
#endif
# 39 "v001376.cu"
__attribute__((visibility("hidden"))) void accum11(int lane12, const unsigned *__restrict__ src13, const int *src14) ;
#if 0
# 40
{ 
# 41
d_relax5 = (__device_builtin_variable_threadIdx.z); 
# 42
d_relax5 = lane12; 
# 43
float tmp15 = src13[d_relax5]; 
# 44
if ((__device_builtin_variable_blockIdx.z) <= sizeof(int)) { 
# 45
return; }  
# 46
d_relax5 = (*src14); 
# 47
} 
#endif
# 49 "v001376.cu"
struct Cell16 { 
# 50
float vel17; 
# 51
unsigned char id18; 
# 52
}; 
# 54
__attribute__((visibility("hidden"))) void filter19(const double *src20, int *__restrict__ acc21, const int *src22, int len23) ;
#if 0
# 55
{ 
# 56
int tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
if (tid24 >= len23) { 
# 58
return; }  
# 59
do { d_relax5 += (src20[0]); } while (0); 
# 60
__attribute__((unused)) static int sh_25; 
# 61
__attribute__((unused)) static int sh_26[9][17]; 
# 62
float e27 = (0.875F); 
# 63
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66 "v001376.cu"
template< class T, class U> static void 
# 67
__wrapper__device_stub_gather28(U *&out29, const U *__restrict__ &in30, U &a31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
int idx32 = __device_builtin_variable_threadIdx.x; 
# 70
(out29[__device_builtin_variable_gridDim.x])--; 
# 71
(out29[idx32]) = 24; 
# 72
(*out29) = ((int)(24 + (d_relax5 * (*out29)))); 
# 73
T r33 = a31; 
# 74
if ((__device_builtin_variable_gridDim.x) > (39)) { 
# 75
goto out34; 
# 76
}  
# 77
d_relax5 = (d_relax5 % (d_relax5 + d_relax5)); 
# 78
++d_relax5; 
# 79
out34:; ; 
# 80
} 
#endif

#pragma GCC diagnostic pop

# 66 "v001376.cu"
template< class T, class U> static void 
# 67
gather28(U *out29, const U *__restrict__ in30, U a31) 
# 68
{__wrapper__device_stub_gather28<T,U>(out29,in30,a31);
# 80
return;}
#if 0
# 68
{ 
# 69
int idx32 = __device_builtin_variable_threadIdx.x; 
# 70
(out29[__device_builtin_variable_gridDim.x])--; 
# 71
(out29[idx32]) = 24; 
# 72
(*out29) = ((int)(24 + (d_relax5 * (*out29)))); 
# 73
T r33 = a31; 
# 74
if ((__device_builtin_variable_gridDim.x) > (39)) { 
# 75
goto out34; 
# 76
}  
# 77
d_relax5 = (d_relax5 % (d_relax5 + d_relax5)); 
# 78
++d_relax5; 
# 79
out34:; ; 
# 80
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 82 "v001376.cu"
template< class T, int N = 2> static void 
# 83
__wrapper__device_stub_split35(const T *__restrict__ &src36, int &count37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 84
{ 
# 85
for (int j38 = 0; j38 < 14; ++j38) { 
# 86
d_relax5 = (__device_builtin_variable_threadIdx.x); 
# 87
if (d_relax5 + (__device_builtin_variable_blockDim.y)) { 
# 88
break; }  
# 89
__attribute__((unused)) static Cell16 sh_39[8]; 
# 90
}  
# 91
do { count37 += (*src36); } while (0); 
# 92
d_relax5 = count37; 
# 93
count37 = (d_relax5 - 24); 
# 94
} 
#endif

#pragma GCC diagnostic pop

# 82 "v001376.cu"
template< class T, int N = 2> static void 
# 83
split35(const T *__restrict__ src36, int count37) 
# 84
{__wrapper__device_stub_split35<T,N>(src36,count37);
# 94
return;}
#if 0
# 84
{ 
# 85
for (int j38 = 0; j38 < 14; ++j38) { 
# 86
d_relax5 = (__device_builtin_variable_threadIdx.x); 
# 87
if (d_relax5 + (__device_builtin_variable_blockDim.y)) { 
# 88
break; }  
# 89
__attribute__((unused)) static Cell16 sh_39[8]; 
# 90
}  
# 91
do { count37 += (*src36); } while (0); 
# 92
d_relax5 = count37; 
# 93
count37 = (d_relax5 - 24); 
# 94
} 
#endif
# 96 "v001376.cu"
inline void shade40(int len41) 
# 97
{ 
# 98
unsigned long tmp42 = len41; 
# 99
for (int j43 = 7; j43 > 0; --j43) { 
# 100
tmp42 = (31); }  
# 101
auto lam47 = [](float r44, int flag45)->float { 
# 102
const int *w46 = &flag45; 
# 103
(__cudaPushCallConfiguration(24 + 8, 512)) ? (void)0 : accum11((U'\x61') / flag45, reinterpret_cast< const unsigned *>(w46), static_cast< const int *>(nullptr)); 
# 104
flag45--; 
# 105
return w46[7]; 
# 106
} ; typedef decltype(lam47) __T0;
# 107
int pass48 = 0; 
# 108
while ((pass48 < pass48) && (tmp42 + (0))) { 
# 109
tmp42 = (4053U); 
# 110
int q49 = tmp42; 
# 111
++pass48; 
# 112
}  
# 113
} 
# 115
int main() 
# 116
{ 
# 117
int count50 = 1163; 
# 118
const char *off51 = ("hello"); 
# 119
count50 = count50; 
# 120
do { count50 += (((off51[1]) * (off51[1])) * 2704); } while (0); 
# 121
(__cudaPushCallConfiguration(32 * 8, (24 + (24 + 16)) * 8)) ? (void)0 : merge6(&count50, &count50); 
# 122
(__cudaPushCallConfiguration(64, 24 + (24 + 208))) ? (void)0 : filter19(static_cast< const double *>(nullptr), &count50, &count50, off51[1]); 
# 123
(__cudaPushCallConfiguration(32, 24 + 232)) ? (void)0 : gather28< float, long> (nullptr, static_cast< const long *>(nullptr), off51[1]); 
# 124
return 0; 
# 125
} 

# 1 "v001376.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4beccc1f_10_v001376_cu_d_relax5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001376.cudafe1.stub.c"
#include "v001376.cudafe1.stub.c"
# 1 "v001376.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
