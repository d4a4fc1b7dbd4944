# 1 "class_inheritance_virtual.cu"
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
# 5 "class_inheritance_virtual.cu"
class Shape { 
# 7
public: virtual ~Shape() { } 
# 8
virtual float area() const = 0; 
# 9
virtual const char *name() const { return "shape"; } 
# 11
protected: explicit Shape(int id) : id_(id) { } 
# 12
int id_; 
# 13
}; 
# 15
class Circle : public Shape { 
# 17
public: Circle(int id, float r) : Shape(id), r_(r) { } 
# 18
virtual float area() const override { return ((3.1415927F) * (r_)) * (r_); } 
# 19
virtual const char *name() const override { return "circle"; } 
# 21
private: float r_; 
# 22
}; 
# 24
class Rect : public Shape { 
# 26
public: Rect(int id, float w, float h) : Shape(id), w_(w), h_(h) { } 
# 27
virtual float area() const override { return (w_) * (h_); } 
# 29
protected: float w_, h_; 
# 30
}; 
# 32
class Square __final : public Rect { 
# 34
public: Square(int id, float s) : Rect(id, s, s) { } 
# 35
virtual const char *name() const final { return "square"; } 
# 36
}; 
# 38
struct Printable { virtual void print() const { } virtual ~Printable() = default;}; 
# 39
struct Tagged : private Circle, public Printable { 
# 40
Tagged() : Circle(99, (1.0F)) { } 
# 41
using Circle::area;
# 42
virtual void print() const override { } 
# 43
}; 
# 45
float total_area(Shape *const *shapes, int n) 
# 46
{ 
# 47
float sum = (0.0F); 
# 48
for (int i = 0; i < n; ++i) { 
# 49
sum += (shapes[i])->area(); }  
# 50
return sum; 
# 51
} 
# 53
int main() 
# 54
{ 
# 55
Shape *shapes[3] = {new Circle(1, (2.0F)), new Rect(2, (3.0F), (4.0F)), new Square(3, (5.0F))}; 
# 56
float a = total_area(shapes, 3); 
# 57
for (Shape *s : shapes) { 
# 58
delete s; }  
# 59
Tagged t; 
# 60
Printable &p = t; 
# 61
p.print(); 
# 62
return (a > t.area()) ? 0 : 1; 
# 63
} 

# 1 "class_inheritance_virtual.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1f9a02da_28_class_inheritance_virtual_cu_b9fdb5f8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_inheritance_virtual.cudafe1.stub.c"
#include "class_inheritance_virtual.cudafe1.stub.c"
# 1 "class_inheritance_virtual.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
