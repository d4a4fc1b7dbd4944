# 1 "v001155.cu"
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
# 11 "v001155.cu"
class Sample3 { 
# 12
float mass4; 
# 14
public: Sample3(float c5) : mass4(c5) { } 
# 15
float norm6(int u7) const { 
# 16
unsigned *hi8 = (nullptr); 
# 17
return *hi8; 
# 18
} 
# 19
float norm9(int sum10) const { 
# 20
Sample3 cnt11((int)sum10); 
# 21
if (!((mass4) == sum10)) { 
# 22
return (sum10 + 59) - (sum10 * sizeof(Sample3)); 
# 23
}  
# 24
return ((sum10 += (mass4)), (sum10 + (4.75F))); 
# 25
} 
# 26
}; 
# 27
static int d_drift12[16]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T> static void 
# 30
__wrapper__device_stub_fuse13(T &cfg14, T *__restrict__ &buf15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
do { cfg14 += (6.5); } while (0); 
# 33
T lo17 = *buf15; 
# 34
if ((__device_builtin_variable_blockIdx.z) != (*buf15)) { 
# 35
goto skip18; 
# 36
}  
# 37
++lo17; 
# 38
skip18:; ; 
# 39
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001155.cu"
template< class T> static void 
# 30
fuse13(T cfg14, T *__restrict__ buf15) {__wrapper__device_stub_fuse13<T>(cfg14,buf15);
# 39
return;}
#if 0
# 30
{ 
# 31
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
do { cfg14 += (6.5); } while (0); 
# 33
T lo17 = *buf15; 
# 34
if ((__device_builtin_variable_blockIdx.z) != (*buf15)) { 
# 35
goto skip18; 
# 36
}  
# 37
++lo17; 
# 38
skip18:; ; 
# 39
} 
#endif
# 40 "v001155.cu"
enum class Kind19: unsigned { Red20, High21, Green22, Off23}; 
# 42
__attribute__((visibility("hidden"))) void decay24(char alpha25, size_t q26) ;
#if 0
# 42
{ 
# 43
(d_drift12[12]) = (d_drift12[6]); 
# 44
for (int j27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j27 < 8; j27 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 45
q26 = (36); 
# 46
}  
# 47
if ((+((__device_builtin_variable_threadIdx.z) * 43L)) == (56)) { 
# 48
Sample3 r28{(8.0F)}; 
# 49
do { alpha25 += (__device_builtin_variable_threadIdx.y); } while (0); 
# 50
}  
# 51
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53 "v001155.cu"
template< class T> static void 
# 54
__wrapper__device_stub_relax29(T *__restrict__ &dst30, const T *&in31, int &len32, T &q33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
unsigned idx34 = __device_builtin_variable_threadIdx.x; 
# 56
len32 %= (d_drift12[len32]); 
# 57
T idx35 = ((int)0L) + idx34; 
# 58
(dst30[2])++; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001155.cu"
template< class T> static void 
# 54
relax29(T *__restrict__ dst30, const T *in31, int len32, T q33) {__wrapper__device_stub_relax29<T>(dst30,in31,len32,q33);
# 59
return;}
#if 0
# 54
{ 
# 55
unsigned idx34 = __device_builtin_variable_threadIdx.x; 
# 56
len32 %= (d_drift12[len32]); 
# 57
T idx35 = ((int)0L) + idx34; 
# 58
(dst30[2])++; 
# 59
} 
#endif
# 60 "v001155.cu"
static long d_pivot36[64]; 
# 62
class Tile37 { 
# 63
int y38; 
# 65
public: Tile37(int a39) : y38(a39) { } 
# 66
int scale40() const { 
# 67
return (static_cast< long>(y38)) - (y38); 
# 68
} 
# 69
int apply41() const { 
# 70
double idx42((-(31 >> (y38))) - ((950 - (y38)) >> (('\\') + (y38)))); 
# 71
Kind19 f43 = Kind19::High21; 
# 72
return 9 * (y38); 
# 73
} 
# 74
}; 
# 76
int main() { 
# 77
int size44 = 2768; 
# 78
if (size44 == size44) { 
# 79
return size44; 
# 80
}  
# 81
if (char t45 = (28); size44 >= (16 + size44)) { 
# 82
if (!(!(40 > t45))) { 
# 83
--size44; 
# 84
t45 += t45; 
# 85
}  
# 86
}  
# 87
(__cudaPushCallConfiguration(dim3(4, 2, (size44 + 63) / 64), 16 * 4, 0, 0)) ? (void)0 : fuse13< double> (size44 / (37LL + size44), nullptr); 
# 88
(__cudaPushCallConfiguration(dim3(256, 2), dim3(2, (size44 + 31) / 32))) ? (void)0 : decay24(63, size44); 
# 89
(__cudaPushCallConfiguration(2, 64, 0, nullptr)) ? (void)0 : relax29< double> (nullptr, static_cast< const double *>(nullptr), '#', ((13.5F) * size44) - size44); 
# 90
return 0; 
# 91
} 

# 1 "v001155.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6e51919a_10_v001155_cu_858eca0d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001155.cudafe1.stub.c"
#include "v001155.cudafe1.stub.c"
# 1 "v001155.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
