# 1 "class_vec3_operators.cu"
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
# 4 "class_vec3_operators.cu"
struct Vec3 { 
# 5
float x, y, z; 
# 6
Vec3() : x((0)), y((0)), z((0)) { } 
# 7
Vec3(float a, float b, float c) : x(a), y(b), z(c) { } 
# 8
explicit Vec3(float s) : x(s), y(s), z(s) { } 
# 10
Vec3 operator-() const { return Vec3(-(x), -(y), -(z)); } 
# 11
Vec3 &operator+=(const Vec3 &o) { (x) += (o.x); (y) += (o.y); (z) += (o.z); return *this; } 
# 12
Vec3 &operator*=(float s) { (x) *= s; (y) *= s; (z) *= s; return *this; } 
# 13
float &operator[](int i) { return (i == 0) ? x : ((i == 1) ? y : (z)); } 
# 14
float operator[](int i) const { return (i == 0) ? x : ((i == 1) ? y : (z)); } 
# 15
bool operator==(const Vec3 &o) const { return ((x) == (o.x)) && ((y) == (o.y)) && ((z) == (o.z)); } 
# 16
bool operator!=(const Vec3 &o) const { return !((*this) == o); } 
# 17
explicit operator bool() const { return (((x) != (0)) || ((y) != (0))) || ((z) != (0)); } 
# 18
}; 
# 20
inline Vec3 operator+(Vec3 a, const Vec3 &b) { return (a += b); } 
# 21
inline Vec3 operator-(const Vec3 &a, const Vec3 &b) { return (a + ((-b))); } 
# 22
inline Vec3 operator*(Vec3 a, float s) { return (a *= s); } 
# 23
inline Vec3 operator*(float s, Vec3 a) { return (a *= s); } 
# 24
inline float dot(const Vec3 &a, const Vec3 &b) { return (((a.x) * (b.x)) + ((a.y) * (b.y))) + ((a.z) * (b.z)); } 
# 25
inline Vec3 cross(const Vec3 &a, const Vec3 &b) 
# 26
{ 
# 27
return Vec3(((a.y) * (b.z)) - ((a.z) * (b.y)), ((a.z) * (b.x)) - ((a.x) * (b.z)), ((a.x) * (b.y)) - ((a.y) * (b.x))); 
# 28
} 
# 30
__attribute__((visibility("hidden"))) void reflect(const Vec3 *dirs, const Vec3 *normals, Vec3 *out, int n) ;
#if 0
# 31
{ 
# 32
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (i >= n) { return; }  
# 34
Vec3 d = dirs[i], nrm = normals[i]; 
# 35
Vec3 r = (d - ((((2.0F) * dot(d, nrm)) * nrm))); 
# 36
if (!r) { r = ((Vec3)((1.0F))); }  
# 37
r[1] = ((cross(d, nrm))[1] + r[1]); 
# 38
(out[i]) = (((r != d) ? r : ((-r)))); 
# 39
} 
#endif
# 41 "class_vec3_operators.cu"
int main() 
# 42
{ 
# 43
Vec3 a(1, 2, 3), b(4, 5, 6); 
# 44
Vec3 c = ((cross(a, b)) * ((0.5F))); 
# 45
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : reflect(nullptr, nullptr, nullptr, 64); 
# 46
return (c == a) ? 1 : ((int)dot(a, b)); 
# 47
} 

# 1 "class_vec3_operators.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__54881c04_23_class_vec3_operators_cu_02a94ab1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_vec3_operators.cudafe1.stub.c"
#include "class_vec3_operators.cudafe1.stub.c"
# 1 "class_vec3_operators.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
