# 1 "v001186.cu"
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
# 18 "v001186.cu"
__attribute__((visibility("hidden"))) void clamp8(float *data9, int len10) ;
#if 0
# 18
{ 
# 19
int i11 = __device_builtin_variable_threadIdx.x; 
# 20
float m12((62)); 
# 21
unsigned acc13{2U}; 
# 22
bool idx14((data9[i11]) <= (acc13 * i11)); 
# 23
const int hi15 = 52; 
# 24
if (((*data9) <= len10) || (idx14 < (data9[0]))) { 
# 25
goto done16; 
# 26
}  
# 27
m12 += ((unsigned)(static_cast< unsigned char>(38))); 
# 28
done16:; ; 
# 29
} 
#endif
# 31 "v001186.cu"
__attribute__((visibility("hidden"))) void fuse17(int n18, int *__restrict__ out19, int *acc20, int len21) ;
#if 0
# 31
{ 
# 32
unsigned idx22 = __device_builtin_variable_threadIdx.x; 
# 33
long long prod23(2 - (acc20[0])); 
# 34
prod23 = (*acc20); 
# 35
if ((__device_builtin_variable_gridDim.x) && ((acc20[3]) <= prod23)) { 
# 36
return; 
# 37
}  
# 38
(out19[n18]) /= ((char)((34) * prod23)); 
# 39
__attribute__((unused)) static unsigned char sh_24[8]; 
# 40
__attribute__((unused)) static int sh_25[16]; 
# 41
} 
#endif
# 42 "v001186.cu"
enum class Op26 { Mul27, Mul28 = 4}; 
# 44
__attribute__((visibility("hidden"))) void accum29_kernel(const double *src30, unsigned a31) ;
#if 0
# 44
{ 
# 45
unsigned i32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 46
if (!(src30 == (nullptr))) { 
# 47
return; 
# 48
}  
# 49
a31 *= ((__device_builtin_variable_blockDim.z) / (+i32)); 
# 50
const unsigned *v33 = reinterpret_cast< const unsigned *>(src30); 
# 51
} 
#endif
# 53 "v001186.cu"
__attribute__((visibility("hidden"))) void trace34_kernel(const float *coef35) ;
#if 0
# 53
{ 
# 54
unsigned idx36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if ((4) != (idx36 - (*coef35))) { 
# 56
return; 
# 57
}  
# 58
Op26 sum37 = Op26::Mul27; 
# 59
} 
#endif
# 60 "v001186.cu"
enum class Phase38 { Off39, High40 = 3, High41 = 8}; 
# 62
constexpr int tile42(int n43) { 
# 63
n43 %= (30UL - n43); 
# 64
n43 = (28U + n43); 
# 65
return (((n43 + 16L) > (21)) ? n43 + 16L : (21)); 
# 66
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 68
template< class T, class U> static void 
# 69
__wrapper__device_stub_norm44(U &q45) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 69
{ 
# 70
unsigned gid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
float u47 = ((9) + gid46) * (24.25F); 
# 72
auto z48 = __device_builtin_variable_blockDim.z; 
# 73
int sum49 = u47; 
# 74
} 
#endif

#pragma GCC diagnostic pop

# 68 "v001186.cu"
template< class T, class U> static void 
# 69
norm44(U q45) {__wrapper__device_stub_norm44<T,U>(q45);
# 74
return;}
#if 0
# 69
{ 
# 70
unsigned gid46 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
float u47 = ((9) + gid46) * (24.25F); 
# 72
auto z48 = __device_builtin_variable_blockDim.z; 
# 73
int sum49 = u47; 
# 74
} 
#endif
# 75 "v001186.cu"
static int c_blend50; 
# 77
namespace _GLOBAL__N__8474fac5_10_v001186_cu_16ff2c61 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__8474fac5_10_v001186_cu_16ff2c61; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__8474fac5_10_v001186_cu_16ff2c61 __attribute__((visibility("hidden")))  { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 78
template< class T, int N> static void 
# 79
__wrapper__device_stub_lerp51(T &b52, short &b53, double &b54, int &stride55) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 79
{ 
# 80
int idx56 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 81
int w57 = 0; 
# 82
do { 
# 83
T u58 = ((idx56 + 27) + sizeof(float)) - ((N) + (__device_builtin_variable_threadIdx.z)); 
# 84
if ((w57 <= (__device_builtin_variable_gridDim.x)) || (sizeof(float) < b52)) { 
# 85
return; 
# 86
}  
# 87
b53 &= (b53 - 32); 
# 88
++w57; 
# 89
} while (w57 < 4); 
# 90
unsigned y59 = b52; 
# 91
if (w57 >= w57) { 
# 92
goto finish60; 
# 93
}  
# 94
y59++; 
# 95
finish60:; ; 
# 96
} 
#endif

#pragma GCC diagnostic pop

# 78 "v001186.cu"
template< class T, int N> static void 
# 79
lerp51(T b52, short b53, double b54, int stride55) {::_GLOBAL__N__8474fac5_10_v001186_cu_16ff2c61::__wrapper__device_stub_lerp51<T,N>(b52,b53,b54,stride55);
# 96
return;}
#if 0
# 79
{ 
# 80
int idx56 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 81
int w57 = 0; 
# 82
do { 
# 83
T u58 = ((idx56 + 27) + sizeof(float)) - ((N) + (__device_builtin_variable_threadIdx.z)); 
# 84
if ((w57 <= (__device_builtin_variable_gridDim.x)) || (sizeof(float) < b52)) { 
# 85
return; 
# 86
}  
# 87
b53 &= (b53 - 32); 
# 88
++w57; 
# 89
} while (w57 < 4); 
# 90
unsigned y59 = b52; 
# 91
if (w57 >= w57) { 
# 92
goto finish60; 
# 93
}  
# 94
y59++; 
# 95
finish60:; ; 
# 96
} 
#endif
# 98 "v001186.cu"
float update61(float beta62 = '#') { 
# 99
beta62 /= beta62; 
# 100
beta62 = ((5.625F) * beta62); 
# 101
beta62 += beta62; 
# 102
return 40; 
# 103
} 
# 104
__attribute__((section("__nv_managed_data__"))) static bool (*m_blend63)[4] = 0; 
# 105
}
# 107
float run_scatter64(Op26 b65) { 
# 108
auto e66 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend63)))[1]; 
# 109
for (const auto &lo67 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend63)))) { 
# 110
const unsigned u68 = 5 * lo67; 
# 111
}  
# 112
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend63)))[2]) && (51 < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend63)))[2]))) { 
# 113
return (3.875F); 
# 114
}  
# 115
return 55UL - ((e66 + (sizeof(long) - e66)) + (e66 + 28)); 
# 116
} 
# 118
int main() { 
# 119
int count69 = 1707; 
# 120
int iter70 = 0; 
# 121
while (iter70 < iter70) { 
# 122
unsigned x71 = (25); 
# 123
++iter70; 
# 124
}  
# 125
(__cudaPushCallConfiguration(2 * (4 + (4 + (5 + 3))), 4 + (5 + (4 + (5 + (4 + 42)))))) ? (void)0 : lerp51< float, 8> (30, iter70 - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend63)))[0]) + 4), ((iter70 / count69) <= 32) ? (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend63)))[3] : (4 + count69), 4 / count69); 
# 126
int pass72 = 0; 
# 127
do { 
# 128
count69++; 
# 129
count69--; 
# 130
++pass72; 
# 131
} while (pass72 < 11); 
# 132
(__cudaPushCallConfiguration((iter70 + 255) / 256, 32)) ? (void)0 : clamp8(nullptr, 38 - (count69 * pass72)); 
# 133
(__cudaPushCallConfiguration((4 + (4 + (4 + 4))) * 2, sizeof(unsigned) * (8))) ? (void)0 : fuse17(6U + pass72, nullptr, static_cast< int *>(nullptr), iter70); 
# 134
(__cudaPushCallConfiguration(512, (5 + (4 + (38 + 17))) * (4 + 4))) ? (void)0 : accum29_kernel(static_cast< const double *>(nullptr), +(6 - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_blend63)))[count69]))); 
# 135
return 0; 
# 136
} 

# 1 "v001186.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8474fac5_10_v001186_cu_16ff2c61
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001186.cudafe1.stub.c"
#include "v001186.cudafe1.stub.c"
# 1 "v001186.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
